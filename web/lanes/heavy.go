package lanes

import (
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/semaphore"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/web/apierr"
)

// Two lanes. The light lane is the server's slots for small work: searches of at most
// LightNodes (Config.MaxSearches slots, waiting Config.QueueWait), drawings of at most
// LightPixels (Config.DrawSlots, a queue of Config.DrawQueue), exercises and grades
// (slots of their own). The heavy lane takes everything a cost says is more (see
// Cost.Heavy): big searches and their JSON, large PNGs and sheets, comparisons past
// LightWork, sweeps, the connect-4 solver, Graphviz's drawings (a worker process's
// CPU is the machine's too: --heavy bounds all the heavy work at once). A heavy request never takes a light slot
// and a light one never a heavy slot, so a class's pages, traces, exercises and
// grades never wait behind heavy work and are never refused because of it.
//
// The heavy lane admits at once or refuses at once: a request takes one of
// Config.HeavySlots and its estimated bytes from the heavy budget (heavyShare of
// Config.Memory; golang.org/x/sync/semaphore, without waiting), or is answered 429
// with Retry-After (from the recent heavy requests' times) before any work. A request
// that needs more than the whole heavy budget is refused with 422 and what to ask for
// instead. The connect-4 solver's requests may wait instead, a few seconds at most, in
// a queue of their own (AdmitWait, heavy_wait.go). Graphviz's drawings also take one of the render workers (no queue either,
// unless Config.RenderQueue).

// Heavy is the heavy lane: it admits the heavy requests.
type Heavy struct {
	slots  *semaphore.Weighted
	nslots int64
	mem    *semaphore.Weighted
	budget int64 // bytes

	mu      sync.Mutex
	running int               // slots held
	inUse   int64             // bytes held by the running requests
	recent  time.Duration     // moving average of the heavy slots' times
	bySpell map[string]*spell // the slots held for a search, by its key
	queue   []*waiter         // the requests waiting for a slot, first come first (heavy_wait.go)

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

func NewHeavy(slots int, budget int64) *Heavy {
	return &Heavy{slots: semaphore.NewWeighted(int64(slots)), nslots: int64(slots),
		mem: semaphore.NewWeighted(budget), budget: budget, bySpell: map[string]*spell{}}
}

// Ticket is an admitted heavy request's place: its share of a slot and its bytes;
// release gives them back (once).
type Ticket struct {
	l     *Heavy
	sp    *spell
	bytes int64
	once  sync.Once
}

// Admit takes a place for a request of cost c, or refuses it at once: 422 when it
// needs more than the lane's whole budget, 429 with Retry-After when the lane is full.
// A request about a search (key, "" for none) whose slot another request holds
// shares that slot (up to maxSharers) when its own work beyond the search (own) is
// light, or is the only heavy one of the spell's, and takes only its own bytes: the
// search's recorded nodes are counted once, by the holder.
func (l *Heavy) Admit(key string, c, own Cost) (*Ticket, error) {
	b := c.Bytes()
	if b > l.budget {
		l.tooBig.Add(1)
		return nil, TooBig(c, l.budget)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	t, err := l.admitLocked(key, c, own, b, false)
	if err != nil {
		l.refused.Add(1)
	}
	return t, err
}

// admitLocked is Admit with l.mu held and the request's bytes b known; a request that
// does not share a spell takes a new slot only when no request waits in the queue
// before it (queued: it is the queue's head, see AdmitWait).
func (l *Heavy) admitLocked(key string, c, own Cost, b int64, queued bool) (*Ticket, error) {
	if sp := l.bySpell[key]; key != "" && sp != nil && sp.holders < maxSharers && (!own.Heavy() || sp.heavyOwns == 0) {
		if c.Recorded { // the holder counted the search
			b -= c.Nodes * RecordedNodeBytes
		}
		if !l.mem.TryAcquire(b) {
			return nil, l.busyLocked()
		}
		sp.holders++
		if own.Heavy() {
			sp.heavyOwns++
		}
		l.inUse += b
		l.admitted.Add(1)
		return &Ticket{l: l, sp: sp, bytes: b}, nil
	}
	if (len(l.queue) > 0 && !queued) || !l.slots.TryAcquire(1) {
		return nil, l.busyLocked()
	}
	if !l.mem.TryAcquire(b) {
		l.slots.Release(1)
		return nil, l.busyLocked()
	}
	sp := &spell{key: key, holders: 1, start: time.Now()}
	if own.Heavy() {
		sp.heavyOwns = 1
	}
	if key != "" && l.bySpell[key] == nil {
		l.bySpell[key] = sp
	}
	l.running++
	l.inUse += b
	l.admitted.Add(1)
	return &Ticket{l: l, sp: sp, bytes: b}, nil
}

// busyLocked is the answer of a full lane, with l.mu held: 429, and when to come
// back.
func (l *Heavy) busyLocked() *apierr.Error {
	wait := l.recent * time.Duration(max(l.running, 1)) / time.Duration(l.nslots)
	secs := min(max(int((wait+time.Second-1)/time.Second), 1), 60)
	return &apierr.Error{Status: http.StatusTooManyRequests, Retry: secs,
		Err: msg.New("web.heavy_busy", "seconds", secs, "nodes", LightNodes, "pixels", LightPixels)}
}

// Shrink lowers the ticket's bytes to b once the request knows it needs less (a PNG's
// real size, once its SVG is drawn).
func (t *Ticket) Shrink(b int64) {
	l := t.l
	l.mu.Lock()
	defer l.mu.Unlock()
	if b >= t.bytes || b < 0 {
		return
	}
	l.mem.Release(t.bytes - b)
	l.inUse -= t.bytes - b
	t.bytes = b
	l.wakeLocked()
}

// Release gives the place back: its bytes, and the slot when it was the last to hold
// it (the memory goes back to the system once the server is idle: see janitor).
func (t *Ticket) Release() {
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
		l.wakeLocked()
	})
}

// Stats reports the running requests, the bytes they hold and the counters.
func (l *Heavy) Stats() (running int, inUse int64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.running, l.inUse
}

// Slots is how many heavy requests may run at once, Budget the bytes they share.
func (l *Heavy) Slots() int64  { return l.nslots }
func (l *Heavy) Budget() int64 { return l.budget }

// Counts are the requests admitted, refused as busy and refused as too big so far.
func (l *Heavy) Counts() (admitted, busy, tooBig int64) {
	return l.admitted.Load(), l.refused.Load(), l.tooBig.Load()
}
