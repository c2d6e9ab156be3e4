package render

// How a board node's cells are painted, the same in the DOT and in the SVG: a
// connect-4 frame with red and yellow discs, or a grid with blue X and red O, all
// faded on a node not reached yet (ghost) or pruned.

// boardPaint is what a board's look makes of its cells.
type boardPaint struct {
	ghost, pruned bool
	text          string // the node's text colour (a faded board's marks take it)
}

func newBoardPaint(lk look) boardPaint {
	return boardPaint{ghost: lk.text == colGhostTxt, pruned: lk.text == colPruned, text: lk.text}
}

func (bp boardPaint) faded() bool { return bp.ghost || bp.pruned }

// frame is a connect-4 board's frame colour.
func (bp boardPaint) frame() string {
	switch {
	case bp.ghost:
		return "#e6ecf8"
	case bp.pruned:
		return "#b8c4de"
	}
	return "#2a5cc4"
}

// disc is the colour of a connect-4 cell holding ch.
func (bp boardPaint) disc(ch byte) string {
	col := "#ffffff"
	switch ch {
	case 'X', 'x':
		col = "#e53935"
	case 'O', 'o':
		col = "#fdd835"
	}
	if bp.faded() {
		col = fadeDisc(col, bp.ghost)
	}
	return col
}

// grid is the colour of a grid's lines.
func (bp boardPaint) grid() string {
	if bp.faded() {
		return bp.text
	}
	return colMuted
}

// mark is what a grid cell holding ch shows (not escaped), and in which colour; ""
// for an empty cell.
func (bp boardPaint) mark(ch byte) (txt, col string) {
	col = bp.text
	switch ch {
	case 'X', 'x':
		txt, col = "X", "#1d5fb4"
	case 'O', 'o':
		txt, col = "O", "#c62828"
	case '.', ' ', '-', '_':
	default:
		txt = clean(string(rune(ch)), 1)
	}
	if bp.faded() {
		col = bp.text
	}
	return txt, col
}

func fadeDisc(col string, ghost bool) string {
	switch col {
	case "#e53935":
		if ghost {
			return "#f6cfce"
		}
		return "#d99a98"
	case "#fdd835":
		if ghost {
			return "#fbf2c8"
		}
		return "#e0d28c"
	}
	return "#ffffff"
}

// cellAt is the board's cell at row r, column c ('.' past a short row).
func cellAt(board []string, r, c int) byte {
	if c < len(board[r]) {
		return board[r][c]
	}
	return '.'
}
