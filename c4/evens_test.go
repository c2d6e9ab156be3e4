package c4

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games/c4board"
)

// TestEvensBound checks the evens strategy's bound against exact values: on every
// position of End-Easy and Middle-Easy where it applies (the first player to move,
// neither side winning on the next move), and on every child and grandchild of the
// End-Easy ones and of every fifth Middle-Easy one (solved by the tutorial's solver, All), the value is never above the
// bound; and the bound does act: it says something on many of them, and is the value
// itself on some of the lost ones.
func TestEvensBound(t *testing.T) {
	t.Parallel()
	s, err := New(All, MinTableEntries)
	require.NoError(t, err)
	var checked, bounded, tightLoss int
	check := func(p Position, value int, where string) {
		if p.Moves&1 != 0 || p.CanWinNext() || p.OpponentWinning()&p.Possible() != 0 {
			return
		}
		checked++
		b := evensBound(&p)
		if b == noBound {
			return
		}
		bounded++
		require.LessOrEqual(t, value, b, where)
		if b < 0 && value == b {
			tightLoss++
		}
	}
	for _, l := range readSet(t, "Test_L2_R1") {
		check(l.pos, l.score, l.moves)
	}
	var walk func(p Position, moves string, depth int)
	walk = func(p Position, moves string, depth int) {
		if p.Moves >= Cells || p.CanWinNext() {
			return
		}
		s.Reset()
		v, err := s.Solve(p, false)
		require.NoError(t, err, moves)
		check(p, v, moves)
		if depth == 0 {
			return
		}
		for col := range Width {
			m := p.Possible() & c4board.ColumnMask(col)
			if m == 0 {
				continue
			}
			walk(Position{p.Child(m)}, moves+string(rune('1'+col)), depth-1)
		}
	}
	for _, l := range readSet(t, "Test_L3_R1") {
		walk(l.pos, l.moves, 2)
	}
	for _, l := range every(readSet(t, "Test_L2_R1"), 5) {
		walk(l.pos, l.moves, 1)
	}
	assert.Greater(t, checked, 1000)
	assert.Greater(t, bounded, checked/10, "bounded %d of %d", bounded, checked)
	assert.Positive(t, tightLoss)
	t.Logf("%d positions, %d bounded, %d losses the bound gives exactly", checked, bounded, tightLoss)
}
