package trace

import (
	"errors"

	"github.com/gametree/gametree/games"
)

// Recording lets a search written outside this package (the connect-4 solver, package
// c4) record its tree and steps in a trace, so that the page, the pictures and the
// JSON forms show it as they show this package's searches. Values, alpha and beta are
// from MAX's point of view (MAX moves at the root); a window's open end is ±Inf.
//
// The search calls Enter for every node it visits (the root with parent -1), then the
// node's events, and at last Finish. Enter returns -1 when the recording budget
// (Options.MaxNodes) is full: the search must stop.
type Recording struct {
	r *recorder
	t *Trace
}

// NewRecording starts the recording of a search of root (a game that can be copied:
// the trace names its nodes by replaying their moves on a copy) with the options
// that describe it.
func NewRecording(root Game, opt Options) (*Recording, error) {
	c, ok := root.(cloner)
	if !ok {
		return nil, errors.New("trace: recording a search needs a game that can be copied (a Clone method)")
	}
	opt.Record = true
	t := &Trace{Options: opt, RootPlayer: Max, root: c.Clone()}
	return &Recording{r: newRecorder(opt.MaxNodes), t: t}, nil
}

// Enter records a node visited with window (alpha, beta); move leads to it from
// parent (-1 and -1 for the root). It returns the node's id, or -1 when the budget is
// full.
func (rc *Recording) Enter(parent int32, depth int, p Player, move games.Move, alpha, beta int) int32 {
	if !rc.r.room(1) {
		return -1
	}
	return rc.r.enter(parent, depth, p, move, alpha, beta)
}

// Leaf records that node id is a leaf worth v: kind Terminal (decided) or Horizon.
func (rc *Recording) Leaf(id int32, kind NodeKind, v, alpha, beta int) {
	rc.r.leaf(id, kind, v, alpha, beta)
}

// TableHit records a value taken from a transposition table, with its bound.
func (rc *Recording) TableHit(id int32, v int, b Bound, alpha, beta int) {
	rc.r.ttHit(id, v, b, alpha, beta)
}

// Backup records that child returned to id, whose value is now v.
func (rc *Recording) Backup(id, child int32, v, alpha, beta int) {
	rc.r.backup(id, child, v, alpha, beta)
}

// Window records id's alpha raised (StepAlpha) or beta lowered (StepBeta); has says
// whether v is the node's value (a window narrowed by a bound known beforehand has
// none).
func (rc *Recording) Window(kind StepKind, id int32, v int, has bool, alpha, beta int) {
	rc.r.window(kind, id, v, has, alpha, beta)
}

// Cutoff records a cutoff at id (value v) and the moves it prunes, as never-visited
// children of id (at depth+1, player p). It returns false when the budget is full.
func (rc *Recording) Cutoff(id int32, depth int, p Player, pruned []games.Move, v, alpha, beta int) bool {
	if !rc.r.room(len(pruned)) {
		return false
	}
	first := int32(-1)
	if len(pruned) > 0 {
		first = rc.r.nodeCount()
	}
	rc.r.cutoff(id, first, v, alpha, beta)
	for _, m := range pruned {
		rc.r.pruned(id, depth+1, p, m)
	}
	return true
}

// Return records that id returns v, with bound b.
func (rc *Recording) Return(id int32, v int, b Bound, alpha, beta int) {
	rc.r.ret(id, v, b, alpha, beta)
}

// NodeCount is the number of nodes recorded so far.
func (rc *Recording) NodeCount() int { return int(rc.r.nodeCount()) }

// Finish ends the recording and returns the trace: the root's value (MAX's view) and
// the search's counts. The principal variation follows, from the root, the children
// whose value is their parent's (exact if one is: a narrowed window may leave the
// best child with a bound equal to the value its parent proves otherwise).
func (rc *Recording) Finish(value int, stats Stats) *Trace {
	t := rc.t
	t.rec = rc.r.st
	t.RecordTruncated = rc.r.full
	t.Stats = stats
	t.Value, t.ValueBound, t.Score, t.HasValue, t.Complete = value, Exact, value, true, true
	t.pvMoves, t.PV = recordedPV(t)
	if len(t.PV) > 0 {
		t.BestMove = t.PV[0]
	}
	markPV(t)
	return t
}

// recordedPV walks down from the root through the first child whose value is its
// parent's, an exact one first.
func recordedPV(t *Trace) ([]games.Move, []string) {
	if t.NodeCount() == 0 {
		return nil, nil
	}
	kids := t.Children()
	names := t.Names()
	var moves []games.Move
	var line []string
	cur := int32(0)
	for {
		n := t.Node(cur)
		next := int32(-1)
		for _, c := range kids.Of(cur) {
			cn := t.Node(c)
			if cn.Kind == Pruned || !cn.HasValue || cn.Value != n.Value {
				continue
			}
			if cn.Bound == Exact {
				next = c
				break
			}
			if next < 0 {
				next = c
			}
		}
		if next < 0 {
			return moves, line
		}
		moves = append(moves, t.played(next))
		line = append(line, names.Move(next))
		cur = next
	}
}
