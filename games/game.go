package games

import (
	"fmt"
	"sort"
	"strings"
)

// Move identifies one legal move of a position. Its meaning is the game's own
// (a child index, a cell, a column, a number of stones); only the game that produced
// it can play it or name it.
type Move int32

// Game is the interface every game of this package implements. Search code defines the
// narrower interface it needs where it is used; this one documents what all games
// offer.
type Game interface {
	// Moves appends the legal moves of the position to buf and returns it. A
	// finished game has none.
	Moves(buf []Move) []Move
	// Play makes a legal move; Undo takes back the last move played, which must be m.
	Play(m Move)
	Undo(m Move)
	// Result reports whether the game is over and, if so, its exact score for the
	// side to move (see the package documentation).
	Result() (over bool, score int)
	// Evaluate is the static evaluation of a position that is not over, for the side
	// to move. Its magnitude stays below WinBase.
	Evaluate() int
	// MoveName names a legal move of the current position for people ("B", "c2", "4").
	MoveName(m Move) string
	// Key identifies the position for a transposition table.
	Key() uint64
	// Position writes the position in the game's text form, the one its parser reads.
	Position() string
}

// WinBase lifts a win above every static evaluation when a search mixes exact results
// and heuristic values (a depth-limited search): a win is worth WinBase plus its score.
// Every Evaluate of this package stays strictly inside (-WinBase, WinBase).
const WinBase = 1 << 40

// Sided is implemented by games whose root player is not always MAX: an explicit tree
// can be read with a MIN root. A game without it has MAX to move at the root.
type Sided interface {
	RootIsMax() bool
}

// Evaluator names a static evaluation a game can switch to ("course", "better", ...).
type Evaluator interface {
	Evaluations() []string
	SetEvaluation(name string) error
}

// Orderer is implemented by games that know a good static order for their moves
// (connect-4: centre columns first). OrderMoves reorders moves in place, best first for
// the side to move.
type Orderer interface {
	OrderMoves(moves []Move)
}

// Drawable is implemented by games whose positions can be drawn as a board: Board
// returns the rows of the board from top to bottom, one byte per cell ('X', 'O' or '.').
// The stones game returns one row holding its count.
type Drawable interface {
	Board() []string
}

// ParseError is the error every position parser returns: the offending input, where,
// and what is wrong with it.
type ParseError struct {
	Game   string
	Input  string
	Offset int // byte offset into Input, or -1 when the problem is not at one place
	Msg    string
}

func (e *ParseError) Error() string {
	in := e.Input
	if len(in) > 60 {
		in = in[:57] + "..."
	}
	if e.Offset >= 0 {
		return fmt.Sprintf("%s position %q: at character %d: %s", e.Game, in, e.Offset+1, e.Msg)
	}
	return fmt.Sprintf("%s position %q: %s", e.Game, in, e.Msg)
}

// Options carries what a game needs besides its position text.
type Options struct {
	// RootMin reads an explicit tree with MIN to move at the root.
	RootMin bool
	// Takes is the set of stones a player may take in the stones game (default 1,2,3).
	Takes []int
	// Eval names the static evaluation ("" for the game's default).
	Eval string
}

// Parser reads one game's position text.
type Parser func(position string, opt Options) (Game, error)

var parsers = map[string]Parser{}

// Register adds a game's parser under its name; the games of this package register
// themselves.
func Register(name string, p Parser) { parsers[name] = p }

// Names lists the registered games, sorted.
func Names() []string {
	names := make([]string, 0, len(parsers))
	for n := range parsers {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// New parses a position of the named game ("tree", "tictactoe", "connect4", "stones").
// An empty position is the game's starting position (for trees, the textbook example).
func New(game, position string, opt Options) (Game, error) {
	p, ok := parsers[strings.ToLower(strings.TrimSpace(game))]
	if !ok {
		return nil, fmt.Errorf("unknown game %q (choose one of %s)", game, strings.Join(Names(), ", "))
	}
	return p(position, opt)
}

// MoveParser is implemented by games whose moves can be written in more than one way
// (the stones game takes "take 2" or "2"): ParseMove finds the legal move a text
// means. Without it, a move is found by its MoveName.
type MoveParser interface {
	ParseMove(s string) (Move, bool)
}

// Labeled is implemented by games whose nodes carry their own label: an explicit
// tree labels an inner node with its name and a leaf with its number as written.
type Labeled interface {
	Label() string
}
