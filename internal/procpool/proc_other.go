//go:build !linux

package procpool

// progress is not known here: the watchdog cannot tell a frozen worker from a busy
// one, and only a call's deadline stops a frozen one.
func progress(int) (int64, bool) { return 0, false }

// residentMemory is not known here: MaxRSS recycles nothing.
func residentMemory(int) int64 { return 0 }
