package exercise

import (
	"context"
	"regexp"
	"strconv"
	"strings"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// Size limits of an exercise's recorded tree (visited and pruned nodes).
const (
	// MaxTreeNodes bounds a preset's or a typed tree's exercise: as big as level 5's
	// (1 + 3 + 9 + 27 + 81 nodes).
	MaxTreeNodes = 121
	// MaxGameNodes bounds a game's exercise (tic-tac-toe, stones, a student's game).
	// Its pruned subtrees are recorded whole (trace.Options.PrunedWhole), so it counts
	// the full game tree: every tic-tac-toe position with four empty cells fits (1 + 4
	// + 12 + 24 + 24 nodes at most), as does stones from 6, or one heap of Nim from 6.
	MaxGameNodes = 65
)

// Exercise is a Spec made: the problem, its recorded search and the node names.
type Exercise struct {
	Spec Spec
	// Params is the problem and the search (minimax, or alpha-beta fail-soft or
	// fail-hard, recorded), as /api/trace reads it.
	Params trace.Params
	// Trace is the recorded search the answers are graded against.
	Trace *trace.Trace

	explicit bool   // a tree (names are its node names), not a game
	nodes    []node // by node id
	byName   map[string]int32
	folded   map[string]int32 // lower-case names, when they do not collide
	children [][]int32
	chance   chanceInfo // a tree with chance nodes (chance.go)
}

// node is what grading needs of a recorded node.
type node struct {
	trace.Node
	name  string   // the answer key (language-independent)
	moves []string // game: the move names from the root
	label string
	prob  string // the probability of the move into it from a chance node ("1/2"), else ""
	// unnamed: a tree node with neither a name nor a move (the page calls it "the
	// root" or "#id")
	unnamed bool
}

// New makes the exercise a normalised spec describes and runs its search. The
// errors are coded (msg): a bad tree or position, or a tree too big for an exercise.
// A student's game (lab:HASH) needs NewWith.
func New(spec Spec) (*Exercise, error) { return NewWith(context.Background(), trace.Makers{}, spec) }

// NewWith is New with the makers of the games beyond package games' (a student's game,
// made by mk.Lab under ctx).
func NewWith(ctx context.Context, mk trace.Makers, spec Spec) (*Exercise, error) {
	spec, err := spec.Normalize()
	if err != nil {
		return nil, err
	}
	p := trace.Params{Game: "tree", RootMin: spec.Root == "min"}
	limit := MaxTreeNodes
	switch spec.Source {
	case SourceRandom:
		p.Position = randomPosition(spec)
	case SourceTree:
		p.Position = spec.Position
	case SourceTicTacToe, SourceStones, SourceConnect4:
		p.Game, p.Position, limit = spec.Source, spec.Position, MaxGameNodes
	default:
		if IsLab(spec.Source) { // a student's game, played by its code (trace.Makers.Lab)
			p.Game, p.Position, limit = spec.Source, spec.Position, MaxGameNodes
			break
		}
		p.Position = spec.Source
	}
	p.Options = trace.Options{Algorithm: trace.Minimax, Record: true, MaxNodes: int64(limit) + 1,
		// a game's pruned subtrees whole, their finished positions with values, as an
		// explicit tree's: the question is the full game tree and shows no cutoff
		PrunedWhole: p.Game != "tree", Depth: spec.Depth}
	if spec.Q.AlphaBeta() {
		p.Options.Algorithm = trace.AlphaBeta
		p.Options.FailHard = spec.FailHard
		p.Options.FailCourse = spec.FailCourse
	}
	g, err := mk.NewGame(ctx, &p)
	if err != nil {
		return nil, err
	}
	ch, err := chanceSetup(g, &spec, &p.Options) // expectiminimax on a tree with chance nodes
	if err != nil {
		return nil, err
	}
	if p.Game == "tree" {
		spec.Chance = ch.on
	}
	t, err := trace.Search(g, p.Options)
	if err != nil {
		return nil, err
	}
	if !t.Complete || t.RecordTruncated || t.NodeCount() > limit {
		return nil, msg.New("exercise.too_big", "n", max(t.NodeCount(), limit+1), "max", limit)
	}
	p.Options.MaxNodes = 0 // the search finished within it: the problem has no budget
	e := &Exercise{Spec: spec, Params: p, Trace: t, explicit: p.Game == "tree", chance: ch}
	e.name()
	return e, nil
}

var integer = regexp.MustCompile(`^[+-]?\d+$`)

// name gives every recorded node its answer key: a tree's node name (an inner node's
// label, a leaf's move name), or a game position's moves from the root ("root" for
// the root).
func (e *Exercise) name() {
	t := e.Trace
	names := t.Names()
	n := t.NodeCount()
	e.nodes = make([]node, n)
	e.children = make([][]int32, n)
	e.byName = make(map[string]int32, n)
	for id := int32(0); id < int32(n); id++ {
		nd := node{Node: t.Node(id)}
		nd.label = names.Label(id)
		nd.prob = names.Prob(id)
		move := names.Move(id)
		if nd.Parent >= 0 {
			e.children[nd.Parent] = append(e.children[nd.Parent], id)
			nd.moves = append(append([]string(nil), e.nodes[nd.Parent].moves...), move)
		}
		switch {
		case e.explicit && nd.label != "" && !integer.MatchString(nd.label):
			nd.name = nd.label
		case e.explicit && move != "":
			nd.name = move
		case id == 0:
			nd.name, nd.unnamed = "root", e.explicit
		case e.explicit:
			nd.name, nd.unnamed = "#"+strconv.Itoa(int(id)), true
		default:
			nd.name = strings.Join(nd.moves, " ")
		}
		e.nodes[id] = nd
		e.byName[nd.name] = id
	}
	e.folded = map[string]int32{}
	clash := map[string]bool{}
	for id, nd := range e.nodes {
		k := strings.ToLower(nd.name)
		if _, dup := e.folded[k]; dup {
			clash[k] = true
		}
		e.folded[k] = int32(id)
	}
	for k := range clash {
		delete(e.folded, k)
	}
}

// Name is node id's name, the one answers use.
func (e *Exercise) Name(id int32) string { return e.nodes[id].name }

// NodeCount is the number of recorded nodes (visited and pruned).
func (e *Exercise) NodeCount() int { return len(e.nodes) }

// Lookup finds a node by name: exactly, else ignoring case and extra spaces; for
// games "the root"/"la raíz" is the root and a stones move may say "quita 2".
func (e *Exercise) Lookup(name string) (int32, bool) {
	if id, ok := e.byName[name]; ok {
		return id, true
	}
	k := strings.ToLower(strings.Join(strings.Fields(name), " "))
	if !e.explicit {
		switch k {
		case "the root", "la raíz", "raíz", "raiz", "la raiz", "":
			k = "root"
		}
		k = strings.ReplaceAll(k, "quita ", "take ")
	}
	if id, ok := e.byName[k]; ok {
		return id, true
	}
	id, ok := e.folded[k]
	return id, ok
}

// visitedInner reports whether node id is an inner node the search visited.
func (e *Exercise) visitedInner(id int32) bool { return e.nodes[id].Kind == trace.Inner }

// inner reports whether node id has children in the tree (visited or pruned).
func (e *Exercise) inner(id int32) bool { return len(e.children[id]) > 0 }

// QuestionList says what an exercise asks, by node name: the nodes whose value (α, β)
// may be answered, whether pruned edges are asked (every edge PARENT>CHILD may be
// marked) and how many leaves the order has. It lists every inner node, pruned ones
// too, so that it does not tell which are pruned; only the visited ones are graded.
type QuestionList struct {
	Values []string `json:"values"`
	Alpha  []string `json:"alpha,omitempty"`
	Beta   []string `json:"beta,omitempty"`
	Pruned string   `json:"pruned,omitempty"` // "edges" when cuts are asked
	Order  int      `json:"order,omitempty"`  // the number of leaves evaluated
	// LeafBounds are Star1's L and U, which the star1 question states.
	LeafBounds []int `json:"leaf_bounds,omitempty"`
}

// Questions lists what the exercise asks.
func (e *Exercise) Questions() QuestionList {
	q := QuestionList{Values: []string{}}
	for id := range e.nodes {
		if e.inner(int32(id)) {
			q.Values = append(q.Values, e.nodes[id].name)
		}
	}
	switch e.Spec.Q {
	case Window:
		q.Alpha = append([]string(nil), q.Values...)
		q.Beta = append([]string(nil), q.Values...)
		q.Pruned = "edges"
	case Prune, Star1:
		q.Pruned = "edges"
		if lo, hi, ok := e.LeafBounds(); ok {
			q.LeafBounds = []int{lo, hi}
		}
	case Order:
		q.Values = []string{}
		q.Order = len(e.leafOrder())
	}
	return q
}

// OutOf is the number of graded answers: the value of every visited inner node (and
// its α and β for window), every pruned edge, or every leaf evaluated (order).
func (e *Exercise) OutOf() int {
	inner := 0
	for id := range e.nodes {
		if e.visitedInner(int32(id)) {
			inner++
		}
	}
	switch e.Spec.Q {
	case Values:
		return inner
	case Prune, Star1:
		return inner + len(e.cutEdges())
	case Window:
		return 3*inner + len(e.cutEdges())
	}
	return len(e.leafOrder())
}

// cutEdge is an edge a cutoff prunes: its child is pruned, its parent visited.
type cutEdge struct {
	parent, child int32
}

func (e *Exercise) edgeName(c cutEdge) string {
	return e.nodes[c.parent].name + ">" + e.nodes[c.child].name
}

// cutEdges lists the pruned edges in the order of their cutoffs.
func (e *Exercise) cutEdges() []cutEdge {
	var out []cutEdge
	for id, nd := range e.nodes {
		if nd.Kind == trace.Pruned && nd.Parent >= 0 && e.nodes[nd.Parent].Kind != trace.Pruned {
			out = append(out, cutEdge{nd.Parent, int32(id)})
		}
	}
	return out
}

// leafOrder lists the leaves in the order they are evaluated.
func (e *Exercise) leafOrder() []int32 {
	var out []int32
	for k := range e.Trace.StepCount() {
		if kind, id := e.Trace.StepKindAt(k); kind == trace.StepEval {
			out = append(out, id)
		}
	}
	return out
}
