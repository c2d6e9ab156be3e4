package classroom

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// A name as cleanName keeps it is valid UTF-8, trimmed, without runs of spaces or
// control characters, at most max characters, and cleaning it again changes nothing.
func FuzzCleanName(f *testing.F) {
	for _, s := range []string{"Ana", "  Algorithms   2B ", "<img src=x>", "a\x00b", "\xff", "", " ", "é\u200bé", "=HYPERLINK(1)", strings.Repeat("x", 81)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		t.Parallel()
		got, ok := cleanName(s, MaxNameRunes, false)
		if !ok {
			if got != "" {
				t.Fatalf("refused %q, yet %q", s, got)
			}
			return
		}
		if !utf8.ValidString(got) || got == "" || utf8.RuneCountInString(got) > MaxNameRunes {
			t.Fatalf("%q → %q", s, got)
		}
		if got != strings.TrimSpace(got) || strings.Contains(got, "  ") {
			t.Fatalf("%q → %q: spaces", s, got)
		}
		for _, r := range got {
			if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
				t.Fatalf("%q → %q: %U", s, got, r)
			}
		}
		if again, ok := cleanName(got, MaxNameRunes, false); !ok || again != got {
			t.Fatalf("%q → %q → %q", s, got, again)
		}
	})
}
