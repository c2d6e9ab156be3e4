package lab

import (
	"sync"

	"go.starlark.net/starlark"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
)

// Evaluator evaluates a board for the player to move with a student's evaluate:
// in this process (Local) or in a sandbox worker (package sandbox).
type Evaluator interface {
	Evaluate(board []string, player string) (int64, error)
}

// Local is a program of kind eval run in this process.
type Local struct{ P *Program }

// Evaluate calls evaluate(board, player); its answer must be a whole number within
// ±games.WinBase.
func (l Local) Evaluate(board []string, player string) (int64, error) {
	if vm := l.P.JS(); vm != nil {
		v, err := l.P.CallJS("evaluate", jsStrings(vm, board), vm.ToValue(player))
		if err != nil {
			return 0, err
		}
		return l.P.JSInt("evaluate", v, games.WinBase)
	}
	return l.P.Int("evaluate", games.WinBase, strList(board), starlark.String(player))
}

// EvalGames are the games an evaluation can be written for.
var EvalGames = []string{"connect4", "tictactoe"}

// board is what the evaluation of a built-in board game needs of it.
type board interface {
	games.Game
	Board() []string
}

// evalState is what the copies of one evaluated game share: the evaluator, the values
// found (by position key) and the first error.
type evalState struct {
	mu       sync.Mutex
	ev       Evaluator
	values   map[uint64]int
	err      error
	calls    int64
	prefetch *prefetchState
}

// EvalGame is a built-in board game (connect-4 or tic-tac-toe) whose static evaluation
// is a student's: Evaluate asks the Evaluator, once per position. After a failure it
// answers 0 and Err says why (a search stops and reports it). Copies share the values.
type EvalGame struct {
	board
	st *evalState
}

// NewEvalGame makes game's position (its text, as games.New reads it) evaluated by ev.
func NewEvalGame(game, position string, ev Evaluator) (*EvalGame, error) {
	switch game {
	case "connect4", "c4", "tictactoe":
	default:
		return nil, msg.New("lab.eval_game", "game", game, "choices", EvalGames)
	}
	g, err := games.New(game, position, games.Options{})
	if err != nil {
		return nil, err
	}
	return &EvalGame{board: g.(board), st: &evalState{ev: ev, values: map[uint64]int{}}}, nil
}

// Inner is the built-in game evaluated.
func (g *EvalGame) Inner() games.Game { return g.board }

// Evaluate is the student's evaluation of the position for the side to move.
func (g *EvalGame) Evaluate() int {
	k := g.board.(interface{ Key() uint64 }).Key()
	st := g.st
	st.mu.Lock()
	if v, ok := st.values[k]; ok || st.err != nil {
		st.mu.Unlock()
		return v
	}
	st.mu.Unlock()
	v, err := st.ev.Evaluate(g.board.Board(), g.ToMove())
	st.mu.Lock()
	defer st.mu.Unlock()
	st.calls++
	if err != nil {
		if st.err == nil {
			st.err = err
		}
		return 0
	}
	st.values[k] = int(v)
	return int(v)
}

// ToMove is the side to move, "X" or "O".
func (g *EvalGame) ToMove() string {
	switch b := g.board.(type) {
	case *games.Connect4:
		if b.NumMoves()%2 == 1 {
			return "O"
		}
	case *games.TicTacToe:
		if !b.XToMove() {
			return "O"
		}
	}
	return "X"
}

// Err is the first error the evaluation met, nil if none.
func (g *EvalGame) Err() error {
	g.st.mu.Lock()
	defer g.st.mu.Unlock()
	return g.st.err
}

// Calls is how many positions the evaluator was asked about.
func (g *EvalGame) Calls() int64 {
	g.st.mu.Lock()
	defer g.st.mu.Unlock()
	return g.st.calls
}

// Clone copies the position; the copy shares the evaluation.
func (g *EvalGame) Clone() games.Game {
	return &EvalGame{board: g.board.Clone().(board), st: g.st}
}

// The optional abilities of the built-in game, passed through (a search finds them by
// type assertion, which the embedding of an interface would hide).

func (g *EvalGame) Key() uint64 { return g.board.(interface{ Key() uint64 }).Key() }

func (g *EvalGame) OrderMoves(moves []games.Move) {
	if o, ok := g.board.(games.Orderer); ok {
		o.OrderMoves(moves)
	}
}

func (g *EvalGame) MaxPlies() int { return g.board.(games.Bounded).MaxPlies() }

func (g *EvalGame) Threats(buf []games.Move) ([]games.Move, int) {
	if t, ok := g.board.(interface {
		Threats([]games.Move) ([]games.Move, int)
	}); ok {
		return t.Threats(buf)
	}
	return buf[:0], 0
}
