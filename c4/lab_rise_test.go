package c4

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLabRose: a lab row rose when it searched more nodes than the row before, both
// finished; Lab marks exactly those rows.
func TestLabRose(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name      string
		prev, row LabRow
		want      bool
	}{
		{"more", LabRow{Nodes: 10}, LabRow{Nodes: 11}, true},
		{"as many", LabRow{Nodes: 10}, LabRow{Nodes: 10}, false},
		{"fewer", LabRow{Nodes: 10}, LabRow{Nodes: 9}, false},
		{"after a stopped row", LabRow{Nodes: 10, Stopped: true}, LabRow{Nodes: 11}, false},
		{"stopped", LabRow{Nodes: 10}, LabRow{Nodes: 11, Stopped: true}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, c.want, rose(c.prev, c.row))
		})
	}

	p, err := Parse("5554224333234511764415115") // End-Easy, score 4
	require.NoError(t, err)
	rows, err := Lab(p, false, MinTableEntries, 0, 0)
	require.NoError(t, err)
	assert.False(t, rows[0].Rose)
	for i := 1; i < len(rows); i++ {
		assert.Equal(t, rows[i].Nodes > rows[i-1].Nodes, rows[i].Rose, "part %d", rows[i].Part)
	}
}

// TestLabRisesOnTheSample: on the lab's sample, 444441355553, on one core (exact
// counts), the steps whose rows rise in the lab do so for the reasons the lab gives
// (msg c4.step_N_rise): part 11 only resizes the table, which moves the count by less
// than 0.1%; lazy SMP, the deferral of busy moves, one pass near the end (24 stones
// on; the sample has 12) and the questions near a draw (a million nodes on) search
// exactly as the step before. (The near-leaf tables and the history do search more
// on one core: the small table forgets more, the history learned elsewhere misleads.)
func TestLabRisesOnTheSample(t *testing.T) {
	t.Parallel()
	p, err := Parse("444441355553")
	require.NoError(t, err)
	nodes := map[int]int64{}
	for _, part := range []int{10, 11, 22, 23, 24, 25, 26, 27, 28} {
		st, ok := StepOfPart(part)
		require.True(t, ok)
		s := NewStep(st)
		s.SetThreads(1)
		score, err := s.Solve(p, false)
		require.NoError(t, err)
		require.Equal(t, 1, score, "part %d", part)
		nodes[part] = s.Nodes()
	}
	t.Logf("nodes on one core: %v", nodes)
	assert.InEpsilon(t, nodes[10], nodes[11], 0.001, "part 11: the table's size only")
	for _, part := range []int{23, 25, 27, 28} {
		assert.Equal(t, nodes[part-1], nodes[part], "part %d searches as part %d on one core", part, part-1)
	}
}
