package trace

import "github.com/gametree/gametree/games"

// Prob is the probability of the move that leads to node id when its parent is a
// chance node, in lowest terms ("1/2"); "" otherwise (the root, a decision node's
// child, a game that cannot say).
func (n *Names) Prob(id int32) string {
	if tx := n.text(id); tx != nil {
		return tx.Prob
	}
	if id <= 0 || int(id) >= n.t.NodeCount() || !n.t.isChance(n.t.Parent(id)) || !n.goTo(id) {
		return ""
	}
	st, ok := n.g.(games.Stochastic)
	if !ok {
		return ""
	}
	m := n.t.played(id)
	n.g.Undo(m)
	p := ""
	if st.AtChance() {
		p = st.Probability(m).String()
	}
	n.g.Play(m)
	return p
}

// isChance reports whether recorded node id is a chance node, without building the
// Node.
func (t *Trace) isChance(id int32) bool { return t.rec.node(id).flags&flagChance != 0 }

// hasChanceNode reports whether the trace records a chance node.
func (t *Trace) hasChanceNode() bool {
	for id := range t.NodeCount() {
		if t.isChance(int32(id)) {
			return true
		}
	}
	return false
}
