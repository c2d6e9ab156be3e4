//go:build !linux

package sandbox

import "syscall"

// limitAddressSpace is Linux only: elsewhere a worker has the heap watchdog alone.
func limitAddressSpace(uint64) error { return nil }

func childAttrs() *syscall.SysProcAttr { return nil }
