package idle

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestIdle(t *testing.T) {
	t.Parallel()
	var a Activity
	now := time.Now()
	assert.True(t, a.Idle(now), "no request yet")
	a.Begin()
	assert.False(t, a.Idle(now.Add(time.Hour)), "a request in flight")
	a.End()
	assert.False(t, a.Idle(time.Now()), "a request just ended")
	assert.True(t, a.Idle(time.Now().Add(IdleAfter)), "none for IdleAfter")
}

func TestTrackLeavesProbesOut(t *testing.T) {
	t.Parallel()
	gin.SetMode(gin.TestMode)
	var a Activity
	var during bool
	e := gin.New()
	e.Use(a.Track)
	h := func(c *gin.Context) { during = a.Idle(time.Now().Add(time.Hour)); c.Status(http.StatusOK) }
	e.GET("/healthz", h)
	e.GET("/api/trace", h)
	e.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/healthz", nil))
	assert.True(t, during, "a probe does not keep the server busy")
	e.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/api/trace", nil))
	assert.False(t, during, "a request does")
}

// The janitor drops what is idle at every tick and gives the memory back only when
// the server is idle.
func TestJanitor(t *testing.T) {
	t.Parallel()
	var a Activity
	drops, idleDrops := make(chan struct{}, 100), make(chan struct{}, 100)
	stop := make(chan struct{})
	done := make(chan struct{})
	a.Begin() // busy
	go func() {
		a.Janitor(stop, func() int64 { drops <- struct{}{}; return 0 }, func() int64 { idleDrops <- struct{}{}; return 0 })
		close(done)
	}()
	<-drops
	<-drops
	assert.Empty(t, idleDrops, "busy: nothing kept for busy times is dropped")
	assert.Zero(t, a.GivenBack())
	a.End()
	a.lastRequest.Store(time.Now().Add(-IdleAfter).UnixNano()) // idle from now on
	require.Eventually(t, func() bool { return a.GivenBack() == 1 }, time.Minute, 10*time.Millisecond)
	<-idleDrops
	close(stop)
	<-done
}
