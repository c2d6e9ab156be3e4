package svgconv

import (
	"image"
	"sync"
)

// The pixels of a large PNG are kept for the next large one. A full-size picture of a
// big tree is some 40 million pixels: a fresh 160 MB allocation each time, which, on a
// server whose heap sits at its memory limit (GOMEMLIMIT), sends the heap far past the
// collector's goal, and every goroutine that allocates then waits for the collection to
// finish (half a second of the whole server, seen under load). One kept canvas makes the
// next large drawing allocate nothing; Rasterize paints every pixel of it (the page's
// white) before drawing, so nothing of the last picture shows. The server drops it when
// idle (DropCanvas), so its memory goes back with the rest.

// keptCanvasMin is the smallest canvas worth keeping (bytes): the default slides and
// printed sheets at 144 dpi are smaller and come and go as before.
const keptCanvasMin = 16 << 20

var kept struct {
	mu  sync.Mutex
	pix []byte // nil when none is kept, or while a drawing uses it
}

// newCanvas is an RGBA image of w x h pixels, its contents undefined: the kept pixels
// when they are enough (taken: a drawing at the same time gets its own), else new ones.
func newCanvas(w, h int) *image.RGBA {
	n := 4 * w * h
	var pix []byte
	if n >= keptCanvasMin {
		kept.mu.Lock()
		if cap(kept.pix) >= n {
			pix, kept.pix = kept.pix[:n], nil
		}
		kept.mu.Unlock()
	}
	if pix == nil {
		pix = make([]byte, n)
	}
	return &image.RGBA{Pix: pix, Stride: 4 * w, Rect: image.Rect(0, 0, w, h)}
}

// keepCanvas keeps im's pixels for the next large drawing, if they are large and
// larger than those kept.
func keepCanvas(im *image.RGBA) {
	if im == nil || cap(im.Pix) < keptCanvasMin {
		return
	}
	kept.mu.Lock()
	if cap(im.Pix) > cap(kept.pix) {
		kept.pix = im.Pix[:0]
	}
	kept.mu.Unlock()
}

// DropCanvas lets the kept canvas go (the server calls it when idle, before it hands
// memory back to the system); it reports the bytes dropped.
func DropCanvas() int64 {
	kept.mu.Lock()
	defer kept.mu.Unlock()
	n := int64(cap(kept.pix))
	kept.pix = nil
	return n
}
