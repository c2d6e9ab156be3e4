package games

import (
	"errors"
	"math/big"
	"testing"
	"unicode/utf8"
)

// FuzzParseTree checks that the tree parser never panics, that its errors are
// *ParseError pointing into the input, and that whatever it reads writes back
// (Position) to a text that reads as the same tree, at every node; a chance node's
// probabilities add up to 1 and the value scale stays within MaxValueScale.
func FuzzParseTree(f *testing.F) {
	for _, s := range []string{
		"",
		"textbook",
		"AIMA",
		"deep",
		"7",
		"-0",
		"X:-07",
		"((3,5),(2,9),(0,7))",
		"((3 5) (2 9) (0 7))",
		"A(B(3,12,8),C(2,4,6),D(14,5,2))",
		"A(B(B1:3,B2:12),C(-2,4))",
		"A (B1 : 3, C (4))",
		"(B(B2:5,3),B2_2:1)",
		"(B1(1),B(1,2,3,4,5,6,7,8,9,10,11))",
		"Ñandú(α:1, β_2:-3, _x(4, +05))",
		"(1000000000000000,-1000000000000001)",
		"((3,5),(2,",
		"(1,,2)",
		"()",
		"A(B:1,B:2)",
		"(1,\xff)",
		"random",
		"random:b=3,d=3,min=-9,max=9,seed=7,order=best",
		"random:b=11",
		"random:x",
		"(random:5, Random:-3)",
		"A(?(1/2: B(3,5), 1/2: C(2,9)))",
		"A(D?(0.25: 4, 0.75: B(1,7)))",
		"? ( 1/2 : 3 1/2 : X?(1/3: Y:3, 2/3: (6,1)) )",
		"?(2/6: 1, 2/3: X:5)",
		"?(.5: -1, 0.5: +2)",
		"A(?(1/2: 3, 1/3: 4))",
		"?(1/1024: 1, 1023/1024: ?(1/2048: 1, 2047/2048: 2))",
		"(3, 1/2: 4)",
		"?(3, 4)",
		"?(1/2 3)",
		"?()",
		"A?",
		"chance",
		"rn-chance",
		"random:b=3,d=4,chance=1,order=best",
	} {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, s string, rootMin bool) {
		t.Parallel()
		g, err := ParseTree(s, Options{RootMin: rootMin})
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("%q: error %v is not a *ParseError", s, err)
			}
			if pe.Game != "tree" || pe.Input != s || pe.Offset < -1 || pe.Offset > len(s) || pe.Detail == nil {
				t.Fatalf("%q: bad error %#v", s, pe)
			}
			if g != nil {
				t.Fatalf("%q: a tree and an error", s)
			}
			return
		}
		if g.RootIsMax() == rootMin {
			t.Fatalf("%q: RootIsMax %v with RootMin %v", s, g.RootIsMax(), rootMin)
		}
		if g.Size() < 1 || g.Size() > MaxTreeNodes {
			t.Fatalf("%q: %d nodes", s, g.Size())
		}
		// the whole tree, and the subtrees of the first few nodes of a walk
		checked := 0
		var walk func(depth int)
		walk = func(depth int) {
			if checked < 20 {
				checked++
				pos := g.Position()
				if !utf8.ValidString(pos) {
					t.Fatalf("%q: invalid UTF-8 position %q", s, pos)
				}
				again, err := ParseTree(pos, Options{})
				if err != nil {
					t.Fatalf("%q: position %q does not parse: %v", s, pos, err)
				}
				if p2 := again.Position(); p2 != pos {
					t.Fatalf("%q: position %q reads back as %q", s, pos, p2)
				}
				if again.Label() != g.Label() || again.Name() != g.Name() {
					t.Fatalf("%q: label/name %q/%q read back as %q/%q", s, g.Label(), g.Name(), again.Label(), again.Name())
				}
			}
			over, score := g.Result()
			moves := g.Moves(nil)
			if over != (len(moves) == 0) {
				t.Fatalf("%q: over %v with %d moves", s, over, len(moves))
			}
			if over && (score > MaxLeafValue || score < -MaxLeafValue) {
				t.Fatalf("%q: score %d", s, score)
			}
			if g.AtChance() {
				sum := new(big.Rat)
				for _, m := range moves {
					p := g.Probability(m)
					if p.Num <= 0 || p.Num > p.Den || p.Den > MaxValueScale {
						t.Fatalf("%q: probability %v at %s", s, p, g.Name())
					}
					sum.Add(sum, p.Rat())
				}
				if sum.Cmp(big.NewRat(1, 1)) != 0 {
					t.Fatalf("%q: probabilities at %s add up to %s", s, g.Name(), sum)
				}
			}
			if sc := g.ValueScale(); sc < 1 || sc > MaxValueScale {
				t.Fatalf("%q: scale %d", s, sc)
			}
			if depth > MaxTreeDepth {
				t.Fatalf("%q: depth %d", s, depth)
			}
			key := g.Key()
			for _, m := range moves {
				g.Play(m)
				walk(depth + 1)
				g.Undo(m)
				if g.Key() != key {
					t.Fatalf("%q: Undo did not come back", s)
				}
			}
		}
		walk(0)
	})
}
