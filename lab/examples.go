package lab

import (
	"embed"
	"io/fs"
	"sort"
	"strings"
)

//go:embed examples/*.star
var exampleFiles embed.FS

// Example is a ready program: its name (the file's, without .star), its kind and its
// source.
type Example struct {
	Name   string `json:"name"`
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

// Examples lists the ready programs, sorted by name.
func Examples() []Example {
	var out []Example
	entries, _ := fs.ReadDir(exampleFiles, "examples")
	for _, e := range entries {
		b, err := fs.ReadFile(exampleFiles, "examples/"+e.Name())
		if err != nil {
			continue
		}
		name := strings.TrimSuffix(e.Name(), ".star")
		out = append(out, Example{Name: name, Kind: exampleKind(name), Source: string(b)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// ExampleSource is the source of the example named name, and whether there is one.
func ExampleSource(name string) (string, bool) {
	b, err := fs.ReadFile(exampleFiles, "examples/"+name+".star")
	return string(b), err == nil
}
