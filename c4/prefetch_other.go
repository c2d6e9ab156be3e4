//go:build !amd64

package c4

// prefetch does nothing where no prefetch instruction is written.
func prefetch(p *uint64) {}
