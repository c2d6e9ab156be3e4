package games

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func coinParse(t *testing.T, pos string) *Coin {
	t.Helper()
	g, err := ParseCoin(pos, Options{})
	require.NoError(t, err, "position %q", pos)
	return g
}

func TestCoinParse(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, pos, want string
		remaining       int
		atChance        bool
	}{
		{"empty is 5", "", "5", 5, true},
		{"blank is 5", " \t", "5", 5, true},
		{"number", "12", "12", 12, true},
		{"spaces", " 7\n", "7", 7, true},
		{"leading zeros", "007", "7", 7, true},
		{"zero: over", "0", "0", 0, false},
		{"largest", "16", "16", 16, true},
		{"heads", "5h", "5h", 5, false},
		{"tails", "5t", "5t", 5, false},
		{"upper case", "5H", "5h", 5, false},
		{"space before the side", "3 t", "3t", 3, false},
		{"heads in words", "4 heads", "4h", 4, false},
		{"cara", "4cara", "4h", 4, false},
		{"cruz", "4 CRUZ", "4t", 4, false},
		{"tails in words", "9 Tails ", "9t", 9, false},
		{"one stone, tossed", "1h", "1h", 1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			g := coinParse(t, tt.pos)
			assert.Equal(t, tt.remaining, g.Remaining())
			assert.Equal(t, tt.want, g.Position())
			assert.Equal(t, []string{tt.want}, g.Board())
			assert.Equal(t, tt.atChance, g.AtChance())
			assert.True(t, g.MaxToMove(), "MAX moves first")
			again := coinParse(t, g.Position())
			assert.Equal(t, g.Key(), again.Key())
			assert.Equal(t, g.Position(), again.Position())
		})
	}
}

func TestCoinParseErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, pos string
		offset    int
		code, msg string
	}{
		{"letters", "five", 0, "coin.bad_char", `bad character 'f'`},
		{"negative", "-3", 0, "coin.bad_char", `bad character '-'`},
		{"side alone", " h", 1, "coin.bad_char", `bad character 'h'`},
		{"too many", "17", -1, "coin.count_range", "17 stones: the pile holds 0 to 16"},
		{"far too many", "99999999999999999999999h", -1, "coin.count_range", "99999999999999999999999 stones"},
		{"unknown side", "5x", 1, "coin.bad_side", `"x" is not a side of the coin`},
		{"Spanish initial c is not read", "5c", 1, "coin.bad_side", `"c" is not a side`},
		{"two numbers", "5 5", 2, "coin.bad_side", `"5" is not a side`},
		{"something after the side", "5h2", 1, "coin.bad_side", `"h2" is not a side`},
		{"tossed with no stone", "0t", 1, "coin.tossed_over", "no stone is left"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			g, err := ParseCoin(tt.pos, Options{})
			assert.Nil(t, g)
			requireParseError(t, err, "coin", tt.pos, tt.offset, tt.msg)
			assert.Equal(t, tt.code, err.(*ParseError).Code())
		})
	}
	for _, opt := range []struct {
		opt  Options
		code string
	}{
		{Options{Takes: []int{1, 2}}, "game.no_takes"},
		{Options{RootMin: true}, "game.no_root_min"},
		{Options{Eval: "course"}, "game.no_eval"},
	} {
		g, err := New("coin", "5", opt.opt)
		assert.Nil(t, g)
		assert.ErrorContains(t, err, "coin", opt.code)
	}
	g, err := New("coin", "x", Options{})
	assert.Nil(t, g, "no typed nil inside the interface")
	assert.Error(t, err)
	g, err = New("coin", "", Options{})
	require.NoError(t, err)
	assert.Equal(t, "5", g.Position())
}

// The rules: a toss offers heads and tails, heads then 1 stone, tails 1 to 3,
// never more than are left; the sides alternate over the takes only.
func TestCoinMoves(t *testing.T) {
	t.Parallel()
	tests := []struct {
		pos  string
		want []string
	}{
		{"5", []string{"H", "T"}},
		{"1", []string{"H", "T"}},
		{"5h", []string{"1"}},
		{"2h", []string{"1"}},
		{"5t", []string{"1", "2", "3"}},
		{"2t", []string{"1", "2"}},
		{"1t", []string{"1"}},
		{"1h", []string{"1"}},
		{"0", nil},
	}
	for _, tt := range tests {
		t.Run(tt.pos, func(t *testing.T) {
			t.Parallel()
			g := coinParse(t, tt.pos)
			var got []string
			for _, m := range g.Moves(nil) {
				got = append(got, g.MoveName(m))
				back, ok := g.ParseMove(g.MoveName(m))
				assert.True(t, ok)
				assert.Equal(t, m, back)
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestCoinPlayAndUndo(t *testing.T) {
	t.Parallel()
	g := coinParse(t, "4")
	type seen struct {
		pos       string
		key       uint64
		chance    bool
		maxToMove bool
	}
	look := func() seen { return seen{g.Position(), g.Key(), g.AtChance(), g.MaxToMove()} }
	line := []Move{CoinTails, 3, CoinHeads, 1}
	want := []seen{
		{"4", 0, true, true},
		{"4t", 0, false, true},
		{"1", 0, true, false}, // MIN's turn: its toss
		{"1h", 0, false, false},
		{"0", 0, false, true},
	}
	var keys []uint64
	history := []seen{look()}
	for _, m := range line {
		g.Play(m)
		history = append(history, look())
	}
	for i, h := range history {
		assert.Equal(t, want[i].pos, h.pos, "after %d moves", i)
		assert.Equal(t, want[i].chance, h.chance, "after %d moves", i)
		assert.Equal(t, want[i].maxToMove, h.maxToMove, "after %d moves", i)
		assert.NotContains(t, keys, h.key, "keys differ along a line")
		keys = append(keys, h.key)
	}
	over, score := g.Result()
	assert.True(t, over)
	assert.Equal(t, -(4 + 1 - 2), score, "MAX to move lost after 2 takes")
	for i := len(line) - 1; i >= 0; i-- {
		g.Undo(line[i])
		assert.Equal(t, history[i], look(), "undo back to %d moves", i)
	}
}

func TestCoinResult(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		pos   string
		line  []Move
		score int
	}{
		{"MAX takes all at once", "3", []Move{CoinTails, 3}, -(3 + 1 - 1)},
		{"one stone a turn", "3", []Move{CoinHeads, 1, CoinHeads, 1, CoinTails, 1}, -(3 + 1 - 3)},
		{"heads: one stone only", "2", []Move{CoinHeads, 1, CoinTails, 1}, -(2 + 1 - 2)},
		{"the root already tossed", "2t", []Move{2}, -(2 + 1 - 1)},
		{"empty at parse", "0", nil, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			g := coinParse(t, tt.pos)
			for _, m := range tt.line {
				over, _ := g.Result()
				require.False(t, over)
				g.Play(m)
			}
			checkResult(t, g, true, tt.score)
			assert.Zero(t, g.Evaluate())
		})
	}
}

func TestCoinParseMove(t *testing.T) {
	t.Parallel()
	toss, tails, heads := coinParse(t, "3"), coinParse(t, "3t"), coinParse(t, "3h")
	tests := []struct {
		g    *Coin
		in   string
		want Move
		ok   bool
	}{
		{toss, "h", CoinHeads, true}, {toss, " Heads", CoinHeads, true}, {toss, "cara", CoinHeads, true},
		{toss, "T", CoinTails, true}, {toss, "tails", CoinTails, true}, {toss, "Cruz", CoinTails, true},
		{toss, "1", 0, false}, {toss, "edge", 0, false},
		{tails, "3", 3, true}, {tails, "take 2", 2, true}, {tails, "quita 1", 1, true},
		{tails, "4", 0, false}, {tails, "0", 0, false}, {tails, "h", 0, false},
		{heads, "1", 1, true}, {heads, "take 1", 1, true}, {heads, "2", 0, false},
		{coinParse(t, "0"), "h", 0, false},
	}
	for _, tt := range tests {
		got, ok := tt.g.ParseMove(tt.in)
		assert.Equal(t, tt.ok, ok, "%s: %q", tt.g.Position(), tt.in)
		assert.Equal(t, tt.want, got, "%s: %q", tt.g.Position(), tt.in)
	}
}

func TestCoinClone(t *testing.T) {
	t.Parallel()
	g := coinParse(t, "6")
	g.Play(CoinTails)
	c := g.Clone()
	g.Play(2)
	assert.Equal(t, "6t", c.Position())
	c.Play(3)
	c.Undo(3)
	assert.Equal(t, "6t", c.Position())
	assert.Equal(t, "4", g.Position())
}

func TestCoinChance(t *testing.T) {
	t.Parallel()
	tests := []struct {
		pos       string
		hasChance bool
		scale     int64
		maxPlies  int
		lo, hi    int
		why       string
	}{
		{"5", true, 32, 10, -4, 3, "the fastest end is 2 takes (MIN wins, -4), then 3 (+3)"},
		{"5h", true, 16, 9, -2, 3, "heads: 1 stone, then 4 need 2 more takes or more: +3 after 3 takes, -2 after 4"},
		{"5t", true, 16, 9, -4, 3, "5 needs 2 takes even on tails"},
		{"3", true, 8, 6, -2, 3, "+3 at once (tails), -2 after 2 takes"},
		{"3h", true, 4, 5, -2, 1, "heads: 1 stone, then 2 left: -2 at the 2nd take, +1 at the 3rd"},
		{"1", true, 2, 2, 0, 1, "0 is Evaluate's"},
		{"2h", true, 2, 3, -1, 0, "heads: 1 stone, then MIN takes the last (-1); 0 is Evaluate's"},
		{"1h", false, 1, 1, 0, 1, "one take, no toss after it"},
		{"0", false, 1, 0, -1, 0, "over: MAX has lost"},
		{"16", true, 1 << 16, 32, -11, 10, "16 stones need 6 takes at the fastest: -(17 - 6)"},
	}
	for _, tt := range tests {
		t.Run(tt.pos, func(t *testing.T) {
			t.Parallel()
			g := coinParse(t, tt.pos)
			assert.Equal(t, tt.hasChance, g.HasChance())
			assert.Equal(t, tt.scale, g.ValueScale())
			assert.LessOrEqual(t, g.ValueScale(), int64(MaxValueScale))
			assert.Equal(t, tt.maxPlies, g.MaxPlies())
			lo, hi := g.ValueBounds()
			assert.Equal(t, [2]int{tt.lo, tt.hi}, [2]int{lo, hi}, tt.why)
			assert.Equal(t, Probability{1, 2}, g.Probability(CoinHeads))
			assert.Equal(t, "1/2", g.Probability(CoinTails).String())
		})
	}
}
