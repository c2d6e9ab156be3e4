package svgout

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEscape(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"plain text 12", "plain text 12"},
		{`<a href="x">&'`, "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"},
		{"two\nlines\tand\r\nmore", "two lines and  more"},
		{"nul\x00 bell\x07 del\x7f", "nul bell del"},
		{"α=−∞ ≤ 3 ▲ 🙂", "α=−∞ ≤ 3 ▲ 🙂"},
		{"c1\u0085\u009f end", "c1 end"},
		{"\ufffe\uffff\ufffd", "\ufffd"},
		{"a\u202eevil\u202c b\u2066c\u2069 \u200fd", "aevil bc d"},
		{"bad \xff\xfe bytes", "bad \ufffd\ufffd bytes"},
		{"cut \xe2\x82", "cut \ufffd\ufffd"},
	} {
		assert.Equal(t, c.want, Escape(c.in), "%q", c.in)
		var w Writer
		w.WriteText(c.in)
		assert.Equal(t, c.want, w.String(), "Writer.WriteText(%q)", c.in)
	}
}

func TestNumbers(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		v          float64
		num, scale string
	}{
		{0, "0", "0"},
		{-0.001, "0", "-0.001"},
		{-0.004, "0", "-0.004"},
		{12.5, "12.5", "12.5"},
		{12.345, "12.35", "12.345"},
		{1.0 / 3, "0.33", "0.333333"},
		{-7.126, "-7.13", "-7.126"},
		{100, "100", "100"},
	} {
		assert.Equal(t, c.num, Num(c.v), "Num(%g)", c.v)
		assert.Equal(t, c.scale, Scale(c.v), "Scale(%g)", c.v)
		var w Writer
		w.Num(c.v)
		w.WriteByte('|')
		w.Scale(c.v)
		assert.Equal(t, c.num+"|"+c.scale, w.String())
	}
	assert.Equal(t, "0", Num(math.Copysign(0, -1)), "negative zero")
}

func TestAttributes(t *testing.T) {
	t.Parallel()
	var w Writer
	w.WriteString("<text")
	w.Attr("id", `a"b`)
	w.NumAttr("x", 3.14159)
	w.WriteString(">")
	w.WriteText("<&>")
	w.WriteString("</text>")
	assert.Equal(t, `<text id="a&quot;b" x="3.14">&lt;&amp;&gt;</text>`, w.String())
}

func TestTextWidth(t *testing.T) {
	t.Parallel()
	assert.Zero(t, TextWidth("", 10))
	// the widths are sums of the table's figures: equal but for float rounding (1e-9)
	assert.InDelta(t, 6.6, TextWidth("0", 10), 1e-9, "a digit")
	assert.InDelta(t, 3.6, TextWidth("i", 10), 1e-9, "narrow")
	assert.InDelta(t, 8.6, TextWidth("W", 10), 1e-9, "wide")
	assert.InDelta(t, 2*TextWidth("ab", 10), TextWidth("ab", 20), 1e-9, "scales with the size")
	assert.Equal(t, TextWidth("α", 10), TextWidth("x", 10), "one rune, not its bytes")
}

// xmlChar is XML 1.0's Char production: what a document may hold.
func xmlChar(r rune) bool {
	return r == 0x9 || r == 0xa || r == 0xd || r >= 0x20 && r <= 0xd7ff ||
		r >= 0xe000 && r <= 0xfffd || r >= 0x10000 && r <= 0x10ffff
}

// reference is what Escape must write, as a reader reads it back: rune by rune (an
// invalid byte reads as U+FFFD), line breaks and tabs as spaces, what XML cannot
// hold, the C1 controls, DEL and the bidirectional controls left out.
func reference(s string) string {
	var b strings.Builder
	for _, r := range s {
		bidi := r == 0x61c || r == 0x200e || r == 0x200f || r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069
		switch {
		case r == '\t' || r == '\n' || r == '\r':
			b.WriteByte(' ')
		case !xmlChar(r) || r >= 0x7f && r <= 0x9f || bidi:
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// readBack reads <t a="...">...</t> strictly as XML: the attribute and the text.
func readBack(t *testing.T, doc []byte) (attr, text string) {
	d := xml.NewDecoder(bytes.NewReader(doc))
	d.Strict = true
	var b strings.Builder
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return attr, b.String()
		}
		if err != nil {
			t.Fatalf("a strict reader fails on %q: %v", doc, err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			if len(e.Attr) == 1 {
				attr = e.Attr[0].Value
			}
		case xml.CharData:
			b.Write(e)
		}
	}
}

// FuzzEscape writes any text escaped as an attribute value and as character data: a
// strict XML reader reads the document and gets back exactly the reference's text in
// both places.
func FuzzEscape(f *testing.F) {
	for _, s := range []string{"", "a<b>&c\"d'e", "\x00\x01\t\n\r\x7f\u0085", "\xff\xfe\xfd", "\u202e\u2066\u200e\u061c",
		"]]><!--x-->", "&amp;&#0;&#x1;", "\ufffe\uffff\U0010ffff", "ñandú 🙂 日本語", "\xed\xa0\x80"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		t.Parallel()
		esc := Escape(s)
		require.True(t, utf8.ValidString(esc), "valid UTF-8")
		var w Writer
		w.WriteString("<t")
		w.Attr("a", s)
		w.WriteString(">")
		w.WriteText(s)
		w.WriteString("</t>")
		if want := `<t a="` + esc + `">` + esc + `</t>`; w.String() != want {
			t.Fatalf("Writer wrote %q, Escape %q", w.String(), want)
		}
		attr, text := readBack(t, w.Bytes())
		want := reference(s)
		if attr != want || text != want {
			t.Fatalf("%q reads back as attribute %q and text %q, not %q", s, attr, text, want)
		}
	})
}

func ExampleEscape() {
	fmt.Println(Escape("<b>\"Tom & Jerry\"</b>\tline\x00"))
	// Output: &lt;b&gt;&quot;Tom &amp; Jerry&quot;&lt;/b&gt; line
}
