package web

import (
	"context"
	"errors"
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/render/workers"
)

func TestDrawLimitAdmitsSlotsAndQueue(t *testing.T) {
	l := newDrawLimit(2, 1)
	var releases []func()
	for range 3 {
		release, err := l.admit()
		require.NoError(t, err)
		releases = append(releases, release)
	}
	_, err := l.admit()
	var busy *workers.BusyError
	require.True(t, errors.As(err, &busy))
	assert.Equal(t, 3, busy.Queued)
	assert.Equal(t, 1, busy.RetrySeconds())
	releases[0]()
	release, err := l.admit()
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
		go func() { _, err := l.run(context.Background(), draw); done <- err }()
	}
	waitUntil(t, "two drawings", func() bool { return running.Load() == 2 })
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	_, err = l.run(ctx, draw)
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	close(block)
	require.NoError(t, <-done)
	require.NoError(t, <-done)
	assert.Equal(t, int32(2), most.Load())
}

// The server's own drawings refuse at once, before searching, when their queue is full.
func TestFullDrawQueueRefusesBeforeSearching(t *testing.T) {
	s := newTestServer(t, Config{DrawSlots: 1, DrawQueue: 1})
	for range 2 {
		release, err := s.drawLimit.admit()
		require.NoError(t, err)
		defer release()
	}
	r := get(t, s.Handler(), "/api/render?position=random:branching=3,depth=5,seed=11&format=svg&lang=es")
	assert.Equal(t, http.StatusTooManyRequests, r.code, "%s", r.body)
	assert.Equal(t, "1", r.header.Get("Retry-After"))
	assert.Equal(t, "render.busy", r.json(t)["code"])
	assert.Contains(t, r.json(t)["error"], "el servidor está ocupado dibujando otros árboles")
	entries, _ := s.traces.Stats()
	assert.Zero(t, entries, "no search ran")
	// DOT text is not a drawing: it is answered
	assert.Equal(t, http.StatusOK, get(t, s.Handler(), "/api/render?format=dot").code)
}
