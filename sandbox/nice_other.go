//go:build !linux

package sandbox

// lowerPriority does nothing here: the workers keep the server's priority.
func lowerPriority() {}
