package trace_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/trace"
)

// The text form prints a node's window as it was entered and, when it narrowed, as
// it returned: the cutoff rule beside it reads the window at return, so its numbers
// are the ones printed after the arrow (once, "C = ≤2 [α=3 β=+∞]" stood next to
// "cutoff: β=2 ≤ α=3"). E has no cutoff of its own and all its children searched, yet
// shows ≤3: 3 is not inside the window (5, +∞) it was entered with.
func TestTextWindowAtReturn(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	g := newGame(t, "tree", "A(B(C(5)),D(E(E1(3,1),E2(2,0)),G(7,8)))", games.Options{})
	tr := search(t, g, trace.Options{Algorithm: trace.AlphaBeta, Record: true})
	require.NoError(t, tr.WriteText(&b, trace.Problem{Game: "tree", Position: "A(...)"}))
	out := b.String()
	assert.Contains(t, out, "MIN D = ≤3  [α=5 β=+∞ → α=5 β=3]  cutoff: β=3 ≤ α=5\n")
	assert.Contains(t, out, "MAX E = ≤3  [α=5 β=+∞]\n")
	assert.Contains(t, out, "MIN E2 = ≤2  [α=5 β=+∞ → α=5 β=2]  cutoff: β=2 ≤ α=5\n")
	assert.Contains(t, out, "[α β → α β]: α and β as a node was entered, then as it returned")
}

// On every line with a cutoff, the rule's α and β are the window printed at return,
// for every alpha-beta variant.
func TestTextCutoffRuleMatchesTheWindowAtReturn(t *testing.T) {
	t.Parallel()
	line := regexp.MustCompile(`→ α=(\S+) β=(\S+)\]  cutoff: (?:α=(\S+) ≥ β=(\S+)|β=(\S+) ≤ α=(\S+))`)
	cutLines := 0
	for _, pos := range []string{"textbook", "figure-5.2", "deep", "random:b=3,d=5,seed=4", "A(B(C(5)),D(E(E1(3,1),E2(2,0)),G(7,8)))"} {
		for _, algo := range []trace.Algorithm{trace.AlphaBeta, trace.NegamaxAlphaBeta} {
			for _, hard := range []bool{false, true} {
				g := newGame(t, "tree", pos, games.Options{})
				tr := search(t, g, trace.Options{Algorithm: algo, Record: true, FailHard: hard})
				var b strings.Builder
				require.NoError(t, tr.WriteText(&b, trace.Problem{Game: "tree", Position: pos}))
				for _, l := range strings.Split(b.String(), "\n") {
					if !strings.Contains(l, "cutoff:") {
						continue
					}
					m := line.FindStringSubmatch(l)
					require.NotNil(t, m, "%s %s: %q", pos, algo, l)
					cutLines++
					a, bb := m[3], m[4]
					if a == "" {
						bb, a = m[5], m[6]
					}
					assert.Equal(t, [2]string{m[1], m[2]}, [2]string{a, bb}, "%s %s: %q", pos, algo, l)
				}
			}
		}
	}
	assert.Greater(t, cutLines, 20)
}
