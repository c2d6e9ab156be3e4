package lab

import (
	"math/big"
	"strconv"

	"github.com/dop251/goja"

	"github.com/gametree/gametree/games"
)

// A JavaScript game's chance(state): null (or undefined), or an array of
// [outcome, probability] pairs.

// jsOutcome is one pair chance returned, read: the outcome, its probability as
// written and as read (nil when it is not one).
type jsOutcome struct {
	m, p goja.Value
	r    *big.Rat
}

// expandChance asks chance(state): nil at a decision state, else the outcomes by
// name, the states play(state, outcome) leads to, and their probabilities.
func (g *jsGame) expandChance(s string) (*Expansion, error) {
	v, err := g.call("chance", s)
	if err != nil || goja.IsNull(v) || goja.IsUndefined(v) {
		return nil, err
	}
	var outs []jsOutcome
	var bad goja.Value // what is not a pair (or the whole answer)
	many := false
	err = g.underJS("chance", func() {
		items, ok := jsArray(v)
		switch {
		case !ok || len(items) == 0:
			bad = v
			return
		case len(items) > maxOutcomes:
			many = true
			return
		}
		for _, it := range items {
			pair, ok := jsArray(it)
			if !ok || len(pair) != 2 {
				bad = it
				return
			}
			outs = append(outs, jsOutcome{m: pair[0], p: pair[1], r: jsProb(pair[1])})
		}
	})
	switch {
	case err != nil:
		return nil, err
	case many:
		return nil, g.p.failAt("chance", &Error{Kind: "lab.moves_many", Limit: maxOutcomes, Lang: JavaScript})
	case bad != nil:
		return nil, g.p.failAt("chance", &Error{Kind: "lab.chance_return", Detail: DescribeJS(bad), Lang: JavaScript})
	}
	e := &Expansion{}
	var sum probSum
	named := g.p.Has("move_name")
	for _, o := range outs {
		name, err := g.name(s, o.m, named)
		if err != nil {
			return nil, err
		}
		child, err := g.call("play", s, o.m)
		if err != nil {
			return nil, err
		}
		cs, err := g.keep("play", child)
		if err != nil {
			return nil, err
		}
		prob, ok := probabilityOf(o.r)
		if !ok {
			return nil, g.p.failAt("chance", &Error{Kind: "lab.chance_prob", Limit: games.MaxValueScale, Detail: DescribeJS(o.p), Args: map[string]any{"outcome": name}, Lang: JavaScript})
		}
		sum.add(prob)
		e.Names = append(e.Names, name)
		e.Children = append(e.Children, cs)
		e.Chance = append(e.Chance, prob)
	}
	if !sum.one() {
		return nil, g.p.failAt("chance", &Error{Kind: "lab.chance_sum", Detail: sum.String(), Lang: JavaScript})
	}
	return e, nil
}

// jsArray is an array's items (at most maxOutcomes+1 read), false for anything else.
// It reads the student's values: call it under underJS.
func jsArray(v goja.Value) ([]goja.Value, bool) {
	o, ok := v.(*goja.Object)
	if !ok || o.ClassName() != "Array" {
		return nil, false
	}
	n := min(o.Get("length").ToInteger(), maxOutcomes+1)
	out := make([]goja.Value, n)
	for i := range out {
		out[i] = jsGet(o, strconv.Itoa(i))
	}
	return out, true
}

// jsProb reads a probability: a number, a string or an array of two whole numbers
// (nil when it is none of these). Call it under underJS.
func jsProb(v goja.Value) *big.Rat {
	if pair, ok := jsArray(v); ok {
		num, ok1 := jsInt(pair[0])
		if len(pair) != 2 || !ok1 {
			return nil
		}
		den, ok2 := jsInt(pair[1])
		if r, ok := ratOfPair(num, den); ok && ok2 {
			return r
		}
		return nil
	}
	if _, isObj := v.(*goja.Object); isObj || v == nil {
		return nil
	}
	var r *big.Rat
	ok := false
	switch x := v.Export().(type) {
	case int64:
		r, ok = ratOfPair(x, 1)
	case float64:
		r, ok = ratOfFloat(x)
	case string:
		r, ok = ratOfText(x)
	}
	if !ok {
		return nil
	}
	return r
}

// pair reads what bounds() returned: an array of two whole numbers.
func (g *jsGame) pair(v goja.Value) (lo, hi int64, ok bool, err error) {
	err = g.underJS("bounds", func() {
		items, isArr := jsArray(v)
		if !isArr || len(items) != 2 {
			return
		}
		var ok1, ok2 bool
		lo, ok1 = jsInt(items[0])
		hi, ok2 = jsInt(items[1])
		ok = ok1 && ok2
	})
	return lo, hi, ok, err
}
