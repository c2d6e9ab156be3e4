package c4

import (
	"math/bits"

	"github.com/gametree/gametree/games"
)

// The board: 7 columns of 6 rows; bit 7*c+r is column c, row r (row 0 at the bottom),
// and each column has a seventh, always empty, sentinel bit.
const (
	Width  = 7
	Height = 6
	Cells  = Width * Height

	// MinScore and MaxScore bound the score of a position that is not over.
	MinScore = -(Cells)/2 + 3 // -18
	MaxScore = (Cells+1)/2 - 3

	bottomMask = 1 | 1<<7 | 1<<14 | 1<<21 | 1<<28 | 1<<35 | 1<<42
	boardMask  = bottomMask * (1<<Height - 1)
)

// Position is a connect-4 position: current holds the stones of the side to move, mask
// all stones, moves how many there are.
type Position struct {
	current uint64
	mask    uint64
	moves   int
}

// Parse reads a position written as the columns played from the empty board, "4453"
// (1 = leftmost), the notation of the benchmark sets and of package games. Its errors
// are those of games.ParseConnect4 (coded, with the offset of the bad move).
func Parse(s string) (Position, error) {
	g, err := games.ParseConnect4(s, games.Options{})
	if err != nil {
		return Position{}, err
	}
	var p Position
	for _, ch := range g.Position() {
		p.Play(int(ch - '1'))
	}
	return p, nil
}

// columnMask is the mask of the cells of column c.
func columnMask(c int) uint64 { return (1<<Height - 1) << (7 * uint(c)) }

// topMask is the top cell of column c, bottomCell its bottom cell.
func topMask(c int) uint64    { return 1 << (Height - 1 + 7*uint(c)) }
func bottomCell(c int) uint64 { return 1 << (7 * uint(c)) }

// NumMoves is the number of stones on the board.
func (p *Position) NumMoves() int { return p.moves }

// Key is current + mask: unique per position and below 2^49.
func (p *Position) Key() uint64 { return p.current + p.mask }

// CanPlay reports whether column c (0..6) has an empty cell.
func (p *Position) CanPlay(c int) bool { return p.mask&topMask(c) == 0 }

// Play drops a stone of the side to move in column c, which must not be full.
func (p *Position) Play(c int) {
	p.playMove((p.mask + bottomCell(c)) & columnMask(c))
}

// playMove plays the move given as the one-bit mask of the cell it fills.
func (p *Position) playMove(move uint64) {
	p.current ^= p.mask
	p.mask |= move
	p.moves++
}

// IsWinningMove reports whether playing column c (playable) makes four in a row for
// the side to move.
func (p *Position) IsWinningMove(c int) bool {
	return p.winning()&p.possible()&columnMask(c) != 0
}

// Won reports whether the player who made the last move has four in a row.
func (p *Position) Won() bool { return aligned(p.current ^ p.mask) }

// aligned reports whether the stones pos hold four in a row.
func aligned(pos uint64) bool {
	h := pos & (pos >> 7)
	d1 := pos & (pos >> 6)
	d2 := pos & (pos >> 8)
	v := pos & (pos >> 1)
	return h&(h>>14)|d1&(d1>>12)|d2&(d2>>16)|v&(v>>2) != 0
}

// possible is the cells that can be played now, one per column that is not full.
func (p *Position) possible() uint64 { return (p.mask + bottomMask) & boardMask }

// winning is the empty cells that would complete four in a row for the side to move;
// opponentWinning the same for the opponent.
func (p *Position) winning() uint64         { return winningSpots(p.current, p.mask) }
func (p *Position) opponentWinning() uint64 { return winningSpots(p.current^p.mask, p.mask) }

// canWinNext reports whether the side to move can win with its next stone.
func (p *Position) canWinNext() bool { return p.winning()&p.possible() != 0 }

// nonLosingMoves is the cells the side to move can play without letting the opponent
// win at once: if the opponent threatens two playable cells it is none; if one, only
// that cell; never a cell right under an opponent's winning spot. The side to move
// must not be able to win at once.
func (p *Position) nonLosingMoves() uint64 { return p.nonLosing(p.opponentWinning()) }

// nonLosing is nonLosingMoves with the opponent's winning spots opp known.
func (p *Position) nonLosing(opp uint64) uint64 {
	possible := p.possible()
	if forced := possible & opp; forced != 0 {
		if forced&(forced-1) != 0 {
			return 0
		}
		possible = forced
	}
	return possible &^ (opp >> 1)
}

// moveScore is how many winning spots the side to move has after playing move (the
// cell's bit), the ordering of tutorial part 10.
func (p *Position) moveScore(move uint64) int {
	return bits.OnesCount64(winningSpots(p.current|move, p.mask))
}

// winningSpots is the empty cells that would complete four in a row of the stones pos.
func winningSpots(pos, mask uint64) uint64 {
	// vertical
	r := (pos << 1) & (pos << 2) & (pos << 3)
	// horizontal
	q := (pos << 7) & (pos << 14)
	r |= q & (pos << 21)
	r |= q & (pos >> 7)
	q = (pos >> 7) & (pos >> 14)
	r |= q & (pos << 7)
	r |= q & (pos >> 21)
	// diagonal 1
	q = (pos << 6) & (pos << 12)
	r |= q & (pos << 18)
	r |= q & (pos >> 6)
	q = (pos >> 6) & (pos >> 12)
	r |= q & (pos << 6)
	r |= q & (pos >> 18)
	// diagonal 2
	q = (pos << 8) & (pos << 16)
	r |= q & (pos << 24)
	r |= q & (pos >> 8)
	q = (pos >> 8) & (pos >> 16)
	r |= q & (pos << 8)
	r |= q & (pos >> 24)
	return r & (boardMask ^ mask)
}

// Over reports whether the game is over: the last move made four, or the board is
// full.
func (p *Position) Over() bool { return p.Won() || p.moves == Cells }

// finalScore is the score of a finished position for the side to move, as package
// games scores it: a loss with the winner's last stone, or a draw.
func (p *Position) finalScore() int {
	if p.Won() {
		return (p.moves+1)/2 - 22
	}
	return 0
}

// FinalScore is the score of a finished position for the side to move (Solve's),
// false if the game is not over.
func (p *Position) FinalScore() (int, bool) {
	if !p.Over() {
		return 0, false
	}
	return p.finalScore(), true
}
