package c4board

// The board's size.
const (
	Width  = 7
	Height = 6
	Cells  = Width * Height

	// BottomMask holds the bottom cell of every column, BoardMask every cell of the
	// board (no sentinel).
	BottomMask = 1 | 1<<7 | 1<<14 | 1<<21 | 1<<28 | 1<<35 | 1<<42
	BoardMask  = BottomMask * (1<<Height - 1)
)

// Board is a connect-4 position: Current holds the stones of the side to move, Mask
// all stones, Moves how many there are. The zero Board is the empty board, the first
// player to move.
type Board struct {
	Current uint64
	Mask    uint64
	Moves   int
}

// ColumnMask is the mask of the cells of column c (0..6).
func ColumnMask(c int) uint64 { return (1<<Height - 1) << (7 * uint(c)) }

// TopCell is the top cell of column c, BottomCell its bottom cell.
func TopCell(c int) uint64    { return 1 << (Height - 1 + 7*uint(c)) }
func BottomCell(c int) uint64 { return 1 << (7 * uint(c)) }

// NumMoves is the number of stones on the board.
func (b *Board) NumMoves() int { return b.Moves }

// Key is Current + Mask: unique per position and below 2^49.
func (b *Board) Key() uint64 { return b.Current + b.Mask }

// CanPlay reports whether column c (0..6) has an empty cell.
func (b *Board) CanPlay(c int) bool { return b.Mask&TopCell(c) == 0 }

// Play drops a stone of the side to move in column c, which must not be full.
func (b *Board) Play(c int) {
	b.Current ^= b.Mask
	b.Mask |= b.Mask + BottomCell(c) // the carry stops at the column's lowest empty cell
	b.Moves++
}

// PlayCell plays the move given as the one-bit mask of the cell it fills (a cell of
// Possible).
func (b *Board) PlayCell(cell uint64) {
	b.Current ^= b.Mask
	b.Mask |= cell
	b.Moves++
}

// Child is the board after the move that fills cell (a cell of Possible): PlayCell
// on a copy.
func (b *Board) Child(cell uint64) Board {
	return Board{Current: b.Current ^ b.Mask, Mask: b.Mask | cell, Moves: b.Moves + 1}
}

// Undo takes the top stone out of column c, which must be the last move played.
func (b *Board) Undo(c int) {
	col := b.Mask & ColumnMask(c)
	b.Mask ^= (col + BottomCell(c)) >> 1 // the top stone of the column
	b.Current ^= b.Mask
	b.Moves--
}

// Won reports whether the player who made the last move has four in a row.
func (b *Board) Won() bool { return Aligned(b.Current ^ b.Mask) }

// Full reports whether every cell holds a stone.
func (b *Board) Full() bool { return b.Moves == Cells }

// Over reports whether the game is over: the last move made four, or the board is
// full.
func (b *Board) Over() bool { return b.Won() || b.Moves == Cells }

// FinalScore is the score of a finished game for the side to move, false if the game
// is not over: 0 for a full board (a draw), -(22-k) when the opponent has won with
// its k-th stone (the benchmark sets' convention: a quick win is worth more,
// magnitude 1..18).
func (b *Board) FinalScore() (int, bool) {
	if b.Won() {
		return (b.Moves+1)>>1 - 22, true
	}
	return 0, b.Moves == Cells
}
