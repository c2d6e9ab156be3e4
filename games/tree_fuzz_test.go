package games

import (
	"errors"
	"testing"
	"unicode/utf8"
)

// FuzzParseTree checks that the tree parser never panics, that its errors are
// *ParseError pointing into the input, and that whatever it reads writes back
// (Position) to a text that reads as the same tree, at every node.
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
