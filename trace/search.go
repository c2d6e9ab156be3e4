package trace

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/gametree/gametree/games"
)

// DefaultTTSize is the number of transposition table entries when Options.TTSize is 0.
const DefaultTTSize = 1 << 16

// unlimited is the remaining depth of a search without a depth limit.
const unlimited = 1 << 14

// Optional abilities of a game, found by type assertion once per search.
type (
	keyer    interface{ Key() uint64 }
	sided    interface{ RootIsMax() bool }
	drawable interface{ Board() []string }
	labeled  interface{ Label() string }
	orderer  interface{ OrderMoves([]games.Move) }
	explicit interface{ IsExplicitTree() bool }
	// threatener names the moves that complete a line now (see games.Connect4.Threats):
	// the side to move's own first, then its opponent's.
	threatener interface {
		Threats(buf []games.Move) (moves []games.Move, own int)
	}
)

// searcher holds the state of one search. Its buffers are allocated once per ply the
// search reaches, never per node.
type searcher struct {
	g       Game
	opt     Options
	rootMax bool
	rec     *recorder

	keyer    keyer
	orderer  orderer
	explicit bool
	// depth is the depth limit of the search (of the iteration) under way; 0: none.
	depth int

	tt     *table
	moves  [][]games.Move
	scores [][]int
	pv     [][]games.Move
	pvLen  []int
	hints  []games.Move // per ply: the transposition table's best move, or -1

	// lift puts exact wins above every static evaluation (depth-limited searches).
	lift       bool
	hitHorizon bool
	// rootFirst is searched first at the root (the previous iteration's best move).
	rootFirst    games.Move
	hasRootFirst bool

	// ret is the bound of the value the last node searched returned, in that node's
	// function's own view (MAX's for the MAX/MIN functions, the side to move's for
	// negamax): exact, or a lower or upper bound.
	ret Bound
	// searched maps a position's key to the recorded node where it was last searched,
	// so a transposition-table hit can point at it (recording with a table only).
	searched map[uint64]int32

	stats    Stats
	deadline time.Time
	ctx      context.Context // the search stops when it ends
	stopped  bool
	stopWhy  string
	stopKind string

	// threats is the game's threat finder when Options.Quiescence is on, else nil.
	threats threatener
	// stoch is the game's chance when it has chance nodes (games.Stochastic with
	// HasChance), else nil.
	stoch games.Stochastic
	// exp is expectiminimax's state (scale, error).
	exp expectiState
}

// Search runs the search the options describe from the game's current position and
// returns its trace. The game is left in the position it had.
func Search(g Game, opt Options) (*Trace, error) {
	return SearchContext(context.Background(), g, opt)
}

// SearchContext is Search that also stops, as a time limit would (StopKind
// "cancelled"), when ctx ends: a server stops a search nobody waits for any more.
func SearchContext(ctx context.Context, g Game, opt Options) (*Trace, error) {
	if err := opt.validate(); err != nil {
		return nil, err
	}
	if err := checkChance(g, &opt); err != nil {
		return nil, err
	}
	if opt.Algorithm == MCTS {
		return searchMCTS(ctx, g, opt)
	}
	if pf, ok := g.(prefetcher); ok {
		if err := pf.Prefetch(opt); err != nil {
			return nil, err
		}
	}
	s := newSearcher(g, opt)
	s.ctx = ctx
	start := time.Now()
	if opt.TimeLimit > 0 {
		s.deadline = start.Add(opt.TimeLimit)
	}
	t := &Trace{Options: s.opt, RootPlayer: s.player(0)}
	if s.stoch != nil {
		t.Scale = s.stoch.ValueScale()
	}
	if opt.Record {
		// the recording keeps moves, not texts: it names them later on a copy
		c, ok := g.(cloner)
		if !ok {
			return nil, errors.New("trace: recording a search needs a game that can be copied (a Clone method)")
		}
		t.root = c.Clone()
	}
	if opt.Iterative {
		s.iterate(t)
	} else {
		s.rec = s.newRecorder()
		s.once(t, s.opt.Depth)
	}
	s.stats.Elapsed = time.Since(start)
	if s.stopped {
		t.Complete = false
	}
	if err := gameError(g); err != nil {
		return nil, err // a student's code failed: its error, not a trace of nonsense
	}
	if s.exp.err != nil {
		return nil, s.exp.err // a leaf outside Star1's bounds
	}
	t.Stats = s.stats
	t.Stopped, t.StopKind = s.stopWhy, s.stopKind
	if s.rec != nil {
		t.rec = s.rec.st
		t.RecordTruncated = s.rec.full
	}
	if s.lift && !s.hitHorizon && !s.stopped && s.endsWithinDepth() {
		// No position was cut at the depth limit, and none could have been: every value
		// is an exact game score and needs no lift above the static evaluations.
		unlift(t)
	}
	markPV(t)
	return t, nil
}

// unlift writes every value of the trace (result, iterations, nodes, steps) without
// the lift that puts wins above static evaluations, so the trace has one encoding.
func unlift(t *Trace) {
	f := func(v *int) { *v, _ = GameScore(*v) }
	f(&t.Value)
	for i := range t.Iterations {
		f(&t.Iterations[i].Value)
	}
	if t.rec != nil {
		t.rec.mapValues(func(v int) int { v, _ = GameScore(v); return v })
	}
}

// validate checks the options (Check: coded, translatable errors) and fills in the
// default algorithm.
func (o *Options) validate() error {
	if err := o.Check(); err != nil {
		return err
	}
	if o.Algorithm == "" {
		o.Algorithm = Minimax
	}
	return nil
}

func newSearcher(g Game, opt Options) *searcher {
	s := &searcher{g: g, opt: opt, rootMax: true, ctx: context.Background()}
	if sd, ok := g.(sided); ok {
		s.rootMax = sd.RootIsMax()
	}
	s.keyer, _ = g.(keyer)
	s.orderer, _ = g.(orderer)
	if opt.Quiescence {
		s.threats, _ = g.(threatener)
	}
	if e, ok := g.(explicit); ok {
		s.explicit = e.IsExplicitTree()
	}
	if st, ok := g.(games.Stochastic); ok && st.HasChance() {
		s.stoch = st
	}
	// a mean needs its values on one scale: no lift with chance nodes
	s.lift = (opt.Depth > 0 || opt.Iterative) && !s.explicit && s.stoch == nil
	if opt.TT != TTOff && s.keyer != nil {
		// The size never depends on the node budget: the table is direct-mapped and
		// always replaces, so its size decides which positions are searched again
		// (tic-tac-toe's alpha-beta+order+tt: 2,068 nodes with 1<<20 entries, 2,073
		// with 1<<16), and the same options must count the same nodes everywhere.
		size := opt.TTSize
		if size == 0 {
			size = DefaultTTSize
		}
		s.tt = newTable(size)
	}
	return s
}

func (s *searcher) newRecorder() *recorder {
	if !s.opt.Record {
		return nil
	}
	if s.tt != nil {
		s.searched = map[uint64]int32{}
	}
	return newRecorder(s.opt.MaxNodes)
}

// iterate runs iterative deepening: depth 1, 2, ... up to the depth limit, or until an
// iteration no longer reaches the horizon (it then saw every game to its end). Each
// iteration searches the previous one's best move first; only the last is recorded.
func (s *searcher) iterate(t *Trace) {
	last := s.opt.Depth
	if last == 0 {
		last = unlimited - 1
	}
	for d := 1; d <= last; d++ {
		s.rec = s.newRecorder()
		s.hitHorizon = false
		before := s.stats.Nodes
		var it Trace
		s.once(&it, d)
		if !it.HasValue {
			break // stopped inside this iteration: keep the previous result
		}
		if s.stopped && len(t.Iterations) > 0 {
			break // this iteration only finished part of the root: keep the previous one
		}
		t.Value, t.ValueBound, t.Score, t.BestMove, t.PV, t.HasValue = it.Value, it.ValueBound, it.Score, it.BestMove, it.PV, true
		t.pvMoves = it.pvMoves
		t.Complete = it.Complete
		t.Iterations = append(t.Iterations, Iteration{Depth: d, Value: it.Value, BestMove: it.BestMove, Nodes: s.stats.Nodes - before})
		if s.stopped || !s.hitHorizon {
			break // stopped, or nothing was cut at the depth limit: the value is exact
		}
		if m, ok := s.moveNamed(it.BestMove); ok {
			s.rootFirst, s.hasRootFirst = m, true
		}
	}
}

// once searches the root to the given depth (0: no limit) and fills t's result.
func (s *searcher) once(t *Trace, depth int) {
	s.depth = depth
	left := unlimited
	if depth > 0 {
		left = depth
	}
	p := s.player(0)
	root := s.rec.enter(-1, 0, p, -1, -Inf, Inf)
	s.stats.Nodes++
	var v int // in the root function's own view
	switch s.opt.Algorithm {
	case Minimax:
		if p == Max {
			v = s.maxValue(0, root, left)
		} else {
			v = s.minValue(0, root, left)
		}
	case Negamax:
		v = s.negamax(0, root, left)
	case AlphaBeta:
		if p == Max {
			v = s.alphaBetaMax(0, root, left, -Inf, Inf)
		} else {
			v = s.alphaBetaMin(0, root, left, -Inf, Inf)
		}
	case NegamaxAlphaBeta:
		v = s.negamaxAlphaBeta(0, root, left, -Inf, Inf)
	case Expectiminimax:
		v = s.expectiminimaxRoot(root, left)
	}
	if s.stopped && s.pvLen[0] == 0 {
		return // nothing finished at the root
	}
	t.HasValue = true
	t.Complete = !s.stopped
	t.Value = v
	t.ValueBound = s.ret
	if s.opt.Algorithm == Negamax || s.opt.Algorithm == NegamaxAlphaBeta {
		t.Value = int(p) * v // the side to move's view
		if p == Min {
			t.ValueBound = s.ret.flip()
		}
	}
	t.Score = int(p) * t.Value
	if p == Chance {
		t.Score = t.Value // nobody moves at a chance root: MAX's view
	}
	t.Score, _ = GameScore(t.Score)
	t.pvMoves, t.PV = s.pvLine(depth)
	if len(t.PV) > 0 {
		t.BestMove = t.PV[0]
	}
}

// player is who moves at the given ply: in a game with chance nodes, the game's current
// position says (the sides alternate over decision nodes only).
func (s *searcher) player(ply int) Player {
	if s.stoch != nil {
		switch {
		case s.stoch.AtChance():
			return Chance
		case s.stoch.MaxToMove():
			return Max
		}
		return Min
	}
	if (ply%2 == 0) == s.rootMax {
		return Max
	}
	return Min
}

// next accounts for one more node about to be entered; false means the node budget or
// the time limit has run out and the search must unwind.
func (s *searcher) next() bool {
	if s.stopped {
		return false
	}
	if s.opt.MaxNodes > 0 && s.stats.Nodes >= s.opt.MaxNodes {
		s.halt("nodes", fmt.Sprintf("node budget of %d reached", s.opt.MaxNodes))
		return false
	}
	if !s.rec.room(1) {
		s.halt("record", fmt.Sprintf("recording budget of %d nodes reached", s.opt.MaxNodes))
		return false
	}
	if s.stats.Nodes&1023 == 0 {
		if !s.deadline.IsZero() && time.Now().After(s.deadline) {
			s.halt("time", fmt.Sprintf("time limit of %v reached", s.opt.TimeLimit))
			return false
		}
		if s.cancelled() {
			s.halt("cancelled", "the search was cancelled")
			return false
		}
		if gameError(s.g) != nil {
			s.halt("failed", "the game's code failed")
			return false
		}
	}
	s.stats.Nodes++
	return true
}

func (s *searcher) cancelled() bool {
	select {
	case <-s.ctx.Done():
		return true
	default:
		return false
	}
}

func (s *searcher) halt(kind, why string) {
	s.stopped = true
	s.stopKind, s.stopWhy = kind, why
}

// play makes move m from the node id at ply (window alpha, beta in MAX's view) and
// records the child; ok is false when the budget ran out (the move is then not made).
func (s *searcher) play(id int32, ply int, m games.Move, alpha, beta int) (child int32, ok bool) {
	if !s.next() {
		return -1, false // the node's finish records the stop
	}
	s.g.Play(m)
	return s.rec.enter(id, ply+1, s.player(ply+1), m, alpha, beta), true
}

// leafValue is the value of a finished game or of a position at the horizon, for the
// side to move, and whether the node is a leaf at all. With quiescence, a position at
// the horizon that is not quiet is no leaf: it is recorded as a quiesce node, its
// threats left as the ply's moves (movesAt), and searched on.
func (s *searcher) leafValue(ply int, id int32, left int) (v int, kind NodeKind, leaf bool) {
	if over, score := s.g.Result(); over {
		return s.terminalValue(score), Terminal, true
	}
	if left > 0 {
		return 0, Inner, false
	}
	return s.horizon(ply, id, left)
}

// horizon is leafValue at the depth limit (left <= 0).
func (s *searcher) horizon(ply int, id int32, left int) (v int, kind NodeKind, leaf bool) {
	s.hitHorizon = true
	if s.threats != nil && left > -QuiesceDepth && s.noisy(ply, id) {
		return 0, Quiesce, false
	}
	return s.g.Evaluate(), Horizon, true
}

// noisy reports whether the position at ply has threats, leaves them as the ply's
// moves and records them.
func (s *searcher) noisy(ply int, id int32) bool {
	s.growPly(ply)
	ms, n := s.threats.Threats(s.moves[ply][:0])
	s.moves[ply] = ms
	if len(ms) == 0 {
		return false
	}
	s.stats.Quiesce++
	s.rec.quiesce(id, s.player(ply), ms, n)
	return true
}

// terminalValue turns a finished game's score into the search's scale: +1/-1 with
// plain scores, and lifted above every static evaluation in a depth-limited search.
func (s *searcher) terminalValue(score int) int {
	if s.opt.PlainScores && !s.explicit { // an explicit tree's leaves are values, not wins
		score = cmp.Compare(score, 0)
	}
	if s.lift && score != 0 {
		score += cmp.Compare(score, 0) * games.WinBase
	}
	return score
}

// movesAt generates (and, with ordering, sorts) the moves of the node at ply into the
// ply's own buffer; past the depth limit (left <= 0: a quiesce node) they are the
// threats leafValue left there.
func (s *searcher) movesAt(ply, left int) []games.Move {
	s.growPly(ply)
	ms := s.moves[ply]
	if left > 0 {
		ms = s.g.Moves(ms[:0])
		s.moves[ply] = ms
	}
	s.orderMoves(ply, ms)
	return ms
}

// growPly makes the buffers of ply.
func (s *searcher) growPly(ply int) {
	for len(s.moves) <= ply {
		s.moves = append(s.moves, make([]games.Move, 0, 16))
		s.scores = append(s.scores, make([]int, 0, 16))
	}
}

// prune records the moves from i on as pruned children of node id (whole subtrees for
// explicit trees and with Options.PrunedWhole) and returns the first one's id.
func (s *searcher) prune(id int32, ply int, moves []games.Move, i int) int32 {
	if s.rec == nil || i >= len(moves) {
		return -1
	}
	first := int32(-1)
	for _, m := range moves[i:] {
		c := s.prunedChild(id, ply, m)
		if first < 0 {
			first = c
		}
	}
	return first
}

// prunedChild records move m from node parent at ply as a pruned child. An explicit
// tree's pruned subtree is recorded whole; with Options.PrunedWhole a game's is too,
// down to the depth limit, its leaves (finished positions, and positions at the
// limit) with the values the search would have given them.
func (s *searcher) prunedChild(parent int32, ply int, m games.Move) int32 {
	if !s.rec.room(1) {
		return -1
	}
	p := s.player(ply + 1)
	if s.stoch != nil { // the game says who moves there
		s.g.Play(m)
		p = s.player(ply + 1)
		s.g.Undo(m)
	}
	c := s.rec.pruned(parent, ply+1, p, m)
	if !s.explicit && !s.opt.PrunedWhole {
		return c
	}
	s.g.Play(m)
	over, score := s.g.Result()
	switch {
	case over && !s.explicit:
		s.rec.prunedValue(c, s.toMax(ply+1, s.terminalValue(score)))
	case over:
		// an explicit tree's leaf: its label is its value
	case s.depth > 0 && ply+1 >= s.depth:
		s.rec.prunedValue(c, s.toMax(ply+1, s.g.Evaluate()))
	default:
		var buf [16]games.Move
		for _, cm := range s.g.Moves(buf[:0]) {
			s.prunedChild(c, ply+1, cm)
		}
	}
	s.g.Undo(m)
	return c
}

// cutoff records and counts a cutoff at node id after moves[i] and prunes the rest. It
// reports whether any child was left unsearched.
func (s *searcher) cutoff(id int32, ply int, moves []games.Move, i int, v, alpha, beta int) bool {
	if i+1 >= len(moves) {
		return false // the last child: nothing left to prune
	}
	s.stats.Cutoffs++
	if s.rec == nil {
		return true
	}
	// The cutoff step comes before the pruned nodes so that they are cut "at" it.
	s.rec.cutoff(id, s.rec.nodeCount(), v, alpha, beta)
	s.prune(id, ply, moves, i+1)
	return true
}

// The principal variation, collected in a triangular table: pv[ply] holds the best line
// from ply on, as found so far.
func (s *searcher) pvClear(ply int) {
	for len(s.pv) <= ply+1 {
		s.pv = append(s.pv, make([]games.Move, 0, 16))
		s.pvLen = append(s.pvLen, 0)
	}
	s.pvLen[ply] = 0
}

func (s *searcher) pvSet(ply int, m games.Move) {
	line := append(s.pv[ply][:0], m)
	line = append(line, s.pv[ply+1][:s.pvLen[ply+1]]...)
	s.pv[ply] = line
	s.pvLen[ply] = len(line)
}

// pvLine is the root's principal variation, as moves and as their names, found by
// replaying it. Where the line ends at a transposition-table hit (the value came from
// the table, not from a search of the position's children), it goes on with the
// table's best moves, or, where the table no longer holds the position exactly, with a
// search of that position alone, so the line reaches the end of the game or the depth
// limit (0: none).
func (s *searcher) pvLine(depth int) ([]games.Move, []string) {
	if len(s.pvLen) == 0 {
		return nil, nil
	}
	line := append([]games.Move(nil), s.pv[0][:s.pvLen[0]]...)
	names := make([]string, 0, len(line))
	for _, m := range line {
		names = append(names, s.g.MoveName(m))
		s.g.Play(m)
	}
	played := len(line)
	for s.tt != nil && !s.stopped && (depth == 0 || len(line) < depth) && len(line) < 1000 {
		if over, _ := s.g.Result(); over || s.player(len(line)) == Chance {
			break // the line ends with the game, or where chance decides
		}
		e, ok := s.tt.get(s.keyer.Key())
		if !ok || e.bound != Exact || !s.legal(e.move) {
			moves, rest := s.restOfLine(depth - len(line))
			for i := len(line) - 1; i >= played; i-- {
				s.g.Undo(line[i])
			}
			line, names = append(line, moves...), append(names, rest...)
			for i := played - 1; i >= 0; i-- {
				s.g.Undo(line[i])
			}
			return line, names
		}
		names = append(names, s.g.MoveName(e.move))
		s.g.Play(e.move)
		line = append(line, e.move)
		played++
	}
	for i := played - 1; i >= 0; i-- {
		s.g.Undo(line[i])
	}
	return line, names
}

// restOfLine searches the current position on its own (same algorithm, not recorded)
// for the rest of the principal variation; left is the depth left (<= 0 with no
// limit, which a depth-limited search never asks for here).
func (s *searcher) restOfLine(left int) ([]games.Move, []string) {
	o := s.opt
	o.Record, o.Iterative, o.Depth = false, false, max(left, 0)
	if o.MaxNodes > 0 {
		o.MaxNodes = max(o.MaxNodes-s.stats.Nodes, 1)
	}
	if !s.deadline.IsZero() {
		o.TimeLimit = max(time.Until(s.deadline), time.Millisecond)
	}
	sub, err := SearchContext(s.ctx, s.g, o)
	if err != nil || !sub.Complete {
		return nil, nil
	}
	return sub.pvMoves, sub.PV
}

// legal reports whether m is a legal move of the current position.
func (s *searcher) legal(m games.Move) bool {
	var buf [64]games.Move
	for _, l := range s.g.Moves(buf[:0]) {
		if l == m {
			return true
		}
	}
	return false
}

// moveNamed finds the root move with that name.
func (s *searcher) moveNamed(name string) (games.Move, bool) {
	var buf [64]games.Move
	for _, m := range s.g.Moves(buf[:0]) {
		if s.g.MoveName(m) == name {
			return m, true
		}
	}
	return 0, false
}

// markPV flags the recorded nodes along the principal variation, matched by the
// moves played (not their names, which need not be unique). At a table hit the line
// goes on from the node where the same position was searched.
func markPV(t *Trace) {
	if t.NodeCount() == 0 || !t.HasValue {
		return
	}
	kids := t.Children()
	cur := int32(0)
	t.setPV(0)
	for _, m := range t.pvMoves {
		if n := t.Node(cur); n.Kind == TTHit && n.Same >= 0 {
			cur = n.Same
			t.setPV(cur)
		}
		found := int32(-1)
		for _, c := range kids.Of(cur) {
			if t.Kind(c) != Pruned && t.played(c) == m {
				found = c
				break
			}
		}
		if found < 0 {
			return
		}
		t.setPV(found)
		cur = found
	}
}

// toMax turns a value for the side to move at ply into MAX's view.
func (s *searcher) toMax(ply, v int) int {
	if s.player(ply) == Max {
		return v
	}
	return -v
}

// windowToMax turns a negamax window (for the side to move at ply) into MAX's view.
func (s *searcher) windowToMax(ply, alpha, beta int) (int, int) {
	if s.player(ply) == Max {
		return alpha, beta
	}
	return -beta, -alpha
}
