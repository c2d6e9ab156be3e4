package exercise

import (
	"slices"
	"strings"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// Kinds of mistakes.
const (
	WrongValue = "wrong-value"
	WrongAlpha = "wrong-alpha"
	WrongBeta  = "wrong-beta"
	MissedCut  = "missed-cut"
	ExtraCut   = "extra-cut"
	WrongOrder = "wrong-order"
	Missing    = "missing"
	// NeverEvaluated is a leaf given in the order that the search never evaluates.
	NeverEvaluated = "never-evaluated"
)

// Mistake is one wrong or missing answer, explained by the step of the search that
// decides it and the stepper's sentence for that step. Steps count from 1, as the
// stepper's "Step K of N", --step and /api/render?step=K do: step K is the trace's
// step K-1 (Explain(K-1, lang) is its sentence).
type Mistake struct {
	Kind string `json:"kind"`
	// Field is the answer it is about: value, alpha, beta, pruned or order.
	Field string `json:"field"`
	Node  string `json:"node"`
	Edge  string `json:"edge,omitempty"` // cuts: PARENT>CHILD
	// Given and Expected: "3", "-3", "inf", "-inf"; for cuts "cut" or ""; for the
	// order a leaf's name or "".
	Given    string `json:"given"`
	Expected string `json:"expected"`
	Step     int    `json:"step"`
	Sentence string `json:"sentence"`
	// Player and Depth are the role of the node the mistake is at, alike in every tree
	// of a level: who moves there ("max" or "min") and its depth (the root's is 0).
	// For a cut it is the parent, where the cutoff happens (see At).
	Player string `json:"player"`
	Depth  int    `json:"depth"`
}

// Result is a graded exercise: the score out of the number of graded answers, and the
// mistakes sorted by step.
type Result struct {
	Score    int       `json:"score"`
	OutOf    int       `json:"out_of"`
	Lang     string    `json:"lang"`
	Mistakes []Mistake `json:"mistakes"`
	// FirstStep is the first mistake's step (from 1), 0 when there is none.
	FirstStep int `json:"first_step"`
}

// fieldRank orders mistakes at one step.
var fieldRank = map[string]int{"value": 0, "alpha": 1, "beta": 2, "pruned": 3, "order": 4}

// Grade grades answers against the recorded search; sentences are in lang (msg.EN or
// msg.ES). A name or an edge the exercise does not have is a coded error; a value
// given for a node the question does not grade (a leaf, a pruned node) is ignored.
//
// The score counts the right answers; each extra cut takes one off (never below 0).
// For the order, the score is the length of the longest common subsequence of the
// given and the expected leaves, less one for each leaf given that is never evaluated
// (as for an extra cut), and every mark lost is a mistake reported (see order).
func (e *Exercise) Grade(a Answers, lang string) (*Result, error) {
	if l, ok := msg.Lang(lang); ok {
		lang = l
	} else {
		lang = msg.EN
	}
	g := grader{e: e, lang: lang}
	q := e.Spec.Q
	if err := e.checkFractions(a); err != nil {
		return nil, err
	}
	var err error
	if q != Order {
		if err = g.values(a); err != nil {
			return nil, err
		}
	}
	if q == Prune || q == Window || q == Star1 {
		if err = g.cuts(a.Pruned); err != nil {
			return nil, err
		}
	}
	if q == Order {
		if err = g.order(a.Order); err != nil {
			return nil, err
		}
	}
	ms := g.mistakes
	slices.SortStableFunc(ms, func(x, y Mistake) int {
		if x.Step != y.Step {
			return x.Step - y.Step
		}
		return fieldRank[x.Field] - fieldRank[y.Field]
	})
	r := &Result{Score: max(g.score, 0), OutOf: e.OutOf(), Lang: lang, Mistakes: ms}
	if r.Mistakes == nil {
		r.Mistakes = []Mistake{}
	}
	if len(ms) > 0 {
		r.FirstStep = ms[0].Step
	}
	return r, nil
}

type grader struct {
	e        *Exercise
	lang     string
	score    int
	mistakes []Mistake
}

// add records mistake m, whose Step is still the trace's index of its step: the
// sentence is that step's, and the step is numbered from 1.
func (g *grader) add(m Mistake) {
	m.Sentence = g.e.Explain(m.Step, g.lang)
	m.Player, m.Depth = g.e.At(m.Field, m.Node)
	m.Step++
	g.mistakes = append(g.mistakes, m)
}

// byID resolves the names of a map of answers.
func (g *grader) byID(field string, answers map[string]int) (map[int32]int, error) {
	out := make(map[int32]int, len(answers))
	for _, name := range sortedKeys(answers) {
		id, ok := g.e.Lookup(name)
		if !ok {
			return nil, msg.New("answers.unknown_node", "field", field, "node", msg.Shorten(name))
		}
		out[id] = answers[name]
	}
	return out, nil
}

// values grades the value (and for window α and β) of every visited inner node.
func (g *grader) values(a Answers) error {
	e := g.e
	vals, err := g.byID("values", a.Values)
	if err != nil {
		return err
	}
	fractions, err := byIDText(e, "values", a.Fractions)
	if err != nil {
		return err
	}
	var alphas, betas map[int32]int
	if e.Spec.Q == Window {
		if alphas, err = g.byID("alpha", a.Alpha); err != nil {
			return err
		}
		if betas, err = g.byID("beta", a.Beta); err != nil {
			return err
		}
	}
	for i := range e.nodes {
		id := int32(i)
		if !e.visitedInner(id) {
			continue
		}
		nd := &e.nodes[id]
		if e.chance.on { // rationals: whole numbers and fractions (chance_grade.go)
			g.checkRational(id, vals, fractions, nd.Value, int(nd.LastStep))
			continue
		}
		ret := e.Trace.Step(int(nd.LastStep))
		g.check("value", WrongValue, id, vals, nd.Value, int(nd.LastStep))
		if e.Spec.Q == Window {
			g.check("alpha", WrongAlpha, id, alphas, ret.Alpha, e.lastWindowStep(id, trace.StepAlpha))
			g.check("beta", WrongBeta, id, betas, ret.Beta, e.lastWindowStep(id, trace.StepBeta))
		}
	}
	return nil
}

// check grades one number.
func (g *grader) check(field, wrong string, id int32, given map[int32]int, want, step int) {
	m := Mistake{Field: field, Node: g.e.nodes[id].name, Expected: FormatNumber(want), Step: step}
	v, ok := given[id]
	switch {
	case !ok:
		m.Kind = Missing
	case v != want:
		m.Kind, m.Given = wrong, FormatNumber(v)
	default:
		g.score++
		return
	}
	g.add(m)
}

// lastWindowStep is the step that set node id's α (kind StepAlpha) or β (StepBeta)
// as it returns: its last such step, or its enter step when it kept the window it
// was entered with.
func (e *Exercise) lastWindowStep(id int32, kind trace.StepKind) int {
	nd := &e.nodes[id]
	for k := int(nd.LastStep); k > int(nd.FirstStep); k-- {
		if sk, n := e.Trace.StepKindAt(k); n == id && sk == kind {
			return k
		}
	}
	return int(nd.FirstStep)
}

// cuts grades the pruned edges.
func (g *grader) cuts(pruned []string) error {
	e := g.e
	marked := map[int32]bool{} // by child
	var order []int32
	for _, edge := range pruned {
		c, err := e.edge(edge)
		if err != nil {
			return err
		}
		if !marked[c] {
			marked[c] = true
			order = append(order, c)
		}
	}
	for _, c := range order {
		nd := &e.nodes[c]
		parent := &e.nodes[nd.Parent]
		switch {
		case nd.Kind != trace.Pruned: // searched: no cutoff there
			g.score--
			g.add(Mistake{Kind: ExtraCut, Field: "pruned", Node: nd.name, Edge: e.edgeName(cutEdge{nd.Parent, c}),
				Given: "cut", Step: int(nd.FirstStep)})
		case parent.Kind != trace.Pruned: // a cut edge
			g.score++
		default: // inside a pruned subtree: redundant under a marked edge, else extra
			top, covered := c, false
			for e.nodes[e.nodes[top].Parent].Kind == trace.Pruned {
				top = e.nodes[top].Parent
				covered = covered || marked[top]
			}
			if covered {
				continue
			}
			g.score--
			g.add(Mistake{Kind: ExtraCut, Field: "pruned", Node: nd.name, Edge: e.edgeName(cutEdge{nd.Parent, c}),
				Given: "cut", Step: int(e.nodes[top].FirstStep)})
		}
	}
	for _, ce := range e.cutEdges() {
		if !marked[ce.child] {
			g.add(Mistake{Kind: MissedCut, Field: "pruned", Node: e.nodes[ce.child].name, Edge: e.edgeName(ce),
				Expected: "cut", Step: int(e.nodes[ce.child].FirstStep)})
		}
	}
	return nil
}

// edge finds the child of an edge "PARENT>CHILD".
func (e *Exercise) edge(s string) (int32, error) {
	bad := msg.New("answers.edge", "edge", msg.Shorten(s))
	p, c, ok := strings.Cut(s, ">")
	if !ok {
		return 0, bad
	}
	pid, ok1 := e.Lookup(p)
	cid, ok2 := e.Lookup(c)
	if !ok1 || !ok2 || e.nodes[cid].Parent != pid {
		return 0, bad
	}
	return cid, nil
}

// order grades the order of the leaves. The leaves given are lined up with the
// leaves evaluated along a longest common subsequence (alignOrder); every mark lost is
// a mistake of its own: each leaf evaluated that is not on it, placed elsewhere
// (wrong order; given: the leaf written in its place) or never placed (missing), and
// each leaf given that the search never evaluates (a pruned leaf; explained by the
// cutoff that prunes it).
func (g *grader) order(given []string) error {
	e := g.e
	ids := make([]int32, len(given))
	for i, name := range given {
		id, ok := e.Lookup(name)
		if !ok {
			return msg.New("answers.unknown_node", "field", "order", "node", msg.Shorten(name))
		}
		ids[i] = id
	}
	want := e.leafOrder()
	onGiven, onWant := alignOrder(ids, want)
	evaluated := make(map[int32]bool, len(want))
	for _, id := range want {
		evaluated[id] = true
	}
	placed := map[int32]bool{}
	for i, id := range ids {
		if onGiven[i] {
			g.score++
		} else {
			placed[id] = true
		}
	}
	for j, id := range want {
		if onWant[j] {
			continue
		}
		w := &e.nodes[id]
		m := Mistake{Kind: Missing, Field: "order", Node: w.name, Expected: w.name, Step: int(w.FirstStep)}
		if placed[id] {
			m.Kind = WrongOrder
			if j < len(ids) && ids[j] != id {
				m.Given = e.nodes[ids[j]].name
			}
		}
		g.add(m)
	}
	for _, id := range ids {
		if evaluated[id] {
			continue
		}
		nd := &e.nodes[id] // pruned: its first step is the cutoff that prunes it
		g.score--
		g.add(Mistake{Kind: NeverEvaluated, Field: "order", Node: nd.name, Given: nd.name, Step: int(nd.FirstStep)})
	}
	return nil
}

// alignOrder lines a up with b along a longest common subsequence: which entries of
// each are on it. Of two equally long ones it keeps the later entries of b, so that a
// swap of two leaves names the first of them.
func alignOrder(a, b []int32) (onA, onB []bool) {
	// n[i][j]: the length of the longest common subsequence of a[i:] and b[j:]
	n := make([][]int, len(a)+1)
	for i := range n {
		n[i] = make([]int, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				n[i][j] = n[i+1][j+1] + 1
			} else {
				n[i][j] = max(n[i+1][j], n[i][j+1])
			}
		}
	}
	onA, onB = make([]bool, len(a)), make([]bool, len(b))
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] == b[j] && n[i][j] == n[i+1][j+1]+1 && n[i][j] > n[i][j+1]:
			onA[i], onB[j] = true, true
			i, j = i+1, j+1
		case n[i][j+1] == n[i][j]:
			j++ // b[j] is left off: a later entry of b keeps its place
		default:
			i++
		}
	}
	return onA, onB
}

// Solution is the answers copied from the recorded search: they score full marks.
func (e *Exercise) Solution() Answers {
	var a Answers
	switch e.Spec.Q {
	case Order:
		for _, id := range e.leafOrder() {
			a.Order = append(a.Order, e.nodes[id].name)
		}
		return a
	case Window:
		a.Alpha, a.Beta = map[string]int{}, map[string]int{}
	}
	a.Values = map[string]int{}
	for i := range e.nodes {
		id := int32(i)
		if !e.visitedInner(id) {
			continue
		}
		nd := &e.nodes[id]
		if e.chance.on && !e.wholeValue(nd.Value) { // 2.5, 7/3
			if a.Fractions == nil {
				a.Fractions = map[string]string{}
			}
			a.Fractions[nd.name] = e.FormatValue(nd.Value)
			continue
		}
		a.Values[nd.name] = e.unscaled(nd.Value)
		if a.Alpha != nil {
			ret := e.Trace.Step(int(nd.LastStep))
			a.Alpha[nd.name], a.Beta[nd.name] = ret.Alpha, ret.Beta
		}
	}
	if e.Spec.Q.AlphaBeta() {
		a.Pruned = []string{}
		for _, ce := range e.cutEdges() {
			a.Pruned = append(a.Pruned, e.edgeName(ce))
		}
	}
	return a
}

// NextHint is the first step after step after (-1: from the start) that the question
// is about: a node returning its value (values, prune, window), α or β changing
// (window), a cutoff (prune, window), a leaf evaluated (order); -1 when none is left.
// The page reveals the search up to it, one hint at a time.
func (e *Exercise) NextHint(after int) int {
	for k := max(after+1, 0); k < e.Trace.StepCount(); k++ {
		kind, id := e.Trace.StepKindAt(k)
		switch {
		case kind == trace.StepReturn && e.visitedInner(id) && e.Spec.Q != Order,
			kind == trace.StepCutoff && (e.Spec.Q == Prune || e.Spec.Q == Window || e.Spec.Q == Star1),
			(kind == trace.StepAlpha || kind == trace.StepBeta) && e.Spec.Q == Window,
			kind == trace.StepEval && e.Spec.Q == Order:
			return k
		}
	}
	return -1
}

// Hints lists the steps NextHint gives one after the other.
func (e *Exercise) Hints() []int {
	out := []int{}
	for k := e.NextHint(-1); k >= 0; k = e.NextHint(k) {
		out = append(out, k)
	}
	return out
}
