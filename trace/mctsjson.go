package trace

import (
	"strings"

	"github.com/gametree/gametree/games"
)

// The JSON forms of an mcts trace: the header's "mcts" object (jsonMCTS), "iterations"
// in "stats", a node's "visits" (N; its "value" is W), a backprop step's "visits" and a
// rollout step's "rollout" (its moves' names; in the columns form one string, the
// names joined by RolloutSeparator).

type jsonMCTS struct {
	Iterations  int     `json:"iterations"`
	Exploration float64 `json:"exploration"`
	Seed        int64   `json:"seed"`
	RewardLow   int     `json:"reward_low"`
	RewardHigh  int     `json:"reward_high"`
	// Children are recorded node ids (empty without recording); Moves their names.
	Children    []int32         `json:"children"`
	Moves       []string        `json:"moves"`
	Mean        float64         `json:"mean"`
	BestVisits  int             `json:"best_visits"`
	Convergence []jsonMCTSPoint `json:"convergence"`
}

type jsonMCTSPoint struct {
	Iteration int   `json:"iteration"`
	Visits    []int `json:"visits"`
	Wins      []int `json:"wins"`
}

// mctsHeader fills the header's mcts parts: the "mcts" object, the iterations count,
// and the value's text, the best move's mean W/N.
func (t *Trace) mctsHeader(j *jsonHeader) {
	m := t.MCTS
	if m == nil {
		return
	}
	o := &jsonMCTS{
		Iterations: m.Iterations, Exploration: m.Exploration, Seed: m.Seed,
		RewardLow: m.RewardLow, RewardHigh: m.RewardHigh,
		Children: m.Children, Moves: m.Moves, Mean: m.Mean, BestVisits: m.BestVisits,
		Convergence: make([]jsonMCTSPoint, 0, len(m.Convergence)),
	}
	if o.Children == nil {
		o.Children = []int32{}
	}
	if o.Moves == nil {
		o.Moves = []string{}
	}
	for _, p := range m.Convergence {
		o.Convergence = append(o.Convergence, jsonMCTSPoint(p))
	}
	j.MCTS = o
	j.Stats.Iterations = t.Stats.Iterations
	if m.BestVisits > 0 {
		j.ValueText = FormatMean(t.Value, m.BestVisits)
	}
}

// writeMCTSNode writes a node's "visits" in an mcts trace.
func (t *Trace) writeMCTSNode(w *jsonWriter, id int32) {
	if t.MCTS == nil {
		return
	}
	w.raw([]byte(`,"visits":`))
	w.int(t.Visits(id))
}

// writeMCTSStep writes a backprop step's "visits" and a rollout step's "rollout".
func (t *Trace) writeMCTSStep(w *jsonWriter, names *Names, k int, s *Step) {
	switch s.Kind {
	case StepBackprop:
		w.raw([]byte(`,"visits":`))
		w.int(s.Visits)
	case StepRollout:
		w.raw([]byte(`,"rollout":[`))
		for i, name := range names.Line(s.Node, t.Rollout(k)) {
			if i > 0 {
				w.byte(',')
			}
			w.str(name)
		}
		w.byte(']')
	}
}

// RolloutSeparator separates a rollout's move names in the columns form's one string:
// the unit separator, a control character no move name has (a stones move's name,
// "take 2", has a space).
const RolloutSeparator = "\x1f"

// mctsColumns writes the steps' "visits" and "rollout" columns of an mcts trace.
func (c *columnWriter) mctsColumns(n int) {
	t, w := c.t, c.w
	if t.MCTS == nil {
		return
	}
	c.column("visits", n, func(k int) { w.int(t.Step(k).Visits) })
	names := t.Names()
	c.column("rollout", n, func(k int) {
		kind, node := t.StepKindAt(k)
		if kind != StepRollout {
			w.int(0)
			return
		}
		w.int(c.intern(strings.Join(names.Line(node, t.Rollout(k)), RolloutSeparator)))
	})
}

// mctsNodeColumns writes the nodes' "visits" column of an mcts trace.
func (c *columnWriter) mctsNodeColumns(n int) {
	if c.t.MCTS == nil {
		return
	}
	c.column("visits", n, func(i int) { c.w.int(c.t.Visits(int32(i))) })
}

// Line names the moves of a line played from node id's position (an mcts rollout);
// nil when the trace cannot name them.
func (n *Names) Line(id int32, moves []games.Move) []string {
	if len(moves) == 0 || !n.goTo(id) {
		return nil
	}
	out := make([]string, 0, len(moves))
	for _, m := range moves {
		out = append(out, n.g.MoveName(m))
		n.g.Play(m)
	}
	for i := len(moves) - 1; i >= 0; i-- {
		n.g.Undo(moves[i])
	}
	return out
}
