package choice

import (
	"slices"
	"strings"
)

// Parse returns the one of choices that s names, or, when s is blank, blank (when it
// is not "": the default). ok is false when s names none of them.
func Parse[T ~string](s string, blank T, choices ...T) (T, bool) {
	v := T(strings.ToLower(strings.TrimSpace(s)))
	switch {
	case v == "" && blank != "":
		return blank, true
	case v != "" && slices.Contains(choices, v):
		return v, true
	}
	return "", false
}
