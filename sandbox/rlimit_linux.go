package sandbox

import (
	"bytes"
	"os"
	"strconv"
	"syscall"
)

// limitAddressSpace limits this process's address space to what it has now plus
// extra bytes (RLIMIT_AS): an allocation past it fails, and the Go runtime ends the
// process, which is all an allocation bomb can do.
func limitAddressSpace(extra uint64) error {
	now := vmSize()
	lim := &syscall.Rlimit{Cur: now + extra, Max: now + extra}
	return syscall.Setrlimit(syscall.RLIMIT_AS, lim)
}

// vmSize is the process's address space now, from /proc/self/status.
func vmSize() uint64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range bytes.Split(b, []byte("\n")) {
		if rest, ok := bytes.CutPrefix(line, []byte("VmSize:")); ok {
			f := bytes.Fields(rest)
			if len(f) > 0 {
				kb, _ := strconv.ParseUint(string(f[0]), 10, 64)
				return kb << 10
			}
		}
	}
	return 0
}

// childAttrs has the kernel kill a worker when the process that started it dies.
func childAttrs() *syscall.SysProcAttr { return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL} }
