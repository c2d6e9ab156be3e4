package serve

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/web/apierr"
)

// answer writes err's status, as the server's own answer would.
func answer(c *gin.Context, err error) {
	var e *apierr.Error
	if errors.As(err, &e) {
		c.AbortWithStatus(e.Status)
		return
	}
	c.AbortWithStatus(http.StatusInternalServerError)
}

func TestHeadLimit(t *testing.T) {
	t.Parallel()
	gin.SetMode(gin.TestMode)
	e := gin.New()
	e.Use(HeadLimit(answer))
	e.GET("/", func(c *gin.Context) { c.String(http.StatusOK, "ok") })
	for _, tt := range []struct {
		name   string
		header int // bytes of one header's value
		status int
	}{
		{"a usual head", 100, http.StatusOK},
		{"just under the limit", MaxHead - 200, http.StatusOK},
		{"past the limit", MaxHead + 1, http.StatusRequestHeaderFieldsTooLarge},
	} {
		r := httptest.NewRequest(http.MethodGet, "/", nil)
		r.Header.Set("X-Big", strings.Repeat("a", tt.header))
		w := httptest.NewRecorder()
		e.ServeHTTP(w, r)
		assert.Equal(t, tt.status, w.Code, tt.name)
		if tt.status != http.StatusOK {
			assert.Equal(t, "close", w.Header().Get("Connection"), tt.name)
		}
	}
}

func TestDrainRefusesOnlyNewRequests(t *testing.T) {
	t.Parallel()
	gin.SetMode(gin.TestMode)
	var d Drain
	inside := make(chan struct{})
	release := make(chan struct{})
	e := gin.New()
	e.Use(d.Refuse(answer))
	e.GET("/", func(c *gin.Context) {
		close(inside)
		<-release
		c.String(http.StatusOK, "ok")
	})
	done := make(chan int)
	go func() {
		w := httptest.NewRecorder()
		e.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/", nil))
		done <- w.Code
	}()
	<-inside
	assert.EqualValues(t, 1, d.Working())
	d.draining.Store(true)
	w := httptest.NewRecorder()
	e.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/", nil))
	assert.Equal(t, http.StatusServiceUnavailable, w.Code, "a request arriving during the drain")
	assert.Equal(t, "5", w.Header().Get("Retry-After"))
	close(release)
	assert.Equal(t, http.StatusOK, <-done, "a request accepted before the drain is answered")
	assert.Zero(t, d.Working())
}

func TestCutShort(t *testing.T) {
	t.Parallel()
	var d Drain
	base := d.baseContext()
	c, _ := gin.CreateTestContext(httptest.NewRecorder())
	c.Request = httptest.NewRequest(http.MethodGet, "/", nil).WithContext(base)
	assert.False(t, d.CutShort(c))
	d.cut.Store(true)
	d.cancel()
	require.ErrorIs(t, base.Err(), context.Canceled)
	assert.True(t, d.CutShort(c), "cancelled by the end of the grace period")
}
