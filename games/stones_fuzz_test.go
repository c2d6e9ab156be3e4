package games

import "testing"

// FuzzParseStones: the parser never panics, and a parsed position re-reads from its
// Position to the same key. The takes are fuzzed too, as up to 4 small numbers.
func FuzzParseStones(f *testing.F) {
	for _, s := range []string{"", "21", " 7\n", "0", "10000", "10001", "-3", "ten", "007"} {
		f.Add(s, uint32(0))
	}
	f.Add("15", uint32(0x01030400))
	f.Add("15", uint32(0x15000000))
	f.Fuzz(func(t *testing.T, s string, takeBytes uint32) {
		t.Parallel()
		var takes []int
		for i := 0; i < 4; i++ {
			if b := int(takeBytes >> (24 - 8*i) & 0xff); b != 0 {
				takes = append(takes, b)
			}
		}
		opt := Options{Takes: takes}
		g, err := ParseStones(s, opt)
		if err != nil {
			if _, ok := err.(*ParseError); !ok {
				t.Fatalf("%q: error %T is not a *ParseError", s, err)
			}
			return
		}
		again, err := ParseStones(g.Position(), opt)
		if err != nil {
			t.Fatalf("%q: Position %q does not re-read: %v", s, g.Position(), err)
		}
		if again.Key() != g.Key() {
			t.Fatalf("%q: key %x, re-read %q key %x", s, g.Key(), g.Position(), again.Key())
		}
		over, score := g.Result()
		if n := len(g.Moves(nil)); over != (n == 0) {
			t.Fatalf("%q: over=%v with %d moves", s, over, n)
		}
		if over && score >= 0 {
			t.Fatalf("%q: a finished game scores %d", s, score)
		}
	})
}
