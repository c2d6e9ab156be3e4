package lecture

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"strings"

	"github.com/gametree/gametree/internal/svgout"
	"github.com/gametree/gametree/render"
)

// A slide is an SVG page of SlideWidth by SlideHeight user units (16:9), written
// SlideWidth/2 by SlideHeight/2 points: 13.33 by 7.5 inches, a presentation
// program's 16:9 slide.
const (
	SlideWidth  = 1920
	SlideHeight = 1080
	margin      = 60
)

// The regions of a step's slide, in user units.
const (
	headY     = 58   // the baseline of the heading (the lecture's title)
	pictTop   = 90   // the picture's area: from here
	pictBot   = 800  // to here, the whole width between the margins
	textTop   = 850  // the sentence's first line's top
	footY     = 1050 // the footer's baseline
	maxScale  = 3.0  // a small tree is drawn at most this much larger than render's size
	textLines = 4
)

// pictureRatio is the shape of a step's picture: the band between pictTop and pictBot,
// the slide's whole width (render's picture keeps its own margin).
var pictureRatio = render.Ratio(fmt.Sprintf("%d:%d", SlideWidth, pictBot-pictTop))

const (
	colInk   = "#222222"
	colMuted = "#666666"
	colBand  = "#1d5fb4"
)

// page is one slide being written.
type page struct{ svgout.Writer }

func newPage() *page {
	p := &page{}
	fmt.Fprintf(p, `<svg width="%dpt" height="%dpt" viewBox="0 0 %d %d" font-family="%s" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">`+"\n",
		SlideWidth/2, SlideHeight/2, SlideWidth, SlideHeight, svgout.FontFamily)
	fmt.Fprintf(p, `<rect x="0" y="0" width="%d" height="%d" fill="#ffffff" stroke="none"/>`+"\n", SlideWidth, SlideHeight)
	return p
}

// text writes one line of text; anchor is start, middle or end.
func (p *page) text(x, y, size float64, anchor, color string, bold bool, s string) {
	weight := ""
	if bold {
		weight = ` font-weight="bold"`
	}
	fmt.Fprintf(p, `<text x="%s" y="%s" font-size="%s" text-anchor="%s" fill="%s"%s>`, svgout.Num(x), svgout.Num(y), svgout.Num(size), anchor, color, weight)
	p.WriteText(s)
	p.WriteString("</text>\n")
}

// lines writes lines size units high from top down, each centred on x.
func (p *page) lines(x, top, size float64, color string, bold bool, ls []string) float64 {
	y := top
	for _, l := range ls {
		y += size * 1.25
		p.text(x, y, size, "middle", color, bold, l)
	}
	return y
}

func (p *page) bytes() []byte {
	p.WriteString("</svg>\n")
	return p.Bytes()
}

// titleSlide is the first slide: the lecture's title, the search in words, which
// steps the slides show and the legend of the drawings.
func (l *Lecture) titleSlide() []byte {
	p := newPage()
	w := float64(SlideWidth - 2*margin)
	fmt.Fprintf(p, `<rect x="0" y="0" width="%d" height="16" fill="%s" stroke="none"/>`+"\n", SlideWidth, colBand)
	title, size := fitText(ProblemName(l.Params, l.Lang), []float64{64, 52, 44, 36}, w, 4)
	y := p.lines(SlideWidth/2, 250, size, colInk, true, title)
	search, ssize := fitText(l.SearchWords(), []float64{40, 34, 28}, w, 3)
	y = p.lines(SlideWidth/2, y+50, ssize, colInk, false, search)
	y = p.lines(SlideWidth/2, y+30, 32, colMuted, false, []string{say(l.Lang, "slides") + ": " + l.SlidesLine()})
	legend, lsize := fitText(l.Legend(), []float64{28, 24}, w, 2)
	p.lines(SlideWidth/2, y+60, lsize, colMuted, false, legend)
	p.text(SlideWidth-margin, footY, 22, "end", colMuted, false, say(l.Lang, "made_by"))
	return p.bytes()
}

// SearchWords is the search in words in the lecture's language (SearchWords).
func (l *Lecture) SearchWords() string { return SearchWords(l.Params, l.Lang) }

// stepSlide is step k's slide: the heading, render's picture of the step scaled into
// the picture's area keeping its ratio, the step's sentence under it, and "step k of
// n" in the footer.
func (l *Lecture) stepSlide(k int, picture []byte) ([]byte, error) {
	p := newPage()
	head, _ := fitText(l.Title(), []float64{30}, SlideWidth-2*margin, 1)
	p.text(margin, headY, 30, "start", colMuted, false, head[0])
	fmt.Fprintf(p, `<line x1="%d" y1="74" x2="%d" y2="74" stroke="#d0d0d0" stroke-width="2"/>`+"\n", margin, SlideWidth-margin)
	if err := embed(&p.Writer, picture, 0, pictTop, SlideWidth, pictBot-pictTop); err != nil {
		return nil, fmt.Errorf("lecture: step %d's picture: %w", k+1, err)
	}
	fmt.Fprintf(p, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#d0d0d0" stroke-width="2"/>`+"\n", margin, pictBot+20, SlideWidth-margin, pictBot+20)
	sentence, size := fitText(l.Sentence(k), []float64{40, 34, 30, 26}, SlideWidth-2*margin, textLines)
	p.lines(SlideWidth/2, textTop, size, colInk, false, sentence)
	p.text(SlideWidth-margin, footY, 24, "end", colMuted, false, l.StepOf(k))
	return p.bytes(), nil
}

// embed writes the SVG picture into w, scaled to fit the box (x, y, bw, bh) keeping
// its ratio (at most maxScale times its size) and centred in it, as a group
// translated and scaled: the picture's own elements, its root's viewBox turned into
// the group's transform.
func embed(w *svgout.Writer, picture []byte, x, y, bw, bh float64) error {
	d := xml.NewDecoder(bytes.NewReader(picture))
	d.Strict = true
	d.Entity = map[string]string{}
	for {
		tok, err := d.Token()
		if err != nil {
			return fmt.Errorf("no <svg> element: %w", err)
		}
		e, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if e.Name.Local != "svg" {
			return errors.New("the root is not <svg>")
		}
		vb := strings.Fields(strings.ReplaceAll(attrOf(e, "viewBox"), ",", " "))
		if len(vb) != 4 {
			return errors.New("the picture has no viewBox")
		}
		var v [4]float64
		for i := range v {
			if _, err := fmt.Sscan(vb[i], &v[i]); err != nil {
				return errors.New("the picture's viewBox is not four numbers")
			}
		}
		if v[2] <= 0 || v[3] <= 0 {
			return errors.New("the picture is empty")
		}
		start := int(d.InputOffset())
		end := bytes.LastIndex(picture, []byte("</svg>"))
		if end < start {
			return errors.New("the picture's <svg> is not closed")
		}
		s := min(bw/v[2], bh/v[3], maxScale)
		ox, oy := x+(bw-v[2]*s)/2, y+(bh-v[3]*s)/2
		fmt.Fprintf(w, `<g transform="translate(%s %s) scale(%s)">`+"\n", svgout.Num(ox), svgout.Num(oy), svgout.Scale(s))
		fmt.Fprintf(w, `<g transform="translate(%s %s)">`+"\n", svgout.Num(-v[0]), svgout.Num(-v[1]))
		w.Write(picture[start:end])
		w.WriteString("</g>\n</g>\n")
		return nil
	}
}

func attrOf(e xml.StartElement, name string) string {
	for _, a := range e.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}
