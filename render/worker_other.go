//go:build !linux

package render

import "os/exec"

// setChildAttrs: elsewhere the worker exits when its standard input closes.
func setChildAttrs(cmd *exec.Cmd) {}
