package sandbox

import (
	"os"
	"strconv"
	"syscall"
)

// workerNice is the lab workers' niceness: student code gets the CPU the server's
// own requests leave (a light search answers at once while endless loops run).
const workerNice = 10

// lowerPriority makes the worker process nicer. Linux keeps a niceness per thread:
// every thread the runtime has now is set, and the threads it makes later inherit it
// from the thread that makes them.
func lowerPriority() {
	tasks, err := os.ReadDir("/proc/self/task")
	if err != nil {
		_ = syscall.Setpriority(syscall.PRIO_PROCESS, 0, workerNice)
		return
	}
	for _, t := range tasks {
		if tid, err := strconv.Atoi(t.Name()); err == nil {
			_ = syscall.Setpriority(syscall.PRIO_PROCESS, tid, workerNice)
		}
	}
}
