package trace_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/trace"
)

// FuzzSearchAgrees searches random explicit trees and stones games (a game whose
// positions transpose) with every algorithm, with and without move ordering, without a
// table and with the bound-typed one, fail-soft and fail-hard, plain and iterative,
// recorded and not, and checks each against plain minimax: the same root value (to
// the bit: a win lifted above the static evaluations in one search is lifted in all),
// and a best move that the reference minimax below says is worth it. The naive table
// must agree under minimax and negamax (it is only wrong with alpha-beta cuts); under
// alpha-beta it is only run. A recorded search finds what the same search unrecorded
// finds, with the same counts.
//
// Inputs: shape builds the tree (or gives the stones' takes), game picks the game (even:
// tree; odd: stones, with the pile from its other bits), depth the depth limit (mod 6,
// 0: none) and flags: 1 a MIN root (trees), 2 plain +1/-1 scores.
func FuzzSearchAgrees(f *testing.F) {
	f.Add([]byte{}, uint8(0), uint8(0), uint8(0))
	f.Add([]byte{3, 3, 5, 3, 2, 9, 3, 0, 7}, uint8(0), uint8(0), uint8(0))
	f.Add([]byte{2, 1, 200, 7, 2, 100, 30, 4}, uint8(2), uint8(2), uint8(1))
	f.Add([]byte{3, 2, 9, 250, 1, 3, 3, 3, 12, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, uint8(0), uint8(3), uint8(3))
	f.Add([]byte{1, 2, 3}, uint8(1+2*9), uint8(0), uint8(0))
	f.Add([]byte{1, 3}, uint8(1+2*11), uint8(4), uint8(2))
	f.Add([]byte{}, uint8(1+2*7), uint8(3), uint8(0))
	f.Fuzz(func(t *testing.T, shape []byte, game, depth, flags uint8) {
		t.Parallel()
		p := fuzzProblem(shape, game, depth, flags)
		ref := p.newGame(t)
		want := p.reference(ref)
		base := trace.Options{Algorithm: trace.Minimax, Depth: p.depth, PlainScores: p.plain}
		minimax := p.search(t, base)
		if !minimax.HasValue {
			t.Fatalf("%s: minimax found no value", p)
		}
		if got, _ := trace.GameScore(minimax.Value); got != want {
			t.Fatalf("%s: minimax value %d (score %d), the reference says %d", p, minimax.Value, got, want)
		}
		for _, o := range p.variants(base) {
			rec := o
			rec.Record = true
			plainRun, recorded := p.search(t, o), p.search(t, rec)
			if err := sameRun(plainRun, recorded); err != "" {
				t.Fatalf("%s, %s: recorded and unrecorded differ: %s", p, describe(o), err)
			}
			if o.TT == trace.TTNaive && prunes(o) {
				continue // expected wrong: the naive table stores bounds as exact values
			}
			if !plainRun.HasValue || plainRun.Value != minimax.Value {
				t.Fatalf("%s, %s: value %d (has %v), minimax %d (%s vs %s)", p, describe(o),
					plainRun.Value, plainRun.HasValue, minimax.Value, trace.FormatValue(plainRun.Value), trace.FormatValue(minimax.Value))
			}
			if err := p.checkBestMove(t, plainRun.BestMove, want); err != "" {
				t.Fatalf("%s, %s: %s", p, describe(o), err)
			}
			if o.FailCourse && o.TT == trace.TTOff {
				// the course's variant prunes as fail-soft does: the same nodes searched
				soft := o
				soft.FailCourse = false
				softRun := p.search(t, soft)
				if softRun.Stats.Nodes != plainRun.Stats.Nodes || softRun.Stats.Cutoffs != plainRun.Stats.Cutoffs || softRun.BestMove != plainRun.BestMove {
					t.Fatalf("%s, %s: searches %d nodes, %d cutoffs, move %q; fail-soft %d, %d, %q", p, describe(o),
						plainRun.Stats.Nodes, plainRun.Stats.Cutoffs, plainRun.BestMove, softRun.Stats.Nodes, softRun.Stats.Cutoffs, softRun.BestMove)
				}
			}
		}
	})
}

// searchProblem is one fuzzed search problem.
type searchProblem struct {
	game, position string
	opt            games.Options
	depth          int
	plain          bool
	explicit       bool
}

func (p searchProblem) String() string {
	s := fmt.Sprintf("%s %q depth %d", p.game, p.position, p.depth)
	if p.opt.RootMin {
		s += " root min"
	}
	if p.opt.Takes != nil {
		s += fmt.Sprintf(" takes %v", p.opt.Takes)
	}
	if p.plain {
		s += " plain scores"
	}
	return s
}

// fuzzProblem decodes a fuzz input into a problem (see FuzzSearchAgrees).
func fuzzProblem(shape []byte, game, depth, flags uint8) searchProblem {
	p := searchProblem{depth: int(depth % 6), plain: flags&2 != 0}
	if game%2 == 0 {
		p.game, p.explicit = "tree", true
		p.position = treeText(shape)
		p.opt.RootMin = flags&1 != 0
		return p
	}
	p.game = "stones"
	p.position = strconv.Itoa(1 + int(game/2)%12)
	seen := map[int]bool{}
	for _, b := range shape[:min(len(shape), 3)] {
		if k := 1 + int(b%4); !seen[k] {
			seen[k] = true
			p.opt.Takes = append(p.opt.Takes, k)
		}
	}
	return p
}

// treeText writes an explicit tree read from bytes, at most 5 plies deep and about 60
// nodes: at each node a byte says how many children (0: a leaf, whose value is the
// next byte, -20..20).
func treeText(shape []byte) string {
	var b strings.Builder
	nodes := 0
	next := func() int {
		if len(shape) == 0 {
			return 0
		}
		v := int(shape[0])
		shape = shape[1:]
		return v
	}
	var node func(depth int)
	node = func(depth int) {
		nodes++
		kids := next() % 4
		if depth == 0 && kids == 0 {
			kids = 1 + len(shape)%3 // the root has children
		}
		if depth >= 5 || nodes > 60 || kids == 0 {
			b.WriteString(strconv.Itoa(next()%41 - 20))
			return
		}
		b.WriteByte('(')
		for i := range kids {
			if i > 0 {
				b.WriteByte(',')
			}
			node(depth + 1)
		}
		b.WriteByte(')')
	}
	node(0)
	return b.String()
}

func (p searchProblem) newGame(t *testing.T) trace.Game {
	t.Helper()
	g, err := games.New(p.game, p.position, p.opt)
	if err != nil {
		t.Fatalf("%s: %v", p, err)
	}
	return g.(trace.Game)
}

func (p searchProblem) search(t *testing.T, o trace.Options) *trace.Trace {
	t.Helper()
	tr, err := trace.Search(p.newGame(t), o)
	if err != nil {
		t.Fatalf("%s, %s: %v", p, describe(o), err)
	}
	return tr
}

// variants lists the option sets to compare with plain minimax.
func (p searchProblem) variants(base trace.Options) []trace.Options {
	var out []trace.Options
	for _, a := range exactSearches() {
		// the returned value: 0 fail-soft, 1 fail-hard, 2 the course's (seed 002)
		hards := []int{0}
		if prunes(a) {
			hards = []int{0, 1, 2}
		}
		for _, order := range []bool{false, true} {
			for _, tt := range []trace.TTMode{trace.TTOff, trace.TTBounds, trace.TTNaive} {
				for _, hard := range hards {
					for _, iter := range []bool{false, true} {
						o := withSearch(base, a)
						o.Order, o.TT, o.FailHard, o.FailCourse, o.Iterative = order, tt, hard == 1, hard == 2, iter
						out = append(out, o)
					}
				}
			}
		}
	}
	return out
}

func describe(o trace.Options) string {
	s := searchName(o)
	for _, f := range []struct {
		on   bool
		name string
	}{{o.Order, "order"}, {o.TT == trace.TTBounds, "tt"}, {o.TT == trace.TTNaive, "naive tt"},
		{o.FailHard, "fail-hard"}, {o.FailCourse, "fail-course"}, {o.Iterative, "iterative"}, {o.Record, "recorded"}} {
		if f.on {
			s += " " + f.name
		}
	}
	return s
}

// sameRun compares a search with the same search recorded.
func sameRun(a, b *trace.Trace) string {
	switch {
	case a.HasValue != b.HasValue || a.Value != b.Value:
		return fmt.Sprintf("value %d/%v vs %d/%v", a.Value, a.HasValue, b.Value, b.HasValue)
	case a.BestMove != b.BestMove:
		return fmt.Sprintf("best move %q vs %q", a.BestMove, b.BestMove)
	}
	sa, sb := a.Stats, b.Stats
	sa.Elapsed, sb.Elapsed = 0, 0
	if sa != sb {
		return fmt.Sprintf("stats %+v vs %+v", sa, sb)
	}
	return ""
}

// reference is plain minimax written out again, as simply as possible, in game scores
// (a win's score, never lifted): MAX's view of the root.
func (p searchProblem) reference(g trace.Game) int {
	rootMax := true
	if s, ok := g.(interface{ RootIsMax() bool }); ok {
		rootMax = s.RootIsMax()
	}
	return p.refValue(g, p.depth, rootMax)
}

// refValue is the value of g's position for MAX, searched left plies (0: to the end;
// with a limit, a finished game beats any static evaluation).
func (p searchProblem) refValue(g trace.Game, left int, maxToMove bool) int {
	side := 1
	if !maxToMove {
		side = -1
	}
	if over, score := g.Result(); over {
		if p.plain && !p.explicit {
			score = max(-1, min(1, score))
		}
		return side * score
	}
	if p.depth > 0 && left == 0 {
		return side * g.Evaluate()
	}
	best := 0
	for i, m := range g.Moves(nil) {
		g.Play(m)
		v := p.refValue(g, max(left-1, 0), !maxToMove)
		g.Undo(m)
		// Plain comparison is right here: the games fuzzed have a static evaluation of
		// 0 (stones, explicit trees) and a finished stones game never scores 0, so a
		// win is above every evaluation and a loss below without any lift.
		if i == 0 || (maxToMove && v > best) || (!maxToMove && v < best) {
			best = v
		}
	}
	return best
}

// checkBestMove checks that the best move leads to a position the reference values
// at the root's value.
func (p searchProblem) checkBestMove(t *testing.T, move string, want int) string {
	g := p.newGame(t)
	rootMax := true
	if s, ok := g.(interface{ RootIsMax() bool }); ok {
		rootMax = s.RootIsMax()
	}
	moves := g.Moves(nil)
	if move == "" {
		if len(moves) == 0 {
			return ""
		}
		return "no best move at a root with moves"
	}
	for _, m := range moves {
		if g.MoveName(m) != move {
			continue
		}
		g.Play(m)
		left := p.depth - 1
		if p.depth == 0 {
			left = 0
		}
		v := p.refValue(g, left, !rootMax)
		if v != want {
			return fmt.Sprintf("best move %q is worth %d, the root %d", move, v, want)
		}
		return ""
	}
	return fmt.Sprintf("best move %q is not a root move", move)
}
