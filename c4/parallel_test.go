package c4

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/testsize"
)

// TestParallelExact solves samples on two cores from the first node (no solo start)
// and after a solo start cut short, with and without deferral (ABDADA) and the
// near-leaf tables: every score is exact, strong and weak. By default every 250th line
// of each set but Begin-Hard (of Begin-Medium two chosen ones, of tens of thousands of
// nodes); with -long every 50th.
func TestParallelExact(t *testing.T) {
	t.Parallel()
	for _, set := range sets {
		if set.name == "Begin-Hard" {
			continue
		}
		all := readSet(t, set.file)
		lines := (stride{250, 50, 50}).of(all)
		if set.name == "Begin-Medium" && !testsize.Long() {
			lines = []line{all[350], all[700]}
		}
		for _, cfg := range []struct {
			name string
			off  string
			solo int64
		}{{"all", "", 0}, {"solo 500", "", 500}, {"without abdada", "abdada", 0}, {"without near-table", "near-table", 0}} {
			t.Run(fmt.Sprintf("%s/%s", set.name, cfg.name), func(t *testing.T) {
				t.Parallel()
				r := Fastest
				if cfg.off != "" {
					require.True(t, r.Set(cfg.off, false))
				}
				s, err := New(r, MinTableEntries)
				require.NoError(t, err)
				s.SetThreads(2)
				s.solo = cfg.solo
				for _, l := range lines {
					solveExact(t, s, l, false)
					solveExact(t, s, l, true)
				}
			})
		}
	}
}

// TestBusyTable counts the workers in a key, and leaves a key whose slot another holds
// unmarked.
func TestBusyTable(t *testing.T) {
	t.Parallel()
	var b busyTable
	key := uint64(0x1234567)
	assert.False(t, b.busy(key))
	require.True(t, b.enter(key))
	require.True(t, b.enter(key))
	assert.True(t, b.busy(key))
	b.leave(key)
	assert.True(t, b.busy(key), "one worker is still in it")
	b.leave(key)
	assert.False(t, b.busy(key))

	// another key of the same slot
	other := key + 1
	for b.slot(other) != b.slot(key) {
		other++
	}
	require.True(t, b.enter(key))
	assert.False(t, b.enter(other), "the slot is taken")
	assert.False(t, b.busy(other))
	b.leave(key)
	require.True(t, b.enter(other))
	assert.True(t, b.busy(other))
	assert.False(t, b.busy(key))
}

// TestHaltedWorkerLeavesItsMarks: a worker unwound by halt takes its busy marks off.
func TestHaltedWorkerLeavesItsMarks(t *testing.T) {
	t.Parallel()
	w := &worker{busy: new(busyTable)}
	for k := uint64(1); k <= 5; k++ {
		require.True(t, w.enter(k<<20))
	}
	w.leaveAll()
	for k := uint64(1); k <= 5; k++ {
		assert.False(t, w.busy.busy(k<<20))
	}
	assert.Zero(t, w.nEntered)
}
