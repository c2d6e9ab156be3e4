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
	b      *strings.Builder
	l      *Lecture
	st     []trace.NodeState
	s      *stepTree
	cur    int32
	names  *trace.Names
	slot   float64
	level  float64
	nw, nh float64
	pt     float64 // the values' size in points
	font   string  // the values' and the names' size
	small  string  // the size of α and β, moves, rules and folds
	last   bool    // the search's last step: the best line is bold
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

// cm writes a length in cm, rounded to hundredths.
func cm(v float64) string {
	s := fmt.Sprintf("%.2f", v)
	if s == "-0.00" {
		s = "0.00"
	}
	return s
}
