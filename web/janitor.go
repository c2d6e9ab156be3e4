package web

import (
	"runtime/debug"
	"time"
)

// giveBackAfter is how much a dropping of idle cache entries must free for the server
// to hand the memory back to the system at once rather than when the runtime gets to it.
const giveBackAfter = 16 << 20

// janitor drops what the caches have kept unasked for longer than Config.CacheIdle,
// until stop closes, and gives the memory back when that was much.
func (s *Server) janitor(stop <-chan struct{}) {
	tick := time.NewTicker(max(s.cfg.CacheIdle/4, time.Second))
	defer tick.Stop()
	for {
		select {
		case <-stop:
			return
		case <-tick.C:
			if s.traces.dropIdle()+s.images.dropIdle() >= giveBackAfter {
				debug.FreeOSMemory()
			}
		}
	}
}
