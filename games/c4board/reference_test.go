package c4board

// refBoard is the board written the plain way, the reference the bitboard is checked
// against: cells[c][r] is 0 (empty), 1 (the first player's stone) or 2 (the second's),
// row 0 at the bottom; four in a row is found by looking at every cell in every
// direction.
type refBoard struct {
	cells  [Width][Height]int8
	height [Width]int
	moves  int
}

// toMove is the player to move, 1 or 2.
func (r *refBoard) toMove() int8 { return int8(1 + r.moves%2) }

func (r *refBoard) play(c int) {
	r.cells[c][r.height[c]] = r.toMove()
	r.height[c]++
	r.moves++
}

func (r *refBoard) undo(c int) {
	r.height[c]--
	r.cells[c][r.height[c]] = 0
	r.moves--
}

// four reports whether player has four in a row.
func (r *refBoard) four(player int8) bool {
	for c := range Width {
		for row := range Height {
			for _, d := range [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
				n := 0
				for k := range 4 {
					cc, rr := c+k*d[0], row+k*d[1]
					if cc < 0 || cc >= Width || rr < 0 || rr >= Height || r.cells[cc][rr] != player {
						break
					}
					n++
				}
				if n == 4 {
					return true
				}
			}
		}
	}
	return false
}

// completes reports whether a stone of player on the empty cell (c, row) makes four:
// counting player's stones from it both ways along each direction.
func (r *refBoard) completes(player int8, c, row int) bool {
	for _, d := range [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
		n := 1
		for _, sign := range [2]int{1, -1} {
			for k := 1; k < 4; k++ {
				cc, rr := c+sign*k*d[0], row+sign*k*d[1]
				if cc < 0 || cc >= Width || rr < 0 || rr >= Height || r.cells[cc][rr] != player {
					break
				}
				n++
			}
		}
		if n >= 4 {
			return true
		}
	}
	return false
}

// spots is the empty cells where a stone of player makes four, as a bitboard.
func (r *refBoard) spots(player int8) uint64 {
	var out uint64
	for c := range Width {
		for row := r.height[c]; row < Height; row++ {
			if r.completes(player, c, row) {
				out |= 1 << (7*c + row)
			}
		}
	}
	return out
}

// playable is the lowest empty cell of every column that is not full, as a bitboard.
func (r *refBoard) playable() uint64 {
	var out uint64
	for c := range Width {
		if r.height[c] < Height {
			out |= 1 << (7*c + r.height[c])
		}
	}
	return out
}

// safe is the playable cells after which the opponent cannot win at once.
func (r *refBoard) safe() uint64 {
	var out uint64
	for c := range Width {
		if r.height[c] == Height {
			continue
		}
		r.play(c)
		if r.spots(r.toMove())&r.playable() == 0 {
			out |= 1 << (7*c + r.height[c] - 1)
		}
		r.undo(c)
	}
	return out
}

// text writes the cells, column by column, for comparing positions.
func (r *refBoard) text() string {
	b := make([]byte, 0, Cells)
	for c := range Width {
		for row := range Height {
			b = append(b, '0'+byte(r.cells[c][row]))
		}
	}
	return string(b)
}
