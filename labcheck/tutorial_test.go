package labcheck

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// seed000Source is the tutorial's movimientoAI, min and max as seed 000 writes them (its
// indentation is the web page's non-breaking spaces).
func seed000Source(t testing.TB) string {
	t.Helper()
	b, err := os.ReadFile("testdata/seed000_tutorial.js")
	require.NoError(t, err)
	return string(b)
}

// tutorialEdit replaces old by new inside the tutorial's function name only.
func tutorialEdit(t testing.TB, src, name, old, new string) string {
	t.Helper()
	head := "Juego.prototype." + name + "=function"
	i := strings.Index(src, head)
	require.GreaterOrEqual(t, i, 0, name)
	j := strings.Index(src[i:], "\n    };")
	if j < 0 {
		j = strings.Index(src[i:], "};")
	}
	require.Greater(t, j, 0, name)
	body := src[i : i+j]
	require.Contains(t, body, old)
	return src[:i] + strings.Replace(body, old, new, 1) + src[i+j:]
}

func tutorialProblem(position string) trace.Params {
	return trace.Params{Game: "tictactoe", Position: position, Options: trace.Options{Algorithm: trace.Minimax}}
}

// tutValue is the tutorial's minimax value of a board (1 the CPU wins, -1 the human,
// 0 a draw), toMove (2 the CPU, 1 the human) to move, written again.
func tutValue(board [9]int8, toMove int8) int {
	last := 3 - toMove
	for _, l := range tutLines {
		if board[l[0]] == last && board[l[1]] == last && board[l[2]] == last {
			if last == 2 {
				return 1
			}
			return -1
		}
	}
	best, any := 0, false
	for c := range board {
		if board[c] != 0 {
			continue
		}
		board[c] = toMove
		v := tutValue(board, last)
		board[c] = 0
		if !any || toMove == 2 && v > best || toMove == 1 && v < best {
			best, any = v, true
		}
	}
	return best // a full board: a draw
}

// tutBruteForce is the root's value, the CPU to move, and the cell movimientoAI marks
// (the first best, in cell order).
func tutBruteForce(board [9]int8) (value, cell int) {
	value, cell = -9999, -1
	for c := range board {
		if board[c] != 0 {
			continue
		}
		board[c] = 2
		v := tutValue(board, 1)
		board[c] = 0
		if v > value {
			value, cell = v, c
		}
	}
	return value, cell
}

func tutBoardOf(position string) [9]int8 {
	var b [9]int8
	for i := 0; i < 9; i++ {
		switch position[i] {
		case 'X':
			b[i] = 1
		case 'O':
			b[i] = 2
		}
	}
	return b
}

// tutorialPositions are boards where the CPU (O) moves: 2, 3 and 4 marks, wins,
// losses and draws at the root.
var tutorialPositions = []string{tutorialExample, "X...O...X", "X.O.X....", "XO..X....", "XX.O.....", "X...O....", "XO..X...O", "OX.XO....", "X.X.O..O.", "XO.OX.X.."}

// The seed's three functions pasted as the tutorial writes them pass at every
// position: the cell they mark is brute force's, every value the tutorial's.
func TestTutorialSeedPasses(t *testing.T) {
	t.Parallel()
	src := seed000Source(t)
	for _, pos := range tutorialPositions {
		t.Run(pos, func(t *testing.T) {
			t.Parallel()
			rep, err := CheckTutorial(src, tutorialProblem(pos), lab.Limits{})
			require.NoError(t, err)
			require.True(t, rep.OK, "%s", rep.Summary["en"])
			want, cell := tutBruteForce(tutBoardOf(pos))
			require.GreaterOrEqual(t, rep.Move, int32(0))
			name := rep.Names[rep.Move]
			assert.Equal(t, "O"+strconv.Itoa(cell), name, "the cell movimientoAI marks")
			assert.Equal(t, want, rep.Want)
			assert.Equal(t, "tree", rep.Params["game"])
			assert.Contains(t, rep.Checked, CheckValues)
			assert.Contains(t, rep.Checked, CheckRootMove)
			assert.Contains(t, rep.Checked, CheckRootValue, "the value min gave the cell marked")
			assert.Empty(t, rep.NotChecked)
			assert.NotContains(t, rep.Summary[msg.EN], "search(root)")
			// the values min and max returned at the root's children are brute force's
			b := tutBoardOf(pos)
			for _, e := range rep.Student {
				if e.Kind == EventVisit || len(e.Name) != 2 {
					continue
				}
				c, _ := strconv.Atoi(e.Name[1:])
				b[c] = 2
				assert.Equal(t, tutValue(b, 1), e.Value, "%s", e.Name)
				b[c] = 0
			}
		})
	}
}

// The whole of the seed's code pasted (its own Tablero, Juego and window.onload, which
// use document) loads and passes too.
func TestTutorialWholeSeedPasses(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile("testdata/seed000_whole.js")
	require.NoError(t, err)
	rep, err := CheckTutorial(string(b), tutorialProblem("X...O...X"), lab.Limits{})
	require.NoError(t, err)
	assert.True(t, rep.OK, "%s", rep.Summary["en"])
}

// Plain functions of the same names pass: with a global tablero, or taking it as an
// argument.
func TestTutorialPlainFunctionsPass(t *testing.T) {
	t.Parallel()
	plain := func(src string) string {
		for _, name := range []string{"movimientoAI", "min", "max"} {
			src = strings.ReplaceAll(src, "Juego.prototype."+name+"=function(", "function "+name+"(")
		}
		src = strings.ReplaceAll(src, "this.tablero", "tablero")
		src = strings.ReplaceAll(src, "this.min()", "min()")
		return strings.ReplaceAll(src, "this.max()", "max()")
	}
	global := "var tablero = new Tablero();\n" + plain(seed000Source(t))
	arg := strings.NewReplacer("function min(", "function min(tablero", "function max(", "function max(tablero",
		"function movimientoAI(", "function movimientoAI(tablero", "min()", "min(tablero)", "max()", "max(tablero)").Replace(plain(seed000Source(t)))
	for name, src := range map[string]string{"global": global, "argument": arg} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			for _, pos := range tutorialPositions[:4] {
				rep, err := CheckTutorial(src, tutorialProblem(pos), lab.Limits{})
				require.NoError(t, err)
				assert.True(t, rep.OK, "%s: %s", pos, rep.Summary["en"])
			}
		})
	}
}

// tutorialExample is the page's example: the human (X) marked 5 and 8, the CPU (O) the
// centre; the CPU moves. A draw.
const tutorialExample = "....OX..X"

// The classic mistakes are caught at their first divergence, said in the tutorial's
// terms in both languages.
func TestTutorialMistakes(t *testing.T) {
	t.Parallel()
	src := seed000Source(t)
	maxAsMin := tutorialEdit(t, tutorialEdit(t, src, "max", "mejor=-9999", "mejor=9999"), "max", "aux>mejor", "aux<mejor")
	for _, tc := range []struct {
		name, src, kind string
		en, es          []string
	}{
		{"max keeps the smaller", maxAsMin, "value",
			[]string{"Your `max` keeps 0 where 1 is larger."}, []string{"Tu `max` se queda con 0 donde 1 es mayor."}},
		{"max never keeps", tutorialEdit(t, src, "max", "aux>mejor", "aux<mejor"), "value",
			[]string{"Your `max` keeps -9999 where"}, []string{"Tu `max` se queda con -9999 donde"}},
		{"min keeps the larger", tutorialEdit(t, src, "min", "aux<mejor", "aux>mejor"), "value",
			[]string{"Your `min` keeps 9999 where"}, []string{"Tu `min` se queda con 9999 donde"}},
		{"marcar(0, i) forgotten in min", tutorialEdit(t, src, "min", "this.tablero.marcar(0,i);", ""), "board",
			[]string{"the board still holds X at 6 when `min` returns: `marcar(0, 6)` is missing."},
			[]string{"el tablero aún tiene X en 6 cuando `min` devuelve su valor: falta `marcar(0, 6)`."}},
		{"marcar(0, i) forgotten in max", tutorialEdit(t, src, "max", "this.tablero.marcar(0,i);", ""), "board",
			[]string{"`max`", "`marcar(0, ", "is missing"}, []string{"falta `marcar(0, "}},
		{"marcable forgotten", tutorialEdit(t, src, "min", "if (this.tablero.marcable(i))", "if (true)"), "board",
			[]string{"`min` marks X at ", "already holds", "`marcable("}, []string{"`min` marca X en ", "ya tiene"}},
		{"the CPU marks in min", tutorialEdit(t, src, "min", "marcar(JUGADOR.HUMANO,i)", "marcar(JUGADOR.CPU,i)"), "board",
			[]string{"`min` marks O at ", "but X moves here"}, []string{"`min` marca O en ", "pero aquí mueve X"}},
		{"no win test in min", tutorialEdit(t, src, "min", "if (this.tablero.esGanador(JUGADOR.CPU)) return 1;", ""), "board",
			[]string{"the game is over (O, the CPU, has three in a row): `min` must return 1 there"}, []string{"la partida ha terminado (O, la CPU, tiene tres en raya)"}},
		{"no return in max", tutorialEdit(t, src, "max", "return mejor;", ""), "not_number",
			[]string{"`max` returned undefined for", "not a number"}, []string{"`max` devolvió undefined para"}},
		{"a win worth 0", tutorialEdit(t, src, "min", "return 1;", "return 0;"), "value",
			[]string{"On this board O, the CPU, has three in a row: `min` must return 1"}, []string{"En este tablero O, la CPU, tiene tres en raya: `min` debe devolver 1"}},
		{"min called from max", tutorialEdit(t, src, "max", "aux=this.min();", "aux=this.max();"), "board",
			[]string{"`max` is called on a board where X moves: call `min` there"}, []string{"se llama a `max` con un tablero en el que mueve X"}},
		{"movimientoAI keeps the smaller", tutorialEdit(t, tutorialEdit(t, src, "movimientoAI", "mejor=-9999", "mejor=9999"), "movimientoAI", "aux>mejor", "aux<mejor"), "value",
			[]string{"Your `movimientoAI` keeps -1 where 0 is larger."}, []string{"Tu `movimientoAI` se queda con -1 donde 0 es mayor."}},
		{"a player 3", tutorialEdit(t, src, "min", "marcar(JUGADOR.HUMANO,i)", "marcar(3,i)"), "board",
			[]string{"`min` marks cell 1 with 3: a cell holds 0 (empty)"}, []string{"`min` marca la casilla 1 con 3"}},
		{"a mark of the position taken back", tutorialEdit(t, src, "movimientoAI", "this.tablero.marcar(0,i);", "this.tablero.marcar(0,4);"), "board",
			[]string{"`marcar(0, 4)` takes back O at 4, a mark of the board searched"}, []string{"`marcar(0, 4)` quita O de 4"}},
		{"no final move", strings.Replace(src, "this.tablero.marcar(JUGADOR.CPU,posicion);", "", 1), "board",
			[]string{"`movimientoAI` ends with the board as it found it"}, []string{"`movimientoAI` termina con el tablero como lo encontró"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			rep, err := CheckTutorial(tc.src, tutorialProblem(tutorialExample), lab.Limits{})
			require.NoError(t, err)
			require.False(t, rep.OK)
			require.NotNil(t, rep.First)
			assert.Equal(t, tc.kind, rep.First.Kind, "%s", rep.First.Text["en"])
			for _, s := range tc.en {
				assert.Contains(t, rep.First.Text[msg.EN], s)
			}
			for _, s := range tc.es {
				assert.Contains(t, rep.First.Text[msg.ES], s)
			}
			assert.Equal(t, rep.First.Text, rep.Summary)
			assert.NotEqual(t, rep.Summary[msg.EN], rep.Summary[msg.ES])
			// nothing differs before the first divergence
			for i := 0; i < rep.First.Index && i < len(rep.Student); i++ {
				require.True(t, same(rep.Student[i], rep.Reference[i]), "event %d", i)
			}
		})
	}
}

// A board where the human (X) moves, which package games refuses first, is refused.
func TestTutorialTurn(t *testing.T) {
	t.Parallel()
	for _, pos := range []string{"XO.O.....", "XXX.O...."} {
		_, err := newTutTree(pos)
		c, ok := msg.Find(err)
		require.True(t, ok, "%v", err)
		assert.Equal(t, "tutorial.turn", c.Code())
	}
}

// Wrong uses of the board the seed's mistakes do not make, each said.
func TestTutorialBoardFaults(t *testing.T) {
	t.Parallel()
	const ai = "Juego.prototype.movimientoAI=function(){ this.tablero.marcar(JUGADOR.CPU,0); this.min(); this.tablero.marcar(0,0); this.tablero.marcar(JUGADOR.CPU,0); };\n"
	const min = "Juego.prototype.min=function(){ this.tablero.marcar(JUGADOR.HUMANO,1); var v=this.max(); this.tablero.marcar(0,1); return v; };\n"
	for _, tc := range []struct{ name, src, en string }{
		{"out of order", ai + min + "Juego.prototype.max=function(){ this.tablero.marcar(0,0); return 0; };",
			"`marcar(0, 0)` takes back O at 0, but the last mark is X at 1: take back the last mark first."},
		{"the caller's mark", ai + min + "Juego.prototype.max=function(){ this.tablero.marcar(0,1); return 0; };",
			"`max` returns with another board than it was called with (OX./.OX/..X then, O../.OX/..X now)"},
		{"cell 9", "Juego.prototype.movimientoAI=function(){ this.tablero.marcar(JUGADOR.CPU,9); };\n" + min + "Juego.prototype.max=function(){ return 0; };",
			"`movimientoAI` marks cell 9: the cells are 0 to 8."},
		{"a direct write", "Juego.prototype.movimientoAI=function(){ this.tablero.panel[4]=JUGADOR.CPU; };\n" + min + "Juego.prototype.max=function(){ return 0; };",
			"`movimientoAI` marks O at 4, but cell 4 already holds O"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			rep, err := CheckTutorial(tc.src, tutorialProblem(tutorialExample), lab.Limits{})
			require.NoError(t, err)
			require.NotNil(t, rep.First)
			assert.Equal(t, "board", rep.First.Kind)
			assert.Contains(t, rep.First.Text[msg.EN], tc.en)
			assert.Contains(t, rep.First.Text[msg.EN], "(line ")
		})
	}
}

// The seed's minimax checked as alpha-beta goes where alpha-beta prunes, and the
// verdict says it does minimax wholly.
func TestTutorialAsAlphaBeta(t *testing.T) {
	t.Parallel()
	p := tutorialProblem(tutorialExample)
	p.Options.Algorithm = trace.AlphaBeta
	rep, err := CheckTutorial(seed000Source(t), p, lab.Limits{})
	require.NoError(t, err)
	require.False(t, rep.OK)
	assert.Equal(t, "pruned", rep.First.Kind)
	require.NotNil(t, rep.Matches)
	assert.Equal(t, trace.Minimax, rep.Matches.Algorithm)
}

// The alpha-beta pruning the tutorial describes, written in its min and max's style,
// passes as alpha-beta (fail-soft) at every position, and is not minimax.
func TestTutorialAlphaBetaPasses(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile("testdata/seed000_alfabeta.js")
	require.NoError(t, err)
	for _, pos := range tutorialPositions {
		p := tutorialProblem(pos)
		p.Options.Algorithm = trace.AlphaBeta
		rep, err := CheckTutorial(string(b), p, lab.Limits{})
		require.NoError(t, err)
		assert.True(t, rep.OK, "%s: %s", pos, rep.Summary["en"])
	}
	rep, err := CheckTutorial(string(b), tutorialProblem(tutorialExample), lab.Limits{})
	require.NoError(t, err)
	assert.False(t, rep.OK)
}

// A min that never ends is stopped at the deadline.
func TestTutorialEndless(t *testing.T) {
	t.Parallel()
	src := tutorialEdit(t, seed000Source(t), "min", "var n=this.tablero.panel.length;", "while (true) {}")
	_, err := CheckTutorial(src, tutorialProblem(tutorialExample), lab.Limits{Time: 200 * time.Millisecond})
	var le *lab.Error
	require.ErrorAs(t, err, &le)
	assert.Equal(t, lab.CodeTime, le.Kind)
}

// A syntax error is the student's, at their line and column.
func TestTutorialSyntaxError(t *testing.T) {
	t.Parallel()
	src := seed000Source(t)
	bad := tutorialEdit(t, src, "min", "aux=this.max();", "aux=this.max(;")
	line := 1 + strings.Count(bad[:strings.Index(bad, "this.max(;")], "\n")
	_, err := CheckTutorial(bad, tutorialProblem("X...O...X"), lab.Limits{})
	var le *lab.Error
	require.ErrorAs(t, err, &le)
	assert.Equal(t, lab.CodeSyntax, le.Kind)
	assert.Equal(t, line, le.Line)
	assert.Positive(t, le.Col)
	assert.Contains(t, le.Text(msg.ES), "línea "+strconv.Itoa(line))
}

// Positions the tutorial's search cannot start from, and code without its functions,
// are coded errors in both languages.
func TestTutorialErrors(t *testing.T) {
	t.Parallel()
	src := seed000Source(t)
	for _, tc := range []struct {
		name string
		p    trace.Params
		src  string
		code string
	}{
		{"empty board", tutorialProblem(""), src, "tutorial.too_big"},
		{"one mark", tutorialProblem("X........"), src, "tutorial.too_big"},
		{"over", tutorialProblem("XXXOO...."), src, "tutorial.over"},
		{"full", tutorialProblem("XOXXOOOXX"), src, "tutorial.over"},
		{"another game", trace.Params{Game: "tree", Options: trace.Options{Algorithm: trace.Minimax}}, src, "tutorial.game"},
		{"no max", tutorialProblem("X...O...X"), src[:strings.Index(src, "Juego.prototype.max")], "tutorial.missing"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := CheckTutorial(tc.src, tc.p, lab.Limits{})
			require.Error(t, err)
			c, ok := msg.Find(err)
			require.True(t, ok, "%v", err)
			assert.Equal(t, tc.code, c.Code())
			assert.NotEqual(t, c.Text(msg.EN), c.Text(msg.ES))
			assert.NotContains(t, c.Text(msg.EN), tc.code, "a text, not the code")
		})
	}
}

// BenchmarkTutorialCheck checks the seed's code at the page's example (about 1,900
// nodes) and at a board with 2 marks (about 7,700).
func BenchmarkTutorialCheck(b *testing.B) {
	src := seed000Source(b)
	for _, pos := range []string{tutorialExample, "X...O...."} {
		b.Run(pos, func(b *testing.B) {
			for b.Loop() {
				rep, err := CheckTutorial(src, tutorialProblem(pos), lab.Limits{})
				if err != nil || !rep.OK {
					b.Fatal(err)
				}
			}
		})
	}
}

// Every board where the CPU moves with at least 2 marks makes a tree within the
// check's bound, whose text the game "tree" reads with as many nodes; with fewer marks
// the board is refused.
func TestTutorialTreesFit(t *testing.T) {
	t.Parallel()
	largest := 0
	for code := range 19683 {
		var b [9]byte
		x, o := 0, 0
		for i, n := 0, code; i < 9; i, n = i+1, n/3 {
			b[i] = "XO."[n%3]
			x += strings.Count(string(b[i]), "X")
			o += strings.Count(string(b[i]), "O")
		}
		pos := string(b[:])
		if x != o && x != o+1 {
			continue
		}
		tr, err := newTutTree(pos)
		if x+o < 2 {
			c, ok := msg.Find(err)
			require.True(t, ok, pos)
			assert.Equal(t, "tutorial.too_big", c.Code(), pos)
			continue
		}
		if err != nil {
			c, ok := msg.Find(err)
			require.True(t, ok, pos)
			require.Equal(t, "tutorial.over", c.Code(), pos)
			continue
		}
		require.LessOrEqual(t, len(tr.nodes), MaxNodes, pos)
		if len(tr.nodes) > largest {
			largest = len(tr.nodes)
			g, err := games.ParseTree(tr.text(), games.Options{})
			require.NoError(t, err, pos)
			assert.Equal(t, len(tr.nodes), g.Size(), pos)
		}
	}
	assert.Greater(t, largest, 8000)
}

// The tutorial's code goes through the same entry as any JavaScript search: CheckLang
// sends it to the tutorial's checker (the seed's code passes, a max that keeps the
// smaller value does not).
func TestTutorialThroughCheckLang(t *testing.T) {
	t.Parallel()
	src := seed000Source(t)
	rep, err := CheckLang(lab.JavaScript, src, tutorialProblem("....OX..X"), lab.Limits{})
	require.NoError(t, err)
	assert.True(t, rep.OK, "%s", rep.Summary[msg.EN])
	wrong := tutorialEdit(t, src, "max", "if (aux>mejor)", "if (aux<mejor)")
	rep, err = CheckLang(lab.JavaScript, wrong, tutorialProblem("....OX..X"), lab.Limits{})
	require.NoError(t, err)
	assert.False(t, rep.OK)
	require.NotNil(t, rep.First)
	assert.Contains(t, rep.First.Text[msg.ES], "`max`")
}

// The page's example of the tutorial (lab's search_tutorial, the seed's code with
// plain spaces) passes at the position the page checks it on.
func TestTutorialExamplePasses(t *testing.T) {
	t.Parallel()
	src, ok := lab.ExampleSourceLang(lab.JavaScript, lab.TutorialExample)
	require.True(t, ok)
	rep, err := CheckLang(lab.JavaScript, src, tutorialProblem(lab.TutorialPosition), lab.Limits{})
	require.NoError(t, err)
	assert.True(t, rep.OK, "%s", rep.Summary[msg.EN])
	assert.Equal(t, "O2", rep.Names[rep.Move])
}
