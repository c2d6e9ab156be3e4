package classroom

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// cleanName checks a name typed by a person (a class, a title, a student): spaces
// trimmed and runs of spaces made one; 1 to max characters, no control or format
// characters, valid UTF-8. It says nothing of HTML: names are escaped where shown.
func cleanName(s string, max int, allowEmpty bool) (string, bool) {
	if !utf8.ValidString(s) {
		return "", false
	}
	s = strings.Join(strings.Fields(s), " ")
	n := utf8.RuneCountInString(s)
	if n > max || (n == 0 && !allowEmpty) {
		return "", false
	}
	for _, r := range s {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return "", false
		}
	}
	return s, true
}

// validSubmission: 1 to MaxSubmission letters, digits, - and _ (a UUID fits).
func validSubmission(s string) bool {
	if s == "" || len(s) > MaxSubmission {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}
