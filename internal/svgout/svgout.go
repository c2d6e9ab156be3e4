package svgout

import (
	"bytes"
	"math"
	"strconv"
	"unicode"
	"unicode/utf8"
)

// FontFamily is the font family the pictures are written in: Verdana's metrics size
// their texts ([TextWidth]), and DejaVu Sans and Bitstream Vera Sans share them.
const FontFamily = "Verdana,DejaVu Sans,Bitstream Vera Sans,sans-serif"

// Escape makes s safe as XML character data or an attribute value (see the package
// documentation).
func Escape(s string) string {
	if !needsEscape(s) {
		return s
	}
	return string(appendEscaped(make([]byte, 0, len(s)+16), s))
}

// needsEscape reports whether Escape changes s.
func needsEscape(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '&' || c == '<' || c == '>' || c == '"' || c == '\'' {
			return true
		}
	}
	return false
}

// appendEscaped appends s escaped to dst: the runs of characters that stay as they
// are in one piece. (It writes to a byte slice, not an interface, so that the strings
// a picture escapes, ids made on the fly among them, need not escape to the heap.)
func appendEscaped(dst []byte, s string) []byte {
	start := 0
	for i := 0; i < len(s); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		if rep, changed := replacement(r, size); changed {
			dst = append(dst, s[start:i]...)
			dst = append(dst, rep...)
			start = i + size
		}
		i += size
	}
	return append(dst, s[start:]...)
}

// replacement is what rune r, size bytes long in the input, is written as, when it is
// not written as itself.
func replacement(r rune, size int) (string, bool) {
	switch {
	case r == '&':
		return "&amp;", true
	case r == '<':
		return "&lt;", true
	case r == '>':
		return "&gt;", true
	case r == '"':
		return "&quot;", true
	case r == '\'':
		return "&#39;", true
	case r == '\t' || r == '\n' || r == '\r':
		return " ", true
	case r == utf8.RuneError && size == 1:
		return "\uFFFD", true // an invalid byte
	case dropped(r):
		return "", true
	}
	return "", false
}

// dropped: control characters (C0 but tab and line breaks, DEL, C1), the two
// noncharacters XML 1.0 excludes, and the bidirectional controls.
func dropped(r rune) bool {
	return r < 0x20 || r >= 0x7f && r <= 0x9f || r == 0xfffe || r == 0xffff ||
		r >= 0x61c && unicode.Is(unicode.Bidi_Control, r)
}

// Num writes a length or coordinate rounded to hundredths, without trailing zeros
// ("12.5", "0", never "-0").
func Num(v float64) string { return string(appendRounded(nil, v, 100)) }

// Scale writes a scale factor rounded to millionths.
func Scale(v float64) string { return string(appendRounded(nil, v, 1e6)) }

func appendRounded(dst []byte, v, per float64) []byte {
	v = math.Round(v*per) / per
	if v == 0 {
		v = 0 // no "-0"
	}
	return strconv.AppendFloat(dst, v, 'f', -1, 64)
}

// TextWidth estimates the width in points of s written size points high in Verdana
// (whose metrics DejaVu Sans shares): narrow, wide and other characters, erring on the
// wide side. Pictures size their cells with it, and pages place text around pictures
// with it.
func TextWidth(s string, size float64) float64 {
	w := 0.0
	for _, r := range s {
		switch {
		case r == ' ' || r == '.' || r == ',' || r == ':' || r == 'i' || r == 'l' || r == 'j' || r == '\'':
			w += 0.36
		case r >= 'A' && r <= 'Z', r == 'm', r == 'w', r == '≤', r == '≥', r == '∞', r == '▲', r == '▼', r == '●':
			w += 0.86
		default:
			w += 0.66
		}
	}
	return w * size
}

// Writer is an SVG document being written: a bytes.Buffer that also writes escaped
// text, numbers and attributes.
type Writer struct {
	bytes.Buffer
	scratch []byte
}

// WriteText writes s escaped (Escape).
func (w *Writer) WriteText(s string) {
	if !needsEscape(s) {
		w.WriteString(s)
		return
	}
	w.scratch = appendEscaped(w.scratch[:0], s)
	w.Write(w.scratch)
}

// Num writes v as the function Num does.
func (w *Writer) Num(v float64) {
	w.scratch = appendRounded(w.scratch[:0], v, 100)
	w.Write(w.scratch)
}

// Scale writes v as the function Scale does.
func (w *Writer) Scale(v float64) {
	w.scratch = appendRounded(w.scratch[:0], v, 1e6)
	w.Write(w.scratch)
}

// Attr writes ` name="value"`, the value escaped.
func (w *Writer) Attr(name, value string) {
	w.WriteByte(' ')
	w.WriteString(name)
	w.WriteString(`="`)
	w.WriteText(value)
	w.WriteByte('"')
}

// NumAttr writes ` name="v"`, v as Num writes it.
func (w *Writer) NumAttr(name string, v float64) {
	w.WriteByte(' ')
	w.WriteString(name)
	w.WriteString(`="`)
	w.Num(v)
	w.WriteByte('"')
}
