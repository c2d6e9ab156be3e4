package render

import (
	"math"
	"strconv"
	"strings"

	"github.com/gametree/gametree/trace"
)

// display modes of a trace node.
const (
	mHidden    uint8 = iota // inside a folded subtree
	mShown                  // drawn as itself
	mExpanded               // drawn, with its children drawn
	mFolded                 // drawn as a summary of its whole subtree
	mCollapsed              // drawn as itself, its children as one summary below it
)

// games the renderer explains (legend lines); gameOther for explicit trees.
const (
	gameOther = iota
	gameTicTacToe
	gameConnect4
	gameStones
	gameCoin // stones and a coin (chance.go)
)

// plan is what every step of one trace shares: the tree structure, the folding and
// the sizes. Only colours and the texts of fixed-size cells change from step to step.
type plan struct {
	g          drawGeometry // sizes of the own engine's drawing
	nameOut    float64      // nameBeside: how far names reach left of a triangle
	t          *trace.Trace
	opt        Options
	l          *lang
	n          int
	kids       trace.Children
	size       []int32 // subtree sizes
	mode       []uint8
	fold       []int32 // for a hidden node, the folded or collapsed node that stands for it
	cutStep    map[int32]int
	explicit   bool // an explicit tree: no node has a board
	side       float64
	capW       float64
	hasPV      bool
	hasPrune   bool
	hasTT      bool
	hasQuiet   bool // quiescence searched past the depth limit
	hasFold    bool
	hasStop    bool
	hasInner   bool
	hasLift    bool // a depth-limited search lifted a finished game's score
	hasWin     bool // a finished game with a winner (faster-wins scores)
	hasChance  bool // a chance node (chance.go)
	firstSum   int  // the first StepChance, -1 when none
	windowed   bool // alpha-beta: α and β exist
	game       int
	stopStep   int // the index of the stop step, -1 when none
	firstCut   int // the first cutoff step, -1 when none
	firstTT    int // the first transposition hit, -1 when none
	firstQ     int // the first quiesce step, -1 when none
	region     int32
	title      string
	names      *trace.Names
	last       nodeTexts
	rootRows   int               // the rows of a game's board (0 for an explicit tree)
	sc         *scene            // the layout, made when first asked for
	order      []int32           // exercises with Options.Order: each leaf's number in evaluation order (0: none)
	focus      int32             // the step's current node kept unfolded (-1: none)
	reach      []bool            // a picture laid out for what a step has reached: the nodes it may draw (nil: all)
	reachN     int               // how many nodes reach holds
	fitBudget  int               // the budget fitSlide folded the tree to (0: Options.Budget's)
	askedDepth int               // Options.RegionDepth as asked (fitSlide may lower the plan's)
	pathTop    int32             // the top of the focus path drawn below a path fold (pathfold.go; -1: none)
	boardTextW float64           // a board's width for its widest value and window texts at full size (fit.go)
	mst        []trace.NodeState // mcts: the drawn step's states (mcts.go)
	mark       []uint8           // mcts: the drawn step's iteration marks (markPath, markUpdated)
	marked     []int32           // mcts: the nodes mark holds
}

func (p *plan) children(i int32) []int32 { return p.kids.Of(i) }

func newPlan(t *trace.Trace, opt Options) *plan {
	if opt.exercise() {
		opt.Step, opt.Region = Finished, false
	}
	p := &plan{t: t, opt: opt, l: langFor(opt.Lang), n: t.NodeCount(), title: clean(opt.Title, maxTextRunes),
		stopStep: -1, firstCut: -1, firstSum: -1, firstTT: -1, firstQ: -1, region: -1, focus: -1, pathTop: -1,
		names: t.Names(), last: nodeTexts{id: -1}}
	p.l = p.l.scaled(t.ValueScale()) // values divided by the trace's scale (chancewords.go)
	// α and β belong to alpha-beta (and Star1); plain minimax, negamax, expectiminimax
	// and mcts have none. (An unknown algorithm shows what the steps say.)
	p.windowed = windowedAlgo(t.Options)
	p.kids = t.Children()
	p.size = subtreeSizes(t)
	// every position of a game has a board; an explicit tree has none
	p.explicit = p.n == 0 || p.board(0) == nil
	if !p.explicit {
		p.rootRows = len(p.board(0))
		p.game = gameOf(p.board(0))
	}
	p.askedDepth = opt.RegionDepth
	p.surveyNodes()
	p.game = p.coinGame(p.game)
	p.surveySteps()
	p.decideDrawn(nil)
	p.side = p.sideWidth()
	p.capW = p.captionWidth()
	p.g = screenGeometry
	p.boardTextW = p.boardTextWidth()
	p.fitSlide(nil)
	if opt.exercise() {
		if opt.Sheet && !opt.Graphviz() {
			p.g = sheetGeometry
		}
		p.setupExercise()
	}
	return p
}

// subtreeSizes counts the nodes of every node's subtree (itself included).
func subtreeSizes(t *trace.Trace) []int32 {
	size := make([]int32, t.NodeCount())
	for i := len(size) - 1; i >= 0; i-- {
		size[i]++
		if par := t.Parent(int32(i)); par >= 0 {
			size[par] += size[i]
		}
	}
	return size
}

// surveyNodes notes what the nodes hold that the legend explains.
func (p *plan) surveyNodes() {
	t := p.t
	if t.Stopped != "" {
		p.hasStop = true
	}
	for i := range t.NodeCount() {
		nd := t.Node(int32(i))
		switch nd.Kind {
		case trace.Pruned:
			p.hasPrune = true
		case trace.TTHit:
			p.hasTT = true
		case trace.Quiesce:
			p.hasQuiet = true
		case trace.Unfinished:
			p.hasStop = true
		case trace.Terminal:
			if nd.HasValue && nd.Value != 0 && !p.explicit && t.Options.Algorithm != trace.MCTS { // mcts: a node's value is its W
				p.hasWin = true
			}
		}
		if _, lifted := trace.GameScore(nd.Value); nd.HasValue && lifted {
			p.hasLift = true
		}
		if nd.PV && i > 0 {
			p.hasPV = true
		}
		if nd.Player == trace.Chance {
			p.hasChance = true
		}
		if p.kids.Count(int32(i)) > 0 && nd.Kind != trace.Pruned {
			p.hasInner = true
		}
	}
}

// surveySteps notes the step of every cutoff and the first step of each kind the
// legend explains.
func (p *plan) surveySteps() {
	t := p.t
	p.cutStep = map[int32]int{}
	for i := range t.StepCount() {
		s := t.Step(i)
		switch s.Kind {
		case trace.StepCutoff:
			if s.Child >= 0 && int(s.Child) < p.n {
				p.cutStep[s.Child] = i
			}
			if p.firstCut < 0 {
				p.firstCut = i
			}
		case trace.StepTTHit:
			if p.firstTT < 0 {
				p.firstTT = i
			}
		case trace.StepQuiesce:
			if p.firstQ < 0 {
				p.firstQ = i
			}
		case trace.StepChance:
			if p.firstSum < 0 {
				p.firstSum = i
			}
		case trace.StepStop:
			if p.stopStep < 0 {
				p.stopStep = i
			}
		}
	}
}

// decideDrawn chooses which nodes are drawn: the region around the step's node
// (Options.Region), else the tree folded to the budget; in a step's picture that
// hides what is not reached, out of the nodes the step has reached only (plan.reach),
// so that the picture is laid out for them. st are the step's states when known
// (nil: worked out when needed).
func (p *plan) decideDrawn(st []trace.NodeState) {
	opt := p.opt
	p.reach, p.reachN, p.pathTop = nil, 0, -1
	if p.forReached() {
		if st == nil {
			st = p.states(p.lastStep(opt.Step))
		}
		p.reach = make([]bool, p.n)
		for i := range p.reach {
			if st[i].Reached || st[i].Open {
				p.reach[i] = true
				p.reachN++
			}
		}
	}
	if !opt.Region || p.n == 0 {
		budget := opt.Budget
		if budget <= 0 {
			budget = DefaultBudget
		}
		if p.fitBudget > 0 {
			budget = min(budget, p.fitBudget)
		}
		p.decideFolding(budget)
		p.keepFocus()
		return
	}
	c := int32(0)
	if k := p.lastStep(opt.Step); opt.Step >= 0 && k >= 0 {
		c = p.stepNode(k)
	}
	if !opt.hide() {
		st = nil
	} else if st == nil {
		st = p.states(p.lastStep(opt.Step))
	}
	p.decideRegion(c, p.regionDepth(), st)
	p.keepFocus()
}

// forReached reports whether the plan is a step's picture laid out for what the step
// has reached: a search's step (not the finished search, not an exercise) that hides
// what is not reached.
func (p *plan) forReached() bool {
	o := p.opt
	return o.hide() && !o.exercise() && o.Step >= 0 && p.t.StepCount() > 0 && !p.finished(p.lastStep(o.Step))
}

// sideWidth is the width of a triangle node's side columns. The name column (left)
// is as wide as the widest name, the α/β column (right) as the widest window text;
// both get the larger width so the triangle stays centred on the node. Every node
// counts, drawn or not, so that the regions of one trace share their cell sizes.
func (p *plan) sideWidth() float64 {
	t := p.t
	side := sideMin
	if !p.explicit && p.allBoards() {
		return side
	}
	for i := range t.NodeCount() {
		if w := textWidth(p.triName(int32(i)), nameSz) + 6; w > side {
			side = w
		}
	}
	side = p.mctsSideWidth(side)
	if p.windowed {
		for k := range t.StepCount() {
			s := t.Step(k)
			for _, v := range [2]int{s.Alpha, s.Beta} {
				if w := textWidth("α="+p.l.val(v), abSize) + 4; w > side {
					side = w
				}
			}
			if t.StepCount() > 20000 {
				break
			}
		}
	}
	return math.Ceil(side)
}

// gameOf recognises the game from the root's board: the stones game's is one row
// holding its count (a student's game may draw one row of its own).
func gameOf(board []string) int {
	switch {
	case len(board) == 1 && isCount(board[0]):
		return gameStones
	case len(board) == 3 && len(board[0]) == 3:
		return gameTicTacToe
	case len(board) == 6 && len(board[0]) == 7:
		return gameConnect4
	}
	return gameOther
}

func (p *plan) regionDepth() int {
	if p.opt.RegionDepth <= 0 {
		return DefaultRegionDepth
	}
	return p.opt.RegionDepth
}

// decideRegion draws the part of the tree around node c: the path from the root to c
// with every child of the path's nodes (the path's siblings are drawn as themselves,
// their subtrees collapsed into one summary each), and c's subtree to depth plies,
// whose deepest drawn nodes collapse their own children. With the states of the step
// (st, when unreached nodes are hidden), the path's siblings the search has not
// reached are left out altogether: they cannot change while c is the step's node, so
// the steps about c still share one layout, and the picture has no empty room.
func (p *plan) decideRegion(c int32, depth int, st []trace.NodeState) {
	n := p.n
	p.region = c
	p.mode = make([]uint8, n)
	onPath := map[int32]bool{}
	for v := c; v >= 0; v = p.t.Parent(v) {
		onPath[v] = true
	}
	show := func(v int32) {
		if !p.drawable(v) {
			return
		}
		if p.drawnKids(v) > 0 {
			p.mode[v] = mCollapsed
		} else {
			p.mode[v] = mShown
		}
	}
	for v := range onPath {
		if v == c {
			continue
		}
		p.mode[v] = mExpanded
		for _, ch := range p.children(v) {
			if !onPath[ch] && (st == nil || st[ch].Reached) {
				show(ch)
			}
		}
	}
	p.mode[0] = mExpanded
	if c != 0 || p.drawnKids(0) == 0 {
		show(c)
	}
	level := []int32{c}
	for d := 0; d < depth && len(level) > 0; d++ {
		var next []int32
		for _, v := range level {
			if p.drawnKids(v) == 0 {
				continue
			}
			p.mode[v] = mExpanded
			for _, ch := range p.children(v) {
				if p.drawable(ch) {
					show(ch)
					next = append(next, ch)
				}
			}
		}
		level = next
	}
	if c == 0 && p.drawnKids(0) == 0 {
		p.mode[0] = mShown
	}
	p.setFolds()
}

// allBoards reports whether every node is drawn as a board (no triangles).
func (p *plan) allBoards() bool {
	for i := range p.t.NodeCount() {
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
	nkids := p.drawnKids
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
						if p.drawable(c) {
							p.mode[c] = mShown
							next = append(next, c)
						}
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
				// the principal variation is the finished search's: a step's picture
				// keeps its current node instead (keepFocus)
				if p.t.Node(v).PV && pv < 0 && p.reach == nil {
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
					if p.t.Node(c).PV && next < 0 {
						next = c
					}
				}
			}
			pv = next
		}
		break
	}
	p.setFolds()
}

// setFolds points every hidden node to the folded or collapsed node standing for it.
func (p *plan) setFolds() {
	n := p.n
	p.hasFold = false
	p.fold = make([]int32, n)
	for i := 0; i < n; i++ {
		p.fold[i] = -1
		if p.mode[i] == mHidden {
			par := p.t.Parent(int32(i))
			if par < 0 { // the root, above a path fold
				continue
			}
			if m := p.mode[par]; m == mFolded || m == mCollapsed {
				p.fold[i] = par
			} else {
				p.fold[i] = p.fold[par]
			}
		}
		if p.mode[i] == mFolded || p.mode[i] == mCollapsed {
			p.hasFold = true
		}
	}
}

// isCount: s is a whole number of digits (the stones game's board).
func isCount(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// isBoard: the node is drawn as its board (tic-tac-toe, connect-4 and other grids);
// stones (one row) and explicit trees are drawn as triangles.
func (p *plan) isBoard(i int32) bool { return p.rootRows > 1 }

// isTriangle: a node drawn as a MAX or MIN triangle (not folded, a board or a leaf).
func (p *plan) isTriangle(i int32) bool {
	return p.mode[i] != mFolded && !p.isBoard(i) && !p.isLeaf(i)
}

// isLeaf: a node drawn as a leaf box: an explicit tree's terminal node.
func (p *plan) isLeaf(i int32) bool {
	nd := p.t.Node(i)
	return p.explicit && p.kids.Count(i) == 0 && (nd.Kind == trace.Terminal ||
		(nd.Kind == trace.Pruned && p.label(i) != "" && isNumber(p.label(i))))
}

func isNumber(s string) bool {
	s = strings.TrimPrefix(s, "+")
	// names ("B", "ACI") fail here, without the error value ParseInt would allocate
	if s == "" || (s[0] < '0' || s[0] > '9') && s[0] != '-' && s[0] != '+' {
		return false
	}
	_, err := strconv.ParseInt(s, 10, 64)
	return err == nil
}

// hasWindow: the node gets α/β cells (alpha-beta, and it can be open with children to
// search).
func (p *plan) hasWindow(i int32) bool {
	if p.opt.exercise() {
		return p.opt.Window && p.exerciseInner(i)
	}
	if !p.windowed {
		return false
	}
	k := p.t.Kind(i)
	return k == trace.Inner || k == trace.Quiesce || (k == trace.Unfinished && p.kids.Count(i) > 0)
}

// move is the name of the move into node i, for people ("take 2", "quita 2").
func (p *plan) move(i int32) string { return p.gameMove(p.moveName(i)) }

// triName is what the name column of a triangle node holds: an explicit tree's node
// name, or the stones count.
func (p *plan) triName(i int32) string {
	nd := p.t.Node(i)
	name := ""
	if p.explicit && p.label(i) != "" {
		name = clean(p.label(i), maxTextRunes)
	} else if b := p.board(i); len(b) == 1 && (p.game == gameStones || p.game == gameCoin) {
		name = "●×" + clean(b[0], 8)
	} else if len(b) == 1 { // a student's game's one row, as its board(state) writes it
		name = clean(b[0], 8)
	}
	if nd.Kind == trace.TTHit {
		name = strings.TrimSpace(name + " TT")
	}
	return name
}

// name is how captions and tooltips call a node.
func (p *plan) name(i int32) string {
	if p.explicit {
		if p.label(i) != "" && !isNumber(p.label(i)) {
			return clean(p.label(i), maxTextRunes)
		}
		if p.moveName(i) != "" {
			return clean(p.moveName(i), maxTextRunes)
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
	for j := i; j > 0 && len(moves) < 12; j = p.t.Parent(j) {
		moves = append(moves, p.move(j))
	}
	for a, b := 0, len(moves)-1; a < b; a, b = a+1, b-1 {
		moves[a], moves[b] = moves[b], moves[a]
	}
	return strings.Join(moves, " ")
}

// lastStep turns Options.Step into the index of the last step applied (-1: none).
func (p *plan) lastStep(step int) int {
	last := p.t.StepCount() - 1
	if step < 0 || step > last {
		return last
	}
	return step
}

// finished reports whether a drawing of step k shows the finished search.
func (p *plan) finished(k int) bool { return p.opt.Step < 0 || k >= p.t.StepCount()-1 }

func (p *plan) states(k int) []trace.NodeState {
	if p.t.StepCount() == 0 {
		// no steps recorded: draw the nodes as they ended
		st := make([]trace.NodeState, p.n)
		for i := range p.t.NodeCount() {
			nd := p.t.Node(int32(i))
			st[i] = trace.NodeState{Reached: true, Cut: nd.Kind == trace.Pruned, HasValue: nd.HasValue,
				Value: nd.Value, Bound: nd.Bound, Alpha: nd.Alpha, Beta: nd.Beta}
		}
		return st
	}
	return p.t.States(k)
}

// agg is what a summary shows at a step: how many of the nodes it stands for the
// search has reached, and whether one of them is open.
type agg struct {
	reached int
	open    bool
}

// aggregate sums, for every folded or collapsed node, the state of the nodes its
// summary stands for (a folded node's summary counts the node itself).
func (p *plan) aggregate(st []trace.NodeState) map[int32]agg {
	if !p.hasFold {
		return nil
	}
	m := map[int32]agg{}
	for i := 0; i < p.n; i++ {
		switch p.mode[i] {
		case mFolded:
			a := agg{open: st[i].Open}
			if st[i].Reached {
				a.reached = 1
			}
			m[int32(i)] = a
		case mCollapsed:
			m[int32(i)] = agg{}
		}
	}
	for i := 0; i < p.n; i++ {
		if f := p.fold[i]; f >= 0 && (st[i].Open || st[i].Reached) {
			a := m[f]
			a.open = a.open || st[i].Open
			if st[i].Reached {
				a.reached++
			}
			m[f] = a
		}
	}
	return m
}
