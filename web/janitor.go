package web

import (
	"runtime/debug"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/render/svgconv"
)

// The memory a burst used goes back to the system once the server is idle: no request
// in flight and none for idleAfter. The runtime would keep it mapped until its next
// collection (up to two minutes later with nothing allocating) and then return it
// slowly; debug.FreeOSMemory collects and returns it at once, but holds the heap while
// it does (a few hundred milliseconds for a few hundred MB, every allocation waiting),
// so it is never called while requests are being answered: under load the runtime
// reuses the memory (within GOMEMLIMIT: Config.Memory) instead.

// idleAfter is how long without a request makes the server idle.
const idleAfter = 2 * time.Second

// giveBackAfter is how much the caches must drop, while the server is idle, for the
// memory to be given back again (a big entry goes lru.BigIdle after its last use).
const giveBackAfter = 16 << 20

// janitorEvery is how often the janitor looks.
const janitorEvery = time.Second

// markActive counts the requests in flight and notes when the last one arrived (the
// probes /healthz and /metrics aside: they do not keep a server busy).
func (s *Server) markActive(c *gin.Context) {
	if p := c.Request.URL.Path; p == "/healthz" || p == "/metrics" {
		c.Next()
		return
	}
	s.active.Add(1)
	defer func() {
		s.lastRequest.Store(time.Now().UnixNano())
		s.active.Add(-1)
	}()
	c.Next()
}

// idle reports whether no request is in flight and none ended in idleAfter.
func (s *Server) idle(now time.Time) bool {
	return s.active.Load() == 0 && now.Sub(time.Unix(0, s.lastRequest.Load())) >= idleAfter
}

// janitor, until stop closes, drops what the caches have kept unasked for longer than
// Config.CacheIdle (lru.BigIdle for a big entry), and gives the memory back to the system
// once the server is idle: once after each busy spell, and again whenever the caches
// drop giveBackAfter more.
func (s *Server) janitor(stop <-chan struct{}) {
	tick := time.NewTicker(janitorEvery)
	defer tick.Stop()
	var givenFor, dropped int64 // the last request whose spell was given back; bytes dropped since
	for {
		select {
		case <-stop:
			return
		case now := <-tick.C:
			dropped += s.traces.DropIdle() + s.images.DropIdle()
			if !s.idle(now) {
				continue
			}
			dropped += svgconv.DropCanvas() // a large PNG's pixels, kept for the next one
			if last := s.lastRequest.Load(); last != givenFor || dropped >= giveBackAfter {
				debug.FreeOSMemory()
				s.givenBack.Add(1)
				givenFor, dropped = last, 0
			}
		}
	}
}
