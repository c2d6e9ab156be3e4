package trace

import "github.com/gametree/gametree/games"

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
type MCTSInfo struct {
	Iterations  int     // run
	Exploration float64 // c
	Seed        int64
	// RewardLow and RewardHigh are the least and greatest rollout result (MAX's view):
	// -1 and 1 for games (loss, win), the least and greatest leaf for explicit trees.
	// UCB1 uses results mapped into [0, 1] by them.
	RewardLow, RewardHigh int
	// Children are the root's children (recorded node ids) in the order of Moves.
	Children []int32
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
