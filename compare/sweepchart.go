package compare

import (
	"io"
	"math"
	"strconv"
	"strings"

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
		d.raw(`<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="#000000" stroke-width="0.8"/>`, num(x), num(y), num(r), c)
	case 1:
		d.raw(`<rect x="%s" y="%s" width="%s" height="%s" fill="%s" stroke="#000000" stroke-width="0.8"/>`, num(x-r), num(y-r), num(2*r), num(2*r), c)
	case 2:
		d.raw(`<path d="M%s,%s L%s,%s L%s,%s Z" fill="%s" stroke="#000000" stroke-width="0.8"/>`, num(x), num(y-r-1), num(x+r+1), num(y+r), num(x-r-1), num(y+r), c)
	case 3:
		d.raw(`<path d="M%s,%s L%s,%s L%s,%s L%s,%s Z" fill="%s" stroke="#000000" stroke-width="0.8"/>`, num(x), num(y-r-1), num(x+r+1), num(y), num(x), num(y+r+1), num(x-r-1), num(y), c)
	case 4:
		d.raw(`<circle cx="%s" cy="%s" r="%s" fill="#ffffff" stroke="%s" stroke-width="2.2"/>`, num(x), num(y), num(r), c)
	default:
		d.raw(`<path d="M%s,%s L%s,%s M%s,%s L%s,%s" stroke="%s" stroke-width="2.5"/>`, num(x-r), num(y-r), num(x+r), num(y+r), num(x-r), num(y+r), num(x+r), num(y-r), c)
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
				strings.Join(seg, " "), stroke, num(width), extra)
		}
		seg = seg[:0]
	}
	for i := range xs {
		if math.IsNaN(ys[i]) {
			flush()
			continue
		}
		seg = append(seg, num(xs[i])+","+num(ys[i]))
	}
	flush()
}

// SweepChart writes a sweep as a line chart on a log scale, in lang (en or es): the
// metric (MetricLeaves or MetricNodes) per depth, a line per algorithm, and for
// random trees the minimal tree (Knuth–Moore) and the whole tree as reference lines.
func SweepChart(w io.Writer, res *SweepResult, metric, lang string) error {
	metric, err := ParseMetric(metric)
	if err != nil {
		return err
	}
	get := func(s Series) []*float64 {
		if metric == MetricNodes {
			return s.Nodes
		}
		return s.Leaves
	}
	minimal, full := res.Minimal, res.Full
	minCode, fullCode, yCode := "compare.chart_minimal", "compare.chart_full", "compare.chart_leaves_log"
	if metric == MetricNodes {
		minimal, full = res.MinimalNodes, res.FullNodes
		minCode, fullCode, yCode = "compare.chart_minimal_nodes", "compare.chart_full_nodes", "compare.chart_nodes_log"
	}
	subtitle := res.Describe(lang)
	axis := msg.Format(lang, yCode, nil)
	title := msg.Format(lang, "compare.chart_sweep_"+metric, nil)

	// the legend: the algorithms, then the reference lines
	var items []legendItem
	for i, s := range res.Series {
		items = append(items, legendItem{label: AlgoLabel(s.Algo, lang), swatch: func(d *svgDoc, x, y float64) {
			d.line(x, y+7, x+28, y+7, color(i), 2.5, dashAttr(dashes[i%len(dashes)]))
			d.marker(i, x+14, y+7)
		}})
	}
	if len(minimal) > 0 {
		items = append(items,
			legendItem{label: msg.Format(lang, minCode, nil), swatch: func(d *svgDoc, x, y float64) {
				d.line(x, y+7, x+28, y+7, "#000000", 2, dashAttr("6,3"))
			}},
			legendItem{label: msg.Format(lang, fullCode, nil), swatch: func(d *svgDoc, x, y float64) {
				d.line(x, y+7, x+28, y+7, "#000000", 2.5, dashAttr("1,4"))
			}})
	}
	gaps := false
	for _, s := range res.Series {
		for _, v := range get(s) {
			gaps = gaps || v == nil
		}
	}
	if gaps {
		items = append(items, legendItem{label: msg.Format(lang, "compare.chart_gaps", nil), swatch: func(*svgDoc, float64, float64) {}})
	}
	const left, right, top = 96.0, 24.0, 74.0
	legendH := (&svgDoc{}).legend(left, 0, chartWidth-left-right, items)
	bottom := 56 + legendH + 10
	plotW, plotH := chartWidth-left-right, chartHeight-top-bottom

	// the log scale: whole powers of ten around every value
	lo, hi := math.Inf(1), math.Inf(-1)
	see := func(v float64) {
		if v > 0 {
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
	}
	for _, s := range res.Series {
		for _, v := range get(s) {
			if v != nil {
				see(*v)
			}
		}
	}
	for i := range minimal {
		see(float64(minimal[i]))
		see(float64(full[i]))
	}
	if math.IsInf(lo, 1) {
		lo, hi = 1, 10
	}
	pLo, pHi := math.Floor(math.Log10(lo)), math.Ceil(math.Log10(hi))
	if pHi <= pLo {
		pHi = pLo + 1
	}
	y := func(v float64) float64 { return top + plotH - (math.Log10(v)-pLo)/(pHi-pLo)*plotH }
	n := len(res.Depths)
	x := func(i int) float64 {
		if n == 1 {
			return left + plotW/2
		}
		return left + 30 + float64(i)*(plotW-60)/float64(n-1)
	}

	d := newSVG(chartWidth, chartHeight, title+" — "+subtitle)
	d.text(chartWidth/2, 28, titleSize, "middle", title, ` font-weight="bold"`)
	d.text(chartWidth/2, 52, labelSize, "middle", subtitle, "")
	for p := pLo; p <= pHi; p++ {
		v := math.Pow(10, p)
		d.line(left, y(v), left+plotW, y(v), "#c8c8c8", 1, "")
		d.text(left-8, y(v)+4, tickSize, "end", count(lang, v), "")
		if p < pHi && pHi-pLo <= 6 {
			for m := 2.0; m <= 9; m++ {
				d.line(left-4, y(m*v), left, y(m*v), "#000000", 0.8, "")
				d.line(left, y(m*v), left+plotW, y(m*v), "#ececec", 0.6, "")
			}
		}
	}
	for i, dep := range res.Depths {
		d.line(x(i), top+plotH, x(i), top+plotH+5, "#000000", 1, "")
		d.text(x(i), top+plotH+20, tickSize, "middle", strconv.Itoa(dep), "")
	}
	d.text(left+plotW/2, top+plotH+42, labelSize, "middle", msg.Format(lang, "compare.chart_depth", nil), "")
	d.text(24, top+plotH/2, labelSize, "middle", axis, ` transform="rotate(-90 24 `+num(top+plotH/2)+`)"`)

	xs := make([]float64, n)
	for i := range xs {
		xs[i] = x(i)
	}
	ys := make([]float64, n)
	for k, s := range res.Series {
		vals := get(s)
		for i := range ys {
			ys[i] = math.NaN()
			if i < len(vals) && vals[i] != nil && *vals[i] > 0 {
				ys[i] = y(*vals[i])
			}
		}
		d.polyline(xs, ys, color(k), 2.5, dashes[k%len(dashes)])
		for i := range ys {
			if !math.IsNaN(ys[i]) {
				d.marker(k, xs[i], ys[i])
			}
		}
	}
	if len(full) > 0 { // on top, dashed: they are minimax's and best-ordered alpha-beta's lines
		for i := range ys {
			ys[i] = y(float64(full[i]))
		}
		d.polyline(xs, ys, "#000000", 2.5, "1,4")
		for i := range ys {
			ys[i] = y(float64(minimal[i]))
		}
		d.polyline(xs, ys, "#000000", 2, "6,3")
	}
	d.line(left, top, left, top+plotH, "#000000", 1.2, "")
	d.line(left, top+plotH, left+plotW, top+plotH, "#000000", 1.2, "")
	d.legend(left, chartHeight-bottom+56, plotW, items)
	_, err = io.WriteString(w, d.String())
	return err
}

func dashAttr(dash string) string {
	if dash == "" {
		return ""
	}
	return ` stroke-dasharray="` + dash + `"`
}

// Describe says in lang what a sweep searched: "random trees, branching 3, random
// ordering, mean of 200 trees" (and the leaf values when they may tie), or the game and
// its position.
func (res *SweepResult) Describe(lang string) string {
	if res.Game != "tree" {
		return msg.Format(lang, "compare.chart_sweep_game", map[string]any{"game": res.Game, "position": res.Position})
	}
	s := msg.Format(lang, "compare.chart_sweep_trees", map[string]any{
		"b": res.Branching, "ordering": msg.Format(lang, "compare.order_"+res.Ordering, nil), "trees": res.Trees})
	if res.Values != "" && res.Values != "distinct" {
		s += ", " + msg.Format(lang, "compare.chart_values", map[string]any{"values": res.Values})
	}
	return s
}
