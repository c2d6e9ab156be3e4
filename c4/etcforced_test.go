package c4

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games/c4board"
)

// TestForcedLine checks what ETCForced relies on, against exact values (the tutorial's
// solver, All): for every move of the End-Easy and Middle-Easy positions (every
// fifth) that leaves the opponent a forced block, the child's value is the value at
// the forced line's end, negated when the line is of an even number of moves; and the
// exact entries forcedEntry makes for lines that end the game hold that value.
func TestForcedLine(t *testing.T) {
	t.Parallel()
	s, err := New(All, MinTableEntries)
	require.NoError(t, err)
	w := &worker{b: Fastest.Beyond, t: newBuckets(MinTableEntries), nearFrom: Cells + 1}
	solve := func(p Position) int {
		s.Reset()
		v, err := s.Solve(p, false)
		require.NoError(t, err)
		return v
	}
	lines := append(readSet(t, "Test_L3_R1"), every(readSet(t, "Test_L2_R1"), 5)...)
	var checked, odd, static int
	for _, l := range lines {
		p := l.pos
		if p.CanWinNext() {
			continue
		}
		for col := range Width {
			m := p.NonLosing(p.OpponentWinning()) & c4board.ColumnMask(col)
			if m == 0 {
				continue
			}
			threats := c4board.WinningSpots(p.Current|m, p.Mask|m)
			q := Position{p.Child(m)}
			if threats&q.Possible() == 0 || q.Moves >= Cells-1 {
				continue
			}
			fe := forcedLine(q, threats)
			end, next, isOdd := fe.p, fe.next, fe.odd
			want := solve(q)
			sign := -1
			if isOdd {
				sign, odd = 1, odd+1
			}
			if next != 0 && end.Moves < Cells {
				require.Equal(t, want, -sign*solve(end), "%s then column %d", l.moves, col+1)
			}
			if e, same := w.forcedEntry(q, threats); e.bound() == boundExact {
				require.Equal(t, isOdd, same)
				require.Equal(t, want, -sign*e.score(), "%s then column %d", l.moves, col+1)
				static++
			}
			checked++
		}
	}
	assert.Greater(t, checked, 500)
	assert.Positive(t, odd)
	assert.Positive(t, static)
	t.Logf("%d children, %d with an odd forced line, %d ending the game", checked, odd, static)
}
