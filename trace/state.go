package trace

import (
	"fmt"
	"strconv"

	"github.com/gametree/gametree/games"
)

// NodeState is a node as it stands after a given step: what a drawing of that step
// shows.
type NodeState struct {
	// Reached: entered by then, or (for a pruned node) cut by then.
	Reached bool
	// Open: entered and not yet returned: the node is on the call stack.
	Open bool
	// Cut: a pruned node whose cutoff has happened.
	Cut      bool
	HasValue bool
	Value    int
	Bound    Bound
	Alpha    int
	Beta     int
	// Visits is an mcts node's N (its Value is then W, MAX's view); 0 otherwise.
	Visits int
}

// States returns every node's state after step k: k = StepCount()-1 is the end of
// the search, k = -1 the moment before it starts.
func (t *Trace) States(k int) []NodeState {
	st := make([]NodeState, t.NodeCount())
	for i := range st {
		st[i].Alpha, st[i].Beta = -Inf, Inf
	}
	if k >= t.StepCount() {
		k = t.StepCount() - 1
	}
	for i := 0; i <= k; i++ {
		t.Apply(st, i)
	}
	return st
}

// Apply updates states (from States(i-1)) with step i, so a viewer can move forward
// one step at a time.
func (t *Trace) Apply(st []NodeState, i int) {
	s := t.Step(i)
	n := &st[s.Node]
	n.Alpha, n.Beta = s.Alpha, s.Beta
	switch s.Kind {
	case StepEnter:
		n.Reached, n.Open = true, true
	case StepEval, StepTTHit, StepReturn:
		n.Value, n.HasValue, n.Bound = s.Value, true, s.Bound
		n.Open = false
	case StepBackup:
		n.Value, n.HasValue = s.Value, true
	case StepAlpha, StepBeta:
		if s.HasValue {
			n.Value, n.HasValue = s.Value, true
		}
	case StepCutoff:
		for c := s.Child; c >= 0 && int(c) < len(st) && t.rec.node(c).firstStep == int32(i); c++ {
			st[c].Reached, st[c].Cut = true, true
		}
	case StepStop:
		n.Open = false
		if s.HasValue {
			n.Value, n.HasValue, n.Bound = s.Value, true, s.Bound
		}
	case StepChance:
		n.Value, n.HasValue = s.Value, true
	case StepExpand:
		c := &st[s.Child]
		c.Reached, c.Alpha, c.Beta = true, -Inf, Inf
	case StepBackprop:
		n.Value, n.HasValue, n.Visits = s.Value, true, s.Visits
	}
}

// Current is the node a step is about.
func (t *Trace) Current(k int) int32 {
	if k < 0 || k >= t.StepCount() {
		return -1
	}
	_, n := t.StepKindAt(k)
	return n
}

// CutoffRule states the rule that fired at a cutoff step, from MAX's point of view:
// "α=5 ≥ β=3" at a MAX node (MIN will avoid it), "β=2 ≤ α=3" at a MIN node (MAX will
// avoid it). Other steps give "".
func (t *Trace) CutoffRule(k int) string {
	if k < 0 || k >= t.StepCount() {
		return ""
	}
	if kind, _ := t.StepKindAt(k); kind != StepCutoff {
		return ""
	}
	s := t.Step(k)
	f := t.rec.node(s.Node).flags
	switch {
	case f&flagChance != 0:
		return t.chanceCutoffRule(s)
	case f&flagMax != 0:
		return fmt.Sprintf("α=%s ≥ β=%s", t.Format(s.Alpha), t.Format(s.Beta))
	}
	return fmt.Sprintf("β=%s ≤ α=%s", t.Format(s.Beta), t.Format(s.Alpha))
}

// FormatValue writes a value for people: "−∞" and "+∞" for the open bounds, "win 18"
// or "loss 3" for a finished game lifted above the static evaluations of a
// depth-limited search, the number otherwise.
func FormatValue(v int) string {
	switch score, lifted := GameScore(v); {
	case v <= -Inf:
		return "−∞"
	case v >= Inf:
		return "+∞"
	case lifted && score > 0:
		return "win " + strconv.Itoa(score)
	case lifted:
		return "loss " + strconv.Itoa(-score)
	}
	return strconv.Itoa(v)
}

// GameScore tells a finished game's score lifted above the static evaluations (a
// depth-limited search puts a win at games.WinBase plus its score) from any other
// value: for such a value it returns the score, signed from MAX's point of view, and
// true. Infinite bounds and ordinary values return v and false.
func GameScore(v int) (score int, lifted bool) {
	switch {
	case v <= -Inf || v >= Inf:
		return v, false
	case v > games.WinBase/2:
		return v - games.WinBase, true
	case v < -games.WinBase/2:
		return v + games.WinBase, true
	}
	return v, false
}

// FormatBounded writes a value with its bound: "3", "≥5", "≤2".
func FormatBounded(v int, b Bound) string {
	switch b {
	case Lower:
		return "≥" + FormatValue(v)
	case Upper:
		return "≤" + FormatValue(v)
	}
	return FormatValue(v)
}
