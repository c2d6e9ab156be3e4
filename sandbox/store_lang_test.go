package sandbox

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
)

// The store keeps each program's language: one text in two languages is two
// programs, a Starlark program's hash is the one links had before JavaScript, and no
// language said is Starlark.
func TestStoreKeepsLanguage(t *testing.T) {
	t.Parallel()
	s := NewStore(1 << 20)
	src := "function evaluate(board, player) { return 0; }"
	js := s.Put(lab.KindEval, lab.JavaScript, src)
	star := s.Put(lab.KindEval, "", src)
	assert.Equal(t, lab.HashOf(lab.JavaScript, src), js)
	assert.Equal(t, lab.Hash(src), star, "Starlark's hash is the old one")
	assert.NotEqual(t, js, star)
	for h, want := range map[string]lab.Lang{js: lab.JavaScript, star: lab.Starlark} {
		got, kind, lang, ok := s.Get(h)
		require.True(t, ok)
		assert.Equal(t, src, got)
		assert.Equal(t, lab.KindEval, kind)
		assert.Equal(t, want, lang)
	}
	_, _, _, ok := s.Get("0000")
	assert.False(t, ok)
}
