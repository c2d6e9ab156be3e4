package trace_test

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/trace"
)

// TestLiftIsTheSameForEveryAlgorithm: one position searched to one depth has one root
// value, written one way, whatever the algorithm, the move ordering, the table and
// fail-soft or fail-hard. Found by FuzzSearchAgrees: a depth-limited search lifts wins
// above the static evaluations (games.WinBase + score) and takes the lift off again
// only when it met no position at the depth limit; alpha-beta's cuts can avoid every
// such position where minimax meets one, so the same win was printed "win 3"
// (minimax, 1099511627779) or "3" (alpha-beta with ordering):
//
//	gametree trace --game stones --position 3 --depth 2 --algo minimax
//	gametree trace --game stones --position 3 --depth 2 --algo alphabeta --order
func TestLiftIsTheSameForEveryAlgorithm(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		position string
		depth    int
	}{
		{"3", 2},
		{"5", 4}, // the fuzzer's case
		{"7", 3},
	} {
		newStones := func() trace.Game {
			g, err := games.New("stones", c.position, games.Options{})
			require.NoError(t, err)
			return g.(trace.Game)
		}
		minimax, err := trace.Search(newStones(), trace.Options{Algorithm: trace.Minimax, Depth: c.depth})
		require.NoError(t, err)
		require.True(t, minimax.HasValue)
		// the searches by the root value they print
		byValue := map[string][]string{}
		for _, a := range trace.ExactAlgorithms {
			for _, order := range []bool{false, true} {
				for _, tt := range []trace.TTMode{trace.TTOff, trace.TTBounds} {
					for _, hard := range []bool{false, true} {
						for _, record := range []bool{false, true} {
							o := trace.Options{Algorithm: a, Depth: c.depth, Order: order, TT: tt, FailHard: hard, Record: record}
							tr, err := trace.Search(newStones(), o)
							require.NoError(t, err)
							v := fmt.Sprintf("%s (%d)", trace.FormatValue(tr.Value), tr.Value)
							byValue[v] = append(byValue[v], fmt.Sprintf("%s order=%v tt=%v hard=%v record=%v", a, order, tt == trace.TTBounds, hard, record))
						}
					}
				}
			}
		}
		if len(byValue) != 1 {
			t.Errorf("stones %s depth %d: minimax's root value is %s (%d); the searches by root value:\n%s",
				c.position, c.depth, trace.FormatValue(minimax.Value), minimax.Value, listByValue(byValue))
		}
	}
}

func listByValue(m map[string][]string) string {
	var b strings.Builder
	for _, v := range slices.Sorted(maps.Keys(m)) {
		fmt.Fprintf(&b, "%s: %d searches, e.g. %s\n", v, len(m[v]), m[v][0])
	}
	return b.String()
}
