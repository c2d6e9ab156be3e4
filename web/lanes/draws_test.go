package lanes

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/render/workers"
)

func TestDrawsAdmitSlotsAndQueue(t *testing.T) {
	t.Parallel()
	l := NewDraws(2, 1)
	var releases []func()
	for range 3 {
		release, err := l.Admit()
		require.NoError(t, err)
		releases = append(releases, release)
	}
	_, err := l.Admit()
	var busy *workers.BusyError
	require.True(t, errors.As(err, &busy))
	assert.Equal(t, 3, busy.Queued)
	assert.Equal(t, 1, busy.RetrySeconds())
	releases[0]()
	release, err := l.Admit()
	require.NoError(t, err, "a place freed is taken again")
	release()

	// at most 2 drawings at once; a drawing whose caller left stops waiting
	var running, most atomic.Int32
	block := make(chan struct{})
	draw := func() ([]byte, error) {
		n := running.Add(1)
		for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
		}
		<-block
		running.Add(-1)
		return []byte("ok"), nil
	}
	done := make(chan error, 2)
	for range 2 {
		go func() { _, err := l.Run(context.Background(), draw); done <- err }()
	}
	require.Eventually(t, func() bool { return running.Load() == 2 }, time.Minute, time.Millisecond, "two drawings at once")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = l.Run(ctx, draw)
	assert.ErrorIs(t, err, context.Canceled, "a third waits for a slot until its caller leaves")
	close(block)
	require.NoError(t, <-done)
	require.NoError(t, <-done)
	assert.Equal(t, int32(2), most.Load())
}
