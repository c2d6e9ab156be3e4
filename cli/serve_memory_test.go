package cli

import (
	"io"
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
