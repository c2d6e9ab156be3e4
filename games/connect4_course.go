package games

import "math/bits"

// evalCourse is seed 002's heuristic F (the connect-4 practical, "Práctica Minimax"),
// computed exactly as the seed's Java computes it, quirks and all. For every stone on
// the board, F adds comprobarHorizontal + comprobarVertical + comprobarDiagonal of the
// stone, each the sum of one or two looks scored by puntuacion (c4CourseScore), and
// negated when the stone is not the player's (`if(jugadorCasilla != jugador) result *=
// -1`).
//
// A look (mirar, below) goes from the stone up to 3 cells along a direction and counts
// the stone owner's stones (ficha) and the empty cells (vacio); an empty cell does not
// stop it; an opponent's stone or the edge of the board stops it (`salir = true`). A look
// that never runs scores puntuacion(0, 0) = 100.
//
// The quirks kept, each as the seed writes it:
//   - Vertical looks up only (the seed's `miro arriba`), never down.
//   - Horizontal looks right, then left; `salir` is not reset between the two, so when
//     the right look stopped (an opponent's stone or the edge within 3 cells) the left
//     look does not run and adds puntuacion(0, 0) = 100.
//   - Diagonal looks up-left (`auxI++; auxJ--`, which the seed's comment calls
//     "diagonal-derecha-abajo") only when `j-3 >= 0` (column 4 to 7, counting from 1),
//     then up-right (`auxI++; auxJ++`) only when `j+3 >= numColumnas()` (columns 5 to 7:
//     the guard was surely meant as `j+3 < numColumnas()`, but that is not what it
//     says) and only if the up-left look did not stop, `salir` again not being reset.
//     A look its guard skips adds 100 all the same.
//   - The down-left, down-right and down directions are never looked at; the edge
//     counts as a stop, so a stone near the edge scores less than in the middle.
//
// Choices the seed's snippets leave open, and the ones taken:
//   - Rows: the seed's row i = 0 is the bottom row and i++ goes up. Its Tablero class
//     is not shown; its text says F walks a row "y cuando acaba la fila se sube a la
//     siguiente" and that the vertical look goes "hacia arriba" with auxI++, so its
//     own author reads i++ as up.
//   - The snippets of comprobarHorizontal and comprobarDiagonal are cut in two (the
//     first part ends in a `}` before the second begins); the text says the left (the
//     second diagonal) comes after the right (the first) in the same function, so each
//     pair is one function whose variables the second part keeps.
//   - jugador: F is called as F(tablero, m_jugador), the machine's player, the same
//     at every leaf of its minimax. F is antisymmetric (F(b, p) = -F(b, q) for the two
//     players p and q: every stone's score only changes sign), so the game's
//     Evaluate, which answers for the side to move as negamax needs, gives F(b,
//     m_jugador) at MAX's leaves and -F(b, m_jugador) at MIN's: the seed's minimax
//     values exactly.
//   - The seed's V returns F also on a finished board (`tableroLleno()` or
//     `cuatroEnRaya() != 0`); here, as for every evaluation, a search scores a
//     finished game by the rules (Result) and asks F only about positions in play, so
//     a four in a row is always worth more than any heuristic value.
//   - puntuacion's first `if` is not part of its else-if chain; with ficha = 3 no
//     other branch can hold (vacio is then 0), so the chain does not matter.
//
// Magnitude: at most 5 looks of 20,000,000 per stone, 42 stones: 4.2e9, far inside
// WinBase.
func (g *Connect4) evalCourse() int {
	mask := g.b.Mask
	s := 0
	for p := mask; p != 0; p &= p - 1 {
		b := bits.TrailingZeros64(p)
		j, i := b/7, b%7 // the seed's column j and row i (0 at the bottom)
		own := g.b.Current
		sign := 1
		if own&(1<<uint(b)) == 0 {
			own ^= mask
			sign = -1
		}
		look := func(di, dj int) (ficha, vacio int, salir bool) {
			return c4Look(own, mask, i, j, di, dj)
		}

		// comprobarVertical: up only.
		f, e, _ := look(1, 0)
		result := c4CourseScore(f, e)

		// comprobarHorizontal: right, then left unless the right look stopped.
		f, e, salir := look(0, 1)
		h := c4CourseScore(f, e)
		f, e = 0, 0
		if !salir {
			f, e, _ = look(0, -1)
		}
		result += h + c4CourseScore(f, e)

		// comprobarDiagonal: up-left if j-3 >= 0, then up-right if j+3 >= 7 and the
		// up-left look did not stop.
		f, e, salir = 0, 0, false
		if j-3 >= 0 {
			f, e, salir = look(1, -1)
		}
		d := c4CourseScore(f, e)
		f, e = 0, 0
		if !salir && j+3 >= c4Width {
			f, e, _ = look(1, 1)
		}
		result += d + c4CourseScore(f, e)

		s += sign * result
	}
	return s
}

// c4Look is one of the seed's loops: from the seed's cell (row i from the bottom,
// column j) it looks at up to 3 cells, stepping di rows and dj columns, counting own's
// stones (ficha) and the empty cells (vacio); an opponent's stone or the edge stops it
// (salir).
func c4Look(own, mask uint64, i, j, di, dj int) (ficha, vacio int, salir bool) {
	for k := 1; k <= 3; k++ {
		ii, jj := i+k*di, j+k*dj
		if ii < 0 || ii >= c4Height || jj < 0 || jj >= c4Width {
			return ficha, vacio, true
		}
		bit := uint64(1) << uint(7*jj+ii)
		switch {
		case mask&bit == 0:
			vacio++
		case own&bit != 0:
			ficha++
		default:
			return ficha, vacio, true
		}
	}
	return ficha, vacio, false
}
