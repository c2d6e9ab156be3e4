package compare

import (
	"io"
	"math"

	"github.com/gametree/gametree/internal/svgout"
	"github.com/gametree/gametree/msg"
)

// hatches are the patterns drawn over the bars' colours (none for the first series),
// so the bars differ in grey too.
var hatches = []string{
	``,
	`<path d="M0,8 L8,0" stroke="#000" stroke-width="1.2"/>`,
	`<path d="M0,0 L8,8" stroke="#000" stroke-width="1.2"/>`,
	`<path d="M0,4 L8,4" stroke="#000" stroke-width="1.2"/>`,
	`<path d="M4,0 L4,8" stroke="#000" stroke-width="1.2"/>`,
	`<path d="M0,8 L8,0 M0,0 L8,8" stroke="#000" stroke-width="1"/>`,
	`<circle cx="4" cy="4" r="1.4" fill="#000"/>`,
}

// writeHatches defines the patterns once per document.
func (d *svgDoc) writeHatches() {
	d.raw("<defs>")
	for i, h := range hatches {
		if h == "" {
			continue
		}
		d.raw(`<pattern id="gt-hatch-%d" width="8" height="8" patternUnits="userSpaceOnUse">%s</pattern>`, i, h)
	}
	d.raw("</defs>")
}

// bar draws a bar of series i: its colour, then its hatch.
func (d *svgDoc) bar(i int, x, y, w, h float64) {
	d.raw(`<rect x="%s" y="%s" width="%s" height="%s" fill="%s" stroke="#000000" stroke-width="0.8"/>`,
		svgout.Num(x), svgout.Num(y), svgout.Num(w), svgout.Num(h), color(i))
	if k := i % len(hatches); hatches[k] != "" {
		d.raw(`<rect x="%s" y="%s" width="%s" height="%s" fill="url(#gt-hatch-%d)" fill-opacity="0.55"/>`,
			svgout.Num(x), svgout.Num(y), svgout.Num(w), svgout.Num(h), k)
	}
}

// barMetrics are the groups of the bar chart: a row's counts.
var barMetrics = []struct {
	code  string
	value func(Stats) int64
}{
	{"compare.chart_nodes", func(s Stats) int64 { return s.Nodes }},
	{"compare.chart_leaves", func(s Stats) int64 { return s.Leaves }},
	{"compare.chart_cutoffs", func(s Stats) int64 { return s.Cutoffs }},
	{"compare.chart_tt_hits", func(s Stats) int64 { return s.TTHits }},
}

// BarChart writes the rows as a grouped bar chart, in lang (en or es): a group per
// count (nodes visited, leaves evaluated, cutoffs, table hits), a bar per search with
// its count written above it, a legend naming the searches. problem names what was
// searched, for the title ("tree textbook").
func BarChart(w io.Writer, problem string, rows []Row, lang string) error {
	title := msg.Format(lang, "compare.chart_title", map[string]any{"problem": problem})
	const left, right, top = 90.0, 20.0, 56.0
	items := make([]legendItem, len(rows))
	for i, r := range rows {
		label := AlgoLabel(r.Algo, lang)
		if !r.Complete {
			label += " (" + msg.Format(lang, "compare.chart_stopped", nil) + ")"
		}
		items[i] = legendItem{label: label, swatch: func(d *svgDoc, x, y float64) { d.bar(i, x, y, 28, 14) }}
	}
	// the legend's height decides the plot's: measure it on a scratch document
	legendH := (&svgDoc{}).legend(left, 0, chartWidth-left-right, items)
	bottom := 52 + legendH + 10
	d := newSVG(chartWidth, chartHeight, title)
	d.writeHatches()
	d.text(chartWidth/2, 30, titleSize, "middle", title, ` font-weight="bold"`)

	plotW, plotH := chartWidth-left-right, chartHeight-top-bottom
	var most int64
	for _, r := range rows {
		for _, m := range barMetrics {
			most = max(most, m.value(r.Stats))
		}
	}
	step := niceStep(float64(most))
	ymax := math.Max(step, math.Ceil(float64(most)*1.22/step)*step) // room for the labels
	y := func(v float64) float64 { return top + plotH - v/ymax*plotH }
	for v := 0.0; v <= ymax+step/2; v += step {
		d.line(left, y(v), left+plotW, y(v), "#d0d0d0", 1, "")
		d.text(left-8, y(v)+4, tickSize, "end", count(lang, v), "")
	}
	d.text(22, top+plotH/2, labelSize, "middle", msg.Format(lang, "compare.chart_count", nil),
		` transform="rotate(-90 22 `+svgout.Num(top+plotH/2)+`)"`)

	groupW := plotW / float64(len(barMetrics))
	n := max(len(rows), 1)
	barW := math.Min(48, groupW*0.8/float64(n))
	for g, m := range barMetrics {
		x0 := left + float64(g)*groupW + (groupW-barW*float64(n))/2
		for i, r := range rows {
			v := float64(m.value(r.Stats))
			x := x0 + float64(i)*barW
			if v > 0 {
				d.bar(i, x, y(v), barW-2, y(0)-y(v))
			}
			cx, ly := x+(barW-2)/2, y(v)-4
			label := count(lang, v)
			if barW < textWidth(label, valueSize)+6 { // narrow bars: the count upright
				d.text(cx+4, ly, valueSize, "start", label, ` transform="rotate(-90 `+svgout.Num(cx+4)+` `+svgout.Num(ly)+`)"`)
			} else {
				d.text(cx, ly, valueSize, "middle", label, "")
			}
		}
		d.text(left+float64(g)*groupW+groupW/2, top+plotH+22, labelSize, "middle", msg.Format(lang, m.code, nil), ` font-weight="bold"`)
	}
	d.line(left, top, left, top+plotH, "#000000", 1.2, "")
	d.line(left, top+plotH, left+plotW, top+plotH, "#000000", 1.2, "")
	d.legend(left, chartHeight-bottom+40, plotW, items)
	_, err := io.WriteString(w, d.String())
	return err
}
