package msg

import "unicode/utf8"

// MaxShown is the most characters of a value a message echoes back.
const MaxShown = 60

// Shorten cuts s to MaxShown characters (characters, not bytes), ending what it cut
// with an ellipsis, so that a message never echoes a huge value whole. Invalid UTF-8
// is shown as U+FFFD.
func Shorten(s string) string {
	if !utf8.ValidString(s) {
		s = toValidUTF8(s)
	}
	if utf8.RuneCountInString(s) <= MaxShown {
		return s
	}
	n := 0
	for i := range s {
		if n == MaxShown-1 {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

func toValidUTF8(s string) string {
	b := make([]rune, 0, len(s))
	for _, r := range s {
		b = append(b, r) // range yields U+FFFD for each bad byte
	}
	return string(b)
}

// ShortenParams returns params with every string value shortened (Shorten), for the
// parameters of an error answer; a coded error among them (the detail of "exercise 2:
// ...") becomes {"code", "params"}.
func ShortenParams(params map[string]any) map[string]any {
	out := make(map[string]any, len(params))
	for k, v := range params {
		switch x := v.(type) {
		case string:
			v = Shorten(x)
		case Coded:
			v = map[string]any{"code": x.Code(), "params": ShortenParams(x.Params())}
		}
		out[k] = v
	}
	return out
}
