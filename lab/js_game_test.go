package lab

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// jsGame loads a JavaScript game.
func loadJSGame(t *testing.T, src string) *LocalGame {
	t.Helper()
	p, err := LoadLang(KindGame, JavaScript, src, Limits{Time: time.Minute})
	require.NoError(t, err)
	return NewLocalGame(p)
}

// A state's text is canonical JSON: an object's keys sorted whatever order they were
// set in, whole numbers written as such; one position has one text.
func TestJSStateText(t *testing.T) {
	t.Parallel()
	l := loadJSGame(t, `
function initial() { return {b: [1, 2.5, "x\"y", true, null], a: {d: -0, c: 2.0}}; }
function moves(s) { return ["swap"]; }
function play(s, m) { const t = {}; t.a = {c: s.a.c, d: s.a.d}; t.b = s.b; return t; }
function result(s) { return null; }
`)
	root, err := l.Initial()
	require.NoError(t, err)
	assert.Equal(t, `{"a":{"c":2,"d":0},"b":[1,2.5,"x\"y",true,null]}`, root)
	e, err := l.Expand(root)
	require.NoError(t, err)
	assert.Equal(t, []string{"swap"}, e.Names)
	assert.Equal(t, []string{root}, e.Children, "the same position, the same text")
}

// Every call gets a fresh copy of its state: a play() that changes its argument
// changes no kept state, so the game is the same as one that copies first.
func TestJSPlayThatMutatesItsState(t *testing.T) {
	t.Parallel()
	mutating := loadJSGame(t, `
function initial() { return {heap: 5, taken: []}; }
function moves(s) { return [1, 2].filter((k) => k <= s.heap); }
function play(s, k) { s.heap -= k; s.taken.push(k); return s; }
function result(s) { return s.heap === 0 ? -1 : null; }
`)
	copying := loadJSGame(t, `
function initial() { return {heap: 5, taken: []}; }
function moves(s) { return [1, 2].filter((k) => k <= s.heap); }
function play(s, k) { return {heap: s.heap - k, taken: [...s.taken, k]}; }
function result(s) { return s.heap === 0 ? -1 : null; }
`)
	assert.Equal(t, gameTreeText(t, copying, 5), gameTreeText(t, mutating, 5))
	g, err := NewGame(mutating, "")
	require.NoError(t, err)
	tr, err := trace.Search(g, trace.Options{Algorithm: trace.Minimax})
	require.NoError(t, err)
	assert.Equal(t, 1, tr.Value, "5 stones, take 1 or 2: the first player wins")
}

// moves may return any iterable (a generator, a Set); a move is named by move_name,
// else a string move is its own name, else its JSON.
func TestJSMovesAndNames(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, moves, moveName string
		want                  []string
	}{
		{"array of strings", `return ["a", "b"];`, "", []string{"a", "b"}},
		{"array of arrays", `return [[0, 1], {to: 2, from: 1}];`, "", []string{"[0,1]", `{"from":1,"to":2}`}},
		{"generator", `function* g() { yield 1; yield 2; } return g();`, "", []string{"1", "2"}},
		{"a Set", `return new Set(["x", "y"]);`, "", []string{"x", "y"}},
		{"move_name", `return [1, 2];`, "function move_name(s, m) { return `take ${m} of ${s}`; }", []string{"take 1 of 3", "take 2 of 3"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			l := loadJSGame(t, "function initial() { return 3; }\nfunction moves(s) { "+tc.moves+" }\nfunction play(s, m) { return s - 1; }\nfunction result(s) { return s ? null : -1; }\n"+tc.moveName)
			root, err := l.Initial()
			require.NoError(t, err)
			e, err := l.Expand(root)
			require.NoError(t, err)
			assert.Equal(t, tc.want, e.Names)
			assert.Equal(t, []string{"2", "2"}, e.Children)
		})
	}
}

// A state read back from its text (another worker's) is checked as a returned one.
func TestJSStateReadBack(t *testing.T) {
	t.Parallel()
	src := "function initial() { return [0]; }\nfunction moves(s) { return [1]; }\nfunction play(s, m) { return [s[0] + m]; }\nfunction result(s) { return s[0] >= 2 ? -1 : null; }\nfunction board(s) { return String(s[0]); }\nfunction evaluate(s) { return s[0] * 10; }\n"
	l := loadJSGame(t, src)
	e, err := l.Expand("[1]")
	require.NoError(t, err)
	assert.Equal(t, []string{"[2]"}, e.Children)
	v, ok, err := l.Evaluate("[1]")
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, int64(10), v)
	b, err := l.Board("[1]")
	require.NoError(t, err)
	assert.Equal(t, []string{"1"}, b)
	_, err = loadJSGame(t, src).Expand("[1")
	require.Error(t, err)
	assert.Equal(t, "lab.state_read", err.(*Error).Kind)
}

// A JavaScript game's wrong answers are the Starlark game's errors, said in
// JavaScript's terms, at the line that returned them where there is one.
func TestJSGameErrors(t *testing.T) {
	t.Parallel()
	game := func(initial, moves, play, result string) string {
		return "function initial() { " + initial + " }\nfunction moves(s) { " + moves + " }\nfunction play(s, m) { " + play + " }\nfunction result(s) { " + result + " }\n"
	}
	ok := game("return 1;", "return [1];", "return s + 1;", "return s > 3 ? -1 : null;")
	for _, tc := range []struct {
		name, src, code, es string
	}{
		{"a function as state", game("return {f: function () {}};", "return [1];", "return s;", "return null;"), "lab.state", "initial devolvió un estado que no son datos simples (números, cadenas, true/false/null, arrays, objetos simples); contiene: function"},
		{"undefined inside", game("return [undefined];", "return [1];", "return s;", "return null;"), "lab.state", "contiene: undefined"},
		{"play returns nothing", game("return 1;", "return [1];", "s + 1;", "return null;"), "lab.state", "play devolvió un estado"},
		{"a Map", game("return new Map();", "return [1];", "return s;", "return null;"), "lab.state", "contiene: Map"},
		{"a class instance", "class P { constructor() { this.x = 1; } }\n" + game("return new P();", "return [1];", "return s;", "return null;"), "lab.state", "contiene: P"},
		{"NaN", game("return [0 / 0];", "return [1];", "return s;", "return null;"), "lab.state", "contiene: NaN"},
		{"a huge array", game("const a = []; a.length = 2 ** 32 - 1; return a;", "return [1];", "return s;", "return null;"), "lab.state", "contiene: more than 65536 values"},
		{"a cycle", game("const a = []; a.push(a); return a;", "return [1];", "return s;", "return null;"), "lab.state_deep", "anidado a más de 64 niveles"},
		{"no moves", game("return 1;", "return [];", "return s;", "return null;"), "lab.moves_none", "moves no devolvió ninguna jugada mientras result(state) es null"},
		{"too many moves", game("return 1;", "return Array.from({length: 2000}, (_, i) => i);", "return s;", "return null;"), "lab.moves_many", "más de 1000 jugadas"},
		{"too many generated moves", game("return 1;", "function* g() { for (let i = 0; ; i++) yield i; } return g();", "return s;", "return null;"), "lab.moves_many", "más de 1000 jugadas"},
		{"moves not a list", game("return 1;", "return 3;", "return s;", "return null;"), "lab.game_return", "moves devolvió number 3"},
		{"result not a whole number", game("return 1;", "return [1];", "return s;", "return 0.5;"), "lab.game_return", "result devolvió number 0.5"},
		{"result too large", game("return 1;", "return [1];", "return s;", "return 2 ** 41;"), "lab.game_return", "result devolvió"},
		{"an exception in play", game("return 1;", "return [1];", "return s.x.y;", "return null;"), CodeRuntime, "línea 3, columna 34: error en play: un valor es undefined o null"},
		{"a generator that throws", game("return 1;", "function* g() { yield 1; throw new Error('no'); } return g();", "return s;", "return null;"), CodeRuntime, "línea 2, columna 52: error en g: JavaScript dice: Error: no"},
		{"the right game", ok, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p, err := LoadLang(KindGame, JavaScript, tc.src, Limits{Time: time.Minute})
			require.NoError(t, err)
			g, err := NewGame(NewLocalGame(p), "")
			if err == nil {
				_, err = trace.Search(g, trace.Options{Algorithm: trace.Minimax, MaxNodes: 10_000})
			}
			if tc.code == "" {
				assert.NoError(t, err)
				return
			}
			require.Error(t, err)
			le, isLab := err.(*Error)
			require.True(t, isLab, "%T %v", err, err)
			assert.Equal(t, tc.code, le.Kind, le.Error())
			assert.Equal(t, JavaScript, le.Lang)
			assert.Contains(t, le.Text(msg.ES), tc.es)
			assert.NotContains(t, le.Text(msg.EN), "None")
		})
	}
}

// Reading what the student's code returned may run more of their code (a getter, a
// Proxy's trap, toString, an iterator): it runs under the program's limits, its
// exceptions are their errors at their lines, and nothing of it reaches Go as a panic.
func TestJSHostileValues(t *testing.T) {
	t.Parallel()
	game := func(initial, moves, board string) string {
		return "function initial() { " + initial + " }\nfunction moves(s) { " + moves + " }\nfunction play(s, m) { return 1; }\nfunction result(s) { return null; }\nfunction board(s) { " + board + " }\n"
	}
	for _, tc := range []struct {
		name, src, code string
		line, col       int
	}{
		{"toString that throws", "function evaluate(b, p) { return {toString() { throw new Error('x'); }}; }", CodeReturn, 0, 0},
		{"valueOf that loops", "function evaluate(b, p) { return {valueOf() { while (true) {} }}; }", CodeReturn, 0, 0},
		{"a state's getter throws", game("return {get a() { throw new Error('z'); }};", "return [1];", "return [];"), CodeRuntime, 1, 46},
		{"a state's getter loops", game("return {get a() { while (true) {} }};", "return [1];", "return [];"), CodeTime, 1, 30},
		{"a Proxy state's trap loops", game("return new Proxy({}, {ownKeys() { while (true) {} }});", "return [1];", "return [];"), CodeTime, 1, 44},
		{"a move's getter throws", game("return 1;", "const a = [1]; Object.defineProperty(a, 0, {get() { throw new Error('m'); }}); return a;", "return [];"), CodeRuntime, 2, 79},
		{"a Proxy of moves loops", game("return 1;", "return new Proxy([1], {get() { while (true) {} }});", "return [];"), CodeTime, 2, 44},
		{"a move object's getter throws", game("return 1;", "return [{get x() { throw new Error('n'); }}];", "return [];"), CodeRuntime, 2, 46},
		{"a board row's getter throws", game("return 1;", "return [1];", "const a = ['x']; Object.defineProperty(a, 0, {get() { throw new Error('b'); }}); return a;"), CodeRuntime, 5, 81},
		{"a board that is an object", game("return 1;", "return [1];", "return {toString() { throw new Error('c'); }};"), "lab.game_return", 0, 0},
		{"a board with a hole", game("return 1;", "return [1];", "return ['a', , 'b'];"), "lab.game_return", 0, 0},
		{"rows of a board with a hole", "function evaluate(b, p) { return rows(['...', , '...']).length; }", "lab.board_row", 1, 38},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			kind := KindEval
			if strings.HasPrefix(tc.src, "function initial") {
				kind = KindGame
			}
			p, err := LoadLang(kind, JavaScript, tc.src, Limits{Time: 300 * time.Millisecond})
			require.NoError(t, err)
			if kind == KindEval {
				_, err = Local{p}.Evaluate([]string{"..."}, "X")
			} else {
				var g *Game
				if g, err = NewGame(NewLocalGame(p), ""); err == nil {
					g.Moves(nil)
					g.Board()
					err = g.Err()
				}
			}
			require.Error(t, err)
			le, ok := err.(*Error)
			require.True(t, ok, "%T %v", err, err)
			assert.Equal(t, tc.code, le.Kind, le.Error())
			assert.Equal(t, []int{tc.line, tc.col}, []int{le.Line, le.Col}, le.Error())
		})
	}
}
