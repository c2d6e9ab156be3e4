package c4

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/golden"
	"github.com/gametree/gametree/internal/testsize"
)

// samplePath holds exact column scores of chosen positions: those of the issue that
// asked for a perfect player, and every position where the perfect player moves in
// the games of TestPerfectAgainstRandom, solved by the tutorial's solver (part 12),
// an implementation apart from the one the player uses.
var samplePath = filepath.Join("..", "testdata", "connect4", "perfect-sample")

// sampleScores is one line of the sample: a position's column scores.
type sampleScores struct {
	scores [Width]int
	ok     [Width]bool
}

// readSample reads the sample: "position s1 ... s7" a line ("-" for a full column,
// "." for the empty board), # comments.
func readSample(t *testing.T) map[string]sampleScores {
	f, err := os.Open(samplePath)
	require.NoError(t, err)
	defer f.Close()
	out := map[string]sampleScores{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		require.Len(t, fields, 1+Width, sc.Text())
		var s sampleScores
		for c, f := range fields[1:] {
			if f == "-" {
				continue
			}
			v, err := strconv.Atoi(f)
			require.NoError(t, err, sc.Text())
			s.scores[c], s.ok[c] = v, true
		}
		out[strings.TrimPrefix(fields[0], ".")] = s
	}
	require.NoError(t, sc.Err())
	return out
}

// formatSample writes a sample line.
func formatSample(moves string, scores [Width]int, ok [Width]bool) string {
	if moves == "" {
		moves = "."
	}
	var b strings.Builder
	b.WriteString(moves)
	for c := range Width {
		if ok[c] {
			fmt.Fprintf(&b, " %d", scores[c])
		} else {
			b.WriteString(" -")
		}
	}
	return b.String()
}

// perfectPlayer is the page's perfect player: the embedded book, else the solver the
// server uses from LiveStones stones on.
type perfectPlayer struct {
	s *Solver
}

func newPerfectPlayer(t *testing.T) perfectPlayer {
	r := Fastest
	r.LazySMP = false
	s, err := New(r, 1<<20)
	require.NoError(t, err)
	return perfectPlayer{s}
}

// sampleOpeningStones are the stones of the sample's random openings
// (testdata/connect4/perfect-sample, recorded when the player's lines in the book
// ended at 9 stones).
const sampleOpeningStones = 9

// scores are p's column scores; proven is false when a game from the empty board
// (alongBook) has left the book below LiveStones stones: the player's own line was
// not in it. Any other position is solved, as the server does.
func (pp perfectPlayer) scores(t *testing.T, p Position, alongBook bool) (scores [Width]int, ok [Width]bool, proven bool) {
	if scores, ok, found := EmbeddedBook().Lookup(p); found {
		return scores, ok, true
	}
	if alongBook && p.Moves < LiveStones {
		return scores, ok, false
	}
	pp.s.Reset()
	scores, ok, err := pp.s.Analyze(p, false)
	require.NoError(t, err)
	return scores, ok, true
}

// TestPerfectAgainstRandom plays the perfect player against random moves, both
// colours: from the empty board along the book, and from random openings of
// sampleOpeningStones stones to the end with the solver. Every move of the player is proven
// (the book holds its own lines below LiveStones stones). At every move of the player the
// column it plays has the best exact score, the scores agree with the sample's where
// it has the position, and what the player is sure of never falls: its score at its
// next move is at least the one it chose. Four games by default (seeds 1 and 2 along
// the book, 7 and 8 from random openings: both colours each), the sample's 20 with
// -long; -update rewrites the sample from the 20.
func TestPerfectAgainstRandom(t *testing.T) {
	t.Parallel()
	sample := readSample(t)
	pp := newPerfectPlayer(t)
	var lines []string
	checked := 0
	seeds := []uint64{1, 2, 7, 8}
	if testsize.Long() || golden.Update() {
		seeds = seeds[:0]
		for seed := uint64(1); seed <= 20; seed++ {
			seeds = append(seeds, seed)
		}
	}
	for _, seed := range seeds {
		rng := rand.New(rand.NewPCG(seed, 19))
		var p Position
		moves := ""
		if seed > 4 { // a random opening
			p, moves, _ = randomOpening(rng, sampleOpeningStones)
		}
		machineParity := int(seed % 2) // the player moves when this many stones mod 2
		sure := -Cells
		for !p.Over() {
			if p.Moves%2 != machineParity {
				col := randomColumn(rng, p)
				p.Play(col)
				moves += string(rune('1' + col))
				continue
			}
			scores, ok, proven := pp.scores(t, p, seed <= 4)
			require.True(t, proven, "%s: the player's own line left the book before the solver takes over (the page would say \"not proven\")", moves)
			best := BestColumn(p, scores, ok)
			for c := range Width {
				if ok[c] {
					require.LessOrEqual(t, scores[c], scores[best], "%s column %d", moves, c+1)
				}
			}
			require.GreaterOrEqual(t, scores[best], sure, "%s: the player's score fell", moves)
			sure = scores[best]
			if want, found := sample[moves]; found {
				require.Equal(t, want.scores, scores, moves)
				require.Equal(t, want.ok, ok, moves)
				checked++
			}
			lines = append(lines, formatSample(moves, scores, ok))
			p.Play(best)
			moves += string(rune('1' + best))
		}
	}
	if golden.Update() {
		writeSample(t, lines)
		return
	}
	assert.GreaterOrEqual(t, checked, testsize.Count(10, 50), "positions checked against the sample")
}

// randomOpening plays up to n random moves that do not win at once from the empty
// board, and writes them; ok is false if a side had no such move.
func randomOpening(rng *rand.Rand, n int) (p Position, moves string, ok bool) {
	for range n {
		var cols []int
		for c := range Width {
			if p.CanPlay(c) && !p.IsWinningMove(c) {
				cols = append(cols, c)
			}
		}
		if len(cols) == 0 {
			return p, moves, false
		}
		c := cols[rng.IntN(len(cols))]
		p.Play(c)
		moves += string(rune('1' + c))
	}
	return p, moves, true
}

// randomColumn is a random playable column of p.
func randomColumn(rng *rand.Rand, p Position) int {
	var cols []int
	for c := range Width {
		if p.CanPlay(c) {
			cols = append(cols, c)
		}
	}
	return cols[rng.IntN(len(cols))]
}

// writeSample writes the sample: the two positions with its scores, then
// every position of lines solved again by the tutorial's solver, which must agree.
func writeSample(t *testing.T, lines []string) {
	ref, err := New(All, DefaultTableEntries)
	require.NoError(t, err)
	var b strings.Builder
	b.WriteString("# Exact column scores (columns 1-7, - full) for the side to move: c4/perfect_test.go.\n")
	b.WriteString("# The issue's two positions, as it gives them:\n4147 0 2 10 10 10 2 0\n434 -5 -5 -5 0 -5 -5 -5\n")
	b.WriteString("# The perfect player's positions in TestPerfectAgainstRandom, solved by part 12:\n")
	for _, l := range lines {
		moves := strings.TrimPrefix(strings.Fields(l)[0], ".")
		p, err := Parse(moves)
		require.NoError(t, err)
		ref.Reset()
		scores, ok, err := ref.Analyze(p, false)
		require.NoError(t, err)
		require.Equal(t, l, formatSample(moves, scores, ok), "part 12 disagrees")
		b.WriteString(l + "\n")
	}
	require.NoError(t, os.WriteFile(samplePath, []byte(b.String()), 0o644))
}
