package lanes

import (
	"net/http"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/apierr"
)

// What a light request may cost at most. A request that may cost more is heavy: it
// runs in the heavy lane, apart from the light ones.
const (
	// LightNodes is the most nodes a light request records: the default node budget,
	// so every search the page asks for without raising it is light.
	LightNodes = 20_000
	// LightWork is the most nodes a light request searches without recording them (a
	// comparison: a few algorithms within the node budget; about 0.1 s).
	LightWork = 200_000
	// LightPixels is the most pixels a light picture has: a default 1920 x 1080 PNG, a
	// 144 dpi sheet (2 million), a slide 2560 pixels wide.
	LightPixels = 4_000_000
	// LightTable is the most transposition table entries of a light search.
	LightTable = trace.DefaultTTSize
)

// Bytes per unit, as measured (trace.MemoryBytes: 60 bytes a node for the whole
// tic-tac-toe minimax trace, 105 for a 20,000-node alpha-beta one).
const (
	RecordedNodeBytes = 110     // a recorded node and its steps
	ttEntryBytes      = 24      // a transposition table entry
	pixelBytes        = 4       // an RGBA pixel
	workSlack         = 4 << 20 // a request's own buffers: a gzip writer, a PNG encoder and its output
	solverBytes       = 16 << 20
	// gzNodeBytes is a recorded node's share of its trace's gzipped JSON (the whole
	// tic-tac-toe minimax: 25.7 MB of objects for 549,946 nodes; 34 MB for 600,000
	// connect-4 nodes), kept for the next to ask.
	gzNodeBytes = 64
)

// Cost is what a request may need, estimated before it runs.
type Cost struct {
	Nodes    int64 // nodes searched at most
	Recorded bool  // the nodes are recorded (a trace)
	Table    int64 // transposition table entries
	Pixels   int64 // raster pixels at most
	Gzipped  bool  // the recorded nodes' gzipped JSON is written and kept (gzNodeBytes each)
	Solver   bool  // connect-4's exact solver (its table, seconds of search)
	Graphviz bool  // drawn by a Graphviz worker (heavy, and a worker's place: the Graphviz lane)
}

// Bytes is the memory the request may hold while it runs.
func (c Cost) Bytes() int64 {
	b := int64(workSlack) + c.Table*ttEntryBytes + c.Pixels*pixelBytes
	if c.Recorded {
		b += c.Nodes * RecordedNodeBytes
	}
	if c.Gzipped {
		b += c.Nodes * gzNodeBytes
	}
	if c.Solver {
		b += solverBytes
	}
	return b
}

// Heavy reports whether the request may cost more than a light one.
func (c Cost) Heavy() bool {
	return c.Solver || c.Graphviz || c.Recorded && c.Nodes > LightNodes || c.Nodes > LightWork ||
		c.Pixels > LightPixels || c.Table > LightTable
}

// Add is the cost of doing both.
func (c Cost) Add(d Cost) Cost {
	c.Nodes += d.Nodes
	c.Recorded = c.Recorded || d.Recorded
	c.Gzipped = c.Gzipped || d.Gzipped
	c.Table = max(c.Table, d.Table)
	c.Pixels += d.Pixels
	c.Solver = c.Solver || d.Solver
	c.Graphviz = c.Graphviz || d.Graphviz
	return c
}

// TooBig is the answer to a request that needs more than the heavy lane's whole budget
// (422, at once): what it would need, and what to ask for instead.
func TooBig(c Cost, budget int64) *apierr.Error {
	mb := (c.Bytes() + 1<<20 - 1) >> 20
	code := "web.too_big_search"
	if c.Pixels*pixelBytes > c.Bytes()/2 {
		code = "web.too_big_picture"
	}
	return &apierr.Error{Status: http.StatusUnprocessableEntity, Err: msg.New(code,
		"nodes", c.Nodes, "pixels", c.Pixels, "mb", mb, "budget", budget>>20,
		"max_pixels", max(budget-workSlack, 0)/pixelBytes, "max_nodes", max(budget-workSlack, 0)/RecordedNodeBytes)}
}
