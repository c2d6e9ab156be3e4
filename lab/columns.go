package lab

import (
	"sort"
	"strings"
)

// Edit is text a tool inserts into a student's source before running it (the
// checker's call around every return): before the rune at column Col (1-based) of
// line Line, both as the student wrote them.
type Edit struct {
	Line, Col int
	Text      string
}

// Insertion is where an Edit went: Len runes inserted before column Col of line Line
// of the student's source.
type Insertion struct {
	Line, Col, Len int
}

// Rewrite applies edits to source, keeping its lines (an edit's text holds no line
// break), and says where each went, for LoadMapped: an error of the rewritten source
// is then reported at the student's own line and column. Edits at the same place go
// in the order given; edits outside the source are left out.
func Rewrite(source string, edits []Edit) (string, []Insertion) {
	if len(edits) == 0 {
		return source, nil
	}
	sorted := append([]Edit(nil), edits...)
	sort.SliceStable(sorted, func(i, j int) bool {
		if sorted[i].Line != sorted[j].Line {
			return sorted[i].Line < sorted[j].Line
		}
		return sorted[i].Col < sorted[j].Col
	})
	lines := strings.SplitAfter(source, "\n")
	var ins []Insertion
	for k := 0; k < len(sorted); {
		line := sorted[k].Line
		end := k
		for end < len(sorted) && sorted[end].Line == line {
			end++
		}
		if line < 1 || line > len(lines) {
			k = end
			continue
		}
		r := []rune(lines[line-1])
		var b strings.Builder
		at := 0 // runes of the line written so far
		for _, e := range sorted[k:end] {
			c := min(max(e.Col-1, 0), len(r))
			b.WriteString(string(r[at:c]))
			at = c
			b.WriteString(e.Text)
			ins = append(ins, Insertion{Line: line, Col: c + 1, Len: len([]rune(e.Text))})
		}
		b.WriteString(string(r[at:]))
		lines[line-1] = b.String()
		k = end
	}
	return strings.Join(lines, ""), ins
}

// columnMap maps a column of the rewritten source back to the student's: the
// insertions of each line, in order.
type columnMap map[int][]Insertion

func newColumnMap(ins []Insertion) columnMap {
	if len(ins) == 0 {
		return nil
	}
	m := columnMap{}
	for _, in := range ins {
		m[in.Line] = append(m[in.Line], in)
	}
	for _, row := range m {
		sort.SliceStable(row, func(i, j int) bool { return row[i].Col < row[j].Col })
	}
	return m
}

// original is the student's column of column col of line line of the rewritten
// source. A column inside inserted text is the column the text was inserted before
// (the start of the return's expression, or just after it).
func (m columnMap) original(line, col int) int {
	shift := 0
	for _, in := range m[line] {
		start := in.Col + shift // where the insertion begins in the rewritten line
		if col < start {
			break
		}
		if col < start+in.Len {
			return in.Col
		}
		shift += in.Len
	}
	return col - shift
}
