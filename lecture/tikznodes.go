package lecture

import (
	"fmt"
	"unicode/utf8"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// The nodes of a step's TikZ tree (tikz.go): an explicit tree's triangles and boxes, a
// game's boxes, their values, names, windows and folds.

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
