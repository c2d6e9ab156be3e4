package render

import "github.com/gametree/gametree/trace"

// The focus (Options.Focus, and a step's current node): nodes no plan folds away.

// focusNodes are the nodes the plan must draw as themselves: Options.Focus, and the
// current node of a step's picture.
func (p *plan) focusNodes() []int32 {
	if p.opt.exercise() || p.n == 0 {
		return nil
	}
	var f []int32
	p.focus = -1
	if p.opt.Focus > 0 && p.opt.Focus < p.n {
		f = append(f, int32(p.opt.Focus))
	}
	if p.opt.Step >= 0 && p.t.StepCount() > 0 {
		if c := p.stepNode(p.lastStep(p.opt.Step)); c > 0 && int(c) < p.n {
			f = append(f, c)
			p.focus = c
		}
	}
	return f
}

// keepFocus unfolds what folding hid of the focus: every node on the path from the
// root to a focus node is expanded (its other children drawn, folded when they have
// children), the focus node too, and its children are drawn as themselves (their
// own children as one summary below each). It never folds what was drawn.
func (p *plan) keepFocus() {
	focus := p.focusNodes()
	if len(focus) == 0 {
		return
	}
	for _, f := range focus {
		for !p.drawable(f) { // a node the picture may not show: keep its nearest shown ancestor
			f = p.t.Parent(f)
		}
		var path []int32
		for v := f; v >= 0; v = p.t.Parent(v) {
			path = append(path, v)
		}
		for j := len(path) - 1; j >= 0; j-- {
			p.expand(path[j])
		}
		for _, ch := range p.children(f) {
			if !p.drawable(ch) {
				continue
			}
			if m := p.mode[ch]; m == mHidden || m == mFolded {
				p.mode[ch] = mShown
				if p.drawnKids(ch) > 0 {
					p.mode[ch] = mCollapsed
				}
			}
		}
	}
	p.setFolds()
}

// expand draws node v with its children: those hidden so far are drawn, folded into a
// summary when they have children of their own.
func (p *plan) expand(v int32) {
	if p.drawnKids(v) == 0 {
		if p.mode[v] == mHidden || p.mode[v] == mFolded {
			p.mode[v] = mShown
		}
		return
	}
	if p.mode[v] == mExpanded {
		return
	}
	p.mode[v] = mExpanded
	for _, ch := range p.children(v) {
		if !p.drawable(ch) || p.mode[ch] != mHidden {
			continue
		}
		p.mode[ch] = mShown
		if p.drawnKids(ch) > 0 {
			p.mode[ch] = mFolded
		}
	}
}

// drawable reports whether node i may be drawn at all: every node, but in a picture
// laid out for what a step has reached (plan.reach), only the reached ones.
func (p *plan) drawable(i int32) bool { return p.reach == nil || p.reach[i] }

// drawnKids counts node i's children that may be drawn (drawable).
func (p *plan) drawnKids(i int32) int {
	if p.reach == nil {
		return p.kids.Count(i)
	}
	n := 0
	for _, ch := range p.children(i) {
		if p.reach[ch] {
			n++
		}
	}
	return n
}

// stale reports whether plan p must decide again what it draws for the step it now
// draws (p.opt.Step, whose current node is c and states st): another region, more
// reached nodes to lay out, or a folded tree's focus moved.
func (p *plan) stale(c int32, st []trace.NodeState) bool {
	switch {
	case p.opt.Region && c >= 0 && c != p.region:
		return true
	case p.forReached() != (p.reach != nil):
		return true
	case p.reach != nil && reachedCount(st) != p.reachN:
		return true
	}
	return (p.hasFold || p.pathTop >= 0) && c != p.focus
}

// reachedCount counts the nodes reached (or open) in st.
func reachedCount(st []trace.NodeState) int {
	n := 0
	for i := range st {
		if st[i].Reached || st[i].Open {
			n++
		}
	}
	return n
}

// redecided is the plan of the same trace decided again for its Options.Step, whose
// states are st: the same sizes, what is drawn chosen again.
func (p *plan) redecided(st []trace.NodeState) *plan {
	q := *p
	q.sc, q.fitBudget, q.opt.RegionDepth = nil, 0, p.askedDepth
	q.decideDrawn(st)
	q.fitSlide(st)
	return &q
}
