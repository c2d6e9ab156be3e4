package workers

import (
	"bytes"
	"os"
	"os/exec"
	"strconv"
	"syscall"
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
