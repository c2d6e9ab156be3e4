package lab

import (
	"testing"
	"time"
)

func TestJSSmoke(t *testing.T) {
	for _, src := range []string{
		"function evaluate(board, player) { return lines(board).length + (player == 'X' ? 1 : 0); }",
		"function evaluate(board, player) {\n  return 1 +\n}",
		"function evaluate(board, player) {\n  var x = null;\n  return x.y;\n}",
		"function evaluate(board, player) { while (true) {} }",
		"function f(n) { return f(n+1); }\nfunction evaluate(board, player) { return f(0); }",
		"function evaluate(board, player) { return eval('1'); }",
		"function evaluate(board, player) { return (function(){}).constructor('return 1')(); }",
		"function evaluate(board, player) { return 'x'; }",
		"function evaluate(board, player) { var a = []; for (;;) a.push(new Array(1000).fill(1)); }",
		"function evaluate(board, player) { return typeof setTimeout + typeof require + typeof process; }",
	} {
		p, err := LoadLang(KindEval, JavaScript, src, Limits{Time: 2 * time.Second, HeapBytes: 64 << 20})
		if err != nil {
			t.Logf("load: %v", err)
			continue
		}
		v, err := Local{P: p}.Evaluate([]string{"...", "...", "..."}, "X")
		if err != nil {
			le := err.(*Error)
			t.Logf("%s: %v | tb=%q", le.Kind, err, le.TracebackIn("es"))
		} else {
			t.Logf("value %d", v)
		}
	}
}
