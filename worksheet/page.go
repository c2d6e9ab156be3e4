package worksheet

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render"
)

// A4, in points, and the worksheet's geometry.
const (
	A4Width, A4Height = 595.28, 841.89
	// PageSize is the largest number of exercises of a worksheet.
	PageSize  = 6
	margin    = 24.0
	cellGap   = 10.0
	cellPad   = 4.0
	labelSize = 9.0
	mm        = 72 / 25.4 // points
)

// A readable print: leaf digits at least MinLeafPt points high, write-in boxes at
// least MinBoxMM millimetres wide and high (room for a handwritten number).
const (
	MinLeafPt = 7.0
	MinBoxMM  = 8.0
	// MaxScale: small trees are drawn at most this much larger than their natural
	// size (leaf digits 12 pt, boxes 13.8 mm square), to fill a page's room.
	MaxScale = 1.5
)

// Layout says how a worksheet placed its exercises: columns and rows of cells on an
// A4 page (portrait or landscape), the one scale every tree is drawn at (a teacher's
// chosen trees: the smallest of theirs; at most
// MaxScale), and what that scale prints: leaf digits LeafPt points high, write-in
// boxes BoxMM millimetres wide and high (square).
type Layout struct {
	Columns, Rows int
	Landscape     bool
	Scale         float64
	LeafPt, BoxMM float64
}

// Readable: the page prints leaf digits of at least MinLeafPt and boxes of at least
// MinBoxMM.
func (l Layout) Readable() bool {
	return l.LeafPt >= MinLeafPt-1e-9 && l.BoxMM >= MinBoxMM-1e-9
}

// Page draws a worksheet: the exercises (at most PageSize) on one A4 page, in a grid
// of cells, every tree at one scale (a teacher's chosen trees: each as large as its
// cell allows, Layout.Scale the smallest), as large as the page allows: portrait or
// landscape, 1 to 3 columns, whichever draws the trees larger. The question page has a
// title, lines for the name and the date, what to do and the legend; the solution
// page (part Solution) the finished searches. Exercises are numbered 1, 2, ... in the
// order given. Trees too large to print readably (Layout.Readable) are still drawn, at
// the size that fits, with a line that says so.
func Page(exs []*exercise.Exercise, part Part, opt Options) ([]byte, Layout, error) {
	pics, err := pictures(exs, part, opt.Lang)
	if err != nil {
		return nil, Layout{}, err
	}
	var best *svgPage
	var lay Layout
	for _, landscape := range []bool{false, true} {
		pg, l := drawPage(exs, pics, part, opt, landscape)
		if best == nil || l.Scale > lay.Scale+1e-9 {
			best, lay = pg, l
		}
	}
	return best.document(), lay, nil
}

// pictures draws the exercises' trees for a page.
func pictures(exs []*exercise.Exercise, part Part, lang string) ([]picture, error) {
	if len(exs) == 0 || len(exs) > PageSize {
		return nil, msg.New("worksheet.count", "n", len(exs), "max", PageSize)
	}
	pics := make([]picture, len(exs))
	for i, e := range exs {
		p, err := tree(e, part, lang, true)
		if err != nil {
			return nil, err
		}
		pics[i] = p
	}
	return pics, nil
}

// PageLayout is the layout Page draws the exercises' part with, without the page.
func PageLayout(exs []*exercise.Exercise, part Part) (Layout, error) {
	pics, err := pictures(exs, part, "en")
	if err != nil {
		return Layout{}, err
	}
	return bestLayout(exs, pics, part, Options{}), nil
}

// bestLayout is the layout Page draws with opt (its words and notes take room).
func bestLayout(exs []*exercise.Exercise, pics []picture, part Part, opt Options) Layout {
	var lay Layout
	for _, landscape := range []bool{false, true} {
		if _, l := drawPage(exs, pics, part, opt, landscape); l.Scale > lay.Scale+1e-9 {
			lay = l
		}
	}
	return lay
}

// drawPage draws a worksheet on an A4 page, portrait or landscape: the heading, then
// the exercises in the grid that draws them largest, then the footer.
func drawPage(exs []*exercise.Exercise, pics []picture, part Part, opt Options, landscape bool) (*svgPage, Layout) {
	pd := newPageDraw(exs, part, opt, landscape)
	y := pd.heading()
	footer := smallSize + 6
	if pd.w.fitNote(Layout{Scale: 1, LeafPt: MinLeafPt, BoxMM: MinBoxMM}, len(exs), opt.Fitted) != "" {
		footer += smallSize + 6
	}
	gridH := pd.pg.h - margin - footer - y
	lay := bestGrid(pics, pd.contentW, gridH)
	if footer == smallSize+6 && pd.w.fitNote(lay, len(exs), opt.Fitted) != "" {
		// it prints small and says so: room for that line too
		gridH -= smallSize + 6
		lay = bestGrid(pics, pd.contentW, gridH)
	}
	lay.Landscape = landscape
	pd.cells(pics, lay, y, gridH)
	pd.footer(lay)
	return pd.pg, lay
}

// pageDraw is a worksheet page being drawn.
type pageDraw struct {
	pg       *svgPage
	w        *words
	exs      []*exercise.Exercise
	first    exercise.Spec
	part     Part
	opt      Options
	same     bool // one question for the whole page: one instruction
	random   bool // random exercises of consecutive seeds (randomRun): every tree at one scale
	contentW float64
}

func newPageDraw(exs []*exercise.Exercise, part Part, opt Options, landscape bool) *pageDraw {
	pageW, pageH := A4Width, A4Height
	if landscape {
		pageW, pageH = A4Height, A4Width
	}
	first := exs[0].Spec
	same := true
	for _, e := range exs {
		same = same && e.Spec.Q == first.Q && e.Spec.FailHard == first.FailHard && e.Spec.FailCourse == first.FailCourse
	}
	return &pageDraw{pg: &svgPage{w: pageW, h: pageH}, w: wordsFor(opt.Lang), exs: exs, first: first,
		part: part, opt: opt, same: same, random: randomRun(exs), contentW: pageW - 2*margin}
}

// heading writes the title ("Worksheet · alpha-beta pruning · level 2 · seeds
// 7–12"), a question's lines for the name and the date, the instruction or the
// solution's note, and the legend; it returns where the grid starts.
func (pd *pageDraw) heading() float64 {
	w, pg := pd.w, pd.pg
	y := margin
	head := w.worksheet
	if pd.part == Solution {
		head = w.solutions + " · " + w.worksheet
	}
	y = pd.lines(head+" · "+pageProblem(w, pd.exs, pd.same), titleSize, true, y)
	legendDone := false
	if pd.part == Question {
		y += 6 + textSize
		legendDone = pd.nameAndDate(y)
		y += 4
	}
	note := w.solution(ask(pd.first))
	if pd.part == Solution && (!pd.same || pd.first.Q != exercise.Values) {
		note = w.pageSolutionNote // a sheet's trees draw no cutoff rules
	}
	if pd.part == Question && pd.same {
		note = w.instruction(pd.exs[0])
	}
	if pd.part == Question && !pd.same {
		note = ""
		y = pd.instructions(y + 4) // one line for each question the page asks
	}
	y = pd.lines(note, textSize, false, y+4)
	if pd.same && !legendDone {
		y += 9
		pg.text(margin, y, 9, "start", false, colMuted, w.legend[ask(pd.first)])
	}
	return y + 8
}

// instructions writes, below y, what to do for each question of a page that asks
// several (a teacher's chosen trees), in the order they first come, each headed by
// the question's name as the cells' labels write it; it returns the last baseline.
func (pd *pageDraw) instructions(y float64) float64 {
	seen := map[string]bool{}
	for _, e := range pd.exs {
		todo := pd.w.instruction(e)
		if seen[todo] {
			continue
		}
		seen[todo] = true
		y = pd.lines(upperFirst(pd.w.question[ask(e.Spec)])+": "+todo, textSize, false, y)
	}
	return y
}

// upperFirst is s with its first letter in upper case.
func upperFirst(s string) string {
	r := []rune(s)
	if len(r) > 0 {
		r[0] = unicode.ToUpper(r[0])
	}
	return string(r)
}

// lines writes s wrapped to the page's width below y, and returns the last line's
// baseline.
func (pd *pageDraw) lines(s string, size float64, bold bool, y float64) float64 {
	for _, l := range wrap(s, size, pd.contentW, bold) {
		y += size
		pd.pg.text(margin, y, size, "start", bold, colInk, l)
		y += size * (lineGap - 1)
	}
	return y
}

// nameAndDate writes a question's lines for the student's name and the date on
// baseline y, and the legend at the end of the line where there is room (reported).
func (pd *pageDraw) nameAndDate(y float64) (legend bool) {
	w, pg := pd.w, pd.pg
	pg.text(margin, y, textSize, "start", false, colInk, w.name+":")
	nx := margin + textWidth(w.name+": ", textSize, false)
	pg.rule(nx, nx+220, y+2, colMuted, 0.6)
	dx := nx + 240
	pg.text(dx, y, textSize, "start", false, colInk, w.date+":")
	dx += textWidth(w.date+": ", textSize, false)
	pg.rule(dx, math.Min(dx+110, pg.w-margin), y+2, colMuted, 0.6)
	if lg := w.legend[ask(pd.first)]; pd.same && dx+110+20+textWidth(lg, 9, false) <= pg.w-margin {
		pg.text(pg.w-margin, y, 9, "end", false, colMuted, lg)
		return true
	}
	return false
}

// bestGrid is the grid of the exercises' cells, contentW by gridH points, that draws
// them largest: one to three columns.
func bestGrid(pics []picture, contentW, gridH float64) Layout {
	var best Layout
	for cols := 1; cols <= 3; cols++ {
		rows := (len(pics) + cols - 1) / cols
		cw := (contentW - float64(cols-1)*cellGap) / float64(cols)
		ch := (gridH - float64(rows-1)*cellGap) / float64(rows)
		s := MaxScale
		for _, p := range pics {
			s = math.Min(s, math.Min((cw-2*cellPad)/p.w, (ch-2*cellPad-labelSize-4)/p.h))
		}
		if s > best.Scale {
			best.Columns, best.Rows, best.Scale = cols, rows, s
		}
	}
	best.LeafPt = best.Scale * render.SheetLeafSize
	best.BoxMM = best.Scale * min(render.SheetBlankW, render.SheetBlankH) / mm
	return best
}

// cells writes every exercise in its framed cell of the grid, from y down, with its
// number and problem, the tree centred below.
func (pd *pageDraw) cells(pics []picture, lay Layout, y, gridH float64) {
	cw := (pd.contentW - float64(lay.Columns-1)*cellGap) / float64(lay.Columns)
	ch := (gridH - float64(lay.Rows-1)*cellGap) / float64(lay.Rows)
	for i, e := range pd.exs {
		col, row := i%lay.Columns, i/lay.Columns
		x0 := margin + float64(col)*(cw+cellGap)
		y0 := y + float64(row)*(ch+cellGap)
		pd.pg.frame(x0, y0, x0+cw, y0+ch, colFrame, 0.6)
		label := strconv.Itoa(i+1) + " · " + pd.w.problem(e.Spec)
		if !pd.same {
			label = strconv.Itoa(i+1) + " · " + pd.w.question[ask(e.Spec)] + " · " + pd.w.problem(e.Spec)
		}
		maxLines := 1
		if !pd.random {
			maxLines = 2 // a teacher's tree says what it is whole
		}
		size, lines := fitLabel(label, cw-2*cellPad, maxLines)
		extra := float64(len(lines)-1) * size * lineGap
		for k, l := range lines {
			pd.pg.text(x0+cellPad, y0+cellPad+labelSize+float64(k)*size*lineGap, size, "start", true, colInk, l)
		}
		p := pics[i]
		scale := lay.Scale
		if !pd.random { // a teacher's trees, of any sizes: each as large as its cell allows
			scale = cellScale(p, cw, ch-extra)
		}
		tx := x0 + (cw-p.w*scale)/2
		ty := y0 + cellPad + labelSize + 4 + extra
		pd.pg.place(p, tx, ty, scale, fmt.Sprintf("x%d-", i+1))
	}
}

// cellScale is the scale that draws a picture as large as a cell of cw by ch points
// holds it, below its label (at most MaxScale).
func cellScale(p picture, cw, ch float64) float64 {
	return math.Min(MaxScale, math.Min((cw-2*cellPad)/p.w, (ch-2*cellPad-labelSize-4)/p.h))
}

// minLabelSize is the smallest a cell's label shrinks to before it is cut short.
const minLabelSize = 7.0

// fitLabel fits a cell's label into width points, on at most maxLines lines: on one
// at labelSize, else smaller (down to minLabelSize), else wrapped at minLabelSize, and
// what is still too long cut short with an ellipsis.
func fitLabel(label string, width float64, maxLines int) (float64, []string) {
	size := labelSize
	if w := textWidth(label, size, true); w > width {
		size = math.Max(minLabelSize, size*width/w)
	}
	if textWidth(label, size, true) <= width {
		return size, []string{label}
	}
	lines := wrap(label, size, width, true)
	if len(lines) > maxLines {
		lines[maxLines-1] = strings.Join(lines[maxLines-1:], " ")
		lines = lines[:maxLines]
	}
	for k, l := range lines {
		if textWidth(l, size, true) <= width {
			continue
		}
		r := []rune(l)
		for len(r) > 1 && textWidth(string(r)+"…", size, true) > width {
			r = r[:len(r)-1]
		}
		lines[k] = strings.TrimSpace(string(r)) + "…"
	}
	return size, lines
}

// footer writes how many exercises the page holds and why, when fewer were chosen or
// the print is small, and the page's link.
func (pd *pageDraw) footer(lay Layout) {
	pg, w, exs := pd.pg, pd.w, pd.exs
	if fit := w.fitNote(lay, len(exs), pd.opt.Fitted); fit != "" {
		pg.text(margin, pg.h-margin-smallSize-6, smallSize, "start", false, colMuted, fit)
	}
	link := w.online + " " + linkText(pd.opt.Site, pd.first)
	if !randomRun(exs) && len(exs) > 1 { // chosen trees: the practise page, not the first one's link
		link = w.online + " " + strings.TrimRight(pd.opt.Site, "/") + "/?view=practise"
	} else if pd.first.Source == exercise.SourceRandom && len(exs) > 1 {
		link += " (" + w.seed + "=" + strconv.FormatInt(exs[0].Spec.Seed, 10) + "…" + strconv.FormatInt(exs[len(exs)-1].Spec.Seed, 10) + ")"
	}
	pg.text(margin, pg.h-margin, smallSize, "start", false, colMuted, link)
}

// randomRun reports whether the exercises are random ones of consecutive seeds, of one
// level and root (a random worksheet), not a teacher's chosen trees.
func randomRun(exs []*exercise.Exercise) bool {
	first := exs[0].Spec
	for i, e := range exs {
		s := e.Spec
		if s.Source != exercise.SourceRandom || s.Level != first.Level || s.Seed != first.Seed+int64(i) || s.Root != first.Root {
			return false
		}
	}
	return true
}

// pageProblem names the page's problems: "alpha-beta pruning · level 2 · seeds 7–12"
// for consecutive random seeds of one level and question.
func pageProblem(w *words, exs []*exercise.Exercise, same bool) string {
	first, last := exs[0].Spec, exs[len(exs)-1].Spec
	q := ""
	if same {
		q = w.question[ask(first)] + " · "
	}
	if !randomRun(exs) {
		if len(exs) == 1 {
			return q + w.problem(first)
		}
		return q + strconv.Itoa(len(exs)) + " " + w.exercises
	}
	if len(exs) == 1 {
		return q + w.problem(first)
	}
	s := q + w.level + " " + strconv.Itoa(first.Level) + " · " + w.seeds + " " + strconv.FormatInt(first.Seed, 10) + "–" + strconv.FormatInt(last.Seed, 10)
	if first.Root == "min" {
		s += " · " + w.minRoot
	}
	return s
}
