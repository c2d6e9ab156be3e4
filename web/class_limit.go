package web

import (
	"math"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// keyedLimits is a token bucket per key (a student, a client address): golang.org/x/time/rate
// limiters made on first use and dropped when idle (refilled and unused for idleAfter).
type keyedLimits struct {
	every time.Duration // one token per every
	burst int

	mu        sync.Mutex
	buckets   map[string]*bucket
	lastSweep time.Time
}

type bucket struct {
	lim  *rate.Limiter
	used time.Time
	// credit: tokens given back (giveBack), taken before the limiter's
	credit int
}

func newKeyedLimits(every time.Duration, burst int) *keyedLimits {
	return &keyedLimits{every: every, burst: burst, buckets: map[string]*bucket{}}
}

// idleAfter: a bucket unused this long is full again, and dropped.
func (k *keyedLimits) idleAfter() time.Duration {
	return k.every*time.Duration(k.burst) + time.Minute
}

// allow takes a token of key's bucket at now: ok, or how long until one is there.
func (k *keyedLimits) allow(key string, now time.Time) (bool, time.Duration) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if now.Sub(k.lastSweep) > time.Minute || len(k.buckets) > 100_000 {
		for key, b := range k.buckets {
			if now.Sub(b.used) > k.idleAfter() {
				delete(k.buckets, key)
			}
		}
		k.lastSweep = now
	}
	b := k.buckets[key]
	if b == nil {
		b = &bucket{lim: rate.NewLimiter(rate.Every(k.every), k.burst)}
		k.buckets[key] = b
	}
	b.used = now
	if b.credit > 0 {
		b.credit--
		return true, 0
	}
	r := b.lim.ReserveN(now, 1)
	if !r.OK() {
		return false, k.every
	}
	if d := r.DelayFrom(now); d > 0 {
		r.CancelAt(now)
		return false, d
	}
	return true, 0
}

// giveBack returns a token of key's bucket taken for a request the server failed (a
// database that cannot store anything, another 5xx): a request that was not served
// costs nothing. The bucket never holds more than its burst.
func (k *keyedLimits) giveBack(key string, now time.Time) {
	k.mu.Lock()
	defer k.mu.Unlock()
	b := k.buckets[key]
	if b == nil {
		return
	}
	if float64(b.credit)+b.lim.TokensAt(now)+1 <= float64(k.burst) {
		b.credit++
	}
}

// retrySeconds is a wait as Retry-After writes it: whole seconds, at least 1.
func retrySeconds(d time.Duration) int {
	return max(1, int(math.Ceil(d.Seconds())))
}
