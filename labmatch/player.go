package labmatch

import (
	"time"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// The players a student's evaluation meets.
const (
	PlayerLab    = "lab"    // the student's evaluation
	PlayerCourse = "course" // the course's (connect-4: seed 002's F; tic-tac-toe: lines)
	PlayerBetter = "better" // connect-4's better evaluation
	PlayerSolver = "solver" // perfect play (the connect-4 solver, or a full search)
)

// Opponents lists the opponents a tournament may choose.
var Opponents = []string{PlayerCourse, PlayerBetter, PlayerSolver}

// player chooses moves.
type player interface {
	// choose returns the move to play in g's position (not over).
	choose(g games.Game) (games.Move, error)
}

// engine is a depth-limited alpha-beta with an evaluation.
type engine struct {
	game  string
	eval  string        // built-in evaluation name, or "" with ev
	ev    lab.Evaluator // the student's
	depth int
	watch *moveWatch // the student's per-move limit and progress (nil: none)
}

// searchOptions are the options of every engine's move: negamax alpha-beta with move
// ordering and a table, to the depth.
func searchOptions(depth int) trace.Options {
	return trace.Options{Algorithm: trace.NegamaxAlphaBeta, Depth: depth, Order: true, TT: trace.TTBounds, TTSize: 1 << 14}
}

func (e *engine) choose(g games.Game) (games.Move, error) {
	if e.watch == nil || e.ev == nil {
		return e.search(g)
	}
	var m games.Move
	err := e.watch.run(e.ev, func() error {
		var err error
		m, err = e.search(g)
		return err
	})
	return m, err
}

// search is the engine's search of g's position.
func (e *engine) search(g games.Game) (games.Move, error) {
	var sg trace.Game
	if e.ev != nil {
		lg, err := lab.NewEvalGame(e.game, g.Position(), e.ev)
		if err != nil {
			return 0, err
		}
		sg = lg
	} else {
		bg, err := games.New(e.game, g.Position(), games.Options{Eval: builtinEval(e.game, e.eval)})
		if err != nil {
			return 0, err
		}
		sg = bg.(trace.Game)
	}
	t, err := trace.Search(sg, searchOptions(e.depth))
	if err != nil {
		return 0, err
	}
	return moveNamed(g, t.BestMove)
}

// builtinEval is the games.Options.Eval of a built-in player: tic-tac-toe has one
// evaluation only.
func builtinEval(game, eval string) string {
	if game == "tictactoe" {
		return ""
	}
	return eval
}

func moveNamed(g games.Game, name string) (games.Move, error) {
	for _, m := range g.Moves(nil) {
		if g.MoveName(m) == name {
			return m, nil
		}
	}
	return 0, msg.New("match.no_move", "move", name)
}

// solver plays perfectly: connect-4's solver (weakly, within a time limit a move;
// past it, the better evaluation at the tournament's depth), tic-tac-toe's full
// search. Among moves of equal value, the centre-most (the game's order) first.
type solver struct {
	game      string
	depth     int
	limit     time.Duration
	fallbacks int
}

func (s *solver) choose(g games.Game) (games.Move, error) {
	if s.game == "tictactoe" {
		t, err := trace.Search(g.Clone().(trace.Game), trace.Options{Algorithm: trace.NegamaxAlphaBeta, Order: true, TT: trace.TTBounds})
		if err != nil {
			return 0, err
		}
		return moveNamed(g, t.BestMove)
	}
	p, err := c4.Parse(g.Position())
	if err != nil {
		return 0, err
	}
	sv, err := c4.New(c4.All, 1<<18)
	if err != nil {
		return 0, err
	}
	sv.SetLimits(0, s.limit)
	scores, ok, err := sv.Analyze(p, false)
	if err != nil { // too slow this early in the game: the better evaluation plays
		s.fallbacks++
		return (&engine{game: s.game, eval: PlayerBetter, depth: s.depth}).choose(g)
	}
	best, bestScore := -1, 0
	for _, c := range []int{3, 2, 4, 1, 5, 0, 6} {
		if ok[c] && (best < 0 || scores[c] > bestScore) {
			best, bestScore = c, scores[c]
		}
	}
	return games.Move(best), nil
}
