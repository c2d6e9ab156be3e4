package web

import (
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/semaphore"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render/workers"
	"github.com/gametree/gametree/web/apierr"
)

// Two lanes. The light lane is the server's slots for small work: searches of at most
// LightNodes (Config.MaxSearches slots, waiting Config.QueueWait), drawings of at most
// LightPixels (Config.DrawSlots, a queue of Config.DrawQueue), exercises and grades
// (slots of their own). The heavy lane takes everything a cost says is more (see
// cost.heavy): big searches and their JSON, large PNGs and sheets, comparisons past
// lightWork, sweeps, the connect-4 solver, Graphviz's drawings (a worker process's
// CPU is the machine's too: --heavy bounds all the heavy work at once). A heavy request never takes a light slot
// and a light one never a heavy slot, so a class's pages, traces, exercises and
// grades never wait behind heavy work and are never refused because of it.
//
// The heavy lane admits at once or refuses at once: a request takes one of
// Config.HeavySlots and its estimated bytes from the heavy budget (heavyShare of
// Config.Memory; golang.org/x/sync/semaphore, without waiting), or is answered 429
// with Retry-After (from the recent heavy requests' times) before any work. A request
// that needs more than the whole heavy budget is refused with 422 and what to ask for
// instead. Graphviz's drawings also take one of the render workers (no queue either,
// unless Config.RenderQueue).

// heavyLane admits the heavy requests.
type heavyLane struct {
	slots  *semaphore.Weighted
	nslots int64
	mem    *semaphore.Weighted
	budget int64 // bytes

	mu      sync.Mutex
	running int               // slots held
	inUse   int64             // bytes held by the running requests
	recent  time.Duration     // moving average of the heavy slots' times
	bySpell map[string]*spell // the slots held for a search, by its key

	admitted, refused, tooBig atomic.Int64
}

// spell is one heavy slot's time: the requests about one search share it (the page
// asks for a search's trace and its picture at once; both would need the slot). Of
// them, one may do heavy work of its own beyond the search (a big trace's JSON, a
// large PNG); the others' own work must be light (an SVG of the tree).
type spell struct {
	key       string
	holders   int
	heavyOwns int
	start     time.Time
}

// maxSharers is how many requests may share one search's heavy slot: the page's trace
// and picture, and a download or two.
const maxSharers = 4

func newHeavyLane(slots int, budget int64) *heavyLane {
	return &heavyLane{slots: semaphore.NewWeighted(int64(slots)), nslots: int64(slots),
		mem: semaphore.NewWeighted(budget), budget: budget, bySpell: map[string]*spell{}}
}

// ticket is an admitted heavy request's place: its share of a slot and its bytes;
// release gives them back (once).
type ticket struct {
	l     *heavyLane
	sp    *spell
	bytes int64
	once  sync.Once
}

// admit takes a place for a request of cost c, or refuses it at once: 422 when it
// needs more than the lane's whole budget, 429 with Retry-After when the lane is full.
// A request about a search (key, "" for none) whose slot another request holds
// shares that slot (up to maxSharers) when its own work beyond the search (own) is
// light, or is the only heavy one of the spell's, and takes only its own bytes: the
// search's recorded nodes are counted once, by the holder.
func (l *heavyLane) admit(key string, c, own cost) (*ticket, error) {
	b := c.bytes()
	if b > l.budget {
		l.tooBig.Add(1)
		return nil, tooBig(c, l.budget)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if sp := l.bySpell[key]; key != "" && sp != nil && sp.holders < maxSharers && (!own.heavy() || sp.heavyOwns == 0) {
		if c.recorded { // the holder counted the search
			b -= c.nodes * recordedNodeBytes
		}
		if !l.mem.TryAcquire(b) {
			l.refused.Add(1)
			return nil, l.busyLocked()
		}
		sp.holders++
		if own.heavy() {
			sp.heavyOwns++
		}
		l.inUse += b
		l.admitted.Add(1)
		return &ticket{l: l, sp: sp, bytes: b}, nil
	}
	if !l.slots.TryAcquire(1) {
		l.refused.Add(1)
		return nil, l.busyLocked()
	}
	if !l.mem.TryAcquire(b) {
		l.slots.Release(1)
		l.refused.Add(1)
		return nil, l.busyLocked()
	}
	sp := &spell{key: key, holders: 1, start: time.Now()}
	if own.heavy() {
		sp.heavyOwns = 1
	}
	if key != "" && l.bySpell[key] == nil {
		l.bySpell[key] = sp
	}
	l.running++
	l.inUse += b
	l.admitted.Add(1)
	return &ticket{l: l, sp: sp, bytes: b}, nil
}

// busyLocked is the answer of a full lane, with l.mu held: 429, and when to come
// back.
func (l *heavyLane) busyLocked() *apierr.Error {
	wait := l.recent * time.Duration(max(l.running, 1)) / time.Duration(l.nslots)
	secs := min(max(int((wait+time.Second-1)/time.Second), 1), 60)
	return &apierr.Error{Status: http.StatusTooManyRequests, Retry: secs,
		Err: msg.New("web.heavy_busy", "seconds", secs, "nodes", LightNodes, "pixels", LightPixels)}
}

// shrink lowers the ticket's bytes to b once the request knows it needs less (a PNG's
// real size, once its SVG is drawn).
func (t *ticket) shrink(b int64) {
	l := t.l
	l.mu.Lock()
	defer l.mu.Unlock()
	if b >= t.bytes || b < 0 {
		return
	}
	l.mem.Release(t.bytes - b)
	l.inUse -= t.bytes - b
	t.bytes = b
}

// release gives the place back: its bytes, and the slot when it was the last to hold
// it (the memory goes back to the system once the server is idle: see janitor).
func (t *ticket) release() {
	t.once.Do(func() {
		l := t.l
		l.mu.Lock()
		defer l.mu.Unlock()
		l.mem.Release(t.bytes)
		l.inUse -= t.bytes
		if t.sp.holders--; t.sp.holders > 0 {
			return
		}
		if l.bySpell[t.sp.key] == t.sp {
			delete(l.bySpell, t.sp.key)
		}
		l.running--
		if took := time.Since(t.sp.start); l.recent == 0 {
			l.recent = took
		} else {
			l.recent += (took - l.recent) / 4
		}
		l.slots.Release(1)
	})
}

// stats reports the running requests, the bytes they hold and the counters.
func (l *heavyLane) stats() (running int, inUse int64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.running, l.inUse
}

// graphvizLane bounds Graphviz's drawings to the render workers and
// Config.RenderQueue more (none by default): a drawing that finds them all taken is
// refused at once (429), never left to wait in the pool's queue past its deadline.
type graphvizLane struct {
	slots *semaphore.Weighted
	pool  interface{ Admit() (func(), error) }
}

func newGraphvizLane(workers int, pool interface{ Admit() (func(), error) }) *graphvizLane {
	return &graphvizLane{slots: semaphore.NewWeighted(int64(max(workers, 1))), pool: pool}
}

// admit takes a worker's place for one drawing, or refuses at once.
func (g *graphvizLane) admit() (release func(), err error) {
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
