package c4

import (
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
)

// endRoots are positions of End-Easy (29 to 32 stones), where every search is
// instant: the book of every position from them is checked against Analyze.
var endRoots = []struct {
	moves string
	k     int // the frontier's stones
}{
	{"52677675164321472411331752454", 33},
	{"67152117737262713366376314254", 32},
	{"427566236745127177115664464254", 34},
	{"655651721435342216255374674123", 31},
	{"12156756715535615116237724723", 30}, // one stone: the root's columns only
	{"2252576253462244111563365343671351441", 41},
}

// solveFrontier solves the frontier of k stones from root directly, with Solve.
func solveFrontier(t *testing.T, s *Solver, root string, k int) ([]FrontierPosition, FrontierScores) {
	t.Helper()
	front, err := Frontier(root, k)
	require.NoError(t, err)
	scores := FrontierScores{}
	n, err := SolveFrontier(s, front, scores, func(fp FrontierPosition, v int, _ time.Duration) error {
		key, _ := canonical(&fp.Pos)
		scores[key] = v
		return nil
	})
	require.NoError(t, err)
	require.Equal(t, len(front), n)
	return front, scores
}

// TestBookOfAllNearTheEnd: from positions near the end, every column of every
// position below the frontier, backed up from the frontier's direct solves, equals
// Analyze's; the book holds exactly those positions.
func TestBookOfAllNearTheEnd(t *testing.T) {
	t.Parallel()
	for _, tc := range endRoots {
		t.Run(tc.moves, func(t *testing.T) {
			t.Parallel()
			s, err := New(Fastest, 1<<16)
			require.NoError(t, err)
			_, scores := solveFrontier(t, s, tc.moves, tc.k)
			b, err := BookOfAll(tc.moves, tc.k, scores, nil)
			require.NoError(t, err)
			assert.Zero(t, b.Every, "Every only for the empty board")
			root, err := Parse(tc.moves)
			require.NoError(t, err)
			lv := levelsFrom(FrontierPosition{tc.moves, root}, tc.k)
			below := 0
			for _, level := range lv[:len(lv)-1] {
				for _, fp := range level {
					below++
					got, gotOK, found := b.Lookup(fp.Pos)
					require.True(t, found, fp.Moves)
					want, wantOK, err := s.Analyze(fp.Pos, false)
					require.NoError(t, err)
					assert.Equal(t, wantOK, gotOK, fp.Moves)
					assert.Equal(t, want, got, fp.Moves)
				}
			}
			assert.Equal(t, below, b.Len())
			assert.Positive(t, below)
		})
	}
}

// TestBookOfAllWrongFrontier: a frontier score changed changes the columns above it
// (the book is not Analyze's any more), one taken away is named as missing, and a
// book of the player's lines that disagrees is refused.
func TestBookOfAllWrongFrontier(t *testing.T) {
	t.Parallel()
	const root, k = "52677675164321472411331752454", 31
	s, err := New(Fastest, 1<<16)
	require.NoError(t, err)
	front, scores := solveFrontier(t, s, root, k)
	good, err := BookOfAll(root, k, scores, nil)
	require.NoError(t, err)

	// a frontier position's score raised by one: its parent's column changes
	fp := front[0]
	wrong := maps.Clone(scores)
	key, _ := canonical(&fp.Pos)
	wrong[key]++
	bad, err := BookOfAll(root, k, wrong, nil)
	require.NoError(t, err)
	parent, err := Parse(fp.Moves[:len(fp.Moves)-1])
	require.NoError(t, err)
	g, _, _ := good.Lookup(parent)
	w, _, _ := bad.Lookup(parent)
	col := int(fp.Moves[len(fp.Moves)-1] - '1')
	assert.Equal(t, g[col]-1, w[col])

	// one missing
	delete(wrong, key)
	_, err = BookOfAll(root, k, wrong, nil)
	c, ok := msg.Find(err)
	require.True(t, ok, "%v", err)
	assert.Equal(t, "c4.frontier_missing", c.Code())
	assert.Equal(t, map[string]any{"stones": k, "missing": 1, "total": len(front), "first": fp.Moves}, c.Params())

	// the player's book agrees: merged; disagrees: refused
	merged, err := BookOfAll(root, k, scores, good)
	require.NoError(t, err)
	assert.Equal(t, good.keys, merged.keys)
	_, err = BookOfAll(root, k, scores, bad)
	c, ok = msg.Find(err)
	require.True(t, ok, "%v", err)
	assert.Equal(t, "c4.book_disagree", c.Code())
	assert.Equal(t, fp.Moves[:len(fp.Moves)-1], c.Params()["moves"])

	// a bad root
	_, err = BookOfAll("12x", k, scores, nil)
	assert.Error(t, err)
}

// TestFrontierSmallestMoves: the frontier of the empty board holds each position
// (a position and its mirror image once) under the smallest of the move strings
// that reach it or its mirror image, found here by trying every string; as many as
// CountPositions counts; the pieces cover it once, in order.
func TestFrontierSmallestMoves(t *testing.T) {
	t.Parallel()
	for _, k := range []int{1, 2, 3, 4} {
		smallest := map[uint64]string{}
		var try func(moves string)
		try = func(moves string) {
			p, err := Parse(moves)
			if err != nil || p.Over() {
				return
			}
			if len(moves) == k {
				key, _ := canonical(&p)
				if old, ok := smallest[key]; !ok || moves < old {
					smallest[key] = moves
				}
				return
			}
			for c := range Width {
				try(moves + string(rune('1'+c)))
			}
		}
		try("")
		front, err := Frontier("", k)
		require.NoError(t, err)
		want := slices.Sorted(maps.Values(smallest))
		got := make([]string, len(front))
		for i, fp := range front {
			got[i] = fp.Moves
			p, err := Parse(fp.Moves)
			require.NoError(t, err)
			assert.Equal(t, p, fp.Pos)
		}
		assert.Equal(t, want, got, "k=%d", k)
		assert.Equal(t, CountPositions(k + 1)[k], len(front))

		for _, n := range []int{1, 3, 7} {
			var all []FrontierPosition
			for i := 1; i <= n; i++ {
				all = append(all, FrontierPiece(front, i, n)...)
			}
			assert.Equal(t, front, all, "%d pieces", n)
		}
	}
}

// TestSolveFrontierResumes: the positions a file holds already are skipped; the
// others solved in order.
func TestSolveFrontierResumes(t *testing.T) {
	t.Parallel()
	const root, k = "427566236745127177115664464254", 32
	s, err := New(Fastest, 1<<16)
	require.NoError(t, err)
	front, all := solveFrontier(t, s, root, k)
	have := FrontierScores{}
	for _, fp := range front[:len(front)/2] {
		key, _ := canonical(&fp.Pos)
		have[key] = all[key]
	}
	var order []string
	n, err := SolveFrontier(s, front, have, func(fp FrontierPosition, v int, _ time.Duration) error {
		key, _ := canonical(&fp.Pos)
		assert.Equal(t, all[key], v, fp.Moves)
		order = append(order, fp.Moves)
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, len(front)-len(front)/2, n)
	assert.True(t, slices.IsSorted(order))
	assert.True(t, strings.HasPrefix(order[0], root))
	assert.Equal(t, front[len(front)/2].Moves, order[0])
}
