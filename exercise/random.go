package exercise

import (
	"math/rand/v2"
	"strconv"
	"strings"
)

// Level describes the random trees of one level.
type Level struct {
	// Branching is the number of children of an inner node: MinBranching to
	// MaxBranching, drawn for every inner node when they differ.
	MinBranching, MaxBranching int
	// Depth is the depth of every leaf.
	Depth int
	// Leaves are drawn uniformly from MinValue..MaxValue.
	MinValue, MaxValue int
}

// Levels are the five levels of random exercises: binary depth 3, ternary depth 3,
// binary depth 4, mixed 2-3 branching depth 4, ternary depth 4; leaves 0..9 at levels
// 1-3, -9..9 at 4 and 5.
var Levels = [MaxLevel + 1]Level{
	1: {2, 2, 3, 0, 9},
	2: {3, 3, 3, 0, 9},
	3: {2, 2, 4, 0, 9},
	4: {2, 3, 4, -9, 9},
	5: {3, 3, 4, -9, 9},
}

// seedStream is the second word of the PCG seed: exercises' trees differ from the
// "random:" trees of package games with the same seed.
const seedStream = 0x6a09e667f3bcc908

// RandomTree writes the tree of a random exercise in parentheses, without names
// (games.Tree names it: A, B, ... and B1, B2, ...). The same level and seed give the
// same text on every machine: the numbers come from PCG's raw 64-bit output (a fixed
// algorithm), reduced by a remainder, not from math/rand's helpers.
func RandomTree(level int, seed int64) string {
	lv := Levels[min(max(level, MinLevel), MaxLevel)]
	r := rand.NewPCG(uint64(seed), seedStream)
	draw := func(lo, hi int) int { return lo + int(r.Uint64()%uint64(hi-lo+1)) }
	var b strings.Builder
	var gen func(depth int)
	gen = func(depth int) {
		if depth == lv.Depth {
			b.WriteString(strconv.Itoa(draw(lv.MinValue, lv.MaxValue)))
			return
		}
		n := lv.MinBranching
		if lv.MaxBranching > lv.MinBranching {
			n = draw(lv.MinBranching, lv.MaxBranching)
		}
		b.WriteByte('(')
		for i := range n {
			if i > 0 {
				b.WriteByte(',')
			}
			gen(depth + 1)
		}
		b.WriteByte(')')
	}
	gen(0)
	return b.String()
}
