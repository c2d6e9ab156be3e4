package render

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/gametree/gametree/internal/choice"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render/svgconv"
	"github.com/gametree/gametree/trace"
)

// Finished is the Options.Step that draws the finished search.
const Finished = -1

// DefaultBudget is the display budget when Options.Budget is 0.
const DefaultBudget = 1500

// Unreached says how a picture of a step draws the nodes the search has not reached
// yet.
type Unreached string

const (
	// UnreachedHide (the default, also "") leaves them out: nodes appear as the search
	// reaches them, the way a teacher draws the tree on a board; the picture is laid
	// out for the nodes reached, and nothing of the others is written.
	UnreachedHide Unreached = "hide"
	// UnreachedGhost draws them very light grey: the whole tree is visible from the
	// first step (its shape only: no value, cutoff or class from the future), every
	// step on the finished tree's layout. For typed trees only (their shape is the
	// problem's statement): Options.Check refuses it for a game's search.
	UnreachedGhost Unreached = "ghost"
)

// Header says how much is written above the tree.
type Header string

const (
	// HeaderFull (the default, also ""): the title, the legend and the caption.
	HeaderFull Header = "full"
	// HeaderCompact: the title and the one-line caption, no legend.
	HeaderCompact Header = "compact"
)

// Picture size defaults.
const (
	// DefaultMaxWidth is the widest picture, in pixels at the PNG resolution, when
	// Options.MaxWidth is 0: a 16:9 slide 1920 pixels wide.
	DefaultMaxWidth = 1920
	// FullSize as Options.MaxWidth draws the picture at its natural size.
	FullSize = -1
	// DefaultDPI is the PNG resolution when Options.DPI is 0 (DefaultPNGScale pixels
	// per point).
	DefaultDPI = 144
	// MinDPI and MaxDPI bound Options.DPI.
	MinDPI, MaxDPI = svgconv.MinDPI, svgconv.MaxDPI
	// DefaultRegionDepth is how deep a region shows the current node's subtree when
	// Options.RegionDepth is 0.
	DefaultRegionDepth = 2
	// MaxRegionDepth bounds Options.RegionDepth.
	MaxRegionDepth = 20
)

// Options say what to draw.
type Options struct {
	// Step is the step to draw (0 is the first); Finished (-1) draws the finished
	// search. A step past the end draws the last one.
	Step int
	// Budget is the most drawn nodes (folded summaries count as one); deeper levels
	// fold first. 0 means DefaultBudget.
	Budget int
	// Lang is "en" (default) or "es": the legend, captions, tooltips, summaries and
	// the way numbers are written ("−10,009,500", "−10.009.500").
	Lang string
	// Title is written above the tree (user text: escaped, at most 64 characters).
	Title string
	// Unreached: how the nodes not reached yet at Step are drawn (UnreachedHide when
	// empty).
	Unreached Unreached
	// Region draws only the part of the tree around the step's current node (the root
	// for the finished search): the path from the root to it, that path's siblings
	// (each drawn as itself, its subtree folded into one summary) and the current
	// node's subtree to RegionDepth plies (deeper subtrees folded into summaries).
	Region bool
	// RegionDepth is how many plies of the current node's subtree a region shows (0:
	// DefaultRegionDepth).
	RegionDepth int
	// MaxWidth bounds the picture to a 16:9 box MaxWidth pixels wide (at DPI; in an
	// SVG, MaxWidth·72/DPI points): larger pictures are scaled down. 0 means
	// DefaultMaxWidth, FullSize no bound.
	MaxWidth int
	// DPI is the PNG resolution in pixels per inch (0: the renderer's, DefaultDPI
	// unless configured). It also sets how many points MaxWidth pixels are.
	DPI int
	// Header: HeaderFull (when empty) or HeaderCompact.
	Header Header
	// Engine draws SVG and PNG: EngineDraw (when empty), this package's own linear
	// layout and drawing, or EngineGraphviz, Graphviz's dot layout of the DOT text
	// through a Renderer (a worker process in a server). Both keep the same ids and
	// classes.
	Engine Engine
	// Look: LookSearch (when empty) draws the search at Step; LookQuestion and
	// LookSolution draw the two halves of a printed exercise (Step and Region are then
	// ignored). DrawSVG and PNG draw their write-in boxes; DOT only leaves the texts
	// empty.
	Look Look
	// Window (exercise looks): the α and β of every inner node, blank lines to fill in a
	// question, the window each held when it returned in a solution.
	Window bool
	// Order (exercise looks): a box on the edge into every leaf, empty in a question,
	// holding the leaf's number in evaluation order in a solution.
	Order bool
	// Sheet (exercise looks, EngineDraw): the dense geometry of an exercise on a
	// worksheet page, printed small (see SheetLeafSize): small triangles around the
	// write-in box, leaves two characters wide, small names, tight gaps, no cutoff
	// rules (pruned branches stay dashed).
	Sheet bool
	// Ratio is the slide a picture of a search fills (Ratio16x9 when empty, Ratio4x3),
	// MaxWidth pixels wide, its tree centred, scaled up or down, and folded until its
	// node values are MinValuePx high on a slide 1920 pixels wide; RatioFree keeps the
	// picture's own shape, only scaled down to fit MaxWidth (and Budget its only
	// folding). The Graphviz engine, the DOT and the exercise looks are always free.
	Ratio Ratio
	// Focus is a node (its id) that no plan folds away: the nodes on the path from
	// the root to it, the node itself and its children are always drawn as
	// themselves, never inside a summary, whether the tree is folded to Budget or cut
	// to a Region. NoFocus (-1) and 0 (the root, which is never folded) ask for no
	// node of their own. A step's picture (Step >= 0) always keeps its current node
	// so, Focus or not. Exercise looks ignore it. A slide's picture whose focus
	// path is too deep to read may fold the top of that path into one box (the path
	// fold, pathfold.go); the node's parent, the node and its children stay.
	Focus int

	dot bool // the DOT text: Graphviz lays it out, no path fold
}

// NoFocus as Options.Focus keeps no node of its own (see Options.Focus).
const NoFocus = -1

// MaxFocus bounds the node id Options.Set takes as focus (a trace never has more nodes).
const MaxFocus = 1 << 30

// Engine names what lays out and draws a picture.
type Engine string

const (
	EngineDraw     Engine = "draw"
	EngineGraphviz Engine = "graphviz"
)

// Set sets an option by the name the command line and the web API share: unreached
// (hide|ghost), region (true|false), region-depth (1..MaxRegionDepth), width (pixels,
// 100..20000, or "full"), dpi (MinDPI..MaxDPI), header (full|compact), engine
// (draw|graphviz), focus (a node id, -1 for none), ratio (16:9|4:3|free). The error
// says what the value must be.
func (o *Options) Set(name, value string) error {
	v := strings.ToLower(strings.TrimSpace(value))
	switch name {
	case "unreached":
		return setWord(&o.Unreached, value, "picture.unreached", "", UnreachedHide, UnreachedGhost)
	case "engine":
		return setWord(&o.Engine, value, "picture.engine", "", EngineDraw, EngineGraphviz)
	case "region":
		on, ok := trace.ParseBool(v)
		if !ok {
			return msg.New("picture.region", "value", value)
		}
		o.Region = on
	case "region-depth":
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxRegionDepth {
			return msg.New("picture.region_depth", "value", value, "max", MaxRegionDepth)
		}
		o.RegionDepth = n
	case "width":
		if v == "full" {
			o.MaxWidth = FullSize
			return nil
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 100 || n > 20000 {
			return msg.New("picture.width", "value", value)
		}
		o.MaxWidth = n
	case "dpi":
		n, err := strconv.Atoi(v)
		if err != nil || n < MinDPI || n > MaxDPI {
			return msg.New("picture.dpi", "value", value, "min", MinDPI, "max", MaxDPI)
		}
		o.DPI = n
	case "look":
		return setWord(&o.Look, value, "picture.look", LookSearch, LookSearch, LookQuestion, LookSolution)
	case "header":
		return setWord(&o.Header, value, "picture.header", "", HeaderFull, HeaderCompact)
	case "ratio":
		if err := setWord(&o.Ratio, value, "picture.ratio", "", Ratio16x9, Ratio4x3, RatioFree); err == nil {
			return nil
		}
		if _, _, ok := Ratio(v).sides(); !ok {
			return msg.New("picture.ratio", "value", value)
		}
		o.Ratio = Ratio(v)
	case "focus":
		n, err := strconv.Atoi(v)
		if err != nil || n < NoFocus || n > MaxFocus {
			return msg.New("picture.focus", "value", value)
		}
		o.Focus = n
	default:
		return msg.New("picture.unknown", "name", name)
	}
	return nil
}

// setWord sets *dst to the one of choices that value names (blank, when not "", for
// an empty value), or answers the coded error code.
func setWord[T ~string](dst *T, value, code string, blank T, choices ...T) error {
	x, ok := choice.Parse(value, blank, choices...)
	if !ok {
		return msg.New(code, "value", value)
	}
	*dst = x
	return nil
}

// OptionNames are the names Options.Set takes.
var OptionNames = []string{"unreached", "region", "region-depth", "width", "dpi", "header", "engine", "look", "focus", "ratio"}

// Graphviz reports whether the picture is Graphviz's (EngineGraphviz): its SVG and PNG
// go through a Renderer.
func (o *Options) Graphviz() bool { return o.Engine == EngineGraphviz }

func (o *Options) hide() bool { return o.Unreached != UnreachedGhost }

// Geometry, in points. Every text that changes from step to step sits in a cell of
// fixed size, so the layout of a trace is the same at every step.
const (
	fontName = "Verdana"

	triW    = 54.0 // triangle width
	triH    = 52.0 // node height; the triangle drawn is 3/4 of it
	valH    = 20.0 // value row
	sideMin = 40.0 // name column (left) and α/β column (right) of a triangle node
	valSize = 13.0 // value font size
	abSize  = 9.0  // α/β font size
	nameSz  = 12.0 // node name font size
	edgeSz  = 10.0 // move and cutoff rule font size

	foldW = 104.0
	foldH = 32.0

	boardHead = 18.0 // header row of a board node (player and value)

	abRowH = 13.0 // α/β row of a board node on a slide or in Graphviz's DOT (side by side)
	// On the page's own drawings a board's α and β each have a row of the board's width,
	// in a font legible when a game's tree is drawn to fit the tree box (about 11 px).
	boardABSize = 11.0
	boardABRowH = 14.0
	abColW      = 34.0 // α or β cell of a board node
)

// Colours.
const (
	colInk      = "#222222"
	colGhost    = "#d4d4d4"
	colGhostTxt = "#c4c4c4"
	colPruned   = "#8c8c8c"
	colCurrent  = "#e07000"
	colCurFill  = "#ffe27a"
	colOpen     = "#e07000"
	colOpenFill = "#fff6da"
	colMaxFill  = "#dce9fb"
	colMinFill  = "#fbe0dc"
	colLeafFill = "#f4f4f4"
	colTT       = "#00897b"
	colQuiet    = "#7b3fa0"
	colStop     = "#c62828"
	colRule     = "#b3261e"
	colAlpha    = "#1d5fb4"
	colBeta     = "#b3261e"
	colFold     = "#f0f0f0"
	colMuted    = "#666666"
)

// sizeAttrs bounds the picture to a 16:9 box MaxWidth pixels wide at the PNG
// resolution (Graphviz scales a larger drawing down as a whole, so the layout, in
// the drawing's own coordinates, stays the same), and passes an explicit resolution on
// to the PNG rasteriser in the SVG (svgconv.DPIComment).
func (p *plan) sizeAttrs() string {
	dpi := p.opt.DPI
	if dpi <= 0 {
		dpi = DefaultDPI
	}
	var a string
	if w := p.opt.MaxWidth; w != FullSize {
		if w <= 0 {
			w = DefaultMaxWidth
		}
		in := float64(w) / float64(dpi)
		a = fmt.Sprintf(", size=\"%.4g,%.4g\"", in, in*9/16)
	}
	if p.opt.DPI > 0 {
		a += fmt.Sprintf(", comment=\"%s%d\"", svgconv.DPIComment, p.opt.DPI)
	}
	return a
}

// DOT writes the Graphviz DOT text of a trace at one step (see the package
// documentation for the drawing conventions, ids and classes).
func DOT(t *trace.Trace, opt Options) []byte {
	opt.dot = true // Graphviz lays the DOT out: no path fold (pathfold.go)
	p := newPlan(t, opt)
	k := p.lastStep(p.opt.Step)
	return p.dot(p.states(k), k)
}

// dot writes the DOT text of step k (the index of the last step applied).
func (p *plan) dot(st []trace.NodeState, k int) []byte {
	var b bytes.Buffer
	b.Grow(512 + p.n*400)
	p.mctsStep(st, k)
	fin, current := p.currentAt(k)
	b.WriteString("digraph gametree {\n")
	fmt.Fprintf(&b, "  graph [id=\"tree\", class=\"gametree\", ordering=out, nodesep=0.14, ranksep=0.42, pad=0.15, bgcolor=\"#ffffff\", fontname=%q, labelloc=t, labeljust=c, outputorder=edgesfirst%s];\n", fontName, p.sizeAttrs())
	fmt.Fprintf(&b, "  node [fontname=%q, margin=0, penwidth=1.2];\n", fontName)
	// Edges run from centre to centre under the (filled) nodes: clipped at the nodes'
	// outlines they would move with the outline's width, which changes from step to
	// step.
	fmt.Fprintf(&b, "  edge [dir=none, headclip=false, tailclip=false, fontname=%q, fontsize=%g, penwidth=1.2];\n", fontName, edgeSz)
	b.WriteString("  label=<")
	p.writeHeader(&b, k, fin)
	b.WriteString(">;\n")
	if p.n == 0 {
		b.WriteString("}\n")
		return b.Bytes()
	}
	// folded subtrees: aggregate the state of their nodes
	aggs := p.aggregate(st)

	for i := int32(0); int(i) < p.n; i++ {
		m := p.mode[i]
		if m == mHidden {
			continue
		}
		lk, s := p.drawnLook(i, st, aggs, k, current)
		p.writeNode(&b, i, lk)
		if par := p.t.Parent(int32(i)); par >= 0 {
			p.writeEdge(&b, i, par, lk, s, k, fin, current)
		}
		if m == mCollapsed {
			p.writeSummary(&b, i, aggs[i])
		}
	}
	p.writeRollout(&b, k, fin)
	b.WriteString("}\n")
	return b.Bytes()
}

// cell writes a table cell that the page can find: Graphviz writes an SVG group with
// id "a_"+id around the cell's text when the cell has an (empty) HREF and a tooltip.
func cell(b *bytes.Buffer, id, tip, attrs, content string) {
	fmt.Fprintf(b, `<TD ID="%s" HREF="" TOOLTIP="%s"%s>%s</TD>`, id, html(tip), attrs, content)
}

// fit shrinks a font size, when needed, so that text fits a cell's width (never below
// 6 points). Cells have a fixed size, so this changes nothing in the layout.
func fit(text string, size, width float64) float64 {
	for size > 6 && textWidth(text, size) > width {
		size -= 0.5
	}
	return size
}

// r2 rounds a length to hundredths of a point, so the DOT text stays readable.
func r2(x float64) float64 { return math.Round(x*100) / 100 }

func fontTag(size float64, color string, bold bool, text string) string {
	s := fmt.Sprintf(`<FONT POINT-SIZE="%g" COLOR="%s">%s</FONT>`, size, color, html(nbspIfEmpty(text)))
	if bold {
		s = "<B>" + s + "</B>"
	}
	return s
}
