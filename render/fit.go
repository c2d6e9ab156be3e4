package render

import (
	"math"
	"strconv"
	"strings"

	"github.com/gametree/gametree/trace"
)

// Pictures fit for a slide: every picture of a search (a step, a region, the finished
// search) fills a slide of Options.Ratio, MaxWidth pixels wide, its tree centred and
// scaled to fill it, its node values at least MinValuePx pixels high on a slide 1920
// pixels wide; a tree that cannot be read whole at that size is folded (deeper levels
// first, the focus never: keepFocus) until it can.

// Ratio is the shape of the slide a picture fills.
type Ratio string

const (
	// Ratio16x9 (the default, also ""): a 16:9 slide.
	Ratio16x9 Ratio = "16:9"
	// Ratio4x3: a 4:3 slide.
	Ratio4x3 Ratio = "4:3"
	// Any other "W:H" (each side a positive number, the slide at most MaxRatio times as
	// wide as high or as high as wide; "2:1", "1800:710") is a slide of that shape.
	//
	// RatioFree: the picture keeps its own shape, scaled down (never up) to fit a 16:9
	// box MaxWidth pixels wide, unfolded beyond Budget: the pictures before slides.
	RatioFree Ratio = "free"
)

// MinValuePx is the least height, in pixels of a slide 1920 pixels wide, of a node's
// value in a picture fit for a slide (Options.Ratio not free).
const MinValuePx = 14.0

// maxUpscale bounds how much a small tree is enlarged to fill its slide.
const maxUpscale = 4.0

// slideFit reports whether the picture fills a slide (the own engine's picture of a
// search, Ratio not free, MaxWidth not FullSize).
func (o *Options) slideFit() bool {
	return o.Ratio != RatioFree && o.MaxWidth != FullSize && !o.exercise() && !o.Graphviz()
}

// slide is the size of the slide the picture fills, in points.
func (p *plan) slide() (w, h float64) {
	dpi := p.opt.DPI
	if dpi <= 0 {
		dpi = DefaultDPI
	}
	px := p.opt.MaxWidth
	if px <= 0 {
		px = DefaultMaxWidth
	}
	w = float64(px) / float64(dpi) * 72
	rw, rh, _ := p.opt.Ratio.sides()
	return w, w * rh / rw
}

// Ratio bounds: a slide asked for as "W:H" is at most MaxRatio times as wide as it is
// high, or as high as it is wide.
const MaxRatio = 4.0

// sides is the ratio's width and height (16 and 9 for the default), and whether it
// is a shape ("free" is not).
func (r Ratio) sides() (w, h float64, ok bool) {
	switch r {
	case "", Ratio16x9:
		return 16, 9, true
	case Ratio4x3:
		return 4, 3, true
	case RatioFree:
		return 16, 9, false
	}
	a, b, found := strings.Cut(string(r), ":")
	if !found {
		return 16, 9, false
	}
	w, errW := strconv.ParseFloat(strings.TrimSpace(a), 64)
	h, errH := strconv.ParseFloat(strings.TrimSpace(b), 64)
	if errW != nil || errH != nil || !(w > 0) || !(h > 0) || w > 10000 || h > 10000 || w/h > MaxRatio || h/w > MaxRatio {
		return 16, 9, false
	}
	return w, h, true
}

// minScale is the least scale at which the smallest node value (ScreenLeafSize) is
// MinValuePx pixels high on the slide drawn 1920 pixels wide.
func (p *plan) minScale() float64 {
	sw, _ := p.slide()
	return MinValuePx * sw / (1920 * ScreenLeafSize)
}

// natural is the size of the whole picture at scale 1 (tree, header, padding), in
// points.
func (p *plan) natural() (w, h float64) {
	sc := p.scene()
	k := p.lastStep(p.opt.Step)
	fin, _ := p.currentAt(k)
	hd := p.header(k, fin)
	w = math.Max(sc.width, hd.w)
	h = hd.h + sc.height
	if len(sc.node) > 0 {
		h += headerGap
	}
	return w + 2*p.g.pad, h + 2*p.g.pad
}

// fitScale is the scale that fits a picture of w by h points into the slide.
func (p *plan) fitScale(w, h float64) float64 {
	sw, sh := p.slide()
	return math.Min(maxUpscale, math.Min(sw/w, sh/h))
}

// fitSlide folds the plan until its picture, scaled to fill the slide, shows the node
// values at least MinValuePx high: a tree folded to its budget gets smaller budgets, a
// region fewer plies; the focus stays unfolded. st are the step's states (nil: worked
// out when needed). Then a focus path too deep for the slide folds its top (foldPath).
// A tree that cannot fold further is drawn as small as it must.
func (p *plan) fitSlide(st []trace.NodeState) {
	if !p.opt.slideFit() || p.n == 0 {
		return
	}
	need := p.minScale()
	if st == nil && p.opt.hide() && p.opt.Step >= 0 && p.t.StepCount() > 0 {
		st = p.states(p.lastStep(p.opt.Step)) // once, for every decision below
	}
	drawn := func() int {
		n := 0
		for _, m := range p.mode {
			if m != mHidden {
				n++
			}
		}
		return n
	}
	for range 40 {
		s := p.fitScale(p.natural())
		if s >= need {
			return
		}
		if p.opt.Region {
			if p.regionDepth() <= 1 {
				break
			}
			p.opt.RegionDepth = p.regionDepth() - 1
		} else {
			n := drawn()
			if n <= 2 || p.fitBudget == 1 {
				break
			}
			cur := p.opt.Budget
			if cur <= 0 {
				cur = DefaultBudget
			}
			if p.fitBudget > 0 {
				cur = min(cur, p.fitBudget)
			}
			// fewer nodes by the scale's shortfall, and always fewer than before
			b := int(float64(min(n, cur)) * s / need * 0.9)
			p.fitBudget = max(1, min(cur-1, b))
		}
		p.sc = nil
		p.decideDrawn(st)
	}
	if p.fitScale(p.natural()) < need {
		p.foldPath(need) // the focus path's top, last: nothing else is left to fold
	}
}

// boardTextWidth is how wide a board must be for its value (in its header row, beside
// the player's mark) and its α and β (half the width each) to be written at their full
// size: connect-4's heuristic values ("−10,009,400") would else shrink to 7 points. Every
// value a step shows is some node's value, so the nodes' values and the steps'
// windows bound them all. Pictures fit for a slide only.
func (p *plan) boardTextWidth() float64 {
	if p.explicit || !p.opt.slideFit() {
		return 0
	}
	const mark = 18.0 // the player's mark, and as much on the right
	w := 0.0
	for i := range p.n {
		if nd := p.t.Node(int32(i)); nd.HasValue {
			w = math.Max(w, textWidth("≤"+p.l.val(nd.Value), valSize-1)+2*mark+2)
		}
	}
	if p.windowed {
		for k := range min(p.t.StepCount(), 20000) {
			s := p.t.Step(k)
			for _, v := range [2]int{s.Alpha, s.Beta} {
				w = math.Max(w, 2*(textWidth("α="+p.l.val(v), abSize)+4))
			}
		}
	}
	return math.Ceil(w)
}
