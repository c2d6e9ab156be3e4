package web

// Browser tests of the stepper's drawing: its first view shows a tree whole when it
// can be read whole, and the edges under a MIN node never cross.

import (
	"fmt"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// firstView describes the stepper's tree as first shown: its zoom, whether it could
// be shown whole at half its size or more (the box at its tallest), and whether it is.
const firstView = `((box, v) => {
	const maxH = parseFloat(getComputedStyle(box).maxHeight) || box.clientHeight;
	const w = v.width * 4 / 3, h = v.height * 4 / 3;
	const can = Math.min((box.clientWidth - 8) / w, (maxH - 8) / h) >= 0.5;
	const b = box.getBoundingClientRect(), t = v.svg.querySelector('g.graph').getBoundingClientRect();
	const whole = box.scrollHeight <= box.clientHeight + 1 && box.scrollWidth <= box.clientWidth + 1 &&
		t.left >= b.left - 1 && t.right <= b.right + 1 && t.top >= b.top - 1 && t.bottom <= b.bottom + 1;
	return { zoom: Math.round(parseFloat(v.svg.style.width) / w * 100) + '%', can, whole };
})`

// stepperView and practiseView describe the stepper's and the practise view's tree.
const (
	stepperView  = "(" + firstView + ")(document.getElementById('treebox'), gametree.explorer.view)"
	practiseView = "(" + firstView + ")(document.getElementById('ex-tree'), gametree.practise.view)"
)

type firstViewReport struct {
	Zoom  string `json:"zoom"`
	Can   bool   `json:"can"`
	Whole bool   `json:"whole"`
}

// The first view of a tree that can be read whole (at half its size or more) shows it
// whole: the typed tree of the issue opened at 145% at 1400 × 900 with its bottom row
// cut off, and "Fit" was needed. On a screen and a phone, in both languages.
func TestBrowserFirstViewShowsTheWholeTree(t *testing.T) {
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	trees := []string{"A(B(E(8,5),10),C(3,6,9),D(10,1,7,2))", "textbook", "figure-5.2", "((3,5),(2,9),(0,7),(4,1))", "A(B(C(D(E(1,2),3),4),5),6)"}
	for _, vp := range []struct {
		name   string
		w, h   int64
		mobile bool
	}{{"1400x900", 1400, 900, false}, {"390x844", 390, 844, true}} {
		for _, lang := range []string{"en", "es"} {
			t.Run(vp.name+"/"+lang, func(t *testing.T) {
				setViewport(t, ctx, vp.w, vp.h, vp.mobile)
				could := 0
				for k, tree := range trees {
					open(t, ctx, ts.URL, "/?algo=alphabeta&position="+url.QueryEscape(tree)+"&lang="+lang)
					waitTree(t, ctx)
					got := eval[firstViewReport](t, ctx, stepperView)
					if got.Can {
						could++
						assert.True(t, got.Whole, "%s at %s opens whole (zoom %s)", tree, vp.name, got.Zoom)
					}
					if k == 0 {
						// the not-yet-reached nodes drawn faint: the whole tree shows
						open(t, ctx, ts.URL, "/?algo=alphabeta&unreached=ghost&position="+url.QueryEscape(tree)+"&lang="+lang)
						waitTree(t, ctx)
						assert.Equal(t, got, eval[firstViewReport](t, ctx, stepperView), "the same first view, drawn faint")
						screenshot(t, ctx, fmt.Sprintf("first-view-typed-tree-%s-%s", vp.name, lang))
					}
				}
				if vp.mobile {
					return
				}
				require.Equal(t, len(trees), could, "every tree here can be read whole at 1400 × 900")
				// "Fit" shows it whole too, as large as it can
				clickAt(t, ctx, "#zoom-fit")
				assert.True(t, eval[firstViewReport](t, ctx, stepperView).Whole, "after Fit")
				// the practise view too (a tall tree was cut: its box is lower than the
				// view reckoned)
				for _, tree := range []string{trees[0], trees[len(trees)-1]} {
					openExercise(t, ctx, ts.URL, "/?view=practise&source=tree&q=prune&position="+url.QueryEscape(tree)+"&lang="+lang)
					got := eval[firstViewReport](t, ctx, practiseView)
					require.True(t, got.Can, tree)
					assert.True(t, got.Whole, "the exercise of %s opens whole (zoom %s)", tree, got.Zoom)
				}
				screenshot(t, ctx, "first-view-tall-tree-practise-"+lang)
			})
		}
	}
	noPageErrors(t, ctx)
}
