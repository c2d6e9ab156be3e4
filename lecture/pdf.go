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

// picture is render's SVG of step k, drawn for the slide's picture band: laid out
// for what the search has reached, shaped like the band and folded until its values
// are legible on the slide (render's slide fit).
func (l *Lecture) picture(k int) []byte {
	return render.DrawSVG(l.Trace, l.pictureOptions(k))
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
