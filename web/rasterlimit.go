package web

import (
	"context"
	"runtime/debug"
	"sync/atomic"
	"time"

	"golang.org/x/sync/semaphore"

	"github.com/gametree/gametree/render/svgconv"
	"github.com/gametree/gametree/render/workers"
	"github.com/gametree/gametree/worksheet"
)

// pixelBudget bounds the memory of the pictures rasterised at once in the server's
// process for the sheets (PNG): each takes its pixels from the budget (4 bytes each
// while it is drawn), so one 600 dpi A4 page (35 million pixels, 140 MB) goes alone
// where a class's 144 dpi pages (2 million each) go many at once. A picture waits
// at most wait for its pixels, then is refused with 429 and Retry-After.
//
// After a big picture, when no other is being drawn, the memory is handed back to the
// system at once: the runtime would keep it for minutes.
type pixelBudget struct {
	sem      *semaphore.Weighted
	capacity int64
	wait     time.Duration
	inUse    atomic.Int64
	waiting  atomic.Int64 // pictures waiting for their pixels
}

// bigRaster is the size of a picture after which the memory is handed back (a 300 dpi
// A4 page is 8.7 million pixels).
const bigRaster = 8_000_000

func newPixelBudget(capacity int64, wait time.Duration) *pixelBudget {
	// one picture of the largest size must fit, else it would wait for ever
	capacity = max(capacity, svgconv.MaxPNGPixels)
	return &pixelBudget{sem: semaphore.NewWeighted(capacity), capacity: capacity, wait: wait}
}

// sheetPixels is the most pixels a sheet's PNG at dpi can have: an A4 page (a single
// exercise's sheet is smaller), within svgconv.MaxPNGPixels.
func sheetPixels(dpi int) int64 {
	scale := float64(dpi) / 72
	return min(int64(worksheet.A4Width*worksheet.A4Height*scale*scale)+1, svgconv.MaxPNGPixels)
}

// take waits for n pixels (at most the budget's wait, and until ctx ends). release
// gives them back, and the memory too after a big picture when no other is drawn.
func (b *pixelBudget) take(ctx context.Context, n int64) (release func(), err error) {
	n = min(n, b.capacity)
	wctx, cancel := context.WithTimeout(ctx, b.wait)
	defer cancel()
	waiting := b.waiting.Add(1)
	err = b.sem.Acquire(wctx, n)
	b.waiting.Add(-1)
	if err != nil {
		if ctx.Err() != nil {
			return nil, errCancelled
		}
		return nil, drawingError(ctx, &workers.BusyError{Queued: int(waiting), RetryAfter: time.Second})
	}
	b.inUse.Add(n)
	return func() {
		b.sem.Release(n)
		if b.inUse.Add(-n) == 0 && n >= bigRaster {
			debug.FreeOSMemory()
		}
	}, nil
}
