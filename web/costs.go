package web

import (
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/render/svgconv"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/lanes"
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
// whose memory their slots bound (at most Config.MaxSearches searches of lanes.LightNodes,
// Config.DrawSlots drawings of lanes.LightPixels and the exercises' slots, each a few MB).

// searchCost is the cost of a search with p's options: at most its node budget, or
// the whole tree when an explicit tree is smaller (p's game is built for that: its
// errors are the caller's to answer).
func searchCost(p *trace.Params) (lanes.Cost, error) {
	o := &p.Options
	c := lanes.Cost{Nodes: o.MaxNodes, Recorded: o.Record}
	if p.Solver {
		c.Solver = true
		return c, nil
	}
	if p.IsExternal() {
		return c, nil // a student's game is made when it is searched: no tree to measure
	}
	g, err := p.NewGame()
	if err != nil {
		return c, apierr.Input(err)
	}
	if t, ok := g.(interface{ Size() int }); ok && int64(t.Size()) < c.Nodes {
		c.Nodes = int64(t.Size())
		if o.Iterative {
			c.Nodes *= 2 // the earlier iterations, unrecorded, are each smaller than the last
		}
	}
	if o.TT != trace.TTOff {
		c.Table = int64(o.TTSize)
		if c.Table == 0 {
			c.Table = trace.DefaultTTSize
		}
	}
	return c, nil
}

// pictureCost is the cost of drawing opt in format (the search aside): its PNG's
// pixels at most (a 16:9 box opt.MaxWidth pixels wide, 4:3 for ratio=4:3; width=full: svgconv's largest
// PNG, until the SVG tells the real size), and Graphviz's lane for its engine.
func pictureCost(opt render.Options, format render.Format) lanes.Cost {
	c := lanes.Cost{Graphviz: opt.Graphviz() && format != render.FormatDOT}
	if format != render.FormatPNG {
		return c
	}
	w := int64(opt.MaxWidth)
	switch {
	case opt.MaxWidth == render.FullSize:
		c.Pixels = svgconv.MaxPNGPixels
		return c
	case w <= 0:
		w = render.DefaultMaxWidth
	}
	h := w * 9 / 16
	if opt.Ratio == render.Ratio4x3 { // a 4:3 slide is taller
		h = w * 3 / 4
	}
	c.Pixels = min(w*h+2*w, svgconv.MaxPNGPixels)
	return c
}

// sheetCost is the cost of a sheet in format at dpi: its exercises are small (at most
// 121 nodes each); a PNG has an A4 page's pixels at dpi.
func sheetCost(format worksheet.Format, dpi int) lanes.Cost {
	c := lanes.Cost{Nodes: int64(worksheet.PageSize) * 121, Recorded: true}
	if format == worksheet.PNG {
		c.Pixels = sheetPixels(dpi)
	}
	return c
}

// sheetPixels is the most pixels a sheet's PNG at dpi can have: an A4 page (a single
// exercise's sheet is smaller), within svgconv.MaxPNGPixels.
func sheetPixels(dpi int) int64 {
	scale := float64(dpi) / 72
	return min(int64(worksheet.A4Width*worksheet.A4Height*scale*scale)+1, svgconv.MaxPNGPixels)
}
