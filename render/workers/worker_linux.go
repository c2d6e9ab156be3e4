package workers

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"time"
)

// setChildAttrs has the kernel kill the worker when the process that started it dies.
func setChildAttrs(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}

// cpuTime is the CPU time process pid has used so far, in clock ticks (user plus
// system, from /proc/PID/stat), and whether it could be read.
func cpuTime(pid int) (int64, bool) {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false
	}
	return parseCPUTime(data)
}

// parseCPUTime reads utime and stime from a /proc/PID/stat line. The command name,
// in parentheses, may hold spaces and parentheses: the fields start after the last ')'.
func parseCPUTime(stat []byte) (int64, bool) {
	i := bytes.LastIndexByte(stat, ')')
	if i < 0 {
		return 0, false
	}
	f := bytes.Fields(stat[i+1:])
	// f[0] is the state (field 3); utime and stime are fields 14 and 15
	if len(f) < 13 {
		return 0, false
	}
	u, err1 := strconv.ParseInt(string(f[11]), 10, 64)
	s, err2 := strconv.ParseInt(string(f[12]), 10, 64)
	if err1 != nil || err2 != nil {
		return 0, false
	}
	return u + s, true
}

// progress is a count that grows while process pid runs or waits, runnable, for a
// CPU: the CPU time and the run-queue delay of all its threads, in nanoseconds
// (/proc/PID/task/*/schedstat; the CPU time in clock ticks where the kernel keeps no
// schedstat), and the clock's time whenever one of its threads is runnable (state R:
// the kernel adds a run-queue delay only once the thread gets the CPU). A frozen
// process (stopped, or asleep on something that never comes) holds it still; a
// CPU-starved one, waiting its turn on a loaded machine, does not, though its CPU
// time stands still.
func progress(pid int) (int64, bool) {
	dir := "/proc/" + strconv.Itoa(pid) + "/task"
	tasks, err := os.ReadDir(dir)
	if err != nil || len(tasks) == 0 {
		return 0, false
	}
	var sum int64
	for _, t := range tasks {
		b, err := os.ReadFile(filepath.Join(dir, t.Name(), "schedstat"))
		ran, waited, ok := parseSchedstat(b)
		if err != nil || !ok {
			ticks, known := cpuTime(pid)
			if !known {
				return 0, false
			}
			sum = ticks
			break
		}
		sum += ran + waited
	}
	if runnable(dir, tasks) {
		sum += time.Now().UnixNano() // runnable: never taken for frozen
	}
	return sum, true
}

// parseSchedstat reads "run_ns wait_ns timeslices" from a schedstat file.
func parseSchedstat(b []byte) (ran, waited int64, ok bool) {
	f := bytes.Fields(b)
	if len(f) < 2 {
		return 0, 0, false
	}
	r, err1 := strconv.ParseInt(string(f[0]), 10, 64)
	w, err2 := strconv.ParseInt(string(f[1]), 10, 64)
	return r, w, err1 == nil && err2 == nil
}

// runnable reports whether a thread of the process is running or runnable (state R).
func runnable(dir string, tasks []os.DirEntry) bool {
	for _, t := range tasks {
		b, err := os.ReadFile(filepath.Join(dir, t.Name(), "stat"))
		if err != nil {
			continue
		}
		if i := bytes.LastIndexByte(b, ')'); i >= 0 && i+2 < len(b) && b[i+2] == 'R' {
			return true
		}
	}
	return false
}
