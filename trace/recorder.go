package trace

import "github.com/gametree/gametree/games"

// recorder writes the tree and the steps of one search into a compact store. Every
// method is safe to call on a nil *recorder and then does nothing, so the algorithms
// call it unconditionally and a search without recording pays one predictable branch
// per event. It keeps no strings: a node's move is its games.Move, named later by
// replaying (see Names).
type recorder struct {
	st    *store
	limit int // most nodes kept; the search stops when it is reached
	full  bool
}

func newRecorder(limit int64) *recorder {
	l := maxRecorded
	if limit > 0 && limit < int64(l) {
		l = int(limit)
	}
	return &recorder{st: &store{}, limit: l}
}

// room reports whether n more nodes can be kept.
func (r *recorder) room(n int) bool {
	if r == nil {
		return true
	}
	if r.st.nodes.len()+n > r.limit {
		r.full = true
		return false
	}
	return true
}

// nodeCount is the number of nodes recorded so far.
func (r *recorder) nodeCount() int32 { return int32(r.st.nodes.len()) }

// node adds a node and returns its id.
func (r *recorder) node(parent int32, depth int, p Player, move games.Move, kind NodeKind) int32 {
	f := nodeFlags(0)
	switch p {
	case Max:
		f |= flagMax
	case Chance:
		f |= flagChance
	}
	f.setKind(kind)
	return int32(r.st.nodes.add(nodeRec{
		parent: parent, depth: int16(depth), move: move, flags: f,
		firstStep: -1, lastStep: -1,
	}))
}

// step appends a step and returns its index. A node's first step is its enter step
// and its last one its eval, tt-hit, return or stop step: those set the node's
// firstStep and lastStep.
func (r *recorder) step(kind StepKind, id, child int32, b Bound, has bool, v, alpha, beta int) int32 {
	st := r.st
	return int32(st.addStep(stepRec{node: id, meta: stepMeta(kind, child, b, has), value: st.pack(v)}, alpha, beta))
}

// setValue sets a node's value, bound and kind, and its last step.
func (r *recorder) setValue(id int32, kind NodeKind, v int, b Bound, has bool, last int32) {
	n := r.st.node(id)
	n.lastStep = last
	n.flags.setKind(kind)
	n.flags.setBound(b)
	n.flags.set(flagHasValue, has)
	n.value = r.st.pack(v)
}

// enter records a node entered with window (alpha, beta), MAX's view; move is the move
// that leads to it (-1 for the root).
func (r *recorder) enter(parent int32, depth int, p Player, move games.Move, alpha, beta int) int32 {
	if r == nil {
		return -1
	}
	id := r.node(parent, depth, p, move, Inner)
	k := r.step(StepEnter, id, -1, Exact, false, 0, alpha, beta)
	n := r.st.node(id)
	n.firstStep, n.lastStep = k, k
	return id
}

// leaf records a static evaluation (terminal or horizon) worth v.
func (r *recorder) leaf(id int32, kind NodeKind, v, alpha, beta int) {
	if r == nil || id < 0 {
		return
	}
	r.setValue(id, kind, v, Exact, true, r.step(StepEval, id, -1, Exact, true, v, alpha, beta))
}

// ttHit records a value taken from the transposition table.
func (r *recorder) ttHit(id int32, v int, b Bound, alpha, beta int) {
	if r == nil || id < 0 {
		return
	}
	r.setValue(id, TTHit, v, b, true, r.step(StepTTHit, id, -1, b, true, v, alpha, beta))
}

// setSame notes that the table hit at id took its value from the search at node same.
func (r *recorder) setSame(id, same int32) {
	if r == nil || id < 0 {
		return
	}
	if r.st.same == nil {
		r.st.same = map[int32]int32{}
	}
	r.st.same[id] = same
}

// backup records that child returned to id, whose value is now v.
func (r *recorder) backup(id, child int32, v, alpha, beta int) {
	if r == nil || id < 0 {
		return
	}
	r.step(StepBackup, id, child, Exact, true, v, alpha, beta)
}

// window records alpha raised (kind StepAlpha) or beta lowered (StepBeta); has says
// whether v is the node's value (a window narrowed by a table bound has none).
func (r *recorder) window(kind StepKind, id int32, v int, has bool, alpha, beta int) {
	if r == nil || id < 0 {
		return
	}
	if !has {
		v = 0
	}
	r.step(kind, id, -1, Exact, has, v, alpha, beta)
}

// cutoff records a cutoff at id; firstPruned is the first child pruned.
func (r *recorder) cutoff(id, firstPruned int32, v, alpha, beta int) {
	if r == nil || id < 0 {
		return
	}
	r.step(StepCutoff, id, firstPruned, Exact, true, v, alpha, beta)
}

// ret records that id returns v, with bound b.
func (r *recorder) ret(id int32, v int, b Bound, alpha, beta int) {
	if r == nil || id < 0 {
		return
	}
	kind := r.st.node(id).flags.kind()
	r.setValue(id, kind, v, b, true, r.step(StepReturn, id, -1, b, true, v, alpha, beta))
}

// stop records that the search stopped while id was open. When some of its children
// had finished, v is what they prove (b says which way: at a MAX node "at least v").
func (r *recorder) stop(id int32, v int, b Bound, has bool, alpha, beta int) {
	if r == nil || id < 0 {
		return
	}
	if !has {
		v, b = 0, Exact
	}
	r.setValue(id, Unfinished, v, b, has, r.step(StepStop, id, -1, b, has, v, alpha, beta))
}

// pruned adds a never-visited child of parent, cut at the last recorded step.
func (r *recorder) pruned(parent int32, depth int, p Player, move games.Move) int32 {
	id := r.node(parent, depth, p, move, Pruned)
	n := r.st.node(id)
	n.firstStep = int32(r.st.steps.len() - 1)
	n.lastStep = n.firstStep
	n.value = 0
	return id
}

// prunedValue gives pruned node id the value v (MAX's view) of the position it is: a
// finished game, or one at the depth limit (Options.PrunedWhole).
func (r *recorder) prunedValue(id int32, v int) {
	if r == nil || id < 0 {
		return
	}
	n := r.st.node(id)
	n.flags.setBound(Exact)
	n.flags.set(flagHasValue, true)
	n.value = r.st.pack(v)
}

// quiesce records that node id, at the depth limit, is not quiet: one step per threat
// (threats[:own] are the side to move's, p, the rest its opponent's), and the node's
// kind becomes Quiesce. The steps come right after the node's enter step, with its
// window.
func (r *recorder) quiesce(id int32, p Player, threats []games.Move, own int) {
	if r == nil || id < 0 {
		return
	}
	n := r.st.node(id)
	n.flags.setKind(Quiesce)
	alpha, beta := r.st.window(int(n.firstStep))
	for i, m := range threats {
		by := p
		if i >= own {
			by = -p
		}
		r.st.addStep(stepRec{node: id, meta: quiesceMeta(m, by)}, alpha, beta)
	}
}
