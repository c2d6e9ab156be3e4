package procpool

import (
	"os/exec"
	"syscall"

	"github.com/prometheus/procfs"
	"golang.org/x/sys/unix"
)

// setChildAttrs has the kernel kill a worker when the process that started it dies.
func setChildAttrs(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: unix.SIGKILL}
}

// limitAddressSpace limits this process's address space to what it has now plus extra
// bytes (RLIMIT_AS): an allocation past it fails, and the Go runtime ends the
// process, which is all an allocation bomb can do.
func limitAddressSpace(extra uint64) error {
	self, err := procfs.Self()
	if err != nil {
		return err
	}
	st, err := self.NewStatus()
	if err != nil {
		return err
	}
	lim := st.VmSize + extra
	return unix.Setrlimit(unix.RLIMIT_AS, &unix.Rlimit{Cur: lim, Max: lim})
}
