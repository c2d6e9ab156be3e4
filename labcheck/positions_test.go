package labcheck

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/trace"
)

// minimaxWith is a one-function minimax whose lines 3 and 9 are given.
func minimaxWith(line3, line9 string) string {
	return "def minimax(node):\n" + // 1
		"    if node.is_leaf():\n" + // 2
		line3 + "\n" + // 3
		"    best = None\n" + // 4
		"    for child in node.children():\n" + // 5
		"        v = minimax(child)\n" + // 6
		"        if best == None or v > best:\n" + // 7
		"            best = v\n" + // 8
		line9 + "\n" + // 9
		"\n" +
		"def search(root):\n" +
		"    return minimax(root)\n"
}

// A checked search runs rewritten (a call around every return), yet its errors are
// at the student's own line and column, the traceback's too: issue 27's endless
// recursion on line 9, a missing colon, a division by zero in a return.
func TestCheckedErrorPositions(t *testing.T) {
	t.Parallel()
	leaf := "        return node.value()"
	for _, tc := range []struct {
		name      string
		src       string
		code      string
		line, col int
		text      string
	}{
		{"endless recursion on line 9", minimaxWith(leaf, "    return minimax(node)"), lab.CodeRecursion, 9, 19, ""},
		{"missing colon", strings.Replace(minimaxWith(leaf, "    return best"), "def minimax(node):", "def minimax(node)", 1), lab.CodeSyntax, 1, 18,
			"línea 1, columna 18: error de sintaxis: falta «:» al final de esta línea"},
		{"division by zero in a return (column 49 rewritten)", minimaxWith("        return node.value() / 0", "    return best"), lab.CodeRuntime, 3, 29,
			"línea 3, columna 29: error en minimax: división por cero"},
		{"undefined in a return", minimaxWith(leaf, "    return bst"), lab.CodeSyntax, 9, 12,
			"línea 9, columna 12: error de sintaxis: bst no está definido (¿querías decir best?)"},
		{"None compared, in a return", minimaxWith("        return node.value() < None", "    return best"), lab.CodeRuntime, 3, 29, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			run, _ := instrument(tc.src)
			if tc.code != lab.CodeSyntax || tc.line == 9 {
				require.NotEqual(t, tc.src, run, "the source runs rewritten")
			}
			_, err := Check(tc.src, problem("textbook", trace.Minimax, false, false), lab.Limits{})
			require.Error(t, err)
			le, ok := err.(*lab.Error)
			require.True(t, ok, "%T %v", err, err)
			assert.Equal(t, tc.code, le.Kind, le.Error())
			assert.Equal(t, [2]int{tc.line, tc.col}, [2]int{le.Line, le.Col}, le.Error())
			line := strings.Split(tc.src, "\n")[le.Line-1]
			assert.LessOrEqual(t, le.Col, len(line)+1, "a column past the student's line %q", line)
			if tc.text != "" {
				assert.Equal(t, tc.text, le.Text("es"))
			}
			assert.NotContains(t, le.Traceback, "__lab_ret")
			for _, fr := range strings.Split(le.Traceback, "\n") {
				if strings.HasPrefix(fr, "  code.star:") {
					assert.NotRegexp(t, `:\d+:(3[0-9]|[4-9]\d):`, fr, "a frame at a column past the student's lines")
				}
			}
		})
	}
}

// A search that returns something else than a number (or a move) is told so, as what
// it returned, in the verdict: not "your code stopped after 1 step".
func TestSearchReturnsNotANumber(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		last, en, es string
	}{
		{"    minimax(root)", "search(root) returned None, neither a number nor a move", "search(root) devolvió None"},
		{"    return 'a'", `search(root) returned "a", neither a number nor a move`, `search(root) devolvió "a"`},
	} {
		src := strings.Replace(minimaxWith("        return node.value()", "    return best"), "    return minimax(root)", tc.last, 1)
		src = strings.Replace(src, "or v > best:", "or (v > best if node.is_max() else v < best):", 1) // a right minimax
		rep, err := Check(src, problem("textbook", trace.Minimax, false, false), lab.Limits{})
		require.NoError(t, err)
		require.False(t, rep.OK)
		require.NotNil(t, rep.First)
		assert.Equal(t, "root", rep.First.Kind)
		assert.Contains(t, rep.Summary["en"], tc.en)
		assert.Contains(t, rep.Summary["es"], tc.es)
	}
	// a (value, move) tuple and a float are numbers: the check goes on
	for _, last := range []string{"    return (minimax(root), 'a')", "    return float(minimax(root))"} {
		src := strings.Replace(minimaxWith("        return node.value()", "    return best"), "    return minimax(root)", last, 1)
		_, err := Check(src, problem("textbook", trace.Minimax, false, false), lab.Limits{})
		require.NoError(t, err, last)
	}
}
