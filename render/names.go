package render

// The trace keeps no texts per node: a node's move name, label and board are found by
// replaying moves (trace.Names). The plan asks for one node's texts several times in a
// row, so the last node's are kept.

type nodeTexts struct {
	id    int32
	move  string
	label string
	board []string
}

func (p *plan) texts(i int32) *nodeTexts {
	if p.last.id != i || p.last.id < 0 {
		p.last = nodeTexts{id: i, move: p.names.Move(i), label: p.names.Label(i), board: p.names.Board(i)}
	}
	return &p.last
}

// moveName is the name of the move that leads to node i ("" for the root).
func (p *plan) moveName(i int32) string { return p.texts(i).move }

// label is node i's label: an explicit tree's name or a leaf's number as written.
func (p *plan) label(i int32) string { return p.texts(i).label }

// board is node i's board rows (nil for explicit trees).
func (p *plan) board(i int32) []string { return p.texts(i).board }
