package render

import (
	"os/exec"
	"syscall"
)

// setChildAttrs has the kernel kill the worker when the process that started it dies.
func setChildAttrs(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
