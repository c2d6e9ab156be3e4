package trace

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"github.com/gametree/gametree/games"
)

// Monte Carlo tree search with UCT (Kocsis and Szepesvári, 2006). Each iteration
// selects a path down the tree by UCB1 (at a chance node: an outcome drawn by its
// probability), expands one new node (the first untried move in move order; at a
// chance node the outcome drawn), plays a random game from it to its end (uniform
// moves, chance outcomes by their probabilities) and adds the result (MAX's view) to
// every node of the path. The tree lives in a pool of nodes grown by doubling; an
// iteration allocates nothing else. Recording, the pool's node i is recorded node i.
// Stats.Nodes counts the tree's nodes (root included), Stats.Leaves the rollouts
// (one per iteration), Stats.Iterations the iterations.

// rolloutCap is the most plies of a rollout; a game not over by then counts as a draw
// (0), clamped into the reward range.
const rolloutCap = 10_000

// mctsNode is a node of the search tree.
type mctsNode struct {
	w        int64 // sum of the results through the node, MAX's view
	n        int32 // visits
	parent   int32 // -1 for the root
	child    int32 // first child, -1 if none
	last     int32 // last child, -1 if none
	sibling  int32 // next sibling, -1 if none
	move     games.Move
	kids     int32 // children expanded so far
	moves    int32 // moves (or outcomes) of the position; 0 when terminal
	result   int32 // a terminal node's result, MAX's view
	player   Player
	terminal bool
}

// uct is one Monte Carlo tree search.
type uct struct {
	g        Game
	opt      Options
	rng      *rand.Rand
	stoch    games.Stochastic
	rootMax  bool
	explicit bool
	c        float64
	lo, hi   int
	iters    int

	nodes   []mctsNode
	path    []int32
	buf     []games.Move
	played  []games.Move // the rollout's moves, to undo them
	rec     *recorder
	rootPly int

	stats    Stats
	ctx      context.Context
	deadline time.Time
	stopKind string
	stopWhy  string
	// checkpoints are the iterations after which the root's children are noted
	// (ascending); points the notes.
	checkpoints []int
	points      []mctsRawPoint
	noted       []int
}

// mctsRawPoint is the root's children's N and W after an iteration, in the pool's
// order (the order of expansion): uct.noted[start:end] (N and W in turn).
type mctsRawPoint struct {
	iteration, start, end int
}

// searchMCTS runs Monte Carlo tree search (UCT) from g's position.
func searchMCTS(ctx context.Context, g Game, opt Options) (*Trace, error) {
	if pf, ok := g.(prefetcher); ok {
		if err := pf.Prefetch(opt); err != nil {
			return nil, err
		}
	}
	u := newUCT(ctx, g, opt)
	t := &Trace{Options: opt, RootPlayer: u.player()}
	if opt.Record {
		c, ok := g.(cloner)
		if !ok {
			return nil, errors.New("trace: recording a search needs a game that can be copied (a Clone method)")
		}
		t.root = c.Clone()
		u.rec = newRecorder(opt.MaxNodes)
	}
	start := time.Now()
	if opt.TimeLimit > 0 {
		u.deadline = start.Add(opt.TimeLimit)
	}
	u.lo, u.hi = u.rewardRange()
	u.run()
	u.stats.Elapsed = time.Since(start)
	if err := gameError(g); err != nil {
		return nil, err // a student's code failed: its error, not a trace of nonsense
	}
	u.finish(t)
	return t, nil
}

func newUCT(ctx context.Context, g Game, opt Options) *uct {
	u := &uct{g: g, opt: opt, rootMax: true, ctx: ctx, iters: opt.Iterations, c: opt.Exploration}
	if u.iters <= 0 {
		u.iters = DefaultIterations
	}
	u.iters = min(u.iters, MaxIterations)
	if !(u.c > 0) || math.IsInf(u.c, 0) {
		u.c = DefaultExploration
	}
	seed := opt.Seed
	if seed == 0 {
		seed = 1
	}
	u.opt.Seed = seed
	u.rng = rand.New(rand.NewPCG(uint64(seed), 0x6d637473)) // "mcts"
	if sd, ok := g.(sided); ok {
		u.rootMax = sd.RootIsMax()
	}
	if e, ok := g.(explicit); ok {
		u.explicit = e.IsExplicitTree()
	}
	if st, ok := g.(games.Stochastic); ok && st.HasChance() {
		u.stoch = st
	}
	u.checkpoints = mctsCheckpoints(u.iters)
	return u
}

// mctsCheckpoints are about 60 iterations spread evenly over log(iterations), the
// last one included.
func mctsCheckpoints(iters int) []int {
	const points = 60
	var out []int
	for j := range points {
		i := int(math.Round(math.Pow(float64(iters), float64(j)/(points-1))))
		if i >= 1 && (len(out) == 0 || i > out[len(out)-1]) {
			out = append(out, i)
		}
	}
	if out[len(out)-1] != iters {
		out = append(out, iters)
	}
	return out
}

// player is who moves in the game's current position, u.rootPly plies below the root.
func (u *uct) player() Player {
	if u.stoch != nil {
		switch {
		case u.stoch.AtChance():
			return Chance
		case u.stoch.MaxToMove():
			return Max
		}
		return Min
	}
	if (u.rootPly%2 == 0) == u.rootMax {
		return Max
	}
	return Min
}

// reward is the result of the finished game in the current position, MAX's view:
// an explicit tree's leaf value, a game's +1 (MAX won), 0 or -1.
func (u *uct) reward(score int) int {
	maxMoves := u.player() == Max
	if u.stoch != nil {
		maxMoves = u.stoch.MaxToMove()
	}
	if !maxMoves {
		score = -score
	}
	if u.explicit {
		return score
	}
	switch {
	case score > 0:
		return 1
	case score < 0:
		return -1
	}
	return 0
}

// rewardRange is the least and greatest result: -1 and 1 for games, the least and
// greatest leaf of an explicit tree (found by walking it once).
func (u *uct) rewardRange() (lo, hi int) {
	if !u.explicit {
		return -1, 1
	}
	lo, hi = math.MaxInt, math.MinInt
	var walk func()
	walk = func() {
		if over, score := u.g.Result(); over {
			r := u.reward(score)
			lo, hi = min(lo, r), max(hi, r)
			return
		}
		var buf [16]games.Move
		for _, m := range u.g.Moves(buf[:0]) {
			u.play(m)
			walk()
			u.undo(m)
		}
	}
	walk()
	if lo > hi {
		return 0, 0
	}
	return lo, hi
}

func (u *uct) play(m games.Move) { u.g.Play(m); u.rootPly++ }
func (u *uct) undo(m games.Move) { u.g.Undo(m); u.rootPly-- }

// run runs the iterations, until the budget or a limit stops it.
func (u *uct) run() {
	u.newNode(-1, -1)
	u.rec.enterRoot(u.nodes[0].player)
	next := 0 // the next checkpoint
	for i := 1; i <= u.iters; i++ {
		if !u.room() {
			break
		}
		u.iterate()
		u.stats.Iterations++
		if next < len(u.checkpoints) && u.checkpoints[next] == i {
			u.note(i)
			next++
		}
	}
	if n := int(u.stats.Iterations); n > 0 && (len(u.points) == 0 || u.points[len(u.points)-1].iteration != n) {
		u.note(n)
	}
	u.stats.Nodes = int64(len(u.nodes))
	u.stats.Leaves = u.stats.Iterations
}

// room reports whether another iteration may run, and else notes why not.
func (u *uct) room() bool {
	switch {
	case u.opt.MaxNodes > 0 && int64(len(u.nodes)) >= u.opt.MaxNodes:
		u.halt("nodes", fmt.Sprintf("node budget of %d reached", u.opt.MaxNodes))
	case !u.rec.room(1):
		u.halt("record", fmt.Sprintf("recording budget of %d nodes reached", u.opt.MaxNodes))
	case !u.deadline.IsZero() && time.Now().After(u.deadline):
		u.halt("time", fmt.Sprintf("time limit of %v reached", u.opt.TimeLimit))
	case u.ctx.Err() != nil:
		u.halt("cancelled", "the search was cancelled")
	case gameError(u.g) != nil:
		u.halt("failed", "the game's code failed")
	default:
		return true
	}
	return false
}

func (u *uct) halt(kind, why string) { u.stopKind, u.stopWhy = kind, why }

// iterate runs one iteration: selection, expansion, simulation, backpropagation.
func (u *uct) iterate() {
	u.path = append(u.path[:0], 0)
	id := int32(0)
	for {
		nd := &u.nodes[id]
		if nd.terminal {
			break
		}
		if nd.player == Chance {
			u.buf = u.g.Moves(u.buf[:0])
			m := u.draw(u.buf)
			c := u.childWith(id, m)
			if c < 0 {
				id = u.expand(id, m)
				break
			}
			id = u.descend(id, c)
			continue
		}
		if nd.kids < nd.moves {
			u.buf = u.g.Moves(u.buf[:0])
			id = u.expand(id, u.buf[nd.kids])
			break
		}
		id = u.descend(id, u.best(id))
	}
	r := u.simulate(id)
	u.backprop(r)
	for i := len(u.path) - 1; i > 0; i-- {
		u.undo(u.nodes[u.path[i]].move)
	}
}

// descend records the selection of child c at node id and moves to it.
func (u *uct) descend(id, c int32) int32 {
	u.rec.mctsStep(StepSelect, id, c, 0, false)
	u.play(u.nodes[c].move)
	u.path = append(u.path, c)
	return c
}

// childWith is node id's expanded child reached by move m, or -1.
func (u *uct) childWith(id int32, m games.Move) int32 {
	for c := u.nodes[id].child; c >= 0; c = u.nodes[c].sibling {
		if u.nodes[c].move == m {
			return c
		}
	}
	return -1
}

// draw picks a move: at a chance node an outcome by its probability, else uniformly.
func (u *uct) draw(moves []games.Move) games.Move {
	if u.stoch == nil || !u.stoch.AtChance() {
		return moves[u.rng.IntN(len(moves))]
	}
	x := u.rng.Float64()
	for _, m := range moves {
		x -= u.stoch.Probability(m).Float()
		if x < 0 {
			return m
		}
	}
	return moves[len(moves)-1]
}

// best is the child of fully expanded node id with the greatest UCB1 value for the
// player choosing there; ties go to the first in move order.
func (u *uct) best(id int32) int32 {
	nd := &u.nodes[id]
	logN := math.Log(float64(nd.n))
	pick, top := int32(-1), math.Inf(-1)
	for c := nd.child; c >= 0; c = u.nodes[c].sibling {
		ch := &u.nodes[c]
		v := u.mean01(ch.w, ch.n, nd.player) + u.c*math.Sqrt(logN/float64(ch.n))
		if v > top {
			pick, top = c, v
		}
	}
	return pick
}

// mean01 is W/N mapped into [0, 1] for player p (1 is p's best result).
func (u *uct) mean01(w int64, n int32, p Player) float64 {
	return mctsMean01(float64(w)/float64(n), u.lo, u.hi, p)
}

// mctsMean01 maps a mean result (MAX's view) into [0, 1] for player p; ½ when every
// result is the same.
func mctsMean01(mean float64, lo, hi int, p Player) float64 {
	if hi <= lo {
		return 0.5
	}
	x := (mean - float64(lo)) / float64(hi-lo)
	if p == Min {
		return 1 - x
	}
	return x
}

// expand plays move m from node id, adds the node it leads to and returns it.
func (u *uct) expand(id int32, m games.Move) int32 {
	u.play(m)
	c := u.newNode(id, m)
	u.path = append(u.path, c)
	nd := &u.nodes[id]
	if nd.last < 0 {
		nd.child = c
	} else {
		u.nodes[nd.last].sibling = c
	}
	nd.last = c
	nd.kids++
	u.rec.mctsExpand(id, c, u.rootPly, &u.nodes[c])
	return c
}

// newNode adds the node of the current position, reached by move m from parent.
func (u *uct) newNode(parent int32, m games.Move) int32 {
	n := mctsNode{parent: parent, child: -1, last: -1, sibling: -1, move: m, player: u.player()}
	over, score := u.g.Result()
	if !over {
		u.buf = u.g.Moves(u.buf[:0])
		n.moves = int32(len(u.buf))
	}
	if over || n.moves == 0 {
		n.terminal, n.moves = true, 0
		if over {
			n.result = int32(u.reward(score))
		} else {
			n.result = int32(u.stuck())
		}
	}
	u.nodes = append(u.nodes, n)
	return int32(len(u.nodes) - 1)
}

// stuck is the result of a game that cannot go on and is not over (a student's game
// without moves, or a rollout past rolloutCap): a draw, within the reward range.
func (u *uct) stuck() int { return min(max(0, u.lo), u.hi) }

// simulate plays a random game from node id's position to its end and returns its
// result (MAX's view); a terminal node's own result needs no game.
func (u *uct) simulate(id int32) int {
	nd := &u.nodes[id]
	if nd.terminal {
		u.rec.mctsRollout(id, int(nd.result), nil)
		return int(nd.result)
	}
	u.played = u.played[:0]
	r := 0
	for {
		over, score := u.g.Result()
		if over {
			r = u.reward(score)
			break
		}
		u.buf = u.g.Moves(u.buf[:0])
		if len(u.buf) == 0 || len(u.played) >= rolloutCap {
			r = u.stuck()
			break
		}
		m := u.draw(u.buf)
		u.play(m)
		u.played = append(u.played, m)
	}
	u.rec.mctsRollout(id, r, u.played)
	for i := len(u.played) - 1; i >= 0; i-- {
		u.undo(u.played[i])
	}
	return r
}

// backprop adds result r to every node of the path, the new node first.
func (u *uct) backprop(r int) {
	for i := len(u.path) - 1; i >= 0; i-- {
		id := u.path[i]
		nd := &u.nodes[id]
		nd.n++
		nd.w += int64(r)
		u.rec.mctsBackprop(id, nd.w, nd.n)
	}
}

// note keeps the root's children's N and W after iteration i.
func (u *uct) note(i int) {
	p := mctsRawPoint{iteration: i, start: len(u.noted)}
	for c := u.nodes[0].child; c >= 0; c = u.nodes[c].sibling {
		u.noted = append(u.noted, int(u.nodes[c].n), int(u.nodes[c].w))
	}
	p.end = len(u.noted)
	u.points = append(u.points, p)
}
