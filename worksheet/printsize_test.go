package worksheet

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/exercise"
)

var (
	placed   = regexp.MustCompile(`<g transform="translate\([0-9.]+ [0-9.]+\) scale\(([0-9.]+)\)">`)
	valueBox = regexp.MustCompile(`<polygon fill="#ffffff" stroke="[^"]*" stroke-width="[^"]*" points="([^"]*)"/>\s*<g id="[^"]*a_n[0-9]+-v">`)
	pageSize = regexp.MustCompile(`<svg width="([0-9.]+)pt" height="([0-9.]+)pt"`)
	mediaBox = regexp.MustCompile(`/MediaBox \[0 0 ([0-9.]+) ([0-9.]+)\]`)
)

// printedBoxes are the write-in boxes of a sheet's trees as printed, in millimetres
// (their size in the tree times the scale the page places the tree at), and the page's
// size in points.
func printedBoxes(t *testing.T, svg []byte) (boxes [][2]float64, pageW, pageH float64) {
	t.Helper()
	m := pageSize.FindSubmatch(svg)
	require.NotNil(t, m)
	pageW, _ = strconv.ParseFloat(string(m[1]), 64)
	pageH, _ = strconv.ParseFloat(string(m[2]), 64)
	s := string(svg)
	at := placed.FindAllStringSubmatchIndex(s, -1)
	require.NotEmpty(t, at, "the page places its trees")
	for i, a := range at {
		end := len(s)
		if i+1 < len(at) {
			end = at[i+1][0]
		}
		scale, err := strconv.ParseFloat(s[a[2]:a[3]], 64)
		require.NoError(t, err)
		for _, b := range valueBox.FindAllStringSubmatch(s[a[1]:end], -1) {
			v := numbers(b[1])
			minX, maxX, minY, maxY := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
			for j := 0; j+1 < len(v); j += 2 {
				minX, maxX = math.Min(minX, v[j]), math.Max(maxX, v[j])
				minY, maxY = math.Min(minY, v[j+1]), math.Max(maxY, v[j+1])
			}
			boxes = append(boxes, [2]float64{(maxX - minX) * scale / mm, (maxY - minY) * scale / mm})
		}
	}
	return boxes, pageW, pageH
}

// A worksheet's write-in boxes print at least 8 mm wide and 8 mm high (room for a
// handwritten number), measured on the page drawn: the boxes in its trees times the
// scale the page is fitted at; levels 1 to 3, the values and pruning questions, in
// both languages.
func TestWorksheetBoxesPrintEightMillimetresSquare(t *testing.T) {
	t.Parallel()
	for level := 1; level <= 3; level++ {
		for _, q := range []exercise.Question{exercise.Values, exercise.Prune} {
			exs, err := Exercises(exercise.Spec{Seed: 1, Level: level, Q: q}, 0)
			require.NoError(t, err)
			for _, lang := range Langs {
				svg, lay, err := Page(exs, Question, Options{Lang: lang, Fitted: true})
				require.NoError(t, err)
				require.True(t, lay.Readable(), "level %d %s: %+v", level, q, lay)
				boxes, _, _ := printedBoxes(t, svg)
				require.NotEmpty(t, boxes)
				for _, b := range boxes {
					assert.GreaterOrEqual(t, b[0], MinBoxMM-1e-6, "level %d %s %s: a box %.1f mm wide", level, q, lang, b[0])
					assert.GreaterOrEqual(t, b[1], MinBoxMM-1e-6, "level %d %s %s: a box %.1f mm high", level, q, lang, b[1])
				}
				// the SVG writes coordinates to a hundredth of a point and the scale to a
				// millionth: a box measured from two corners at a scale of at most
				// MaxScale (1.5) is within 0.015 pt (0.0053 mm) of the layout's
				assert.InDelta(t, lay.BoxMM, boxes[0][1], 0.01, "the layout says what prints")
			}
		}
	}
}

// One exercise prints on an A4 page, the tree fitted within the margins (its boxes 8
// mm square at least), as SVG and as PDF: portrait, landscape only for a tree too wide
// for portrait (an A4 page all the same).
func TestExerciseSheetIsA4(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		spec      exercise.Spec
		landscape string // "" either
	}{
		{exercise.Spec{Source: "textbook", Q: exercise.Prune}, "portrait"},
		{exercise.Spec{Seed: 7, Level: 2, Q: exercise.Window}, ""},
		{exercise.Spec{Seed: 1, Level: 5, Q: exercise.Prune}, "landscape"},
	} {
		e := newExercise(t, c.spec)
		for _, lang := range Langs {
			for _, part := range []Part{Question, Solution} {
				what := c.spec.Query() + " " + lang + " " + string(part)
				svg, err := Exercise(e, part, Options{Lang: lang})
				require.NoError(t, err)
				boxes, w, h := printedBoxes(t, svg)
				switch c.landscape {
				case "portrait":
					assert.Less(t, w, h, what)
				case "landscape":
					assert.Greater(t, w, h, what)
				}
				// the page's size is written to a hundredth of a point (A4 is 595.28 by
				// 841.89 pt): within 0.01 pt
				assert.InDelta(t, A4Width, min(w, h), 0.01, what)
				assert.InDelta(t, A4Height, max(w, h), 0.01, what)
				if part == Question && c.landscape != "landscape" {
					require.NotEmpty(t, boxes, what)
					for _, b := range boxes {
						assert.GreaterOrEqual(t, math.Min(b[0], b[1]), MinBoxMM, what)
					}
				}
				if c.landscape == "landscape" && part == Question {
					assert.Contains(t, strings.ToLower(plain(t, svg)), map[string]string{"en": "printed small", "es": "impreso pequeño"}[lang], what)
				}
				pdf, err := Encode(svg, PDF, 0)
				require.NoError(t, err)
				m := mediaBox.FindSubmatch(pdf)
				require.NotNil(t, m, what)
				pw, _ := strconv.ParseFloat(string(m[1]), 64)
				ph, _ := strconv.ParseFloat(string(m[2]), 64)
				// both written to a hundredth of a point (the SVG by svgout, the PDF's
				// MediaBox by fpdf): within 0.01 pt
				assert.InDelta(t, w, pw, 0.01, "%s: the PDF's page is the SVG's", what)
				assert.InDelta(t, h, ph, 0.01, "%s: the PDF's page is the SVG's", what)
			}
		}
	}
}
