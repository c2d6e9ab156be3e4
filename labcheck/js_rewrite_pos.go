package labcheck

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/file"
)

// Positions in a JavaScript source, for the edits of instrumentJS: goja counts
// offsets in bytes and its Idx1 of a name in the name's own encoding; lab's edits are
// at lines and columns counted in runes.

// at is the line and the column (in runes, 1-based) of a position.
func (w *jsRewriter) at(idx file.Idx) (int, int) {
	off := min(max(int(idx)-1, 0), len(w.src))
	line := 0
	lo, hi := 0, len(w.lines)-1
	for lo <= hi { // the last line that starts at or before off
		mid := (lo + hi) / 2
		if w.lines[mid] <= off {
			line, lo = mid, mid+1
		} else {
			hi = mid - 1
		}
	}
	return line + 1, utf8.RuneCountInString(w.src[w.lines[line]:off]) + 1
}

// end is where an expression ends, just after its last character. goja's Idx1
// counts an identifier's name in its own encoding (not the source's bytes when the
// name is not ASCII), so names are measured in the source; the expressions that end
// with a name are followed down to it.
func (w *jsRewriter) end(e ast.Expression) file.Idx {
	switch x := e.(type) {
	case *ast.Identifier:
		return w.identEnd(x.Idx)
	case *ast.DotExpression:
		return w.identEnd(x.Identifier.Idx)
	case *ast.PrivateDotExpression:
		return w.identEnd(x.Identifier.Idx)
	case *ast.BinaryExpression:
		return w.end(x.Right)
	case *ast.AssignExpression:
		return w.end(x.Right)
	case *ast.ConditionalExpression:
		return w.end(x.Alternate)
	case *ast.SequenceExpression:
		if len(x.Sequence) > 0 {
			return w.end(x.Sequence[len(x.Sequence)-1])
		}
	case *ast.UnaryExpression:
		if !x.Postfix {
			return w.end(x.Operand)
		}
		at := int(w.end(x.Operand)) - 1
		for at < len(w.src) && (w.src[at] == ' ' || w.src[at] == '\t') {
			at++
		}
		return file.Idx(at + 1 + 2)
	case *ast.AwaitExpression:
		if x.Argument != nil {
			return w.end(x.Argument)
		}
	case *ast.YieldExpression:
		if x.Argument != nil {
			return w.end(x.Argument)
		}
	case *ast.NewExpression:
		if x.ArgumentList == nil {
			return w.end(x.Callee)
		}
	case *ast.ArrowFunctionLiteral:
		if b, ok := x.Body.(*ast.ExpressionBody); ok {
			return w.end(b.Expression)
		}
	case *ast.OptionalChain:
		return w.end(x.Expression)
	case *ast.Optional:
		return w.end(x.Expression)
	}
	return e.Idx1()
}

// identEnd is the end of the name that starts at idx (a private name's # too).
func (w *jsRewriter) identEnd(idx file.Idx) file.Idx {
	at := int(idx) - 1
	if at < len(w.src) && w.src[at] == '#' {
		at++
	}
	for at < len(w.src) {
		r, size := utf8.DecodeRuneInString(w.src[at:])
		if r == '\\' && at+1 < len(w.src) && w.src[at+1] == 'u' { // \uXXXX or \u{...}
			at += 2
			if at < len(w.src) && w.src[at] == '{' {
				for at < len(w.src) && w.src[at] != '}' {
					at++
				}
				at++
			} else {
				at += 4
			}
			continue
		}
		if !(r == '_' || r == '$' || r == '\u200c' || r == '\u200d' || unicode.IsLetter(r) || unicode.IsDigit(r) ||
			unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r) || unicode.Is(unicode.Pc, r) || unicode.Is(unicode.Nl, r)) {
			break
		}
		at += size
	}
	return file.Idx(min(at, len(w.src)) + 1)
}

// jsASCII writes s with every rune past ASCII as a JavaScript escape (\uXXXX, or
// \u{XXXXX} past the basic plane): the same string, or the same identifier.
func jsASCII(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, "\\u%04x", r)
		case r < utf8.RuneSelf:
			b.WriteRune(r)
		case r <= 0xFFFF:
			fmt.Fprintf(&b, "\\u%04x", r)
		default:
			fmt.Fprintf(&b, "\\u{%x}", r)
		}
	}
	return b.String()
}
