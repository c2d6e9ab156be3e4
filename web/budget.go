package web

import (
	"net/http"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/render/svgconv"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/worksheet"
)

// The cost of a request, estimated before any work from its parameters (nodes it may
// search, bytes it may hold, pixels it may draw), and the one memory budget it is
// weighed against.
//
// Config.Memory is the server's whole budget. It sets the Go runtime's soft memory
// limit (GOMEMLIMIT, set by the serve command) and is divided: traceCacheShare for the
// searches kept, imageCacheShare for the pictures kept, heavyShare for the heavy
// requests' work (traces being searched and written, pixels being drawn: the heavy
// lane, see lanes.go), and the rest for the runtime, the page and the light requests,
// whose memory their slots bound (at most Config.MaxSearches searches of LightNodes,
// Config.DrawSlots drawings of LightPixels and the exercises' slots, each a few MB).

// DefaultMemory is Config.Memory when 0: the server peaks near 512 MB resident under a
// class's load and its heavy requests, which leaves room on a 1 GB machine for the
// system and the Graphviz workers (about 33 MB each).
const DefaultMemory = 448 << 20

// Shares of Config.Memory, in percent.
const (
	traceCacheShare = 20
	imageCacheShare = 10
	heavyShare      = 45
)

// What a light request may cost at most. A request that may cost more is heavy: it
// runs in the heavy lane, apart from the light ones.
const (
	// LightNodes is the most nodes a light request records: the default node budget,
	// so every search the page asks for without raising it is light.
	LightNodes = 20_000
	// lightWork is the most nodes a light request searches without recording them (a
	// comparison: a few algorithms within the node budget; about 0.1 s).
	lightWork = 200_000
	// LightPixels is the most pixels a light picture has: a default 1920 x 1080 PNG, a
	// 144 dpi sheet (2 million), a slide 2560 pixels wide.
	LightPixels = 4_000_000
	// lightTable is the most transposition table entries of a light search.
	lightTable = trace.DefaultTTSize
)

// Bytes per unit, as measured (trace.MemoryBytes: 60 bytes a node for the whole
// tic-tac-toe minimax trace, 105 for a 20,000-node alpha-beta one).
const (
	recordedNodeBytes = 110     // a recorded node and its steps
	ttEntryBytes      = 24      // a transposition table entry
	pixelBytes        = 4       // an RGBA pixel
	workSlack         = 4 << 20 // a request's own buffers: a gzip writer, a PNG encoder and its output
	solverBytes       = 16 << 20
	// gzNodeBytes is a recorded node's share of its trace's gzipped JSON (the whole
	// tic-tac-toe minimax: 25.7 MB of objects for 549,946 nodes; 34 MB for 600,000
	// connect-4 nodes), kept for the next to ask.
	gzNodeBytes = 64
)

// cost is what a request may need, estimated before it runs.
type cost struct {
	nodes    int64 // nodes searched at most
	recorded bool  // the nodes are recorded (a trace)
	table    int64 // transposition table entries
	pixels   int64 // raster pixels at most
	gzipped  bool  // the recorded nodes' gzipped JSON is written and kept (gzNodeBytes each)
	solver   bool  // connect-4's exact solver (its table, seconds of search)
	graphviz bool  // drawn by a Graphviz worker (heavy, and a worker's place: the Graphviz lane)
}

// bytes is the memory the request may hold while it runs.
func (c cost) bytes() int64 {
	b := int64(workSlack) + c.table*ttEntryBytes + c.pixels*pixelBytes
	if c.recorded {
		b += c.nodes * recordedNodeBytes
	}
	if c.gzipped {
		b += c.nodes * gzNodeBytes
	}
	if c.solver {
		b += solverBytes
	}
	return b
}

// heavy reports whether the request may cost more than a light one.
func (c cost) heavy() bool {
	return c.solver || c.graphviz || c.recorded && c.nodes > LightNodes || c.nodes > lightWork ||
		c.pixels > LightPixels || c.table > lightTable
}

// add is the cost of doing both.
func (c cost) add(d cost) cost {
	c.nodes += d.nodes
	c.recorded = c.recorded || d.recorded
	c.gzipped = c.gzipped || d.gzipped
	c.table = max(c.table, d.table)
	c.pixels += d.pixels
	c.solver = c.solver || d.solver
	c.graphviz = c.graphviz || d.graphviz
	return c
}

// searchCost is the cost of a search with p's options: at most its node budget, or
// the whole tree when an explicit tree is smaller (p's game is built for that: its
// errors are the caller's to answer).
func searchCost(p *trace.Params) (cost, error) {
	o := &p.Options
	c := cost{nodes: o.MaxNodes, recorded: o.Record}
	if p.Solver {
		c.solver = true
		return c, nil
	}
	if p.IsExternal() {
		return c, nil // a student's game is made when it is searched: no tree to measure
	}
	g, err := p.NewGame()
	if err != nil {
		return c, apierr.Input(err)
	}
	if t, ok := g.(interface{ Size() int }); ok && int64(t.Size()) < c.nodes {
		c.nodes = int64(t.Size())
		if o.Iterative {
			c.nodes *= 2 // the earlier iterations, unrecorded, are each smaller than the last
		}
	}
	if o.TT != trace.TTOff {
		c.table = int64(o.TTSize)
		if c.table == 0 {
			c.table = trace.DefaultTTSize
		}
	}
	return c, nil
}

// pictureCost is the cost of drawing opt in format (the search aside): its PNG's
// pixels at most (a 16:9 box opt.MaxWidth pixels wide; width=full: svgconv's largest
// PNG, until the SVG tells the real size), and Graphviz's lane for its engine.
func pictureCost(opt render.Options, format render.Format) cost {
	c := cost{graphviz: opt.Graphviz() && format != render.FormatDOT}
	if format != render.FormatPNG {
		return c
	}
	w := int64(opt.MaxWidth)
	switch {
	case opt.MaxWidth == render.FullSize:
		c.pixels = svgconv.MaxPNGPixels
		return c
	case w <= 0:
		w = render.DefaultMaxWidth
	}
	c.pixels = min(w*w*9/16+2*w, svgconv.MaxPNGPixels)
	return c
}

// sheetCost is the cost of a sheet in format at dpi: its exercises are small (at most
// 121 nodes each); a PNG has an A4 page's pixels at dpi.
func sheetCost(format worksheet.Format, dpi int) cost {
	c := cost{nodes: int64(worksheet.PageSize) * 121, recorded: true}
	if format == worksheet.PNG {
		c.pixels = sheetPixels(dpi)
	}
	return c
}

// sheetPixels is the most pixels a sheet's PNG at dpi can have: an A4 page (a single
// exercise's sheet is smaller), within svgconv.MaxPNGPixels.
func sheetPixels(dpi int) int64 {
	scale := float64(dpi) / 72
	return min(int64(worksheet.A4Width*worksheet.A4Height*scale*scale)+1, svgconv.MaxPNGPixels)
}

// tooBig is the answer to a request that needs more than the heavy lane's whole budget
// (422, at once): what it would need, and what to ask for instead.
func tooBig(c cost, budget int64) *apierr.Error {
	mb := (c.bytes() + 1<<20 - 1) >> 20
	code := "web.too_big_search"
	if c.pixels*pixelBytes > c.bytes()/2 {
		code = "web.too_big_picture"
	}
	return &apierr.Error{Status: http.StatusUnprocessableEntity, Err: msg.New(code,
		"nodes", c.nodes, "pixels", c.pixels, "mb", mb, "budget", budget>>20,
		"max_pixels", max(budget-workSlack, 0)/pixelBytes, "max_nodes", max(budget-workSlack, 0)/recordedNodeBytes)}
}
