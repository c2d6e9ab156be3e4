package compare

import (
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/gametree/gametree/internal/svgout"
	"github.com/gametree/gametree/msg"
)

// Metrics a sweep chart can show.
const (
	MetricLeaves = "leaves"
	MetricNodes  = "nodes"
)

// ParseMetric reads leaves or nodes ("" is leaves).
func ParseMetric(s string) (string, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", MetricLeaves:
		return MetricLeaves, nil
	case MetricNodes:
		return MetricNodes, nil
	}
	return "", msg.New("compare.metric", "value", s)
}

// dashes tell the series' lines apart in grey; markers too.
var dashes = []string{"", "8,4", "2,3", "10,3,2,3", "14,4", "4,4"}

// marker draws series i's marker centred on (x, y).
func (d *svgDoc) marker(i int, x, y float64) {
	c := color(i)
	const r = 4.5
	switch i % 6 {
	case 0:
		d.raw(`<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="#000000" stroke-width="0.8"/>`, svgout.Num(x), svgout.Num(y), svgout.Num(r), c)
	case 1:
		d.raw(`<rect x="%s" y="%s" width="%s" height="%s" fill="%s" stroke="#000000" stroke-width="0.8"/>`, svgout.Num(x-r), svgout.Num(y-r), svgout.Num(2*r), svgout.Num(2*r), c)
	case 2:
		d.raw(`<path d="M%s,%s L%s,%s L%s,%s Z" fill="%s" stroke="#000000" stroke-width="0.8"/>`, svgout.Num(x), svgout.Num(y-r-1), svgout.Num(x+r+1), svgout.Num(y+r), svgout.Num(x-r-1), svgout.Num(y+r), c)
	case 3:
		d.raw(`<path d="M%s,%s L%s,%s L%s,%s L%s,%s Z" fill="%s" stroke="#000000" stroke-width="0.8"/>`, svgout.Num(x), svgout.Num(y-r-1), svgout.Num(x+r+1), svgout.Num(y), svgout.Num(x), svgout.Num(y+r+1), svgout.Num(x-r-1), svgout.Num(y), c)
	case 4:
		d.raw(`<circle cx="%s" cy="%s" r="%s" fill="#ffffff" stroke="%s" stroke-width="2.2"/>`, svgout.Num(x), svgout.Num(y), svgout.Num(r), c)
	default:
		d.raw(`<path d="M%s,%s L%s,%s M%s,%s L%s,%s" stroke="%s" stroke-width="2.5"/>`, svgout.Num(x-r), svgout.Num(y-r), svgout.Num(x+r), svgout.Num(y+r), svgout.Num(x-r), svgout.Num(y+r), svgout.Num(x+r), svgout.Num(y-r), c)
	}
}

// polyline draws the points (NaN: a gap) as a line of the given style.
func (d *svgDoc) polyline(xs, ys []float64, stroke string, width float64, dash string) {
	var seg []string
	flush := func() {
		if len(seg) > 1 {
			extra := ""
			if dash != "" {
				extra = ` stroke-dasharray="` + dash + `"`
			}
			d.raw(`<polyline points="%s" fill="none" stroke="%s" stroke-width="%s" stroke-linejoin="round"%s/>`,
				strings.Join(seg, " "), stroke, svgout.Num(width), extra)
		}
		seg = seg[:0]
	}
	for i := range xs {
		if math.IsNaN(ys[i]) {
			flush()
			continue
		}
		seg = append(seg, svgout.Num(xs[i])+","+svgout.Num(ys[i]))
	}
	flush()
}

// SweepChart writes a sweep as a line chart on a log scale, in lang (en or es): the
// metric (MetricLeaves or MetricNodes) per depth, a line per algorithm, and for
// random trees the minimal tree (Knuth–Moore) and the whole tree as reference lines.
func SweepChart(w io.Writer, res *SweepResult, metric, lang string) error {
	sw, err := newSweepLines(res, metric)
	if err != nil {
		return err
	}
	subtitle := res.Describe(lang)
	title := msg.Format(lang, "compare.chart_sweep_"+sw.metric, nil)
	items := sw.legend(lang)
	const left, right, top = 96.0, 24.0, 74.0
	legendH := (&svgDoc{}).legend(left, 0, chartWidth-left-right, items)
	bottom := 56 + legendH + 10
	pl := sweepPlot{left: left, top: top, w: chartWidth - left - right, h: chartHeight - top - bottom, n: len(res.Depths)}
	pl.pLo, pl.pHi = sw.powers()

	d := newSVG(chartWidth, chartHeight, title+" — "+subtitle)
	d.text(chartWidth/2, 28, titleSize, "middle", title, ` font-weight="bold"`)
	d.text(chartWidth/2, 52, labelSize, "middle", subtitle, "")
	pl.axes(d, res.Depths, msg.Format(lang, sw.yCode, nil), lang)
	sw.draw(d, pl)
	d.line(left, top, left, top+pl.h, "#000000", 1.2, "")
	d.line(left, top+pl.h, left+pl.w, top+pl.h, "#000000", 1.2, "")
	d.legend(left, chartHeight-bottom+56, pl.w, items)
	_, err = io.WriteString(w, d.String())
	return err
}

// sweepLines are the lines of a sweep chart of one metric: a line per algorithm, and
// the reference lines of random trees.
type sweepLines struct {
	res                      *SweepResult
	metric                   string
	minimal, full            []int64 // the reference lines (none for a game)
	minCode, fullCode, yCode string  // their legend's and the y axis' messages
}

func newSweepLines(res *SweepResult, metric string) (*sweepLines, error) {
	metric, err := ParseMetric(metric)
	if err != nil {
		return nil, err
	}
	sw := &sweepLines{res: res, metric: metric, minimal: res.Minimal, full: res.Full,
		minCode: "compare.chart_minimal", fullCode: "compare.chart_full", yCode: "compare.chart_leaves_log"}
	if metric == MetricNodes {
		sw.minimal, sw.full = res.MinimalNodes, res.FullNodes
		sw.minCode, sw.fullCode, sw.yCode = "compare.chart_minimal_nodes", "compare.chart_full_nodes", "compare.chart_nodes_log"
	}
	return sw, nil
}

// values are series s's figures of the metric, per depth (nil: not measured).
func (sw *sweepLines) values(s Series) []*float64 {
	if sw.metric == MetricNodes {
		return s.Nodes
	}
	return s.Leaves
}

// legend lists the algorithms, then the reference lines, then a note on gaps if a
// line has one.
func (sw *sweepLines) legend(lang string) []legendItem {
	var items []legendItem
	for i, s := range sw.res.Series {
		items = append(items, legendItem{label: AlgoLabel(s.Algo, lang), swatch: func(d *svgDoc, x, y float64) {
			d.line(x, y+7, x+28, y+7, color(i), 2.5, dashAttr(dashes[i%len(dashes)]))
			d.marker(i, x+14, y+7)
		}})
	}
	if len(sw.minimal) > 0 {
		items = append(items,
			legendItem{label: msg.Format(lang, sw.minCode, nil), swatch: func(d *svgDoc, x, y float64) {
				d.line(x, y+7, x+28, y+7, "#000000", 2, dashAttr("6,3"))
			}},
			legendItem{label: msg.Format(lang, sw.fullCode, nil), swatch: func(d *svgDoc, x, y float64) {
				d.line(x, y+7, x+28, y+7, "#000000", 2.5, dashAttr("1,4"))
			}})
	}
	gaps := false
	for _, s := range sw.res.Series {
		for _, v := range sw.values(s) {
			gaps = gaps || v == nil
		}
	}
	if gaps {
		items = append(items, legendItem{label: msg.Format(lang, "compare.chart_gaps", nil), swatch: func(*svgDoc, float64, float64) {}})
	}
	return items
}

// powers are the log scale's ends: whole powers of ten around every value.
func (sw *sweepLines) powers() (pLo, pHi float64) {
	lo, hi := math.Inf(1), math.Inf(-1)
	see := func(v float64) {
		if v > 0 {
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
	}
	for _, s := range sw.res.Series {
		for _, v := range sw.values(s) {
			if v != nil {
				see(*v)
			}
		}
	}
	for i := range sw.minimal {
		see(float64(sw.minimal[i]))
		see(float64(sw.full[i]))
	}
	if math.IsInf(lo, 1) {
		lo, hi = 1, 10
	}
	pLo, pHi = math.Floor(math.Log10(lo)), math.Ceil(math.Log10(hi))
	if pHi <= pLo {
		pHi = pLo + 1
	}
	return pLo, pHi
}

// draw draws every algorithm's line with its markers, then the reference lines on
// top, dashed: they are minimax's and best-ordered alpha-beta's lines.
func (sw *sweepLines) draw(d *svgDoc, pl sweepPlot) {
	xs := make([]float64, pl.n)
	for i := range xs {
		xs[i] = pl.x(i)
	}
	ys := make([]float64, pl.n)
	for k, s := range sw.res.Series {
		vals := sw.values(s)
		for i := range ys {
			ys[i] = math.NaN()
			if i < len(vals) && vals[i] != nil && *vals[i] > 0 {
				ys[i] = pl.y(*vals[i])
			}
		}
		d.polyline(xs, ys, color(k), 2.5, dashes[k%len(dashes)])
		for i := range ys {
			if !math.IsNaN(ys[i]) {
				d.marker(k, xs[i], ys[i])
			}
		}
	}
	if len(sw.full) > 0 {
		for i := range ys {
			ys[i] = pl.y(float64(sw.full[i]))
		}
		d.polyline(xs, ys, "#000000", 2.5, "1,4")
		for i := range ys {
			ys[i] = pl.y(float64(sw.minimal[i]))
		}
		d.polyline(xs, ys, "#000000", 2, "6,3")
	}
}

// sweepPlot is a sweep chart's plot area: w by h from (left, top), n depths across,
// powers of ten from 10^pLo to 10^pHi up.
type sweepPlot struct {
	left, top, w, h float64
	n               int
	pLo, pHi        float64
}

func (pl sweepPlot) y(v float64) float64 {
	return pl.top + pl.h - (math.Log10(v)-pl.pLo)/(pl.pHi-pl.pLo)*pl.h
}

func (pl sweepPlot) x(i int) float64 {
	if pl.n == 1 {
		return pl.left + pl.w/2
	}
	return pl.left + 30 + float64(i)*(pl.w-60)/float64(pl.n-1)
}

// axes draws the grid of powers of ten (and of their multiples, when there are few),
// the ticks and labels of both axes.
func (pl sweepPlot) axes(d *svgDoc, depths []int, yLabel, lang string) {
	left, top := pl.left, pl.top
	for p := pl.pLo; p <= pl.pHi; p++ {
		v := math.Pow(10, p)
		d.line(left, pl.y(v), left+pl.w, pl.y(v), "#c8c8c8", 1, "")
		d.text(left-8, pl.y(v)+4, tickSize, "end", count(lang, v), "")
		if p < pl.pHi && pl.pHi-pl.pLo <= 6 {
			for m := 2.0; m <= 9; m++ {
				d.line(left-4, pl.y(m*v), left, pl.y(m*v), "#000000", 0.8, "")
				d.line(left, pl.y(m*v), left+pl.w, pl.y(m*v), "#ececec", 0.6, "")
			}
		}
	}
	for i, dep := range depths {
		d.line(pl.x(i), top+pl.h, pl.x(i), top+pl.h+5, "#000000", 1, "")
		d.text(pl.x(i), top+pl.h+20, tickSize, "middle", strconv.Itoa(dep), "")
	}
	d.text(left+pl.w/2, top+pl.h+42, labelSize, "middle", msg.Format(lang, "compare.chart_depth", nil), "")
	d.text(24, top+pl.h/2, labelSize, "middle", yLabel, ` transform="rotate(-90 24 `+svgout.Num(top+pl.h/2)+`)"`)
}

func dashAttr(dash string) string {
	if dash == "" {
		return ""
	}
	return ` stroke-dasharray="` + dash + `"`
}

// Describe says in lang what a sweep searched: "random trees, branching 3, random
// ordering, mean of 200 trees" (and the leaf values when they may tie), or the game and
// its position in the page's words ("Conecta 4, columnas jugadas 4453").
func (res *SweepResult) Describe(lang string) string {
	if res.Game != "tree" {
		game, at := gameWords(res.Game, res.Position, lang)
		return msg.Format(lang, "compare.chart_sweep_game", map[string]any{"game": game, "position": at})
	}
	s := msg.Format(lang, "compare.chart_sweep_trees", map[string]any{
		"b": res.Branching, "ordering": msg.Format(lang, "compare.order_"+res.Ordering, nil), "trees": res.Trees})
	if res.Values != "" && res.Values != "distinct" {
		s += ", " + msg.Format(lang, "compare.chart_values", map[string]any{"values": res.Values})
	}
	return s
}
