package lab

import (
	"regexp"

	"github.com/gametree/gametree/msg"
)

// JavaScript's messages said in the page's language, as Starlark's (interpreter.go):
// goja writes its syntax and runtime errors in English ("ReferenceError: x is not
// defined", "Unexpected token ;"); the ones a student meets most are matched here and
// said by a word of msg/words_i32_jscore.go (area "labsays"); any other is wrapped
// ("JavaScript says: ..."). What goja writes for each is in js_says_test.go.

// jsSayings are goja's common messages, the first that matches says it. A parameter
// named "what" is said by its own word (labsays.js_what_<value>).
var jsSayings = []saying{
	{regexp.MustCompile(`^ReferenceError: (\S+) is not defined$`), "undefined", []string{"name"}},
	{regexp.MustCompile(`^TypeError: Cannot read propert(?:y|ies) '(.*)' of (?:undefined|null)$`), "js_read_undefined", []string{"name"}},
	{regexp.MustCompile(`^TypeError: Cannot convert undefined or null to object$`), "js_null_object", nil},
	{regexp.MustCompile(`^TypeError: (.+) is not a function$`), "js_not_function", []string{"value"}},
	{regexp.MustCompile(`^TypeError: Value is not an object: (.*)$`), "js_not_function", []string{"value"}},
	{regexp.MustCompile(`^TypeError: Not a function: (.*)$`), "js_not_function", []string{"value"}},
	{regexp.MustCompile(`^TypeError: Object has no member '(.*)'$`), "js_no_method", []string{"name"}},
	{regexp.MustCompile(`^TypeError: Assignment to constant variable\.?$`), "js_const", nil},
	{regexp.MustCompile(`^TypeError: (eval|Function) is not available in the lab$`), "js_not_available", []string{"name"}},
	{regexp.MustCompile(`^TypeError: Converting circular structure to JSON`), "js_circular", nil},
	{regexp.MustCompile(`^ReferenceError: Cannot access a variable before initialization$`), "js_before_init", nil},
	{regexp.MustCompile(`^RangeError: Invalid array length$`), "js_array_length", nil},
	{regexp.MustCompile(`^(?:SyntaxError: )?Unexpected token ILLEGAL$`), "js_illegal", nil},
	{regexp.MustCompile(`^(?:SyntaxError: )?Unexpected end of input$`), "js_eof", nil},
	{regexp.MustCompile(`^(?:SyntaxError: )?Unexpected identifier$`), "js_unexpected_name", nil},
	{regexp.MustCompile(`^(?:SyntaxError: )?Unexpected (number|string)$`), "js_unexpected_value", []string{"what"}},
	{regexp.MustCompile(`^(?:SyntaxError: )?Unexpected reserved word$`), "js_reserved", nil},
	{regexp.MustCompile(`^(?:SyntaxError: )?Unexpected token (.+)$`), "js_unexpected", []string{"token"}},
	{regexp.MustCompile(`^(?:SyntaxError: )?Invalid left-hand side in assignment$`), "js_assign_left", nil},
	{regexp.MustCompile(`^(?:SyntaxError: )?Identifier '(.+)' has already been declared$`), "js_redeclared", []string{"name"}},
}

// jsSays is goja's message detail said in lang.
func jsSays(lang, detail string) string {
	for _, s := range jsSayings {
		m := s.pattern.FindStringSubmatch(detail)
		if m == nil {
			continue
		}
		var kv []string
		for i, name := range s.params {
			v := msg.Shorten(m[i+1])
			if name == "what" {
				v = msg.Say(lang, "labsays.js_what_"+v)
			}
			kv = append(kv, name, v)
		}
		return msg.Say(lang, "labsays."+s.word, kv...)
	}
	return msg.Say(lang, "labsays.js_wrapped", "detail", msg.Shorten(detail))
}

// saidJS is goja's message as a message's parameter, said in the message's language.
type saidJS string

func (s saidJS) Error() string           { return string(s) }
func (s saidJS) Code() string            { return "lab.interpreter" }
func (s saidJS) Params() map[string]any  { return map[string]any{"detail": string(s)} }
func (s saidJS) Text(lang string) string { return jsSays(lang, string(s)) }

// jsTexts are the game kind's errors whose message names Starlark's values, said
// for a JavaScript program by a word in JavaScript's terms.
var jsTexts = map[string]string{"lab.state": "labsays.js_state", "lab.moves_none": "labsays.js_moves_none"}

// jsText is e's message in lang in JavaScript's terms, if it has one of its own.
func (e *Error) jsText(lang string) (string, bool) {
	w, ok := jsTexts[e.Kind]
	if !ok || e.Lang != JavaScript {
		return "", false
	}
	return msg.Say(lang, w, "func", e.Func, "detail", e.Detail), true
}
