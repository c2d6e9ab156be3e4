package web

import (
	"os"
	"runtime"
	"strconv"
	"strings"
)

// A live solve takes both cores (c4's lazy SMP, 2 threads) only when the machine is
// otherwise idle: the heavy lane runs nothing else and nobody waits for it, no light
// search runs, and the machine's load (Linux: /proc/loadavg, the last minute) leaves a
// core free. On a quiet 2-core machine two threads solve the empty board 2.2 times
// faster (README's table: 35.8 s against 16.3 s); on a busy one they are slower than
// one, and take about 10% more nodes (measured here at load 9 to 14: three openings of
// 6 to 8 stones, 12.4 to 14.2 s on one thread against 14.9 to 21.3 s on two), and the
// second core is a class's pages' own.

// liveThreads is how many threads a live solve takes now.
func (s *Server) liveThreads() int {
	running, _ := s.heavy.Stats()
	load, known := machineLoad()
	return solveThreads(running, s.heavy.Queued(), s.slots.InUse(), runtime.GOMAXPROCS(0), load, known)
}

// solveThreads is the rule: running heavy requests (the solve's own included),
// requests waiting for the heavy lane, light searches running, the cores, and the
// machine's load when known.
func solveThreads(running, queued, light, cores int, load float64, known bool) int {
	if cores < 2 || running > 1 || queued > 0 || light > 0 {
		return 1
	}
	// the solve itself counts about 1 in the load once it has run a while
	if known && load > float64(cores)-0.5 {
		return 1
	}
	return 2
}

// machineLoad is the last minute's load average, where the system tells it.
func machineLoad() (float64, bool) {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0, false
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return 0, false
	}
	v, err := strconv.ParseFloat(f[0], 64)
	return v, err == nil
}
