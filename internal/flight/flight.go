package flight

import (
	"context"
	"fmt"
	"runtime/debug"
	"sync"
	"time"
)

// Group runs one call per key at a time; the callers of a key already running wait
// for its result. The zero value is ready to use.
type Group[K comparable, V any] struct {
	mu      sync.Mutex
	m       map[K]*call[V]
	running int // calls whose fn has not returned, cancelled ones included
}

type call[V any] struct {
	done    chan struct{}
	val     V
	err     error
	waiters int
	cancel  context.CancelFunc
}

// PanicError is the error of a call whose work panicked.
type PanicError struct {
	Value any
	Stack []byte
}

func (e *PanicError) Error() string { return fmt.Sprintf("panic: %v", e.Value) }

// Do returns fn's result for key, running fn once for every caller that asks while
// it runs (shared is true for the callers that joined a call already running).
//
// fn runs in a goroutine of its own, under a context that keeps ctx's values but not
// its cancellation, with the given deadline (zero: none). When ctx ends, Do returns
// ctx.Err() at once; when no caller is left waiting, fn's context is cancelled and
// the next caller of key starts a new call. A panic in fn is returned as a
// *PanicError.
func (g *Group[K, V]) Do(ctx context.Context, key K, deadline time.Time, fn func(context.Context) (V, error)) (v V, err error, shared bool) {
	if err := ctx.Err(); err != nil {
		return v, err, false
	}
	g.mu.Lock()
	if g.m == nil {
		g.m = map[K]*call[V]{}
	}
	c, shared := g.m[key]
	if !shared {
		wctx := context.WithoutCancel(ctx)
		var cancel context.CancelFunc
		if deadline.IsZero() {
			wctx, cancel = context.WithCancel(wctx)
		} else {
			wctx, cancel = context.WithDeadline(wctx, deadline)
		}
		c = &call[V]{done: make(chan struct{}), cancel: cancel}
		g.m[key] = c
		g.running++
		go g.run(wctx, key, c, fn)
	}
	c.waiters++
	g.mu.Unlock()

	select {
	case <-c.done:
		return c.val, c.err, shared
	case <-ctx.Done():
	}
	select {
	case <-c.done: // finished meanwhile: take the result
		return c.val, c.err, shared
	default:
	}
	g.mu.Lock()
	c.waiters--
	if c.waiters == 0 {
		c.cancel()
		if g.m[key] == c {
			delete(g.m, key) // a new caller starts afresh rather than join a cancelled call
		}
	}
	g.mu.Unlock()
	return v, ctx.Err(), shared
}

func (g *Group[K, V]) run(ctx context.Context, key K, c *call[V], fn func(context.Context) (V, error)) {
	defer func() {
		if r := recover(); r != nil {
			c.err = &PanicError{Value: r, Stack: debug.Stack()}
		}
		c.cancel()
		g.mu.Lock()
		if g.m[key] == c {
			delete(g.m, key)
		}
		g.running--
		g.mu.Unlock()
		close(c.done)
	}()
	c.val, c.err = fn(ctx)
}

// Waiters is the number of callers waiting for key's call (0 when none runs).
func (g *Group[K, V]) Waiters(key K) int {
	g.mu.Lock()
	defer g.mu.Unlock()
	if c, ok := g.m[key]; ok {
		return c.waiters
	}
	return 0
}

// Running is the number of calls whose fn has not returned yet, over every key: the
// cancelled ones nobody waits for any more included, until they return.
func (g *Group[K, V]) Running() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.running
}

// Waiting is the number of callers waiting, over every key.
func (g *Group[K, V]) Waiting() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	n := 0
	for _, c := range g.m {
		n += c.waiters
	}
	return n
}
