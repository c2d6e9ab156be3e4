package msg

import (
	"errors"
	"fmt"
	"regexp"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Every code has an English and a Spanish text with the same placeholders, and the
// Spanish is not the English left untranslated.
func TestCatalogComplete(t *testing.T) {
	t.Parallel()
	ph := regexp.MustCompile(`\{(\w+)(?::[^}]*)?\}`)
	names := func(s string) []string {
		var out []string
		for _, m := range ph.FindAllStringSubmatch(s, -1) {
			out = append(out, m[1])
		}
		sort.Strings(out)
		out = slicesCompact(out)
		return out
	}
	for _, code := range Codes() {
		en, es := Template(EN, code), Template(ES, code)
		assert.NotEmpty(t, en, "%s has no English text", code)
		assert.NotEmpty(t, es, "%s has no Spanish text", code)
		assert.Equal(t, names(en), names(es), "placeholders of %s", code)
		if !sameInBothLanguages[code] {
			assert.NotEqual(t, en, es, "%s: the Spanish is the English", code)
		}
	}
}

func slicesCompact(s []string) []string {
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

func TestFormat(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lang, code string
		params     map[string]any
		want       string
	}{
		{EN, "tree.unclosed", map[string]any{"open": 2}, "unexpected end of input: 2 '(' not closed"},
		{ES, "tree.unclosed", map[string]any{"open": 1}, "el texto se acaba antes de cerrar el paréntesis"},
		{ES, "tree.unclosed", map[string]any{"open": 3}, "el texto se acaba antes de cerrar los 3 paréntesis"},
		{EN, "tree.leaf_range", map[string]any{"number": "5", "min": -1_000_000_000, "max": 1_000_000_000},
			"number 5 out of range: a leaf's value must be between -1,000,000,000 and 1,000,000,000"},
		{ES, "tree.leaf_range", map[string]any{"number": "5", "min": -1_000_000_000, "max": 1_000_000_000},
			"el número 5 está fuera de rango: el valor de una hoja debe estar entre -1.000.000.000 y 1.000.000.000"},
		{ES, "web.unknown_param", map[string]any{"name": "a\"<b>\n", "known": []string{"x", "y"}}, `parámetro desconocido "a\"<b>\n" (parámetros: x, y)`},
		{ES, "cli.solve_line", map[string]any{"line": 2, "detail": New("param.int")}, "línea 2: no es un número entero"},
		{"fr", "web.busy", nil, "the server is busy with other searches; try again in a moment"},
		{EN, "no.such.code", map[string]any{"b": 1, "a": "x"}, `no.such.code a="x" b="1"`},
		{EN, "tree.unclosed", nil, "unexpected end of input: {open} '(' not closed"},
	} {
		t.Run(tc.lang+" "+tc.code, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tc.want, Format(tc.lang, tc.code, tc.params))
		})
	}
}

func TestErrorAndFind(t *testing.T) {
	t.Parallel()
	e := New("web.busy")
	wrapped := fmt.Errorf("context: %w", e)
	c, ok := Find(wrapped)
	assert.True(t, ok)
	assert.Equal(t, "web.busy", c.Code())
	assert.Equal(t, "petición cancelada", Text(New("web.cancelled"), ES))
	assert.Equal(t, "plain", Text(errors.New("plain"), ES))
	_, ok = Find(errors.New("plain"))
	assert.False(t, ok)
	p := New("web.title", "max", 64).Params()
	p["max"] = 1
	assert.Equal(t, 64, New("web.title", "max", 64).Params()["max"], "Params is a copy")
}

func TestLanguages(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"": EN, "es": ES, "es-ES,es;q=0.9,en;q=0.8": ES, "en-US,en;q=0.9,es;q=0.8": EN,
		"fr-FR,fr;q=0.9,es;q=0.5": ES, "de": EN, "es;q=0": EN, "en;q=0.2, es;q=0.7": ES, "ES_ar": ES, "es;q=x": EN,
	} {
		assert.Equal(t, want, FromAcceptLanguage(in), in)
	}
	l, ok := Lang(" ES-mx ")
	assert.True(t, ok)
	assert.Equal(t, ES, l)
	_, ok = Lang("fr")
	assert.False(t, ok)
}

func TestNumber(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		n      int64
		en, es string
	}{{0, "0", "0"}, {999, "999", "999"}, {1613, "1,613", "1.613"}, {-1_000_000_000, "-1,000,000,000", "-1.000.000.000"}, {123456, "123,456", "123.456"}} {
		assert.Equal(t, tc.en, Number(EN, tc.n))
		assert.Equal(t, tc.es, Number(ES, tc.n))
	}
}
