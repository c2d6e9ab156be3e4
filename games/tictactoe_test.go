package games

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
)

func tttParse(t *testing.T, pos string) *TicTacToe {
	t.Helper()
	g, err := ParseTicTacToe(pos, Options{})
	require.NoError(t, err, "position %q", pos)
	return g
}

// tttPerft walks the whole game tree below g, counting every position entered (g
// included) and the finished games by outcome.
type tttPerftCount struct{ nodes, games, xWins, oWins, draws int }

func tttPerft(g *TicTacToe, c *tttPerftCount) {
	c.nodes++
	if over, score := g.Result(); over {
		c.games++
		switch {
		case score == 0:
			c.draws++
		case g.XToMove(): // the side to move has lost
			c.oWins++
		default:
			c.xWins++
		}
		return
	}
	var buf [9]Move
	for _, m := range g.Moves(buf[:0]) {
		g.Play(m)
		tttPerft(g, c)
		g.Undo(m)
	}
}

func TestTicTacToePerft(t *testing.T) {
	t.Parallel()
	g := NewTicTacToe()
	var c tttPerftCount
	tttPerft(g, &c)
	assert.Equal(t, tttPerftCount{nodes: 549946, games: 255168, xWins: 131184, oWins: 77904, draws: 46080}, c)
	assert.Equal(t, uint64(0), g.Key(), "the walk restores the empty board")
}

func TestTicTacToeParseForms(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, pos, want string
		xToMove         bool
	}{
		{"empty", "", ".........", true},
		{"blank", "   ", ".........", true},
		{"cells", "X.O......", "X.O......", true},
		{"lower and dashes", "x-o___-..", "X.O......", true},
		{"rows with slashes", "X.O/.X./...", "X.O.X....", false},
		{"rows with spaces", " X.O ... O.X ", "X.O...O.X", true},
		{"names", "b2 a1 c3", "O...X...X", false},
		{"names upper", "B2,A1", "O...X....", true},
		{"names packed", "b2a1c3", "O...X...X", false},
		{"digits commas", "5,1,9", "O...X...X", false},
		{"digits packed", "519", "O...X...X", false},
		{"mixed", "5 a1, 9", "O...X...X", false},
		{"win accepted", "1 4 2 5 3", "XXXOO....", false},
		{"full board draw", "5 1 9 3 2 8 4 6 7", "OXOXXOXOX", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			g := tttParse(t, tt.pos)
			assert.Equal(t, tt.want, g.Position())
			assert.Equal(t, tt.xToMove, g.XToMove())
			again := tttParse(t, g.Position())
			assert.Equal(t, g.Key(), again.Key())
		})
	}
}

func TestTicTacToeParseErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, pos string
		offset    int
		msg       string
	}{
		{"bad character", "X.O..Z...", 5, `bad character 'Z'`},
		{"short", "X.O", -1, "9 cells, not 3"},
		{"long", "X.O.......", -1, "9 cells, not 10"},
		{"too many X", "XX.......", -1, "X has 2 marks and O has 0"},
		{"too many O", "O........", -1, "X has 0 marks and O has 1"},
		{"both lines", "XXXOOO...", -1, "both players have a line"},
		{"X line, X to move", "XXXOO.O..", -1, "X has a line but it is X to move"},
		{"O line, X more", "OOOXX.X.X", -1, "O has a line but X has more marks"},
		{"repeated cell", "b2 a1 b2", 6, "cell b2 is already taken"},
		{"repeated digit", "5,5", 2, "cell b2 is already taken"},
		{"after the end", "1 4 2 5 3 6", 10, "move c2 comes after the end of the game"},
		{"bad move character", "b2 z1", 3, `bad character 'z'`},
		{"zero", "50", 1, `bad character '0'`},
		{"column without row", "b", 0, "a cell name is a column a-c and a row 1-3"},
		{"row out of range", "a4", 0, "a cell name is a column a-c and a row 1-3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			g, err := ParseTicTacToe(tt.pos, Options{})
			assert.Nil(t, g)
			requireParseError(t, err, "tictactoe", tt.pos, tt.offset, tt.msg)
		})
	}
}

func TestTicTacToeEvalOption(t *testing.T) {
	t.Parallel()
	_, err := ParseTicTacToe("", Options{Eval: "lines"})
	assert.NoError(t, err)
	_, err = ParseTicTacToe("", Options{Eval: "nope"})
	c, ok := msg.Find(err)
	require.True(t, ok, "%v", err)
	assert.Equal(t, "game.eval_unknown", c.Code())
	assert.Contains(t, err.Error(), `unknown evaluation "nope"`)
	g := NewTicTacToe()
	assert.Equal(t, []string{"lines"}, g.Evaluations())
	assert.NoError(t, g.SetEvaluation("lines"))
	assert.Error(t, g.SetEvaluation("course"))
}

func TestTicTacToeRegistered(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"tictactoe", "ttt", " TicTacToe "} {
		g, err := New(name, "b2", Options{})
		require.NoError(t, err, name)
		require.IsType(t, &TicTacToe{}, g)
		assert.Equal(t, "....X....", g.Position())
	}
	g, err := New("ttt", "X", Options{})
	assert.Nil(t, g, "no typed nil inside the interface")
	assert.Error(t, err)
}

func TestTicTacToeResult(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, pos string
		over      bool
		score     int
	}{
		{"empty", "", false, 0},
		{"X wins with 3 stones", "XXXOO....", true, -3},
		{"X wins with 4 stones", "XXXOO.O.X", true, -2},
		{"X wins with 5 stones", "XOXOXOXXO", true, -1},
		{"O wins with 3 stones", "OOOXX.X..", true, -3},
		{"O wins with 4 stones", "OOOXXO.XX", true, -2},
		{"draw", "XOXXOOOXX", true, 0},
		{"not over", "XO.......", false, 0},
		{"eight stones", "XOXXOOOX.", false, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			g := tttParse(t, tt.pos)
			checkResult(t, g, tt.over, tt.score)
		})
	}
}

func TestTicTacToeResultAfterMoves(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, moves string
		xToMove     bool
		score       int
	}{
		{"O column b with 3", "a1 b1 c1 b2 a2 b3", true, -3},
		{"O column a with 3", "b2 a1 c3 a3 c1 a2", true, -3},
		{"O row 2 with 4", "a1 b2 c1 b1 b3 a2 c3 c2", true, -2},
		{"X diagonal with 3", "a1 b1 b2 c1 c3", false, -3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			g := tttParse(t, tt.moves)
			over, score := g.Result()
			require.True(t, over)
			assert.Equal(t, tt.score, score)
			assert.Equal(t, tt.xToMove, g.XToMove())
		})
	}
}

func TestTicTacToeEvaluate(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, pos string
		want      int
	}{
		{"empty", "", 0},
		// X in the centre: 4 lines with one X; O to move: -4.
		{"centre", "....X....", -4},
		// X corner a1 (3 lines), O centre b2 (4 lines), X to move: 3-4 with the two
		// shared lines (row? no: a1 and b2 share the diagonal) cancelled: X has row 1
		// and column a (2 lines), O has row 2, column b, anti-diagonal (3): -1.
		{"corner and centre", "X...O....", -1},
		// X a1 b1, O b2: O to move. O: row 2 and the anti-diagonal (1 each); X: row 1
		// with two (10) and column a (1); column b and the diagonal are mixed: 2-11.
		{"two in a row", "XX..O....", -9},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			g := tttParse(t, tt.pos)
			assert.Equal(t, tt.want, g.Evaluate())
		})
	}
}

func TestTicTacToeMovesAndOrder(t *testing.T) {
	t.Parallel()
	g := tttParse(t, "X...O....")
	var buf [9]Move
	moves := g.Moves(buf[:0])
	assert.Equal(t, []Move{1, 2, 3, 5, 6, 7, 8}, moves)
	g.OrderMoves(moves)
	assert.Equal(t, []Move{2, 6, 8, 1, 3, 5, 7}, moves)
	names := make([]string, len(moves))
	for i, m := range moves {
		names[i] = g.MoveName(m)
	}
	assert.Equal(t, []string{"c1", "a3", "c3", "b1", "a2", "c2", "b3"}, names)

	all := NewTicTacToe().Moves(nil)
	g.OrderMoves(all)
	assert.Equal(t, []Move{4, 0, 2, 6, 8, 1, 3, 5, 7}, all)
}

func TestTicTacToeBoardKey(t *testing.T) {
	t.Parallel()
	g := tttParse(t, "X.O.X...O")
	assert.Equal(t, []string{"X.O", ".X.", "..O"}, g.Board())
	assert.Equal(t, uint64(1|1<<4)|uint64(1<<2|1<<8)<<9, g.Key())
	var _ Drawable = g
	var _ Orderer = g
	var _ Evaluator = g
	var _ Game = g
}

func TestTicTacToeKeysUnique(t *testing.T) {
	t.Parallel()
	assert.Equal(t, 5478, distinctPositions(t, NewTicTacToe(), 9), "the reachable positions of tic-tac-toe")
}

func TestTicTacToeNoAllocs(t *testing.T) {
	g := tttParse(t, "b2 a1")
	buf := make([]Move, 0, 9)
	var sink int
	allocs := testing.AllocsPerRun(100, func() {
		moves := g.Moves(buf[:0])
		for _, m := range moves {
			g.Play(m)
			over, score := g.Result()
			if !over {
				sink += g.Evaluate()
			}
			sink += score + int(g.Key()&1)
			g.Undo(m)
		}
		g.OrderMoves(moves)
	})
	assert.Zero(t, allocs)
	_ = sink
}
