package trace_test

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/internal/testsize"
	"github.com/gametree/gametree/trace"
)

// refTree is an explicit game tree for the course's reference: a leaf has a value
// (MAX's view) and no children.
type refTree struct {
	value int
	kids  []*refTree
}

// randomRefTree builds a tree of the given depth whose nodes have 1 to maxB children
// (a leaf now and then before the bottom) and whose leaves are worth -9..9.
func randomRefTree(rng *rand.Rand, depth, maxB int) *refTree {
	if depth == 0 || (depth < 3 && rng.IntN(7) == 0) {
		return &refTree{value: rng.IntN(19) - 9}
	}
	n := &refTree{}
	for range 1 + rng.IntN(maxB) {
		n.kids = append(n.kids, randomRefTree(rng, depth-1, maxB))
	}
	return n
}

// String writes the tree as the tree game reads it: "((3,5),(2,9))".
func (n *refTree) String() string {
	if n.kids == nil {
		return strconv.Itoa(n.value)
	}
	parts := make([]string, len(n.kids))
	for i, k := range n.kids {
		parts[i] = k.String()
	}
	return "(" + strings.Join(parts, ",") + ")"
}

// refResult is what the reference saw at one searched node: the value it returned,
// in MAX's view.
type refResult map[*refTree]int

// alfaBeta is the course's pseudo-code (seed 002), line for line:
//
//	función alfa-beta(nodo, profundidad, α, β, jugador)
//	    si nodo es un nodo terminal o profundidad = 0
//	        devolver el valor heurístico del nodo
//	    si jugador1
//	        para cada hijo de nodo
//	            α := max(α, alfa-beta(hijo, profundidad-1, α, β, jugador2))
//	            si β ≤ α
//	                romper (* poda β *)
//	        devolver α
//	    si no
//	        para cada hijo de nodo
//	            β := min(β, alfa-beta(hijo, profundidad-1, α, β, jugador1))
//	            si β ≤ α
//	                romper (* poda α *)
//	        devolver β
//
// (no depth limit: the trees are searched whole).
func alfaBeta(n *refTree, alpha, beta int, max bool, seen refResult) int {
	v := alfaBetaBody(n, alpha, beta, max, seen)
	seen[n] = v
	return v
}

func alfaBetaBody(n *refTree, alpha, beta int, max bool, seen refResult) int {
	if n.kids == nil {
		return n.value
	}
	if max {
		for _, hijo := range n.kids {
			alpha = maxInt(alpha, alfaBeta(hijo, alpha, beta, false, seen))
			if beta <= alpha {
				break
			}
		}
		return alpha
	}
	for _, hijo := range n.kids {
		beta = minInt(beta, alfaBeta(hijo, alpha, beta, true, seen))
		if beta <= alpha {
			break
		}
	}
	return beta
}

// negaAlfaBeta is the same search written as negamax, as the course's variant reads
// there: the side to move raises α and returns α. It returns the side to move's view;
// seen keeps MAX's.
func negaAlfaBeta(n *refTree, alpha, beta int, max bool, seen refResult) int {
	v := negaAlfaBetaBody(n, alpha, beta, max, seen)
	if max {
		seen[n] = v
	} else {
		seen[n] = -v
	}
	return v
}

func negaAlfaBetaBody(n *refTree, alpha, beta int, max bool, seen refResult) int {
	if n.kids == nil {
		if max {
			return n.value
		}
		return -n.value
	}
	for _, hijo := range n.kids {
		alpha = maxInt(alpha, -negaAlfaBeta(hijo, -beta, -alpha, !max, seen))
		if beta <= alpha {
			break
		}
	}
	return alpha
}

func maxInt(a, b int) int {
	if a > b {
		return a
	}
	return b
}

func minInt(a, b int) int {
	if a < b {
		return a
	}
	return b
}

// compareWithReference walks the reference tree and the recorded trace together (a
// recorded node's children are in the tree's order) and says where they differ: a
// node searched by one and not the other, or a value returned that differs.
func compareWithReference(tr *trace.Trace, kids trace.Children, n *refTree, id int32, seen refResult, path string) string {
	node := tr.Node(id)
	want, searched := seen[n]
	gotSearched := node.Kind != trace.Pruned
	if searched != gotSearched {
		return fmt.Sprintf("node %s: searched by the reference %v, by trace %v", path, searched, gotSearched)
	}
	if !searched {
		return ""
	}
	if !node.HasValue || node.Value != want {
		return fmt.Sprintf("node %s: the reference returns %d, trace %d (has %v)", path, want, node.Value, node.HasValue)
	}
	got := kids.Of(id)
	if len(n.kids) == 0 {
		if len(got) != 0 {
			return fmt.Sprintf("node %s: a leaf with %d children in the trace", path, len(got))
		}
		return ""
	}
	for i, k := range n.kids {
		if i >= len(got) {
			if _, ok := seen[k]; ok {
				return fmt.Sprintf("node %s: child %d searched by the reference, not recorded", path, i)
			}
			continue
		}
		if d := compareWithReference(tr, kids, k, got[i], seen, path+"."+strconv.Itoa(i)); d != "" {
			return d
		}
	}
	return ""
}

// TestFailCourseMatchesTheSeedsPseudoCode compares trace's FailCourse with the seed's
// pseudo-code written out above, node by node (the value every searched node returns,
// the nodes pruned), for alpha-beta and negamax-alphabeta, MAX and MIN roots, on
// hundreds of random trees; and checks the test can fail: on the same trees fail-soft
// and fail-hard differ from the reference somewhere.
func TestFailCourseMatchesTheSeedsPseudoCode(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(27, 2))
	differSoft, differHard, nodes := 0, 0, 0
	for i := range testsize.Count(400, 3000) {
		tree := randomRefTree(rng, 2+i%4, 2+i%3)
		if tree.kids == nil {
			continue
		}
		pos := tree.String()
		for _, rootMin := range []bool{false, true} {
			for _, algo := range []trace.Algorithm{trace.AlphaBeta, trace.NegamaxAlphaBeta} {
				seen := refResult{}
				if algo == trace.AlphaBeta {
					alfaBeta(tree, -trace.Inf, trace.Inf, !rootMin, seen)
				} else {
					negaAlfaBeta(tree, -trace.Inf, trace.Inf, !rootMin, seen)
				}
				nodes += len(seen)
				where := fmt.Sprintf("%s root-min=%v %s", pos, rootMin, algo)
				g := newGame(t, "tree", pos, games.Options{RootMin: rootMin})
				course := search(t, g, trace.Options{Algorithm: algo, Record: true, FailCourse: true})
				require.Empty(t, compareWithReference(course, course.Children(), tree, 0, seen, "root"), where)
				require.Equal(t, seen[tree], course.Value, where)
				soft := search(t, newGame(t, "tree", pos, games.Options{RootMin: rootMin}), trace.Options{Algorithm: algo, Record: true})
				if compareWithReference(soft, soft.Children(), tree, 0, seen, "root") != "" {
					differSoft++
				}
				hard := search(t, newGame(t, "tree", pos, games.Options{RootMin: rootMin}), trace.Options{Algorithm: algo, Record: true, FailHard: true})
				if compareWithReference(hard, hard.Children(), tree, 0, seen, "root") != "" {
					differHard++
				}
			}
		}
	}
	t.Logf("%d searched nodes compared; fail-soft differs on %d searches, fail-hard on %d", nodes, differSoft, differHard)
	require.Positive(t, differSoft, "fail-soft never differs: the comparison shows nothing")
	require.Positive(t, differHard, "fail-hard never differs: the comparison shows nothing")
}
