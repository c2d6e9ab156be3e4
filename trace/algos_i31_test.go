package trace_test

import (
	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/trace"
)

// exactSearches are the searches that give a game without chance nodes its exact
// value: the four exact algorithms, and expectiminimax's four forms, which there are
// minimax, alpha-beta (Star1, with leaf bounds wide enough for every value, lifted
// wins included) and their negamax forms. mcts estimates: it is not among them.
func exactSearches() []trace.Options {
	var out []trace.Options
	for _, a := range trace.ExactAlgorithms {
		out = append(out, trace.Options{Algorithm: a})
	}
	for _, star1 := range []bool{false, true} {
		for _, negaForm := range []bool{false, true} {
			out = append(out, trace.Options{Algorithm: trace.Expectiminimax, Star1: star1, NegamaxForm: negaForm,
				ChanceLow: -2 * games.WinBase, ChanceHigh: 2 * games.WinBase})
		}
	}
	return out
}

// withSearch is o searched as a says (algorithm, and expectiminimax's form).
func withSearch(o, a trace.Options) trace.Options {
	o.Algorithm, o.Star1, o.NegamaxForm, o.ChanceLow, o.ChanceHigh = a.Algorithm, a.Star1, a.NegamaxForm, a.ChanceLow, a.ChanceHigh
	return o
}

// searchName names a search of exactSearches: "expectiminimax+star1+negamax-form".
func searchName(o trace.Options) string {
	s := string(o.Algorithm)
	if o.Star1 {
		s += "+star1"
	}
	if o.NegamaxForm {
		s += "+negamax-form"
	}
	return s
}

// prunes reports whether o prunes as alpha-beta does.
func prunes(o trace.Options) bool {
	return o.Algorithm == trace.AlphaBeta || o.Algorithm == trace.NegamaxAlphaBeta || o.Algorithm == trace.Expectiminimax && o.Star1
}
