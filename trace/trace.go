package trace

import (
	"time"

	"github.com/gametree/gametree/games"
)

// Inf stands for an infinite alpha or beta bound. Alpha can only be -Inf and beta only
// +Inf, so the JSON form writes both as null.
const Inf = 1 << 62

// Player says who moves at a node.
type Player int8

const (
	Max Player = 1
	Min Player = -1
	// Chance: nobody chooses; the children are the outcomes of a chance event, each with
	// its probability (see games.Stochastic). Only expectiminimax and mcts search
	// positions with chance nodes.
	Chance Player = 0
)

func (p Player) String() string {
	switch p {
	case Max:
		return "max"
	case Chance:
		return "chance"
	}
	return "min"
}

// Bound tells how a node's value relates to its true minimax value.
type Bound int8

const (
	// Exact: the value is the node's minimax value (within the search's depth limit).
	Exact Bound = iota
	// Lower: the true value is at least this (a cutoff at a MAX node; fail-hard: β).
	Lower
	// Upper: the true value is at most this (a cutoff at a MIN node, or a MAX node all
	// of whose children failed low under fail-hard).
	Upper
)

func (b Bound) String() string {
	switch b {
	case Lower:
		return "lower"
	case Upper:
		return "upper"
	}
	return "exact"
}

// NodeKind tells what happened at a node.
type NodeKind int8

const (
	// Inner: a node whose children were searched.
	Inner NodeKind = iota
	// Terminal: the game is over here (or an explicit tree's leaf); its value is exact.
	Terminal
	// Horizon: the depth limit was reached; the value is the static evaluation.
	Horizon
	// TTHit: the value came from the transposition table; the subtree was not searched.
	TTHit
	// Pruned: never visited; a cutoff above made it irrelevant.
	Pruned
	// Unfinished: the search stopped (node budget or time limit) before it finished
	// here. It has a value, a bound, when some of its children had finished.
	Unfinished
	// Quiesce: a position at (or past) the depth limit that was not quiet (a line can
	// be completed now: Options.Quiescence), so the search went on from it through the
	// threatening moves only, as an inner node does.
	Quiesce
)

var nodeKindNames = [...]string{"inner", "terminal", "horizon", "tt-hit", "pruned", "unfinished", "quiesce"}

func (k NodeKind) String() string { return nodeKindNames[k] }

// Node is one position of the recorded tree: visited, or pruned (never visited).
// Values, alpha and beta are from MAX's point of view, whatever the algorithm.
type Node struct {
	ID     int32
	Parent int32 // -1 for the root
	Depth  int16 // plies from the root
	Player Player
	Kind   NodeKind
	Bound  Bound
	// HasValue is false for unfinished nodes, and for pruned ones but the leaves of
	// a game's pruned subtrees recorded with Options.PrunedWhole.
	HasValue bool
	// PV marks the nodes of the principal variation (root included).
	PV bool
	// Played is the move that leads here (-1 for the root); Names gives its name, the
	// node's label and its board.
	Played games.Move
	// Value is the backed-up (or evaluated) value.
	Value int
	// Alpha and Beta are the window the node was entered with.
	Alpha, Beta int
	// FirstStep and LastStep delimit the steps of this node's life (enter .. return);
	// for a pruned node both are the cutoff step that pruned it.
	FirstStep, LastStep int32
	// Same is, for a transposition-table hit, the recorded node where the same
	// position was searched (its subtree shows how the value was found); -1 if none.
	Same int32
}

// StepKind names one recorded event of the search.
type StepKind int8

const (
	// Enter: the search enters Node with window (Alpha, Beta).
	StepEnter StepKind = iota
	// Eval: Node is a leaf (terminal, or at the depth limit) and is worth Value.
	StepEval
	// TTHit: the transposition table gives Node's Value (Bound says how to read it).
	StepTTHit
	// Backup: Child returned to Node; Value is Node's value after taking it into account.
	StepBackup
	// Alpha: Node's alpha rose to Alpha.
	StepAlpha
	// Beta: Node's beta fell to Beta.
	StepBeta
	// Cutoff: at Node, Alpha >= Beta; the children from Child on are pruned.
	StepCutoff
	// Return: Node is done and returns Value.
	StepReturn
	// Stop: the node budget or the time limit ran out at Node; the search unwinds.
	// When some children had finished, Value is what they prove, as a bound.
	StepStop
	// Quiesce: Node is at the depth limit but not quiet: ThreatBy can complete a line
	// at Threat now, so the search goes on from Node (Options.Quiescence). A node with
	// several threats has one step per threat, the side to move's first.
	StepQuiesce
	// Chance: Child returned to the chance node Node; Value is the weighted sum of the
	// values of its children returned so far (Σ pᵢ·vᵢ, scaled: see Trace.Scale), and
	// With Options.Star1 the bounds of the node's value
	// follow from that sum, the probability left and the leaf bounds (ChanceBounds).
	StepChance
	// Select (mcts): at Node, the selection phase chose Child, the child with the best
	// UCB1 value for the player choosing (at a chance node: the outcome drawn). The
	// children's N and W before the step give every UCB1 term (see UCB).
	StepSelect
	// Expand (mcts): Child is added under Node to the search tree.
	StepExpand
	// Rollout (mcts): from Node, a random game was played to its end (Trace.Rollout
	// gives its moves); Value is its result from MAX's point of view.
	StepRollout
	// Backprop (mcts): Node's visit count is now Visits and its total W is Value (MAX's
	// point of view), after adding the rollout's result.
	StepBackprop
)

var stepKindNames = [...]string{"enter", "eval", "tt-hit", "backup", "alpha", "beta", "cutoff", "return", "stop", "quiesce", "chance", "select", "expand", "rollout", "backprop"}

func (k StepKind) String() string { return stepKindNames[k] }

// Step is one event. Alpha, Beta and Value are Node's as they stand after the event,
// from MAX's point of view, so any step can be shown on its own.
type Step struct {
	Kind  StepKind
	Bound Bound // for Eval/TTHit/Return: how Value relates to the true value
	// HasValue is false while Node has no value yet (a node just entered).
	HasValue bool
	Node     int32
	Child    int32 // Backup: the child returning; Cutoff: the first pruned child; else -1
	Depth    int16 // Node's depth, so a step can be shown without the node table
	Alpha    int
	Beta     int
	Value    int
	// Threat is, for a quiesce step only, the move that completes a line, and
	// ThreatBy who completes it (0 for other steps). Names.MoveAt names the move.
	Threat   games.Move
	ThreatBy Player
	// Visits is, for mcts's backprop steps, Node's visit count N after the step (0 for
	// other steps).
	Visits int
}

// Stats counts the work of a search.
type Stats struct {
	// Nodes is the number of positions the search entered, root included (over all
	// iterations of iterative deepening).
	Nodes int64
	// Leaves is the number of static evaluations: finished games, explicit tree leaves
	// and positions at the depth limit.
	Leaves  int64
	Cutoffs int64
	TTHits  int64
	// Quiesce is the number of positions at or past the depth limit found not quiet
	// and searched on (Options.Quiescence).
	Quiesce int64
	// Iterations is the number of mcts iterations run (0 for other algorithms).
	Iterations int64
	Elapsed    time.Duration
}

// Iteration reports one depth of iterative deepening.
type Iteration struct {
	Depth    int
	Value    int
	BestMove string
	Nodes    int64
}

// Trace is what a search returns: the result, and, when recording was on, the tree of
// every node visited or pruned and the ordered steps.
type Trace struct {
	Options Options
	// RootPlayer is who moves at the root.
	RootPlayer Player
	// Value is the root's value from MAX's point of view, when HasValue. ValueBound says
	// how it relates to the true value: exact, unless the search stopped while the root
	// was open, when it is what the finished root moves prove ("at least" at a MAX
	// root).
	Value      int
	ValueBound Bound
	// HasValue: Value, BestMove and PV hold a result (the whole search's, or what it
	// had found when it stopped).
	HasValue bool
	// Score is the root's value for the side to move (the solver convention).
	Score int
	// BestMove is the move chosen at the root ("" when the root is terminal) and PV the
	// principal variation, as move names.
	BestMove string
	PV       []string
	// pvMoves is PV as the moves played.
	pvMoves []games.Move
	Stats   Stats
	// Stopped is "" when the search finished, else why it stopped ("node budget of 1000
	// reached", "time limit of 1s reached"). A stopped search reports the best move of
	// the last finished iteration, or of the root children it finished.
	Stopped string
	// StopKind says which limit stopped the search, for translations: "" (none),
	// "nodes" (Options.MaxNodes), "record" (the recording budget, also MaxNodes),
	// "time" (Options.TimeLimit) or "cancelled" (SearchContext's context ended).
	StopKind string
	// Complete is true when the search finished; false when it stopped (Stopped says
	// why), whatever it had found by then.
	Complete bool
	// Iterations lists the depths of iterative deepening (empty without it). Only the
	// last one is recorded.
	Iterations []Iteration
	// rec holds the recorded tree and events (nil when recording was off): see
	// NodeCount, Node, StepCount, Step and Names.
	rec *store
	// root is a copy of the root position, for Names.
	root Game
	// RecordTruncated is set when recording reached its node budget.
	RecordTruncated bool
	// Scale is what every recorded value, alpha, beta and Value are multiplied by, so
	// that the weighted means of chance nodes stay whole numbers (games.Stochastic's
	// ValueScale); 0 or 1 means values as they are. Show values with t.Format.
	Scale int64
	// MCTS is the Monte Carlo tree search's own account (nil for other algorithms).
	MCTS *MCTSInfo
}

// Algorithm names a search algorithm.
type Algorithm string

const (
	Minimax          Algorithm = "minimax"
	Negamax          Algorithm = "negamax"
	AlphaBeta        Algorithm = "alphabeta"
	NegamaxAlphaBeta Algorithm = "negamax-alphabeta"
	// Expectiminimax is minimax with chance nodes, whose value is the weighted mean of
	// their children's (Options.Star1 prunes at them, alpha-beta at decision nodes).
	Expectiminimax Algorithm = "expectiminimax"
	// MCTS is Monte Carlo tree search with UCT (Options.Iterations, Exploration, Seed).
	MCTS Algorithm = "mcts"
)

// Algorithms lists the algorithms in teaching order.
var Algorithms = []Algorithm{Minimax, Negamax, AlphaBeta, NegamaxAlphaBeta, Expectiminimax, MCTS}

// ExactAlgorithms are the four algorithms of two-player games without chance, which
// give a position's exact (minimax) value: what Compare and the exercises compare.
var ExactAlgorithms = []Algorithm{Minimax, Negamax, AlphaBeta, NegamaxAlphaBeta}

// TTMode selects the transposition table.
type TTMode int8

const (
	TTOff TTMode = iota
	// TTBounds stores each value with its bound type (exact, lower, upper): correct
	// under alpha-beta.
	TTBounds
	// TTNaive stores values as if they were exact, as a plain memo does. Under
	// alpha-beta this gives wrong answers; it exists to show why.
	TTNaive
)

// Options configure a search. The zero value is a full-depth minimax without recording.
type Options struct {
	Algorithm Algorithm
	// Depth limits the search (plies); 0 searches to the end of the game.
	Depth int
	// PlainScores scores every win +1 and every loss -1, however far away, as the
	// tic-tac-toe tutorial does; by default faster wins score higher.
	PlainScores bool
	// Order tries the most promising moves first (transposition-table move, then the
	// game's own order or a one-ply static evaluation).
	Order bool
	TT    TTMode
	// TTSize is the number of transposition table entries (rounded up to a power of 2;
	// 0 for DefaultTTSize). An entry takes 24 bytes.
	TTSize int
	// Iterative deepens one ply at a time, searching the previous best move first.
	Iterative bool
	// FailHard clamps every alpha-beta value into the node's window (α₀ ≤ v ≤ β₀), as
	// some textbooks write it. By default (false) alpha-beta is fail-soft: it returns
	// the best value it found, as Russell & Norvig's ALPHA-BETA-SEARCH returns v.
	FailHard bool
	// FailCourse is the alpha-beta of the course's pseudo-code (seed 002): MAX raises α
	// with every child's value (α := max(α, child)) and returns α, MIN lowers β and
	// returns β. Its value is clamped on one side only: never below the α a MAX node
	// entered with (never above a MIN node's β), but it may pass the other bound. It
	// prunes exactly as fail-soft and fail-hard do; only the returned values differ.
	// FailHard and FailCourse are not set together.
	FailCourse bool
	// MaxNodes stops the search after that many nodes (0: no limit). When recording,
	// it is also the most nodes recorded.
	MaxNodes int64
	// TimeLimit stops the search after that long (0: no limit).
	TimeLimit time.Duration
	// Quiescence goes on past the depth limit while the position is not quiet (a
	// line can be completed now, by either side: a threat), through the threatening
	// moves only, at most QuiesceDepth plies further, and then evaluates. Games
	// without lines (stones, explicit trees) are always quiet: it changes nothing there.
	Quiescence bool
	// Record keeps the tree and the steps.
	Record bool
	// Star1 (expectiminimax) prunes: alpha-beta at decision nodes and, at chance
	// nodes, Ballard's Star1: once the value of a chance node, bounded by what its
	// children returned and by the leaf bounds for the rest, lies outside its window,
	// the rest of its outcomes are cut.
	Star1 bool
	// ChanceLow and ChanceHigh bound every leaf value (MAX's view, unscaled) for Star1;
	// both 0: the game's own bounds (games.Stochastic's ValueBounds).
	ChanceLow, ChanceHigh int
	// NegamaxForm (expectiminimax) searches in negamax form: values from the side to
	// move's point of view, a chance node's the mean of its children's for the player
	// who moved into it. It records in MAX's view as negamax does.
	NegamaxForm bool
	// Iterations is the number of mcts iterations (0: DefaultIterations).
	Iterations int
	// Exploration is UCT's exploration constant c (0: DefaultExploration, √2).
	Exploration float64
	// Seed seeds mcts's random choices (rollouts, ties, chance outcomes): the same seed
	// gives the same run (0: seed 1).
	Seed int64
	// PrunedWhole records a game's pruned subtrees whole (to the depth limit, within
	// the recording budget), as an explicit tree's always are, and gives a pruned
	// finished position its game value (Node.HasValue; it stays Pruned, and no step
	// ever gives it a value): an exercise's question then draws the full game tree
	// and tells nothing of where alpha-beta prunes. It changes no step, no value of a
	// visited node and no count of Stats.
	PrunedWhole bool
}

// QuiesceDepth is how many plies past the depth limit quiescence may go: a position
// still not quiet there is evaluated as it is, so the search always ends.
const QuiesceDepth = 4

// Game is what a search needs of a game; every game of package games provides it.
type Game interface {
	Moves(buf []games.Move) []games.Move
	Play(m games.Move)
	Undo(m games.Move)
	Result() (over bool, score int)
	Evaluate() int
	MoveName(m games.Move) string
}
