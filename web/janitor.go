package web

import (
	"runtime/debug"
	"time"

	"github.com/gin-gonic/gin"
)

// giveBackAfter is how much a dropping of idle cache entries must free for the server
// to hand the memory back to the system at once rather than when the runtime gets to it.
const giveBackAfter = 16 << 20

// idleAfter is how long without a request makes the server idle: the memory its last
// requests left (garbage the runtime would collect, and keep mapped, only at its next
// cycle, up to two minutes later) is handed back to the system then, once.
const idleAfter = 3 * time.Second

// janitorEvery is how often the janitor looks.
const janitorEvery = time.Second

// markActive notes when a request arrived (the probes /healthz and /metrics aside).
func (s *Server) markActive(c *gin.Context) {
	if p := c.Request.URL.Path; p != "/healthz" && p != "/metrics" {
		s.lastRequest.Store(time.Now().UnixNano())
	}
	c.Next()
}

// janitor, until stop closes, drops what the caches have kept unasked for longer than
// Config.CacheIdle (bigIdle for a big entry) and gives the memory back when that was
// much, and gives the memory back once whenever the server falls idle (idleAfter).
func (s *Server) janitor(stop <-chan struct{}) {
	tick := time.NewTicker(janitorEvery)
	defer tick.Stop()
	var givenFor int64 // the lastRequest whose idleness the memory was given back for
	for {
		select {
		case <-stop:
			return
		case now := <-tick.C:
			dropped := s.traces.dropIdle() + s.images.dropIdle()
			last := s.lastRequest.Load()
			idle := last != givenFor && now.Sub(time.Unix(0, last)) >= idleAfter
			if dropped >= giveBackAfter || idle {
				debug.FreeOSMemory()
				if idle {
					givenFor = last
				}
			}
		}
	}
}
