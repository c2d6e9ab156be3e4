package sandbox

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gametree/gametree/lab"
)

// Lane is the code lab's own queue in front of its workers: at most Slots pieces of
// student code run at once (one per worker), the others wait in a FIFO per client
// (a student, a browser) served round-robin across clients, so that one student's ten
// submissions cannot starve another's one. A client holds at most PerClient places
// (running or waiting): past that its next piece is refused at once with
// lab.fair_share (the unnamed client "", the server's own work, has no cap). A waiting piece hears its place in the queue (1: the next to run)
// whenever it changes.
type Lane struct {
	slots     int
	perClient int
	maxWait   time.Duration

	mu      sync.Mutex
	running int
	held    map[string]int       // places held (running or waiting) by client
	queues  map[string][]*ticket // waiting tickets by client, oldest first
	ring    []string             // the clients with waiting tickets, in turn order
	next    int                  // the ring's index of the next client served
	waiting int

	rejected atomic.Int64
	started  atomic.Int64
}

// ticket is one piece of work waiting for its turn.
type ticket struct {
	client string
	ready  chan struct{} // closed when the turn is given
	pos    chan int      // the latest place in the queue (buffer of one)
}

// LaneConfig configures a Lane; a zero field takes its default.
type LaneConfig struct {
	Slots     int           // pieces running at once (default 1)
	PerClient int           // places one client may hold (default 4)
	MaxWait   time.Duration // how long a piece may wait for its turn (default 3 min)
}

// NewLane makes a lane.
func NewLane(c LaneConfig) *Lane {
	if c.Slots <= 0 {
		c.Slots = 1
	}
	if c.PerClient <= 0 {
		c.PerClient = 4
	}
	if c.MaxWait <= 0 {
		c.MaxWait = 3 * time.Minute
	}
	return &Lane{slots: c.Slots, perClient: c.PerClient, maxWait: c.MaxWait, held: map[string]int{}, queues: map[string][]*ticket{}}
}

// ErrFairShare is the error of a client that already holds its share of the lane.
func errFairShare(max int) error {
	return &lab.Error{Kind: CodeFairShare, Limit: int64(max)}
}

// CodeFairShare is the code of a piece refused because its client already holds
// PerClient places in the lane.
const CodeFairShare = "lab.fair_share"

// Enter waits for a turn for client's piece of work, calling queued with its place in
// the queue (1: next) each time it changes while it waits, and returns the function
// that gives the turn back. It fails at once with lab.fair_share when client holds
// its share, with lab.busy after the lane's MaxWait, or with ctx's error.
func (l *Lane) Enter(ctx context.Context, client string, queued func(pos int)) (release func(), err error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	l.mu.Lock()
	if client != "" && l.held[client] >= l.perClient {
		l.mu.Unlock()
		l.rejected.Add(1)
		return nil, errFairShare(l.perClient)
	}
	l.held[client]++
	if l.running < l.slots && l.waiting == 0 {
		l.running++
		l.mu.Unlock()
		l.started.Add(1)
		return l.releaser(client), nil
	}
	t := &ticket{client: client, ready: make(chan struct{}), pos: make(chan int, 1)}
	if len(l.queues[client]) == 0 {
		l.ring = append(l.ring, client)
	}
	l.queues[client] = append(l.queues[client], t)
	l.waiting++
	l.tellPlaces()
	l.mu.Unlock()

	timer := time.NewTimer(l.maxWait)
	defer timer.Stop()
	for {
		select {
		case <-t.ready:
			l.started.Add(1)
			return l.releaser(client), nil
		case p := <-t.pos:
			if queued != nil {
				queued(p)
			}
		case <-timer.C:
			if l.leave(t) {
				l.rejected.Add(1)
				return nil, errBusy()
			}
			return l.releaser(client), nil // the turn came as the wait ended
		case <-ctx.Done():
			if l.leave(t) {
				return nil, ctx.Err()
			}
			l.releaser(client)() // given a turn nobody wants any more
			return nil, ctx.Err()
		}
	}
}

// leave takes a waiting ticket out of the queue; false when its turn was given.
func (l *Lane) leave(t *ticket) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	select {
	case <-t.ready:
		return false
	default:
	}
	q := l.queues[t.client]
	for i, x := range q {
		if x == t {
			l.queues[t.client] = append(q[:i:i], q[i+1:]...)
			break
		}
	}
	if len(l.queues[t.client]) == 0 {
		l.dropFromRing(t.client)
	}
	l.waiting--
	l.held[t.client]--
	if l.held[t.client] == 0 {
		delete(l.held, t.client)
	}
	l.tellPlaces()
	return true
}

// releaser gives client's turn back, once.
func (l *Lane) releaser(client string) func() {
	var once sync.Once
	return func() {
		once.Do(func() {
			l.mu.Lock()
			defer l.mu.Unlock()
			l.running--
			l.held[client]--
			if l.held[client] == 0 {
				delete(l.held, client)
			}
			l.dispatch()
		})
	}
}

// dispatch gives free turns to the waiting tickets, round-robin across clients.
func (l *Lane) dispatch() {
	given := false
	for l.running < l.slots && l.waiting > 0 {
		l.next %= len(l.ring)
		c := l.ring[l.next]
		q := l.queues[c]
		t := q[0]
		l.queues[c] = q[1:]
		if len(l.queues[c]) == 0 {
			delete(l.queues, c)
			l.ring = append(l.ring[:l.next:l.next], l.ring[l.next+1:]...)
		} else {
			l.next++
		}
		l.waiting--
		l.running++
		close(t.ready)
		given = true
	}
	if given {
		l.tellPlaces()
	}
}

// dropFromRing takes client out of the turn order.
func (l *Lane) dropFromRing(client string) {
	delete(l.queues, client)
	for i, c := range l.ring {
		if c == client {
			l.ring = append(l.ring[:i:i], l.ring[i+1:]...)
			if i < l.next {
				l.next--
			}
			return
		}
	}
}

// tellPlaces tells every waiting ticket its place: the order in which the turns will
// be given if nobody else comes, one ticket per client per round from the next client.
func (l *Lane) tellPlaces() {
	if len(l.ring) == 0 {
		return
	}
	start := l.next % len(l.ring)
	place := 0
	for round := 0; place < l.waiting; round++ {
		for i := range l.ring {
			q := l.queues[l.ring[(start+i)%len(l.ring)]]
			if round < len(q) {
				place++
				t := q[round]
				select {
				case <-t.pos: // the old place, not read yet
				default:
				}
				t.pos <- place
			}
		}
	}
}

// LaneStats is a snapshot of a lane.
type LaneStats struct {
	Slots, Running, Waiting, Clients int
	Rejected, Started                int64
}

// Stats is a snapshot of the lane.
func (l *Lane) Stats() LaneStats {
	l.mu.Lock()
	defer l.mu.Unlock()
	return LaneStats{Slots: l.slots, Running: l.running, Waiting: l.waiting, Clients: len(l.held), Rejected: l.rejected.Load(), Started: l.started.Load()}
}

// PerClient is how many places one client may hold.
func (l *Lane) PerClient() int { return l.perClient }
