//go:build !linux

package workers

import "os/exec"

// setChildAttrs: elsewhere the worker exits when its standard input closes.
func setChildAttrs(cmd *exec.Cmd) {}

// cpuTime is not known here: the watchdog cannot tell a frozen worker from a busy one,
// and only the render's deadline stops a frozen one.
func cpuTime(pid int) (int64, bool) { return 0, false }

// progress is not known here either (see cpuTime).
func progress(pid int) (int64, bool) { return 0, false }
