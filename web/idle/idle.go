package idle

import (
	"runtime/debug"
	"sync/atomic"
	"time"

	"github.com/gin-gonic/gin"
)

// IdleAfter is how long without a request makes the server idle.
const IdleAfter = 2 * time.Second

// giveBackAfter is how much must be dropped, while the server is idle, for the memory
// to be given back again.
const giveBackAfter = 16 << 20

// Every is how often the janitor looks.
const Every = time.Second

// Activity counts the requests in flight and when the last one ended.
type Activity struct {
	active      atomic.Int64
	lastRequest atomic.Int64 // unix nanoseconds
	givenBack   atomic.Int64
}

// Track is the middleware that counts a request in flight (the probes /healthz and
// /metrics aside: they do not keep a server busy).
func (a *Activity) Track(c *gin.Context) {
	if p := c.Request.URL.Path; p == "/healthz" || p == "/metrics" {
		c.Next()
		return
	}
	a.Begin()
	defer a.End()
	c.Next()
}

// Begin and End count a request in flight by hand (Track does it for requests).
func (a *Activity) Begin() { a.active.Add(1) }
func (a *Activity) End() {
	a.lastRequest.Store(time.Now().UnixNano())
	a.active.Add(-1)
}

// Idle reports whether no request is in flight and none ended in IdleAfter.
func (a *Activity) Idle(now time.Time) bool {
	return a.active.Load() == 0 && now.Sub(time.Unix(0, a.lastRequest.Load())) >= IdleAfter
}

// GivenBack is how many times the janitor gave the memory back.
func (a *Activity) GivenBack() int64 { return a.givenBack.Load() }

// Janitor runs until stop closes: every Every it calls drop (what the caches let go
// of: it returns the bytes), and when the server is idle it calls dropIdle (what is
// kept only while busy) and gives the memory back to the system, once after each busy
// spell and again whenever giveBackAfter more bytes were dropped.
func (a *Activity) Janitor(stop <-chan struct{}, drop, dropIdle func() int64) {
	tick := time.NewTicker(Every)
	defer tick.Stop()
	var givenFor, dropped int64 // the last request whose spell was given back; bytes dropped since
	for {
		select {
		case <-stop:
			return
		case now := <-tick.C:
			dropped += drop()
			if !a.Idle(now) {
				continue
			}
			dropped += dropIdle()
			if last := a.lastRequest.Load(); last != givenFor || dropped >= giveBackAfter {
				debug.FreeOSMemory()
				a.givenBack.Add(1)
				givenFor, dropped = last, 0
			}
		}
	}
}
