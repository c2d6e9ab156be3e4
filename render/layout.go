package render

// tidy lays out an ordered tree in linear time (Walker's algorithm as made linear by
// Buchheim, Jünger and Leipert, 2002): every node is centred over its first and last
// children, children keep their order, and no two nodes of one depth come closer than
// the room they ask for. Nodes have their own extents left and right of their centre
// (a node with an edge label on its right asks for more room on that side).
//
// Nodes are 0..n-1 with node 0 the root; kids lists each node's children in order.
// The result is every node's centre x; the leftmost extent is at 0 or more.
type tidy struct {
	kids   [][]int32
	parent []int32
	number []int32 // index among its siblings
	left   []float64
	right  []float64
	need   []float64 // least distance to the centre of the next node right on its depth
	prelim []float64
	mod    []float64
	shift  []float64
	change []float64
	thread []int32
	ances  []int32
	x      []float64
	gapSib float64 // between siblings
	gapFar float64 // between nodes of different parents
}

func newTidy(n int, gapSib, gapFar float64) *tidy {
	t := &tidy{
		kids: make([][]int32, n), parent: make([]int32, n), number: make([]int32, n),
		left: make([]float64, n), right: make([]float64, n), need: make([]float64, n),
		prelim: make([]float64, n), mod: make([]float64, n), shift: make([]float64, n), change: make([]float64, n),
		thread: make([]int32, n), ances: make([]int32, n), x: make([]float64, n),
		gapSib: gapSib, gapFar: gapFar,
	}
	for i := range t.thread {
		t.thread[i] = -1
		t.ances[i] = int32(i)
		t.parent[i] = -1
	}
	return t
}

// add makes c the next child of p.
func (t *tidy) add(p, c int32) {
	t.parent[c] = p
	t.number[c] = int32(len(t.kids[p]))
	t.kids[p] = append(t.kids[p], c)
}

// run lays the tree out and returns the centres.
func (t *tidy) run() []float64 {
	if len(t.x) == 0 {
		return t.x
	}
	t.firstWalk(0)
	t.secondWalk(0, -t.prelim[0])
	lo := 0.0
	for i, x := range t.x {
		if l := x - t.left[i]; i == 0 || l < lo {
			lo = l
		}
	}
	for i := range t.x {
		t.x[i] -= lo
	}
	return t.x
}

// sep is the least distance between the centres of a (left) and b (right), neighbours
// on one depth.
func (t *tidy) sep(a, b int32) float64 {
	g := t.gapFar
	if t.parent[a] == t.parent[b] {
		g = t.gapSib
	}
	return max(t.right[a]+g+t.left[b], t.need[a])
}

func (t *tidy) leftSibling(v int32) int32 {
	if n := t.number[v]; n > 0 {
		return t.kids[t.parent[v]][n-1]
	}
	return -1
}

func (t *tidy) nextLeft(v int32) int32 {
	if k := t.kids[v]; len(k) > 0 {
		return k[0]
	}
	return t.thread[v]
}

func (t *tidy) nextRight(v int32) int32 {
	if k := t.kids[v]; len(k) > 0 {
		return k[len(k)-1]
	}
	return t.thread[v]
}

func (t *tidy) firstWalk(v int32) {
	kids := t.kids[v]
	w := t.leftSibling(v)
	if len(kids) == 0 {
		if w >= 0 {
			t.prelim[v] = t.prelim[w] + t.sep(w, v)
		}
		return
	}
	def := kids[0]
	for _, c := range kids {
		t.firstWalk(c)
		def = t.apportion(c, def)
	}
	t.executeShifts(v)
	mid := (t.prelim[kids[0]] + t.prelim[kids[len(kids)-1]]) / 2
	if w >= 0 {
		t.prelim[v] = t.prelim[w] + t.sep(w, v)
		t.mod[v] = t.prelim[v] - mid
	} else {
		t.prelim[v] = mid
	}
}

func (t *tidy) apportion(v, def int32) int32 {
	w := t.leftSibling(v)
	if w < 0 {
		return def
	}
	vip, vop := v, v
	vim := w
	vom := t.kids[t.parent[v]][0]
	sip, sop, sim, som := t.mod[vip], t.mod[vop], t.mod[vim], t.mod[vom]
	for t.nextRight(vim) >= 0 && t.nextLeft(vip) >= 0 {
		vim, vip = t.nextRight(vim), t.nextLeft(vip)
		vom, vop = t.nextLeft(vom), t.nextRight(vop)
		t.ances[vop] = v
		if s := t.prelim[vim] + sim - (t.prelim[vip] + sip) + t.sep(vim, vip); s > 0 {
			a := def
			if t.parent[t.ances[vim]] == t.parent[v] {
				a = t.ances[vim]
			}
			t.moveSubtree(a, v, s)
			sip += s
			sop += s
		}
		sim += t.mod[vim]
		sip += t.mod[vip]
		som += t.mod[vom]
		sop += t.mod[vop]
	}
	if t.nextRight(vim) >= 0 && t.nextRight(vop) < 0 {
		t.thread[vop] = t.nextRight(vim)
		t.mod[vop] += sim - sop
	}
	if t.nextLeft(vip) >= 0 && t.nextLeft(vom) < 0 {
		t.thread[vom] = t.nextLeft(vip)
		t.mod[vom] += sip - som
		def = v
	}
	return def
}

func (t *tidy) moveSubtree(wm, wp int32, s float64) {
	n := float64(t.number[wp] - t.number[wm])
	if n <= 0 {
		n = 1
	}
	t.change[wp] -= s / n
	t.shift[wp] += s
	t.change[wm] += s / n
	t.prelim[wp] += s
	t.mod[wp] += s
}

func (t *tidy) executeShifts(v int32) {
	s, ch := 0.0, 0.0
	kids := t.kids[v]
	for i := len(kids) - 1; i >= 0; i-- {
		w := kids[i]
		t.prelim[w] += s
		t.mod[w] += s
		ch += t.change[w]
		s += t.shift[w] + ch
	}
}

func (t *tidy) secondWalk(v int32, m float64) {
	t.x[v] = t.prelim[v] + m
	for _, c := range t.kids[v] {
		t.secondWalk(c, m+t.mod[v])
	}
}
