package lab

import (
	"embed"
	"io/fs"
	"slices"
	"sort"
	"strings"
)

//go:embed examples/*.star examples/*.js
var exampleFiles embed.FS

// Example is a ready program: its name (the file's, without its extension), its
// language, its kind and its source. Each example is written in both languages: two
// Examples of one name, the same results; but the tutorial's (OnlyJS), the course's
// own JavaScript, whose Tablero and Juego have no Starlark form.
type Example struct {
	Name   string `json:"name"`
	Lang   Lang   `json:"lang"`
	Kind   Kind   `json:"kind"`
	Source string `json:"source"`
	// Game and Position are the problem a search example is checked on when it is not
	// a tree (the tutorial's tic-tac-toe), empty otherwise.
	Game     string `json:"game,omitempty"`
	Position string `json:"position,omitempty"`
	// Algo is the algorithm a game example is searched with when it is not minimax:
	// expectiminimax for a game with chance (ChanceExamples).
	Algo string `json:"algo,omitempty"`
}

// ChanceExamples lists the game examples with chance(state): searched with
// expectiminimax (Example.Algo).
var ChanceExamples = []string{"stones_dice"}

// TutorialExample is the example of seed 000's tic-tac-toe tutorial, as it writes its
// movimientoAI, min and max; TutorialPosition the board it is checked on first (X on
// 5 and 8, O in the centre, O, the CPU, to move: 935 nodes).
const (
	TutorialExample  = "search_tutorial"
	TutorialPosition = "....OX..X"
)

// OnlyJS lists the examples written in JavaScript alone.
var OnlyJS = []string{TutorialExample}

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
		x := Example{Name: name, Lang: lang, Kind: exampleKind(name), Source: string(b)}
		if name == TutorialExample {
			x.Game, x.Position = "tictactoe", TutorialPosition
		}
		if slices.Contains(ChanceExamples, name) {
			x.Algo = "expectiminimax"
		}
		out = append(out, x)
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
