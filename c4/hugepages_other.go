//go:build !linux

package c4

// adviseHugePages does nothing outside Linux.
func adviseHugePages[T uint8 | uint32](s []T) {}
