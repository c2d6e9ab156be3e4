package games

import "testing"

// FuzzParseCoin: the parser never panics, every error is a *ParseError, and a parsed
// position re-reads from its Position to the same key; then a line of play the fuzzer
// picks (each byte a choice among the moves) keeps Position round-tripping, the scale
// within MaxValueScale and the bounds around 0, and undoes back to the start.
func FuzzParseCoin(f *testing.F) {
	for _, s := range []string{"", "5", " 7\n", "0", "16", "17", "5h", "5t", "5 cara", "4 CRUZ", "0h", "5x", "h", "-3", "99999999999999999999"} {
		f.Add(s, []byte{0, 1, 2})
	}
	f.Fuzz(func(t *testing.T, s string, choices []byte) {
		g, err := ParseCoin(s, Options{})
		if err != nil {
			if _, ok := err.(*ParseError); !ok {
				t.Fatalf("%q: error %T is not a *ParseError", s, err)
			}
			return
		}
		start, startKey := g.Position(), g.Key()
		var line []Move
		for i := 0; ; i++ {
			again, err := ParseCoin(g.Position(), Options{})
			if err != nil {
				t.Fatalf("%q: Position %q does not re-read: %v", s, g.Position(), err)
			}
			if again.Position() != g.Position() || again.Remaining() != g.Remaining() || again.AtChance() != g.AtChance() {
				t.Fatalf("%q: %q re-reads as %q", s, g.Position(), again.Position())
			}
			if sc := g.ValueScale(); sc < 1 || sc > MaxValueScale {
				t.Fatalf("%q at %q: scale %d", s, g.Position(), sc)
			}
			if lo, hi := g.ValueBounds(); lo > 0 || hi < 0 {
				t.Fatalf("%q at %q: bounds %d,%d leave out 0", s, g.Position(), lo, hi)
			}
			moves := g.Moves(nil)
			over, score := g.Result()
			if over != (len(moves) == 0) || over && score >= 0 {
				t.Fatalf("%q at %q: over=%v score %d with %d moves", s, g.Position(), over, score, len(moves))
			}
			if over || i >= len(choices) {
				break
			}
			m := moves[int(choices[i])%len(moves)]
			g.Play(m)
			line = append(line, m)
		}
		for i := len(line) - 1; i >= 0; i-- {
			g.Undo(line[i])
		}
		if g.Position() != start || g.Key() != startKey {
			t.Fatalf("%q: undone to %q, key %x, not %q", s, g.Position(), g.Key(), start)
		}
	})
}
