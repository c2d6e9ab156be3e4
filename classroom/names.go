package classroom

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// nameKey is a student's name as a teacher compares names: spaces trimmed and runs of
// them made one, case folded, accents and other combining marks dropped ("José  García",
// "jose garcia" and "JOSÉ GARCÍA" are one name; so are "Peña" and "Pena"). A class has
// one student per key (the database's UNIQUE (class_id, name_key)).
func nameKey(name string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.Join(strings.Fields(name), " ")) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}
