package trace

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Values writes expectiminimax's options, and Set reads them back.
func TestParamsValuesChance(t *testing.T) {
	t.Parallel()
	p := Params{Game: "tree", Position: "A(?(1/2: B(3,5), 1/2: C(2,9)))",
		Options: Options{Algorithm: Expectiminimax, Star1: true, ChanceLow: -2, ChanceHigh: 9, NegamaxForm: true}}
	v := p.Values()
	assert.Equal(t, "true", v["star1"])
	assert.Equal(t, "-2,9", v["chance-bounds"])
	assert.Equal(t, "true", v["negamax-form"])
	var back Params
	for k, x := range v {
		require.NoError(t, back.Set(k, x), k)
	}
	assert.Equal(t, p.Options.Star1, back.Options.Star1)
	assert.Equal(t, [2]int{-2, 9}, [2]int{back.Options.ChanceLow, back.Options.ChanceHigh})
	assert.True(t, back.Options.NegamaxForm)
	plain := Params{Game: "tree", Position: "(3,5)", Options: Options{Algorithm: AlphaBeta, Star1: true}}
	assert.NotContains(t, plain.Values(), "star1", "only expectiminimax's")
}
