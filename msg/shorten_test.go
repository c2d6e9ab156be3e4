package msg

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

func TestShorten(t *testing.T) {
	t.Parallel()
	hebrew := strings.Repeat("ש", 100)
	for _, tc := range []struct {
		name, in, want string
	}{
		{"short", "abc", "abc"},
		{"exactly 60", strings.Repeat("a", 60), strings.Repeat("a", 60)},
		{"61 cut", strings.Repeat("a", 61), strings.Repeat("a", 59) + "…"},
		{"characters, not bytes", hebrew, strings.Repeat("ש", 59) + "…"},
		{"60 two-byte characters kept", hebrew[:120], hebrew[:120]},
		{"bad bytes shown as U+FFFD", "a\xffb", "a\uFFFDb"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got := Shorten(tc.in)
			assert.Equal(t, tc.want, got)
			assert.LessOrEqual(t, utf8.RuneCountInString(got), MaxShown)
		})
	}
}

// A value in a message is cut, whatever its placeholder; nested messages are not.
func TestFormatShortensValues(t *testing.T) {
	t.Parallel()
	huge := strings.Repeat("9", 60_000)
	for _, lang := range []string{EN, ES} {
		got := Format(lang, "param.where", map[string]any{"name": "depth", "value": huge, "detail": New("param.int")})
		assert.Less(t, len(got), 200, lang)
		assert.Contains(t, got, `depth "`+strings.Repeat("9", 59)+`…"`, lang)
	}
	p := ShortenParams(map[string]any{"value": huge, "max": 3})
	assert.Equal(t, strings.Repeat("9", 59)+"…", p["value"])
	assert.Equal(t, 3, p["max"])
}
