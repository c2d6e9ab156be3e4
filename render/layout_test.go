package render

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/gametree/gametree/internal/geom"
	"github.com/gametree/gametree/internal/golden"
	"github.com/gametree/gametree/trace"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rect is a box of the layout.
type rect = geom.Rect

// shapeOf is the box of what element e draws: a triangle's own box (its name and
// window columns are text beside it), else the node's box.
func shapeOf(p *plan, sc *scene, e int32) rect {
	x, y, w, h := sc.x[e], sc.y[e], sc.w[e], sc.h[e]
	i := sc.node[e]
	if !sc.isSum[e] && p.isTriangle(i) {
		if p.t.Node(i).Player == trace.Min {
			return geom.Box(x-triW/2, y-triH/4, x+triW/2, y+triH/2)
		}
		return geom.Box(x-triW/2, y-triH/2, x+triW/2, y+triH/4)
	}
	return geom.Box(x-w/2, y-h/2, x+w/2, y+h/2)
}

// labelOf is the box of the label on the edge into element e (ok false: none).
func labelOf(sc *scene, e, par int32) (rect, bool) {
	if sc.lw[e] == 0 {
		return rect{}, false
	}
	lx := sc.labelX(e)
	return geom.Box(lx, sc.ly[e]-sc.lh[e]/2, lx+sc.lw[e], sc.ly[e]+sc.lh[e]/2), true
}

// layoutProblems checks a scene: boxes (nodes and edge labels) do not overlap, no edge
// passes through a node or a label other than its own, every parent is centred over
// its first and last children, and children keep their order left to right.
func layoutProblems(p *plan, sc *scene) []string {
	c := newCheckedScene(p, sc)
	return append(append(c.overlaps(), c.crossings()...), c.tidiness()...)
}

// checkedScene is a scene with its elements' parents and children.
type checkedScene struct {
	p      *plan
	sc     *scene
	m      int32
	parent []int32
	kids   [][]int32
}

func newCheckedScene(p *plan, sc *scene) *checkedScene {
	m := int32(len(sc.node))
	c := &checkedScene{p: p, sc: sc, m: m, parent: make([]int32, m), kids: make([][]int32, m)}
	for e := int32(0); e < m; e++ {
		c.parent[e] = sc.up[e]
		if c.parent[e] >= 0 {
			c.kids[c.parent[e]] = append(c.kids[c.parent[e]], e)
		}
	}
	return c
}

func (c *checkedScene) name(e int32) string {
	if c.sc.isSum[e] {
		return fmt.Sprintf("s%d", c.sc.node[e])
	}
	return c.p.nodeName(c.sc.node[e])
}

// overlaps lists the boxes (nodes and edge labels) that overlap.
func (c *checkedScene) overlaps() []string {
	sc := c.sc
	var bad []string
	boxes := make([]rect, 0, 2*c.m)
	owner := make([]string, 0, 2*c.m)
	for e := int32(0); e < c.m; e++ {
		boxes = append(boxes, geom.Box(sc.x[e]-sc.w[e]/2, sc.y[e]-sc.h[e]/2, sc.x[e]+sc.w[e]/2, sc.y[e]+sc.h[e]/2))
		owner = append(owner, c.name(e))
		if c.parent[e] >= 0 {
			if r, ok := labelOf(sc, e, c.parent[e]); ok {
				boxes = append(boxes, r)
				owner = append(owner, "label of "+c.name(e))
			}
		}
	}
	for a := range boxes {
		for b := a + 1; b < len(boxes); b++ {
			if boxes[a].Shrink(0.01).Overlaps(boxes[b]) {
				bad = append(bad, fmt.Sprintf("%s overlaps %s", owner[a], owner[b]))
			}
		}
	}
	return bad
}

// crossings lists the edges that pass through a node or a label other than their own.
func (c *checkedScene) crossings() []string {
	sc := c.sc
	var bad []string
	for e := int32(0); e < c.m; e++ {
		par := c.parent[e]
		if par < 0 {
			continue
		}
		for f := int32(0); f < c.m; f++ {
			if f == e || f == par {
				continue
			}
			pts := sc.edge(e, par)
			for j := 1; j < len(pts); j++ {
				x0, y0, x1, y1 := pts[j-1][0], pts[j-1][1], pts[j][0], pts[j][1]
				if shapeOf(c.p, sc, f).Shrink(0.5).Crosses(x0, y0, x1, y1) {
					bad = append(bad, fmt.Sprintf("the edge into %s crosses %s", c.name(e), c.name(f)))
				}
				if fp := c.parent[f]; fp >= 0 {
					if r, ok := labelOf(sc, f, fp); ok && r.Shrink(0.5).Crosses(x0, y0, x1, y1) {
						bad = append(bad, fmt.Sprintf("the edge into %s crosses the label of %s", c.name(e), c.name(f)))
					}
				}
			}
		}
	}
	return bad
}

// tidiness lists the parents not centred over their first and last children, and
// the children out of order.
func (c *checkedScene) tidiness() []string {
	sc := c.sc
	var bad []string
	for e := int32(0); e < c.m; e++ {
		k := c.kids[e]
		if len(k) == 0 {
			continue
		}
		if mid := (sc.x[k[0]] + sc.x[k[len(k)-1]]) / 2; math.Abs(sc.x[e]-mid) > 0.01 {
			bad = append(bad, fmt.Sprintf("%s at x=%.2f is not centred over its children (%.2f)", c.name(e), sc.x[e], mid))
		}
		for j := 1; j < len(k); j++ {
			if sc.x[k[j]] <= sc.x[k[j-1]] {
				bad = append(bad, fmt.Sprintf("children of %s out of order: %s before %s", c.name(e), c.name(k[j-1]), c.name(k[j])))
			}
		}
	}
	return bad
}

func layoutCases(t *testing.T) map[string]*plan {
	ab := trace.Options{}
	mm := trace.Options{Algorithm: trace.Minimax}
	plans := map[string]*plan{
		"textbook":          newPlan(search(t, "tree", textbook, ab), Options{Step: Finished}),
		"figure 5.2":        newPlan(search(t, "tree", fig52, mm), Options{Step: Finished}),
		"random b=3 d=4":    newPlan(search(t, "tree", "random:branching=3,depth=4,seed=7", ab), Options{Step: Finished}),
		"random b=2 d=7":    newPlan(search(t, "tree", "random:branching=2,depth=7,seed=1", mm), Options{Step: Finished}),
		"random b=5 d=3":    newPlan(search(t, "tree", "random:branching=5,depth=3,seed=3", ab), Options{Step: Finished}),
		"tic-tac-toe":       newPlan(search(t, "tictactoe", "XOX/OO./X..", ab), Options{Step: Finished}),
		"tic-tac-toe X":     newPlan(search(t, "tictactoe", "X........", ab), Options{Step: Finished, Budget: 200}),
		"connect-4":         newPlan(search(t, "connect4", "4453", trace.Options{Depth: 2}), Options{Step: Finished}),
		"stones":            newPlan(search(t, "stones", "7", ab), Options{Step: Finished}),
		"folded":            newPlan(search(t, "tree", "random:branching=3,depth=6,seed=7", ab), Options{Step: Finished, Budget: 60}),
		"region":            newPlan(search(t, "tictactoe", "X........", ab), Options{Step: 300, Region: true}),
		"region ghost":      newPlan(search(t, "tree", "random:branching=3,depth=5,seed=2", ab), Options{Step: 100, Region: true, Unreached: UnreachedGhost}),
		"stones table hits": newPlan(search(t, "stones", "9", trace.Options{TT: trace.TTBounds}), Options{Step: Finished}),
	}
	for seed := 1; seed <= 6; seed++ {
		b, d := 2+seed%3, 3+seed%3
		pos := fmt.Sprintf("random:branching=%d,depth=%d,seed=%d", b, d, seed)
		plans[pos] = newPlan(search(t, "tree", pos, ab), Options{Step: Finished, Budget: 150})
		tr := search(t, "tictactoe", "X...O....", trace.Options{})
		plans[fmt.Sprintf("tic-tac-toe region at step %d", seed*97)] = newPlan(tr, Options{Step: seed * 97, Region: true, RegionDepth: 1 + seed%3})
	}
	return plans
}

// The project's layout: no overlaps, no edge through a node or a label, parents
// centred, children in order, for trees, games, folds and regions.
func TestLayoutIsTidy(t *testing.T) {
	t.Parallel()
	for name, p := range layoutCases(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			sc := p.scene()
			require.NotEmpty(t, sc.node)
			assert.Empty(t, layoutProblems(p, sc))
		})
	}
}

// The checks above are not empty promises: each planted fault is caught.
func TestLayoutChecksCatchPlantedBugs(t *testing.T) {
	t.Parallel()
	tr := search(t, "tree", "random:branching=3,depth=3,seed=5", trace.Options{})
	fresh := func() (*plan, *scene) {
		p := newPlan(tr, Options{Step: Finished})
		sc := p.scene()
		require.Empty(t, layoutProblems(p, sc))
		return p, sc
	}
	leaves := func(sc *scene) []int32 { // the last depth, left to right
		var out []int32
		d := int32(len(sc.levelY) - 1)
		for e := range sc.node {
			if sc.depth[e] == d {
				out = append(out, int32(e))
			}
		}
		return out
	}
	plants := map[string]func(p *plan, sc *scene){
		"two leaves overlap": func(_ *plan, sc *scene) {
			l := leaves(sc)
			sc.x[l[1]] = sc.x[l[0]] + 5
		},
		"siblings swapped": func(_ *plan, sc *scene) {
			k := sc.elem[tr.Children().Of(0)[0]]
			kk := tr.Children().Of(0)
			k2 := sc.elem[kk[len(kk)-1]]
			sc.x[k], sc.x[k2] = sc.x[k2], sc.x[k]
		},
		"parent off centre": func(_ *plan, sc *scene) { sc.x[0] += 7 },
		"edge through a node": func(_ *plan, sc *scene) {
			l := leaves(sc)
			sc.y[l[0]] += 400 // its edge now runs down past the others' boxes
			sc.x[l[0]] = sc.x[l[len(l)-1]] + 200
		},
		"labels on top of each other": func(p *plan, sc *scene) {
			for e := range sc.node {
				if e > 0 {
					sc.lw[e], sc.lh[e], sc.ly[e] = 400, 20, sc.y[e]-40
				}
			}
		},
	}
	for name, plant := range plants {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			p, sc := fresh()
			plant(p, sc)
			assert.NotEmpty(t, layoutProblems(p, sc))
		})
	}
}

// The tidy tree alone, on random trees with random widths: the same properties, and
// the distance between neighbours is never less than they ask for.
func TestTidyRandomTrees(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 200; round++ {
		n := 1 + rng.IntN(120)
		td := newTidy(n, 10, 18)
		depth := make([]int, n)
		for v := 1; v < n; v++ {
			p := int32(rng.IntN(v))
			if rng.IntN(3) > 0 { // prefer deep trees
				p = int32(max(0, v-1-rng.IntN(3)))
			}
			depth[v] = depth[p] + 1
			td.add(p, int32(v))
		}
		for v := 0; v < n; v++ {
			td.left[v], td.right[v] = 5+rng.Float64()*40, 5+rng.Float64()*40
			if rng.IntN(4) == 0 {
				td.need[v] = rng.Float64() * 150
			}
		}
		x := td.run()
		// neighbours on a depth, in the order of a depth-first walk
		var order []int32
		var walk func(v int32)
		walk = func(v int32) {
			order = append(order, v)
			for _, c := range td.kids[v] {
				walk(c)
			}
		}
		walk(0)
		last := map[int]int32{}
		for _, v := range order {
			d := depth[v]
			if u, ok := last[d]; ok {
				require.GreaterOrEqual(t, x[v]-x[u], td.sep(u, v)-1e-6, "round %d: %d and %d", round, u, v)
			}
			last[d] = v
			if k := td.kids[v]; len(k) > 0 {
				// centred exactly, but for float rounding over the tree's shifts (1e-6 pt)
				require.InDelta(t, (x[k[0]]+x[k[len(k)-1]])/2, x[v], 1e-6, "round %d: %d centred", round, v)
			}
			require.GreaterOrEqual(t, x[v]-td.left[v], -1e-9)
		}
	}
}

// Every step of a trace is drawn on the same layout: nodes never move.
func TestLayoutSameAtEveryStep(t *testing.T) {
	t.Parallel()
	tr := search(t, "tictactoe", "XOX/OO./X..", trace.Options{})
	want := geometry(parseSVG(t, DrawSVG(tr, Options{Step: Finished, Unreached: UnreachedGhost})))
	require.NotEmpty(t, want)
	n := 0
	require.NoError(t, EachStepSVG(tr, Options{Unreached: UnreachedGhost}, func(k int, svg []byte) error {
		got := geometry(parseSVG(t, svg))
		for id, g := range got {
			assert.Equal(t, want[id], g, "step %d, %s", k, id)
		}
		n++
		return nil
	}))
	assert.Equal(t, tr.StepCount(), n)
}

// The SVG this package draws, kept: a change of layout or drawing shows here (review
// the pictures, then go test ./render -run TestSVGGolden -update).
func TestSVGGolden(t *testing.T) {
	t.Parallel()
	tb := search(t, "tree", textbook, trace.Options{})
	rn := search(t, "tree", fig52, trace.Options{})
	ttt := search(t, "tictactoe", "XOX/OO./X..", trace.Options{})
	st := search(t, "stones", "5", trace.Options{})
	for _, c := range []struct {
		file string
		tr   *trace.Trace
		opt  Options
	}{
		{"textbook-middle.svg", tb, Options{Step: tb.StepCount() / 2, Title: "Alpha-beta " + textbook}},
		{"fig52-es.svg", rn, Options{Step: Finished, Lang: "es"}},
		{"tictactoe.svg", ttt, Options{Step: Finished, Title: "XOX/OO./X.."}},
		{"stones-step9.svg", st, Options{Step: 8, Unreached: UnreachedGhost}},
	} {
		t.Run(c.file, func(t *testing.T) {
			t.Parallel()
			svg := DrawSVG(c.tr, c.opt)
			parseSVG(t, svg)
			golden.Check(t, c.file, svg)
		})
	}
}

// The SVG of every step, made one step at a time on one layout, is the SVG of that
// step drawn alone (regions too).
func TestEachStepSVGMatchesDrawSVG(t *testing.T) {
	t.Parallel()
	rn := search(t, "tree", fig52, trace.Options{})
	ttt := search(t, "tictactoe", "XOX/O../...", trace.Options{})
	for name, c := range map[string]struct {
		tr  *trace.Trace
		opt Options
	}{
		"figure 5.2 in Spanish":                         {rn, Options{Lang: "es"}},
		"tic-tac-toe regions":                           {ttt, Options{Region: true, RegionDepth: 1}},
		"folded to a budget, the current node unfolded": {search(t, "tree", "random:branching=3,depth=5,seed=3", trace.Options{}), Options{Budget: 20}},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			n := 0
			require.NoError(t, EachStepSVG(c.tr, c.opt, func(k int, svg []byte) error {
				opt := c.opt
				opt.Step = k
				require.Equal(t, string(DrawSVG(c.tr, opt)), string(svg), "step %d", k)
				n++
				return nil
			}))
			assert.Equal(t, c.tr.StepCount(), n)
		})
	}
}

// apart is the least angle, in degrees, between an edge leaving a triangle's apex and
// the line of either side through that apex: nearer, the side and the edge read as
// one line, and the two sides and two edges of a MIN node as an X crossing at its
// apex (the textbook's B).
const apart = 15.0

// segmentsMeet returns where the segments a-b and c-d meet (nil: they do not; two
// points: they overlap along a line between them).
func segmentsMeet(a, b, c, d [2]float64) [][2]float64 {
	const eps = 1e-9
	cross := func(u, v [2]float64) float64 { return u[0]*v[1] - u[1]*v[0] }
	sub := func(u, v [2]float64) [2]float64 { return [2]float64{u[0] - v[0], u[1] - v[1]} }
	r, s := sub(b, a), sub(d, c)
	den := cross(r, s)
	qp := sub(c, a)
	if math.Abs(den) < eps {
		if math.Abs(cross(qp, r)) > eps {
			return nil // parallel
		}
		// collinear: the overlap of the two, along r
		rr := r[0]*r[0] + r[1]*r[1]
		if rr < eps {
			return nil
		}
		t0 := (qp[0]*r[0] + qp[1]*r[1]) / rr
		t1 := t0 + (s[0]*r[0]+s[1]*r[1])/rr
		lo, hi := math.Max(0, math.Min(t0, t1)), math.Min(1, math.Max(t0, t1))
		if lo > hi+eps {
			return nil
		}
		at := func(t float64) [2]float64 { return [2]float64{a[0] + t*r[0], a[1] + t*r[1]} }
		return [][2]float64{at(lo), at(hi)}
	}
	t, u := cross(qp, s)/den, cross(qp, r)/den
	if t < -eps || t > 1+eps || u < -eps || u > 1+eps {
		return nil
	}
	p := [2]float64{a[0] + t*r[0], a[1] + t*r[1]}
	return [][2]float64{p}
}

// polyline is an edge's path without its empty pieces.
func polyline(pts [4][2]float64) [][2]float64 {
	out := [][2]float64{pts[0]}
	for _, q := range pts[1:] {
		if l := out[len(out)-1]; math.Hypot(q[0]-l[0], q[1]-l[1]) > 1e-9 {
			out = append(out, q)
		}
	}
	return out
}

// edgeCrossings checks how a scene's edges run: two edges meet only where they leave
// their common parent (running together down its stem, if it has one, and parting
// there), edges of different parents never meet, and no edge leaves a triangle's
// apex along the line of one of its sides.
func edgeCrossings(p *plan, sc *scene) []string {
	var bad []string
	m := int32(len(sc.node))
	type edge struct {
		e, par int32
		pts    [][2]float64
	}
	var edges []edge
	for e := int32(0); e < m; e++ {
		if par := sc.up[e]; par >= 0 {
			edges = append(edges, edge{e, par, polyline(sc.edge(e, par))})
		}
	}
	name := func(e int32) string {
		if sc.isSum[e] {
			return fmt.Sprintf("s%d", sc.node[e])
		}
		return p.nodeName(sc.node[e])
	}
	same := func(u, v [2]float64) bool { return math.Hypot(u[0]-v[0], u[1]-v[1]) < 1e-6 }
	for a := range edges {
		for b := a + 1; b < len(edges); b++ {
			ea, eb := edges[a], edges[b]
			pa, pb := ea.pts, eb.pts
			var fork [2]float64
			forked := ea.par == eb.par
			if forked {
				// the stem they share, then where they part
				k := 0
				for k+1 < len(pa) && k+1 < len(pb) && same(pa[k+1], pb[k+1]) {
					k++
				}
				fork, pa, pb = pa[k], pa[k:], pb[k:]
			}
			for j := 1; j < len(pa); j++ {
				for l := 1; l < len(pb); l++ {
					for _, q := range segmentsMeet(pa[j-1], pa[j], pb[l-1], pb[l]) {
						if forked && same(q, fork) {
							continue
						}
						bad = append(bad, fmt.Sprintf("the edges into %s and %s meet at (%.1f, %.1f)", name(ea.e), name(eb.e), q[0], q[1]))
					}
				}
			}
		}
	}
	for _, ed := range edges {
		par := ed.par
		i := sc.node[par]
		if sc.isSum[par] || !p.isTriangle(i) || p.t.Node(i).Player != trace.Min || len(ed.pts) < 2 {
			continue
		}
		// a MIN triangle's edges leave its apex, where its sides meet
		dx, dy := ed.pts[1][0]-ed.pts[0][0], ed.pts[1][1]-ed.pts[0][1]
		edgeAngle := math.Atan2(dx, dy) * 180 / math.Pi               // from straight down
		side := math.Atan2(p.g.triW/2, 0.75*p.g.triH) * 180 / math.Pi // a side's line, from straight down
		if math.Abs(math.Abs(edgeAngle)-side) < apart {
			bad = append(bad, fmt.Sprintf("the edge into %s leaves %s's apex %.1f° from the line of its side (at least %g° apart): they read as one line, crossing the other side", name(ed.e), name(par), math.Abs(math.Abs(edgeAngle)-side), apart))
		}
	}
	return bad
}

// Edges never cross: the edges from a node part where they leave it (or at the foot
// of its stem), edges from different nodes never meet, and no edge leaves a MIN
// node's apex in line with one of its sides, which drew an X under the textbook's B.
func TestLayoutEdgesNeverCross(t *testing.T) {
	t.Parallel()
	cases := layoutCases(t)
	// the exercise looks, on screen and on a worksheet
	for _, q := range []struct {
		name string
		opt  Options
	}{
		{"question", Options{Look: LookQuestion}},
		{"solution window order", Options{Look: LookSolution, Window: true, Order: true}},
		{"sheet question", Options{Look: LookQuestion, Sheet: true}},
		{"sheet solution window", Options{Look: LookSolution, Window: true, Sheet: true}},
	} {
		for _, pos := range []string{textbook, fig52, "random:branching=3,depth=4,seed=7", "random:branching=2,depth=4,seed=3"} {
			cases[q.name+" "+pos] = newPlan(search(t, "tree", pos, trace.Options{}), q.opt)
		}
	}
	for name, p := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			sc := p.scene()
			require.NotEmpty(t, sc.node)
			assert.Empty(t, edgeCrossings(p, sc))
		})
	}
}

// The edge checks are not empty promises either: edges that cross, and the textbook's
// B without its stem, are caught.
func TestEdgeChecksCatchPlantedBugs(t *testing.T) {
	t.Parallel()
	tr := search(t, "tree", textbook, trace.Options{})
	fresh := func() (*plan, *scene) {
		p := newPlan(tr, Options{Step: Finished})
		sc := p.scene()
		require.Empty(t, edgeCrossings(p, sc))
		return p, sc
	}
	t.Run("edges of two parents cross", func(t *testing.T) {
		t.Parallel()
		p, sc := fresh()
		b5, c2 := sc.elem[3], sc.elem[5] // B's 5 and C's 2 change places
		sc.x[b5], sc.x[c2] = sc.x[c2], sc.x[b5]
		assert.NotEmpty(t, edgeCrossings(p, sc))
	})
	t.Run("no stem under B", func(t *testing.T) {
		t.Parallel()
		p, sc := fresh()
		b := sc.elem[1]
		require.True(t, sc.stem[sc.depth[b]], "the textbook's MIN nodes have stems")
		sc.outY[sc.depth[b]] = sc.y[b] + sc.bot[b]
		assert.NotEmpty(t, edgeCrossings(p, sc))
	})
}

// Edges that share a stem are written from the last sibling to the first: the stem
// shows the first child's edge (searched first, never pruned), not a pruned sibling's
// dashes over it.
func TestStemShowsFirstEdge(t *testing.T) {
	t.Parallel()
	tr := search(t, "tree", textbook, trace.Options{})
	svg := string(DrawSVG(tr, Options{Step: Finished}))
	for _, sib := range [][2]string{{"e2", "e3"}, {"e5", "e6"}, {"e8", "e9"}} { // B: 3 5, C: 2 9, D: 0 7
		first, second := strings.Index(svg, `id="`+sib[0]+`"`), strings.Index(svg, `id="`+sib[1]+`"`)
		require.Positive(t, first)
		require.Positive(t, second)
		assert.Greater(t, first, second, "%s is drawn over %s", sib[0], sib[1])
	}
	assert.Contains(t, svg, `id="e6" class="edge pruned cut"`)
}
