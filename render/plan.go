package render

import (
	"math"
	"strconv"
	"strings"

	"github.com/gametree/gametree/trace"
)

// display modes of a trace node.
const (
	mHidden   uint8 = iota // inside a folded subtree
	mShown                 // drawn as itself
	mExpanded              // drawn, with its children drawn
	mFolded                // drawn as a summary of its whole subtree
)

// plan is what every step of one trace shares: the tree structure, the folding and
// the sizes. Only colours and the texts of fixed-size cells change from step to step.
type plan struct {
	t        *trace.Trace
	opt      Options
	l        *lang
	n        int
	kids     trace.Children
	size     []int32 // subtree sizes
	mode     []uint8
	fold     []int32 // for a hidden node, the folded node that stands for it
	cutStep  map[int32]int
	explicit bool // an explicit tree: no node has a board
	side     float64
	capW     float64
	hasPV    bool
	hasPrune bool
	hasTT    bool
	hasFold  bool
	hasStop  bool
	hasInner bool
	title    string
}

func (p *plan) children(i int32) []int32 { return p.kids.Of(i) }

func newPlan(t *trace.Trace, opt Options) *plan {
	p := &plan{t: t, opt: opt, l: langFor(opt.Lang), n: len(t.Nodes), title: clean(opt.Title, maxTextRunes)}
	budget := opt.Budget
	if budget <= 0 {
		budget = DefaultBudget
	}
	n := p.n
	p.kids = t.Children()
	p.size = make([]int32, n)
	for i := n - 1; i >= 0; i-- {
		p.size[i]++
		if par := t.Nodes[i].Parent; par >= 0 {
			p.size[par] += p.size[i]
		}
	}
	p.explicit = true
	for i := range t.Nodes {
		nd := &t.Nodes[i]
		if nd.Board != nil {
			p.explicit = false
		}
		switch nd.Kind {
		case trace.Pruned:
			p.hasPrune = true
		case trace.TTHit:
			p.hasTT = true
		case trace.Unfinished:
			p.hasStop = true
		}
		if nd.PV && i > 0 {
			p.hasPV = true
		}
		if p.kids.Count(int32(i)) > 0 && nd.Kind != trace.Pruned {
			p.hasInner = true
		}
	}
	if t.Stopped != "" {
		p.hasStop = true
	}
	p.decideFolding(budget)
	p.cutStep = map[int32]int{}
	for i, s := range t.Steps {
		if s.Kind == trace.StepCutoff && s.Child >= 0 && int(s.Child) < n {
			p.cutStep[s.Child] = i
		}
	}
	// The name column of triangle nodes is as wide as the widest name, the α/β column
	// as wide as the widest window text; both get the larger width so the triangle
	// stays centred on the node.
	p.side = sideMin
	if p.explicit || !p.allBoards() {
		for i := range t.Nodes {
			if p.mode[i] == mShown || p.mode[i] == mExpanded {
				if w := textWidth(p.name(int32(i)), nameSz) + 6; w > p.side {
					p.side = w
				}
			}
		}
		for _, s := range t.Steps {
			for _, v := range [2]int{s.Alpha, s.Beta} {
				if w := textWidth("α="+trace.FormatValue(v), abSize) + 4; w > p.side {
					p.side = w
				}
			}
			if len(t.Steps) > 20000 {
				break
			}
		}
		p.side = math.Ceil(p.side)
	}
	p.capW = p.captionWidth()
	return p
}

// allBoards reports whether every node is drawn as a board (no triangles).
func (p *plan) allBoards() bool {
	for i := range p.t.Nodes {
		if !p.isBoard(int32(i)) {
			return false
		}
	}
	return true
}

// decideFolding chooses what to draw: whole levels from the root down while they fit
// the budget; at the first level that does not fit, every node with children folds
// into a summary, except along the principal variation, which unfolds as far as the
// budget allows. The choice depends on the trace only, never on the step.
func (p *plan) decideFolding(budget int) {
	n := p.n
	p.mode = make([]uint8, n)
	if n == 0 {
		return
	}
	nkids := p.kids.Count
	p.mode[0] = mShown
	count := 1
	level := []int32{0}
	for len(level) > 0 {
		cost := 0
		for _, v := range level {
			cost += nkids(v)
		}
		if cost == 0 {
			break
		}
		if count+cost <= budget {
			var next []int32
			for _, v := range level {
				if nkids(v) > 0 {
					p.mode[v] = mExpanded
					for _, c := range p.children(v) {
						p.mode[c] = mShown
						next = append(next, c)
					}
				}
			}
			count += cost
			level = next
			continue
		}
		pv := int32(-1)
		for _, v := range level {
			if nkids(v) > 0 {
				p.mode[v] = mFolded
				if p.t.Nodes[v].PV && pv < 0 {
					pv = v
				}
			}
		}
		for pv >= 0 && count+nkids(pv) <= budget {
			p.mode[pv] = mExpanded
			count += nkids(pv)
			next := int32(-1)
			for _, c := range p.children(pv) {
				p.mode[c] = mShown
				if nkids(c) > 0 {
					p.mode[c] = mFolded
					if p.t.Nodes[c].PV && next < 0 {
						next = c
					}
				}
			}
			pv = next
		}
		break
	}
	p.fold = make([]int32, n)
	for i := 0; i < n; i++ {
		p.fold[i] = -1
		if p.mode[i] == mHidden {
			par := p.t.Nodes[i].Parent
			if p.mode[par] == mFolded {
				p.fold[i] = par
			} else {
				p.fold[i] = p.fold[par]
			}
		}
		if p.mode[i] == mFolded {
			p.hasFold = true
		}
	}
}

// isBoard: the node is drawn as its board (tic-tac-toe, connect-4 and other grids);
// stones (one row) and explicit trees are drawn as triangles.
func (p *plan) isBoard(i int32) bool { return len(p.t.Nodes[i].Board) > 1 }

// isLeaf: a node drawn as a leaf box: an explicit tree's terminal node.
func (p *plan) isLeaf(i int32) bool {
	nd := &p.t.Nodes[i]
	return nd.Board == nil && p.kids.Count(i) == 0 && (nd.Kind == trace.Terminal ||
		(nd.Kind == trace.Pruned && nd.Label != "" && isNumber(nd.Label)))
}

func isNumber(s string) bool {
	_, err := strconv.ParseInt(strings.TrimPrefix(s, "+"), 10, 64)
	return err == nil
}

// hasWindow: the node gets α/β cells (it can be open with children to search).
func (p *plan) hasWindow(i int32) bool {
	k := p.t.Nodes[i].Kind
	return k == trace.Inner || (k == trace.Unfinished && p.kids.Count(i) > 0)
}

// name is how captions and tooltips call a node.
func (p *plan) name(i int32) string {
	nd := &p.t.Nodes[i]
	if p.explicit {
		if nd.Label != "" && !isNumber(nd.Label) {
			return clean(nd.Label, maxTextRunes)
		}
		if nd.Move != "" {
			return clean(nd.Move, maxTextRunes)
		}
		if i == 0 {
			return p.l.root
		}
		return "#" + strconv.Itoa(int(i))
	}
	if i == 0 {
		return p.l.root
	}
	// a game position: the moves from the root
	var moves []string
	for j := i; j > 0 && len(moves) < 12; j = p.t.Nodes[j].Parent {
		moves = append(moves, clean(p.t.Nodes[j].Move, 16))
	}
	for a, b := 0, len(moves)-1; a < b; a, b = a+1, b-1 {
		moves[a], moves[b] = moves[b], moves[a]
	}
	return strings.Join(moves, " ")
}

// lastStep turns Options.Step into the index of the last step applied (-1: none).
func (p *plan) lastStep(step int) int {
	last := len(p.t.Steps) - 1
	if step < 0 || step > last {
		return last
	}
	return step
}

// finished reports whether a drawing of step k shows the finished search.
func (p *plan) finished(k int) bool { return p.opt.Step < 0 || k >= len(p.t.Steps)-1 }

func (p *plan) states(k int) []trace.NodeState {
	if len(p.t.Steps) == 0 {
		// no steps recorded: draw the nodes as they ended
		st := make([]trace.NodeState, p.n)
		for i := range p.t.Nodes {
			nd := &p.t.Nodes[i]
			st[i] = trace.NodeState{Reached: true, Cut: nd.Kind == trace.Pruned, HasValue: nd.HasValue,
				Value: nd.Value, Bound: nd.Bound, Alpha: nd.Alpha, Beta: nd.Beta}
		}
		return st
	}
	return p.t.States(k)
}

func (p *plan) foldStates(st []trace.NodeState) map[int32]trace.NodeState {
	if !p.hasFold {
		return nil
	}
	m := map[int32]trace.NodeState{}
	for i := 0; i < p.n; i++ {
		if p.mode[i] == mFolded {
			m[int32(i)] = st[i]
		}
	}
	for i := 0; i < p.n; i++ {
		if f := p.fold[i]; f >= 0 && st[i].Open {
			s := m[f]
			s.Open = true
			m[f] = s
		}
	}
	return m
}
