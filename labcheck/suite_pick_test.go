package labcheck

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/trace"
)

// pick runs TestPickSuite: go test ./labcheck -run TestPickSuite -pick -v. It is how
// the default set was chosen; its output is frozen in suiteTrees by hand.
var pick = flag.Bool("pick", false, "choose the default check set greedily from candidate trees and print it")

// candidate is a tree the picker may choose.
type candidate struct {
	tree    string
	rootMin bool
	size    int
}

// randomShape writes a random tree: inner nodes with 2 to 4 children (uneven), leaves
// from depth 2 on, at most depth 5, values in [-lo, hi] (small: ties are common).
func randomShape(r *rand.Rand, depth, maxDepth, lo, hi int) (string, int) {
	if depth >= maxDepth || depth >= 2 && r.IntN(4) == 0 {
		return strconv.Itoa(r.IntN(lo+hi+1) - lo), 1
	}
	n := 2 + r.IntN(3)
	parts := make([]string, n)
	size := 1
	for i := range parts {
		s, k := randomShape(r, depth+1, maxDepth, lo, hi)
		parts[i], size = s, size+k
	}
	return "(" + strings.Join(parts, ",") + ")", size
}

// candidateTrees are the hand-written trees of the set (suiteTrees), the textbook's, and
// random ones of depth 3 to 5, MAX and MIN at the root.
func candidateTrees() []candidate {
	cs := []candidate{{"textbook", false, 10}, {"figure-5.2", false, 13}}
	for _, st := range suiteTrees {
		cs = append(cs, candidate{st.Tree, st.RootMin, 0})
	}
	r := rand.New(rand.NewPCG(27, 4))
	for i := range 300 {
		s, _ := randomShape(r, 0, 3+i%3, 4, 6)
		cs = append(cs, candidate{s, i%2 == 1, 0})
	}
	for i := 2; i < len(cs); i++ {
		cs[i].size = strings.Count(cs[i].tree, ",") + strings.Count(cs[i].tree, "(") + 1
	}
	return cs
}

func TestPickSuite(t *testing.T) {
	if !*pick {
		t.Skip("-pick chooses the set")
	}
	ws := wrongSearches()
	cs := candidateTrees()
	catches := make([][]bool, len(cs)) // catches[c][w]
	for c, cand := range cs {
		catches[c] = make([]bool, len(ws))
		for w, ws := range ws {
			p := trace.Params{Game: "tree", Position: cand.tree, RootMin: cand.rootMin, Options: trace.Options{Algorithm: ws.algo}}
			rep, err := Check(ws.src, p, lab.Limits{})
			catches[c][w] = err != nil || !rep.OK
		}
	}
	// the textbook's two trees first: a student knows them, and they are the smallest
	covered := make([]bool, len(ws))
	chosen := []int{0, 1}
	for _, c := range chosen {
		for w := range ws {
			covered[w] = covered[w] || catches[c][w]
		}
	}
	for {
		best, gain := -1, 0
		for c := range cs {
			g := 0
			for w := range ws {
				if catches[c][w] && !covered[w] {
					g++
				}
			}
			// the most new catches per node, the smaller tree on a tie
			if g > 0 && (best < 0 || g*cs[best].size > gain*cs[c].size) {
				best, gain = c, g
			}
		}
		if best < 0 {
			break
		}
		chosen = append(chosen, best)
		for w := range ws {
			covered[w] = covered[w] || catches[best][w]
		}
	}
	slices.SortFunc(chosen, func(a, b int) int { return cs[a].size - cs[b].size })
	// each tree with the mistakes it is the first (smallest) to show
	first := make([]bool, len(ws))
	for _, c := range chosen {
		var names []string
		n := 0
		for w := range ws {
			if catches[c][w] {
				n++
				if !first[w] {
					first[w] = true
					names = append(names, ws[w].name)
				}
			}
		}
		fmt.Printf("%q root-min=%v size=%d catches %d, first: %s\n\n", cs[c].tree, cs[c].rootMin, cs[c].size, n, strings.Join(names, "; "))
	}
	for w := range ws {
		if !covered[w] {
			fmt.Printf("NEVER CAUGHT: %s\n", ws[w].name)
		}
	}
	require.NotEmpty(t, chosen)
}
