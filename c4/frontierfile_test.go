package c4

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
)

// TestFrontierRead: good lines are read (a mirror image is the same position, a
// blank line skipped, a line given twice alike kept once); each kind of bad line
// gives its code at its line.
func TestFrontierRead(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, text string
		k          int
		code       string // "" for none
		line       int
		size       int // positions read
	}{
		{"good", "11 -2\n12 -1\n\n13 0\n", 2, "", 0, 3},
		{"mirror alike", "12 -1\n76 -1\n", 2, "", 0, 1},
		{"twice alike", "12 -1\n12 -1", 2, "", 0, 1},
		{"empty", "", 3, "", 0, 0},
		{"three fields", "11 -2\n12 -1 x\n", 2, "c4.frontier_line", 2, 0},
		{"one field", "11\n", 2, "c4.frontier_line", 1, 0},
		{"bad moves", "18 0\n", 2, "c4.frontier_moves", 1, 0},
		{"stones", "11 -2\n123 0\n", 2, "c4.frontier_stones", 2, 0},
		{"over", "1212121 5\n", 7, "c4.frontier_over", 1, 0},
		{"score not a number", "11 x\n", 2, "c4.frontier_score", 1, 0},
		{"score too high", "11 21\n", 2, "c4.frontier_score", 1, 0},
		{"score too low", "11 -21\n", 2, "c4.frontier_score", 1, 0},
		{"twice unlike", "12 -1\n76 2\n", 2, "c4.frontier_twice", 2, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := FrontierScores{}
			err := f.Read(strings.NewReader(tc.text), "f.txt", tc.k)
			if tc.code == "" {
				require.NoError(t, err)
				assert.Len(t, f, tc.size)
				return
			}
			c, ok := msg.Find(err)
			require.True(t, ok, "%v", err)
			assert.Equal(t, tc.code, c.Code())
			assert.Equal(t, tc.line, c.Params()["line"])
			assert.Equal(t, "f.txt", c.Params()["file"])
		})
	}
}

// TestFrontierLineRoundTrip: the lines SolveFrontier's caller writes read back.
func TestFrontierLineRoundTrip(t *testing.T) {
	t.Parallel()
	front, err := Frontier("", 2)
	require.NoError(t, err)
	var text strings.Builder
	for i, fp := range front {
		text.WriteString(FrontierLine(fp.Moves, i%5-2))
	}
	f := FrontierScores{}
	require.NoError(t, f.Read(strings.NewReader(text.String()), "f", 2))
	require.Len(t, f, len(front))
	for i, fp := range front {
		assert.True(t, f.Has(fp.Pos))
		key, _ := canonical(&fp.Pos)
		assert.Equal(t, i%5-2, f[key])
	}
	assert.False(t, f.Has(Position{}))
}

// FuzzFrontierRead: any text gives scores or a coded c4.frontier_ error, never a
// panic; the scores read write back to lines that read the same.
func FuzzFrontierRead(f *testing.F) {
	f.Add("11 -2\n12 -1\n", 2)
	f.Add("4453 1\n", 4)
	f.Add("1212121 5\n", 7)
	f.Add("12 -1\n76 2\n", 2)
	f.Fuzz(func(t *testing.T, text string, k int) {
		scores := FrontierScores{}
		err := scores.Read(strings.NewReader(text), "f", k)
		if err != nil {
			c, ok := msg.Find(err)
			require.True(t, ok, "%v", err)
			require.True(t, strings.HasPrefix(c.Code(), "c4.frontier_"), c.Code())
			return
		}
		var again strings.Builder
		for _, line := range strings.Split(text, "\n") {
			if fields := strings.Fields(line); len(fields) == 2 {
				again.WriteString(fields[0] + " " + fields[1] + "\n")
			}
		}
		back := FrontierScores{}
		require.NoError(t, back.Read(strings.NewReader(again.String()), "f", k))
		assert.Equal(t, scores, back)
	})
}
