package c4

// prefetch asks the processor to bring the cache line of p in, without waiting for it.
//
//go:noescape
func prefetch(p *uint64)
