package games

import "github.com/gametree/gametree/games/c4board"

// Threats are what makes a position "not quiet" (seed 001's fourth cut condition): a
// cell playable now that completes a line, for the side to move (a win it can take)
// or for its opponent (a loss it must block). A depth-limited search with quiescence
// goes on past its depth limit, through these moves only, until the position is
// quiet. Connect-4 and tic-tac-toe have them; stones and explicit trees do not (they
// have no lines), so quiescence changes nothing there.

// Threats appends the columns where a stone played now makes four in a row: first
// the side to move's (own of them), then the opponent's that the side to move must
// block (a column in both lists is given once, as the side to move's). Nothing once
// the game is over.
func (g *Connect4) Threats(buf []Move) (moves []Move, own int) {
	if g.b.Won() {
		return buf, 0
	}
	start := len(buf)
	possible := g.b.Possible()
	mine, theirs := g.b.Winning()&possible, g.b.OpponentWinning()&possible
	for c := Move(0); c < c4Width; c++ {
		if mine&c4board.ColumnMask(int(c)) != 0 {
			buf = append(buf, c)
		}
	}
	own = len(buf) - start
	for c := Move(0); c < c4Width; c++ {
		if theirs&^mine&c4board.ColumnMask(int(c)) != 0 {
			buf = append(buf, c)
		}
	}
	return buf, own
}

// Threats appends the empty cells that complete a line (a line with two marks of one
// player and the third cell empty): first the side to move's (own of them), then the
// opponent's, which it must block (a cell in both is given once, as the side to
// move's). Nothing once the game is over.
func (g *TicTacToe) Threats(buf []Move) (moves []Move, own int) {
	if over, _ := g.Result(); over {
		return buf, 0
	}
	me, opp := g.stones[g.n&1], g.stones[(g.n+1)&1]
	empty := ^(me | opp) & 0x1ff
	start := len(buf)
	for c := 0; c < 9; c++ {
		if bit := uint16(1) << c; empty&bit != 0 && tttHasLine[me|bit] {
			buf = append(buf, Move(c))
		}
	}
	own = len(buf) - start
	for c := 0; c < 9; c++ {
		if bit := uint16(1) << c; empty&bit != 0 && !tttHasLine[me|bit] && tttHasLine[opp|bit] {
			buf = append(buf, Move(c))
		}
	}
	return buf, own
}
