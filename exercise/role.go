package exercise

// At is the role of the node a mistake of field (value, alpha, beta, pruned, order)
// at node name is at: who moves there ("max" or "min") and its depth. For a cut
// (field "pruned", node the edge's child) it is the parent's, where the cutoff
// happens. A name the exercise lacks gives "" and -1.
func (e *Exercise) At(field, name string) (string, int) {
	id, ok := e.Lookup(name)
	if !ok {
		return "", -1
	}
	if field == "pruned" && e.nodes[id].Parent >= 0 {
		id = e.nodes[id].Parent
	}
	nd := &e.nodes[id]
	return nd.Player.String(), int(nd.Depth)
}
