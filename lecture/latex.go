package lecture

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// latexSymbols are the characters the sentences and the pictures' texts use that
// pdflatex's UTF-8 input does not know, written as LaTeX (amssymb's triangles).
var latexSymbols = map[rune]string{
	'α': `$\alpha$`, 'β': `$\beta$`, '∞': `$\infty$`, '≤': `$\leq$`, '≥': `$\geq$`,
	'−': `$-$`, '…': `\dots{}`, '▲': `$\blacktriangle$`, '▼': `$\blacktriangledown$`,
	'□': `$\square$`, '·': `$\cdot$`, '×': `$\times$`, '→': `$\to$`, '←': `$\leftarrow$`,
	'≠': `$\neq$`, '±': `$\pm$`, '—': `---`, '–': `--`, '“': "``", '”': "''", '‘': "`", '’': "'",
	'«': `\guillemotleft{}`, '»': `\guillemotright{}`, '€': `EUR`, '\u00a0': `~`,
}

// latexSpecial are the ASCII characters LaTeX reads as commands, written as text.
var latexSpecial = map[rune]string{
	'\\': `\textbackslash{}`, '{': `\{`, '}': `\}`, '$': `\$`, '&': `\&`, '#': `\#`,
	'^': `\textasciicircum{}`, '_': `\_`, '%': `\%`, '~': `\textasciitilde{}`,
	'<': `\textless{}`, '>': `\textgreater{}`, '|': `\textbar{}`, '"': `\textquotedbl{}`,
}

// Latex writes user text (a tree's names, a position, a sentence) as LaTeX text that
// compiles with pdflatex and says the same: LaTeX's special characters escaped, the
// sentences' symbols (α, β, ∞, ≤, ...) in math, Latin letters (accents, ñ) as they are
// (UTF-8 input, T1 fonts); control characters and line breaks become spaces, any
// other character the fonts lack becomes "?". Invalid UTF-8 is "?" too.
func Latex(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		switch {
		case r == utf8.RuneError && size == 1:
			b.WriteByte('?')
		case latexSpecial[r] != "":
			b.WriteString(latexSpecial[r])
		case latexSymbols[r] != "":
			b.WriteString(latexSymbols[r])
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || unicode.Is(unicode.Bidi_Control, r):
			b.WriteByte(' ')
		case r < 0x7f:
			b.WriteRune(r)
		case latin(r):
			b.WriteRune(r)
		default:
			b.WriteByte('?')
		}
	}
	return b.String()
}

// latin: the letters and signs of Latin-1 and Latin Extended-A, which the T1 fonts
// and the utf8 input encoding know (á, ñ, ü, ç, ¿, ¡, ł, ő, ...); not the few Latin-1
// signs without a text form there.
func latin(r rune) bool {
	switch r {
	case '¤', '¦', '¨', '¬', '¯', '´', '¸', '¹', '²', '³', 'µ', '¼', '½', '¾', '°', '¢', '¥', '©', '®', '¶', 'ª', 'º', '÷':
		return false
	}
	return r >= 0xa1 && r <= 0x17f && r != 0x149
}
