package lab

import (
	"hash/fnv"
	"strings"
	"sync"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
)

// A state of a student's game travels as its Starlark repr: plain data (numbers,
// strings, True/False/None, lists, tuples, dicts) written out, which the program reads
// back. The repr identifies the position (Key hashes it). A JavaScript game's state
// travels as JSON with sorted keys instead (js_game.go).

// Expansion is what a game's program says about one state: whether the game is over
// and its score for the player to move, else its moves' names and the states they
// lead to.
type Expansion struct {
	Over     bool     `json:"over,omitempty"`
	Score    int64    `json:"score,omitempty"`
	Names    []string `json:"names,omitempty"`
	Children []string `json:"children,omitempty"`
	// Chance, at a chance state (chance(state) gave outcomes), is each outcome's
	// probability, beside Names and Children; nil at a decision state.
	Chance []games.Probability `json:"chance,omitempty"`
}

// Backend answers a game's questions: in this process (LocalGame) or in a sandbox
// worker (package sandbox).
type Backend interface {
	Initial() (string, error)
	Expand(state string) (*Expansion, error)
	// Evaluate is the program's evaluate(state) for the player to move; ok is false
	// when the program has none (a search then sees 0).
	Evaluate(state string) (v int64, ok bool, err error)
	// Board is the program's board(state) as rows, nil when it has none.
	Board(state string) ([]string, error)
}

// MaxStates bounds the states one game keeps (the positions its searches reach).
const MaxStates = 200_000

// gameShared is what the copies of one game share: the backend, what it answered,
// and the first error.
type gameShared struct {
	mu       sync.Mutex
	be       Backend
	exp      map[string]*Expansion
	evals    map[string]int
	noEval   bool
	boards   map[string][]string
	err      error
	prefetch *prefetchState
	chance   chanceShared // chance.go
}

// Game is a student's game as the engine plays it: a games.Game whose moves are the
// indices of moves(state)'s list, named by move_name. After a failure of the program
// it has no moves, Result says over, and Err says why (a search stops and reports it).
type Game struct {
	sh    *gameShared
	stack []string // states from the root
	moves []int    // moves played from the root
	// maxTurn[i] says whether MAX chooses at stack[i]'s decision (or at the next
	// decision after a chance state): the sides alternate over decision states only.
	maxTurn []bool
}

// NewGame starts a game at initial() and plays the position: move names as move_name
// writes them, separated by commas ("" is the start).
func NewGame(be Backend, position string) (*Game, error) {
	root, err := be.Initial()
	if err != nil {
		return nil, err
	}
	g := &Game{sh: &gameShared{be: be, exp: map[string]*Expansion{}, evals: map[string]int{}, boards: map[string][]string{}}, stack: []string{root}, maxTurn: []bool{true}}
	for i, name := range SplitPosition(position) {
		e, err := g.expand()
		if err != nil {
			return nil, err
		}
		m := -1
		for j, n := range e.Names {
			if n == name {
				m = j
				break
			}
		}
		if m < 0 {
			for j, n := range e.Names {
				if strings.EqualFold(n, name) {
					m = j
					break
				}
			}
		}
		if m < 0 || e.Over {
			return nil, msg.New("lab.position", "n", i+1, "move", name, "legal", e.Names)
		}
		g.Play(games.Move(m))
	}
	return g, nil
}

// SplitPosition reads a position: move names separated by commas.
func SplitPosition(position string) []string {
	var out []string
	for _, f := range strings.Split(position, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

func (g *Game) top() string { return g.stack[len(g.stack)-1] }

func (g *Game) setErr(err error) {
	if g.sh.err == nil {
		g.sh.err = err
	}
}

// expand is the current state's expansion (asked once per state).
func (g *Game) expand() (*Expansion, error) { return g.expandState(g.top()) }

// expandState is state s's expansion (asked once per state).
func (g *Game) expandState(s string) (*Expansion, error) {
	sh := g.sh
	sh.mu.Lock()
	if e, ok := sh.exp[s]; ok {
		sh.mu.Unlock()
		return e, nil
	}
	if sh.err != nil {
		err := sh.err
		sh.mu.Unlock()
		return nil, err
	}
	full := len(sh.exp) >= MaxStates
	sh.mu.Unlock()
	var e *Expansion
	var err error
	if full {
		err = msg.New("lab.nodes", "limit", MaxStates)
	} else {
		e, err = sh.be.Expand(s)
	}
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if err != nil {
		g.setErr(err)
		return nil, err
	}
	sh.exp[s] = e
	return e, nil
}

// Moves appends the indices of the current state's moves (none once the game is over
// or the program failed).
func (g *Game) Moves(buf []games.Move) []games.Move {
	e, err := g.expand()
	if err != nil || e.Over {
		return buf
	}
	for i := range e.Children {
		buf = append(buf, games.Move(i))
	}
	return buf
}

// Play plays move m (an index of the current state's moves).
func (g *Game) Play(m games.Move) {
	e, err := g.expand()
	next := g.top() // a failed program: the position stays, the search unwinds
	if err == nil && int(m) >= 0 && int(m) < len(e.Children) {
		next = e.Children[m]
	}
	g.stack = append(g.stack, next)
	g.moves = append(g.moves, int(m))
	turn := g.maxTurn[len(g.maxTurn)-1]
	if err != nil || len(e.Chance) == 0 {
		turn = !turn // a decision passes the turn; a chance outcome does not
	}
	g.maxTurn = append(g.maxTurn, turn)
}

// Undo takes back the last move.
func (g *Game) Undo(games.Move) {
	g.stack = g.stack[:len(g.stack)-1]
	g.moves = g.moves[:len(g.moves)-1]
	g.maxTurn = g.maxTurn[:len(g.maxTurn)-1]
}

// Result is result(state): over, and the score for the player to move.
func (g *Game) Result() (bool, int) {
	e, err := g.expand()
	if err != nil {
		return true, 0
	}
	return e.Over, int(e.Score)
}

// Evaluate is evaluate(state) for the player to move, 0 without one.
func (g *Game) Evaluate() int {
	sh := g.sh
	s := g.top()
	sh.mu.Lock()
	if v, ok := sh.evals[s]; ok || sh.noEval || sh.err != nil {
		sh.mu.Unlock()
		return v
	}
	sh.mu.Unlock()
	v, ok, err := sh.be.Evaluate(s)
	sh.mu.Lock()
	defer sh.mu.Unlock()
	switch {
	case err != nil:
		g.setErr(err)
		return 0
	case !ok:
		sh.noEval = true
		return 0
	}
	sh.evals[s] = int(v)
	return int(v)
}

// MoveName is move_name(state, move), or str(move) without it.
func (g *Game) MoveName(m games.Move) string {
	e, err := g.expand()
	if err != nil || int(m) < 0 || int(m) >= len(e.Names) {
		return "?"
	}
	return e.Names[m]
}

// Key hashes the state's repr.
func (g *Game) Key() uint64 {
	h := fnv.New64a()
	h.Write([]byte(g.top()))
	return h.Sum64()
}

// State is the current state's repr.
func (g *Game) State() string { return g.top() }

// Position is the moves played from initial(), by name, separated by commas.
func (g *Game) Position() string {
	names := make([]string, len(g.moves))
	c := &Game{sh: g.sh, stack: g.stack[:1:1], maxTurn: g.maxTurn[:1:1]}
	for i, m := range g.moves {
		names[i] = c.MoveName(games.Move(m))
		c.Play(games.Move(m))
	}
	return strings.Join(names, ", ")
}

// Board is board(state) as rows, nil without it (or after an error).
func (g *Game) Board() []string {
	sh := g.sh
	s := g.top()
	sh.mu.Lock()
	if b, ok := sh.boards[s]; ok || sh.err != nil {
		sh.mu.Unlock()
		return b
	}
	sh.mu.Unlock()
	b, err := sh.be.Board(s)
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if err != nil {
		g.setErr(err)
		return nil
	}
	sh.boards[s] = b
	return b
}

// Clone copies the position; the copy shares the program's answers.
func (g *Game) Clone() games.Game {
	return &Game{sh: g.sh, stack: append([]string(nil), g.stack...), moves: append([]int(nil), g.moves...), maxTurn: append([]bool(nil), g.maxTurn...)}
}

// Err is the first error the program met, nil if none.
func (g *Game) Err() error {
	g.sh.mu.Lock()
	defer g.sh.mu.Unlock()
	return g.sh.err
}

// States is how many states the program expanded.
func (g *Game) States() int {
	g.sh.mu.Lock()
	defer g.sh.mu.Unlock()
	return len(g.sh.exp)
}

// Ply is the number of moves played from initial(): even when the first player is to
// move.
func (g *Game) Ply() int { return len(g.moves) }
