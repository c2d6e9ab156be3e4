package c4

import (
	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/games/c4board"
)

// The board: 7 columns of 6 rows (package c4board's bitboard).
const (
	Width  = c4board.Width
	Height = c4board.Height
	Cells  = c4board.Cells

	// MinScore and MaxScore bound the score of a position that is not over.
	MinScore = -(Cells)/2 + 3 // -18
	MaxScore = (Cells+1)/2 - 3
)

// Position is a connect-4 position: package c4board's bitboard, which package games'
// Connect4 plays on too (Current holds the stones of the side to move, Mask all
// stones, Moves how many there are). Its methods are the board's: Play, CanPlay,
// IsWinningMove, Key, Won, Over, FinalScore, and the winning spots and non-losing
// moves the search orders and prunes with.
type Position struct {
	c4board.Board
}

// Parse reads a position written as the columns played from the empty board, "4453"
// (1 = leftmost), the notation of the benchmark sets and of package games. Its errors
// are those of games.ParseConnect4 (coded, with the offset of the bad move).
func Parse(s string) (Position, error) {
	g, err := games.ParseConnect4(s, games.Options{})
	if err != nil {
		return Position{}, err
	}
	return Position{g.Bitboard()}, nil
}
