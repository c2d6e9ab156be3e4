package trace

import "github.com/gametree/gametree/games"

// NodeCount is the number of recorded nodes (0 when recording was off).
func (t *Trace) NodeCount() int {
	if t.rec == nil {
		return 0
	}
	return t.rec.nodes.len()
}

// StepCount is the number of recorded steps (0 when recording was off).
func (t *Trace) StepCount() int {
	if t.rec == nil {
		return 0
	}
	return t.rec.steps.len()
}

// Node returns recorded node id (0 is the root). Names gives its move's name, its
// label and its board.
func (t *Trace) Node(id int32) Node {
	st := t.rec
	r := st.node(id)
	n := Node{
		ID: id, Parent: r.parent, Depth: r.depth,
		Player: Min, Kind: r.flags.kind(), Bound: r.flags.bound(),
		HasValue: r.flags&flagHasValue != 0, PV: r.flags&flagPV != 0,
		Played: r.move, Value: st.unpack(r.value),
		Alpha: -Inf, Beta: Inf,
		FirstStep: r.firstStep, LastStep: r.lastStep, Same: -1,
	}
	if r.flags&flagMax != 0 {
		n.Player = Max
	} else if r.flags&flagChance != 0 {
		n.Player = Chance
	}
	if n.Kind != Pruned && r.firstStep >= 0 && int(r.firstStep) < st.steps.len() {
		n.Alpha, n.Beta = st.window(int(r.firstStep))
	}
	if same, ok := st.same[id]; ok {
		n.Same = same
	}
	return n
}

// Parent is recorded node id's parent (-1 for the root), without building the Node.
func (t *Trace) Parent(id int32) int32 { return t.rec.node(id).parent }

// Kind is recorded node id's kind, without building the Node.
func (t *Trace) Kind(id int32) NodeKind { return t.rec.node(id).flags.kind() }

// Step returns recorded step k (0 is the first).
func (t *Trace) Step(k int) Step {
	st := t.rec
	r := st.step(k)
	alpha, beta := st.window(k)
	s := Step{
		Kind: r.kind(), Bound: r.bound(), HasValue: r.has(),
		Node: r.node, Child: r.child(), Depth: st.node(r.node).depth,
		Alpha: alpha, Beta: beta, Value: st.unpack(r.value),
	}
	if s.Kind == StepQuiesce { // the child field holds the threat, the bound field who
		s.Threat, s.ThreatBy = games.Move(s.Child), r.threatBy()
		s.Child, s.Bound = -1, Exact
	}
	if s.Kind == StepBackprop { // mcts: a backprop step keeps N in its child field
		s.Visits, s.Child = int(s.Child), -1
	}
	return s
}

// StepKindAt is step k's kind and node, without building the Step.
func (t *Trace) StepKindAt(k int) (StepKind, int32) {
	r := t.rec.step(k)
	return r.kind(), r.node
}

// MemoryBytes is the memory the recorded tree and steps hold.
func (t *Trace) MemoryBytes() int {
	if t.rec == nil {
		return 0
	}
	return t.rec.bytes()
}

// setPV marks node id as on the principal variation.
func (t *Trace) setPV(id int32) { t.rec.node(id).flags.set(flagPV, true) }

// mapValues rewrites every recorded value, alpha and beta with f.
func (st *store) mapValues(f func(int) int) {
	re := func(c *int32) { *c = st.pack(f(st.unpack(*c))) }
	for i := range st.nodes.len() {
		re(&st.node(int32(i)).value)
	}
	for k := range st.steps.len() {
		re(&st.step(k).value)
	}
	for k := range st.windows.len() {
		w := st.windows.at(k)
		re(&w.alpha)
		re(&w.beta)
	}
}

// played is the move recorded for node id (-1 for the root).
func (t *Trace) played(id int32) games.Move { return t.rec.node(id).move }
