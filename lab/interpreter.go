package lab

import (
	"regexp"
	"strings"

	"github.com/gametree/gametree/msg"
)

// The interpreter's messages said in the page's language. Starlark writes its syntax
// and runtime errors in English ("got newline, want ':'", "undefined: x"); the ones a
// student meets most are matched here and said by a word of msg/words_lab_errors.go
// (area "labsays"); any other is wrapped by a sentence in the language ("Starlark
// says: ...").

// saying is one of the interpreter's messages: its pattern, the word that says it and
// the word's parameters, one a group of the pattern, in order. A parameter named
// "type" or ending in "type" is a Starlark type, "token" one of the parser's tokens:
// both are said in the language where they have a word of their own.
type saying struct {
	pattern *regexp.Regexp
	word    string
	params  []string
}

// sayings are the common messages, the first that matches says it.
var sayings = []saying{
	{regexp.MustCompile(`^got newline, want ':'$`), "colon", nil},
	{regexp.MustCompile(`^got (.+?), want (.+)$`), "got_want", []string{"token", "want"}},
	{regexp.MustCompile(`^unindent does not match any outer indentation level$`), "unindent", nil},
	{regexp.MustCompile(`^unexpected newline in string$`), "string_open", nil},
	{regexp.MustCompile(`^undefined: (\w+) \(did you mean (\w+)\?\)$`), "undefined_mean", []string{"name", "other"}},
	{regexp.MustCompile(`^undefined: (\w+)$`), "undefined", []string{"name"}},
	{regexp.MustCompile(`^(?:floored division|integer modulo|floating-point division|division|modulo) by zero$`), "zero", nil},
	{regexp.MustCompile(`^(\w+) index (-?\d+) out of range`), "index", []string{"type", "index"}},
	{regexp.MustCompile(`^key (.+) not in dict$`), "key", []string{"key"}},
	{regexp.MustCompile(`^unknown binary op: NoneType (\S+) \w+$|^unknown binary op: \w+ (\S+) NoneType$`), "none_op", []string{"op", "op"}},
	{regexp.MustCompile(`^NoneType ([<>=!]=?) \w+ not implemented$|^\w+ ([<>=!]=?) NoneType not implemented$`), "none_op", []string{"op", "op"}},
	{regexp.MustCompile(`^unknown binary op: (\w+) (\S+) (\w+)$`), "binary", []string{"atype", "op", "btype"}},
	{regexp.MustCompile(`^(\w+) ([<>=!]=?) (\w+) not implemented$`), "compare", []string{"atype", "op", "btype"}},
	{regexp.MustCompile(`^local variable (\w+) referenced before assignment$`), "before_assign", []string{"name"}},
	{regexp.MustCompile(`^function (\w+) accepts (\d+) positional arguments? \((\d+) given\)$`), "args_many", []string{"func", "n", "given"}},
	{regexp.MustCompile(`^function (\w+) missing \d+ arguments? \((.+)\)$`), "args_missing", []string{"func", "names"}},
	{regexp.MustCompile(`^invalid call of non-function \((\w+)\)$`), "not_function", []string{"type"}},
	{regexp.MustCompile(`^(\w+) has no \.(\w+) field or method`), "no_field", []string{"type", "name"}},
	{regexp.MustCompile(`^unhandled index operation (\w+)\[(\w+)\]$`), "not_indexable", []string{"type", "itype"}},
	{regexp.MustCompile(`^(\w+) value is not iterable$`), "not_iterable", []string{"type"}},
	{regexp.MustCompile(`^too (many|few) values to unpack \(got (\d+), want (\d+)\)$`), "unpack", []string{"", "given", "n"}},
	{regexp.MustCompile(`^\w+: cannot \w+ (?:to |from )?list during iteration$`), "during_loop", nil},
	{regexp.MustCompile(`^(\w+): argument is an empty sequence$`), "empty", []string{"func"}},
	{regexp.MustCompile(`^len: value of type (\w+) has no len$`), "no_len", []string{"type"}},
}

// tokens are the parser's words for what it found or wanted that have a word here.
var tokens = map[string]string{
	"newline": "token_newline", "end of file": "token_eof", "indent": "token_indent",
	"outdent": "token_outdent", "primary expression": "token_primary",
}

// types are Starlark's type names that are said otherwise.
var types = map[string]string{"NoneType": "None", "string": "str"}

// interpreterSays is the interpreter's message detail said in lang.
func interpreterSays(lang, detail string) string {
	for _, s := range sayings {
		m := s.pattern.FindStringSubmatch(detail)
		if m == nil {
			continue
		}
		var kv []string
		for i, name := range s.params {
			if name == "" || m[i+1] == "" {
				continue
			}
			v := msg.Shorten(m[i+1])
			switch {
			case name == "token" || name == "want":
				if w, ok := tokens[v]; ok {
					v = msg.Say(lang, "labsays."+w)
				}
			case strings.HasSuffix(name, "type"):
				if t, ok := types[v]; ok {
					v = t
				}
			}
			kv = append(kv, name, v)
		}
		return msg.Say(lang, "labsays."+s.word, kv...)
	}
	return msg.Say(lang, "labsays.wrapped", "detail", msg.Shorten(detail))
}

// said is the interpreter's message as a message's parameter: said in the message's
// language, whole (a plain string parameter would be shortened).
type said string

func (s said) Error() string           { return string(s) }
func (s said) Code() string            { return "lab.interpreter" }
func (s said) Params() map[string]any  { return map[string]any{"detail": string(s)} }
func (s said) Text(lang string) string { return interpreterSays(lang, string(s)) }

// paramsIn are the message's parameters for its text in lang: the interpreter's own
// message said in lang, and the top level named when no function was called.
func (e *Error) paramsIn(lang string) map[string]any {
	p := e.Params()
	if e.Kind != CodeSyntax && e.Kind != CodeRuntime {
		return p
	}
	switch {
	case e.Detail == "":
	case e.Lang == JavaScript:
		p["detail"] = saidJS(e.Detail)
	default:
		p["detail"] = said(e.Detail)
	}
	if e.Func == "" {
		p["func"] = msg.Say(lang, "labsays.top_level")
	}
	return p
}
