package procpool

import (
	"time"

	"github.com/prometheus/procfs"
)

// progress is a count that grows while process pid runs or waits, runnable, for a
// CPU: the CPU time and the run-queue delay of all its threads, in nanoseconds (their
// schedstat; their CPU time in clock ticks where the kernel keeps none), plus the
// clock's time whenever one of its threads is runnable (state R: the kernel adds a
// run-queue delay only once the thread gets the CPU). A frozen process (stopped, or
// asleep on something that never comes) holds it still; a CPU-starved one, waiting
// its turn on a loaded machine, does not, though its CPU time stands still.
func progress(pid int) (int64, bool) {
	threads, err := procfs.AllThreads(pid)
	if err != nil {
		return 0, false
	}
	var sum int64
	read, runnable := 0, false
	for _, t := range threads {
		st, err := t.Stat()
		if err != nil {
			continue // the thread ended meanwhile
		}
		read++
		runnable = runnable || st.State == "R"
		if ss, err := t.Schedstat(); err == nil {
			sum += int64(ss.RunningNanoseconds + ss.WaitingNanoseconds)
		} else {
			sum += int64(st.UTime + st.STime)
		}
	}
	if read == 0 {
		return 0, false
	}
	if runnable {
		sum += time.Now().UnixNano() // runnable: never taken for frozen
	}
	return sum, true
}

// residentMemory is process pid's resident memory in bytes (0 when unknown).
func residentMemory(pid int) int64 {
	p, err := procfs.NewProc(pid)
	if err != nil {
		return 0
	}
	st, err := p.Stat()
	if err != nil {
		return 0
	}
	return int64(st.ResidentMemory())
}
