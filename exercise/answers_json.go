package exercise

import (
	"encoding/json"
	"strconv"

	"github.com/gametree/gametree/trace"
)

// MarshalJSON writes answers as ParseAnswers reads them back: the same fields, a
// value a JSON number, and ±∞ (trace.Inf, -trace.Inf and beyond) the strings "inf"
// and "-inf" (written as numbers, ParseAnswers would refuse them: a student cannot
// type 4611686018427387904).
func (a Answers) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Values numbers  `json:"values,omitempty"`
		Alpha  numbers  `json:"alpha,omitempty"`
		Beta   numbers  `json:"beta,omitempty"`
		Pruned []string `json:"pruned,omitempty"`
		Order  []string `json:"order,omitempty"`
	}{numbers(a.Values), numbers(a.Alpha), numbers(a.Beta), a.Pruned, a.Order})
}

// numbers are values by node name, written with ±∞ as "inf" and "-inf".
type numbers map[string]int

func (n numbers) MarshalJSON() ([]byte, error) {
	out := make(map[string]json.RawMessage, len(n))
	for k, v := range n {
		out[k] = json.RawMessage(numberJSON(v))
	}
	return json.Marshal(out)
}

// numberJSON is a value as JSON: 3, -3, "inf", "-inf".
func numberJSON(v int) string {
	if v >= trace.Inf || v <= -trace.Inf {
		return strconv.Quote(FormatNumber(v))
	}
	return strconv.Itoa(v)
}
