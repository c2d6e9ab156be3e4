package main

import (
	"bytes"
	"context"
	"io"
	"math/rand/v2"
	"net/http"
	"strconv"
	"time"
)

// Headers the retrying transport adds to the answer it hands back, for the report.
const (
	hdrClass    = "X-Loadtest-Class"  // the request's class, echoed
	hdrWaits    = "X-Loadtest-Waits"  // how many 429s were waited out
	hdrAnswerNs = "X-Loadtest-Answer" // the last attempt's latency, in ns
	hdrWaitedNs = "X-Loadtest-Waited" // time spent waiting as told by Retry-After, in ns
)

// Bounds of the waiting: a client never waits longer than maxRetryAfter for one 429,
// nor more than maxWaits times for one request.
const (
	maxRetryAfter = 30 * time.Second
	maxWaits      = 20
)

// politeTransport honours 429 + Retry-After as a well-behaved client does: it waits as
// long as told (plus up to a quarter more, so that the clients told the same do not
// come back at once) and asks again, until an answer that is not a 429, maxWaits, or
// the end of the load (then the 429 is the answer).
type politeTransport struct {
	next    http.RoundTripper
	end     time.Time
	timeout time.Duration // for one attempt, its body read included
	// wait waits d unless ctx ends first (nil: sleep; a test records the waits).
	wait func(ctx context.Context, d time.Duration) error
}

func (t *politeTransport) pause(ctx context.Context, d time.Duration) error {
	if t.wait != nil {
		return t.wait(ctx, d)
	}
	return sleep(ctx, d)
}

func (t *politeTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	var waited time.Duration
	for waits := 0; ; waits++ {
		start := time.Now()
		ctx, cancel := context.WithTimeout(req.Context(), t.timeout)
		resp, err := t.next.RoundTrip(req.WithContext(ctx))
		if err != nil {
			cancel()
			return nil, err
		}
		answer := time.Since(start)
		wait := retryAfter(resp.Header.Get("Retry-After"))
		last := waits == maxWaits || time.Now().Add(wait).After(t.end) || req.GetBody == nil && req.Body != nil
		if resp.StatusCode == http.StatusTooManyRequests && last {
			// No asking again, but no coming back before Retry-After either: this
			// client waits what it was told (to the end of the load at most).
			body, err := io.ReadAll(resp.Body)
			resp.Body.Close()
			if err != nil {
				cancel()
				return nil, err
			}
			resp.Body = io.NopCloser(bytes.NewReader(body))
			t.pause(req.Context(), min(wait, time.Until(t.end)))
		}
		if resp.StatusCode != http.StatusTooManyRequests || last {
			resp.Header.Set(hdrClass, req.Header.Get(hdrClass))
			resp.Header.Set(hdrWaits, strconv.Itoa(waits))
			resp.Header.Set(hdrAnswerNs, strconv.FormatInt(int64(answer), 10))
			resp.Header.Set(hdrWaitedNs, strconv.FormatInt(int64(waited), 10))
			resp.Body = &cancelBody{resp.Body, cancel}
			return resp, nil
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		cancel()
		wait += time.Duration(rand.Int64N(int64(wait)/4 + 1))
		if err := t.pause(req.Context(), wait); err != nil {
			return nil, err
		}
		waited += wait
		if req.GetBody != nil {
			body, err := req.GetBody()
			if err != nil {
				return nil, err
			}
			req = req.Clone(req.Context())
			req.Body = body
		}
	}
}

// cancelBody ends an attempt's context once its body is closed.
type cancelBody struct {
	io.ReadCloser
	cancel context.CancelFunc
}

func (b *cancelBody) Close() error {
	err := b.ReadCloser.Close()
	b.cancel()
	return err
}

// retryAfter reads Retry-After: seconds or an HTTP date; 1 s when absent or unreadable.
func retryAfter(v string) time.Duration {
	d := time.Second
	if n, err := strconv.Atoi(v); err == nil && n >= 0 {
		d = time.Duration(n) * time.Second
	} else if at, err := http.ParseTime(v); err == nil {
		d = time.Until(at)
	}
	return min(max(d, 100*time.Millisecond), maxRetryAfter)
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
