package labcheck

import (
	"strconv"

	"go.starlark.net/starlark"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// The kinds of events.
const (
	EventVisit  = "visit"  // the code first expanded (children()) or evaluated (value()) the node
	EventEval   = "eval"   // the code asked a leaf's value
	EventReturn = "return" // the code returned a value for an inner node
)

// Event is one thing a search did. Values are from MAX's point of view for minimax and
// alpha-beta, from the side to move's for negamax (as the code returns them).
type Event struct {
	Kind  string `json:"kind"`
	Node  int32  `json:"node"`
	Name  string `json:"name"`
	Value int    `json:"value"`
	// NotNumber: the code returned something that is not a number (Returned shows it).
	NotNumber bool   `json:"not_number,omitempty"`
	Returned  string `json:"returned,omitempty"`
	// Step is, for the reference's events, the recorded step of the search (0-based).
	Step int `json:"step"`
	// Function is, for the student's returns, the function that returned the value
	// ("search" for the root's value read from search(root)'s return).
	Function string `json:"function,omitempty"`

	fn    string // the function that returned
	depth int    // the call stack's depth at the return
	none  bool   // the function returned None
}

// MaxNodes bounds the tree a check searches (the whole tree, pruned parts too).
const MaxNodes = 20_000

// Divergence is where the student's search first differs from the course's.
type Divergence struct {
	// Index is the 0-based index of the first event that differs (in both lists).
	Index int `json:"index"`
	// Kind: pruned (the code went where the algorithm prunes), order (the code did
	// something else than the algorithm's next step), value (a node returned another
	// value), missing (the code stopped early), root (search returned another value).
	Kind string `json:"kind"`
	// Node is the node the student's code was at (-1 if none); RefNode the node the
	// algorithm is at (-1 if none).
	Node    int32 `json:"node"`
	RefNode int32 `json:"ref_node"`
	// Step is the reference search's step that explains it (the stepper's step, 0-based),
	// -1 if none.
	Step int `json:"step"`
	// Text is the explanation in English and Spanish.
	Text map[string]string `json:"text"`
	// plain is Text before a hint was added (addHint).
	plain map[string]string
}

// Report is a check's result.
type Report struct {
	OK         bool            `json:"ok"`
	Algorithm  trace.Algorithm `json:"algorithm"`
	FailHard   bool            `json:"fail_hard"`
	FailCourse bool            `json:"fail_course"`
	// Value is what search(root) returned (when a number), Want the root's value as
	// the algorithm finds it (in the same point of view).
	Value     *int        `json:"value"`
	Want      int         `json:"want"`
	Student   []Event     `json:"student"`
	Reference []Event     `json:"reference"`
	First     *Divergence `json:"divergence,omitempty"`
	// Summary is the verdict in English and Spanish.
	Summary map[string]string `json:"summary"`
	// Params is the reference search, as /api/trace takes it (pruned-whole on, so the
	// drawing holds the nodes the student's code may visit that the algorithm prunes).
	Params map[string]string `json:"params"`
	// Names are the nodes' names by id.
	Names []string `json:"names"`
	// Move is the root's child search(root) returned as its move (a node, or the second
	// item of (value, move)), -1 if none.
	Move int32 `json:"move"`
	// Checked lists what was compared with the algorithm (leaves, expanded, values,
	// root_value, root_move), NotChecked what the code's shape does not show (values:
	// some inner nodes' values; root_value); Unchecked counts the inner nodes whose
	// values could not be read. Checked says it in words, in English and Spanish.
	Checked      []string          `json:"checked"`
	NotChecked   []string          `json:"not_checked"`
	Unchecked    int               `json:"unchecked"`
	CheckedWords map[string]string `json:"checked_words"`
	// Matches is, when the code differs from the chosen search, the other search it
	// does wholly (another variant or algorithm), nil if none.
	Matches *Match `json:"matches,omitempty"`
	// matched are all the searches the code equals wholly on this tree (Matches is the
	// first, or the one CheckSuite found to hold on every tree).
	matched []Match
}

// checker is one check under way.
type checker struct {
	ref       *trace.Trace
	ex        *exercise.Exercise
	negamax   bool
	names     []string
	kids      [][]int32
	isMax     []bool
	leafValue []int
	nodes     []*node
	touched   []bool
	events    []Event
	overflow  bool
}

// maxEvents bounds the events recorded of the student's code.
const maxEvents = 100_000

func (c *checker) nodeValue(id int32) starlark.Value {
	if c.nodes[id] == nil {
		c.nodes[id] = &node{c: c, id: id}
	}
	return c.nodes[id]
}

func (c *checker) touch(id int32) {
	if !c.touched[id] {
		c.touched[id] = true
		c.record(Event{Kind: EventVisit, Node: id})
	}
}

func (c *checker) record(e Event) {
	if len(c.events) >= maxEvents {
		c.overflow = true
		return
	}
	e.Name = c.names[e.Node]
	c.events = append(c.events, e)
}

// Reference runs the course's search the params describe, recorded with its pruned
// subtrees whole, and lists its events.
func Reference(p trace.Params) (*trace.Trace, *exercise.Exercise, []Event, error) {
	g, err := p.NewGame()
	if err != nil {
		return nil, nil, nil, err
	}
	return reference(g, p)
}

// reference is Reference on the game g, at the params' position.
func reference(g trace.Game, p trace.Params) (*trace.Trace, *exercise.Exercise, []Event, error) {
	p.Options.Record = true
	p.Options.PrunedWhole = true
	p.Options.MaxNodes = MaxNodes + 1
	p.Options.Order, p.Options.TT, p.Options.Iterative, p.Options.Quiescence = false, trace.TTOff, false, false
	t, err := trace.Search(g, p.Options)
	if err != nil {
		return nil, nil, nil, err
	}
	if !t.Complete || t.RecordTruncated || t.NodeCount() > MaxNodes {
		return nil, nil, nil, msg.New("check.too_big", "max", MaxNodes)
	}
	ex := exercise.FromTrace(p, t)
	neg := isNegamax(p.Options.Algorithm)
	var evs []Event
	for k := 0; k < t.StepCount(); k++ {
		s := t.Step(k)
		name := ex.Name(s.Node)
		switch s.Kind {
		case trace.StepEnter:
			evs = append(evs, Event{Kind: EventVisit, Node: s.Node, Name: name, Step: k})
		case trace.StepEval:
			evs = append(evs, Event{Kind: EventEval, Node: s.Node, Name: name, Value: s.Value, Step: k})
		case trace.StepReturn:
			if len(ex.Children(s.Node)) == 0 {
				continue
			}
			v := s.Value
			if neg && t.Node(s.Node).Player == trace.Min {
				v = -v
			}
			evs = append(evs, Event{Kind: EventReturn, Node: s.Node, Name: name, Value: v, Step: k})
		}
	}
	return t, ex, evs, nil
}

// Check runs source's search(root) on the problem p (its algorithm and fail-hard are
// the ones checked against) under lim and checks it. The error is the program's (it
// does not load, or fails while running: *lab.Error) or the problem's.
func Check(source string, p trace.Params, lim lab.Limits) (*Report, error) {
	g, err := p.NewGame()
	if err != nil {
		return nil, err
	}
	return CheckOn(source, g, p, lim)
}

// CheckOn is Check on the game g at the problem's position: a student's own game
// (lab.Game) played where the search's code runs; p.Game names it ("lab:HASH": its
// nodes are named by their moves). An error of the game's code is a *lab.Error whose
// In is lab.InGame (its line is the game's, not the search's).
func CheckOn(source string, g trace.Game, p trace.Params, lim lab.Limits) (*Report, error) {
	c, refEvents, err := newChecker(g, p)
	if err != nil {
		return nil, err
	}
	extra := starlark.StringDict{retName: starlark.NewBuiltin(retName, c.retBuiltin)}
	run, ins := instrument(source)
	prog, err := lab.LoadMapped(lab.KindSearch, source, run, ins, lim, extra)
	if err != nil {
		return nil, err
	}
	c.touched[0] = false
	rv, err := prog.Call("search", c.nodeValue(0))
	if err != nil {
		if rep := c.failedAfterNotNumber(g, p, refEvents, err); rep != nil {
			return rep, nil
		}
		return nil, err
	}
	return c.report(g, p, rv, refEvents), nil
}

// newChecker runs the reference search of p on g and prepares a check of it: the
// tree's names, children, sides and leaves' values, whatever language the student's
// code is in. An error of a student's own game is a *lab.Error in lab.InGame.
func newChecker(g trace.Game, p trace.Params) (*checker, []Event, error) {
	ref, ex, refEvents, err := reference(g, p)
	if le, ok := err.(*lab.Error); ok {
		if _, own := g.(*lab.Game); own {
			le.In = lab.InGame
		}
	}
	if err != nil {
		return nil, nil, err
	}
	n := ref.NodeCount()
	c := &checker{ref: ref, ex: ex, names: make([]string, n), kids: make([][]int32, n), isMax: make([]bool, n),
		leafValue: make([]int, n), nodes: make([]*node, n), touched: make([]bool, n),
		negamax: isNegamax(p.Options.Algorithm)}
	names := ref.Names()
	for id := int32(0); id < int32(n); id++ {
		nd := ref.Node(id)
		c.names[id] = ex.Name(id)
		c.kids[id] = ex.Children(id)
		c.isMax[id] = nd.Player == trace.Max
		if len(c.kids[id]) == 0 {
			switch {
			case nd.HasValue:
				c.leafValue[id] = nd.Value
			default: // an explicit tree's pruned leaf: its label is its value
				v, err := strconv.Atoi(names.Label(id))
				if err == nil {
					c.leafValue[id] = v
				}
			}
		}
	}
	return c, refEvents, nil
}

// referenceParams writes the reference search as /api/trace parameters.
func referenceParams(p trace.Params) map[string]string {
	p.Options.PrunedWhole = true
	v := p.Values()
	delete(v, "max-nodes")
	delete(v, "time-limit")
	return v
}
