package lecture

import (
	"context"

	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/render/svgconv"
)

// Slides are the lecture's pages as SVG, one at a time: the title slide (i = 0), then
// one slide per chosen step (i = 1 .. len(Steps)). Each step's picture is render's
// (render.DrawSVG at the step), scaled into the slide.
func (l *Lecture) Slide(i int) ([]byte, error) {
	if i == 0 {
		return l.titleSlide(), nil
	}
	k := l.Steps[i-1]
	return l.stepSlide(k, l.picture(k))
}

// maxAspect is the widest (or tallest) picture a slide shows as render draws it: a
// step's picture that keeps room for the whole search (a game's, with render before
// it laid a step out for what is reached) is a strip, and the slide shows the region
// around the step's node instead (render.Options.Region).
const maxAspect = 3.0

// picture is render's SVG of step k: the step's picture, or the region around its node
// when the step's picture is a strip.
func (l *Lecture) picture(k int) []byte {
	opt := l.pictureOptions(k)
	svg := render.DrawSVG(l.Trace, opt)
	if w, h, ok := svgSize(svg); ok && (w > maxAspect*h || h > maxAspect*w) {
		opt.Region = true
		svg = render.DrawSVG(l.Trace, opt)
	}
	return svg
}

// SlideCount is the number of slides: the title slide and one per chosen step.
func (l *Lecture) SlideCount() int { return 1 + len(l.Steps) }

// PDF writes the lecture as one PDF of 16:9 pages (Slide's, through svgconv.PDFPages),
// telling Progress after each slide; it stops at ctx's end.
func (l *Lecture) PDF(ctx context.Context) ([]byte, error) {
	return svgconv.PDFPages(ctx, l.SlideCount(), func(i int) ([]byte, error) {
		if i > 0 {
			defer l.progress(i)
		}
		return l.Slide(i)
	})
}
