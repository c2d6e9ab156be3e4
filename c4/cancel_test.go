package c4

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
)

// TestSetCancel: a search whose done channel closes stops soon, with the coded
// c4.stopped_cancel that is also ErrStopped; an open channel changes nothing.
func TestSetCancel(t *testing.T) {
	t.Parallel()
	for _, threads := range []int{1, 2} {
		s, err := New(Fastest, 1<<16)
		require.NoError(t, err)
		s.SetThreads(threads)
		done := make(chan struct{})
		s.SetCancel(done)
		time.AfterFunc(50*time.Millisecond, func() { close(done) })
		start := time.Now()
		_, err = s.Solve(Position{}, false) // the empty board: tens of seconds
		require.Error(t, err, "threads %d", threads)
		assert.True(t, errors.Is(err, ErrStopped))
		c, ok := msg.Find(err)
		require.True(t, ok)
		assert.Equal(t, "c4.stopped_cancel", c.Code())
		assert.Less(t, time.Since(start), 5*time.Second, "stopped soon after the cancel")
	}
	s, err := New(Fastest, 1<<16)
	require.NoError(t, err)
	s.SetCancel(make(chan struct{}))
	p, err := Parse("444441355553") // the lab's sample: some 400,000 nodes
	require.NoError(t, err)
	score, err := s.Solve(p, false)
	require.NoError(t, err)
	s.SetCancel(nil)
	again, err := s.Solve(p, false)
	require.NoError(t, err)
	assert.Equal(t, again, score)
}
