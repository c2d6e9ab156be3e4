//go:build !linux

package c4

// adviseHugePages does nothing outside Linux.
func adviseHugePages(s []byte) {}
