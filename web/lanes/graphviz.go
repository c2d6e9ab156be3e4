package lanes

import (
	"time"

	"golang.org/x/sync/semaphore"

	"github.com/gametree/gametree/render/workers"
)

// Graphviz bounds Graphviz's drawings to the render workers and
// Config.RenderQueue more (none by default): a drawing that finds them all taken is
// refused at once (429), never left to wait in the pool's queue past its deadline.
type Graphviz struct {
	slots *semaphore.Weighted
	pool  interface{ Admit() (func(), error) }
}

func NewGraphviz(workers int, pool interface{ Admit() (func(), error) }) *Graphviz {
	return &Graphviz{slots: semaphore.NewWeighted(int64(max(workers, 1))), pool: pool}
}

// Admit takes a worker's place for one drawing, or refuses at once.
func (g *Graphviz) Admit() (release func(), err error) {
	if !g.slots.TryAcquire(1) {
		return nil, &workers.BusyError{RetryAfter: time.Second}
	}
	if g.pool == nil {
		return func() { g.slots.Release(1) }, nil
	}
	done, err := g.pool.Admit()
	if err != nil {
		g.slots.Release(1)
		return nil, err
	}
	return func() { done(); g.slots.Release(1) }, nil
}
