package exercise

import (
	"math/big"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// Grading a chance tree's values: exact rationals (rational.go).

// checkFractions refuses values written as decimals or fractions for an exercise
// whose values are whole numbers (a tree without chance nodes), as before there were
// chance trees: "2.5" is not a whole number (answers.number).
func (e *Exercise) checkFractions(a Answers) error {
	if e.chance.on || len(a.Fractions) == 0 {
		return nil
	}
	node := sortedKeys(a.Fractions)[0]
	return msg.New("answers.number", "field", "values", "node", msg.Shorten(node), "value", msg.Shorten(a.Fractions[node]))
}

// byIDText resolves the names of a map of answers typed as text.
func byIDText(e *Exercise, field string, answers map[string]string) (map[int32]string, error) {
	out := make(map[int32]string, len(answers))
	for _, name := range sortedKeys(answers) {
		id, ok := e.Lookup(name)
		if !ok {
			return nil, msg.New("answers.unknown_node", "field", field, "node", msg.Shorten(name))
		}
		out[id] = answers[name]
	}
	return out, nil
}

// checkRational grades node id's value, want (scaled), given as a whole number
// (whole) or as a decimal or a fraction (fractions): right when it equals the value,
// or (the value no finite decimal) a decimal within Tolerance of it.
func (g *grader) checkRational(id int32, whole map[int32]int, fractions map[int32]string, want, step int) {
	e := g.e
	m := Mistake{Field: "value", Node: e.nodes[id].name, Expected: e.FormatValue(want), Step: step}
	wantR := big.NewRat(int64(want), e.Scale())
	var given *big.Rat
	decimal := false
	if text, ok := fractions[id]; ok {
		r, dec, _ := ParseRational(text)
		given, decimal, m.Given = r, dec, text
	} else if v, ok := whole[id]; ok {
		given, m.Given = big.NewRat(int64(v), 1), FormatNumber(v)
		if v >= trace.Inf || v <= -trace.Inf { // ±∞: never a chance tree's value
			given = nil
		}
	}
	switch {
	case m.Given == "":
		m.Kind = Missing
	case given == nil || !rightRational(given, decimal, wantR):
		m.Kind = WrongValue
	default:
		g.score++
		return
	}
	g.add(m)
}

// wholeValue reports whether a recorded value is a whole number once unscaled.
func (e *Exercise) wholeValue(v int) bool { return int64(v)%e.Scale() == 0 }

// unscaled is a recorded value divided by the scale (a whole one: wholeValue), or ±∞.
func (e *Exercise) unscaled(v int) int {
	if v >= trace.Inf || v <= -trace.Inf {
		return v
	}
	return v / int(e.Scale())
}
