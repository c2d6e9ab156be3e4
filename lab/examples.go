package lab

import (
	"embed"
	"io/fs"
	"sort"
	"strings"
)

//go:embed examples/*.star examples/*.js
var exampleFiles embed.FS

// Example is a ready program: its name (the file's, without its extension), its
// language, its kind and its source. Each example is written in both languages: two
// Examples of one name, the same results.
type Example struct {
	Name   string `json:"name"`
	Lang   Lang   `json:"lang"`
	Kind   Kind   `json:"kind"`
	Source string `json:"source"`
}

// exampleKinds says the kind of each example by its name's start.
func exampleKind(name string) Kind {
	switch {
	case strings.HasPrefix(name, "connect4_"), strings.HasPrefix(name, "tictactoe_"):
		return KindEval
	case strings.HasPrefix(name, "search_"):
		return KindSearch
	}
	return KindGame
}

// Examples lists the ready programs in both languages, sorted by name, then by
// language (Starlark first).
func Examples() []Example {
	var out []Example
	entries, _ := fs.ReadDir(exampleFiles, "examples")
	for _, e := range entries {
		b, err := fs.ReadFile(exampleFiles, "examples/"+e.Name())
		if err != nil {
			continue
		}
		lang := LangOfFile(e.Name())
		name := strings.TrimSuffix(e.Name(), lang.Ext())
		out = append(out, Example{Name: name, Lang: lang, Kind: exampleKind(name), Source: string(b)})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Name != out[j].Name {
			return out[i].Name < out[j].Name
		}
		return out[i].Lang == Starlark && out[j].Lang != Starlark
	})
	return out
}

// ExampleSource is the Starlark source of the example named name, and whether there
// is one.
func ExampleSource(name string) (string, bool) {
	return ExampleSourceLang(Starlark, name)
}

// ExampleSourceLang is the source of the example named name in lang.
func ExampleSourceLang(lang Lang, name string) (string, bool) {
	b, err := fs.ReadFile(exampleFiles, "examples/"+name+lang.Ext())
	return string(b), err == nil
}
