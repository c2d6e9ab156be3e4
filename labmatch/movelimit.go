package labmatch

import (
	"errors"
	"time"

	"github.com/gametree/gametree/lab"
)

// The per-move limit of the student's evaluation in a tournament: each of the
// student's moves (a whole search to the tournament's depth) may spend at most
// MoveMillis of time and MoveSteps interpreter steps of the evaluation; past either
// the tournament stops and says on which move of which game ("your evaluation took
// more than 2000 ms on move 3 of game 2: stopped"), so an endless evaluation costs
// seconds, not the tournament's whole budget.
const (
	DefaultMoveMillis = 2000
	DefaultMoveSteps  = 20_000_000
)

// MoveBudgeter is an evaluation whose budget can be bounded for one move
// (lab.Local: its program's budget); restore gives the budget it had back.
type MoveBudgeter interface {
	BoundMove(steps uint64, d time.Duration) (restore func())
}

// MoveProgress is one of the student's moves played, streamed as it is (a byte at
// least every move: no long silence while a game goes on).
type MoveProgress struct {
	Game   int   `json:"game"` // 1-based, over the whole tournament
	Of     int   `json:"of"`
	Move   int   `json:"move"` // the student's move in that game, 1-based
	Millis int64 `json:"ms"`   // the move's time
}

// moveLimits are the spec's per-move limits, the defaults filled in.
func (s Spec) moveLimits() (steps uint64, d time.Duration) {
	steps, ms := s.MoveSteps, s.MoveMillis
	if steps == 0 {
		steps = DefaultMoveSteps
	}
	if ms <= 0 {
		ms = DefaultMoveMillis
	}
	return steps, time.Duration(ms) * time.Millisecond
}

// moveWatch bounds and reports the student's moves.
type moveWatch struct {
	steps uint64
	limit time.Duration
	game  int // the game being played, 1-based
	of    int
	move  int // the student's moves so far in it
	moved func(MoveProgress)
}

// newGame starts counting the moves of game n.
func (w *moveWatch) newGame(n int) { w.game, w.move = n, 0 }

// run plays one of the student's moves (choose) under the per-move limit of ev.
func (w *moveWatch) run(ev lab.Evaluator, choose func() error) error {
	w.move++
	restore := func() {}
	if b, ok := ev.(MoveBudgeter); ok {
		restore = b.BoundMove(w.steps, w.limit)
	}
	t0 := time.Now()
	err := choose()
	restore()
	took := time.Since(t0)
	var le *lab.Error
	if errors.As(err, &le) && (le.Kind == lab.CodeSteps || le.Kind == lab.CodeTime) {
		// the limit in Limit (a whole number after the worker's JSON), where in Args
		where := map[string]any{"move": w.move, "game": w.game}
		if le.Kind == lab.CodeSteps {
			return &lab.Error{Kind: "match.move_steps", Limit: int64(w.steps), Args: where}
		}
		return &lab.Error{Kind: "match.move_time", Limit: w.limit.Milliseconds(), Args: where}
	}
	if err == nil && w.moved != nil {
		w.moved(MoveProgress{Game: w.game, Of: w.of, Move: w.move, Millis: took.Milliseconds()})
	}
	return err
}
