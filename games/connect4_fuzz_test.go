package games

import "testing"

// FuzzParseConnect4: the parser never panics, and a parsed position re-reads from its
// Position to the same key, with consistent moves and result.
func FuzzParseConnect4(f *testing.F) {
	for _, s := range []string{
		"", "4453", "  4453\n", "4455667", "44556677", "4444444", "1212121", "44a",
		"162774561126356433137261227361424735755544", "1627745611263564331372612273614247357555441",
		"32164625", "2252576253462244111563365343671351441", "8", "0",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParseConnect4(s, Options{})
		if err != nil {
			if _, ok := err.(*ParseError); !ok {
				t.Fatalf("%q: error %T is not a *ParseError", s, err)
			}
			return
		}
		again, err := ParseConnect4(g.Position(), Options{})
		if err != nil {
			t.Fatalf("%q: Position %q does not re-read: %v", s, g.Position(), err)
		}
		if again.Key() != g.Key() {
			t.Fatalf("%q: key %x, re-read %q key %x", s, g.Key(), g.Position(), again.Key())
		}
		over, score := g.Result()
		n := len(g.Moves(nil))
		if over != (n == 0) {
			t.Fatalf("%q: over=%v with %d moves", s, over, n)
		}
		if over && (score < -18 || score > 0) {
			t.Fatalf("%q: score %d out of range", s, score)
		}
		if !over {
			for _, e := range []string{"course", "course8", "better"} {
				_ = g.SetEvaluation(e)
				if v := g.Evaluate(); v <= -WinBase || v >= WinBase {
					t.Fatalf("%q: %s evaluation %d", s, e, v)
				}
			}
		}
		if len(g.Board()) != 6 {
			t.Fatalf("%q: board of %d rows", s, len(g.Board()))
		}
	})
}
