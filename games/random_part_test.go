package games

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
)

// A random tree's error names the item as it was typed ("b=-2"), never the number of
// a character, in both languages, and says it in its parameters (part).
func TestRandomErrorNamesThePartTyped(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, part, code, en, es string
	}{
		{"random:b=-2,d=3,seed=1", "b=-2", "random.branching", `at "b=-2": branching must be from 1 to 10, not -2`, `en "b=-2": la ramificación debe ir de 1 a 10, no -2`},
		{"random:b=2, d=50", "d=50", "random.depth", `at "d=50": depth must be from 1 to 12, not 50`, `en "d=50": la profundidad debe ir de 1 a 12, no 50`},
		{"random:seed=x", "seed=x", "random.not_integer", `at "seed=x"`, `en "seed=x"`},
		{"random:b=2,,d=3", "", "random.empty_item", "", ""},
	}
	for _, tt := range tests {
		_, err := New("tree", tt.text, Options{})
		require.Error(t, err, tt.text)
		var pe *ParseError
		require.ErrorAs(t, err, &pe)
		assert.Equal(t, tt.code, pe.Code(), tt.text)
		assert.Equal(t, tt.part, pe.Part, tt.text)
		en, es := pe.Text(msg.EN), pe.Text(msg.ES)
		if tt.part == "" {
			assert.NotContains(t, pe.Params(), "part", tt.text)
			continue
		}
		assert.Contains(t, en, tt.en)
		assert.Contains(t, es, tt.es)
		for _, s := range []string{en, es} {
			assert.NotContains(t, s, "character", tt.text)
			assert.NotContains(t, s, "carácter", tt.text)
		}
		assert.Equal(t, tt.part, pe.Params()["part"], tt.text)
		assert.Equal(t, "position", pe.Field())
	}
}
