package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The heavy clients count what they got by kind: 200s, 429s (their latency, their
// Retry-After), 5xx; they wait as told before their next request; and the report
// fails a 429 without Retry-After and a 5xx. The waits are recorded, not slept: a
// client told to wait stops there, and the load ends once all six are waiting.
func TestHeavyClientsCount(t *testing.T) {
	t.Parallel()
	var asked, refusedAnswers atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch n := asked.Add(1); {
		case strings.Contains(r.URL.RawQuery, "dpi=600"):
			w.WriteHeader(http.StatusServiceUnavailable)
		case n%3 == 0:
			refusedAnswers.Add(1)
			w.Header().Set("Retry-After", "1")
			w.WriteHeader(http.StatusTooManyRequests)
		case n%3 == 1 && strings.Contains(r.URL.Path, "sweep"):
			refusedAnswers.Add(1)
			w.WriteHeader(http.StatusTooManyRequests) // no Retry-After
		default:
			io.WriteString(w, "{}")
		}
	}))
	defer srv.Close()
	const clients = 6
	ctx, allWaiting := context.WithCancel(context.Background())
	defer allWaiting()
	var mu sync.Mutex
	var waits []time.Duration
	h := newHeavyLoad(1, heavyKinds)
	h.wait = func(ctx context.Context, d time.Duration) error {
		mu.Lock()
		waits = append(waits, d)
		if len(waits) == clients {
			allWaiting()
		}
		mu.Unlock()
		<-ctx.Done()
		return ctx.Err()
	}
	h.run(ctx, srv.URL, clients, time.Now().Add(time.Minute), time.Minute) // the minute: against hanging
	require.Len(t, h.kinds, len(heavyKinds), "every kind asked (client i asks kind i first)")
	assert.Positive(t, h.kinds["sheet-600dpi"].fiveXX)
	var refused int
	for _, k := range h.kinds {
		refused += len(k.refused)
	}
	assert.Equal(t, clients, refused, "each client asked until a 429, then waited")
	assert.Equal(t, int64(clients), refusedAnswers.Load(), "no client asked again before its wait was over")
	assert.Equal(t, []time.Duration{time.Second, time.Second, time.Second, time.Second, time.Second, time.Second}, waits,
		"as long as Retry-After says, 1 s without one")

	var out bytes.Buffer
	r := newReport(&config{}, time.Now())
	r.out = &out
	h.write(r, &out)
	assert.False(t, r.ok(), "5xx and a bare 429: %s", out.String())
	assert.Contains(t, out.String(), "FAIL  no heavy request answered 5xx")
}

// The heavy requests are distinct: no two ask for the same sheet, PNG or Graphviz
// drawing.
func TestHeavyRequestsDistinct(t *testing.T) {
	t.Parallel()
	for _, k := range heavyKinds {
		if strings.HasPrefix(k.name, "trace-ttt") {
			continue // there is one tic-tac-toe game tree
		}
		seen := map[string]bool{}
		for n := range uint64(40) {
			seen[k.path(1<<24+n)] = true
		}
		assert.Len(t, seen, 40, k.name)
	}
}

func TestSecondsList(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   []time.Duration
		want string
	}{
		{nil, ""},
		{[]time.Duration{12300 * time.Millisecond}, "12.3"},
		{[]time.Duration{5 * time.Second, 10 * time.Millisecond, 20 * time.Millisecond}, "0.0 ×2, 5.0"},
	} {
		assert.Equal(t, c.want, secondsList(c.in))
	}
}
