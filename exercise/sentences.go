package exercise

import (
	"strconv"
	"strings"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// The stepper's sentences, ported from web/static/js/explain.js (explain), with the
// page's words (msg/words_page.go), so that a graded mistake is explained with the
// very sentence the page shows at its step; TestSentencesMatchPageExplain runs
// explain.js to check. Only what an exercise's search can record is ported: no
// transposition table, no depth limit, no stop.

// say fills the page's word key in lang as the page's t() does.
func say(lang, key string, params map[string]string) string {
	kv := make([]string, 0, 2*len(params))
	for k, v := range params {
		kv = append(kv, k, v)
	}
	return msg.Say(lang, "page."+key, kv...)
}

// fmtValue writes a value as the page does: "+∞", "−∞", "−1,234" (en), "−1.234" (es),
// with a true minus sign. Exercises search to the end, so no value is a lifted win.
func fmtValue(lang string, v int) string {
	switch {
	case v <= -trace.Inf:
		return "−∞"
	case v >= trace.Inf:
		return "+∞"
	}
	return msg.Signed(lang, int64(v))
}

// displayName is the page's nodeName: a tree's node by its name, a game position by
// its moves from the root (the last 6), the root of a game as "the root".
func (e *Exercise) displayName(lang string, id int32) string {
	if id < 0 {
		return "?"
	}
	nd := &e.nodes[id]
	if e.explicit {
		if nd.unnamed && id == 0 {
			return say(lang, "root", nil)
		}
		return nd.name
	}
	if id == 0 {
		return say(lang, "root", nil)
	}
	moves := make([]string, len(nd.moves))
	for i, m := range nd.moves {
		moves[i] = e.moveName(lang, m)
	}
	if len(moves) > 6 {
		return "… " + strings.Join(moves[len(moves)-6:], " ")
	}
	return strings.Join(moves, " ")
}

// moveName is the page's moveName: a stones move says what it does ("quita 2").
func (e *Exercise) moveName(lang, m string) string {
	if e.Params.Game == "stones" {
		s := strings.TrimSpace(strings.ToLower(m))
		for _, p := range []string{"take", "quita", "-"} {
			s = strings.TrimSpace(strings.TrimPrefix(s, p))
		}
		if _, err := strconv.Atoi(s); err == nil && s != "" && s[0] >= '0' && s[0] <= '9' {
			return say(lang, "takeMove", map[string]string{"n": s})
		}
	}
	return m
}

func playerName(p trace.Player) string {
	if p == trace.Max {
		return "MAX"
	}
	return "MIN"
}

// cutoffRule is "α=3 ≥ β=2" at a MAX node, "β=2 ≤ α=3" at a MIN node; hidden, "α ≥ β"
// and "β ≤ α".
func cutoffRule(lang string, p trace.Player, alpha, beta int, hide bool) string {
	if hide {
		if p == trace.Max {
			return "α ≥ β"
		}
		return "β ≤ α"
	}
	a, b := fmtValue(lang, alpha), fmtValue(lang, beta)
	if p == trace.Max {
		return "α=" + a + " ≥ β=" + b
	}
	return "β=" + b + " ≤ α=" + a
}

// noCutRule is "α=3 < β=5" under a MAX parent, "β=5 > α=3" under a MIN parent;
// hidden, "α < β" and "β > α".
func noCutRule(lang string, p trace.Player, alpha, beta int, hide bool) string {
	if hide {
		if p == trace.Max {
			return "α < β"
		}
		return "β > α"
	}
	a, b := fmtValue(lang, alpha), fmtValue(lang, beta)
	if p == trace.Max {
		return "α=" + a + " < β=" + b
	}
	return "β=" + b + " > α=" + a
}

// Explain writes the stepper's sentence for step k in lang (msg.EN or msg.ES), as
// web/static/js/explain.js does; "" for a step out of range.
func (e *Exercise) Explain(k int, lang string) string { return e.explain(k, lang, false) }

// ExplainHidden is Explain without anything the search finds: every value, α and β of
// an inner node written "?", a cutoff's rule without its numbers ("β ≤ α at D") and
// without the children it prunes, a node's return without whether it is a bound, the
// end of the search without the best move; a leaf's value, which the question gives,
// stays. An assessed exercise explains a mistake with it before its answers may be
// shown.
func (e *Exercise) ExplainHidden(k int, lang string) string { return e.explain(k, lang, true) }

func (e *Exercise) explain(k int, lang string, hide bool) string {
	t := e.Trace
	if k < 0 || k >= t.StepCount() {
		return ""
	}
	st := t.Step(k)
	n := st.Node
	nd := &e.nodes[n]
	if e.chance.on { // chance nodes' steps, values divided by the scale (sentences_chance.go)
		if s, ok := e.explainChance(k, lang, hide); ok {
			return s
		}
	}
	role := say(lang, "roleMin", nil)
	if nd.Player == trace.Max {
		role = say(lang, "roleMax", nil)
	}
	p := map[string]string{
		"name": e.displayName(lang, n), "player": playerName(nd.Player), "role": role,
		"a": e.fmtValue(lang, st.Alpha), "b": e.fmtValue(lang, st.Beta), "v": e.fmtValue(lang, st.Value),
	}
	if hide && st.Kind != trace.StepEval { // a leaf's value is the question's
		p["a"], p["b"], p["v"] = "?", "?", "?"
	}
	switch st.Kind {
	case trace.StepEnter:
		return e.explainEnter(k, lang, n, p, hide)
	case trace.StepEval:
		return e.explainEval(lang, n, p)
	case trace.StepBackup:
		return e.explainBackup(k, lang, st, p, hide)
	case trace.StepAlpha:
		return say(lang, "alphaUp", p)
	case trace.StepBeta:
		return say(lang, "betaDown", p)
	case trace.StepCutoff:
		return e.explainCutoff(k, lang, st, p, hide)
	case trace.StepReturn:
		return e.explainReturn(lang, st, p, hide)
	}
	return ""
}

// explainEnter is the sentence of a step entering node n: a leaf, the root or an
// inner node, with its window under alpha-beta and, at a later child, why the search
// goes on (no cutoff yet).
func (e *Exercise) explainEnter(k int, lang string, n int32, p map[string]string, hide bool) string {
	nd := &e.nodes[n]
	windowed := e.Params.Options.Algorithm == trace.AlphaBeta || e.Params.Options.Algorithm == trace.NegamaxAlphaBeta
	pre := ""
	if windowed {
		if why := e.noCutoff(k, lang, hide); why != "" {
			pre = why + " "
		}
	}
	if len(e.children[n]) == 0 && (nd.Kind == trace.Terminal || nd.Kind == trace.Horizon) {
		switch {
		case nd.Kind == trace.Horizon:
			return pre + say(lang, "enterHorizon", p)
		case e.explicit:
			return pre + say(lang, "enterLeaf", p)
		}
		return pre + say(lang, "enterOver", p)
	}
	if n == 0 {
		if windowed {
			return say(lang, "enterRootWindow", p)
		}
		return say(lang, "enterRoot", p)
	}
	if windowed {
		return pre + say(lang, "enterWindow", p)
	}
	return say(lang, "enter", p)
}

// explainEval is the sentence of a leaf's evaluation: a static evaluation at the
// depth limit, an explicit tree's leaf, or a finished game with its score's note.
func (e *Exercise) explainEval(lang string, n int32, p map[string]string) string {
	if e.nodes[n].Kind == trace.Horizon {
		return say(lang, "evalHorizon", p)
	}
	if e.explicit {
		return say(lang, "evalLeaf", p)
	}
	s := say(lang, "evalOver", p)
	if note := e.scoreNote(lang, n); note != "" {
		s += " " + say(lang, "noteSentence", map[string]string{"note": note})
	}
	return s
}

// explainBackup is the sentence of a child's value backed up into its parent: taken
// or kept, by MAX or MIN.
func (e *Exercise) explainBackup(k int, lang string, st trace.Step, p map[string]string, hide bool) string {
	n := st.Node
	c := st.Child
	p["child"] = e.displayName(lang, c)
	p["cv"] = "?"
	if c >= 0 && !hide {
		p["cv"] = e.fmtBounded(lang, e.nodes[c].Value, e.nodes[c].Bound)
	}
	had, before := e.valueBefore(k, n)
	took := !had || before != st.Value
	key := "backupKeep"
	if took {
		key = "backupTake"
	}
	if e.nodes[n].Player == trace.Max {
		key += "Max"
	} else {
		key += "Min"
	}
	return say(lang, key, p)
}

// explainCutoff is the sentence of a cutoff: its rule and the children it prunes (at
// most four named).
func (e *Exercise) explainCutoff(k int, lang string, st trace.Step, p map[string]string, hide bool) string {
	n := st.Node
	var pruned []string
	for _, c := range e.children[n] {
		if e.nodes[c].Kind == trace.Pruned && int(e.nodes[c].FirstStep) == k {
			pruned = append(pruned, e.displayName(lang, c))
		}
	}
	list := strings.Join(pruned[:min(4, len(pruned))], ", ")
	if len(pruned) > 4 {
		list += ", …"
	}
	p["rule"] = cutoffRule(lang, e.nodes[n].Player, st.Alpha, st.Beta, hide)
	if e.chance.on && !hide {
		p["rule"] = e.scaledRule(e.nodes[n].Player, st.Alpha, st.Beta, true, lang)
	}
	if hide { // which children are pruned is the question's answer
		return say(lang, "cutoffHidden", p)
	}
	p["list"] = list
	return say(lang, "cutoff", p)
}

// explainReturn is the sentence of a node's return: the root's value and best move,
// or a node's value (exact or a bound) handed to its parent.
func (e *Exercise) explainReturn(lang string, st trace.Step, p map[string]string, hide bool) string {
	n := st.Node
	vb, w := e.fmtBounded(lang, st.Value, st.Bound), e.fmtValue(lang, st.Value)
	if hide {
		vb, w = "?", "?"
	}
	if n == 0 {
		p["v"] = vb
		p["best"] = ""
		if bm := e.Trace.BestMove; bm != "" && !hide { // the best move tells the root's value
			p["best"] = say(lang, "bestMoveIs", map[string]string{"m": e.moveName(lang, bm)})
		}
		return e.withCourseNote(lang, st, say(lang, "returnRoot", p), hide)
	}
	p["parent"] = e.displayName(lang, e.nodes[n].Parent)
	p["v"], p["w"] = vb, w
	key := "returnExact"
	switch {
	case hide: // a bound tells that a cutoff was made below
	case st.Bound == trace.Lower:
		key = "returnLower"
	case st.Bound == trace.Upper:
		key = "returnUpper"
	}
	s := say(lang, key, p)
	if !hide && st.Bound != trace.Exact && e.Params.Options.FailHard {
		s += " " + say(lang, "returnClamped", nil)
	}
	return e.withCourseNote(lang, st, s, hide)
}

// valueBefore is node n's value before step k: whether it had one, and which.
func (e *Exercise) valueBefore(k int, n int32) (bool, int) {
	first := int(e.nodes[n].FirstStep)
	for j := k - 1; j >= first && j >= 0; j-- {
		if _, id := e.Trace.StepKindAt(j); id == n {
			s := e.Trace.Step(j)
			return s.HasValue, s.Value
		}
	}
	return false, 0
}

// noCutoff says, at step k entering a child other than its parent's first (alpha-beta),
// why that child is searched: its parent's window is still open ("β=3 > α=−∞ at B: no
// cutoff, so B2 is searched"); "" for a first child or the root. The stepper starts
// such an enter step's sentence with it, and an extra cut is explained by it.
func (e *Exercise) noCutoff(k int, lang string, hide bool) string {
	st := e.Trace.Step(k)
	c := st.Node
	par := e.nodes[c].Parent
	if par < 0 || e.children[par][0] == c {
		return ""
	}
	if e.chance.on && e.nodes[par].Player == trace.Chance {
		return e.chanceNoCutoff(k, lang, hide)
	}
	rule := noCutRule(lang, e.nodes[par].Player, st.Alpha, st.Beta, hide)
	if e.chance.on && !hide {
		rule = e.scaledRule(e.nodes[par].Player, st.Alpha, st.Beta, false, lang)
	}
	return say(lang, "noCutoff", map[string]string{
		"rule":   rule,
		"parent": e.displayName(lang, par),
		"name":   e.displayName(lang, c),
	})
}

// scoreNote explains the value of a finished game at node n: "+3: MAX wins with 3
// marks on the board (6 − 3)"; "" for a tree.
func (e *Exercise) scoreNote(lang string, n int32) string {
	nd := &e.nodes[n]
	if e.explicit || nd.Kind != trace.Terminal || !nd.HasValue {
		return ""
	}
	s := nd.Value
	v := fmtValue(lang, s)
	if s == 0 {
		return say(lang, "noteDraw", map[string]string{"v": v})
	}
	who, m := "MAX", s
	if s < 0 {
		who, m = "MIN", -s
	}
	p := map[string]string{"v": v, "who": who, "m": strconv.Itoa(m)}
	switch e.Params.Game {
	case "tictactoe":
		p["k"] = strconv.Itoa(6 - m)
		return say(lang, "noteTTT", p)
	case "stones":
		start := 10
		if x, err := strconv.Atoi(strings.TrimSpace(e.Params.Position)); err == nil {
			start = x
		}
		p["n"] = strconv.Itoa(start)
		p["p"] = strconv.Itoa(start + 1 - m)
		return say(lang, "noteStones", p)
	}
	return ""
}
