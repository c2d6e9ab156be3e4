package lab

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
)

func loadExampleLang(t testing.TB, lang Lang, name string, kind Kind) *Program {
	t.Helper()
	src, ok := ExampleSourceLang(lang, name)
	require.True(t, ok, "%s in %s", name, lang)
	p, err := LoadLang(kind, lang, src, Limits{Steps: 1 << 62, Time: time.Minute})
	require.NoError(t, err, "%s in %s", name, lang)
	return p
}

// Every example is written in both languages: one name, two sources, the same kind.
func TestExamplesInBothLanguages(t *testing.T) {
	t.Parallel()
	byName := map[string][]Lang{}
	xs := Examples()
	for _, x := range xs {
		byName[x.Name] = append(byName[x.Name], x.Lang)
		src, ok := ExampleSourceLang(x.Lang, x.Name)
		assert.True(t, ok)
		assert.Equal(t, src, x.Source)
	}
	assert.Len(t, byName, 16)
	assert.Len(t, xs, 31)
	for name, langs := range byName {
		if slices.Contains(OnlyJS, name) {
			assert.Equal(t, []Lang{JavaScript}, langs, name)
			continue
		}
		assert.Equal(t, []Lang{Starlark, JavaScript}, langs, name)
	}
	star, ok := ExampleSource("nim")
	assert.True(t, ok)
	assert.True(t, strings.HasPrefix(star, "# "))
	_, ok = ExampleSourceLang(JavaScript, "no_such_example")
	assert.False(t, ok)
	for _, x := range xs {
		if x.Lang == JavaScript && !slices.Contains(OnlyJS, x.Name) { // the tutorial's: labcheck's tests
			_, err := LoadLang(x.Kind, JavaScript, x.Source, Limits{})
			assert.NoError(t, err, x.Name)
		}
	}
}

// The evaluation examples give the same value in both languages on random positions
// (and the course's F, function by function, too).
func TestEvalExamplesTwins(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ name, game string }{
		{"connect4_course", "connect4"}, {"connect4_lines", "connect4"}, {"tictactoe_lines", "tictactoe"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			star := Local{loadExample(t, tc.name, KindEval)}
			jsp := loadExampleLang(t, JavaScript, tc.name, KindEval)
			js := Local{jsp}
			for i, g := range randomPositions(tc.game, 1500, 11) {
				b, side := g.(games.Drawable).Board(), sideToMove(g)
				want, err := star.Evaluate(b, side)
				require.NoError(t, err)
				got, err := js.Evaluate(b, side)
				require.NoError(t, err)
				require.Equal(t, want, got, "position %d: %s", i, g.Position())
				if tc.name == "connect4_course" && i < 300 {
					vm := jsp.JS()
					f, err := jsp.CallJS("F", jsStrings(vm, b), vm.ToValue(side))
					require.NoError(t, err)
					fv, err := jsp.JSInt("F", f, games.WinBase)
					require.NoError(t, err)
					require.Equal(t, want, fv, "F at position %d: %s", i, g.Position())
				}
			}
		})
	}
}

// gameTreeText writes a game's expansions from initial() down to depth plies: each
// state's result or moves, evaluation and board, by move names.
func gameTreeText(t *testing.T, be Backend, depth int) string {
	var b strings.Builder
	var walk func(s, path string, d int)
	walk = func(s, path string, d int) {
		e, err := be.Expand(s)
		require.NoError(t, err, path)
		v, ok, err := be.Evaluate(s)
		require.NoError(t, err, path)
		rows, err := be.Board(s)
		require.NoError(t, err, path)
		fmt.Fprintf(&b, "%s: over=%v score=%d names=%v chance=%v eval=%d,%v board=%q\n", path, e.Over, e.Score, e.Names, e.Chance, v, ok, rows)
		if d == 0 || e.Over {
			return
		}
		for i, c := range e.Children {
			walk(c, path+"/"+e.Names[i], d-1)
		}
	}
	root, err := be.Initial()
	require.NoError(t, err)
	walk(root, "", depth)
	return b.String()
}

// The game examples expand the same way in both languages, a few plies down.
func TestGameExamplesTwins(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"nim", "nim_one_heap", "predict_winner", "stones", "stones_dice"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			star := gameTreeText(t, NewLocalGame(loadExampleLang(t, Starlark, name, KindGame)), 4)
			js := gameTreeText(t, NewLocalGame(loadExampleLang(t, JavaScript, name, KindGame)), 4)
			assert.Greater(t, strings.Count(star, "\n"), 10)
			assert.Equal(t, star, js)
		})
	}
}
