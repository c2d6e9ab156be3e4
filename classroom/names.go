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
	return strings.ToLower(Unaccented(strings.Join(strings.Fields(name), " ")))
}

// Unaccented is s with its accents and other combining marks dropped ("Árboles, Peña" is
// "Arboles, Pena"); letters that are not a letter and a mark (ø, ß, the ordinals º and
// ª) stay as they are.
func Unaccented(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}
