package labmatch

import (
	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/trace"
)

// rootGame is the position evaluated as the engine evaluates: the student's
// evaluation (lab.EvalGame) or a built-in one.
func (e *engine) rootGame(position string) (games.Game, error) {
	if e.ev != nil {
		return lab.NewEvalGame(e.game, position, e.ev)
	}
	return games.New(e.game, position, games.Options{Eval: builtinEval(e.game, e.eval)})
}

// moveValues is the depth-limited value of every legal move of g for the side to
// move: each move searched to depth-1 more plies by the course's negamax with
// alpha-beta (package trace; a full window at each move's root, so every value is
// exact, not a bound), then the evaluation; a finished game is worth its score lifted
// above the evaluations (games.WinBase), as trace lifts it. Copies of g share a
// student's evaluation's values.
func moveValues(g games.Game, depth int) (moves []games.Move, values []int, err error) {
	moves = g.Moves(nil)
	values = make([]int, len(moves))
	for i, m := range moves {
		c := g.Clone()
		c.Play(m)
		v, err := sideToMoveValue(c, depth-1)
		if err != nil {
			return nil, nil, err
		}
		values[i] = -v
	}
	return moves, values, nil
}

// sideToMoveValue is g's value for its side to move, searched depth plies (0: its
// evaluation, or its lifted score when the game is over).
func sideToMoveValue(g games.Game, depth int) (int, error) {
	if depth <= 0 { // trace's depth 0 is "to the end"
		if over, s := g.Result(); over {
			if s != 0 {
				s += sign(s) * games.WinBase
			}
			return s, nil
		}
		return g.Evaluate(), nil
	}
	t, err := trace.Search(g.(trace.Game), trace.Options{Algorithm: trace.NegamaxAlphaBeta, Depth: depth, Order: true})
	if err != nil {
		return 0, err
	}
	if t.RootPlayer == trace.Min {
		return -t.Value, nil // trace's values are MAX's
	}
	return t.Value, nil
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}
