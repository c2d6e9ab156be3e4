package sandbox

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/trace"
)

// stonesJS is lab/examples/stones.star in JavaScript: ten stones, take 1 to 3, who
// takes the last wins.
const stonesJS = `var N = 10;
var TOMAS = [1, 2, 3];
function initial() { return [N, 0]; }
function moves(state) { return TOMAS.filter(function (t) { return t <= state[0]; }); }
function play(state, t) { return [state[0] - t, state[1] + 1]; }
function result(state) {
  if (state[0] < 1) return -(N + 1 - state[1]);
  return null;
}
function move_name(state, t) { return "take " + t; }
`

// minimaxJS is a node API search (search(root)) in JavaScript: plain minimax.
const minimaxJS = `function minimax(node) {
  if (node.is_leaf()) return node.value();
  var best = node.is_max() ? -Infinity : Infinity;
  var kids = node.children();
  for (var i = 0; i < kids.length; i++) {
    var v = minimax(kids[i]);
    best = node.is_max() ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}
function search(root) { return minimax(root); }
`

// searchStored searches the stored program hash names as the game of a problem,
// through the workers (Maker), and returns its value and principal variation.
func searchStored(t *testing.T, p *Pool, store *Store, hash string) (int, []string) {
	t.Helper()
	tp := trace.DefaultParams()
	require.NoError(t, tp.Set("game", trace.ExternalPrefix+hash))
	require.NoError(t, tp.Set("algo", "alphabeta"))
	g, err := NewGame(context.Background(), p, store, &tp, Budget{})
	require.NoError(t, err)
	tr, err := trace.Search(g, tp.Options)
	require.NoError(t, err)
	return tr.Value, tr.PV
}

// A JavaScript game, named by its hash, is searched through the workers in its own
// language (the store's), as its Starlark twin.
func TestJavaScriptGameSearched(t *testing.T) {
	t.Parallel()
	p := NewPool(Config{Workers: 1})
	defer p.Close()
	store := NewStore(1 << 20)
	star, ok := lab.ExampleSource("stones")
	require.True(t, ok)
	wantValue, wantPV := searchStored(t, p, store, store.Put(lab.KindGame, lab.Starlark, star))
	value, pv := searchStored(t, p, store, store.Put(lab.KindGame, lab.JavaScript, stonesJS))
	assert.Equal(t, wantValue, value)
	assert.Equal(t, wantPV, pv)
}

// A check on a student's game runs each code in its own language: a JavaScript
// search on a Starlark game.
func TestJavaScriptSearchCheckedOnAGame(t *testing.T) {
	t.Parallel()
	p := NewPool(Config{Workers: 1})
	defer p.Close()
	star, ok := lab.ExampleSource("stones")
	require.True(t, ok)
	vals := map[string]string{"algo": "minimax", "depth": "4"}
	rep, err := p.CheckGame(context.Background(), lab.JavaScript, minimaxJS, lab.Starlark, star, vals, Budget{})
	require.NoError(t, err)
	assert.True(t, rep.OK, "%v", rep.Summary)
	// its Starlark twin too: the wins of a depth-limited search (games.WinBase plus
	// the score) are numbers, not ±inf
	rep, err = p.CheckGame(context.Background(), lab.Starlark, minimaxStar, lab.Starlark, star, vals, Budget{})
	require.NoError(t, err)
	assert.True(t, rep.OK, "%v", rep.Summary)
	vals["algo"] = "alphabeta"
	rep, err = p.CheckGame(context.Background(), lab.JavaScript, minimaxJS, lab.Starlark, star, vals, Budget{})
	require.NoError(t, err)
	assert.False(t, rep.OK, "minimax is not alpha-beta")
}

const minimaxStar = `def minimax(node):
    if node.is_leaf():
        return node.value()
    best = float("-inf") if node.is_max() else float("inf")
    for c in node.children():
        v = minimax(c)
        best = max(best, v) if node.is_max() else min(best, v)
    return best

def search(root):
    return minimax(root)
`

// Seed 000's tutorial code is kept by a worker with the tutorial's world (its Juego,
// Tablero and JUGADOR) and checked on a tic-tac-toe board.
func TestTutorialCheckedInAWorker(t *testing.T) {
	t.Parallel()
	p := NewPool(Config{Workers: 1})
	defer p.Close()
	src, ok := lab.ExampleSourceLang(lab.JavaScript, lab.TutorialExample)
	require.True(t, ok)
	vals := map[string]string{"algo": "minimax", "game": "tictactoe", "position": lab.TutorialPosition}
	rep, err := p.Check(context.Background(), lab.JavaScript, src, vals, Budget{})
	require.NoError(t, err)
	assert.True(t, rep.OK, "%v", rep.Summary)
}
