package msg

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// The languages.
const (
	EN = "en"
	ES = "es"
)

// Coded is an error with a stable code, its parameters, and a text in each language.
// *Error implements it, and so do the errors that add context to one (games.ParseError,
// trace.ParamError).
type Coded interface {
	error
	Code() string
	Params() map[string]any
	Text(lang string) string
}

// Error is a coded error. Error() is its English text.
type Error struct {
	code   string
	params map[string]any
}

// New makes an error from its code and parameters given as name, value pairs.
func New(code string, kv ...any) *Error {
	p := make(map[string]any, len(kv)/2)
	for i := 0; i+1 < len(kv); i += 2 {
		p[kv[i].(string)] = kv[i+1]
	}
	return &Error{code: code, params: p}
}

// Code is the error's stable code.
func (e *Error) Code() string { return e.code }

// Params returns the error's parameters (a copy).
func (e *Error) Params() map[string]any {
	p := make(map[string]any, len(e.params))
	for k, v := range e.params {
		p[k] = v
	}
	return p
}

// Error is the English text.
func (e *Error) Error() string { return e.Text(EN) }

// Text is the error in the language lang ("en" or "es"; anything else is English).
func (e *Error) Text(lang string) string { return Format(lang, e.code, e.params) }

// Find returns the coded error in err's chain, if there is one.
func Find(err error) (Coded, bool) {
	var c Coded
	if errors.As(err, &c) {
		return c, true
	}
	return nil, false
}

// Text writes err in the language lang: its coded text when it has one, else its
// Error().
func Text(err error, lang string) string {
	if c, ok := Find(err); ok {
		return c.Text(lang)
	}
	return err.Error()
}

// Lang reads a language tag ("es", "ES", "es-ES", "es_AR") as "en" or "es"; ok is
// false for any other language.
func Lang(tag string) (lang string, ok bool) {
	tag = strings.ToLower(strings.TrimSpace(tag))
	base, _, _ := strings.Cut(strings.ReplaceAll(tag, "_", "-"), "-")
	switch base {
	case EN, ES:
		return base, true
	}
	return "", false
}

// FromAcceptLanguage picks English or Spanish from an Accept-Language header: the
// one with the highest weight (the first on a tie), else English.
func FromAcceptLanguage(header string) string {
	best, bestQ := EN, -1.0
	for _, part := range strings.Split(header, ",") {
		tag, params, _ := strings.Cut(part, ";")
		lang, ok := Lang(tag)
		if !ok {
			continue
		}
		q := 1.0
		if k, v, found := strings.Cut(strings.TrimSpace(params), "="); found && strings.TrimSpace(k) == "q" {
			f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err != nil {
				continue
			}
			q = f
		}
		if q > 0 && q > bestQ {
			best, bestQ = lang, q
		}
	}
	return best
}

// Codes lists the codes of the catalogue, sorted.
func Codes() []string {
	return slices.Sorted(maps.Keys(catalog))
}

// Template returns the template of code in lang ("" when there is none).
func Template(lang, code string) string {
	t := catalog[code]
	if lang == ES {
		return t.es
	}
	return t.en
}

// Format writes the message code with params in lang. A code the catalogue lacks,
// or lacks in lang, falls back to English, then to the code and its parameters.
func Format(lang, code string, params map[string]any) string {
	tmpl := Template(lang, code)
	if tmpl == "" {
		tmpl = Template(EN, code)
	}
	if tmpl == "" {
		keys := make([]string, 0, len(params))
		for k := range params {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var b strings.Builder
		b.WriteString(code)
		for _, k := range keys {
			fmt.Fprintf(&b, " %s=%q", k, fmt.Sprint(params[k]))
		}
		return b.String()
	}
	return expand(tmpl, func(ph string) (string, bool) { return placeholder(lang, ph, params) })
}

// expand fills a template's {placeholders}: fill gives the text of one (what is
// inside the braces), or false to leave it as written.
func expand(tmpl string, fill func(ph string) (string, bool)) string {
	if strings.IndexByte(tmpl, '{') < 0 {
		return tmpl
	}
	var b strings.Builder
	b.Grow(len(tmpl) + 32) // room for the values, most often
	for {
		i := strings.IndexByte(tmpl, '{')
		if i < 0 {
			b.WriteString(tmpl)
			return b.String()
		}
		j := strings.IndexByte(tmpl[i:], '}')
		if j < 0 {
			b.WriteString(tmpl)
			return b.String()
		}
		b.WriteString(tmpl[:i])
		if v, ok := fill(tmpl[i+1 : i+j]); ok {
			b.WriteString(v)
		} else {
			b.WriteString(tmpl[i : i+j+1])
		}
		tmpl = tmpl[i+j+1:]
	}
}

// placeholder is the text of one placeholder of a message, "name" or "name:verb";
// false when params has no value for it.
func placeholder(lang, ph string, params map[string]any) (string, bool) {
	name, verb, _ := strings.Cut(ph, ":")
	v, ok := params[name]
	if !ok {
		return "", false
	}
	switch {
	case verb == "q":
		return strconv.Quote(value(lang, v)), true
	case verb == "n":
		if n, ok := toInt(v); ok {
			return Number(lang, n), true
		}
	case strings.HasPrefix(verb, "one:"):
		one, other, _ := strings.Cut(strings.TrimPrefix(verb, "one:"), ":")
		n, _ := toInt(v)
		if n == 1 {
			return strings.ReplaceAll(one, "#", "1"), true
		}
		return strings.ReplaceAll(other, "#", strconv.FormatInt(n, 10)), true
	}
	return value(lang, v), true
}

func value(lang string, v any) string {
	switch x := v.(type) {
	case Coded:
		return x.Text(lang)
	case []string:
		return strings.Join(x, ", ")
	case string:
		return Shorten(x)
	}
	return fmt.Sprint(v)
}

func toInt(v any) (int64, bool) {
	switch x := v.(type) {
	case int:
		return int64(x), true
	case int64:
		return x, true
	case int32:
		return int64(x), true
	}
	return 0, false
}

// Number writes n with its digits grouped by threes: 1,000,000 in English,
// 1.000.000 in Spanish, as the page writes numbers.
func Number(lang string, n int64) string {
	s := strconv.FormatInt(n, 10)
	sign := ""
	if n < 0 {
		sign, s = "-", s[1:]
	}
	sep := ","
	if lang == ES {
		sep = "."
	}
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(c)
	}
	return sign + b.String()
}

// Signed writes n as Number does, with a true minus sign (U+2212): "−10.009.500",
// "−10,009,500", as the page writes values.
func Signed(lang string, n int64) string {
	if n < 0 {
		return "\u2212" + Number(lang, n)[1:]
	}
	return Number(lang, n)
}
