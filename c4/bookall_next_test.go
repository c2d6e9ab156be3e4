package c4

import (
	"testing"

	"github.com/gametree/gametree/msg"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBookOfNext: from positions near the end, with the next frontier solved in part
// (its first half, in its order) or in full, the book holds exactly the positions of
// the frontier whose columns all lead to a solved position, each with Analyze's
// columns; a wrong score of the next frontier, or of the frontier, is refused.
func TestBookOfNext(t *testing.T) {
	t.Parallel()
	for _, tc := range endRoots[:4] {
		t.Run(tc.moves, func(t *testing.T) {
			t.Parallel()
			s, err := New(Fastest, 1<<16)
			require.NoError(t, err)
			front, scores := solveFrontier(t, s, tc.moves, tc.k)
			nextFront, nextAll := solveFrontier(t, s, tc.moves, tc.k+1)
			for _, part := range []struct {
				name string
				n    int
			}{{"half", len(nextFront) / 2}, {"all", len(nextFront)}} {
				next := FrontierScores{}
				for _, fp := range nextFront[:part.n] {
					key, _ := canonical(&fp.Pos)
					next[key] = nextAll[key]
				}
				b, err := BookOfNext(tc.moves, tc.k, scores, next, nil)
				require.NoError(t, err, part.name)
				want := 0
				for _, fp := range front {
					got, gotOK, found := b.Lookup(fp.Pos)
					if !childrenIn(fp.Pos, next) {
						assert.False(t, found, "%s %s: a column leads to an unsolved position", part.name, fp.Moves)
						continue
					}
					want++
					require.True(t, found, "%s %s", part.name, fp.Moves)
					scores, ok, err := s.Analyze(fp.Pos, false)
					require.NoError(t, err)
					assert.Equal(t, ok, gotOK, fp.Moves)
					assert.Equal(t, scores, got, "%s %s", part.name, fp.Moves)
				}
				assert.Equal(t, want, b.Len(), part.name)
				t.Logf("%s of the %d positions of %d stones: %d of the %d positions of %d stones in the book", part.name, len(nextFront), tc.k+1, b.Len(), len(front), tc.k)
				if part.n < len(nextFront) {
					assert.Positive(t, b.Len(), "half the next frontier answers some positions")
					assert.Less(t, b.Len(), len(front), "half the next frontier leaves some positions out")
				} else {
					assert.Equal(t, len(front), b.Len(), "the whole next frontier: every position of the frontier")
				}
			}

			// a position of the next frontier scored wrong: its parent disagrees with the
			// frontier's direct solve, or (if that column is not its best) changes
			wrong := FrontierScores{}
			for k, v := range nextAll {
				wrong[k] = v
			}
			for k := range wrong {
				wrong[k] = -wrong[k] - 1 // every child worse for its mover: every parent's best rises
			}
			_, err = BookOfNext(tc.moves, tc.k, scores, wrong, nil)
			require.Error(t, err)
			c, ok := msg.Find(err)
			require.True(t, ok)
			assert.Equal(t, "c4.next_disagree", c.Code())
		})
	}
}
