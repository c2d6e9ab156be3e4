package games

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/gametree/gametree/msg"
)

// TicTacToe is a tic-tac-toe position. X always moves first. A move is a cell index
// 0..8 in reading order (top row first): 0 is a1 (top-left), 4 is b2 (the centre),
// 8 is c3 (bottom-right); columns are a-c left to right, rows 1-3 top to bottom.
//
// Position text, read by ParseTicTacToe:
//   - the 9 cells in reading order with X, O and '.' (x, o, '-' and '_' are accepted
//     too), for example "X.O......"; spaces and '/' between the cells are skipped, so
//     "X.O/.../..." is the same board; or
//   - the moves played from the empty board, as cell names a1..c3 or digits 1..9 in
//     reading order, separated by spaces or commas or not at all: "b2 a1 c3",
//     "5,1,9", "519".
//
// The empty string is the empty board. The side to move follows from the counts of
// stones.
//
// A finished game (the last mover made a line, or the board is full) scores 0 for a
// draw and -(6-k) for the side to move when the opponent has won with k stones on the
// board, so a faster win is worth more (magnitude 1..3).
//
// The static evaluation "lines" (the only one) adds, over the 8 lines that hold stones
// of one player only, 1 for a line with one stone and 10 for a line with two (100 for
// three, which only a finished game has) for the side to move, and subtracts the same
// for the opponent's lines.
type TicTacToe struct {
	stones [2]uint16 // [0] X's cells, [1] O's cells; bit i is cell i
	n      int       // stones on the board; X is to move when n is even
}

// tttEvaluations lists the static evaluations of tic-tac-toe; the first is the default.
var tttEvaluations = []string{"lines"}

// tttLines holds the 8 lines (3 rows, 3 columns, 2 diagonals) as cell masks.
var tttLines = [8]uint16{
	0x007, 0x038, 0x1c0, // rows
	0x049, 0x092, 0x124, // columns
	0x111, 0x054, // diagonals
}

// tttHasLine[m] tells whether the cell mask m contains a full line.
var tttHasLine [512]bool

// tttOrder ranks the cells for move ordering: centre, corners, edges.
var tttOrder = [9]int8{1, 2, 1, 2, 0, 2, 1, 2, 1}

var tttNames = [9]string{"a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"}

// tttLineValue is the value of a line holding k stones of one player only.
var tttLineValue = [4]int{0, 1, 10, 100}

func init() {
	for m := range tttHasLine {
		for _, l := range tttLines {
			if uint16(m)&l == l {
				tttHasLine[m] = true
				break
			}
		}
	}
	parse := func(position string, opt Options) (Game, error) {
		g, err := ParseTicTacToe(position, opt)
		if err != nil {
			return nil, err
		}
		return g, nil
	}
	Register("tictactoe", parse)
	Register("ttt", parse)
}

// NewTicTacToe returns the empty board, X to move.
func NewTicTacToe() *TicTacToe { return &TicTacToe{} }

// XToMove reports whether X is the side to move.
func (g *TicTacToe) XToMove() bool { return g.n&1 == 0 }

// Moves appends the empty cells, in reading order, unless the game is over.
func (g *TicTacToe) Moves(buf []Move) []Move {
	if tttHasLine[g.stones[(g.n+1)&1]&0x1ff] {
		return buf
	}
	empty := ^(g.stones[0] | g.stones[1]) & 0x1ff
	for empty != 0 {
		c := bits.TrailingZeros16(empty)
		buf = append(buf, Move(c))
		empty &= empty - 1
	}
	return buf
}

// Play puts a stone of the side to move on cell m.
func (g *TicTacToe) Play(m Move) {
	g.stones[g.n&1] |= 1 << uint(m)
	g.n++
}

// Undo takes back the stone on cell m, which must be the last move.
func (g *TicTacToe) Undo(m Move) {
	g.n--
	g.stones[g.n&1] &^= 1 << uint(m)
}

// Result reports whether the game is over: the last mover made a line (score -(6-k)
// for the side to move, k the winner's marks) or the board is full (0).
func (g *TicTacToe) Result() (over bool, score int) {
	last := g.stones[(g.n+1)&1] & 0x1ff
	if tttHasLine[last] {
		return true, bits.OnesCount16(last) - 6
	}
	if g.n >= 9 {
		return true, 0
	}
	return false, 0
}

// Evaluate is the "lines" evaluation for the side to move (see TicTacToe).
func (g *TicTacToe) Evaluate() int {
	own, opp := g.stones[g.n&1], g.stones[(g.n+1)&1]
	s := 0
	for _, l := range tttLines {
		a, b := bits.OnesCount16(own&l), bits.OnesCount16(opp&l)
		if b == 0 {
			s += tttLineValue[a&3]
		} else if a == 0 {
			s -= tttLineValue[b&3]
		}
	}
	return s
}

// Evaluations lists the static evaluations: only "lines".
func (g *TicTacToe) Evaluations() []string { return append([]string(nil), tttEvaluations...) }

// SetEvaluation chooses the static evaluation; "" and "lines" are accepted.
func (g *TicTacToe) SetEvaluation(name string) error {
	switch name {
	case "", "lines":
		return nil
	}
	return msg.New("game.eval_unknown", "game", "tictactoe", "eval", name, "choices", tttEvaluations)
}

// OrderMoves puts the centre first, then the corners, then the edges, keeping the
// order of moves of equal rank.
func (g *TicTacToe) OrderMoves(moves []Move) {
	for i := 1; i < len(moves); i++ {
		m := moves[i]
		r := tttOrder[m]
		j := i
		for ; j > 0 && tttOrder[moves[j-1]] > r; j-- {
			moves[j] = moves[j-1]
		}
		moves[j] = m
	}
}

// MoveName names cell m: "a1" (top-left) to "c3" (bottom-right).
func (g *TicTacToe) MoveName(m Move) string {
	if m < 0 || m > 8 {
		return fmt.Sprintf("?%d", m)
	}
	return tttNames[m]
}

// Key is X's 9-bit cell mask with O's above it: unique per position.
func (g *TicTacToe) Key() uint64 {
	return uint64(g.stones[0]) | uint64(g.stones[1])<<9
}

// Position is the 9-cell form, for example "X.O......".
func (g *TicTacToe) Position() string {
	var b [9]byte
	for i := range b {
		b[i] = g.cell(i)
	}
	return string(b[:])
}

// Board returns the three rows, top first, for example "X.O".
func (g *TicTacToe) Board() []string {
	rows := make([]string, 3)
	for r := range rows {
		rows[r] = string([]byte{g.cell(3 * r), g.cell(3*r + 1), g.cell(3*r + 2)})
	}
	return rows
}

func (g *TicTacToe) cell(i int) byte {
	switch {
	case g.stones[0]&(1<<uint(i)) != 0:
		return 'X'
	case g.stones[1]&(1<<uint(i)) != 0:
		return 'O'
	}
	return '.'
}

// ParseTicTacToe reads a tic-tac-toe position (see TicTacToe for the text forms).
// Errors are *ParseError. opt.Eval may be "" or "lines"; the other options are
// ignored.
func ParseTicTacToe(position string, opt Options) (*TicTacToe, error) {
	if err := checkOptions("tictactoe", opt); err != nil {
		return nil, err
	}
	g := &TicTacToe{}
	if err := g.SetEvaluation(opt.Eval); err != nil {
		return nil, err
	}
	parse := g.parseMoves
	if strings.ContainsAny(position, "XxOo.-_") {
		parse = g.parseCells
	}
	if err := parse(position); err != nil {
		return nil, err
	}
	return g, nil
}

// parseCells reads the 9-cell form into the empty board g; spaces and '/' between
// cells are skipped ("X.O/.../..."). The position must be one a game reaches.
func (g *TicTacToe) parseCells(position string) error {
	fail := func(off int, code string, kv ...any) error {
		return parseError("tictactoe", position, off, code, kv...)
	}
	cells := 0
	for i := 0; i < len(position); i++ {
		switch position[i] {
		case 'X', 'x':
			if cells < 9 {
				g.stones[0] |= 1 << uint(cells)
			}
		case 'O', 'o':
			if cells < 9 {
				g.stones[1] |= 1 << uint(cells)
			}
		case '.', '-', '_':
		case ' ', '\t', '\r', '\n', '/':
			continue
		default:
			return fail(i, "tictactoe.board_char", "char", quoteCharAt(position, i))
		}
		cells++
	}
	if cells != 9 {
		return fail(-1, "tictactoe.cells", "cells", cells)
	}
	nx, no := bits.OnesCount16(g.stones[0]), bits.OnesCount16(g.stones[1])
	if nx != no && nx != no+1 {
		return fail(-1, "tictactoe.counts", "x", nx, "o", no)
	}
	g.n = nx + no
	lx, lo := tttHasLine[g.stones[0]], tttHasLine[g.stones[1]]
	switch {
	case lx && lo:
		return fail(-1, "tictactoe.both_lines")
	case lx && nx == no:
		return fail(-1, "tictactoe.x_line")
	case lo && nx > no:
		return fail(-1, "tictactoe.o_line")
	}
	return nil
}

// parseMoves plays the move list (cells 1-9 or names a1-c3) on the board g.
func (g *TicTacToe) parseMoves(position string) error {
	fail := func(off int, code string, kv ...any) error {
		return parseError("tictactoe", position, off, code, kv...)
	}
	for i := 0; i < len(position); i++ {
		c := position[i]
		var cell int
		switch {
		case c == ' ' || c == ',' || c == '\t' || c == '\n' || c == '\r':
			continue
		case c >= '1' && c <= '9':
			cell = int(c - '1')
		case c >= 'a' && c <= 'c' || c >= 'A' && c <= 'C':
			if i+1 >= len(position) || position[i+1] < '1' || position[i+1] > '3' {
				return fail(i, "tictactoe.cell_name")
			}
			cell = int(c|0x20-'a') + 3*int(position[i+1]-'1')
		default:
			return fail(i, "tictactoe.move_char", "char", quoteCharAt(position, i))
		}
		name := tttNames[cell]
		if over, _ := g.Result(); over {
			return fail(i, "tictactoe.after_end", "move", name)
		}
		if (g.stones[0]|g.stones[1])&(1<<uint(cell)) != 0 {
			return fail(i, "tictactoe.taken", "cell", name)
		}
		g.Play(Move(cell))
		if c >= 'a' && c <= 'c' || c >= 'A' && c <= 'C' {
			i++
		}
	}
	return nil
}

// Clone returns an independent copy of the position (what it shares with the copy is
// never changed), so a recorded search can replay its moves later.
func (g *TicTacToe) Clone() Game {
	c := *g
	return &c
}

// MaxPlies bounds the moves left before the game ends: the empty cells.
func (g *TicTacToe) MaxPlies() int { return 9 - g.n }
