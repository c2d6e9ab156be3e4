package lecture

import "github.com/gametree/gametree/trace"

// A step's tree for the Beamer slides: the nodes reached at the step, laid out in
// slots (a leaf, a folded node or a summary takes one), folded so that a slide stays
// legible.

// maxLevels is the most levels a slide's tree is drawn with before folding.
const maxLevels = 6

// item is one thing drawn in a step's tree: a node (id ≥ 0), or a summary of several
// reached siblings' subtrees (id < 0, count nodes).
type item struct {
	id       int32
	depth    int
	kids     []*item // the items drawn below it
	folded   int     // a folded node: the reached nodes of its subtree not drawn
	count    int     // a summary: the reached nodes it stands for
	x        float64 // the slot of its centre
	parentID int32   // a summary's parent node
}

// stepTree is the tree of one step: the reached nodes, the current node's path.
type stepTree struct {
	t      *trace.Trace
	kids   trace.Children
	st     []trace.NodeState
	onPath map[int32]bool
	cur    int32 // the step's current node
	root   *item
	slots  int
	levels int
}

// newStepTree lays out the nodes reached in st (the states after a step whose current
// node is cur), folded to maxSlots columns and maxLevels levels: first the subtrees off the current
// node's path, deepest level first (each folded node drawn with "+N" below it); then,
// beside each node of the path, the runs of siblings off the path, each run one
// summary. The path from the root to the current node is never folded.
func newStepTree(t *trace.Trace, kids trace.Children, st []trace.NodeState, cur int32, maxSlots int) *stepTree {
	s := &stepTree{t: t, kids: kids, st: st, onPath: map[int32]bool{}, cur: cur}
	for n := cur; n >= 0; n = t.Parent(n) {
		s.onPath[n] = true
	}
	s.root = s.build(0, 0)
	deepest := s.depthOf(s.root)
	for d := deepest - 1; d >= 1 && (s.width(s.root) > maxSlots || d >= maxLevels-1); d-- {
		s.foldLevel(s.root, d)
	}
	if s.width(s.root) > maxSlots {
		s.summarise(s.root)
	}
	s.slots = s.width(s.root)
	s.levels = s.depthOf(s.root) + 1
	next := 0.0
	s.place(s.root, &next)
	return s
}

// build makes the items of node id's reached subtree.
func (s *stepTree) build(id int32, depth int) *item {
	it := &item{id: id, depth: depth}
	for _, c := range s.kids.Of(id) {
		if s.st[c].Reached {
			it.kids = append(it.kids, s.build(c, depth+1))
		}
	}
	return it
}

func (s *stepTree) width(it *item) int {
	if len(it.kids) == 0 {
		return 1
	}
	w := 0
	for _, k := range it.kids {
		w += s.width(k)
	}
	return w
}

func (s *stepTree) depthOf(it *item) int {
	d := it.depth
	for _, k := range it.kids {
		d = max(d, s.depthOf(k))
	}
	return d
}

// size counts the items of a subtree (the nodes it draws) and what its folds hold.
func size(it *item) int {
	n := 1 + it.folded
	if it.id < 0 {
		n = it.count
	}
	for _, k := range it.kids {
		n += size(k)
	}
	return n
}

// foldLevel folds every node at depth d off the current path that has items below it.
func (s *stepTree) foldLevel(it *item, d int) {
	if it.depth == d {
		if it.id >= 0 && !s.onPath[it.id] && len(it.kids) > 0 {
			it.folded = size(it) - 1
			it.kids = nil
		}
		return
	}
	for _, k := range it.kids {
		s.foldLevel(k, d)
	}
}

// summarise replaces, below every node of the path but the current node, each run of
// two or more siblings off the path by one summary: the current node's children (what
// the step is about) stay.
func (s *stepTree) summarise(it *item) {
	if it.id == s.cur {
		return
	}
	var out []*item
	var run []*item
	flush := func() {
		switch len(run) {
		case 0:
		case 1:
			out = append(out, run[0])
		default:
			n := 0
			for _, r := range run {
				n += size(r)
			}
			out = append(out, &item{id: -1, depth: it.depth + 1, count: n, parentID: it.id})
		}
		run = nil
	}
	for _, k := range it.kids {
		if k.id >= 0 && s.onPath[k.id] {
			flush()
			out = append(out, k)
			s.summarise(k)
			continue
		}
		run = append(run, k)
	}
	flush()
	it.kids = out
}

// place gives every item its slot: leaves (and folded nodes, and summaries) one after
// another, a parent centred over its first and last child.
func (s *stepTree) place(it *item, next *float64) {
	if len(it.kids) == 0 {
		it.x = *next
		*next++
		return
	}
	for _, k := range it.kids {
		s.place(k, next)
	}
	it.x = (it.kids[0].x + it.kids[len(it.kids)-1].x) / 2
}
