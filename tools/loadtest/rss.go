package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// memSample is one reading of resident memory, in bytes: the server process alone,
// and with all its descendants (the render workers).
type memSample struct {
	at            time.Time
	server, total int64
	procs         int // processes counted in total
}

// sampler reads a process tree's RSS from /proc every interval until stopped.
type sampler struct {
	pid  int
	mu   sync.Mutex
	all  []memSample
	done chan struct{}
	wg   sync.WaitGroup
}

func newSampler(pid int, every time.Duration) *sampler {
	s := &sampler{pid: pid, done: make(chan struct{})}
	if pid <= 0 {
		return s
	}
	s.take()
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-s.done:
				return
			case <-t.C:
				s.take()
			}
		}
	}()
	return s
}

func (s *sampler) stop() {
	if s.pid > 0 {
		close(s.done)
		s.wg.Wait()
	}
}

// take records one sample now (nothing when the process is gone).
func (s *sampler) take() (memSample, bool) {
	m, ok := treeRSS(s.pid)
	if ok {
		s.mu.Lock()
		s.all = append(s.all, m)
		s.mu.Unlock()
	}
	return m, ok
}

func (s *sampler) samples() []memSample {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]memSample(nil), s.all...)
}

// treeRSS sums VmRSS over pid and its descendants.
func treeRSS(pid int) (memSample, bool) {
	m := memSample{at: time.Now()}
	own, ok := rssOf(pid)
	if !ok {
		return m, false
	}
	m.server, m.total, m.procs = own, own, 1
	for _, c := range descendants(pid) {
		if r, ok := rssOf(c); ok {
			m.total += r
			m.procs++
		}
	}
	return m, true
}

// rssOf reads VmRSS from /proc/PID/status.
func rssOf(pid int) (int64, bool) {
	b, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "status"))
	if err != nil {
		return 0, false
	}
	for _, line := range bytes.Split(b, []byte("\n")) {
		if rest, ok := bytes.CutPrefix(line, []byte("VmRSS:")); ok {
			f := strings.Fields(string(rest))
			if len(f) >= 1 {
				kb, err := strconv.ParseInt(f[0], 10, 64)
				return kb << 10, err == nil
			}
		}
	}
	return 0, false
}

// descendants lists every process below pid, found through /proc/*/stat's parent ids.
func descendants(pid int) []int {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	kids := map[int][]int{}
	for _, e := range entries {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if pp, ok := parentOf(p); ok {
			kids[pp] = append(kids[pp], p)
		}
	}
	var out []int
	queue := []int{pid}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, c := range kids[p] {
			out = append(out, c)
			queue = append(queue, c)
		}
	}
	return out
}

// parentOf reads the parent id from /proc/PID/stat ("pid (comm) state ppid ...";
// comm may hold spaces and parentheses, so read after the last ')').
func parentOf(pid int) (int, bool) {
	b, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil {
		return 0, false
	}
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, false
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 2 {
		return 0, false
	}
	pp, err := strconv.Atoi(f[1])
	return pp, err == nil
}

// clockTicks is the unit of /proc/PID/stat's times (USER_HZ, 100 on Linux).
const clockTicks = 100

// cpuTime is the CPU time used by pid, its reaped children (workers that were
// replaced) and its live descendants, from /proc; -1 when unknown.
func cpuTime(pid int) time.Duration {
	own := statTimes(pid, true)
	if own < 0 {
		return -1
	}
	for _, c := range descendants(pid) {
		if t := statTimes(c, false); t > 0 {
			own += t
		}
	}
	return own
}

// statTimes reads utime+stime (and cutime+cstime with children) of a process.
func statTimes(pid int, children bool) time.Duration {
	b, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil {
		return -1
	}
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return -1
	}
	f := strings.Fields(string(b[i+1:]))
	// after the command: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14)
	if len(f) < 15 {
		return -1
	}
	last := 12
	if children {
		last = 14
	}
	var ticks int64
	for k := 11; k <= last; k++ {
		n, err := strconv.ParseInt(f[k], 10, 64)
		if err != nil {
			return -1
		}
		ticks += n
	}
	return time.Duration(ticks) * time.Second / clockTicks
}
