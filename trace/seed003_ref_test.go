package trace_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/internal/testsize"
	"github.com/gametree/gametree/trace"
)

// The course's C++ of practical 003 (seed 003), line for line, with C++'s int: INT_MIN
// and INT_MAX are int32's, and negating INT_MIN wraps to INT_MIN as it does on the
// machines the course runs on (C++ calls it undefined).
const (
	intMin = math.MinInt32
	intMax = math.MaxInt32
)

// alfabeta003 is the seed's alfabeta (the page's "Course: alfabeta (practical 003)"):
//
//	if (esMax) {
//	    int maxEval = INT_MIN;
//	    for (Estado& hijo : estado.generarMovimientos()) {
//	        int eval = alfabeta(hijo, profundidad - 1, alfa, beta, false);
//	        maxEval = max(maxEval, eval);
//	        alfa = max(alfa, eval);
//	        if (beta <= alfa) break;  // Poda beta
//	    }
//	    return maxEval;
//	} else { ... minEval, beta = min(beta, eval) ... }
func alfabeta003(n *refTree, alfa, beta int32, esMax bool, seen refResult) int32 {
	v := alfabeta003Body(n, alfa, beta, esMax, seen)
	seen[n] = int(v)
	return v
}

func alfabeta003Body(n *refTree, alfa, beta int32, esMax bool, seen refResult) int32 {
	if n.kids == nil {
		return int32(n.value)
	}
	if esMax {
		maxEval := int32(intMin)
		for _, hijo := range n.kids {
			eval := alfabeta003(hijo, alfa, beta, false, seen)
			maxEval = max(maxEval, eval)
			alfa = max(alfa, eval)
			if beta <= alfa {
				break
			}
		}
		return maxEval
	}
	minEval := int32(intMax)
	for _, hijo := range n.kids {
		eval := alfabeta003(hijo, alfa, beta, true, seen)
		minEval = min(minEval, eval)
		beta = min(beta, eval)
		if beta <= alfa {
			break
		}
	}
	return minEval
}

// negamax003 is the seed's negamax:
//
//	if (profundidad == 0 || estado.esTerminal()) return color * estado.evaluar();
//	int maxEval = INT_MIN;
//	for (Estado& hijo : estado.generarMovimientos()) {
//	    int eval = -negamax(hijo, profundidad - 1, -beta, -alfa, -color);
//	    maxEval = max(maxEval, eval);
//	    alfa = max(alfa, eval);
//	    if (alfa >= beta) break;
//	}
//	return maxEval;
//
// with int32's wrap (-INT_MIN is INT_MIN) when wrap is set, else with the bounds
// meant: -INT_MIN is INT_MAX+1, above every value. seen keeps MAX's view.
func negamax003(n *refTree, alfa, beta int64, color int64, wrap bool, seen refResult) int64 {
	v := negamax003Body(n, alfa, beta, color, wrap, seen)
	seen[n] = int(v * color)
	return v
}

func negamax003Body(n *refTree, alfa, beta int64, color int64, wrap bool, seen refResult) int64 {
	if n.kids == nil {
		return color * int64(n.value)
	}
	neg := func(x int64) int64 {
		if wrap {
			return int64(-int32(x))
		}
		return -x
	}
	maxEval := int64(intMin)
	for _, hijo := range n.kids {
		eval := -negamax003(hijo, neg(beta), neg(alfa), -color, wrap, seen)
		maxEval = max(maxEval, eval)
		alfa = max(alfa, eval)
		if alfa >= beta {
			break
		}
	}
	return maxEval
}

// TestSeed003IsFailSoft compares seed 003's alfabeta and negamax, written out above,
// with trace's searches node by node (the value every searched node returns, the
// nodes pruned), MAX and MIN roots, on hundreds of random trees: they are fail-soft
// alpha-beta, the default options (neither FailHard nor FailCourse), exactly; fail-hard
// and the course's variant differ somewhere, so the comparison can fail. The seed's
// negamax as C++ runs it (-INT_MIN wrapping) differs from every option on some trees:
// the first child of the root is searched with an empty window.
func TestSeed003IsFailSoft(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(28, 3))
	differHard, differCourse, differWrap, nodes := 0, 0, 0, 0
	for i := range testsize.Count(400, 3000) {
		tree := randomRefTree(rng, 2+i%4, 2+i%3)
		if tree.kids == nil {
			continue
		}
		pos := tree.String()
		for _, rootMin := range []bool{false, true} {
			color := int64(1)
			if rootMin {
				color = -1
			}
			// the seed's usage: alfabeta(estadoInicial, maxProfundidad, INT_MIN, INT_MAX, true)
			// and negamax(estado, prof, INT_MIN, INT_MAX, 1), the root's side its own
			refs := map[trace.Algorithm]refResult{trace.AlphaBeta: {}, trace.NegamaxAlphaBeta: {}}
			alfabeta003(tree, intMin, intMax, !rootMin, refs[trace.AlphaBeta])
			negamax003(tree, intMin, intMax, color, false, refs[trace.NegamaxAlphaBeta])
			wrapped := refResult{}
			negamax003(tree, intMin, intMax, color, true, wrapped)
			for algo, seen := range refs {
				nodes += len(seen)
				where := fmt.Sprintf("%s root-min=%v %s", pos, rootMin, algo)
				run := func(o trace.Options) *trace.Trace {
					o.Algorithm, o.Record = algo, true
					return search(t, newGame(t, "tree", pos, games.Options{RootMin: rootMin}), o)
				}
				soft := run(trace.Options{})
				require.Empty(t, compareWithReference(soft, soft.Children(), tree, 0, seen, "root"), where)
				require.Equal(t, seen[tree], soft.Value, where)
				if hard := run(trace.Options{FailHard: true}); compareWithReference(hard, hard.Children(), tree, 0, seen, "root") != "" {
					differHard++
				}
				if course := run(trace.Options{FailCourse: true}); compareWithReference(course, course.Children(), tree, 0, seen, "root") != "" {
					differCourse++
				}
				if algo == trace.NegamaxAlphaBeta && compareWithReference(soft, soft.Children(), tree, 0, wrapped, "root") != "" {
					differWrap++
				}
			}
		}
	}
	t.Logf("%d searched nodes compared; fail-hard differs on %d searches, fail-course on %d; the negamax with -INT_MIN wrapping on %d", nodes, differHard, differCourse, differWrap)
	require.Positive(t, differHard, "fail-hard never differs: the comparison shows nothing")
	require.Positive(t, differCourse, "fail-course never differs: the comparison shows nothing")
	require.Positive(t, differWrap, "the wrapped negamax never differs: the page's note says it does")
}
