package games

import (
	"bufio"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games/c4board"
	"github.com/gametree/gametree/msg"
)

func c4Parse(t *testing.T, pos string) *Connect4 {
	t.Helper()
	g, err := ParseConnect4(pos, Options{})
	require.NoError(t, err, "position %q", pos)
	return g
}

// c4Perft counts the positions at exactly depth d below g (leaves) and every position
// entered up to depth d, g included (nodes). Finished games are not expanded.
func c4Perft(g *Connect4, d int) (leaves, nodes int) {
	nodes = 1
	if d == 0 {
		return 1, 1
	}
	if over, _ := g.Result(); over {
		return 0, 1
	}
	var buf [7]Move
	for _, m := range g.Moves(buf[:0]) {
		g.Play(m)
		l, n := c4Perft(g, d-1)
		g.Undo(m)
		leaves += l
		nodes += n
	}
	return leaves, nodes
}

func TestConnect4Perft(t *testing.T) {
	tests := []struct{ depth, leaves, nodes int }{
		{1, 7, 8},
		{2, 49, 57},
		{3, 343, 400},
		{4, 2401, 2801},
		{5, 16807, 19608},
	}
	for _, tt := range tests {
		g := NewConnect4()
		leaves, nodes := c4Perft(g, tt.depth)
		assert.Equal(t, tt.leaves, leaves, "positions at depth %d", tt.depth)
		assert.Equal(t, tt.nodes, nodes, "nodes entered up to depth %d", tt.depth)
		assert.Equal(t, uint64(0), g.Key())
	}
}

func TestConnect4ParseForms(t *testing.T) {
	tests := []struct {
		name, pos, want string
		moves           int
	}{
		{"empty", "", "", 0},
		{"blank", "  \t", "", 0},
		{"moves", "4453", "4453", 4},
		{"trimmed", "  4453\n", "4453", 4},
		{"won on the last move", "4455667", "4455667", 7},
		{"a full column", "444444", "444444", 6},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := c4Parse(t, tt.pos)
			assert.Equal(t, tt.want, g.Position())
			assert.Equal(t, tt.moves, g.NumMoves())
			assert.Equal(t, g.Key(), c4Parse(t, g.Position()).Key())
		})
	}
}

func TestConnect4ParseErrors(t *testing.T) {
	tests := []struct {
		name, pos string
		offset    int
		msg       string
	}{
		{"letter", "44a", 2, `bad character 'a'`},
		{"zero", "0", 0, `bad character '0'`},
		{"eight", "4448", 3, `bad character '8'`},
		{"inner space", "44 5", 2, `bad character ' '`},
		{"offset counts leading spaces", "  1x", 3, `bad character 'x'`},
		{"full column", "4444444", 6, "column 4 is full"},
		{"full column later", "1111112111111", 7, "column 1 is full"},
		{"after a win", "44556677", 7, "the game was already won at move 7"},
		{"after a vertical win", "12121215", 7, "the game was already won at move 7"},
		{"after a full board", "162774561126356433137261227361424735755544" + "1", 42, "column 1 is full"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := ParseConnect4(tt.pos, Options{})
			assert.Nil(t, g)
			requireParseError(t, err, "connect4", tt.pos, tt.offset, tt.msg)
		})
	}
}

func TestConnect4EvalOption(t *testing.T) {
	g, err := ParseConnect4("4", Options{Eval: "better"})
	require.NoError(t, err)
	assert.Equal(t, c4Better, g.eval)
	g, err = ParseConnect4("4", Options{Eval: "course"})
	require.NoError(t, err)
	assert.Equal(t, c4Course, g.eval)
	_, err = ParseConnect4("4", Options{Eval: "best"})
	c, ok := msg.Find(err)
	require.True(t, ok, "%v", err)
	assert.Equal(t, "game.eval_unknown", c.Code())
	assert.Contains(t, err.Error(), `unknown evaluation "best"`)

	assert.Equal(t, []string{"course", "course8", "better"}, g.Evaluations())
	require.NoError(t, g.SetEvaluation("course8"))
	assert.Equal(t, c4Course8, g.eval)
	require.NoError(t, g.SetEvaluation("better"))
	assert.Equal(t, c4Better, g.eval)
	require.NoError(t, g.SetEvaluation(""))
	assert.Equal(t, c4Course, g.eval)
	assert.Error(t, g.SetEvaluation("lines"))
}

func TestConnect4Registered(t *testing.T) {
	for _, name := range []string{"connect4", "c4", "Connect4"} {
		g, err := New(name, "4453", Options{Eval: "better"})
		require.NoError(t, err, name)
		require.IsType(t, &Connect4{}, g)
		assert.Equal(t, "4453", g.Position())
		assert.Equal(t, c4Better, g.(*Connect4).eval)
	}
	g, err := New("c4", "9", Options{})
	assert.Nil(t, g, "no typed nil inside the interface")
	assert.Error(t, err)
}

func TestConnect4Result(t *testing.T) {
	tests := []struct {
		name, pos string
		over      bool
		score     int
	}{
		{"empty", "", false, 0},
		{"horizontal, first player, 4 stones", "4455667", true, -18},
		{"vertical, first player", "1212121", true, -18},
		{"horizontal, second player, 4 stones", "71726354", true, -18},
		{"horizontal, first player, 5 stones", "445511667", true, -17},
		{"diagonal up, first player, 6 stones", "12234334544", true, -16},
		{"diagonal down, first player, 6 stones", "76654554344", true, -16},
		{"full board draw", "162774561126356433137261227361424735755544", true, 0},
		{"one move before the end", "16277456112635643313726122736142473575554", false, 0},
		{"three in a row only", "445566", false, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := c4Parse(t, tt.pos)
			checkResult(t, g, tt.over, tt.score)
		})
	}
}

func TestConnect4Board(t *testing.T) {
	g := c4Parse(t, "4453")
	assert.Equal(t, []string{
		".......",
		".......",
		".......",
		".......",
		"...O...",
		"..OXX..",
	}, g.Board())
	g.Play(0)
	assert.Equal(t, "X.OXX..", g.Board()[5], "the first player stays X whoever is to move")
	var _ Drawable = g
	var _ Orderer = g
	var _ Evaluator = g
	var _ Game = g
}

func TestConnect4MovesOrderNames(t *testing.T) {
	g := c4Parse(t, "444444")
	var buf [7]Move
	moves := g.Moves(buf[:0])
	assert.Equal(t, []Move{0, 1, 2, 4, 5, 6}, moves)
	assert.False(t, g.CanPlay(3))
	assert.True(t, g.CanPlay(0))
	all := NewConnect4().Moves(nil)
	g.OrderMoves(all)
	names := ""
	for _, m := range all {
		names += g.MoveName(m)
	}
	assert.Equal(t, "4352617", names)
	g.OrderMoves(moves)
	assert.Equal(t, []Move{2, 4, 1, 5, 0, 6}, moves)
}

func TestConnect4IsWinningMove(t *testing.T) {
	g := c4Parse(t, "445566")
	assert.True(t, g.IsWinningMove(2))
	assert.True(t, g.IsWinningMove(6))
	assert.False(t, g.IsWinningMove(3))
	g = c4Parse(t, "121212")
	assert.True(t, g.IsWinningMove(0))
	assert.False(t, g.IsWinningMove(1))
}

func TestConnect4UndoRestores(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for game := 0; game < 200; game++ {
		g := NewConnect4()
		var keys, currents, masks []uint64
		var played []Move
		for {
			if over, _ := g.Result(); over {
				break
			}
			keys = append(keys, g.Key())
			currents = append(currents, g.b.Current)
			masks = append(masks, g.b.Mask)
			moves := g.Moves(nil)
			m := moves[r.Intn(len(moves))]
			g.Play(m)
			played = append(played, m)
		}
		again := c4Parse(t, g.Position())
		require.Equal(t, g.Key(), again.Key())
		for i := len(played) - 1; i >= 0; i-- {
			g.Undo(played[i])
			require.Equal(t, keys[i], g.Key(), "game %d, undo of move %d", game, i+1)
			require.Equal(t, currents[i], g.b.Current)
			require.Equal(t, masks[i], g.b.Mask)
			require.Equal(t, i, g.NumMoves())
		}
	}
}

func TestConnect4KeysUnique(t *testing.T) {
	// Distinct positions after 0, 1, ..., 6 moves (OEIS A212693).
	assert.Equal(t, 1+7+49+238+1120+4263+16422, distinctPositions(t, NewConnect4(), 6))
}

// course8 is the course's scoring in all 8 directions (the "course" evaluation before
// seed 002's F took the name).
func TestConnect4Course8Evaluation(t *testing.T) {
	tests := []struct {
		name, pos string
		want      int
	}{
		{"empty", "", 0},
		// X alone on the bottom-left cell; O to move. Up, right and up-right see three
		// empty cells (2,000 each); the other five directions hit the edge (100 each).
		{"one corner stone", "1", -(3*2000 + 5*100)},
		// X bottom-left, O bottom of column 4; X to move.
		// X: up 2,000, up-right 2,000, right sees two empty cells then O (100), five
		// edges (100): 4,600. O: up, right, up-right and up-left see three empty cells
		// (2,000 each), left sees two empty cells then X (100), three edges: 8,400.
		{"corner and centre", "14", 4600 - 8400},
		// X bottom-left, O on top of it; X to move.
		// X: up hits O at once (100), right and up-right 2,000, five edges: 4,600.
		// O: up, right and up-right 2,000 each, down hits X (100), down-right sees one
		// empty cell then the edge (100), three edges: 6,500.
		{"stacked", "11", 4600 - 6500},
		// X on rows 1 and 2 of column 1, O bottom of column 7; O to move.
		// Lower X: up sees X and two empty cells (f=1, e=2: 6,000), right and up-right
		// 2,000, five directions 100: 10,500. Upper X: up, right, up-right 2,000, down
		// sees X then the edge (f=1, e=0: 100), down-right one empty then the edge (100),
		// three edges: 6,500. O: up, left, up-left 2,000, five edges: 6,500.
		{"two stacked and a far one", "171", 6500 - (10500 + 6500)},
		// X on rows 1-2 of column 1 and row 1 of column 2, O on rows 1-2 of column 7;
		// O to move. Done as the sum of direction scores listed per stone.
		{"several stones", "17172", 0 +
			// O (7,1): up O,e,e f1e2 6000; left e? (6,1) empty,(5,1),(4,1) e3 2000;
			// up-left (6,2),(5,3),(4,4) e3 2000; 5 edges 100.
			(6000 + 2000 + 2000 + 500) +
			// O (7,2): up e3 2000; down O then edge f1 100; left (6,2),(5,2),(4,2) e3
			// 2000; up-left e3 2000; down-left (6,1) e then (5,0) edge: 100; 3 edges.
			(2000 + 100 + 2000 + 2000 + 100 + 300) -
			// X (1,1): up X,e,e 6000; right X(2,1), e, e 6000; up-right (2,2),(3,3),
			// (4,4) e3 2000; 5 edges 500.
			(6000 + 6000 + 2000 + 500) -
			// X (1,2): up e3 2000; down X edge 100; right (2,2),(3,2),(4,2) 2000; up-right
			// 2000; down-right X(2,1) then edge: f1 e0 100; 3 edges 300.
			(2000 + 100 + 2000 + 2000 + 100 + 300) -
			// X (2,1): up e3 2000; left X then edge f1 100; right (3,1),(4,1),(5,1) 2000;
			// up-right 2000; up-left (1,2) X then edge: f1 100; down x3 edge 300.
			(2000 + 100 + 2000 + 2000 + 100 + 300)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := c4Parse(t, tt.pos)
			require.NoError(t, g.SetEvaluation("course8"))
			assert.Equal(t, tt.want, g.Evaluate())
		})
	}
}

func TestConnect4CourseThreats(t *testing.T) {
	// X has three in a row on the bottom (columns 1-3) with column 4 empty: the left
	// stone sees f=2, e=1 to the right (10,000,000).
	g := c4Parse(t, "172736")
	require.Equal(t, "XXX..OO", g.Board()[5])
	assert.Greater(t, g.Evaluate(), 9_000_000, "X to move with an open three")
	require.NoError(t, g.SetEvaluation("course8"))
	assert.Greater(t, g.Evaluate(), 9_000_000, "X to move with an open three")
	g.Play(3)
	over, _ := g.Result()
	require.True(t, over)
	assert.Equal(t, 20_000_000, c4CourseScore(3, 0))
}

func TestConnect4BetterEvaluation(t *testing.T) {
	g := NewConnect4()
	require.NoError(t, g.SetEvaluation("better"))
	assert.Equal(t, 0, g.Evaluate())
	// Symmetric positions are worth the same, and a move negates the point of view.
	a := c4Parse(t, "12")
	b := c4Parse(t, "76")
	for _, x := range []*Connect4{a, b} {
		require.NoError(t, x.SetEvaluation("better"))
	}
	assert.Equal(t, a.Evaluate(), b.Evaluate())
	// An immediately playable three is worth much more to the side to move.
	g = c4Parse(t, "172736")
	require.NoError(t, g.SetEvaluation("better"))
	assert.Greater(t, g.Evaluate(), c4W3Now*3/4)
	g.Play(0) // X does not take the win: now O must block
	assert.Less(t, g.Evaluate(), -c4W3NowOpp/2)
	// The centre column is preferred on an empty board.
	best, bestCol := -1<<62, Move(-1)
	for c := Move(0); c < 7; c++ {
		g := NewConnect4()
		require.NoError(t, g.SetEvaluation("better"))
		g.Play(c)
		if v := -g.Evaluate(); v > best {
			best, bestCol = v, c
		}
	}
	assert.Equal(t, Move(3), bestCol)
	assert.Len(t, c4Windows, 69)
	for _, w := range c4Windows {
		assert.Equal(t, w, w&c4board.BoardMask, "windows stay on the board")
	}
}

func TestConnect4EvaluationsBounded(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for game := 0; game < 300; game++ {
		g := NewConnect4()
		for {
			if over, _ := g.Result(); over {
				break
			}
			for _, e := range []string{"course", "course8", "better"} {
				require.NoError(t, g.SetEvaluation(e))
				v := g.Evaluate()
				require.Less(t, v, WinBase)
				require.Greater(t, v, -WinBase)
				if e == "better" {
					// a small scale a student can read: at most a few hundred in play
					require.Less(t, max(v, -v), 2000, "better evaluation of %s", g.Position())
				}
			}
			moves := g.Moves(nil)
			g.Play(moves[r.Intn(len(moves))])
		}
	}
}

// c4AlphaBeta is a plain fail-soft negamax alpha-beta for the match test below.
func c4AlphaBeta(g *Connect4, depth, alpha, beta int) int {
	if over, s := g.Result(); over {
		switch {
		case s > 0:
			return WinBase + s
		case s < 0:
			return -WinBase + s
		}
		return 0
	}
	if depth == 0 {
		return g.Evaluate()
	}
	var buf [7]Move
	moves := g.Moves(buf[:0])
	g.OrderMoves(moves)
	best := -2 * WinBase
	for _, m := range moves {
		g.Play(m)
		v := -c4AlphaBeta(g, depth-1, -beta, -alpha)
		g.Undo(m)
		if v > best {
			best = v
		}
		if v > alpha {
			alpha = v
		}
		if alpha >= beta {
			break
		}
	}
	return best
}

func c4BestMove(g *Connect4, depth int) Move {
	var buf [7]Move
	moves := g.Moves(buf[:0])
	g.OrderMoves(moves)
	best, bestMove := -2*WinBase, moves[0]
	for _, m := range moves {
		g.Play(m)
		v := -c4AlphaBeta(g, depth-1, -2*WinBase, -best)
		g.Undo(m)
		if v > best {
			best, bestMove = v, m
		}
	}
	return bestMove
}

// TestConnect4BetterBeatsCourse plays depth-4 alpha-beta with each evaluation against
// the other from each of the 49 two-move openings, twice with the colours swapped: 98
// games, deterministic (the search breaks ties by the centre-first order).
func TestConnect4BetterBeatsCourse(t *testing.T) {
	if testing.Short() {
		t.Skip("a match of 98 games")
	}
	const depth = 4
	wins, losses, draws := 0, 0, 0
	for opening := 0; opening < 49; opening++ {
		first, second := Move(opening/7), Move(opening%7)
		for _, betterFirst := range []bool{true, false} {
			g := NewConnect4()
			g.Play(first)
			g.Play(second)
		game:
			for {
				over, score := g.Result()
				if over {
					// The side to move lost (score < 0) or it is a draw.
					betterToMove := (g.b.Moves%2 == 0) == betterFirst
					switch {
					case score == 0:
						draws++
					case betterToMove:
						losses++
					default:
						wins++
					}
					break game
				}
				betterToMove := (g.b.Moves%2 == 0) == betterFirst
				if betterToMove {
					require.NoError(t, g.SetEvaluation("better"))
				} else {
					require.NoError(t, g.SetEvaluation("course"))
				}
				g.Play(c4BestMove(g, depth))
			}
		}
	}
	t.Logf("better against course: %d wins, %d losses, %d draws", wins, losses, draws)
	assert.Greater(t, wins, losses)
}

func TestConnect4NoAllocs(t *testing.T) {
	g := c4Parse(t, "4453")
	buf := make([]Move, 0, 7)
	var sink int
	for _, e := range []string{"course", "course8", "better"} {
		require.NoError(t, g.SetEvaluation(e))
		allocs := testing.AllocsPerRun(100, func() {
			moves := g.Moves(buf[:0])
			g.OrderMoves(moves)
			for _, m := range moves {
				g.Play(m)
				over, score := g.Result()
				if !over {
					sink += g.Evaluate()
				}
				sink += score + int(g.Key()&1)
				if g.IsWinningMove(0) {
					sink++
				}
				g.Undo(m)
			}
		})
		assert.Zero(t, allocs, e)
	}
	_ = sink
}

// TestConnect4BenchmarkSets parses the positions of the standard benchmark sets
// (testdata/connect4): none is finished, and each re-reads to the same key.
func TestConnect4BenchmarkSets(t *testing.T) {
	files, _ := filepath.Glob("../testdata/connect4/Test_L*")
	require.Len(t, files, 6, "the six benchmark sets are part of the repository")
	for _, name := range files {
		f, err := os.Open(name)
		require.NoError(t, err)
		sc := bufio.NewScanner(f)
		n := 0
		for sc.Scan() {
			fields := strings.Fields(sc.Text())
			if len(fields) != 2 {
				continue
			}
			g, err := ParseConnect4(fields[0], Options{})
			require.NoError(t, err, "%s: %s", name, fields[0])
			over, _ := g.Result()
			require.False(t, over, "%s: %s", name, fields[0])
			require.Equal(t, fields[0], g.Position())
			n++
		}
		require.NoError(t, sc.Err())
		f.Close()
		assert.Equal(t, 1000, n, name)
	}
}

func BenchmarkConnect4PlayUndo(b *testing.B) {
	g, err := ParseConnect4("4453", Options{})
	if err != nil {
		b.Fatal(err)
	}
	var buf [7]Move
	for b.Loop() {
		for _, m := range g.Moves(buf[:0]) {
			g.Play(m)
			g.Result()
			g.Undo(m)
		}
	}
}

func BenchmarkConnect4Evaluate(b *testing.B) {
	for _, e := range []string{"course", "course8", "better"} {
		b.Run(e, func(b *testing.B) {
			g, err := ParseConnect4("243335424257", Options{Eval: e})
			if err != nil {
				b.Fatal(err)
			}
			sink := 0
			for b.Loop() {
				sink += g.Evaluate()
			}
			_ = sink
		})
	}
}
