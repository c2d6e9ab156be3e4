package lab

import (
	"math/big"

	"go.starlark.net/starlark"

	"github.com/gametree/gametree/games"
)

// A Starlark game's chance(state): None, or a list of (outcome, probability) pairs.

// maxOutcomes bounds a chance state's outcomes, as moves_many bounds moves.
const maxOutcomes = 1000

// expandChance asks chance(state): nil at a decision state, else the outcomes by
// name, the states play(state, outcome) leads to, and their probabilities.
func (l *LocalGame) expandChance(st starlark.Value) (*Expansion, error) {
	v, err := l.P.Call("chance", st)
	if err != nil || v == starlark.None {
		return nil, err
	}
	list, ok := starPair(v, -1)
	if !ok || list.Len() == 0 {
		return nil, l.P.failAt("chance", &Error{Kind: "lab.chance_return", Detail: describe(v)})
	}
	if list.Len() > maxOutcomes {
		return nil, l.P.failAt("chance", &Error{Kind: "lab.moves_many", Limit: maxOutcomes})
	}
	e := &Expansion{}
	var sum probSum
	named := l.P.Has("move_name")
	for i := 0; i < list.Len(); i++ {
		pair, ok := starPair(list.Index(i), 2)
		if !ok {
			return nil, l.P.failAt("chance", &Error{Kind: "lab.chance_return", Detail: describe(list.Index(i))})
		}
		name, cs, err := l.child(st, pair.Index(0), named)
		if err != nil {
			return nil, err
		}
		prob, ok := probabilityOf(starProb(pair.Index(1)))
		if !ok {
			return nil, l.P.failAt("chance", &Error{Kind: "lab.chance_prob", Limit: games.MaxValueScale, Detail: describe(pair.Index(1)), Args: map[string]any{"outcome": name}})
		}
		sum.add(prob)
		e.Names = append(e.Names, name)
		e.Children = append(e.Children, cs)
		e.Chance = append(e.Chance, prob)
	}
	if !sum.one() {
		return nil, l.P.failAt("chance", &Error{Kind: "lab.chance_sum", Detail: sum.String()})
	}
	return e, nil
}

// starPair is v as a list or tuple of n items (any length when n < 0).
func starPair(v starlark.Value, n int) (starlark.Indexable, bool) {
	switch x := v.(type) {
	case *starlark.List:
		return x, n < 0 || x.Len() == n
	case starlark.Tuple:
		return x, n < 0 || x.Len() == n
	}
	return nil, false
}

// starProb reads a probability: a number, a text or a pair of whole numbers.
func starProb(v starlark.Value) *big.Rat {
	var r *big.Rat
	ok := false
	switch x := v.(type) {
	case starlark.Int:
		if n, exact := x.Int64(); exact {
			r, ok = ratOfPair(n, 1)
		}
	case starlark.Float:
		r, ok = ratOfFloat(float64(x))
	case starlark.String:
		r, ok = ratOfText(string(x))
	case starlark.Tuple, *starlark.List:
		if pair, isPair := starPair(v, 2); isPair {
			num, ok1 := toInt64(pair.Index(0))
			den, ok2 := toInt64(pair.Index(1))
			if ok1 && ok2 {
				r, ok = ratOfPair(num, den)
			}
		}
	}
	if !ok {
		return nil
	}
	return r
}

// ChanceInfo says whether the program defines chance(state), and reads bounds(): a
// pair of whole numbers lo < hi (in JavaScript an array of two).
func (l *LocalGame) ChanceInfo() (*ChanceInfo, error) {
	info := &ChanceInfo{Defined: l.P.Has("chance")}
	if !info.Defined || !l.P.Has("bounds") {
		return info, nil
	}
	var lo, hi int64
	var ok bool
	var detail string
	if l.js != nil {
		v, err := l.P.CallJS("bounds")
		if err != nil {
			return nil, err
		}
		lo, hi, ok, err = l.js.pair(v)
		if err != nil {
			return nil, err
		}
		detail = DescribeJS(v)
	} else {
		v, err := l.P.Call("bounds")
		if err != nil {
			return nil, err
		}
		if pair, isPair := starPair(v, 2); isPair {
			var ok1, ok2 bool
			lo, ok1 = toInt64(pair.Index(0))
			hi, ok2 = toInt64(pair.Index(1))
			ok = ok1 && ok2
		}
		detail = describe(v)
	}
	if !ok || lo >= hi || lo <= -(1<<40) || hi >= 1<<40 {
		return nil, l.P.failAt("bounds", &Error{Kind: "lab.chance_bounds", Detail: detail})
	}
	info.HasBounds, info.Lo, info.Hi = true, lo, hi
	return info, nil
}
