package versus

import (
	"cmp"
	"context"
	"math/rand/v2"
	"slices"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// The games versus plays.
const (
	TicTacToe = "tictactoe"
	Connect4  = "connect4"
)

// Games lists them.
var Games = []string{TicTacToe, Connect4}

// CheckGame refuses a game versus does not play (coded versus.game).
func CheckGame(game string) error {
	if !slices.Contains(Games, game) {
		return msg.New("versus.game", "game", game, "choices", Games)
	}
	return nil
}

// Outcomes of a move for the side that plays it.
const (
	Loss = -1
	Draw = 0
	Win  = 1
)

// A Position is a position with the exact outcome of each of its moves.
type Position struct {
	Game     string `json:"game"`
	Position string `json:"position"` // the game's text form
	// Moves are the legal moves' names and Outcomes their outcomes for the side to move
	// (Win, Draw, Loss), in the game's move order.
	Moves    []string `json:"moves"`
	Outcomes []int    `json:"outcomes"`
}

// Optimal reports whether the move named keeps the position's game value.
func (p *Position) Optimal(move string) bool {
	i := slices.Index(p.Moves, move)
	return i >= 0 && p.Outcomes[i] == slices.Max(p.Outcomes)
}

// telling reports whether some move is optimal and some is not.
func (p *Position) telling() bool {
	return len(p.Outcomes) > 0 && slices.Min(p.Outcomes) != slices.Max(p.Outcomes)
}

// NewGame is the position as a game.
func (p *Position) NewGame() (games.Game, error) {
	return games.New(p.Game, p.Position, games.Options{})
}

// TicTacToePositions are n tic-tac-toe positions of 1 to 4 stones where some move is
// optimal and some is not, reached by random play seeded by seed (each position once),
// every move solved by a full alpha-beta search.
func TicTacToePositions(ctx context.Context, seed int64, n int) ([]Position, error) {
	rng := rand.New(rand.NewPCG(uint64(seed), 0x747474)) // "ttt"
	seen := map[string]bool{}
	var out []Position
	for tries := 0; len(out) < n && tries < 100*n; tries++ {
		g := games.NewTicTacToe()
		stones := 1 + rng.IntN(4)
		if !randomPlay(g, stones, rng) || seen[g.Position()] {
			continue
		}
		seen[g.Position()] = true
		p, err := solveMoves(ctx, g)
		if err != nil {
			return nil, err
		}
		if p.telling() {
			out = append(out, p)
		}
	}
	return out, nil
}

// randomPlay plays uniform random moves until the game has the given number of
// stones; false if it ended before.
func randomPlay(g games.Game, stones int, rng *rand.Rand) bool {
	var buf [16]games.Move
	for range stones {
		if over, _ := g.Result(); over {
			return false
		}
		ms := g.Moves(buf[:0])
		g.Play(ms[rng.IntN(len(ms))])
	}
	over, _ := g.Result()
	return !over
}

// solveMoves gives the outcome of every move of g by a full alpha-beta search.
func solveMoves(ctx context.Context, g games.Game) (Position, error) {
	p := Position{Game: gameName(g), Position: g.Position()}
	var buf [16]games.Move
	for _, m := range g.Moves(buf[:0]) {
		p.Moves = append(p.Moves, g.MoveName(m))
		g.Play(m)
		over, score := g.Result()
		if !over {
			t, err := trace.SearchContext(ctx, g, trace.Options{Algorithm: trace.AlphaBeta, Order: true})
			if err != nil {
				g.Undo(m)
				return p, err
			}
			score = t.Score
		}
		g.Undo(m)
		p.Outcomes = append(p.Outcomes, -cmp.Compare(score, 0))
	}
	return p, nil
}

// gameName is g's name in package games.
func gameName(g games.Game) string {
	if _, ok := g.(*games.Connect4); ok {
		return Connect4
	}
	return TicTacToe
}

// Positions are the positions of the sweep of a game: n of tic-tac-toe drawn with the
// seed, or the first n of connect-4's kept set (Connect4Positions; the seed is not
// used: the set is the seed's of its making).
func Positions(ctx context.Context, game string, seed int64, n int) ([]Position, error) {
	if err := CheckGame(game); err != nil {
		return nil, err
	}
	if game == TicTacToe {
		return TicTacToePositions(ctx, seed, n)
	}
	all := Connect4Positions()
	return all[:min(n, len(all))], nil
}
