package lab

import (
	"syscall"
	"time"
	"unsafe"
)

// threadCPU is the CPU time the calling thread has used (CLOCK_THREAD_CPUTIME_ID): a
// measure the other processes of a loaded machine do not inflate, unlike the wall
// clock. The caller locks its goroutine to its thread.
func threadCPU() time.Duration {
	var ts syscall.Timespec
	const clockThreadCPUTime = 3
	_, _, _ = syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0)
	return time.Duration(ts.Nano())
}
