package trace

import (
	"slices"

	"github.com/gametree/gametree/games"
)

// finish fills the trace from the finished search: the result (see MCTSInfo for what
// Value means), the counts, the recording and MCTSInfo.
func (u *uct) finish(t *Trace) {
	t.Stats = u.stats
	t.Stopped, t.StopKind = u.stopWhy, u.stopKind
	t.Complete = u.stopKind == ""
	if u.rec != nil {
		t.rec = u.rec.st
		t.RecordTruncated = u.rec.full
	}
	kids := u.rootChildren()
	info := &MCTSInfo{
		Iterations: int(u.stats.Iterations), Exploration: u.c, Seed: u.opt.Seed,
		RewardLow: u.lo, RewardHigh: u.hi,
	}
	slot := make(map[int32]int, len(kids)) // pool order → the order of Moves
	for i, c := range kids {
		slot[c] = i
		info.Moves = append(info.Moves, u.g.MoveName(u.nodes[c].move))
		if u.rec != nil {
			info.Children = append(info.Children, c)
		}
	}
	for _, p := range u.points {
		q := MCTSPoint{Iteration: p.iteration, Visits: make([]int, len(kids)), Wins: make([]int, len(kids))}
		i := p.start
		for c := u.nodes[0].child; c >= 0 && i < p.end; c = u.nodes[c].sibling {
			q.Visits[slot[c]], q.Wins[slot[c]] = u.noted[i], u.noted[i+1]
			i += 2
		}
		info.Convergence = append(info.Convergence, q)
	}
	t.MCTS = info
	root := &u.nodes[0]
	switch {
	case root.terminal:
		t.Value, t.HasValue = int(root.result), true
	case root.child >= 0:
		t.pvMoves = u.pv()
		best := &u.nodes[u.childWith(0, t.pvMoves[0])]
		t.Value, t.HasValue = int(best.w), true
		info.Mean = float64(best.w) / float64(best.n)
		info.BestVisits = int(best.n)
	}
	t.ValueBound = Exact
	t.Score = t.Value
	if t.RootPlayer == Min {
		t.Score = -t.Value
	}
	t.PV = u.moveNames(t.pvMoves)
	if len(t.PV) > 0 {
		t.BestMove = t.PV[0]
	}
	if t.rec != nil {
		markPV(t)
	}
}

// rootChildren are the root's children in the order of the root's moves (a chance
// root's are expanded in the order drawn).
func (u *uct) rootChildren() []int32 {
	var kids []int32
	for c := u.nodes[0].child; c >= 0; c = u.nodes[c].sibling {
		kids = append(kids, c)
	}
	order := u.g.Moves(nil)
	slices.SortStableFunc(kids, func(a, b int32) int {
		return slices.Index(order, u.nodes[a].move) - slices.Index(order, u.nodes[b].move)
	})
	return kids
}

// pv follows the most visited children from the root.
func (u *uct) pv() []games.Move {
	var line []games.Move
	for id := int32(0); u.nodes[id].child >= 0; {
		id = u.mostVisited(id)
		line = append(line, u.nodes[id].move)
	}
	return line
}

// mostVisited is node id's child with the most visits; ties go to the better mean for
// the player choosing (MAX at a chance node), then to the first expanded.
func (u *uct) mostVisited(id int32) int32 {
	p := u.nodes[id].player
	if p == Chance {
		p = Max
	}
	pick := int32(-1)
	for c := u.nodes[id].child; c >= 0; c = u.nodes[c].sibling {
		if pick < 0 {
			pick = c
			continue
		}
		a, b := &u.nodes[c], &u.nodes[pick]
		if a.n > b.n || a.n == b.n && u.mean01(a.w, a.n, p) > u.mean01(b.w, b.n, p) {
			pick = c
		}
	}
	return pick
}

// moveNames names a line of moves played from the current position.
func (u *uct) moveNames(line []games.Move) []string {
	names := make([]string, 0, len(line))
	for _, m := range line {
		names = append(names, u.g.MoveName(m))
		u.g.Play(m)
	}
	for i := len(line) - 1; i >= 0; i-- {
		u.g.Undo(line[i])
	}
	return names
}
