package worksheet

import (
	"fmt"
	"math"
	"strconv"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
)

// A4 portrait, in points, and the worksheet's geometry.
const (
	A4Width, A4Height = 595.28, 841.89
	// PageSize is the number of exercises of a worksheet.
	PageSize  = 6
	margin    = 32.0
	cellGap   = 10.0
	cellPad   = 6.0
	labelSize = 10.0
)

// Layout says how a worksheet placed its exercises: columns and rows of cells, and
// the one scale every tree is drawn at (at most 1).
type Layout struct {
	Columns, Rows int
	Scale         float64
}

// Page draws a worksheet: the exercises (at most PageSize; PageSize for a class
// handout) on one A4 portrait page, in a grid of cells, every tree at one scale, as
// large as the page allows. The question page has a title, lines for the name and the
// date, what to do and the legend; the solution page (part Solution) the finished
// searches. Exercises are numbered 1, 2, ... in the order given.
func Page(exs []*exercise.Exercise, part Part, opt Options) ([]byte, Layout, error) {
	if len(exs) == 0 || len(exs) > PageSize {
		return nil, Layout{}, msg.New("worksheet.count", "n", len(exs), "max", PageSize)
	}
	w := wordsFor(opt.Lang)
	pics := make([]picture, len(exs))
	for i, e := range exs {
		p, err := tree(e, part, opt.Lang, true)
		if err != nil {
			return nil, Layout{}, err
		}
		pics[i] = p
	}
	first := exs[0].Spec
	same := true // one question for the whole page: one instruction
	for _, e := range exs {
		same = same && e.Spec.Q == first.Q && e.Spec.FailHard == first.FailHard
	}
	pg := &svgPage{w: A4Width, h: A4Height}
	contentW := A4Width - 2*margin
	y := margin
	// title: "Worksheet · alpha-beta pruning · level 2 · seeds 7–12"
	head := w.worksheet
	if part == Solution {
		head = w.solutions + " · " + w.worksheet
	}
	title := head + " · " + pageProblem(w, exs, same)
	for _, l := range wrap(title, titleSize, contentW, true) {
		y += titleSize
		pg.text(margin, y, titleSize, "start", true, colInk, l)
		y += titleSize * (lineGap - 1)
	}
	if part == Question {
		y += 6 + textSize
		nameX := margin
		pg.text(nameX, y, textSize, "start", false, colInk, w.name+":")
		nx := nameX + textWidth(w.name+": ", textSize, false)
		pg.rule(nx, nx+220, y+2, colMuted, 0.6)
		dx := nx + 240
		pg.text(dx, y, textSize, "start", false, colInk, w.date+":")
		dx += textWidth(w.date+": ", textSize, false)
		pg.rule(dx, math.Min(dx+110, A4Width-margin), y+2, colMuted, 0.6)
		y += 4
	}
	note := w.solution(first.Q)
	if part == Solution && !same {
		note = w.solutionNote
	}
	if part == Question && same {
		note = w.instruction(first)
	}
	if part == Question && !same {
		note = ""
	}
	y += 4
	for _, l := range wrap(note, textSize, contentW, false) {
		y += textSize
		pg.text(margin, y, textSize, "start", false, colInk, l)
		y += textSize * (lineGap - 1)
	}
	if same {
		y += 9
		pg.text(margin, y, 9, "start", false, colMuted, w.legend[first.Q])
	}
	y += 8
	// the grid: as many columns as make the trees largest
	footer := smallSize + 6
	gridH := A4Height - margin - footer - y
	best := Layout{}
	for cols := 1; cols <= 3; cols++ {
		rows := (len(exs) + cols - 1) / cols
		cw := (contentW - float64(cols-1)*cellGap) / float64(cols)
		ch := (gridH - float64(rows-1)*cellGap) / float64(rows)
		s := 1.0
		for _, p := range pics {
			s = math.Min(s, math.Min((cw-2*cellPad)/p.w, (ch-2*cellPad-labelSize-4)/p.h))
		}
		if s > best.Scale {
			best = Layout{Columns: cols, Rows: rows, Scale: s}
		}
	}
	cw := (contentW - float64(best.Columns-1)*cellGap) / float64(best.Columns)
	ch := (gridH - float64(best.Rows-1)*cellGap) / float64(best.Rows)
	for i, e := range exs {
		col, row := i%best.Columns, i/best.Columns
		x0 := margin + float64(col)*(cw+cellGap)
		y0 := y + float64(row)*(ch+cellGap)
		pg.frame(x0, y0, x0+cw, y0+ch, colFrame, 0.6)
		label := strconv.Itoa(i+1) + " · " + w.problem(e.Spec)
		if !same {
			label = strconv.Itoa(i+1) + " · " + w.question[e.Spec.Q] + " · " + w.problem(e.Spec)
		}
		pg.text(x0+cellPad, y0+cellPad+labelSize, labelSize, "start", true, colInk, label)
		p := pics[i]
		tx := x0 + (cw-p.w*best.Scale)/2
		ty := y0 + cellPad + labelSize + 4
		pg.place(p, tx, ty, best.Scale, fmt.Sprintf("x%d-", i+1))
	}
	link := w.online + " " + linkText(first)
	if first.Source == exercise.SourceRandom && len(exs) > 1 {
		link += " (" + w.seed + "=" + strconv.FormatInt(exs[0].Spec.Seed, 10) + "…" + strconv.FormatInt(exs[len(exs)-1].Spec.Seed, 10) + ")"
	}
	pg.text(margin, A4Height-margin, smallSize, "start", false, colMuted, link)
	return pg.document(), best, nil
}

// pageProblem names the page's problems: "alpha-beta pruning · level 2 · seeds 7–12"
// for consecutive random seeds of one level and question.
func pageProblem(w *words, exs []*exercise.Exercise, same bool) string {
	first, last := exs[0].Spec, exs[len(exs)-1].Spec
	q := ""
	if same {
		q = w.question[first.Q] + " · "
	}
	random := true
	for i, e := range exs {
		s := e.Spec
		random = random && s.Source == exercise.SourceRandom && s.Level == first.Level && s.Seed == first.Seed+int64(i) && s.Root == first.Root
	}
	if !random {
		if len(exs) == 1 {
			return q + w.problem(first)
		}
		return q + strconv.Itoa(len(exs)) + " × " + w.exercise
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
