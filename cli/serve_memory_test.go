package cli

import (
	"context"
	"io"
	"net/http"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/web"
)

// --memory sets the server's budget; the caches not given are their shares of it (the
// server divides it), the ones given keep their size; --heavy sets the heavy slots.
func TestServeMemoryFlag(t *testing.T) {
	o, err := parseServe([]string{"--memory", "256MB", "--image-cache", "8MB", "--heavy", "3"}, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, int64(256<<20), o.cfg.Memory)
	assert.Equal(t, 3, o.cfg.HeavySlots)
	assert.Equal(t, int64(8<<20), o.cfg.ImageCacheBytes, "given")
	s, err := web.New(o.cfg)
	require.NoError(t, err)
	defer s.Close()
	assert.Equal(t, int64(256<<20)*20/100, s.Config().TraceCacheBytes, "a share of --memory")

	t.Setenv("GAMETREE_MEMORY", "1GB")
	o, err = parseServe(nil, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, int64(1<<30), o.cfg.Memory)
	assert.Zero(t, o.cfg.TraceCacheBytes, "left to the server: a share of 1 GB")

	_, err = parseServe([]string{"--memory", "1MB"}, io.Discard)
	assert.Error(t, err, "below the least budget")
	d := web.Defaults()
	assert.Equal(t, int64(web.DefaultMemory), d.Memory)
	assert.Equal(t, d.Memory*20/100, d.TraceCacheBytes)
}

// The serve command makes --memory the runtime's soft memory limit (GOMEMLIMIT), as
// the server's own /metrics reads it.
func TestServeSetsTheMemoryLimit(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ready := make(chan string, 1)
	done := make(chan error, 1)
	out := &lineWriter{lines: ready}
	go func() {
		done <- serve(ctx, []string{"--addr", "127.0.0.1:0", "--memory", "300MB", "--quiet"}, out, io.Discard)
	}()
	var url string
	select {
	case line := <-ready:
		url = strings.Fields(strings.TrimPrefix(line, "gametree: serving "))[0]
	case err := <-done:
		t.Fatalf("serve returned: %v", err)
	}
	resp, err := http.Get(url + "metrics")
	require.NoError(t, err)
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	require.NoError(t, err)
	assert.Contains(t, string(body), "go_gc_gomemlimit_bytes 3.145728e+08")
	assert.Contains(t, string(body), "gametree_memory_budget_bytes 3.145728e+08")
	cancel()
	require.NoError(t, <-done)
}

// lineWriter sends each line written to it.
type lineWriter struct{ lines chan<- string }

func (w *lineWriter) Write(p []byte) (int, error) {
	for _, l := range strings.Split(strings.TrimSpace(string(p)), "\n") {
		select {
		case w.lines <- l:
		default:
		}
	}
	return len(p), nil
}
