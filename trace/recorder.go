package trace

// recorder writes the tree and the steps of one search. Every method is safe to call on
// a nil *recorder and then does nothing, so the algorithms call it unconditionally and
// a search without recording pays one predictable branch per event.
type recorder struct {
	nodes []Node
	steps []Step
	limit int // most nodes kept; the search stops when it is reached
	full  bool
}

func newRecorder(limit int64) *recorder {
	r := &recorder{limit: int(limit)}
	guess := 1024
	if limit > 0 && limit < int64(guess) {
		guess = int(limit)
	}
	r.nodes = make([]Node, 0, guess)
	r.steps = make([]Step, 0, 4*guess)
	return r
}

// room reports whether n more nodes can be kept.
func (r *recorder) room(n int) bool {
	if r == nil || r.limit <= 0 {
		return true
	}
	if len(r.nodes)+n > r.limit {
		r.full = true
		return false
	}
	return true
}

// node adds a node and returns its id.
func (r *recorder) node(parent int32, depth int, p Player, move, label string, board []string, alpha, beta int) int32 {
	id := int32(len(r.nodes))
	r.nodes = append(r.nodes, Node{
		ID: id, Parent: parent, Depth: int16(depth), Player: p,
		Move: move, Label: label, Board: board,
		Alpha: alpha, Beta: beta, FirstStep: -1, LastStep: -1, Same: -1,
	})
	return id
}

func (r *recorder) step(s Step) {
	r.steps = append(r.steps, s)
	n := &r.nodes[s.Node]
	if n.FirstStep < 0 {
		n.FirstStep = int32(len(r.steps) - 1)
	}
	n.LastStep = int32(len(r.steps) - 1)
}

// enter records a node entered with window (alpha, beta), MAX's view.
func (r *recorder) enter(parent int32, depth int, p Player, move, label string, board []string, alpha, beta int) int32 {
	if r == nil {
		return -1
	}
	id := r.node(parent, depth, p, move, label, board, alpha, beta)
	r.step(Step{Kind: StepEnter, Node: id, Child: -1, Depth: int16(depth), Alpha: alpha, Beta: beta})
	return id
}

// leaf records a static evaluation (terminal or horizon) worth v.
func (r *recorder) leaf(id int32, kind NodeKind, v, alpha, beta int) {
	if r == nil || id < 0 {
		return
	}
	n := &r.nodes[id]
	n.Kind, n.Value, n.HasValue, n.Bound = kind, v, true, Exact
	r.step(Step{Kind: StepEval, Node: id, Child: -1, Depth: n.Depth, Alpha: alpha, Beta: beta, Value: v, HasValue: true})
}

// ttHit records a value taken from the transposition table.
func (r *recorder) ttHit(id int32, v int, b Bound, alpha, beta int) {
	if r == nil || id < 0 {
		return
	}
	n := &r.nodes[id]
	n.Kind, n.Value, n.HasValue, n.Bound = TTHit, v, true, b
	r.step(Step{Kind: StepTTHit, Node: id, Child: -1, Depth: n.Depth, Alpha: alpha, Beta: beta, Value: v, HasValue: true, Bound: b})
}

// backup records that child returned to id, whose value is now v.
func (r *recorder) backup(id, child int32, v, alpha, beta int) {
	if r == nil || id < 0 {
		return
	}
	r.step(Step{Kind: StepBackup, Node: id, Child: child, Depth: r.nodes[id].Depth, Alpha: alpha, Beta: beta, Value: v, HasValue: true})
}

// window records alpha raised (kind StepAlpha) or beta lowered (StepBeta).
func (r *recorder) window(kind StepKind, id int32, v, alpha, beta int) {
	if r == nil || id < 0 {
		return
	}
	r.step(Step{Kind: kind, Node: id, Child: -1, Depth: r.nodes[id].Depth, Alpha: alpha, Beta: beta, Value: v, HasValue: true})
}

// cutoff records a cutoff at id; firstPruned is the first child pruned.
func (r *recorder) cutoff(id, firstPruned int32, v, alpha, beta int) {
	if r == nil || id < 0 {
		return
	}
	r.step(Step{Kind: StepCutoff, Node: id, Child: firstPruned, Depth: r.nodes[id].Depth, Alpha: alpha, Beta: beta, Value: v, HasValue: true})
}

// ret records that id returns v, with bound b.
func (r *recorder) ret(id int32, v int, b Bound, alpha, beta int) {
	if r == nil || id < 0 {
		return
	}
	n := &r.nodes[id]
	n.Value, n.HasValue, n.Bound = v, true, b
	r.step(Step{Kind: StepReturn, Node: id, Child: -1, Depth: n.Depth, Alpha: alpha, Beta: beta, Value: v, HasValue: true, Bound: b})
}

// stop records that the search stopped while id was open. When some of its children
// had finished, v is what they prove (b says which way: at a MAX node "at least v").
func (r *recorder) stop(id int32, v int, b Bound, has bool, alpha, beta int) {
	if r == nil || id < 0 {
		return
	}
	n := &r.nodes[id]
	if !has {
		v, b = 0, Exact
	}
	n.Kind, n.HasValue, n.Value, n.Bound = Unfinished, has, v, b
	r.step(Step{Kind: StepStop, Node: id, Child: -1, Depth: n.Depth, Alpha: alpha, Beta: beta, Value: v, Bound: b, HasValue: has})
}

// pruned adds a never-visited child of parent, cut at the last recorded step.
func (r *recorder) pruned(parent int32, depth int, p Player, move, label string, board []string) int32 {
	id := r.node(parent, depth, p, move, label, board, -Inf, Inf)
	n := &r.nodes[id]
	n.Kind = Pruned
	n.FirstStep = int32(len(r.steps) - 1)
	n.LastStep = n.FirstStep
	return id
}
