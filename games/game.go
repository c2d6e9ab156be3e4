package games

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gametree/gametree/msg"
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
	// Clone returns an independent copy of the position.
	Clone() Game
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

// Bounded is implemented by games that know an upper bound on the moves left before
// the game ends (tic-tac-toe and connect-4: the empty cells).
type Bounded interface {
	MaxPlies() int
}

// Drawable is implemented by games whose positions can be drawn as a board: Board
// returns the rows of the board from top to bottom, one byte per cell ('X', 'O' or '.').
// The stones game returns one row holding its count.
type Drawable interface {
	Board() []string
}

// ParseError is the error every position parser returns: the offending input, where,
// and what is wrong with it (a coded message, see package msg).
type ParseError struct {
	Game   string
	Input  string
	Offset int // byte offset into Input, or -1 when the problem is not at one place
	Detail *msg.Error
	// Part is the piece of Input the problem is in, as typed (a random tree's "b=-2"),
	// or "": the text says it instead of a character's number.
	Part string
}

func parseError(game, input string, off int, code string, kv ...any) *ParseError {
	return &ParseError{Game: game, Input: input, Offset: off, Detail: msg.New(code, kv...)}
}

// Char is the 1-based character (not byte) of Input where the problem is, or 0.
func (e *ParseError) Char() int {
	if e.Offset < 0 {
		return 0
	}
	off := min(e.Offset, len(e.Input))
	return utf8.RuneCountInString(e.Input[:off]) + 1
}

// shownInput is the input cut to msg.MaxShown characters.
func (e *ParseError) shownInput() string { return msg.Shorten(e.Input) }

// Field is the request's parameter the error is about (msg.Fielded): the allowed
// takes of a stones game, else the position.
func (e *ParseError) Field() string {
	if strings.HasPrefix(e.Detail.Code(), "stones.take") {
		return "takes"
	}
	return "position"
}

// Code is the detail's code ("tree.unclosed").
func (e *ParseError) Code() string { return e.Detail.Code() }

// Params are the detail's parameters plus game, input and at (the character, when
// the problem is at one).
func (e *ParseError) Params() map[string]any {
	p := e.Detail.Params()
	p["game"] = e.Game
	p["input"] = e.shownInput()
	if e.Offset >= 0 {
		p["at"] = e.Char()
	}
	if e.Part != "" {
		p["part"] = msg.Shorten(e.Part)
	}
	return p
}

// Text writes the error in lang: the game, the position, where, and what is wrong.
func (e *ParseError) Text(lang string) string {
	where := msg.New("where."+e.Game, "input", e.shownInput())
	p := map[string]any{"where": where, "detail": e.Detail}
	if e.Part != "" {
		p["part"] = e.Part
		return msg.Format(lang, "where.part", p)
	}
	if e.Offset >= 0 {
		p["at"] = e.Char()
		return msg.Format(lang, "where.at", p)
	}
	return msg.Format(lang, "where.any", p)
}

func (e *ParseError) Error() string { return e.Text(msg.EN) }

// Unwrap returns the detail.
func (e *ParseError) Unwrap() error { return e.Detail }

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
	return slices.Sorted(maps.Keys(parsers))
}

// New parses a position of the named game ("tree", "tictactoe", "connect4", "stones").
// An empty position is the game's starting position (for trees, the textbook example).
func New(game, position string, opt Options) (Game, error) {
	p, ok := parsers[strings.ToLower(strings.TrimSpace(game))]
	if !ok {
		return nil, msg.New("game.unknown", "game", game, "choices", Names())
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

// checkOptions rejects the options that game does not have: takes (only stones has
// them) and a MIN root (only explicit trees). Evaluations are each game's own check.
func checkOptions(game string, opt Options) error {
	if opt.Takes != nil && game != "stones" {
		return msg.New("game.no_takes", "game", game)
	}
	if opt.RootMin && game != "tree" {
		return msg.New("game.no_root_min", "game", game)
	}
	return nil
}

// noEvaluation rejects an evaluation name for a game that has none.
func noEvaluation(game string, opt Options) error {
	if strings.TrimSpace(opt.Eval) != "" {
		return msg.New("game.no_eval", "game", game, "eval", opt.Eval)
	}
	return nil
}

// quoteByte writes a byte of a position for a message, as Go quotes a rune: 'x',
// '\xff'.
func quoteByte(c byte) string {
	if c < utf8.RuneSelf {
		return strconv.QuoteRune(rune(c))
	}
	return fmt.Sprintf(`'\x%02x'`, c)
}

// quoteCharAt quotes the character at byte offset i of s: a whole multibyte
// character ('ש', not its first byte), or the byte when it starts no valid one.
func quoteCharAt(s string, i int) string {
	r, size := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && size <= 1 {
		return quoteByte(s[i])
	}
	return strconv.QuoteRune(r)
}
