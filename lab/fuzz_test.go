package lab

import (
	"errors"
	"regexp"
	"testing"
	"time"
)

var bigAllocation = regexp.MustCompile(`\*|<<|\d{5}|range|ljust|rjust|center|zfill|repeat`)

// Any source, loaded as any kind and called with a board, fails with an *Error or
// works: never a panic, never another error.
func FuzzProgram(f *testing.F) {
	for _, x := range Examples() {
		f.Add(string(x.Kind), x.Source)
	}
	f.Add("eval", "def evaluate(board, player):\n    return len(lines(board)) + len(columns(board)) + sum([1, 2])\n")
	f.Add("game", "def initial():\n    return 1\ndef moves(s):\n    return [1]\ndef play(s, m):\n    return s - 1\ndef result(s):\n    return None if s else -1\n")
	f.Add("eval", "def evaluate(board, player):\n    return opponent(board)\n")
	f.Fuzz(func(t *testing.T, kind, source string) {
		t.Parallel()
		// This process has no address-space limit (the sandbox's workers have one): code
		// that can ask for gigabytes in one step ([0] * N, 1 << N, a big range) is left
		// to the sandbox's hostile tests.
		if bigAllocation.MatchString(source) {
			return
		}
		lim := Limits{Steps: 200_000, Time: 200 * time.Millisecond, HeapBytes: 64 << 20}
		p, err := Load(Kind(kind), source, lim)
		if err != nil {
			var le *Error
			if !errors.As(err, &le) {
				t.Fatalf("%T %v", err, err)
			}
			return
		}
		switch p.Kind {
		case KindEval:
			if _, err := (Local{p}).Evaluate([]string{"...", ".X.", "..O"}, "X"); err != nil {
				var le *Error
				if !errors.As(err, &le) {
					t.Fatalf("%T %v", err, err)
				}
			}
		case KindGame:
			g, err := NewGame(NewLocalGame(p), "")
			if err != nil {
				return
			}
			g.Moves(nil)
			g.Result()
			g.Evaluate()
			g.Board()
		}
	})
}
