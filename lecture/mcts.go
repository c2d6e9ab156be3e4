package lecture

import (
	"math"
	"strconv"
	"strings"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// A lecture of Monte Carlo tree search: its slides say what the page's stepper says at
// each phase (explain-mcts.js's words: selection with UCB1's terms, expansion,
// simulation, backpropagation), and its key steps are the whole of the first
// iteration, then the end of iterations 2, 5, 10, 20, 50, ... and the last step.

// mctsKeySteps are an mcts search's key steps.
func mctsKeySteps(t *trace.Trace) []int {
	n := t.StepCount()
	var steps []int
	iter, next := 0, 2 // iterations finished; the next one whose end is key (1, 2, 5 × 10^k)
	for k := range n {
		st := t.Step(k)
		key := k == 0 || k == n-1 || iter == 0
		if st.Kind == trace.StepBackprop && st.Node == 0 { // an iteration ends
			iter++
			if iter == next {
				key = true
				next = nextRound(next)
			}
		}
		if key && (len(steps) == 0 || steps[len(steps)-1] != k) {
			steps = append(steps, k)
		}
	}
	return steps
}

// nextRound is the round number after n in 1, 2, 5, 10, 20, 50, ...
func nextRound(n int) int {
	p := 1
	for p*10 <= n {
		p *= 10
	}
	switch n / p {
	case 1:
		return 2 * p
	case 2:
		return 5 * p
	}
	return 10 * p
}

// mctsNum writes a mean or a UCB1 term with two decimals, "−" for a minus.
func mctsNum(x float64) string {
	if math.IsInf(x, 1) {
		return "+∞"
	}
	return strings.Replace(strconv.FormatFloat(x, 'f', 2, 64), "-", "−", 1)
}

// mctsSigned writes a whole result or total with its sign: "+3", "−1", "0".
func mctsSigned(v int) string {
	switch {
	case v > 0:
		return "+" + strconv.Itoa(v)
	case v < 0:
		return "−" + strconv.Itoa(-v)
	}
	return "0"
}

// mctsSentence is the stepper's sentence of mcts's step k ("" for another algorithm).
func (l *Lecture) mctsSentence(k int) string {
	t := l.Trace
	if t.MCTS == nil {
		return ""
	}
	page := func(key string, kv ...string) string { return msg.Say(l.Lang, "page."+key, kv...) }
	st := t.Step(k)
	name := l.ex.DisplayName(l.Lang, st.Node)
	player := t.Node(st.Node).Player
	who := strings.ToUpper(player.String())
	switch st.Kind {
	case trace.StepEnter:
		return page("mctsStart", "name", name, "n", strconv.Itoa(t.MCTS.Iterations),
			"c", mctsNum(t.MCTS.Exploration), "seed", strconv.FormatInt(t.MCTS.Seed, 10))
	case trace.StepSelect:
		child := l.ex.DisplayName(l.Lang, st.Child)
		if player == trace.Chance {
			return page("mctsSelectChance", "name", name, "child", child)
		}
		rows := t.UCB(k)
		var row *trace.UCBTerms
		for i := range rows {
			if rows[i].Child == st.Child {
				row = &rows[i]
			}
		}
		if row == nil || row.Unvisited {
			return page("mctsSelectNew", "name", name, "player", who, "child", child)
		}
		key := "mctsSelect"
		if len(rows) == 1 {
			key = "mctsSelectOnly"
		}
		s := page(key, "name", name, "player", who, "child", child, "mean", mctsNum(row.Mean),
			"c", mctsNum(t.MCTS.Exploration), "pn", strconv.Itoa(parentVisits(t, k)),
			"n", strconv.Itoa(row.N), "v", mctsNum(row.Value), "count", strconv.Itoa(len(rows)))
		if player == trace.Min {
			s += " " + page("mctsSelectMinView")
		}
		return s
	case trace.StepExpand:
		return page("mctsExpand", "name", name, "child", l.ex.DisplayName(l.Lang, st.Child))
	case trace.StepRollout:
		result := l.mctsResult(st.Value)
		moves := t.Names().Line(st.Node, t.Rollout(k))
		if len(moves) == 0 {
			return page("mctsRolloutEnd", "name", name, "result", result)
		}
		list := strings.Join(moves[:min(len(moves), 12)], " ")
		if len(moves) > 12 {
			list += " … " + page("mctsMovesCount", "n", strconv.Itoa(len(moves)))
		}
		key := "mctsRollout"
		if l.explicit() {
			key = "mctsRolloutTree"
		}
		return page(key, "name", name, "moves", list, "result", result)
	case trace.StepBackprop:
		mean := 0.0
		if st.Visits > 0 {
			mean = float64(st.Value) / float64(st.Visits)
		}
		s := page("mctsBackprop", "name", name, "n", strconv.Itoa(st.Visits), "w", mctsSigned(st.Value), "mean", mctsNum(mean))
		par := t.Parent(st.Node)
		if par < 0 {
			return s + " " + page("mctsBackpropRoot")
		}
		parent := l.ex.DisplayName(l.Lang, par)
		switch t.Node(par).Player {
		case trace.Max:
			s += " " + page("mctsBackpropMax", "parent", parent)
		case trace.Min:
			s += " " + page("mctsBackpropMin", "parent", parent)
		}
		return s
	}
	return ""
}

// mctsResult says a rollout's result: who wins a game (±1, 0), a tree's leaf value.
func (l *Lecture) mctsResult(v int) string {
	page := func(key string, kv ...string) string { return msg.Say(l.Lang, "page."+key, kv...) }
	switch {
	case l.explicit():
		return page("mctsResultLeaf", "v", mctsSigned(v))
	case v > 0:
		return page("mctsResultMax", "v", mctsSigned(v))
	case v < 0:
		return page("mctsResultMin", "v", mctsSigned(v))
	}
	return page("mctsResultDraw")
}

// parentVisits is N of the node a selection step chooses at, before the step: its
// last backprop step before k (0 if none).
func parentVisits(t *trace.Trace, k int) int {
	_, node := t.StepKindAt(k)
	for j := k - 1; j >= 0; j-- {
		if kind, n := t.StepKindAt(j); kind == trace.StepBackprop && n == node {
			return t.Step(j).Visits
		}
	}
	return 0
}
