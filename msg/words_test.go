package msg

import (
	"regexp"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every word has an English and a Spanish text with the same placeholders, the Spanish
// is not the English left untranslated, and every brace opens a {name} placeholder,
// so that Say fills a word as the page's t() does (t knows no other kind).
func TestWordsComplete(t *testing.T) {
	t.Parallel()
	ph := regexp.MustCompile(`\{\w+\}`)
	brace := regexp.MustCompile(`[{}]`)
	names := func(s string) []string {
		out := ph.FindAllString(s, -1)
		sort.Strings(out)
		return slicesCompact(out)
	}
	keys := WordKeys()
	require.Greater(t, len(keys), 400)
	for _, key := range keys {
		en, es := Word(EN, key), Word(ES, key)
		assert.NotEmpty(t, words[key].en, "%s has no English text", key)
		assert.NotEmpty(t, words[key].es, "%s has no Spanish text", key)
		assert.Equal(t, names(en), names(es), "placeholders of %s", key)
		if !sameInBothLanguages[key] {
			assert.NotEqual(t, en, es, "%s: the Spanish is the English", key)
		}
		for _, s := range []string{en, es} {
			assert.Equal(t, 2*len(ph.FindAllString(s, -1)), len(brace.FindAllString(s, -1)), "%s: a brace that is not a {name} placeholder: %s", key, s)
		}
		_, isMessage := catalog[key]
		assert.False(t, isMessage, "%s is both a word and a message", key)
	}
}

// The page's words: keys the page's scripts can name, and the messages the page shows
// under its own key are messages a page can show (no placeholders to fill).
func TestPageWords(t *testing.T) {
	t.Parallel()
	ident := regexp.MustCompile(`^[A-Za-z_$][A-Za-z0-9_$]*$`)
	seen := map[string]bool{}
	for _, w := range PageWords() {
		assert.Regexp(t, ident, w.Key)
		assert.False(t, seen[w.Key], "%s twice", w.Key)
		seen[w.Key] = true
		assert.NotEmpty(t, w.EN, w.Key)
		assert.NotEmpty(t, w.ES, w.Key)
	}
	assert.Len(t, seen, len(pageMessages)+len(pageWords)+len(classWords)+len(labWords)+len(classStudentWords))
	for key, code := range pageMessages {
		_, dup := pageWords[key]
		assert.False(t, dup, "%s is a page word and a message", key)
		assert.NotEmpty(t, Template(EN, code), "%s: no message %s", key, code)
		assert.NotContains(t, Template(EN, code)+Template(ES, code), "{", "%s: the page cannot fill the placeholders of %s", key, code)
	}
}

func TestSay(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lang, key string
		kv        []string
		want      string
	}{
		{EN, "page.stepOf", []string{"k", "3", "n", "12"}, "Step 3 of 12"},
		{ES, "page.stepOf", []string{"n", "12", "k", "3"}, "Paso 3 de 12"},
		{"fr", "page.stepOf", []string{"k", "3", "n", "12"}, "Step 3 of 12"},
		{ES, "page.stepOf", []string{"k", "3"}, "Paso 3 de {n}"},
		{EN, "page.cutoff", []string{"rule", "α=3 ≥ β=2", "name", "B", "list", "b2"},
			"α=3 ≥ β=2 at B: the rest of B's children cannot change the result, pruned (b2)."},
		// a value is written whole and as it is: not shortened, not read for placeholders
		{EN, "page.takeMove", []string{"n", "{n}" + string(make([]byte, 70))}, "take {n}" + string(make([]byte, 70))},
		{EN, "no.such.word", []string{"n", "1"}, "no.such.word"},
		{ES, "picture.legend_pruned", nil, "gris discontinuo: podado"},
	} {
		assert.Equal(t, tc.want, Say(tc.lang, tc.key, tc.kv...), "%s %s", tc.lang, tc.key)
	}
	assert.Equal(t, "la raíz", Word(ES, "page.root"))
	assert.Equal(t, "{n} stones left", Word("", "page.stonesLeft"))
}

func TestSigned(t *testing.T) {
	t.Parallel()
	assert.Equal(t, "−10.009.500", Signed(ES, -10_009_500))
	assert.Equal(t, "−10,009,500", Signed(EN, -10_009_500))
	assert.Equal(t, "1,613", Signed(EN, 1613))
	assert.Equal(t, "0", Signed(ES, 0))
}
