package render

import (
	"bytes"
	"fmt"
	"math"

	"github.com/gametree/gametree/trace"
)

// Finished is the Options.Step that draws the finished search.
const Finished = -1

// DefaultBudget is the display budget when Options.Budget is 0.
const DefaultBudget = 1500

// Options say what to draw.
type Options struct {
	// Step is the step to draw (0 is the first); Finished (-1) draws the finished
	// search. A step past the end draws the last one.
	Step int
	// Budget is the most drawn nodes (folded summaries count as one); deeper levels
	// fold first. 0 means DefaultBudget.
	Budget int
	// Lang is "en" (default) or "es": the legend, captions, tooltips and summaries.
	Lang string
	// Title is written above the tree (user text: escaped, at most 64 characters).
	Title string
	// HideUnreached draws the nodes not reached yet invisibly instead of ghosted. Either
	// way they keep their place, so every step of a trace has the same layout.
	HideUnreached bool
}

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
	abRowH    = 13.0 // α/β row of a board node
	abColW    = 34.0 // α or β cell of a board node
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
	colStop     = "#c62828"
	colRule     = "#b3261e"
	colAlpha    = "#1d5fb4"
	colBeta     = "#b3261e"
	colFold     = "#f0f0f0"
	colMuted    = "#666666"
)

// DOT writes the Graphviz DOT text of a trace at one step (see the package
// documentation for the drawing conventions, ids and classes).
func DOT(t *trace.Trace, opt Options) []byte {
	p := newPlan(t, opt)
	k := p.lastStep(opt.Step)
	return p.dot(p.states(k), k)
}

// dot writes the DOT text of step k (the index of the last step applied).
func (p *plan) dot(st []trace.NodeState, k int) []byte {
	var b bytes.Buffer
	b.Grow(512 + p.n*400)
	fin := p.finished(k)
	current := int32(-1)
	if !fin || p.opt.Step >= 0 {
		current = p.t.Current(k)
	}
	// a current node inside a folded subtree: its summary is current
	if current >= 0 && p.mode[current] == mHidden {
		current = p.fold[current]
	}

	b.WriteString("digraph gametree {\n")
	fmt.Fprintf(&b, "  graph [id=\"tree\", class=\"gametree\", ordering=out, nodesep=0.14, ranksep=0.42, pad=0.15, bgcolor=\"#ffffff\", fontname=%q, labelloc=t, labeljust=c, outputorder=edgesfirst];\n", fontName)
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
	foldState := p.foldStates(st)

	for i := int32(0); int(i) < p.n; i++ {
		m := p.mode[i]
		if m == mHidden {
			continue
		}
		s := st[i]
		if m == mFolded {
			if fs, ok := foldState[i]; ok {
				s = fs
			}
		}
		lk := p.lookWith(i, st, s, k, current)
		p.writeNode(&b, i, lk)
		if par := p.t.Nodes[i].Parent; par >= 0 {
			p.writeEdge(&b, i, par, lk, s, k, fin, current)
		}
	}
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
