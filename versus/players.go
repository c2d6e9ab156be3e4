package versus

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// A Player chooses a move in a position that is not over.
type Player interface {
	Move(ctx context.Context, g games.Game) (games.Move, error)
}

// Opponent names: "perfect", or "ab" and a depth ("ab2", "ab4").
const (
	Perfect  = "perfect"
	abPrefix = "ab"
	// MaxOpponentDepth is the deepest depth-limited opponent.
	MaxOpponentDepth = 12
)

// DefaultOpponents are the opponents of a play that names none.
var DefaultOpponents = []string{Perfect, "ab2", "ab4"}

// ParseOpponents reads a list such as "perfect,ab2,ab4" (coded versus.opponent).
func ParseOpponents(s string) ([]string, error) {
	var out []string
	for _, f := range strings.Split(s, ",") {
		f = strings.ToLower(strings.TrimSpace(f))
		if _, err := opponentDepth(f); err != nil || slices.Contains(out, f) {
			return nil, msg.New("versus.opponent", "value", f, "max", MaxOpponentDepth)
		}
		out = append(out, f)
	}
	return out, nil
}

// opponentDepth is a depth-limited opponent's depth, 0 for the perfect player.
func opponentDepth(name string) (int, error) {
	if name == Perfect {
		return 0, nil
	}
	d, err := strconv.Atoi(strings.TrimPrefix(name, abPrefix))
	if !strings.HasPrefix(name, abPrefix) || err != nil || d < 1 || d > MaxOpponentDepth {
		return 0, msg.New("versus.opponent", "value", name, "max", MaxOpponentDepth)
	}
	return d, nil
}

// NewOpponent makes the opponent named for the game.
func NewOpponent(game, name string) (Player, error) {
	d, err := opponentDepth(name)
	if err != nil {
		return nil, err
	}
	if d == 0 && game == Connect4 {
		return newPerfectC4()
	}
	return searcher{trace.Options{Algorithm: trace.AlphaBeta, Order: true, Depth: d}}, nil // depth 0: to the end
}

// searcher plays the best move of a search.
type searcher struct{ opt trace.Options }

func (s searcher) Move(ctx context.Context, g games.Game) (games.Move, error) {
	t, err := trace.SearchContext(ctx, g, s.opt)
	if err != nil {
		return 0, err
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	return moveNamed(g, t.BestMove)
}

// MCTSPlayer plays the most visited move of an MCTS of Iterations iterations, seeded
// by Seed and the number of stones, so that two games with different seeds differ.
type MCTSPlayer struct {
	Iterations int
	Seed       int64
}

func (p MCTSPlayer) Move(ctx context.Context, g games.Game) (games.Move, error) {
	seed := p.Seed*1000 + int64(stones(g)) + 1
	return searcher{trace.Options{Algorithm: trace.MCTS, Iterations: p.Iterations, Seed: seed}}.Move(ctx, g)
}

// stones is how many moves led to g's position.
func stones(g games.Game) int {
	if c, ok := g.(*games.Connect4); ok {
		return c.NumMoves()
	}
	p := g.Position()
	return strings.Count(p, "X") + strings.Count(p, "O")
}

// moveNamed is g's legal move called name.
func moveNamed(g games.Game, name string) (games.Move, error) {
	var buf [16]games.Move
	for _, m := range g.Moves(buf[:0]) {
		if g.MoveName(m) == name {
			return m, nil
		}
	}
	return 0, msg.New("versus.no_move", "position", g.Position())
}

// perfectC4 is connect-4's perfect player: the opening book's scores, else the
// solver's (every refinement but lazy SMP, one core), the column c4.BestColumn
// chooses (the quickest win, else a draw, else the slowest loss).
type perfectC4 struct{ s *c4.Solver }

// perfectTable is the perfect player's table: about 8 MB, as the page's solver.
const perfectTable = 1 << 20

func newPerfectC4() (*perfectC4, error) {
	r := c4.Fastest
	r.LazySMP = false
	s, err := c4.New(r, perfectTable)
	if err != nil {
		return nil, err
	}
	return &perfectC4{s}, nil
}

func (p *perfectC4) Move(ctx context.Context, g games.Game) (games.Move, error) {
	b := g.(*games.Connect4).Bitboard()
	pos := c4.Position{Board: b}
	cols, ok, found := c4.EmbeddedBook().Lookup(pos)
	if !found {
		var err error
		if d, ok := ctx.Deadline(); ok {
			p.s.SetLimits(0, max(time.Until(d), time.Millisecond))
		}
		if cols, ok, err = p.s.Analyze(pos, false); err != nil {
			return 0, err
		}
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	return games.Move(c4.BestColumn(pos, cols, ok)), nil
}
