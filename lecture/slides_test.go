package lecture

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/svgout"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render/svgconv"
)

// A step's slide: render's picture scaled into the picture's area keeping its ratio,
// the step's sentence under it, the footer; nothing past the slide.
func TestStepSlideFitsThePicture(t *testing.T) {
	t.Parallel()
	p := textbook()
	l, err := New(p, searched(t, p), msg.ES, StepsKey)
	require.NoError(t, err)
	for i := 1; i < l.SlideCount(); i++ {
		k := l.Steps[i-1]
		slide, err := l.Slide(i)
		require.NoError(t, err)
		s := string(slide)
		assert.Contains(t, s, `viewBox="0 0 1920 1080"`)
		m := regexp.MustCompile(`<g transform="translate\(([-0-9.]+) ([-0-9.]+)\) scale\(([0-9.]+)\)">`).FindStringSubmatch(s)
		require.NotNil(t, m)
		x, _ := strconv.ParseFloat(m[1], 64)
		y, _ := strconv.ParseFloat(m[2], 64)
		scale, _ := strconv.ParseFloat(m[3], 64)
		w, h, ok := svgSize(l.picture(k))
		require.True(t, ok)
		assert.GreaterOrEqual(t, x, -0.01)
		assert.GreaterOrEqual(t, y, float64(pictTop)-0.01)
		assert.LessOrEqual(t, x+w*scale, float64(SlideWidth)+0.01)
		assert.LessOrEqual(t, y+h*scale, float64(pictBot)+0.01)
		// render draws the picture in the band's shape, as wide as a slide 1920 pixels
		// wide: the slide shows it at that size (a tolerance of 1%), so render's fit
		// (values at least 14 px high on such a slide) holds on the lecture's slide
		assert.InDelta(t, float64(SlideWidth)/float64(pictBot-pictTop), w/h, 0.01*w/h, "the picture has the band's shape")
		assert.InDelta(t, float64(SlideWidth), w*scale, 0.01*SlideWidth, "the picture fills the band")
		assert.Contains(t, s, l.StepOf(k))
		// the sentence, wrapped, under the picture
		words := strings.Fields(l.Sentence(k))
		assert.Contains(t, s, xmlText(words[0]))
		assert.Contains(t, s, xmlText(words[len(words)-1]))
		_, err = svgconv.PDF(slide)
		require.NoError(t, err, "slide %d draws", i)
	}
	title, err := l.Slide(0)
	require.NoError(t, err)
	for _, want := range []string{"Ejemplo de libro", "Poda alfa-beta", "los 8 pasos clave, de 29"} {
		assert.Contains(t, string(title), want)
	}
}

func xmlText(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;").Replace(s)
}

// wrap keeps lines to the width, breaks a word longer than a line, and loses nothing.
func TestWrap(t *testing.T) {
	t.Parallel()
	long := "((3,5),(2,9),(0,7),(1,2),(3,4),(5,6),(7,8),(9,10),(11,12),(13,14),(15,16))"
	lines := wrap("a tree "+long+" typed", 30, 600)
	require.Greater(t, len(lines), 2)
	nospace := func(s string) string { return strings.ReplaceAll(s, " ", "") }
	assert.Equal(t, nospace("a tree "+long+" typed"), nospace(strings.Join(lines, "")), "nothing lost")
	for _, l := range lines {
		assert.LessOrEqual(t, svgout.TextWidth(l, 30), 600.0, l)
	}
	lines, size := fitText(strings.Repeat("word ", 200), []float64{40, 30}, 1800, 4)
	assert.Len(t, lines, 4)
	assert.Equal(t, 30.0, size)
	assert.True(t, strings.HasSuffix(lines[3], "…"))
}

// svgSize reads the width and height of an SVG's viewBox.
func svgSize(svg []byte) (w, h float64, ok bool) {
	i := bytes.Index(svg, []byte(`viewBox="`))
	if i < 0 {
		return 0, 0, false
	}
	rest := svg[i+len(`viewBox="`):]
	j := bytes.IndexByte(rest, '"')
	if j < 0 {
		return 0, 0, false
	}
	var x, y float64
	if _, err := fmt.Sscan(strings.ReplaceAll(string(rest[:j]), ",", " "), &x, &y, &w, &h); err != nil || w <= 0 || h <= 0 {
		return 0, 0, false
	}
	return w, h, true
}
