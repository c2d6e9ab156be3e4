package lab

import (
	"path/filepath"
	"strings"

	"github.com/gametree/gametree/msg"
)

// Lang is the language a program is written in.
type Lang string

const (
	// Starlark is Python's syntax (go.starlark.net): the lab's first language.
	Starlark Lang = "starlark"
	// JavaScript is ECMAScript 5.1 and most of ES6 (github.com/dop251/goja): the
	// language of the course's tic-tac-toe tutorial (seed 000).
	JavaScript Lang = "javascript"
)

// Langs lists the languages, the default first.
var Langs = []Lang{Starlark, JavaScript}

// ParseLang reads a language's name as links, forms and the CLI write it: "starlark"
// (or "star", "python", "py"), "javascript" (or "js"); "" is Starlark.
func ParseLang(s string) (Lang, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "starlark", "star", "python", "py":
		return Starlark, nil
	case "javascript", "js", "ecmascript":
		return JavaScript, nil
	}
	return "", msg.New("lab.lang", "lang", msg.Shorten(s), "choices", []string{string(Starlark), string(JavaScript)})
}

// LangOfFile is the language a file's name says: .js and .mjs are JavaScript, any
// other Starlark.
func LangOfFile(path string) Lang {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".js", ".mjs":
		return JavaScript
	}
	return Starlark
}

// HashOf names a program by its language and source: a Starlark program's is
// Hash(source) (the links made before there were two languages keep working), a
// JavaScript program's hashes the language too, so that one text is two programs.
func HashOf(lang Lang, source string) string {
	if lang == JavaScript {
		return Hash("javascript\x00" + source)
	}
	return Hash(source)
}

// Ext is the file extension of the language's sources.
func (l Lang) Ext() string {
	if l == JavaScript {
		return ".js"
	}
	return ".star"
}
