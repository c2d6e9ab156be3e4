package exercise

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/testsize"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// randomExercises makes the exercises the property tests run on: every level, both
// roots, fail-soft and fail-hard, every question, seeds per combination under -long
// (2 with -short), one by default.
func randomExercises(t *testing.T, seeds int) []*Exercise {
	t.Helper()
	if testing.Short() {
		seeds = 2
	}
	seeds = testsize.Count(1, seeds)
	var out []*Exercise
	for level := MinLevel; level <= MaxLevel; level++ {
		for _, q := range QuestionKinds {
			for _, root := range []string{"max", "min"} {
				for _, hard := range []bool{false, true} {
					if q == Values && hard {
						continue // minimax has no window
					}
					for seed := int64(1); seed <= int64(seeds); seed++ {
						e, err := New(Spec{Level: level, Seed: seed*7919 + int64(level), Q: q, Root: root, FailHard: hard})
						require.NoError(t, err)
						out = append(out, e)
					}
				}
			}
		}
	}
	// presets, a typed tree and small games, every question, both failing modes
	for _, s := range []Spec{
		{Source: "textbook"}, {Source: "figure-5.2"}, {Source: "deep"}, {Source: "deep", Root: "min"},
		{Source: "tree", Position: "A(B(B1:3,x:5,C(1,2)),D(2,E(9,0,-4)),-7)"},
		{Source: "tictactoe", Position: "XOX.O.X.."}, {Source: "tictactoe", Position: "XO.XO...."},
		{Source: "stones", Position: "5"}, {Source: "stones", Position: "6"},
	} {
		for _, q := range QuestionKinds {
			for _, hard := range []bool{false, true} {
				s.Q, s.FailHard = q, hard
				e, err := New(s)
				if err != nil {
					c, ok := msg.Find(err)
					require.True(t, ok && c.Code() == "exercise.too_big", "%+v: %v", s, err)
					continue
				}
				out = append(out, e)
			}
		}
	}
	return out
}

func cloneAnswers(a Answers) Answers {
	return Answers{Values: maps.Clone(a.Values), Alpha: maps.Clone(a.Alpha), Beta: maps.Clone(a.Beta),
		Pruned: slices.Clone(a.Pruned), Order: slices.Clone(a.Order)}
}

// grade grades and checks what holds for every result: the score within range,
// mistakes sorted by step with the stepper's sentence, first_step.
func grade(t *testing.T, e *Exercise, a Answers) *Result {
	t.Helper()
	r, err := e.Grade(a, msg.ES)
	require.NoError(t, err)
	require.Equal(t, e.OutOf(), r.OutOf)
	require.GreaterOrEqual(t, r.Score, 0)
	require.LessOrEqual(t, r.Score, r.OutOf)
	for i, m := range r.Mistakes {
		require.True(t, m.Step >= 1 && m.Step <= e.Trace.StepCount(), "step %d (from 1)", m.Step)
		require.NotEmpty(t, m.Sentence)
		if i > 0 {
			require.LessOrEqual(t, r.Mistakes[i-1].Step, m.Step)
		}
	}
	if len(r.Mistakes) > 0 {
		require.Equal(t, r.Mistakes[0].Step, r.FirstStep)
	} else {
		require.Equal(t, 0, r.FirstStep)
	}
	return r
}

// one requires exactly one mistake and returns it.
func one(t *testing.T, r *Result, what string) Mistake {
	t.Helper()
	require.Len(t, r.Mistakes, 1, what)
	return r.Mistakes[0]
}

func TestGradeSolutionScoresFullMarks(t *testing.T) {
	t.Parallel()
	exs := randomExercises(t, 8)
	require.GreaterOrEqual(t, len(exs), 100)
	for _, e := range exs {
		r := grade(t, e, e.Solution())
		require.Empty(t, r.Mistakes, e.Spec.Link())
		require.Equal(t, r.OutOf, r.Score, e.Spec.Link())
		require.Positive(t, r.OutOf)
	}
}

// Every single changed value, α or β is caught, with its kind and the step that
// decides it: the node's return (value), the step that last set α or β (it shows the
// expected number), or a missing answer.
func TestGradeCatchesEveryChangedNumber(t *testing.T) {
	t.Parallel()
	for _, e := range randomExercises(t, 4) {
		if e.Spec.Q == Order {
			continue
		}
		sol := e.Solution()
		type field struct {
			name, kind string
			m          map[string]int
			get        func(s trace.Step) int
		}
		fields := []field{{"value", WrongValue, sol.Values, func(s trace.Step) int { return s.Value }}}
		if e.Spec.Q == Window {
			fields = append(fields,
				field{"alpha", WrongAlpha, sol.Alpha, func(s trace.Step) int { return s.Alpha }},
				field{"beta", WrongBeta, sol.Beta, func(s trace.Step) int { return s.Beta }})
		}
		for fi, f := range fields {
			for _, name := range sortedKeys(f.m) {
				id, ok := e.Lookup(name)
				require.True(t, ok)
				want := f.m[name]
				for _, given := range []int{want + 1, want - 3, trace.Inf, -trace.Inf} {
					if given == want {
						continue
					}
					a := cloneAnswers(sol)
					[]map[string]int{a.Values, a.Alpha, a.Beta}[fi][name] = given
					what := fmt.Sprintf("%s %s of %s: %d", e.Spec.Link(), f.name, name, given)
					r := grade(t, e, a)
					m := one(t, r, what)
					assert.Equal(t, f.kind, m.Kind, what)
					assert.Equal(t, name, m.Node, what)
					assert.Equal(t, FormatNumber(want), m.Expected, what)
					assert.Equal(t, FormatNumber(given), m.Given, what)
					assert.Equal(t, r.OutOf-1, r.Score, what)
					st := e.Trace.Step(m.Step - 1)
					assert.Equal(t, id, st.Node, what)
					assert.Equal(t, want, f.get(st), "%s: the deciding step shows the expected number", what)
					switch f.name {
					case "value":
						assert.Equal(t, trace.StepReturn, st.Kind, what)
					case "alpha":
						assert.Contains(t, []trace.StepKind{trace.StepAlpha, trace.StepEnter}, st.Kind, what)
					case "beta":
						assert.Contains(t, []trace.StepKind{trace.StepBeta, trace.StepEnter}, st.Kind, what)
					}
					assert.Equal(t, e.Explain(m.Step-1, msg.ES), m.Sentence, what)
				}
				a := cloneAnswers(sol)
				delete([]map[string]int{a.Values, a.Alpha, a.Beta}[fi], name)
				m := one(t, grade(t, e, a), "missing "+name)
				assert.Equal(t, Missing, m.Kind)
				assert.Equal(t, f.name, m.Field)
			}
		}
	}
}

// Every removed cut is a missed cut explained by its cutoff step; every added cut on
// a searched edge is an extra cut explained at the child's enter step, where the
// parent's window still has α < β.
func TestGradeCatchesEveryMissedAndExtraCut(t *testing.T) {
	t.Parallel()
	extraInside := 0
	for _, e := range randomExercises(t, 4) {
		if e.Spec.Q != Prune && e.Spec.Q != Window {
			continue
		}
		sol := e.Solution()
		for i, edge := range sol.Pruned {
			a := cloneAnswers(sol)
			a.Pruned = slices.Delete(a.Pruned, i, i+1)
			r := grade(t, e, a)
			m := one(t, r, e.Spec.Link()+" without "+edge)
			assert.Equal(t, MissedCut, m.Kind)
			assert.Equal(t, edge, m.Edge)
			assert.Equal(t, r.OutOf-1, r.Score)
			kind, node := e.Trace.StepKindAt(m.Step - 1)
			child, _ := e.edge(edge)
			assert.Equal(t, trace.StepCutoff, kind)
			assert.Equal(t, e.nodes[child].Parent, node)
			assert.Contains(t, m.Sentence, e.displayName(msg.ES, child), "the cutoff names the pruned child")
		}
		for id := int32(1); id < int32(e.NodeCount()); id++ {
			nd := e.nodes[id]
			edge := e.edgeName(cutEdge{nd.Parent, id})
			a := cloneAnswers(sol)
			a.Pruned = append(a.Pruned, edge)
			r := grade(t, e, a)
			switch {
			case nd.Kind != trace.Pruned:
				m := one(t, r, e.Spec.Link()+" with "+edge)
				assert.Equal(t, ExtraCut, m.Kind)
				assert.Equal(t, edge, m.Edge)
				assert.Equal(t, r.OutOf-1, r.Score)
				st := e.Trace.Step(m.Step - 1)
				assert.Equal(t, trace.StepEnter, st.Kind)
				assert.Equal(t, id, st.Node)
				assert.Less(t, st.Alpha, st.Beta, "no cutoff: α < β when the child is entered")
				assert.Equal(t, e.Explain(m.Step-1, msg.ES), m.Sentence)
				if e.children[nd.Parent][0] != id {
					assert.Contains(t, m.Sentence, "no hay poda", "a later child: the stepper says why it is searched")
				}
			case e.nodes[nd.Parent].Kind == trace.Pruned:
				// inside a cut subtree whose top edge is marked: redundant, no mistake
				assert.Empty(t, r.Mistakes, edge)
				// without the top edge: a missed cut and an extra one, at one cutoff
				top := id
				for e.nodes[e.nodes[top].Parent].Kind == trace.Pruned {
					top = e.nodes[top].Parent
				}
				a.Pruned = slices.DeleteFunc(a.Pruned, func(s string) bool { return s == e.edgeName(cutEdge{e.nodes[top].Parent, top}) })
				r = grade(t, e, a)
				require.Len(t, r.Mistakes, 2, edge)
				kinds := []string{r.Mistakes[0].Kind, r.Mistakes[1].Kind}
				assert.ElementsMatch(t, []string{MissedCut, ExtraCut}, kinds)
				assert.Equal(t, r.Mistakes[0].Step, r.Mistakes[1].Step)
				assert.Equal(t, int(e.nodes[top].FirstStep)+1, r.Mistakes[0].Step)
				extraInside++
			default: // an expected cut given twice: still full marks
				assert.Empty(t, r.Mistakes, edge)
			}
		}
	}
	assert.Positive(t, extraInside, "some trees have cuts inside pruned subtrees")
}

// A swapped or a dropped leaf in the order is caught at the first difference.
func TestGradeCatchesWrongOrder(t *testing.T) {
	t.Parallel()
	for _, e := range randomExercises(t, 4) {
		if e.Spec.Q != Order {
			continue
		}
		sol := e.Solution()
		n := len(sol.Order)
		for i := 0; i+1 < n; i++ {
			a := cloneAnswers(sol)
			a.Order[i], a.Order[i+1] = a.Order[i+1], a.Order[i]
			r := grade(t, e, a)
			m := one(t, r, "swap")
			assert.Equal(t, WrongOrder, m.Kind)
			assert.Equal(t, sol.Order[i], m.Node)
			assert.Equal(t, sol.Order[i+1], m.Given)
			assert.Equal(t, n-1, r.Score)
			kind, node := e.Trace.StepKindAt(m.Step - 1)
			assert.Equal(t, trace.StepEnter, kind)
			assert.Equal(t, sol.Order[i], e.Name(node))
		}
		a := cloneAnswers(sol)
		a.Order = a.Order[:n-1]
		m := one(t, grade(t, e, a), "short")
		assert.Equal(t, Missing, m.Kind)
		assert.Equal(t, sol.Order[n-1], m.Node)
		// a pruned leaf written first: explained by the cutoff that prunes it
		for id := range e.nodes {
			if e.nodes[id].Kind == trace.Pruned && !e.inner(int32(id)) {
				a := cloneAnswers(sol)
				a.Order = append([]string{e.Name(int32(id))}, a.Order...)
				r := grade(t, e, a)
				m := one(t, r, "pruned leaf")
				kind, _ := e.Trace.StepKindAt(m.Step - 1)
				assert.Equal(t, trace.StepCutoff, kind)
				assert.Equal(t, n-1, r.Score, "a leaf never evaluated costs a mark")
				// the same leaf written where the others leave a gap: still a mark off
				b := cloneAnswers(sol)
				b.Order = append(b.Order[:n:n], e.Name(int32(id)))
				assert.Equal(t, n-1, grade(t, e, b).Score, "a pruned leaf written last")
				break
			}
		}
	}
}

// The answer key agrees with a plain reference search on the tree text.
func TestSolutionMatchesReference(t *testing.T) {
	t.Parallel()
	for _, e := range randomExercises(t, 4) {
		if e.Spec.Source != SourceRandom {
			continue
		}
		root := parseRef(t, e.Params.Position)
		max := e.Spec.Root == "max"
		if e.Spec.Q == Values {
			assert.Equal(t, root.minimax(max), e.nodes[0].Value, e.Spec.Link())
			continue
		}
		var order []string
		v := root.alphaBeta(max, -trace.Inf, trace.Inf, e.Spec.FailHard, "A", &order)
		assert.Equal(t, v, e.nodes[0].Value, e.Spec.Link())
		if e.Spec.Q == Order {
			assert.Equal(t, order, e.Solution().Order, e.Spec.Link())
		}
	}
}

// refNode is a tree parsed from its text, named as games.Tree names it.
type refNode struct {
	value int
	kids  []*refNode
	name  string
}

func parseRef(t *testing.T, s string) *refNode {
	pos := 0
	var parse func() *refNode
	parse = func() *refNode {
		if s[pos] == '(' {
			pos++
			n := &refNode{}
			for {
				n.kids = append(n.kids, parse())
				if s[pos] == ')' {
					pos++
					return n
				}
				pos++ // ','
			}
		}
		end := pos
		for end < len(s) && s[end] != ',' && s[end] != ')' {
			end++
		}
		v, err := strconv.Atoi(s[pos:end])
		require.NoError(t, err)
		pos = end
		return &refNode{value: v}
	}
	root := parse()
	// names: inner nodes A, B, ... breadth-first, leaves after their parent
	queue, i := []*refNode{root}, 0
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		if n.kids == nil {
			continue
		}
		n.name = letters(i)
		i++
		for k, c := range n.kids {
			if c.kids == nil {
				c.name = n.name + strconv.Itoa(k+1)
			}
			queue = append(queue, c)
		}
	}
	return root
}

func letters(i int) string {
	s := ""
	for i++; i > 0; i = (i - 1) / 26 {
		s = string(rune('A'+(i-1)%26)) + s
	}
	return s
}

func (n *refNode) minimax(max bool) int {
	if n.kids == nil {
		return n.value
	}
	best := n.kids[0].minimax(!max)
	for _, c := range n.kids[1:] {
		v := c.minimax(!max)
		if (max && v > best) || (!max && v < best) {
			best = v
		}
	}
	return best
}

func (n *refNode) alphaBeta(max bool, alpha, beta int, hard bool, _ string, order *[]string) int {
	if n.kids == nil {
		*order = append(*order, n.name)
		return n.value
	}
	a0, b0 := alpha, beta
	best := -trace.Inf
	if !max {
		best = trace.Inf
	}
	for _, c := range n.kids {
		v := c.alphaBeta(!max, alpha, beta, hard, "", order)
		if max {
			best = maxInt(best, v)
			alpha = maxInt(alpha, best)
		} else {
			best = minInt(best, v)
			beta = minInt(beta, best)
		}
		if alpha >= beta {
			break
		}
	}
	if hard {
		best = minInt(maxInt(best, a0), b0)
	}
	return best
}

func maxInt(a, b int) int { return max(a, b) }
func minInt(a, b int) int { return min(a, b) }

// Every mark lost in the order is a mistake named: a leaf placed out of order, a leaf
// never placed, a leaf placed that is never evaluated; as many mistakes as marks lost.
func TestGradeOrderNamesEveryMarkLost(t *testing.T) {
	t.Parallel()
	e, err := New(Spec{Source: "figure-5.2", Q: Order})
	require.NoError(t, err)
	require.Equal(t, []string{"B1", "B2", "B3", "C1", "D1", "D2", "D3"}, e.Solution().Order)
	type named struct{ kind, node, given string }
	for _, c := range []struct {
		what  string
		order []string
		score int
		want  []named
	}{
		{"the review's: C2 pruned, D3 never placed", []string{"B1", "B2", "B3", "C1", "C2", "D1", "D2"}, 5,
			[]named{{NeverEvaluated, "C2", "C2"}, {Missing, "D3", ""}}},
		{"two leaves swapped", []string{"B2", "B1", "B3", "C1", "D1", "D2", "D3"}, 6,
			[]named{{WrongOrder, "B1", "B2"}}},
		{"D1 last", []string{"B1", "B2", "B3", "C1", "D2", "D3", "D1"}, 6,
			[]named{{WrongOrder, "D1", "D2"}}},
		{"two never placed", []string{"B1", "B2", "B3", "C1", "D1"}, 5,
			[]named{{Missing, "D2", ""}, {Missing, "D3", ""}}},
		{"the Bs last", []string{"C1", "D1", "D2", "D3", "B1", "B2", "B3"}, 4,
			[]named{{WrongOrder, "B1", "C1"}, {WrongOrder, "B2", "D1"}, {WrongOrder, "B3", "D2"}}},
		{"nothing", nil, 0,
			[]named{{Missing, "B1", ""}, {Missing, "B2", ""}, {Missing, "B3", ""}, {Missing, "C1", ""}, {Missing, "D1", ""}, {Missing, "D2", ""}, {Missing, "D3", ""}}},
	} {
		for _, lang := range []string{msg.EN, msg.ES} {
			r, err := e.Grade(Answers{Order: c.order}, lang)
			require.NoError(t, err)
			assert.Equal(t, c.score, r.Score, c.what)
			assert.Len(t, r.Mistakes, r.OutOf-r.Score, "%s: one mistake for each mark lost", c.what)
			var got []named
			for _, m := range r.Mistakes {
				got = append(got, named{m.Kind, m.Node, m.Given})
				assert.Equal(t, e.Explain(m.Step-1, lang), m.Sentence, c.what)
				if m.Kind == NeverEvaluated {
					kind, _ := e.Trace.StepKindAt(m.Step - 1)
					assert.Equal(t, trace.StepCutoff, kind, "%s: the cutoff that prunes %s", c.what, m.Node)
				}
			}
			assert.ElementsMatch(t, c.want, got, c.what)
		}
	}
}

// On random trees too: a leaf dropped, the order reversed, a pruned leaf put first:
// as many mistakes as marks lost.
func TestGradeOrderMistakesCountMarksLost(t *testing.T) {
	t.Parallel()
	for _, e := range randomExercises(t, 3) {
		if e.Spec.Q != Order {
			continue
		}
		sol := e.Solution().Order
		orders := [][]string{slices.Clone(sol)}
		slices.Reverse(orders[0])
		for k := range sol {
			orders = append(orders, slices.Delete(slices.Clone(sol), k, k+1))
		}
		for id := range e.nodes {
			if e.nodes[id].Kind == trace.Pruned && !e.inner(int32(id)) {
				orders = append(orders, append([]string{e.Name(int32(id))}, sol[1:]...))
			}
		}
		for _, o := range orders {
			r := grade(t, e, Answers{Order: o})
			if r.Score > 0 {
				assert.Len(t, r.Mistakes, r.OutOf-r.Score, "%s %v", e.Spec.Link(), o)
			}
		}
	}
}
