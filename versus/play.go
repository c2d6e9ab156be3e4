package versus

import (
	"context"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
)

// Limits of a play.
const (
	// MaxGames is the most games per opponent and colour.
	MaxGames = 1000
	// MaxIterations is MCTS's most iterations a move in play.
	MaxIterations = 1_000_000
)

// PlaySpec is MCTS against opponents: Games games per opponent with MCTS first and as
// many with MCTS second.
type PlaySpec struct {
	Game       string
	Opponents  []string
	Games      int
	Iterations int   // MCTS's a move
	Seed       int64 // MCTS's seed in game k (both colours counted): Seed+k
}

// Tally is MCTS's results against one opponent in one colour.
type Tally struct {
	Game       string `json:"game"`
	Opponent   string `json:"opponent"`
	MCTSFirst  bool   `json:"mcts_first"`
	Iterations int    `json:"iterations"`
	Games      int    `json:"games"`
	Wins       int    `json:"wins"` // MCTS's
	Draws      int    `json:"draws"`
	Losses     int    `json:"losses"`
	// MeanLength is the games' mean number of moves.
	MeanLength float64 `json:"mean_length"`
	TimeMS     float64 `json:"time_ms"`
}

// Check checks the spec (coded errors).
func (sp *PlaySpec) Check() error {
	if err := CheckGame(sp.Game); err != nil {
		return err
	}
	if len(sp.Opponents) == 0 {
		return msg.New("versus.opponent", "value", "", "max", MaxOpponentDepth)
	}
	for _, o := range sp.Opponents {
		if _, err := opponentDepth(o); err != nil {
			return err
		}
	}
	if sp.Games < 1 || sp.Games > MaxGames {
		return msg.New("versus.games", "value", sp.Games, "max", MaxGames)
	}
	if sp.Iterations < 1 || sp.Iterations > MaxIterations {
		return msg.New("versus.iterations", "value", sp.Iterations, "max", MaxIterations)
	}
	return nil
}

// Work is about how many MCTS nodes the play makes (a game's moves taken as half the
// board's cells for each side).
func (sp *PlaySpec) Work() int64 {
	cells := int64(9)
	if sp.Game == Connect4 {
		cells = 42
	}
	return int64(len(sp.Opponents)) * 2 * int64(sp.Games) * cells / 2 * int64(sp.Iterations)
}

// Play plays the games: for each opponent in order, MCTS first then second, each
// tally given to each (if not nil) when its games are over.
func Play(ctx context.Context, sp PlaySpec, each func(Tally) error) ([]Tally, error) {
	if err := sp.Check(); err != nil {
		return nil, err
	}
	var out []Tally
	k := int64(0)
	for _, name := range sp.Opponents {
		opp, err := NewOpponent(sp.Game, name)
		if err != nil {
			return out, err
		}
		for _, first := range []bool{true, false} {
			t := Tally{Game: sp.Game, Opponent: name, MCTSFirst: first, Iterations: sp.Iterations}
			start := nowMS()
			moves := 0
			for range sp.Games {
				mcts := MCTSPlayer{Iterations: sp.Iterations, Seed: sp.Seed + k}
				k++
				r, n, err := PlayGame(ctx, sp.Game, mcts, opp, first)
				if err != nil {
					return out, err
				}
				moves += n
				t.Games++
				switch r {
				case Win:
					t.Wins++
				case Draw:
					t.Draws++
				default:
					t.Losses++
				}
			}
			t.MeanLength = float64(moves) / float64(t.Games)
			t.TimeMS = nowMS() - start
			out = append(out, t)
			if each != nil {
				if err := each(t); err != nil {
					return out, err
				}
			}
		}
	}
	return out, nil
}

// PlayGame plays one game from the empty board, a first if aFirst: its outcome for a
// (Win, Draw, Loss) and its number of moves.
func PlayGame(ctx context.Context, game string, a, b Player, aFirst bool) (outcome, moves int, err error) {
	g, err := games.New(game, "", games.Options{})
	if err != nil {
		return 0, 0, err
	}
	aMoves := aFirst
	for {
		if over, score := g.Result(); over {
			// score is for the side to move; a is to move when aMoves
			o := sign(score)
			if !aMoves {
				o = -o
			}
			return o, moves, nil
		}
		p := b
		if aMoves {
			p = a
		}
		m, err := p.Move(ctx, g)
		if err != nil {
			return 0, moves, err
		}
		g.Play(m)
		moves++
		aMoves = !aMoves
	}
}
