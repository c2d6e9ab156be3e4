package moodle

import (
	"strconv"
	"strings"
)

// The Cloze syntax (Moodle's question/type/multianswer/questiontype.php, ANSWER_REGEX):
// a field is {WEIGHT:TYPE:ALTERNATIVES}, alternatives separated by ~, each an optional
// fraction ("=" for right, "%50%"), the answer, and an optional #feedback. The
// answer ends before the first ~, # or } that no \ or & stands before, and is
// HTML-decoded: a character reference (&#123;) is the way to write {, }, ~ and # in
// one, and in the question's text around the fields, where a { would open a field.

// Text is user text (a title, a node's name) as HTML in a Cloze question's text or
// answer: < and > as &lt; and &gt;, and &, quotes and the characters that Cloze or
// Moodle's files read ({, }, ~, #, \, @) as numeric character references, so that no
// text of anyone's typing becomes a field, ends an answer or names a file
// (@@PLUGINFILE@@). Every # it writes follows an &, and no answer ends in &amp;
// (Cloze's answers end only where neither stands before the delimiter).
func Text(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '&', '"', '\'', '{', '}', '~', '#', '\\', '@':
			b.WriteString("&#" + strconv.Itoa(int(r)) + ";")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// A field is one Cloze field: its type, its weight and its alternatives.
type field struct {
	kind   string // NUMERICAL, SHORTANSWER, MULTIRESPONSE
	weight int
	alts   []alternative
}

// alternative is one answer of a field: right (=) or wrong (no fraction), its text
// already as Cloze reads it (Text for user text).
type alternative struct {
	right bool
	text  string
}

// String writes the field: {1:NUMERICAL:=3:0}.
func (f field) String() string {
	var b strings.Builder
	b.WriteString("{")
	b.WriteString(strconv.Itoa(max(f.weight, 1)))
	b.WriteString(":" + f.kind + ":")
	for i, a := range f.alts {
		if i > 0 {
			b.WriteString("~")
		}
		if a.right {
			b.WriteString("=")
		}
		b.WriteString(a.text)
	}
	b.WriteString("}")
	return b.String()
}

// numeric is a NUMERICAL field whose one right answer is v, exactly (tolerance 0).
func numeric(v int) field {
	return field{kind: "NUMERICAL", weight: 1, alts: []alternative{{right: true, text: strconv.Itoa(v) + ":0"}}}
}

// short is a SHORTANSWER field (case ignored) whose right answers are texts, each
// already as Cloze reads it.
func short(texts ...string) field {
	f := field{kind: "SHORTANSWER", weight: 1}
	for _, t := range texts {
		f.alts = append(f.alts, alternative{right: true, text: t})
	}
	return f
}
