package web

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The server's own drawings refuse at once, before searching, when their queue is full.
func TestFullDrawQueueRefusesBeforeSearching(t *testing.T) {
	s := newTestServer(t, Config{DrawSlots: 1, DrawQueue: 1})
	for range 2 {
		release, err := s.drawLimit.Admit()
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
