package games

import "testing"

// FuzzParseTicTacToe: the parser never panics, and a parsed position re-reads from its
// Position to the same key, with consistent moves and result.
func FuzzParseTicTacToe(f *testing.F) {
	for _, s := range []string{
		"", "X.O......", "x-o___-..", "X.O/.../...", "b2 a1 c3", "5,1,9", "519", "B2,A1",
		"1 4 2 5 3", "5 1 9 3 2 8 4 6 7", "XXXOOO...", "XXXOO.O..", "OOOXX.X.X",
		"b2 a1 b2", "1 4 2 5 3 6", "a4", "b", "X", "XOXOXOXXO", "XOXXOOOXX",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		t.Parallel()
		g, err := ParseTicTacToe(s, Options{})
		if err != nil {
			if _, ok := err.(*ParseError); !ok {
				t.Fatalf("%q: error %T is not a *ParseError", s, err)
			}
			return
		}
		again, err := ParseTicTacToe(g.Position(), Options{})
		if err != nil {
			t.Fatalf("%q: Position %q does not re-read: %v", s, g.Position(), err)
		}
		if again.Key() != g.Key() {
			t.Fatalf("%q: key %x, re-read %q key %x", s, g.Key(), g.Position(), again.Key())
		}
		over, _ := g.Result()
		if n := len(g.Moves(nil)); over != (n == 0) {
			t.Fatalf("%q: over=%v with %d moves", s, over, n)
		}
		if !over {
			_ = g.Evaluate()
		}
	})
}
