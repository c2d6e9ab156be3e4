package trace

import "github.com/gametree/gametree/games"

// The recording of Monte Carlo tree search. A recorded node's value is its W (MAX's
// view) and its last step its last backprop step, which holds its N: see Visits. A
// backprop step keeps N in its child field (a backprop step has no child; N is at
// most MaxIterations, far within the field), so that mcts steps carry no window and
// take 12 bytes each. Every method does nothing on a nil *recorder.

// enterRoot records the root (node 0) and its enter step.
func (r *recorder) enterRoot(p Player) {
	if r == nil {
		return
	}
	r.enter(-1, 0, p, -1, -Inf, Inf)
}

// mctsStep records a step of kind at node id (child c, value v when has).
func (r *recorder) mctsStep(kind StepKind, id, c int32, v int, has bool) int32 {
	if r == nil {
		return -1
	}
	return int32(r.st.steps.add(stepRec{node: id, meta: stepMeta(kind, c, Exact, has), value: r.st.pack(v)}))
}

// mctsExpand records node c (the pool's node nd), new under id at the given depth,
// and its expand step.
func (r *recorder) mctsExpand(id, c int32, depth int, nd *mctsNode) {
	if r == nil {
		return
	}
	kind := Inner
	if nd.terminal {
		kind = Terminal
	}
	if got := r.node(id, depth, nd.player, nd.move, kind); got != c {
		panic("trace: mcts: recorded node ids out of step with the tree")
	}
	k := r.mctsStep(StepExpand, id, c, 0, false)
	rec := r.st.node(c)
	rec.firstStep, rec.lastStep = k, k
}

// mctsRollout records the rollout from node id: its result v and its moves.
func (r *recorder) mctsRollout(id int32, v int, moves []games.Move) {
	if r == nil {
		return
	}
	k := r.mctsStep(StepRollout, id, -1, v, true)
	if len(moves) == 0 {
		return
	}
	st := r.st
	if st.rollouts == nil {
		st.rollouts = map[int32]rolloutSpan{}
	}
	start := int32(len(st.rolloutMoves))
	st.rolloutMoves = append(st.rolloutMoves, moves...)
	st.rollouts[k] = rolloutSpan{start, int32(len(st.rolloutMoves))}
}

// mctsBackprop records that node id's total is now w and its visits n.
func (r *recorder) mctsBackprop(id int32, w int64, n int32) {
	if r == nil {
		return
	}
	k := r.mctsStep(StepBackprop, id, n, int(w), true)
	rec := r.st.node(id)
	rec.lastStep = k
	rec.value = r.st.pack(int(w))
	rec.flags.set(flagHasValue, true)
}
