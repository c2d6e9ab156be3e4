package c4

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/testsize"
)

// oneCore is the page's solver: Fastest on one core.
var oneCore = func() Refinements {
	r := Fastest
	r.LazySMP = false
	return r
}()

// wantBest is the reference: the column BestColumn picks from every column's score
// and that score, the signs of the scores when weak (as Analyze gives them weakly).
func wantBest(p Position, scores [Width]int, ok [Width]bool, weak bool) (col, score int) {
	if weak {
		for c := range scores {
			scores[c] = cmp.Compare(scores[c], 0)
		}
	}
	col = BestColumn(p, scores, ok)
	if col < 0 {
		return -1, 0
	}
	return col, scores[col]
}

// mirrorMoves is the move string of the mirror image.
func mirrorMoves(moves string) string {
	return strings.Map(func(r rune) rune { return '1' + '7' - r }, moves)
}

// checkBestMove checks s.BestMove on p, strong and weak, against the column scores
// (strong) of p.
func checkBestMove(t *testing.T, s *Solver, moves string, scores [Width]int, ok [Width]bool) {
	t.Helper()
	p, err := Parse(moves)
	require.NoError(t, err, moves)
	for _, weak := range []bool{false, true} {
		s.Reset()
		col, score, err := s.BestMove(p, weak)
		require.NoError(t, err, moves)
		wantCol, wantScore := wantBest(p, scores, ok, weak)
		assert.Equal(t, wantCol, col, "%q weak=%v: the column", moves, weak)
		assert.Equal(t, wantScore, score, "%q weak=%v: its score", moves, weak)
	}
}

// TestBestMoveSample holds BestMove to the perfect-player sample's exact column
// scores (solved by the tutorial's part 12, apart from the solver BestMove uses), on
// its positions from LiveStones stones on (12 of them, 24 under -long), and on their
// mirror images: the page's solver, on one core and on two (4 positions).
func TestBestMoveSample(t *testing.T) {
	t.Parallel()
	sample := readSample(t)
	var lines []string
	for moves := range sample {
		if len(moves) >= LiveStones {
			lines = append(lines, moves)
		}
	}
	require.GreaterOrEqual(t, len(lines), 40)
	two := Fastest
	for _, tc := range []struct {
		name    string
		ref     Refinements
		threads int
		n       int // lines checked (spread over the sample)
	}{
		{"one core", oneCore, 1, testsize.Count(12, 24)},
		{"two cores", two, 2, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s, err := New(tc.ref, 1<<20)
			require.NoError(t, err)
			s.SetThreads(tc.threads)
			for _, moves := range spreadOver(sortedStrings(lines), tc.n) {
				want := sample[moves]
				checkBestMove(t, s, moves, want.scores, want.ok)
				var mirrored sampleScores
				for c := range Width {
					mirrored.scores[c], mirrored.ok[c] = want.scores[Width-1-c], want.ok[Width-1-c]
				}
				checkBestMove(t, s, mirrorMoves(moves), mirrored.scores, mirrored.ok)
			}
		})
	}
}

// TestBestMoveRandom holds BestMove to Analyze and BestColumn on random positions
// (random moves that do not win at once) and their mirror images, strong and weak,
// with the page's solver, with part 12's dedicated search and with a tutorial step's
// switch-reading one (the three searches BestMove's null windows run on).
func TestBestMoveRandom(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name     string
		ref      Refinements
		entries  int
		min, max int  // stones
		n        int  // positions (twice as many under -long)
		long     bool // under -long only (Analyze takes seconds a position)
	}{
		{"fastest", oneCore, 1 << 20, 12, 30, 16, false},
		{"fastest openings", oneCore, 1 << 20, 10, 11, 1, true},
		{"part 12", All, 1 << 20, 18, 30, 12, false},
		{"part 9", TutorialSteps[6].Refinements, smallTableEntries, 24, 30, 6, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.long && !testsize.Long() {
				t.Skip("under -long")
			}
			t.Parallel()
			s, err := New(tc.ref, tc.entries)
			require.NoError(t, err)
			ref, err := New(oneCore, 1<<20)
			require.NoError(t, err)
			rng := rand.New(rand.NewPCG(30, uint64(tc.min)))
			n := testsize.Count(tc.n, 2*tc.n)
			for i := range n {
				stones := tc.min + i*(tc.max-tc.min+1)/n
				_, moves, ok := randomOpening(rng, stones)
				if !ok {
					continue
				}
				p, err := Parse(moves)
				require.NoError(t, err)
				ref.Reset()
				scores, ok2, err := ref.Analyze(p, false)
				require.NoError(t, err, moves)
				checkBestMove(t, s, moves, scores, ok2)
				q, err := Parse(mirrorMoves(moves))
				require.NoError(t, err)
				ref.Reset()
				scores, ok2, err = ref.Analyze(q, false)
				require.NoError(t, err, moves)
				checkBestMove(t, s, mirrorMoves(moves), scores, ok2)
			}
		})
	}
}

// TestBestMoveCases: a game over has no column; a win at once is the first winning
// column in the order (strong: nothing searched); weakly, a lost position's first
// playable column; a search stopped by a limit returns ErrStopped, and the same
// position without the limit does not.
func TestBestMoveCases(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		moves     string
		weak      bool
		col, want int // col 0-based; -1 none
		noNodes   bool
	}{
		{"1212121", false, -1, 0, true}, // won
		{"121212", false, 0, 18, true},  // column 1 wins at once
		{"414141", true, 3, 1, true},    // weakly: column 4 wins at once, first in the order
		{"4455667", false, -1, 0, true}, // won on the bottom row
		{"445566", false, 2, 18, true},  // two winning columns: 3 before 7 (centre first)
		{"44553", false, 3, -18, true},  // lost: the opponent wins on 2 and 6; centre first
		{"44553", true, 3, -1, true},    // weakly lost: no column needs a search (v = -1)
	} {
		t.Run(fmt.Sprintf("%s weak=%v", tc.moves, tc.weak), func(t *testing.T) {
			t.Parallel()
			p, err := Parse(tc.moves)
			require.NoError(t, err)
			s, err := New(oneCore, 1<<16)
			require.NoError(t, err)
			col, score, err := s.BestMove(p, tc.weak)
			require.NoError(t, err)
			assert.Equal(t, tc.col, col)
			assert.Equal(t, tc.want, score)
			if tc.noNodes {
				s.Reset()
				_, _, err := s.BestMove(p, tc.weak)
				require.NoError(t, err)
				assert.LessOrEqual(t, s.Nodes(), int64(Width), "no search beyond a node a column")
			}
		})
	}
}

// TestBestMoveStopped: a limit stops BestMove with ErrStopped and no column; without
// it the same position is answered.
func TestBestMoveStopped(t *testing.T) {
	t.Parallel()
	p, err := Parse("4453")
	require.NoError(t, err)
	s, err := New(oneCore, 1<<16)
	require.NoError(t, err)
	s.SetLimits(1000, 0)
	col, _, err := s.BestMove(p, false)
	require.ErrorIs(t, err, ErrStopped)
	assert.Equal(t, -1, col)

	q, err := Parse("4453445566")
	require.NoError(t, err)
	s.Reset()
	s.SetLimits(0, 0)
	col, _, err = s.BestMove(q, true)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, col, 0)
}

// spreadOver is n items of all spread evenly over it, the first among them.
func spreadOver[T any](all []T, n int) []T {
	out := make([]T, 0, n)
	for i := range min(n, len(all)) {
		out = append(out, all[i*len(all)/min(n, len(all))])
	}
	return out
}

// sortedStrings is a sorted copy of s.
func sortedStrings(s []string) []string {
	out := slices.Clone(s)
	slices.Sort(out)
	return out
}

// TestPlayerPositions: the player's positions at the embedded book's edge are those
// of the stones asked for, the player to move (odd stones: it plays second), none over,
// a position and its mirror image once; their parents two plies back are the book's,
// and the player's move there is the book's choice.
func TestPlayerPositions(t *testing.T) {
	t.Parallel()
	book := EmbeddedBook()
	for _, tc := range []struct {
		stones, want int
	}{{LiveStones, 9155}, {LiveStones + 1, 8007}, {0, 1}, {1, 4}} {
		t.Run(fmt.Sprint(tc.stones), func(t *testing.T) {
			t.Parallel()
			got := PlayerPositions(book, tc.stones)
			require.Len(t, got, tc.want)
			seen := map[uint64]bool{}
			for _, moves := range got {
				require.Len(t, moves, tc.stones)
				p, err := Parse(moves)
				require.NoError(t, err)
				require.False(t, p.Over(), moves)
				key, _ := canonical(&p)
				require.False(t, seen[key], "%s and its mirror image", moves)
				seen[key] = true
				if tc.stones >= 2 {
					parent, err := Parse(moves[:tc.stones-2])
					require.NoError(t, err)
					scores, ok, found := book.Lookup(parent)
					require.True(t, found, moves)
					assert.Equal(t, int(moves[tc.stones-2]-'1'), BestColumn(parent, scores, ok), moves)
				}
			}
		})
	}
	assert.Empty(t, PlayerPositions(nil, LiveStones), "no book: no line reaches past the empty board")
}
