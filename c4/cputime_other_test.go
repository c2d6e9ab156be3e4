//go:build !linux

package c4

import "time"

// threadCPU is not measured outside Linux.
func threadCPU() time.Duration { return 0 }
