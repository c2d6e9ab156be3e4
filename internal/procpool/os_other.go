//go:build !linux

package procpool

import "os/exec"

// setChildAttrs: elsewhere a worker exits when its standard input closes.
func setChildAttrs(*exec.Cmd) {}

// limitAddressSpace is Linux only: elsewhere HeapBytes alone bounds a worker.
func limitAddressSpace(uint64) error { return nil }
