package exercise

import "github.com/gametree/gametree/trace"

// FromTrace names the nodes of any recorded search of an explicit tree or a game
// without pruned subtrees' gaps (trace.Options.PrunedWhole for games), so that its
// steps can be explained with the stepper's sentences (Explain) and its nodes named
// as exercises name them (Name, DisplayName). The code lab's checker of a student's
// search uses it for the reference search. Only the sentences are meant: the result
// grades nothing (its Spec is empty).
func FromTrace(p trace.Params, t *trace.Trace) *Exercise {
	e := &Exercise{Params: p, Trace: t, explicit: p.Game == "tree"}
	if hasChanceNode(t) { // expectiminimax's sentences, values divided by the scale
		o := t.Options
		e.chance = chanceInfo{on: true, star1: o.Star1, lo: o.ChanceLow, hi: o.ChanceHigh}
	}
	e.name()
	return e
}

// DisplayName is node id's name as the page and the sentences write it in lang: a
// tree's node name, or a game position's last moves ("the root" for the root).
func (e *Exercise) DisplayName(lang string, id int32) string { return e.displayName(lang, id) }

// Children are node id's children, in the order searched.
func (e *Exercise) Children(id int32) []int32 { return e.children[id] }

// hasChanceNode reports whether the trace recorded a chance node.
func hasChanceNode(t *trace.Trace) bool {
	if t.Options.Algorithm != trace.Expectiminimax {
		return false
	}
	for i := range t.NodeCount() {
		if t.Node(int32(i)).Player == trace.Chance {
			return true
		}
	}
	return false
}
