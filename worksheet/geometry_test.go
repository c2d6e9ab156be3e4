package worksheet

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/internal/geom"
	"github.com/gametree/gametree/internal/svgout"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rect is a box, in the picture's points.
type rect = geom.Rect

// part is something a picture draws for one node: a text or a write-in box.
type part struct {
	what  string
	owner string // the node it belongs to (for an edge's order box, the node the edge leads to)
	box   rect
	value bool      // the node's value (its box or its text)
	tri   []float64 // a triangle shape's corners
}

// sceneOf is what the laid-out picture draws, read from its SVG elements: every
// node's shape bounds, every text's and box's extent (a text from its anchor, font
// size and svgout.TextWidth), every edge's segments.
type sceneOf struct {
	shape map[string]rect
	tri   map[string][]float64 // a triangle node's three corners
	parts []part
	edges []struct {
		from, to string
		pts      [][2]float64
	}
}

func numbers(s string) []float64 {
	f := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == 'M' || r == 'L' })
	out := make([]float64, 0, len(f))
	for _, v := range f {
		x, err := strconv.ParseFloat(v, 64)
		if err == nil {
			out = append(out, x)
		}
	}
	return out
}

func attr(e xml.StartElement, name string) string {
	for _, a := range e.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func readScene(t *testing.T, pic picture) *sceneOf {
	t.Helper()
	r := &sceneReader{sc: &sceneOf{shape: map[string]rect{}, tri: map[string][]float64{}}}
	d := xml.NewDecoder(bytes.NewReader(append(append([]byte("<svg>"), pic.inner...), "</svg>"...)))
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		switch e := tok.(type) {
		case xml.StartElement:
			r.depth++
			r.start(e)
		case xml.CharData:
			if r.inText {
				r.text.Write(e)
			}
		case xml.EndElement:
			r.end(e)
			r.depth--
		}
	}
	// a node's value text is its value, as its box is
	sc := r.sc
	for k, p := range sc.parts {
		if _, ok := sc.shape[p.owner]; ok && strings.HasPrefix(p.what, "text") && p.box.Inside(sc.shape[p.owner]) {
			sc.parts[k].value = true
		}
	}
	return sc
}

// sceneReader reads a picture's elements into a sceneOf, a node or edge group at a
// time.
type sceneReader struct {
	sc                *sceneOf
	kind, title       string // the node or edge group being read
	depth, groupDepth int
	shapes            int
	pending           []part
	edgePts           [][2]float64
	textStart         xml.StartElement
	inText            bool
	text              strings.Builder
}

func (r *sceneReader) start(e xml.StartElement) {
	cls := attr(e, "class")
	switch {
	case e.Name.Local == "g" && r.kind == "" && (strings.HasPrefix(cls, "node ") || strings.HasPrefix(cls, "edge ")):
		r.kind, r.groupDepth, r.shapes, r.pending, r.edgePts, r.title = cls[:4], r.depth, 0, nil, nil, ""
	case e.Name.Local == "title" && r.kind != "":
		r.inText = true
		r.text.Reset()
	case e.Name.Local == "text" && r.kind != "":
		r.inText, r.textStart = true, e
		r.text.Reset()
	case e.Name.Local == "polygon" && r.kind != "":
		b := geom.Bounds(numbers(attr(e, "points")))
		r.shapes++
		if r.kind == "node" && r.shapes == 1 {
			r.pending = append(r.pending, part{what: "shape", box: b})
			if v := numbers(attr(e, "points")); len(v) == 8 { // a closed triangle
				r.pending[0].what, r.pending[0].tri = "triangle", v[:6]
			}
		} else if attr(e, "fill") == "#ffffff" {
			r.pending = append(r.pending, part{what: "box", box: b, value: r.kind == "node"})
		}
	case e.Name.Local == "path" && r.kind == "edge" && r.edgePts == nil:
		v := numbers(attr(e, "d"))
		for i := 0; i+1 < len(v); i += 2 {
			r.edgePts = append(r.edgePts, [2]float64{v[i], v[i+1]})
		}
	}
}

func (r *sceneReader) end(e xml.EndElement) {
	switch {
	case e.Name.Local == "title" && r.inText && r.title == "":
		r.title, r.inText = r.text.String(), false
	case e.Name.Local == "text" && r.inText:
		r.inText = false
		if s := strings.TrimSpace(strings.ReplaceAll(r.text.String(), "\u00a0", "")); s != "" {
			r.pending = append(r.pending, part{what: "text " + strconv.Quote(s), box: textBox(r.textStart, s)})
		}
	case e.Name.Local == "g" && r.depth == r.groupDepth && r.kind != "":
		r.endGroup()
		r.kind = ""
	}
}

// textBox is the extent of text s drawn by element e: from its anchor, font size
// and svgout.TextWidth, its cap height above the baseline, descenders (β) below it.
func textBox(e xml.StartElement, s string) rect {
	x, _ := strconv.ParseFloat(attr(e, "x"), 64)
	y, _ := strconv.ParseFloat(attr(e, "y"), 64)
	size, _ := strconv.ParseFloat(attr(e, "font-size"), 64)
	w := svgout.TextWidth(s, size)
	if attr(e, "font-weight") == "bold" {
		w *= 1.1
	}
	switch attr(e, "text-anchor") {
	case "middle":
		x -= w / 2
	case "end":
		x -= w
	}
	return geom.Box(x, y-0.72*size, x+w, y+0.22*size)
}

// endGroup files what a node's or an edge's group drew: a node's first shape is its
// shape, the rest its parts; an edge's parts belong to the node it leads to.
func (r *sceneReader) endGroup() {
	sc := r.sc
	switch r.kind {
	case "node":
		owner := r.title
		for k, p := range r.pending {
			if k == 0 {
				sc.shape[owner] = p.box
				if p.tri != nil {
					sc.tri[owner] = p.tri
				}
				continue
			}
			p.owner = owner
			sc.parts = append(sc.parts, p)
		}
	case "edge":
		from, to, _ := strings.Cut(r.title, "->")
		for _, p := range r.pending {
			p.owner = to
			sc.parts = append(sc.parts, p)
		}
		sc.edges = append(sc.edges, struct {
			from, to string
			pts      [][2]float64
		}{from, to, r.edgePts})
	}
}

// problems lists what a laid-out picture draws wrong: an edge through a text or a
// box, even of a node it joins (an edge may end on its nodes' shapes, not cross their
// names, values, α and β or boxes), a value box outside its node's shape.
func (sc *sceneOf) problems() []string {
	var out []string
	for _, e := range sc.edges {
		for k := 0; k+1 < len(e.pts); k++ {
			for _, p := range sc.parts {
				if p.box.Crosses(e.pts[k][0], e.pts[k][1], e.pts[k+1][0], e.pts[k+1][1]) {
					out = append(out, fmt.Sprintf("edge %s->%s crosses %s's %s %v", e.from, e.to, p.owner, p.what, p.box))
				}
			}
		}
	}
	for _, p := range sc.parts {
		if p.what == "box" && p.value {
			if s, ok := sc.shape[p.owner]; ok && !p.box.Inside(s) {
				out = append(out, fmt.Sprintf("%s's value box %v sticks out of its shape %v", p.owner, p.box, s))
			}
			if tri, ok := sc.tri[p.owner]; ok {
				if o := overhang(tri, p.box); o > maxOverhang {
					out = append(out, fmt.Sprintf("%s's value box %v spills %.1f pt over its triangle's sides", p.owner, p.box, o))
				}
			}
		}
	}
	return out
}

// maxOverhang is how far a value box's corner may reach past its triangle's slanted
// side, in points: the screen's look lets the box's corners just touch the sides
// (1.2 pt past them); more reads as a box spilling over the outline.
const maxOverhang = 2.0

// overhang is how far the box's corners reach past the triangle's slanted sides,
// horizontally (0 if they are inside).
func overhang(tri []float64, b rect) float64 {
	apexX, apexY := tri[0], tri[1]
	baseY, halfW := tri[3], math.Abs(tri[2]-tri[0])
	h := baseY - apexY
	worst := 0.0
	for _, c := range [4][2]float64{{b.X0, b.Y0}, {b.X1, b.Y0}, {b.X0, b.Y1}, {b.X1, b.Y1}} {
		d := (c[1] - apexY) / h // 0 at the apex, 1 at the base
		if d < 0 || d > 1 {
			return math.Inf(1) // above the apex or past the base
		}
		worst = math.Max(worst, math.Abs(c[0]-apexX)-halfW*d)
	}
	return worst
}

// A worksheet's trees (levels 1 to 3, every question, question and solution): no
// edge crosses a text (a name, α and β, a value) or a write-in box, not even those of
// the two nodes it joins (it ends on their shapes), and every value box lies within
// its node's triangle; a question has a value box on its inner nodes but in the order
// question, which has none. Read from the laid-out pictures' elements, not from pixels.
func TestSheetGeometry(t *testing.T) {
	t.Parallel()
	checked := 0
	for level := 1; level <= 3; level++ {
		for _, q := range []exercise.Question{exercise.Values, exercise.Prune, exercise.Window, exercise.Order} {
			for seed := int64(1); seed <= 3; seed++ {
				e := newExercise(t, exercise.Spec{Seed: seed, Level: level, Q: q})
				for _, p := range []Part{Question, Solution} {
					pic, err := tree(e, p, "en", true)
					require.NoError(t, err)
					sc := readScene(t, pic)
					require.NotEmpty(t, sc.edges)
					require.NotEmpty(t, sc.shape)
					boxes := 0
					for _, pt := range sc.parts {
						if pt.what == "box" && pt.value {
							boxes++
						}
					}
					switch {
					case p == Question && q == exercise.Order:
						// the order question asks only for the leaves' numbers
						require.Zero(t, boxes, "the order question has no value box on an inner node")
					case p == Question:
						require.Positive(t, boxes, "a question has value boxes")
					}
					assert.Empty(t, sc.problems(), "level %d, %s, seed %d, %s", level, q, seed, p)
					checked++
				}
			}
		}
	}
	require.Equal(t, 3*4*3*2, checked)
}
