package trace

import (
	"bufio"
	"io"
	"strconv"
	"unicode/utf8"
)

// jsonWriter writes JSON text a value at a time through a buffer, keeping the first
// error. Strings are escaped exactly as encoding/json escapes them with HTML escaping
// on (FuzzJSONString checks it byte for byte), so the streamed form is the same text
// json.Marshal would write.
type jsonWriter struct {
	w   *bufio.Writer
	err error
	buf []byte
}

func newJSONWriter(w io.Writer) *jsonWriter {
	return &jsonWriter{w: bufio.NewWriterSize(w, 64<<10), buf: make([]byte, 0, 64)}
}

func (w *jsonWriter) fail(err error) {
	if w.err == nil {
		w.err = err
	}
}

func (w *jsonWriter) raw(b []byte) {
	if w.err == nil {
		_, w.err = w.w.Write(b)
	}
}

func (w *jsonWriter) byte(c byte) {
	if w.err == nil {
		w.err = w.w.WriteByte(c)
	}
}

func (w *jsonWriter) int(v int) {
	w.buf = strconv.AppendInt(w.buf[:0], int64(v), 10)
	w.raw(w.buf)
}

// value writes v, or null when there is none or it is infinite.
func (w *jsonWriter) value(v int, has bool) {
	if !has || v <= -Inf || v >= Inf {
		w.raw([]byte("null"))
		return
	}
	w.int(v)
}

func (w *jsonWriter) str(s string) {
	w.buf = appendJSONString(w.buf[:0], s)
	w.raw(w.buf)
}

func (w *jsonWriter) flush() error {
	if w.err != nil {
		return w.err
	}
	return w.w.Flush()
}

const hexDigits = "0123456789abcdef"

// appendJSONString appends s as a JSON string, as encoding/json writes it: quotes,
// backslashes and control characters escaped, <, > and & as \u003c, \u003e, \u0026,
// invalid UTF-8 as \ufffd, and U+2028 and U+2029 escaped.
func appendJSONString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		if b := s[i]; b < utf8.RuneSelf {
			if b >= ' ' && b != '"' && b != '\\' && b != '<' && b != '>' && b != '&' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch b {
			case '\\', '"':
				dst = append(dst, '\\', b)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[b>>4], hexDigits[b&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}
