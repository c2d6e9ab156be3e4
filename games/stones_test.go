package games

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func stonesParse(t *testing.T, pos string, takes []int) *Stones {
	t.Helper()
	g, err := ParseStones(pos, Options{Takes: takes})
	require.NoError(t, err, "position %q, takes %v", pos, takes)
	return g
}

func TestStonesParse(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, pos string
		takes     []int
		remaining int
		wantTakes []int
	}{
		{"empty is 10", "", nil, 10, []int{1, 2, 3}},
		{"blank is 10", "  ", nil, 10, []int{1, 2, 3}},
		{"number", "21", nil, 21, []int{1, 2, 3}},
		{"spaces", " 7\n", nil, 7, []int{1, 2, 3}},
		{"zero", "0", nil, 0, []int{1, 2, 3}},
		{"leading zeros", "007", nil, 7, []int{1, 2, 3}},
		{"largest", "10000", nil, 10000, []int{1, 2, 3}},
		{"takes sorted", "15", []int{4, 1, 3}, 15, []int{1, 3, 4}},
		{"one take", "5", []int{2}, 5, []int{2}},
		{"take 20", "5", []int{20}, 5, []int{20}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			g := stonesParse(t, tt.pos, tt.takes)
			assert.Equal(t, tt.remaining, g.Remaining())
			assert.Equal(t, tt.wantTakes, g.Takes())
			assert.Equal(t, []string{g.Position()}, g.Board())
			again := stonesParse(t, g.Position(), tt.takes)
			assert.Equal(t, g.Key(), again.Key())
		})
	}
}

func TestStonesTakesIsACopy(t *testing.T) {
	t.Parallel()
	in := []int{3, 1}
	g := stonesParse(t, "9", in)
	assert.Equal(t, []int{3, 1}, in, "the caller's slice is not sorted in place")
	g.Takes()[0] = 99
	assert.Equal(t, []int{1, 3}, g.Takes())
}

func TestStonesParseErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, pos string
		takes     []int
		offset    int
		msg       string
	}{
		{"letters", "ten", nil, 0, `bad character 't'`},
		{"negative", "-3", nil, 0, `bad character '-'`},
		{"inner space", "1 2", nil, 1, `bad character ' '`},
		{"offset after spaces", "  4x", nil, 3, `bad character 'x'`},
		{"too many", "10001", nil, -1, "the pile holds 0 to 10000"},
		{"far too many", "99999999999999999999999", nil, -1, "the pile holds 0 to 10000"},
		{"empty takes", "5", []int{}, -1, "the set of allowed takes is empty"},
		{"take 0", "5", []int{0, 1}, -1, "a take of 0 stones"},
		{"negative take", "5", []int{-1}, -1, "a take of -1 stones"},
		{"take 21", "5", []int{1, 21}, -1, "a take of 21 stones"},
		{"duplicate take", "5", []int{2, 1, 2}, -1, "the take 2 is listed twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			g, err := ParseStones(tt.pos, Options{Takes: tt.takes})
			assert.Nil(t, g)
			requireParseError(t, err, "stones", tt.pos, tt.offset, tt.msg)
		})
	}
}

func TestStonesNew(t *testing.T) {
	t.Parallel()
	g, err := NewStones(12, []int{1, 4})
	require.NoError(t, err)
	assert.Equal(t, 12, g.Remaining())
	assert.Equal(t, []int{1, 4}, g.Takes())
	_, err = NewStones(-1, nil)
	assert.Error(t, err)
	_, err = NewStones(10001, nil)
	assert.Error(t, err)
	_, err = NewStones(5, []int{0})
	assert.Error(t, err)

	gg, err := New("stones", "", Options{})
	require.NoError(t, err)
	require.IsType(t, &Stones{}, gg)
	assert.Equal(t, "10", gg.Position())
	gg, err = New("stones", "x", Options{})
	assert.Nil(t, gg, "no typed nil inside the interface")
	assert.Error(t, err)
}

func TestStonesMoves(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, pos string
		takes     []int
		want      []Move
	}{
		{"plenty", "10", nil, []Move{1, 2, 3}},
		{"two left", "2", nil, []Move{1, 2}},
		{"one left", "1", nil, []Move{1}},
		{"none left", "0", nil, nil},
		{"custom takes", "5", []int{5, 2, 7}, []Move{2, 5}},
		{"fewer than the smallest take", "1", []int{2, 3}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			g := stonesParse(t, tt.pos, tt.takes)
			var buf [20]Move
			got := g.Moves(buf[:0])
			if tt.want == nil {
				assert.Empty(t, got)
			} else {
				assert.Equal(t, tt.want, got)
			}
		})
	}
}

func TestStonesPlayUndoResult(t *testing.T) {
	t.Parallel()
	g := stonesParse(t, "5", nil)
	over, _ := g.Result()
	assert.False(t, over)
	assert.Equal(t, 0, g.Evaluate())

	g.Play(3)
	assert.Equal(t, 2, g.Remaining())
	assert.Equal(t, "2", g.Position())
	g.Play(2)
	over, score := g.Result()
	require.True(t, over, "no stones left")
	// The side to move lost after 2 plies: -(5 + 1 - 2).
	assert.Equal(t, -4, score)
	g.Undo(2)
	g.Undo(3)
	assert.Equal(t, 5, g.Remaining())
	assert.Equal(t, stonesParse(t, "5", nil).Key(), g.Key())

	// A slower win is worth less: five plies of one stone.
	for range 5 {
		g.Play(1)
	}
	over, score = g.Result()
	require.True(t, over)
	assert.Equal(t, -1, score)

	// Stones left but fewer than the smallest take: over.
	g = stonesParse(t, "3", []int{2})
	g.Play(2)
	over, score = g.Result()
	require.True(t, over)
	assert.Equal(t, -(3 + 1 - 1), score)

	// Zero stones at the start: the side to move has already lost.
	over, score = stonesParse(t, "0", nil).Result()
	assert.True(t, over)
	assert.Equal(t, -1, score)
}

// stonesValue solves the game by plain negamax.
func stonesValue(g *Stones) int {
	if over, score := g.Result(); over {
		return score
	}
	best := -1 << 30
	for _, m := range g.Moves(nil) {
		g.Play(m)
		if v := -stonesValue(g); v > best {
			best = v
		}
		g.Undo(m)
	}
	return best
}

func TestStonesSolved(t *testing.T) {
	t.Parallel()
	// With takes 1-3 the side to move loses exactly when n is a multiple of 4.
	for n := 0; n <= 13; n++ {
		g, err := NewStones(n, nil)
		require.NoError(t, err)
		v := stonesValue(g)
		assert.Equal(t, n%4 != 0, v > 0, "n=%d value %d", n, v)
		assert.NotZero(t, v, "no draws")
	}
}

func TestStonesKeysAndNames(t *testing.T) {
	t.Parallel()
	a := stonesParse(t, "10", nil)
	b := stonesParse(t, "10", nil)
	a.Play(1)
	a.Play(2) // 7 left after 2 plies
	b.Play(3) // 7 left after 1 ply
	assert.Equal(t, a.Remaining(), b.Remaining())
	assert.NotEqual(t, a.Key(), b.Key(), "the plies are part of the key")
	assert.Equal(t, uint64(7)<<32|2, a.Key())
	assert.Equal(t, "take 2", a.MoveName(2))
	assert.Equal(t, "take 13", a.MoveName(13))
	var _ MoveParser = a
	for _, tc := range []struct {
		in   string
		want Move
		ok   bool
	}{
		{"take 2", 2, true}, {"Take 3", 3, true}, {"quita 1", 1, true}, {"2", 2, true}, {"-2", 2, true},
		{" take  1 ", 1, true}, {"take 4", 0, false}, {"take", 0, false}, {"0", 0, false}, {"x", 0, false},
	} {
		m, ok := a.ParseMove(tc.in)
		assert.Equal(t, tc.ok, ok, tc.in)
		if tc.ok {
			assert.Equal(t, tc.want, m, tc.in)
		}
	}
	assert.Equal(t, []string{"7"}, a.Board())
	var _ Drawable = a
	var _ Game = a
}

func TestStonesNoAllocs(t *testing.T) {
	g := stonesParse(t, "50", []int{1, 2, 5})
	buf := make([]Move, 0, 3)
	var sink int
	allocs := testing.AllocsPerRun(100, func() {
		for _, m := range g.Moves(buf[:0]) {
			g.Play(m)
			over, score := g.Result()
			sink += score + g.Evaluate() + int(g.Key()&1)
			if over {
				sink++
			}
			g.Undo(m)
		}
	})
	assert.Zero(t, allocs)
	_ = sink
}
