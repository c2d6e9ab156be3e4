package games

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
)

// Options a game does not have are errors, not ignored.
func TestOptionsAGameDoesNotHave(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		game, pos string
		opt       Options
		code      string
	}{
		{"tree", "", Options{Eval: "course"}, "game.no_eval"},
		{"tree", "random:b=2", Options{Eval: "nonsense"}, "game.no_eval"},
		{"stones", "5", Options{Eval: "course"}, "game.no_eval"},
		{"tictactoe", "", Options{Eval: "course"}, "game.eval_unknown"},
		{"connect4", "", Options{Eval: "nonsense"}, "game.eval_unknown"},
		{"tree", "", Options{Takes: []int{1, 2}}, "game.no_takes"},
		{"tictactoe", "", Options{Takes: []int{1}}, "game.no_takes"},
		{"connect4", "", Options{Takes: []int{1}}, "game.no_takes"},
		{"tictactoe", "", Options{RootMin: true}, "game.no_root_min"},
		{"connect4", "4", Options{RootMin: true}, "game.no_root_min"},
		{"stones", "5", Options{RootMin: true}, "game.no_root_min"},
		{"chess", "", Options{}, "game.unknown"},
	} {
		t.Run(tc.game+" "+tc.code, func(t *testing.T) {
			t.Parallel()
			g, err := New(tc.game, tc.pos, tc.opt)
			assert.Nil(t, g)
			c, ok := msg.Find(err)
			require.True(t, ok, "%v", err)
			assert.Equal(t, tc.code, c.Code())
			assert.NotEqual(t, c.Text(msg.EN), c.Text(msg.ES))
		})
	}
	for _, ok := range []struct {
		game string
		opt  Options
	}{
		{"tree", Options{RootMin: true}}, {"stones", Options{Takes: []int{1, 4}}},
		{"tictactoe", Options{Eval: "lines"}}, {"connect4", Options{Eval: "better"}},
	} {
		_, err := New(ok.game, "", ok.opt)
		assert.NoError(t, err, "%s %+v", ok.game, ok.opt)
	}
}

// A leaf beyond ±MaxLeafValue is refused, so that it is never read as a game won or
// lost (2^39 once printed as "win -549755813887").
func TestTreeLeafRange(t *testing.T) {
	t.Parallel()
	_, err := ParseTree("(549755813888, 549755813889)", Options{})
	require.Error(t, err)
	assert.Equal(t, `tree position "(549755813888, 549755813889)": at character 2: number 549755813888 out of range: a leaf's value must be between -1,000,000,000 and 1,000,000,000`, err.Error())
	assert.Equal(t, `árbol "(549755813888, 549755813889)": en el carácter 2: el número 549755813888 está fuera de rango: el valor de una hoja debe estar entre -1.000.000.000 y 1.000.000.000`, msg.Text(err, msg.ES))
	_, err = ParseTree("random:max=2000000000", Options{})
	assert.ErrorContains(t, err, "max must be between -1,000,000,000 and 1,000,000,000")
	_, err = ParseTree("(1000000000,-1000000000)", Options{})
	assert.NoError(t, err)
	assert.Less(t, MaxLeafValue, WinBase/1000)
}

func TestRandomEmptyItem(t *testing.T) {
	t.Parallel()
	for _, in := range []string{"random:b=3,,d=2", "random:,b=3", "random:b=3, ,d=2"} {
		_, err := ParseTree(in, Options{})
		var pe *ParseError
		require.ErrorAs(t, err, &pe, in)
		assert.Equal(t, "random.empty_item", pe.Code())
	}
	_, err := ParseTree("random:b=3,", Options{})
	assert.NoError(t, err, "a trailing comma is fine")
}

// Offsets in messages count characters, not bytes; the example of issue 8 in both
// languages.
func TestParseErrorText(t *testing.T) {
	t.Parallel()
	_, err := ParseTree("((3,5),(2,9", Options{})
	var pe *ParseError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, `tree position "((3,5),(2,9": at character 12: unexpected end of input: 2 '(' not closed`, pe.Error())
	assert.Equal(t, `árbol "((3,5),(2,9": en el carácter 12: el texto se acaba antes de cerrar los 2 paréntesis`, pe.Text(msg.ES))
	assert.Equal(t, "tree.unclosed", pe.Code())
	assert.Equal(t, map[string]any{"game": "tree", "input": "((3,5),(2,9", "at": 12, "open": 2}, pe.Params())

	_, err = ParseTree("(ñandú:1, 2 !)", Options{})
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, 14, pe.Offset, "bytes")
	assert.Equal(t, 13, pe.Char(), "characters")
	assert.Contains(t, pe.Error(), "at character 13: expected ')' or ',' but found '!'")

	_, err = ParseTicTacToe("XXO", Options{})
	assert.Equal(t, `posición de tres en raya "XXO": un tablero tiene 9 casillas, no 3`, msg.Text(err, msg.ES))
	long := string(make([]rune, 0)) + "((((((((((((((((((((((((((((((((((((((((ééééééééééééééééééééééééééééé"
	_, err = ParseTree(long, Options{})
	require.ErrorAs(t, err, &pe)
	in := pe.Params()["input"].(string)
	assert.Equal(t, 60, len([]rune(in)), "cut by characters, never inside one")
}
