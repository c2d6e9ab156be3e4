package c4board

// Fault says why a move written in a sequence of columns cannot be played.
type Fault uint8

const (
	NoFault    Fault = iota // every move was played
	NotAColumn              // the character is not a digit 1-7
	AfterWin                // the game was won before the move
	ColumnFull              // the column has no empty cell
)

// PlayColumns plays the moves written in s, one digit a move from 1 (the leftmost
// column) to 7, "4453": the notation of the benchmark sets and of positions. It
// stops at the first move it cannot play and returns its byte offset in s and why;
// after the last move, len(s) and NoFault. The moves before the bad one are played.
func (b *Board) PlayColumns(s string) (int, Fault) {
	for i := 0; i < len(s); i++ {
		ch := s[i]
		c := int(ch) - '1'
		switch {
		case ch < '1' || ch > '7':
			return i, NotAColumn
		case b.Won():
			return i, AfterWin
		case !b.CanPlay(c):
			return i, ColumnFull
		}
		b.Play(c)
	}
	return len(s), NoFault
}
