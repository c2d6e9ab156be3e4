package web

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/testsize"
)

func TestTraceColumnsForm(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	h := s.Handler()
	r := get(t, h, "/api/trace?position=textbook&algo=alphabeta&form=columns")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	doc := r.json(t)
	assert.Equal(t, "columns", doc["form"])
	nodes := doc["nodes"].(map[string]any)
	assert.Equal(t, float64(10), nodes["count"])
	assert.Len(t, nodes["parent"], 10)
	assert.Contains(t, nodes, "alpha")
	assert.Equal(t, float64(3), doc["value"])

	// the object form is the default and stays the CLI's
	r = get(t, h, "/api/trace?position=textbook&algo=alphabeta&form=objects")
	require.Equal(t, http.StatusOK, r.code)
	assert.Len(t, r.json(t)["nodes"], 10)

	for _, lang := range []string{"en", "es"} {
		r = get(t, h, "/api/trace?position=textbook&form=rows&lang="+lang)
		require.Equal(t, http.StatusBadRequest, r.code)
		e := r.json(t)
		assert.Equal(t, "web.form", e["code"])
		assert.Contains(t, e["error"], `"rows"`)
		if lang == "es" {
			assert.Contains(t, e["error"], "debe ser uno de")
		}
	}
}

// TestTraceGzippedOnce: concurrent requests for the same (light) trace, some taking
// gzip and some not, share one writing of its JSON; a later one writes nothing.
func TestTraceGzippedOnce(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	h := s.Handler()
	const target = "/api/trace?game=tree&position=random:b=4,d=6,seed=3&algo=minimax&form=columns"
	var wg sync.WaitGroup
	bodies := make([][]byte, 8)
	for i := range bodies {
		wg.Go(func() {
			req := httptest.NewRequest(http.MethodGet, target, nil)
			if i%2 == 0 {
				req.Header.Set("Accept-Encoding", "gzip")
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			require.Equal(t, http.StatusOK, rec.Code)
			body := rec.Body.Bytes()
			if rec.Header().Get("Content-Encoding") == "gzip" {
				body = gunzip(t, body)
			}
			bodies[i] = body
		})
	}
	wg.Wait()
	assert.Equal(t, int64(1), s.encoded.Load(), "one writing of the JSON for all")
	for _, b := range bodies[1:] {
		assert.True(t, bytes.Equal(bodies[0], b))
	}
	var doc map[string]any
	require.NoError(t, json.Unmarshal(bodies[0], &doc))
	assert.Equal(t, float64(5461), doc["nodes"].(map[string]any)["count"])
	get(t, h, target)
	assert.Equal(t, int64(1), s.encoded.Load(), "the cached form is sent again")
	get(t, h, strings.Replace(target, "columns", "objects", 1))
	assert.Equal(t, int64(2), s.encoded.Load(), "each form once")
}

// The page asks for the whole tic-tac-toe minimax: the node cap lets it through.
func TestWholeTicTacToeServed(t *testing.T) {
	s := newTestServer(t, Config{})
	r := do(t, s.Handler(), http.MethodGet, "/api/trace?game=tictactoe&position=.........&algo=minimax&max-nodes=600000&form=columns",
		nil, map[string]string{"Accept-Encoding": "gzip"})
	require.Equal(t, http.StatusOK, r.code, "%.300s", r.body)
	assert.Empty(t, r.header.Get("X-Gametree-Capped"))
	assert.Less(t, len(r.body), 20<<20, "gzipped columns")
	zr, err := gzip.NewReader(bytes.NewReader(r.body))
	require.NoError(t, err)
	var doc struct { // the counts only: the columns are read by the page's tests
		Complete bool `json:"complete"`
		Nodes    struct {
			Count int `json:"count"`
		} `json:"nodes"`
		Steps struct {
			Count int `json:"count"`
		} `json:"steps"`
	}
	require.NoError(t, json.NewDecoder(zr).Decode(&doc))
	assert.True(t, doc.Complete)
	assert.Equal(t, 549946, doc.Nodes.Count)
	assert.Equal(t, 1649837, doc.Steps.Count)
}

// resetPeakRSS gives the freed memory back and starts the peak resident memory
// again from the current one (Linux; elsewhere it does nothing).
func resetPeakRSS() {
	debug.FreeOSMemory()
	_ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
}

// peakRSS is the process's peak resident memory (Linux), or 0.
func peakRSS() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// TestBigTraceFetchedByTenClients: the repro, a 200,000-node connect-4 trace
// fetched by 10 clients at once (half plain, half gzip), over a real connection (4 of
// them but under -long).
// Before, every fetch built its whole JSON (over 100 MB) and the server reached 4.7 GB.
// A heavy trace is now streamed as it is written, a few at once (the heavy slots:
// the others are told to come back, and do); the clients get the same JSON.
func TestBigTraceFetchedByTenClients(t *testing.T) {
	if testing.Short() {
		t.Skip("a 200,000-node search")
	}
	s := newTestServer(t, Config{HeavySlots: 3})
	srv := httptest.NewServer(s.Handler())
	defer srv.Close()
	u := srv.URL + "/api/trace?game=connect4&depth=42&max-nodes=200000&algo=alphabeta"
	var refused atomic.Int64
	fetch := func(gz bool) int64 {
		for {
			req, _ := http.NewRequest(http.MethodGet, u, nil)
			if gz {
				req.Header.Set("Accept-Encoding", "gzip")
			} else {
				req.Header.Set("Accept-Encoding", "identity")
			}
			resp, err := srv.Client().Transport.RoundTrip(req)
			require.NoError(t, err)
			if resp.StatusCode == http.StatusTooManyRequests {
				resp.Body.Close()
				refused.Add(1)
				require.NotEmpty(t, resp.Header.Get("Retry-After"))
				time.Sleep(50 * time.Millisecond) // sooner than told: the test's time
				continue
			}
			defer resp.Body.Close()
			require.Equal(t, http.StatusOK, resp.StatusCode)
			var r io.Reader = resp.Body
			if resp.Header.Get("Content-Encoding") == "gzip" {
				zr, err := gzip.NewReader(resp.Body)
				require.NoError(t, err)
				r = zr
			}
			n, err := io.Copy(io.Discard, r)
			require.NoError(t, err)
			return n
		}
	}
	resetPeakRSS()
	start := time.Now()
	plain := fetch(false)
	require.Greater(t, plain, int64(50<<20), "the object form of 200,000 nodes")
	var wg sync.WaitGroup
	sizes := make([]int64, testsize.Count(4, 10))
	for i := range sizes {
		wg.Go(func() { sizes[i] = fetch(i%2 == 0) })
	}
	wg.Wait()
	for _, n := range sizes {
		assert.Equal(t, plain, n)
	}
	peak := peakRSS()
	t.Logf("plain JSON %d MB; %d fetches in %v (429 %d times); peak RSS of the test process during them %d MB",
		plain>>20, len(sizes)+1, time.Since(start).Round(time.Millisecond), refused.Load(), peak>>20)
	if peak > 0 {
		assert.Less(t, peak, int64(1<<30))
	}
}
