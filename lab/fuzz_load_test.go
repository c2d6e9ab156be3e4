package lab

import (
	"errors"
	"regexp"
	"testing"
	"time"
)

// bigJSAllocation: code that can ask for gigabytes in one builtin call (a repeat, a
// long array, a shift), left to the sandbox's hostile tests (its workers have an
// address-space limit; this process has none, and goja's interrupt waits for a
// builtin's end).
var bigJSAllocation = regexp.MustCompile(`repeat|padStart|padEnd|Array|fill|\*\*|<<|\d{5}|join|concat|from|\.\.\.`)

// Any JavaScript source, loaded as any kind and then used as that kind, fails with an
// *Error that has a code, or works: never a panic, never another error.
//
//	go test ./lab -run '^$' -fuzz FuzzLoadJS -fuzztime 30s
func FuzzLoadJS(f *testing.F) {
	for _, x := range Examples() {
		if x.Lang == JavaScript {
			f.Add(string(x.Kind), x.Source)
		}
	}
	f.Add("eval", "function evaluate(board, player) { return lines(board).length + columns(board).length + rows(board).length; }")
	f.Add("eval", "function evaluate(board, player) { return opponent(board); }")
	f.Add("game", "function initial() { return 1; }\nfunction moves(s) { return [1]; }\nfunction play(s, m) { return s - 1; }\nfunction result(s) { return s ? null : -1; }")
	f.Add("game", "function initial() { return new Map(); }\nfunction moves(s) { return [1]; }\nfunction play(s, m) { return s; }\nfunction result(s) { return null; }")
	f.Add("search", "function search(root) { return eval('1'); }")
	f.Add("eval", "function evaluate(board, player) { while (true) {} }")
	f.Add("eval", "function f() { return f(); } function evaluate(b, p) { return f(); }")
	f.Add("eval", "function evaluate(b, p) { return `${b}")
	f.Fuzz(func(t *testing.T, kind, source string) {
		// not t.Parallel(): a fuzz worker running its inputs as parallel tests stalls
		if bigJSAllocation.MatchString(source) {
			return
		}
		check := func(err error) {
			if err == nil {
				return
			}
			var le *Error
			if !errors.As(err, &le) || le.Kind == "" {
				t.Fatalf("%T %v", err, err)
			}
			if le.Kind == CodeCrash {
				t.Fatalf("a crash: %v", le)
			}
		}
		// a short deadline: most mutations of a seed that loops loop too
		lim := Limits{Time: 20 * time.Millisecond, HeapBytes: 64 << 20, Depth: 500}
		p, err := LoadLang(Kind(kind), JavaScript, source, lim)
		check(err)
		if err != nil {
			return
		}
		switch p.Kind {
		case KindEval:
			_, err := (Local{p}).Evaluate([]string{"...", ".X.", "..O"}, "X")
			check(err)
		case KindGame:
			g, err := NewGame(NewLocalGame(p), "")
			check(err)
			if err != nil {
				return
			}
			g.Moves(nil)
			g.Result()
			g.Evaluate()
			g.Board()
			check(g.Err())
		}
	})
}
