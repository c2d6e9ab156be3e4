package games

import (
	"slices"
	"strconv"
	"strings"
)

// Stones is the stones game (a subtraction game): a pile of stones, each player in turn
// takes a number of stones from an allowed set (by default 1, 2 or 3), and whoever takes
// the last stone wins (normal play). A move is the number of stones taken.
//
// Position text, read by ParseStones: the number of stones, 0 to 10000 ("21"); the
// empty string is 10 stones. Options.Takes sets the allowed takes.
//
// The game is over when no take is possible (fewer stones left than the smallest
// take): the side to move has lost. Its score is -(n0 + 1 - plies), n0 being the count
// at parse time and plies the moves played since, so a faster win is worth more; the
// magnitude is at least 1. There is no static evaluation: Evaluate is 0.
type Stones struct {
	remaining int
	n0        int   // the stones at parse time
	plies     int   // the moves played since
	takes     []int // the allowed takes, ascending
}

// StonesMax is the largest pile ParseStones accepts; StonesDefault is the pile of the
// empty position.
const (
	StonesMax     = 10000
	StonesDefault = 10
	stonesMaxTake = 20
)

var stonesDefaultTakes = []int{1, 2, 3}

func init() {
	Register("stones", func(position string, opt Options) (Game, error) {
		g, err := ParseStones(position, opt)
		if err != nil {
			return nil, err
		}
		return g, nil
	})
}

// ParseStones reads a stones position: the number of stones, 0..StonesMax (spaces
// around it are ignored; "" is StonesDefault). opt.Takes is the set of allowed takes:
// nil for the default {1, 2, 3}; otherwise non-empty, each 1..20, without duplicates.
// Errors are *ParseError. opt.Eval and opt.RootMin are ignored.
func ParseStones(position string, opt Options) (*Stones, error) {
	fail := func(off int, code string, kv ...any) (*Stones, error) {
		return nil, parseError("stones", position, off, code, kv...)
	}
	if err := checkOptions("stones", opt); err != nil {
		return nil, err
	}
	if err := noEvaluation("stones", opt); err != nil {
		return nil, err
	}
	takes := stonesDefaultTakes
	if opt.Takes != nil {
		if len(opt.Takes) == 0 {
			return fail(-1, "stones.takes_empty")
		}
		takes = slices.Clone(opt.Takes)
		slices.Sort(takes)
		for i, t := range takes {
			if t < 1 || t > stonesMaxTake {
				return fail(-1, "stones.take_range", "take", t, "max", stonesMaxTake)
			}
			if i > 0 && takes[i-1] == t {
				return fail(-1, "stones.take_twice", "take", t)
			}
		}
	} else {
		takes = slices.Clone(takes)
	}
	start := len(position) - len(strings.TrimLeft(position, " \t\r\n"))
	body := strings.TrimRight(position[start:], " \t\r\n")
	n := StonesDefault
	if body != "" {
		n = 0
		for i := 0; i < len(body); i++ {
			c := body[i]
			if c < '0' || c > '9' {
				return fail(start+i, "stones.bad_char", "char", quoteCharAt(body, i))
			}
			n = 10*n + int(c-'0')
			if n > StonesMax {
				return fail(-1, "stones.count_range", "count", body, "max", StonesMax)
			}
		}
	}
	return &Stones{remaining: n, n0: n, takes: takes}, nil
}

// NewStones returns a pile of n stones (0..StonesMax) with the given allowed takes (nil
// for 1, 2, 3); it checks them as ParseStones does.
func NewStones(n int, takes []int) (*Stones, error) {
	if n < 0 || n > StonesMax {
		return nil, parseError("stones", strconv.Itoa(n), -1, "stones.count_range", "count", strconv.Itoa(n), "max", StonesMax)
	}
	return ParseStones(strconv.Itoa(n), Options{Takes: takes})
}

// Takes returns the allowed takes, ascending (a copy).
func (g *Stones) Takes() []int { return slices.Clone(g.takes) }

// Remaining is the number of stones left.
func (g *Stones) Remaining() int { return g.remaining }

// Moves appends every allowed take not larger than the pile, ascending.
func (g *Stones) Moves(buf []Move) []Move {
	for _, t := range g.takes {
		if t > g.remaining {
			break
		}
		buf = append(buf, Move(t))
	}
	return buf
}

// Play takes m stones.
func (g *Stones) Play(m Move) {
	g.remaining -= int(m)
	g.plies++
}

// Undo puts the m stones taken by the last move back.
func (g *Stones) Undo(m Move) {
	g.remaining += int(m)
	g.plies--
}

// Result reports whether the game is over (no take is possible); then the side to move
// has lost, with score -(n0 + 1 - plies).
func (g *Stones) Result() (over bool, score int) {
	if len(g.takes) == 0 || g.remaining < g.takes[0] {
		return true, g.plies - g.n0 - 1
	}
	return false, 0
}

// Evaluate is 0: the stones game has no static evaluation.
func (g *Stones) Evaluate() int { return 0 }

// MoveName names a take by what it does: "take 2" takes two stones. (Pages and
// pictures in Spanish write it "quita 2".)
func (g *Stones) MoveName(m Move) string { return "take " + strconv.Itoa(int(m)) }

// ParseMove reads a take written as its name ("take 2", "quita 2"), as the number of
// stones ("2") or the older "-2"; ok is false unless it is a legal take here.
func (g *Stones) ParseMove(s string) (Move, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for _, prefix := range []string{"take", "quita", "-"} {
		if rest, found := strings.CutPrefix(s, prefix); found {
			s = strings.TrimSpace(rest)
			break
		}
	}
	n, err := strconv.Atoi(s)
	if err != nil || n <= 0 || n > g.remaining || !slices.Contains(g.takes, n) {
		return 0, false
	}
	return Move(n), true
}

// Key is the pile and the plies played: remaining<<32 | plies (the score depends on
// both).
func (g *Stones) Key() uint64 { return uint64(g.remaining)<<32 | uint64(uint32(g.plies)) }

// Position is the number of stones left.
func (g *Stones) Position() string { return strconv.Itoa(g.remaining) }

// Board is one row: the number of stones left.
func (g *Stones) Board() []string { return []string{strconv.Itoa(g.remaining)} }

// Clone returns an independent copy of the position (what it shares with the copy is
// never changed), so a recorded search can replay its moves later.
func (g *Stones) Clone() Game {
	c := *g
	return &c
}

// MaxPlies bounds the moves left before the game ends: the pile taken by the
// smallest take each time.
func (g *Stones) MaxPlies() int {
	if len(g.takes) == 0 || g.takes[0] <= 0 {
		return g.remaining
	}
	return g.remaining / g.takes[0]
}
