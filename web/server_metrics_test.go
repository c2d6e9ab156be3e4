package web

import (
	"context"
	"net/http"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/render/workers"
)

// scrape reads /metrics.
func scrape(t *testing.T, s *Server) string {
	t.Helper()
	r := get(t, s.Handler(), "/metrics")
	require.Equal(t, http.StatusOK, r.code)
	assert.Contains(t, r.header.Get("Content-Type"), "text/plain")
	return string(r.body)
}

// metricValue is the value of the sample whose name and labels are series (as
// written: `name{a="b"}`), or -1 when it is not there.
func metricValue(t *testing.T, text, series string) float64 {
	t.Helper()
	m := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(series) + ` (\S+)$`).FindStringSubmatch(text)
	if m == nil {
		return -1
	}
	v, err := strconv.ParseFloat(m[1], 64)
	require.NoError(t, err)
	return v
}

// /metrics counts requests by route and status, cache lookups, searches and refusals,
// and has the Go and process figures.
func TestMetrics(t *testing.T) {
	t.Parallel()
	pool := &statsRenderer{st: workers.PoolStats{Workers: 2, Busy: 1, Queued: 3, Admitted: 4, Renders: 40, Failures: 1, Rejected: 5,
		Starts: 6, Restarts: 2, Kills: 3, Frozen: 1, Exits: 1, Recycles: 1, TotalRenderTime: 1500 * time.Millisecond}}
	s := newTestServer(t, Config{MaxSearches: 1, QueueWait: 10 * time.Millisecond, Renderer: pool, HeavySlots: 1})
	h := s.Handler()
	const trace = "/api/trace?game=tictactoe&position=XOX.O....&record=false"
	// misses: the first trace, the drawing's search (recorded: another key) and the
	// refused one; hits: the next two traces.
	for _, target := range []string{trace, trace, trace, "/api/trace?depth=-1", "/api/render?game=tictactoe&position=XOX.O....&format=dot", "/nowhere"} {
		get(t, h, target)
	}
	require.NoError(t, s.slots.Acquire(context.Background())) // the only slot busy: the next search is refused
	assert.Equal(t, http.StatusTooManyRequests, get(t, h, "/api/trace?game=tictactoe&position=X........").code)
	text := scrape(t, s)
	s.slots.Release()

	for series, want := range map[string]float64{
		`gametree_http_requests_total{method="GET",route="/api/trace",status="200"}`: 3,
		`gametree_http_requests_total{method="GET",route="/api/trace",status="400"}`: 1,
		`gametree_http_requests_total{method="GET",route="/api/trace",status="429"}`: 1,
		`gametree_http_requests_total{method="GET",route="unmatched",status="404"}`:  1,
		`gametree_http_request_duration_seconds_count{route="/api/trace"}`:           5,
		`gametree_http_requests_in_flight`:                                           1, // the scrape itself
		`gametree_cache_lookups_total{cache="trace",result="miss"}`:                  3,
		`gametree_cache_lookups_total{cache="trace",result="hit"}`:                   2,
		`gametree_cache_lookups_total{cache="picture",result="miss"}`:                1,
		`gametree_cache_entries{cache="trace"}`:                                      2,
		`gametree_cache_entries{cache="picture"}`:                                    1,
		`gametree_searches_running`:                                                  0, // a slot taken, no search
		`gametree_heavy_slots`:                                                       1,
		`gametree_heavy_running`:                                                     0,
		`gametree_heavy_refused_total{reason="busy"}`:                                0,
		`gametree_memory_budget_bytes`:                                               DefaultMemory,
		`gametree_searches_queued`:                                                   0,
		`gametree_searches_rejected_total`:                                           1,
		`gametree_search_slots`:                                                      1,
		`gametree_search_duration_seconds_count`:                                     3,
		`gametree_render_duration_seconds_count`:                                     1,
		`gametree_render_workers`:                                                    2,
		`gametree_render_workers_busy`:                                               1,
		`gametree_render_queued`:                                                     3,
		`gametree_renders_total`:                                                     40,
		`gametree_render_failures_total`:                                             1,
		`gametree_renders_rejected_total`:                                            5,
		`gametree_render_worker_restarts_total`:                                      2,
		`gametree_render_admitted`:                                                   4,
		`gametree_render_worker_starts_total`:                                        6,
		`gametree_render_worker_kills_total`:                                         3,
		`gametree_render_worker_frozen_total`:                                        1,
		`gametree_render_worker_exits_total`:                                         1,
		`gametree_render_worker_recycles_total`:                                      1,
		`gametree_render_worker_seconds_total`:                                       1.5,
	} {
		assert.Equal(t, want, metricValue(t, text, series), series)
	}
	assert.Greater(t, metricValue(t, text, `gametree_cache_bytes{cache="picture"}`), 100.0)
	assert.Greater(t, metricValue(t, text, `gametree_cache_bytes{cache="trace"}`), 1000.0)
	assert.Greater(t, metricValue(t, text, "go_goroutines"), 0.0)
	assert.Greater(t, metricValue(t, text, "process_resident_memory_bytes"), 0.0)
}

// A client's made-up methods do not make series of their own.
func TestMetricsMethodsBounded(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	for _, m := range []string{"BREW", "WHEN", "X1"} {
		do(t, s.Handler(), m, "/api/trace", nil, nil)
	}
	text := scrape(t, s)
	assert.Equal(t, 3.0, metricValue(t, text, `gametree_http_requests_total{method="other",route="unmatched",status="405"}`), "%s", text)
	assert.NotContains(t, text, "BREW")
}

// Two servers in one process keep their own figures; the server's own render pool
// shows its figures, a renderer without them shows none.
func TestMetricsOwnRegistry(t *testing.T) {
	t.Parallel()
	a, b := newTestServer(t, Config{RenderWorkers: 1}), newTestServer(t, Config{Renderer: &slowRenderer{}})
	get(t, a.Handler(), "/healthz")
	assert.Equal(t, 1.0, metricValue(t, scrape(t, a), `gametree_http_requests_total{method="GET",route="/healthz",status="200"}`))
	assert.Equal(t, -1.0, metricValue(t, scrape(t, b), `gametree_http_requests_total{method="GET",route="/healthz",status="200"}`))
	assert.Equal(t, 1.0, metricValue(t, scrape(t, a), `gametree_render_workers`), "the server's pool")
	assert.Equal(t, -1.0, metricValue(t, scrape(t, b), `gametree_render_workers`), "no renderer figures")
}

// statsRenderer is a renderer with a pool's figures.
type statsRenderer struct {
	slowRenderer
	st workers.PoolStats
}

func (r *statsRenderer) Stats() workers.PoolStats { return r.st }
