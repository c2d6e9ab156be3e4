package trace

// NodeTexts are the texts of a node of a trace assembled by hand (Assemble): the
// move's name, the node's label and its board.
type NodeTexts struct {
	Move  string
	Label string
	Board []string
	Prob  string // the probability of the move when the parent is a chance node ("1/2")
}

// Assemble fills t with a tree and steps made by hand rather than by a search, as
// tests and examples of drawings need: nodes[i] is node i (its ID, Same and window
// are taken from it; the window must be its enter step's), texts[i] its texts, steps
// the steps in order.
func Assemble(t *Trace, nodes []Node, texts []NodeTexts, steps []Step) {
	st := &store{texts: texts}
	for _, n := range nodes {
		f := nodeFlags(0)
		if n.Player == Max {
			f |= flagMax
		} else if n.Player == Chance {
			f |= flagChance
		}
		f.setKind(n.Kind)
		f.setBound(n.Bound)
		f.set(flagHasValue, n.HasValue)
		f.set(flagPV, n.PV)
		id := st.nodes.add(nodeRec{parent: n.Parent, firstStep: n.FirstStep, lastStep: n.LastStep,
			value: st.pack(n.Value), move: n.Played, depth: n.Depth, flags: f})
		if n.Same >= 0 && n.Kind == TTHit {
			if st.same == nil {
				st.same = map[int32]int32{}
			}
			st.same[int32(id)] = n.Same
		}
	}
	for _, s := range steps {
		if s.Kind == StepBackprop { // an mcts backprop step keeps N in its child field
			s.Child = int32(s.Visits)
		}
		st.addStep(stepRec{node: s.Node, meta: stepMeta(s.Kind, s.Child, s.Bound, s.HasValue), value: st.pack(s.Value)},
			s.Alpha, s.Beta)
	}
	t.rec = st
}
