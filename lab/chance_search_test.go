package lab

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/trace"
)

// stones_dice searched by expectiminimax, plain and with Star1 (bounds() its bounds),
// to the end and at a depth, in both languages, from positions after a few moves:
// the value to the end is the brute force's from the rules, exactly (the trace's
// value over its scale), and Star1 never changes it.
func TestChanceDiceSearched(t *testing.T) {
	t.Parallel()
	positions := []string{"", "roll", "take 1", "take 2, roll", "roll, takes 2", "take 1, take 1, roll, takes 3"}
	for _, lang := range []Lang{Starlark, JavaScript} {
		t.Run(string(lang), func(t *testing.T) {
			t.Parallel()
			p := loadExampleLang(t, lang, "stones_dice", KindGame)
			be := NewLocalGame(p)
			for _, pos := range positions {
				s := diceState{diceN, 0, false, true}
				for _, name := range SplitPosition(pos) {
					s = diceNext(s, name)
				}
				want := diceValue(s)
				for _, opt := range []trace.Options{
					{Algorithm: trace.Expectiminimax},
					{Algorithm: trace.Expectiminimax, Star1: true},
					{Algorithm: trace.Expectiminimax, Record: true},
				} {
					g, err := NewGame(be, pos)
					require.NoError(t, err, pos)
					tr, err := trace.Search(g, opt)
					require.NoError(t, err, "%s %+v", pos, opt)
					got := big.NewRat(int64(tr.Value), tr.ValueScale())
					assert.Equal(t, want.RatString(), got.RatString(), "%q %+v", pos, opt)
					assert.Equal(t, diceScale(s), tr.ValueScale(), "%q", pos)
				}
				// at a depth the scale is the depth's, and Star1 agrees with the plain search
				for depth := 1; depth <= 3; depth++ {
					var values []int
					var scales []int64
					for _, star1 := range []bool{false, true} {
						g, err := NewGame(be, pos)
						require.NoError(t, err, pos)
						tr, err := trace.Search(g, trace.Options{Algorithm: trace.Expectiminimax, Depth: depth, Star1: star1})
						require.NoError(t, err, "%q depth %d", pos, depth)
						values, scales = append(values, tr.Value), append(scales, tr.ValueScale())
					}
					assert.Equal(t, values[0], values[1], "%q depth %d: Star1", pos, depth)
					assert.Equal(t, scales[0], scales[1])
					assert.LessOrEqual(t, scales[0], diceScale(s), "%q depth %d", pos, depth)
				}
			}
		})
	}
}
