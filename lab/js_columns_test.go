package lab

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// goja counts columns in bytes; the lab says them in characters, as Starlark does: the
// seed's code pasted from its web page is indented with non-breaking spaces (two bytes
// each), and a name may have accents.
func TestJSColumnsInCharacters(t *testing.T) {
	t.Parallel()
	nbsp := "\u00a0\u00a0\u00a0\u00a0"
	for _, tc := range []struct {
		name, src string
		line, col int
	}{
		{"syntax after non-breaking spaces", "function evaluate(b, p) {\n" + nbsp + "return 1 +;\n}", 2, 15},
		{"runtime after an accented name", "function evaluate(b, p) {\n" + nbsp + "var á = null; return á.x;\n}", 2, 28}, // at x, the property read
		{"plain spaces", "function evaluate(b, p) {\n    return 1 +;\n}", 2, 15},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p, err := LoadLang(KindEval, JavaScript, tc.src, Limits{})
			if err == nil {
				_, err = Local{P: p}.Evaluate([]string{"..."}, "X")
			}
			var le *Error
			require.ErrorAs(t, err, &le)
			assert.Equal(t, tc.line, le.Line)
			assert.Equal(t, tc.col, le.Col)
		})
	}
	assert.Equal(t, 3, charColumn("ab\ná\u00a0x", 2, 5))
	assert.Equal(t, 1, charColumn("abc", 1, 1))
}
