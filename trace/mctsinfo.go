package trace

import (
	"math"
	"slices"
	"strconv"
	"sync"

	"github.com/gametree/gametree/games"
)

// Defaults of Monte Carlo tree search.
const (
	// DefaultIterations is the number of mcts iterations when Options.Iterations is 0.
	DefaultIterations = 1000
	// DefaultExploration is UCT's c when Options.Exploration is 0: √2, as Kocsis and
	// Szepesvári's UCB1 has it for rewards in [0, 1].
	DefaultExploration = 1.4142135623730951
	// MaxIterations bounds Options.Iterations.
	MaxIterations = 1_000_000
)

// MCTSInfo is what an mcts trace tells beyond the nodes and steps.
//
// The result of an mcts trace: BestMove is the root's most visited child (ties: the
// better mean for the side to move), PV follows the most visited children down the
// tree. Trace.Value is that best child's W, its total of results (MAX's view; Score
// the same for the side to move), so that it stays a whole number like every recorded
// value: its mean is Value/BestVisits, kept in Mean (shown as W/N: see FormatMean).
// At a terminal root Value is the game's result and there is no best move; a search
// that ran no iteration has no value (HasValue false). ValueBound is Exact, meaning
// only "not a bound": W is no minimax value. The trace's Scale stays 1: every W is a
// sum of whole results.
//
// A node's Value is its W and Visits(id) its N; States gives them at every step.
type MCTSInfo struct {
	Iterations  int     // run
	Exploration float64 // c
	Seed        int64
	// RewardLow and RewardHigh are the least and greatest rollout result (MAX's view):
	// -1 and 1 for games (loss, win), the least and greatest leaf for explicit trees.
	// UCB1 uses results mapped into [0, 1] by them.
	RewardLow, RewardHigh int
	// Children are the root's children (recorded node ids) in the order of the root's
	// moves (nil without recording).
	Children []int32
	// Moves names the root's children's moves, in the same order (recorded or not).
	Moves []string
	// Mean is the best child's W/N and BestVisits its N (0 when there is no best move).
	Mean       float64
	BestVisits int
	// Convergence has one point per checkpoint (about 60, spread evenly over
	// log(iterations), the last one the end): the root's children's N and W then.
	Convergence []MCTSPoint
}

// MCTSPoint is the root's children's visit counts and totals (MAX's view) after
// Iteration iterations, in the order of MCTSInfo.Children (a child not yet expanded
// has 0 and 0).
type MCTSPoint struct {
	Iteration int
	Visits    []int
	Wins      []int
}

// UCBTerms is a child's UCB1 value at a selection step, from the point of view of the
// player choosing: Mean = the child's W/N mapped into [0, 1] for that player,
// Explore = c·√(ln N(parent) / N(child)), Value = Mean + Explore. An unvisited child
// has Unvisited set (its value is +∞: it is chosen first).
type UCBTerms struct {
	Child     int32
	N, W      int
	Mean      float64
	Explore   float64
	Value     float64
	Unvisited bool
}

// Rollout returns the moves of the rollout of step k (a StepRollout), from its node
// to the end of the game: nil for other steps. Names.MoveAt names them after
// replaying the path.
func (t *Trace) Rollout(k int) []games.Move {
	if t.rec == nil || t.rec.rollouts == nil {
		return nil
	}
	r, ok := t.rec.rollouts[int32(k)]
	if !ok {
		return nil
	}
	return t.rec.rolloutMoves[r.start:r.end]
}

// rolloutSpan is where a rollout's moves lie in store.rolloutMoves.
type rolloutSpan struct{ start, end int32 }

// Visits is recorded node id's visit count N at the end of the search (0 for a node
// of another algorithm's trace): its last step is its last backprop step.
func (t *Trace) Visits(id int32) int {
	r := t.rec.node(id)
	if r.lastStep < 0 {
		return 0
	}
	if s := t.rec.step(int(r.lastStep)); s.kind() == StepBackprop {
		return int(s.child())
	}
	return 0
}

// FormatMean writes a mean W/N for people with at most three decimals ("0.438", "3",
// "-0.5"; "" when n is 0).
func FormatMean(w, n int) string {
	if n == 0 {
		return ""
	}
	return formatDecimal3(float64(w) / float64(n))
}

// formatDecimal3 writes x with at most three decimals, without trailing zeros.
func formatDecimal3(x float64) string {
	s := strconv.FormatFloat(math.Round(x*1000)/1000, 'f', -1, 64)
	if s == "-0" {
		return "0"
	}
	return s
}

// UCB gives the UCB1 terms of every child of the node of step k (a StepSelect at a
// decision node), as they stood just before the step: each child's N and W, its
// mean mapped into [0, 1] for the player choosing and its exploration term
// c·√(ln N(parent) / N(child)). The children are in the order of expansion (the
// node's move order); the one chosen is the step's Child. Nil for other steps, for a
// chance node's (an outcome is drawn, not chosen) and for traces of other algorithms.
func (t *Trace) UCB(k int) []UCBTerms {
	if t.MCTS == nil || t.rec == nil || k < 0 || k >= t.StepCount() {
		return nil
	}
	kind, id := t.StepKindAt(k)
	p := t.Node(id).Player
	if kind != StepSelect || p == Chance {
		return nil
	}
	ix := t.rec.backprops()
	parentN, _ := ix.at(t.rec, id, k)
	logN := math.Log(float64(parentN))
	lo, hi, c := t.MCTS.RewardLow, t.MCTS.RewardHigh, t.MCTS.Exploration
	var out []UCBTerms
	for _, ch := range ix.kids.Of(id) {
		if t.rec.node(ch).firstStep >= int32(k) {
			continue // not expanded yet
		}
		n, w := ix.at(t.rec, ch, k)
		u := UCBTerms{Child: ch, N: n, W: w}
		if n == 0 {
			u.Unvisited, u.Value = true, math.Inf(1)
		} else {
			u.Mean = mctsMean01(float64(w)/float64(n), lo, hi, p)
			u.Explore = c * math.Sqrt(logN/float64(n))
			u.Value = u.Mean + u.Explore
		}
		out = append(out, u)
	}
	return out
}

// backpropIndex lists every node's backprop steps, in order, and the children of
// every node: what UCB needs to find N and W at any step. It is built once, the first
// time it is needed.
type backpropIndex struct {
	once  sync.Once
	first []int32 // node i's backprop steps are steps[first[i]:first[i+1]]
	steps []int32
	kids  Children
}

// backprops builds (once) and returns the store's backprop index.
func (st *store) backprops() *backpropIndex {
	ix := &st.bp
	ix.once.Do(func() {
		n := st.nodes.len()
		ix.first = make([]int32, n+1)
		for k := range st.steps.len() {
			if s := st.step(k); s.kind() == StepBackprop {
				ix.first[s.node+1]++
			}
		}
		for i := range n {
			ix.first[i+1] += ix.first[i]
		}
		ix.steps = make([]int32, ix.first[n])
		fill := make([]int32, n)
		for k := range st.steps.len() {
			if s := st.step(k); s.kind() == StepBackprop {
				ix.steps[ix.first[s.node]+fill[s.node]] = int32(k)
				fill[s.node]++
			}
		}
		ix.kids = (&Trace{rec: st}).Children()
	})
	return ix
}

// at is node id's N and W just before step k.
func (ix *backpropIndex) at(st *store, id int32, k int) (n, w int) {
	steps := ix.steps[ix.first[id]:ix.first[id+1]]
	i, _ := slices.BinarySearch(steps, int32(k))
	if i == 0 {
		return 0, 0
	}
	s := st.step(int(steps[i-1]))
	return int(s.child()), st.unpack(s.value)
}
