package worksheet

import (
	"strings"
	"testing"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every kind of item, its options, comments and blank lines.
func TestParseItems(t *testing.T) {
	t.Parallel()
	items, lines, err := ParseItemLines(chosenItems + "\n  \nTTT X.O/.X./..O q=d\nc4 depth=2 q=b\nstones 5 depth=3\nrandom seed=7 level=2 q=values\ntree ((3, 5), (2, 9)) root=min Q=A\ntextbook fail-course q=window")
	require.NoError(t, err)
	want := []exercise.Spec{
		{Source: "tree", Position: "((3,5),(2,9),(0,7))", Q: exercise.Values, Root: "max"},
		{Source: "figure-5.2", Q: exercise.Window, Root: "max", FailHard: true},
		{Source: "tictactoe", Position: "XOX/OO./X..", Q: exercise.Prune, Root: "max"},
		{Source: "connect4", Position: "4453", Depth: 1, Q: exercise.Order, Root: "max"},
		{Source: "tictactoe", Position: "X.O/.X./..O", Q: exercise.Order, Root: "max"},
		{Source: "connect4", Depth: 2, Q: exercise.Prune, Root: "max"},
		{Source: "stones", Position: "5", Depth: 3, Q: exercise.Prune, Root: "max"},
		{Source: "random", Seed: 7, Level: 2, Q: exercise.Values, Root: "max"},
		{Source: "tree", Position: "((3, 5), (2, 9))", Q: exercise.Values, Root: "min"},
		{Source: "textbook", Q: exercise.Window, Root: "max", FailCourse: true},
	}
	assert.Equal(t, want, items)
	assert.Equal(t, []int{2, 3, 4, 6, 8, 9, 10, 11, 12, 13}, lines)
	for _, it := range items {
		back, err := ParseItem(ItemLine(it))
		require.NoError(t, err, ItemLine(it))
		assert.Equal(t, it, back, ItemLine(it))
	}
}

// A bad line is named (the tree in it is read when its exercise is made: Chosen) by its number, in both languages, with what is wrong with it.
func TestParseItemsErrors(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text, en, es string
	}{
		{"textbook\nchess e4", "line 2: \"chess\" is not a tree's kind", "línea 2: \"chess\" no es un tipo de árbol"},
		{"# a\n\ntree ((3,5),(2) q=x", "line 3: q \"x\"", "línea 3: q \"x\""},
		{"textbook q=all", "line 1: q \"all\"", "línea 1: q \"all\""},
		{"textbook colour=red", "line 1: \"colour=red\": write NAME=VALUE", "línea 1: \"colour=red\": escribe NOMBRE=VALOR"},
		{"textbook depth=2", "line 1: source textbook takes no depth", "línea 1: el origen textbook no lleva profundidad"},
		{"connect4 4453", "line 1: depth \"0\": connect-4 needs a depth limit", "línea 1: depth \"0\": el conecta 4 necesita"},
		{"connect4 4453 depth=99", "line 1: depth \"99\"", "línea 1: depth \"99\""},
		{"preset", "line 1: \"preset\" is not a tree's kind", "línea 1: \"preset\" no es"},
		{"preset tree", "line 1: \"preset tree\" is not a tree's kind", "línea 1: "},
		{"lab:abcd", "line 1: \"lab:abcd\" is not a tree's kind", "línea 1: "},
		{"tictactoe", "line 1: source tictactoe needs a position", "línea 1: "},
		{"textbook fail-hard fail-course q=prune", "line 1: ", "línea 1: "},
		{strings.Repeat("textbook\n", MaxItemsText/9+1), "a worksheet of chosen trees holds 1 to 6 items", "una hoja de árboles elegidos"},
	} {
		_, err := ParseItems(c.text)
		c2, ok := msg.Find(err)
		require.True(t, ok, "%.40q: %v", c.text, err)
		assert.True(t, strings.HasPrefix(c2.Text("en"), c.en), "%.40q: %s", c.text, c2.Text("en"))
		assert.True(t, strings.HasPrefix(c2.Text("es"), c.es), "%.40q: %s", c.text, c2.Text("es"))
	}
}

// FuzzParseItems: no list makes the parser panic; every item it reads is a
// normalised spec whose line (ItemLine) reads back as itself, and a list that fails
// says which line, within the list.
func FuzzParseItems(f *testing.F) {
	for _, s := range []string{chosenItems, "textbook", "tree ((3,5),(2,9)) q=window fail-hard", "connect4 4453 depth=2", "stones 5 depth=1 q=d",
		"random seed=-3 level=5", "# c\n\n", "preset figure-5.2 root=min", "tictactoe X........ depth=1 q=order", "tree A(B(3,5),C(2,9)) root=MIN", "c4 depth=1 fail-course=1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		items, lines, err := ParseItemLines(text)
		if err != nil {
			c, ok := msg.Find(err)
			require.True(t, ok, "an error without a code: %v", err)
			if c.Code() == "worksheet.line" {
				n, _ := c.Params()["n"].(int)
				require.True(t, n >= 1 && n <= strings.Count(text, "\n")+1, "line %d of %d", n, strings.Count(text, "\n")+1)
			}
			return
		}
		require.Len(t, lines, len(items))
		for _, it := range items {
			norm, err := it.Normalize()
			require.NoError(t, err)
			require.Equal(t, norm, it, "not normalised")
			back, err := ParseItem(ItemLine(it))
			require.NoError(t, err, "%q", ItemLine(it))
			require.Equal(t, it, back, "%q", ItemLine(it))
		}
	})
}
