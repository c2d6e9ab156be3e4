package trace

import (
	"math/big"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
)

// coinExact is the coin game's exact value by plain recursion over its rules (no
// games.Game): n0 stones at the start, left left after takes takes; the coin of the
// turn not yet tossed (most 0), or shown (most: 1 heads, 3 tails). MAX's view; the
// side to move with no stone left has lost by n0 + 1 - takes.
func coinExact(n0, left, takes, most int) *big.Rat {
	if most == 0 {
		if left == 0 {
			s := int64(n0 + 1 - takes)
			if takes%2 == 0 {
				s = -s
			}
			return big.NewRat(s, 1)
		}
		v := new(big.Rat).Add(coinExact(n0, left, takes, 1), coinExact(n0, left, takes, 3))
		return v.Mul(v, big.NewRat(1, 2))
	}
	var best *big.Rat
	for k := 1; k <= most && k <= left; k++ {
		v := coinExact(n0, left-k, takes+1, 0)
		if best == nil || (takes%2 == 0) == (v.Cmp(best) > 0) {
			best = v
		}
	}
	return best
}

// Expectiminimax, plain and with Star1, in MAX/MIN form and in negamax form, finds the
// coin game's exact value for every pile 1..8, the coin untossed or shown: Value /
// Scale is the brute force's.
func TestExpectiminimaxCoinGame(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 8; n++ {
		for side, most := range map[string]int{"": 0, "h": 1, "t": 3} {
			pos := strconv.Itoa(n) + side
			want := coinExact(n, n, 0, most)
			for _, opt := range []Options{{}, {Star1: true}, {NegamaxForm: true}, {Star1: true, NegamaxForm: true}} {
				opt.Algorithm = Expectiminimax
				t.Run(pos+"/star1="+strconv.FormatBool(opt.Star1)+"/negamax="+strconv.FormatBool(opt.NegamaxForm), func(t *testing.T) {
					t.Parallel()
					g, err := games.New("coin", pos, games.Options{})
					require.NoError(t, err)
					tr, err := Search(g, opt)
					require.NoError(t, err)
					require.True(t, tr.Complete)
					got := big.NewRat(int64(tr.Value), tr.ValueScale())
					assert.Equal(t, want.RatString(), got.RatString(), "value %d / scale %d", tr.Value, tr.ValueScale())
				})
			}
		}
	}
}

// Star1 prunes on the coin game with its own bounds (ValueBounds) and never searches
// more: pile 3 has nothing to cut, 5 and 8 have (8: 4,079 nodes plain, 3,672 with
// Star1, 48 cutoffs).
func TestStar1PrunesTheCoinGame(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		pos  string
		cuts bool
	}{{"3", false}, {"5", true}, {"8", true}, {"8h", true}, {"8t", true}} {
		t.Run(tc.pos, func(t *testing.T) {
			t.Parallel()
			var nodes [2]int64
			var values [2]int
			for i, star1 := range []bool{false, true} {
				g, err := games.New("coin", tc.pos, games.Options{})
				require.NoError(t, err)
				tr, err := Search(g, Options{Algorithm: Expectiminimax, Star1: star1})
				require.NoError(t, err)
				nodes[i], values[i] = tr.Stats.Nodes, tr.Value
				if star1 {
					assert.Equal(t, tc.cuts, tr.Stats.Cutoffs > 0, "cutoffs: %d", tr.Stats.Cutoffs)
				}
			}
			assert.Equal(t, values[0], values[1])
			if tc.cuts {
				assert.Less(t, nodes[1], nodes[0])
			} else {
				assert.Equal(t, nodes[0], nodes[1])
			}
		})
	}
}
