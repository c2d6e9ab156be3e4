package compare

import (
	"strings"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// MaxAlgos is the most searches one comparison runs.
const MaxAlgos = 12

// Algo is one search of a comparison: an algorithm and the refinements switched on for
// it, named as in a list: "alphabeta+order+tt".
type Algo struct {
	Name      string // the name as normalised: base, then its refinements in the order given
	Algorithm trace.Algorithm
	Order     bool
	TT        trace.TTMode
	Iterative bool
	FailHard  bool
	// FailCourse: the course's alpha-beta (seed 002), α returned at MAX, β at MIN.
	FailCourse bool
}

// refinements are the "+name" suffixes an algorithm takes.
var refinements = []string{"order", "tt", "naive-tt", "iterative", "fail-hard", "fail-course"}

// DefaultAlgos is the list a comparison runs when none is given.
const DefaultAlgos = "minimax,alphabeta,alphabeta+order,alphabeta+tt,alphabeta+iterative,negamax,negamax-alphabeta"

// ParseAlgos reads a comma-separated list of algorithms, each an algorithm of the
// course (minimax, negamax, alphabeta, negamax-alphabeta) with refinements joined by
// '+' (order, tt, naive-tt, iterative, fail-hard, fail-course: the course's alpha-beta,
// which returns α at MAX and β at MIN). The errors are coded (package msg).
func ParseAlgos(list string) ([]Algo, error) {
	var out []Algo
	seen := map[string]bool{}
	for _, item := range strings.Split(list, ",") {
		item = strings.ToLower(strings.TrimSpace(item))
		if item == "" {
			if strings.TrimSpace(list) == "" {
				return nil, msg.New("compare.algos_none")
			}
			return nil, msg.New("compare.algos_empty_item")
		}
		a, err := ParseAlgo(item)
		if err != nil {
			return nil, err
		}
		if seen[a.Name] {
			return nil, msg.New("compare.algos_twice", "algo", a.Name)
		}
		seen[a.Name] = true
		out = append(out, a)
		if len(out) > MaxAlgos {
			return nil, msg.New("compare.algos_many", "max", MaxAlgos)
		}
	}
	return out, nil
}

// ParseAlgo reads one algorithm: "alphabeta", "negamax-alphabeta+tt+order".
func ParseAlgo(name string) (Algo, error) {
	parts := strings.Split(strings.ToLower(strings.TrimSpace(name)), "+")
	base := trace.Algorithm(strings.TrimSpace(parts[0]))
	known := false
	for _, a := range trace.Algorithms {
		known = known || a == base
	}
	if !known {
		return Algo{}, msg.New("compare.algo_unknown", "algo", string(base), "known", algorithmNames())
	}
	a := Algo{Algorithm: base}
	names := []string{string(base)}
	used := map[string]bool{}
	for _, r := range parts[1:] {
		r = strings.TrimSpace(r)
		if used[r] {
			return Algo{}, msg.New("compare.refinement_twice", "algo", name, "refinement", r)
		}
		used[r] = true
		switch r {
		case "order":
			a.Order = true
		case "tt":
			a.TT = trace.TTBounds
		case "naive-tt":
			a.TT = trace.TTNaive
		case "iterative":
			a.Iterative = true
		case "fail-hard":
			a.FailHard = true
		case "fail-course":
			a.FailCourse = true
		default:
			return Algo{}, msg.New("compare.refinement_unknown", "algo", name, "refinement", r, "known", refinements)
		}
		names = append(names, r)
	}
	if used["tt"] && used["naive-tt"] {
		return Algo{}, msg.New("compare.refinement_twice", "algo", name, "refinement", "tt")
	}
	if a.FailHard && a.FailCourse {
		return Algo{}, msg.New("options.fail_both")
	}
	a.Name = strings.Join(names, "+")
	return a, nil
}

func algorithmNames() []string {
	out := make([]string, len(trace.Algorithms))
	for i, a := range trace.Algorithms {
		out[i] = string(a)
	}
	return out
}

// Options are base's options with this algorithm and its refinements: the algorithm,
// move ordering, the table and iterative deepening are the algo's own (whatever base
// says); the value returned is the algo's when it names one (fail-hard or the course's),
// else base's; the rest (depth, scores, budgets) is base's.
func (a Algo) Options(base trace.Options) trace.Options {
	o := base
	o.Algorithm = a.Algorithm
	o.Order = a.Order
	o.TT = a.TT
	o.Iterative = a.Iterative
	switch {
	case a.FailHard:
		o.FailHard, o.FailCourse = true, false
	case a.FailCourse:
		o.FailHard, o.FailCourse = false, true
	}
	return o
}

// Names are the algorithms' names.
func Names(algos []Algo) []string {
	out := make([]string, len(algos))
	for i, a := range algos {
		out[i] = a.Name
	}
	return out
}
