package lecture

import (
	"strings"

	"github.com/gametree/gametree/internal/svgout"
)

// wrap breaks s into lines at most width units wide written size units high
// (svgout.TextWidth's estimate, which errs on the wide side); a word wider than a line
// is broken where it must be (a typed tree has no spaces).
func wrap(s string, size, width float64) []string {
	var lines []string
	var cur string
	for _, word := range strings.Fields(s) {
		for svgout.TextWidth(word, size) > width {
			if cur != "" {
				lines = append(lines, cur)
				cur = ""
			}
			cut := fitPrefix(word, size, width)
			lines = append(lines, word[:cut])
			word = word[cut:]
		}
		switch {
		case cur == "":
			cur = word
		case svgout.TextWidth(cur+" "+word, size) <= width:
			cur += " " + word
		default:
			lines = append(lines, cur)
			cur = word
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// fitPrefix is the length in bytes of the longest prefix of word (at least one rune)
// that fits in width.
func fitPrefix(word string, size, width float64) int {
	cut := 0
	for i, r := range word {
		next := i + len(string(r))
		if cut > 0 && svgout.TextWidth(word[:next], size) > width {
			break
		}
		cut = next
	}
	return cut
}

// fitText wraps s in the largest of sizes (in order) that needs at most maxLines
// lines; at the smallest size, the lines past maxLines are dropped and the last kept
// one ends in "…".
func fitText(s string, sizes []float64, width float64, maxLines int) (lines []string, size float64) {
	for _, size = range sizes {
		if lines = wrap(s, size, width); len(lines) <= maxLines {
			return lines, size
		}
	}
	lines = lines[:maxLines]
	lines[maxLines-1] += " …"
	return lines, size
}
