package exercise

import (
	"math/big"
	"strings"

	"github.com/gametree/gametree/trace"
)

// The stepper's sentences at a chance node (expectiminimax, issue 31), with the words
// of explain-chance.js (msg/words_i31_practise.go): entering it, each outcome's
// return (the running sum Σ p·v and the probability left), its return and Star1's
// cutoff. Values are divided by the trace's scale, written with "." in both
// languages, as the page writes them.

// maxTerms is the most terms a sum writes out before "…".
const maxTerms = 6

// fmtValue writes a recorded value as the page does: divided by the scale on a chance
// tree ("2.5", "−0.75", "7/3"), else as fmtValue.
func (e *Exercise) fmtValue(lang string, v int) string {
	if !e.chance.on || v <= -trace.Inf || v >= trace.Inf {
		return fmtValue(lang, v)
	}
	return strings.Replace(trace.FormatScaled(v, e.Scale()), "-", "−", 1)
}

// fmtBounded writes a value with its bound: "3", "≥5" (a lower bound), "≤2" (an upper
// bound), divided by the scale of a chance tree.
func (e *Exercise) fmtBounded(lang string, v int, b trace.Bound) string {
	switch b {
	case trace.Lower:
		return "≥" + e.fmtValue(lang, v)
	case trace.Upper:
		return "≤" + e.fmtValue(lang, v)
	}
	return e.fmtValue(lang, v)
}

// scaledRule is cutoffRule (cut) or noCutRule with values divided by the scale.
func (e *Exercise) scaledRule(p trace.Player, alpha, beta int, cut bool, lang string) string {
	a, b := e.fmtValue(lang, alpha), e.fmtValue(lang, beta)
	switch {
	case cut && p == trace.Max:
		return "α=" + a + " ≥ β=" + b
	case cut:
		return "β=" + b + " ≤ α=" + a
	case p == trace.Max:
		return "α=" + a + " < β=" + b
	}
	return "β=" + b + " > α=" + a
}

// prob is the probability of the move into node id (a chance node's outcome).
func (e *Exercise) prob(id int32) *big.Rat {
	r, _, ok := ParseRational(e.nodes[id].prob)
	if !ok {
		return new(big.Rat)
	}
	return r
}

// ratText writes a probability: "1/2", "1", "0".
func ratText(r *big.Rat) string {
	if r.IsInt() {
		return r.Num().String()
	}
	return r.String()
}

// returnedBefore lists chance node n's outcomes that have returned before step k (at
// or before k when through), in search order.
func (e *Exercise) returnedBefore(n int32, k int, through bool) []int32 {
	var out []int32
	for _, c := range e.children[n] {
		nd := &e.nodes[c]
		if nd.Kind == trace.Pruned || int(nd.FirstStep) > k {
			continue
		}
		if int(nd.LastStep) < k || through && int(nd.LastStep) <= k {
			out = append(out, c)
		}
	}
	return out
}

// account is what outcomes cs say of their chance node: the terms "1/2·3 + 1/2·2"
// (values "?" when hidden) and the probability left.
func (e *Exercise) account(lang string, cs []int32, hide bool) (string, *big.Rat) {
	left := big.NewRat(1, 1)
	var terms []string
	for _, c := range cs {
		p := e.prob(c)
		left.Sub(left, p)
		v := "?"
		if !hide || len(e.children[c]) == 0 { // a leaf's value is the question's
			v = e.fmtValue(lang, e.nodes[c].Value)
			if e.nodes[c].Value < 0 {
				v = "(" + v + ")"
			}
		}
		terms = append(terms, ratText(p)+"·"+v)
	}
	text := strings.Join(terms[:min(maxTerms, len(terms))], " + ")
	if len(terms) > maxTerms {
		text += " + …"
	}
	if text == "" {
		text = "0"
	}
	return text, left
}

// outcomeList is "B 1/2, C 1/2": node n's outcomes with their probabilities.
func (e *Exercise) outcomeList(lang string, n int32) string {
	var list []string
	for i, c := range e.children[n] {
		if i == maxTerms {
			list = append(list, "…")
			break
		}
		list = append(list, e.displayName(lang, c)+" "+e.nodes[c].prob)
	}
	return strings.Join(list, ", ")
}

// explainChance is the sentence of step k when its node is a chance node; false for
// the steps said as for minimax (a return that is a bound: Star1 cut it short).
func (e *Exercise) explainChance(k int, lang string, hide bool) (string, bool) {
	st := e.Trace.Step(k)
	n := st.Node
	if n < 0 || e.nodes[n].Player != trace.Chance {
		return "", false
	}
	val := func(v int) string {
		if hide {
			return "?"
		}
		return e.fmtValue(lang, v)
	}
	p := map[string]string{"name": e.displayName(lang, n), "a": val(st.Alpha), "b": val(st.Beta)}
	switch st.Kind {
	case trace.StepEnter:
		p["list"] = e.outcomeList(lang, n)
		if e.chance.star1 {
			p["lo"], p["hi"] = fmtValue(lang, e.chance.lo), fmtValue(lang, e.chance.hi)
			return say(lang, "chEnterWindow", p), true
		}
		if n == 0 {
			return say(lang, "chEnterRoot", p), true
		}
		return say(lang, "chEnter", p), true
	case trace.StepChance:
		c := st.Child
		terms, left := e.account(lang, e.returnedBefore(n, k, true), hide)
		p["child"], p["p"], p["terms"], p["sum"], p["left"] = e.displayName(lang, c), e.nodes[c].prob, terms, val(st.Value), ratText(left)
		p["cv"] = "?"
		if !hide || len(e.children[c]) == 0 {
			p["cv"] = e.fmtBounded(lang, e.nodes[c].Value, e.nodes[c].Bound)
		}
		if left.Sign() <= 0 {
			return say(lang, "chStepLast", p), true
		}
		return say(lang, "chStep", p), true
	case trace.StepCutoff:
		return e.chanceCutoff(k, lang, st, p, hide), true
	case trace.StepReturn:
		if st.Bound != trace.Exact && !hide {
			return "", false
		}
		p["terms"], _ = e.account(lang, e.returnedBefore(n, k, false), hide)
		p["v"] = val(st.Value)
		if n == 0 {
			p["best"] = ""
			if bm := e.Trace.BestMove; bm != "" && !hide {
				p["best"] = say(lang, "bestMoveIs", map[string]string{"m": e.moveName(lang, bm)})
			}
			return say(lang, "chReturnRoot", p), true
		}
		p["parent"] = e.displayName(lang, e.nodes[n].Parent)
		return say(lang, "chReturn", p), true
	}
	return "", false
}

// chanceCutoff is Star1's cutoff at chance node n (step k): the bound that decided
// (the step's value), from the sum so far, the probability left and a leaf bound, and
// the window's edge it passes; hidden, only that the rest is pruned.
func (e *Exercise) chanceCutoff(k int, lang string, st trace.Step, p map[string]string, hide bool) string {
	if hide {
		return say(lang, "exChCutHidden", p)
	}
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
	_, sum := e.valueBefore(k, n)
	_, left := e.account(lang, e.returnedBefore(n, k, false), false)
	p["list"], p["sum"], p["left"], p["bound"] = list, e.fmtValue(lang, sum), ratText(left), e.fmtValue(lang, st.Value)
	term := func(x int) string {
		s := fmtValue(lang, x)
		if x < 0 {
			return "(" + s + ")"
		}
		return s
	}
	if st.Value <= st.Alpha {
		p["hi"], p["hiT"] = fmtValue(lang, e.chance.hi), term(e.chance.hi)
		return say(lang, "chCutHigh", p)
	}
	p["lo"], p["loT"] = fmtValue(lang, e.chance.lo), term(e.chance.lo)
	return say(lang, "chCutLow", p)
}

// chanceNoCutoff says, at step k entering an outcome of a chance node other than its
// first (Star1), why it is searched: the range the chance node can still end in meets
// its window. "" without Star1.
func (e *Exercise) chanceNoCutoff(k int, lang string, hide bool) string {
	if !e.chance.star1 {
		return ""
	}
	c := e.Trace.Step(k).Node
	par := e.nodes[c].Parent
	p := map[string]string{"parent": e.displayName(lang, par), "name": e.displayName(lang, c)}
	if hide {
		return say(lang, "exChNoCutHidden", p)
	}
	_, sum := e.valueBefore(k, par)
	_, left := e.account(lang, e.returnedBefore(par, k, false), false)
	enter := e.Trace.Step(int(e.nodes[par].FirstStep)) // a chance node keeps its window
	S := big.NewRat(e.Scale(), 1)
	bound := func(x int) string { // sum + left·x, scaled back to a whole recorded value's text
		r := new(big.Rat).Mul(left, big.NewRat(int64(x), 1))
		r.Mul(r, S)
		r.Add(r, big.NewRat(int64(sum), 1))
		if r.IsInt() {
			return e.fmtValue(lang, int(r.Num().Int64()))
		}
		return strings.Replace(new(big.Rat).Quo(r, S).RatString(), "-", "−", 1)
	}
	p["low"], p["high"] = bound(e.chance.lo), bound(e.chance.hi)
	p["a"], p["b"] = e.fmtValue(lang, enter.Alpha), e.fmtValue(lang, enter.Beta)
	return say(lang, "chNoCut", p)
}
