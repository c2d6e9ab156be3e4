package games

import (
	"math/bits"
	"math/rand/v2"
	"strings"
)

// RandomChanceTree is RandomTree with chance nodes: the levels alternate between
// decisions and chance, MAX at the root, then chance, MIN, chance, MAX, ... down to
// the leaves at depth depth (the chance levels count in the depth: depth 3 is MAX,
// chance, MIN, leaves). A chance node has branching outcomes; their probabilities
// are drawn, each a whole number of units of 1/4 (branching up to 4), 1/8 (up to 8)
// or 1/16: every outcome gets one unit and the units left go one by one to outcomes
// drawn uniformly. So the denominators are powers of 2 and every probability is an
// exact decimal (1/4 = 0.25, 3/8 = 0.375); they are written as fractions in lowest
// terms. order sorts the decision nodes' children as RandomTree does (by their
// expectiminimax values); the outcomes of a chance node stay as drawn. The same
// arguments give the same tree. As a position text: "random:...,chance=1".
func RandomChanceTree(branching, depth int, minValue, maxValue int, seed int64, order string) (*Tree, error) {
	spec := treeRandomSpec{branching, depth, minValue, maxValue, seed, strings.ToLower(strings.TrimSpace(order)), 1}
	if key, detail := spec.check(); key != "" {
		return nil, &ParseError{Game: "tree", Input: spec.String(), Offset: -1, Detail: detail}
	}
	return spec.build(true), nil
}

// chanceUnits is the number of units a chance node with n outcomes shares out: the
// least power of two that is at least max(n, 4).
func chanceUnits(n int) int {
	if n <= 4 {
		return 4
	}
	return 1 << bits.Len(uint(n-1))
}

// drawProbabilities gives the outcomes kids of a chance node their probabilities.
func drawProbabilities(r *rand.Rand, nodes []rawNode, kids []int32) {
	units := chanceUnits(len(kids))
	counts := make([]int, len(kids))
	for i := range counts {
		counts[i] = 1
	}
	for range units - len(kids) {
		counts[r.IntN(len(kids))]++
	}
	for i, k := range kids {
		num, den := int64(counts[i]), int64(units)
		for num%2 == 0 && den%2 == 0 {
			num, den = num/2, den/2
		}
		p := Probability{num, den}
		nodes[k].prob, nodes[k].probText = p, p.String()
	}
}
