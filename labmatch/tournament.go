package labmatch

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
)

// Spec is a tournament: the game, the opponents, the depths, how many games against
// each opponent (half the openings, each played with both colours) and the seed of
// the openings.
type Spec struct {
	Game      string   `json:"game"`
	Opponents []string `json:"opponents"`
	// Depth is the student's search depth, OppDepth the opponents' (0: Depth).
	Depth    int `json:"depth"`
	OppDepth int `json:"opp_depth"`
	Games    int `json:"games"`
	// Opening is how many random moves open each game (default 4 for connect-4, 1 for
	// tic-tac-toe).
	Opening int    `json:"opening"`
	Seed    uint64 `json:"seed"`
	// SolverMillis is how long the connect-4 solver may think about a move (default
	// 1000) before the better evaluation plays it instead.
	SolverMillis int `json:"solver_ms"`
	// MoveMillis and MoveSteps bound each of the student's moves (0: the defaults,
	// DefaultMoveMillis and DefaultMoveSteps; see movelimit.go).
	MoveMillis int    `json:"move_ms,omitempty"`
	MoveSteps  uint64 `json:"move_steps,omitempty"`
}

// MaxGames bounds a tournament's games against one opponent.
const MaxGames = 100

// Normalize fills the defaults and checks the spec (coded errors).
func (s Spec) Normalize() (Spec, error) {
	switch s.Game {
	case "", "connect4", "c4":
		s.Game = "connect4"
	case "tictactoe":
	default:
		return s, msg.New("lab.eval_game", "game", s.Game, "choices", lab.EvalGames)
	}
	if len(s.Opponents) == 0 {
		s.Opponents = []string{PlayerCourse}
	}
	for _, o := range s.Opponents {
		if !slices.Contains(Opponents, o) || o == PlayerBetter && s.Game == "tictactoe" {
			return s, msg.New("match.opponent", "name", o, "choices", Opponents)
		}
	}
	if s.Depth == 0 {
		s.Depth = 4
	}
	if s.OppDepth == 0 {
		s.OppDepth = s.Depth
	}
	if s.Depth < 1 || s.Depth > 8 || s.OppDepth < 1 || s.OppDepth > 8 {
		return s, msg.New("match.depth", "max", 8)
	}
	if s.Games == 0 {
		s.Games = 10
	}
	if s.Games < 2 || s.Games > MaxGames || s.Games%2 != 0 {
		return s, msg.New("match.games", "max", MaxGames)
	}
	if s.Opening == 0 {
		s.Opening = 4
		if s.Game == "tictactoe" {
			s.Opening = 1
		}
	}
	if s.SolverMillis <= 0 {
		s.SolverMillis = 1000
	}
	if s.Opening < 0 || s.Opening > 12 {
		return s, msg.New("match.opening", "max", 12)
	}
	return s, nil
}

// GameResult is one game played, streamed as it finishes.
type GameResult struct {
	N        int    `json:"n"` // 1-based, over the whole tournament
	Of       int    `json:"of"`
	Opponent string `json:"opponent"`
	// StudentAs is the student's side: "X" (moves first) or "O".
	StudentAs string `json:"student_as"`
	// Result is the student's: win, draw or loss.
	Result string `json:"result"`
	// Moves is the game as its position text (connect-4 columns, tic-tac-toe cells).
	Moves  string           `json:"moves"`
	Tally  map[string]Tally `json:"tally"`
	Millis int64            `json:"ms"`
}

// Tally counts the student's results against one opponent.
type Tally struct {
	Win  int `json:"win"`
	Draw int `json:"draw"`
	Loss int `json:"loss"`
}

// Result is a whole tournament.
type Result struct {
	Spec  Spec             `json:"spec"`
	Games []GameResult     `json:"games"`
	Tally map[string]Tally `json:"tally"`
	// SolverFallbacks counts the solver's moves played by the better evaluation
	// because solving the position took too long.
	SolverFallbacks int `json:"solver_fallbacks"`
}

// opening makes the i-th opening: Opening random moves that do not end the game.
func opening(s Spec, i int) (string, error) {
	r := rand.New(rand.NewPCG(s.Seed, uint64(i)+1))
	for {
		g, err := games.New(s.Game, "", games.Options{})
		if err != nil {
			return "", err
		}
		ok := true
		for k := 0; k < s.Opening; k++ {
			ms := g.Moves(nil)
			g.Play(ms[r.IntN(len(ms))])
			if over, _ := g.Result(); over {
				ok = false
				break
			}
		}
		if ok {
			return g.Position(), nil
		}
	}
}

// Run plays the tournament: the student's evaluation ev against each opponent,
// Games games each, and calls progress after every game.
func Run(s Spec, ev lab.Evaluator, progress func(GameResult)) (*Result, error) {
	return RunMoves(s, ev, progress, nil)
}

// RunMoves is Run that also calls moved after each of the student's moves; each move
// is bounded by the spec's per-move limit (movelimit.go).
func RunMoves(s Spec, ev lab.Evaluator, progress func(GameResult), moved func(MoveProgress)) (*Result, error) {
	s, err := s.Normalize()
	if err != nil {
		return nil, err
	}
	res := &Result{Spec: s, Tally: map[string]Tally{}, Games: []GameResult{}}
	total := len(s.Opponents) * s.Games
	steps, limit := s.moveLimits()
	student := &engine{game: s.Game, ev: ev, depth: s.Depth, watch: &moveWatch{steps: steps, limit: limit, of: total, moved: moved}}
	n := 0
	for _, opp := range s.Opponents {
		var other player
		sol := &solver{game: s.Game, depth: s.OppDepth, limit: time.Duration(s.SolverMillis) * time.Millisecond}
		if opp == PlayerSolver {
			other = sol
		} else {
			other = &engine{game: s.Game, eval: opp, depth: s.OppDepth}
		}
		for i := 0; i < s.Games/2; i++ {
			start, err := opening(s, i)
			if err != nil {
				return nil, err
			}
			for _, side := range []string{"X", "O"} {
				t0 := time.Now()
				student.watch.newGame(n + 1)
				x, o := player(student), other
				if side == "O" {
					x, o = other, student
				}
				moves, winner, err := play(s.Game, start, x, o)
				if err != nil {
					return nil, err
				}
				n++
				gr := GameResult{N: n, Of: total, Opponent: opp, StudentAs: side, Moves: moves, Millis: time.Since(t0).Milliseconds()}
				t := res.Tally[opp]
				switch winner {
				case "":
					gr.Result = "draw"
					t.Draw++
				case side:
					gr.Result = "win"
					t.Win++
				default:
					gr.Result = "loss"
					t.Loss++
				}
				res.Tally[opp] = t
				gr.Tally = map[string]Tally{}
				for k, v := range res.Tally {
					gr.Tally[k] = v
				}
				res.Games = append(res.Games, gr)
				if progress != nil {
					progress(gr)
				}
			}
		}
		res.SolverFallbacks += sol.fallbacks
	}
	return res, nil
}

// play plays a game from start with x moving for X and o for O; winner is "X", "O"
// or "" (a draw).
func play(game, start string, x, o player) (moves, winner string, err error) {
	g, err := games.New(game, start, games.Options{})
	if err != nil {
		return "", "", err
	}
	for ply := 0; ; ply++ {
		if over, score := g.Result(); over {
			if score == 0 {
				return g.Position(), "", nil
			}
			// the side to move has lost
			return g.Position(), sideToMove(g, true), nil
		}
		if ply > 100 {
			return "", "", fmt.Errorf("labmatch: the game does not end")
		}
		p := x
		if sideToMove(g, false) == "O" {
			p = o
		}
		m, err := p.choose(g)
		if err != nil {
			return "", "", err
		}
		g.Play(m)
	}
}

// sideToMove is "X" or "O"; other gives the other side.
func sideToMove(g games.Game, other bool) string {
	x := true
	switch b := g.(type) {
	case *games.Connect4:
		x = b.NumMoves()%2 == 0
	case *games.TicTacToe:
		x = b.XToMove()
	}
	if x != other {
		return "X"
	}
	return "O"
}
