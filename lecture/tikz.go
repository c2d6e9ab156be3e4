package lecture

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// The TikZ drawing of a step's tree (stepTree): MAX a triangle pointing up, MIN one
// pointing down, a leaf (a finished game, an explicit tree's leaf, the depth limit) a
// box, as the project's pictures draw them (package render); the value inside, an
// explicit tree's node names on the left, the moves of a game on its edges, α and β
// of the open nodes on the right (alpha-beta), the current node orange, the path to it
// orange, pruned nodes dashed grey under the cutoff's rule, the best line bold once
// the search has ended, and folds written "+N nodos".

// The drawing's size, in cm: a Beamer 16:9 frame is 16 by 9.
const (
	tikzWidth  = 12.6
	tikzHeight = 4.4
	slotMax    = 2.2
	levelMax   = 1.7
)

// tikzSize is a size of a tree's texts: the values' and names' font (pt, LaTeX's
// command) and the smaller one of α and β, moves, rules and folds.
type tikzSize struct {
	pt, smallPt float64
	font, small string
}

// tikzSizes are the sizes tried, largest first (Beamer at 11 pt).
var tikzSizes = []tikzSize{
	{12, 9, `\normalsize`, `\footnotesize`},
	{10, 8, `\small`, `\scriptsize`},
	{8, 6, `\scriptsize`, `\tiny`},
	{6, 6, `\tiny`, `\tiny`},
}

// minColumns is the fewest columns a tree is folded to while a smaller size would
// show more.
const minColumns = 7

// ptCm is a point in cm; digitEm a digit's width in em (Computer Modern's 0.5, and a
// little room).
const (
	ptCm    = 0.0353
	digitEm = 0.52
)

// tikzTree writes the tree of step k (its states st) as a tikzpicture: the largest
// size (tikzSizes) at which the tree, folded to the columns its widest value and fold
// leave, still shows as many columns as it has or a dozen; the smallest else.
func (l *Lecture) tikzTree(b *strings.Builder, k int, st []trace.NodeState, names *trace.Names) {
	t := l.Trace
	cur := t.Current(k)
	chars := l.widestValue(st)
	foldChars := utf8.RuneCountInString(say(l.Lang, "more_nodes", "n", "999"))
	whole := newStepTree(t, l.kids, st, cur, 1<<30).slots
	var sz tikzSize
	var nodeW, slotW float64
	for _, sz = range tikzSizes {
		nodeW = l.nodeWidth(sz, chars)
		slotW = max(nodeW, float64(foldChars)*digitEm*sz.smallPt*ptCm) + 0.15
		if int(tikzWidth/slotW) >= min(whole, minColumns) {
			break
		}
	}
	s := newStepTree(t, l.kids, st, cur, max(4, int(tikzWidth/slotW)))
	slot := min(slotMax, max(slotW, 0), tikzWidth/float64(max(s.slots, 1)))
	slot = max(slot, min(slotW, slotMax))
	if float64(s.slots)*slot > tikzWidth {
		slot = tikzWidth / float64(s.slots)
	}
	level := levelMax
	if s.levels > 1 {
		level = min(levelMax, tikzHeight/float64(s.levels-1))
	}
	nh := min(sz.pt*0.08, level*0.6)
	if !l.explicit() {
		nh = min(sz.pt*0.055, level*0.5)
	}
	w := &tikzWriter{b: b, l: l, st: st, s: s, cur: cur, names: names, slot: slot, level: level,
		nw: min(nodeW, slot-0.1), nh: nh, pt: sz.pt, font: sz.font, small: sz.small, last: k == t.StepCount()-1}
	fmt.Fprintf(b, "\\begin{tikzpicture}[font=%s, line join=round]\n", sz.font)
	w.edges(s.root)
	w.items(s.root)
	b.WriteString("\\end{tikzpicture}\n")
}

type tikzWriter struct {
	b          *strings.Builder
	l          *Lecture
	st         []trace.NodeState
	s          *stepTree
	cur        int32
	names      *trace.Names
	slot       float64
	level      float64
	nw, nh     float64
	pt         float64 // the values' size in points
	font       string  // the values' and the names' size
	small      string  // the size of α and β, moves, rules and folds
	last       bool    // the search's last step: the best line is bold
	cutLabeled map[int32]bool
}

func (w *tikzWriter) pos(it *item) (float64, float64) {
	return it.x * w.slot, -float64(it.depth) * w.level
}

// edges draws every edge: orange on the current path, dashed grey into a pruned node,
// bold on the best line at the end, dotted into a summary; a cutoff's rule beside the
// first edge it pruned; a game's move on its edge.
func (w *tikzWriter) edges(it *item) {
	px, py := w.pos(it)
	for _, k := range it.kids {
		kx, ky := w.pos(k)
		style := "draw=ink, line width=0.5pt"
		switch {
		case k.id < 0:
			style = "draw=muted, dotted, line width=0.6pt"
		case w.st[k.id].Cut:
			style = "draw=pruned, dashed, line width=0.5pt"
		case w.s.onPath[k.id] && (w.st[k.id].Open || k.id == w.cur):
			style = "draw=current, line width=1.4pt"
		case w.last && w.l.Trace.Node(k.id).PV:
			style = "draw=ink, line width=1.6pt"
		}
		fmt.Fprintf(w.b, "\\draw[%s] (%s,%s) -- (%s,%s);\n", style, cm(px), cm(py-w.nh/2), cm(kx), cm(ky+w.nh/2))
		if k.id >= 0 {
			if !w.l.explicit() && !w.st[k.id].Cut {
				if mv := w.names.Move(k.id); mv != "" {
					fmt.Fprintf(w.b, "\\node[font=%s, text=muted, fill=white, inner sep=0.5pt] at (%s,%s) {%s};\n",
						w.small, cm((px+kx)/2), cm((py+ky)/2), Latex(mv))
				}
			}
			if w.st[k.id].Cut && w.firstCut(it.id, k.id) {
				rule := w.l.cutoffRule(int(w.l.Trace.Node(k.id).FirstStep))
				fmt.Fprintf(w.b, "\\node[font=%s, text=rule, anchor=west] at (%s,%s) {%s};\n",
					w.small, cm((px+kx)/2+0.12), cm((py+ky)/2+0.1), Latex(rule))
			}
		}
		w.edges(k)
	}
}

// firstCut: child c is the first of parent's children pruned by its cutoff.
func (w *tikzWriter) firstCut(parent, c int32) bool {
	for _, k := range w.s.kids.Of(parent) {
		if w.st[k].Cut {
			return k == c
		}
	}
	return false
}

// items draws every node and summary.
func (w *tikzWriter) items(it *item) {
	x, y := w.pos(it)
	if it.id < 0 {
		fmt.Fprintf(w.b, "\\node[draw=muted, fill=fold, rounded corners=2pt, inner sep=1.5pt, font=%s] at (%s,%s) {%s};\n",
			w.small, cm(x), cm(y), Latex(say(w.l.Lang, "more_nodes", "n", msg.Number(w.l.Lang, int64(it.count)))))
		return
	}
	w.node(it, x, y)
	for _, k := range it.kids {
		w.items(k)
	}
}

// node draws one node: its shape, its value, its name, its window, its fold.
func (w *tikzWriter) node(it *item, x, y float64) {
	id := it.id
	nd := w.l.Trace.Node(id)
	ns := w.st[id]
	pen, fill, width, dash := "ink", "leaf", "0.6pt", ""
	switch {
	case ns.Cut:
		pen, fill, dash = "pruned", "white", ", dashed"
	case id == w.cur:
		pen, fill, width = "current", "curfill", "1.6pt"
	case ns.Open:
		pen, fill, width = "current", "openfill", "1.1pt"
	case w.l.kids.Count(id) > 0 && nd.Kind != trace.TTHit:
		fill = "minfill"
		if nd.Player == trace.Max {
			fill = "maxfill"
		}
	}
	if w.last && nd.PV && id != w.cur {
		width = "1.6pt"
	}
	if fill == "leaf" && !w.l.explicit() { // a game's positions take their player's colour
		fill = "minfill"
		if nd.Player == trace.Max {
			fill = "maxfill"
		}
	}
	hw, hh := w.nw/2, w.nh/2
	style := fmt.Sprintf("draw=%s, fill=%s, line width=%s%s", pen, fill, width, dash)
	leaf := w.l.kids.Count(id) == 0 || nd.Kind == trace.Horizon || nd.Kind == trace.Terminal || nd.Kind == trace.TTHit
	if !w.l.explicit() {
		w.gameNode(it, x, y, style, fill)
		return
	}
	switch {
	case leaf || ns.Cut:
		lw := hw * 0.85
		fmt.Fprintf(w.b, "\\draw[%s] (%s,%s) rectangle (%s,%s);\n", style, cm(x-lw), cm(y-hh*0.85), cm(x+lw), cm(y+hh*0.85))
	case nd.Player == trace.Max:
		fmt.Fprintf(w.b, "\\draw[%s] (%s,%s) -- (%s,%s) -- (%s,%s) -- cycle;\n", style, cm(x), cm(y+hh), cm(x-hw), cm(y-hh), cm(x+hw), cm(y-hh))
	default:
		fmt.Fprintf(w.b, "\\draw[%s] (%s,%s) -- (%s,%s) -- (%s,%s) -- cycle;\n", style, cm(x), cm(y-hh), cm(x-hw), cm(y+hh), cm(x+hw), cm(y+hh))
	}
	if v := w.value(id, ns, leaf); v != "" {
		vy := y
		switch {
		case leaf || ns.Cut:
		case nd.Player == trace.Max:
			vy -= hh * 0.3
		default:
			vy += hh * 0.3
		}
		color := "ink"
		if ns.Cut {
			color = "pruned"
		}
		bold := ""
		if w.last && nd.PV {
			bold = `\bfseries`
		}
		// on the node's fill, so that a value wider than a triangle stays legible
		fmt.Fprintf(w.b, "\\node[text=%s, fill=%s, inner sep=0.6pt] at (%s,%s) {%s%s};\n", color, fill, cm(x), cm(vy), bold, Latex(v))
	}
	if w.l.explicit() && !leaf && !ns.Cut {
		fmt.Fprintf(w.b, "\\node[text=muted, anchor=east, font=\\itshape%s] at (%s,%s) {%s};\n", w.font, cm(x-hw-0.05), cm(y), Latex(w.l.ex.DisplayName(w.l.Lang, id)))
	}
	if ns.Open && w.l.windowed() {
		right := max(hw, w.textWidth(w.value(id, ns, leaf))/2)
		w.window(ns, x+right+0.08, y)
	}
	w.fold(it, x, y-hh)
}

// window writes an open node's α and β, the one over the other, from (x, y) right.
func (w *tikzWriter) window(ns trace.NodeState, x, y float64) {
	fmt.Fprintf(w.b, "\\node[anchor=west, align=left, font=%s, inner sep=0pt] at (%s,%s) {\\textcolor{alpha}{%s}\\\\\\textcolor{beta}{%s}};\n",
		w.small, cm(x), cm(y), Latex("α="+w.l.valueText(ns.Alpha)), Latex("β="+w.l.valueText(ns.Beta)))
}

// textWidth estimates the width in cm of a value written in the tree's font.
func (w *tikzWriter) textWidth(s string) float64 {
	return float64(utf8.RuneCountInString(s)) * digitEm * w.pt * ptCm
}

// gameNode draws a game's position as render does: a box, ▲ (MAX) or ▼ (MIN) and its
// value, in its player's colour.
func (w *tikzWriter) gameNode(it *item, x, y float64, style, fill string) {
	id := it.id
	nd := w.l.Trace.Node(id)
	ns := w.st[id]
	hw, hh := w.nw/2, w.nh/2
	fmt.Fprintf(w.b, "\\draw[%s, rounded corners=1.5pt] (%s,%s) rectangle (%s,%s);\n", style, cm(x-hw), cm(y-hh), cm(x+hw), cm(y+hh))
	mark := "▼"
	if nd.Player == trace.Max {
		mark = "▲"
	}
	text := Latex(mark)
	if v := w.value(id, ns, false); v != "" {
		text += " " + Latex(v)
	}
	color := "ink"
	if ns.Cut {
		color = "pruned"
	} else if w.last && nd.PV {
		text = `\bfseries ` + text
	}
	fmt.Fprintf(w.b, "\\node[text=%s, inner sep=0pt] at (%s,%s) {%s};\n", color, cm(x), cm(y), text)
	if ns.Open && w.l.windowed() {
		w.window(ns, x+hw+0.08, y)
	}
	w.fold(it, x, y-hh)
}

// fold writes "+N nodos" under a folded node whose bottom is at (x, y).
func (w *tikzWriter) fold(it *item, x, y float64) {
	if it.folded > 0 {
		fmt.Fprintf(w.b, "\\draw[draw=muted, dotted, line width=0.6pt] (%s,%s) -- (%s,%s);\n", cm(x), cm(y), cm(x), cm(y-0.18))
		fmt.Fprintf(w.b, "\\node[draw=muted, fill=fold, rounded corners=2pt, inner sep=1pt, font=%s, anchor=north] at (%s,%s) {%s};\n",
			w.small, cm(x), cm(y-0.18), Latex(say(w.l.Lang, "more_nodes", "n", msg.Number(w.l.Lang, int64(it.folded)))))
	}
}

// nodeWidth is a node's width at size sz for values of chars characters: a triangle
// wide enough to hold its value in its wide half, a game's box its mark and value.
func (l *Lecture) nodeWidth(sz tikzSize, chars int) float64 {
	text := float64(chars) * digitEm * sz.pt * ptCm
	if !l.explicit() {
		return text + 2.2*digitEm*sz.pt*ptCm + 0.15
	}
	return max(sz.pt*0.11, text*1.6)
}

// widestValue is the most characters of a value reached at the step (at least 2).
func (l *Lecture) widestValue(st []trace.NodeState) int {
	n := 2
	for _, ns := range st {
		if ns.Reached && ns.HasValue {
			n = max(n, utf8.RuneCountInString(l.valueText(ns.Value)))
		}
	}
	return n
}

// value is the text inside node id: its value so far (≤/≥ for a bound), an explicit
// tree's pruned leaf's number (the tree gives it), else nothing.
func (w *tikzWriter) value(id int32, ns trace.NodeState, leaf bool) string {
	switch {
	case ns.HasValue && !ns.Cut:
		v := w.l.valueText(ns.Value)
		if !ns.Open {
			switch ns.Bound {
			case trace.Lower:
				v = "≥" + v
			case trace.Upper:
				v = "≤" + v
			}
		}
		return v
	case ns.Cut && w.l.explicit() && leaf:
		return w.names.Label(id)
	}
	return ""
}

// valueText writes a value as the page does (a true minus, ±∞, digits grouped).
func (l *Lecture) valueText(v int) string {
	switch _, lifted := trace.GameScore(v); {
	case v <= -trace.Inf:
		return "−∞"
	case v >= trace.Inf:
		return "+∞"
	case lifted:
		return trace.FormatValue(v)
	}
	return msg.Signed(l.Lang, int64(v))
}

// cutoffRule is the rule of the cutoff at step k as the page writes it: "α=3 ≥ β=2"
// at a MAX node, "β=2 ≤ α=3" at a MIN node.
func (l *Lecture) cutoffRule(k int) string {
	st := l.Trace.Step(k)
	a, b := l.valueText(st.Alpha), l.valueText(st.Beta)
	if l.Trace.Node(st.Node).Player == trace.Max {
		return "α=" + a + " ≥ β=" + b
	}
	return "β=" + b + " ≤ α=" + a
}

func (l *Lecture) explicit() bool { return l.Params.Game == "tree" }

// cm writes a length in cm, rounded to hundredths.
func cm(v float64) string {
	s := fmt.Sprintf("%.2f", v)
	if s == "-0.00" {
		s = "0.00"
	}
	return s
}
