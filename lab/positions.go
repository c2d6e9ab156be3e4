package lab

import (
	"strings"
	"unicode/utf8"

	"go.starlark.net/starlark"
)

// origin is what the positions of an error are said against: the student's source as
// written, and how the source that ran had its columns moved (a checker's rewriting).
type origin struct {
	source string
	cols   columnMap
	// run is the JavaScript source that ran (empty for Starlark): goja counts columns
	// in bytes, which jsAt turns into characters, as Starlark counts them.
	run string
}

// jsAt is at for a position goja gives: its column in bytes of the line of the
// source that ran, made a column in characters first (the seed's code, pasted from a
// web page, is indented with non-breaking spaces, two bytes each).
func (o origin) jsAt(line, byteCol int) (int, int) {
	return o.at(line, charColumn(o.run, line, byteCol))
}

// charColumn is the column in characters of the byteCol-th byte of line in text.
func charColumn(text string, line, byteCol int) int {
	if line <= 0 || byteCol <= 1 {
		return byteCol
	}
	start := 0
	for l := 1; l < line; l++ {
		i := strings.IndexByte(text[start:], '\n')
		if i < 0 {
			return byteCol
		}
		start += i + 1
	}
	rest := text[start:]
	if i := strings.IndexByte(rest, '\n'); i >= 0 {
		rest = rest[:i]
	}
	if byteCol-1 > len(rest) {
		return byteCol - len(rest) + utf8.RuneCountInString(rest)
	}
	return utf8.RuneCountInString(rest[:byteCol-1]) + 1
}

// at is the student's line and column of a position in the source that ran.
func (o origin) at(line, col int) (int, int) {
	if line <= 0 || col <= 0 || o.cols == nil {
		return line, col
	}
	return line, o.cols.original(line, col)
}

// syntaxAt is where a syntax error is said: the parser reports a missing token that
// should end a line ("got newline, want ':'") at the start of the next line; it is
// the end of the line that lacks it (before a comment), the last line with code
// before the one reported.
func (o origin) syntaxAt(line, col int, detail string) (int, int) {
	line, col = o.at(line, col)
	if col != 1 || line < 2 || !(strings.HasPrefix(detail, "got newline") || strings.HasPrefix(detail, "got end of file")) {
		return line, col
	}
	lines := strings.Split(o.source, "\n")
	for l := min(line-1, len(lines)); l >= 1; l-- {
		code := strings.TrimRight(codeOf(lines[l-1]), " \t\r")
		if strings.TrimSpace(code) != "" {
			return l, utf8.RuneCountInString(code) + 1
		}
	}
	return line, col
}

// codeOf is a line without its comment (a # outside a string).
func codeOf(line string) string {
	var quote rune
	escaped := false
	for i, r := range line {
		switch {
		case escaped:
			escaped = false
		case quote != 0 && r == '\\':
			escaped = true
		case quote != 0:
			if r == quote {
				quote = 0
			}
		case r == '"' || r == '\'':
			quote = r
		case r == '#':
			return line[:i]
		}
	}
	return line
}

// programPos is where in the program an evaluation error happened: its innermost
// frame of the program (not a builtin's).
func (o origin) programPos(ee *starlark.EvalError) (line, col int) {
	for i := len(ee.CallStack) - 1; i >= 0; i-- {
		if pos := ee.CallStack[i].Pos; pos.Filename() == fileName && pos.Line > 0 {
			return o.at(int(pos.Line), int(pos.Col))
		}
	}
	return 0, 0
}

// recursionPos is where endless recursion is said to be: the call that recurses, the
// call site most frames wait at (the innermost of them on a tie, as when two
// functions call each other). The innermost frame is left out: it waits at no call,
// only where the depth happened to be checked.
func (o origin) recursionPos(ee *starlark.EvalError) (line, col int) {
	type at struct{ line, col int32 }
	count := map[at]int{}
	best, bestN := at{}, 0
	for i := len(ee.CallStack) - 2; i >= 0; i-- {
		pos := ee.CallStack[i].Pos
		if pos.Filename() != fileName || pos.Line <= 0 {
			continue
		}
		a := at{pos.Line, pos.Col}
		count[a]++
		if count[a] > bestN {
			best, bestN = a, count[a]
		}
	}
	if bestN < 2 {
		return o.programPos(ee)
	}
	return o.at(int(best.line), int(best.col))
}

// innermostFunc is the name of the program's function an evaluation error happened
// in, "" at the top level or in none.
func innermostFunc(ee *starlark.EvalError) string {
	for i := len(ee.CallStack) - 1; i >= 0; i-- {
		if fr := ee.CallStack[i]; fr.Pos.Filename() == fileName && fr.Pos.Line > 0 {
			if fr.Name == "<toplevel>" {
				return ""
			}
			return fr.Name
		}
	}
	return ""
}
