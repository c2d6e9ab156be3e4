package labmatch

import (
	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/lab"
)

// qualityInf is beyond every value negamax returns: lifted wins stay below
// WinBase*64 (a game score is at most 18 in magnitude).
const qualityInf = games.WinBase * 64

// rootGame is the position evaluated as the engine evaluates: the student's
// evaluation (lab.EvalGame) or a built-in one.
func (e *engine) rootGame(position string) (games.Game, error) {
	if e.ev != nil {
		return lab.NewEvalGame(e.game, position, e.ev)
	}
	return games.New(e.game, position, games.Options{Eval: builtinEval(e.game, e.eval)})
}

// moveValues is the depth-limited value of every legal move of g for the side to
// move: each move searched to depth-1 more plies (negamax with alpha-beta and a full
// window, so every value is exact, not a bound), then the evaluation; a finished game
// is worth its score lifted above the evaluations (games.WinBase). Copies of g share
// a student's evaluation's values.
func moveValues(g games.Game, depth int) (moves []games.Move, values []int) {
	moves = g.Moves(nil)
	values = make([]int, len(moves))
	for i, m := range moves {
		c := g.Clone()
		c.Play(m)
		values[i] = -qualityNegamax(c, depth-1, -qualityInf, qualityInf)
	}
	return moves, values
}

// qualityNegamax is fail-soft negamax with alpha-beta to depth, moves in the game's
// order (centre first in connect-4) when it has one.
func qualityNegamax(g games.Game, depth, alpha, beta int) int {
	if over, s := g.Result(); over {
		switch {
		case s > 0:
			return games.WinBase + s
		case s < 0:
			return -games.WinBase + s
		}
		return 0
	}
	if depth <= 0 {
		return g.Evaluate()
	}
	var buf [64]games.Move
	moves := g.Moves(buf[:0])
	if o, ok := g.(games.Orderer); ok {
		o.OrderMoves(moves)
	}
	best := -qualityInf
	for _, m := range moves {
		g.Play(m)
		v := -qualityNegamax(g, depth-1, -beta, -alpha)
		g.Undo(m)
		best = max(best, v)
		alpha = max(alpha, v)
		if alpha >= beta {
			break
		}
	}
	return best
}
