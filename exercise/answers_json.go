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
		Values numbers  `json:"values,omitzero"`
		Alpha  numbers  `json:"alpha,omitzero"`
		Beta   numbers  `json:"beta,omitzero"`
		Pruned []string `json:"pruned,omitempty"`
		Order  []string `json:"order,omitempty"`
	}{withFractions(a.Values, a.Fractions), withFractions(a.Alpha, nil), withFractions(a.Beta, nil), a.Pruned, a.Order})
}

// numbers are values by node name, written with ±∞ as "inf" and "-inf", and the
// values typed as decimals or fractions, as the strings typed (their fractions).
type numbers struct {
	whole     map[string]int
	fractions map[string]string
}

func withFractions(whole map[string]int, fractions map[string]string) numbers {
	return numbers{whole, fractions}
}

// IsZero: no value (the field is left out, as omitempty leaves out an empty map).
func (n numbers) IsZero() bool { return len(n.whole)+len(n.fractions) == 0 }

func (n numbers) MarshalJSON() ([]byte, error) {
	out := make(map[string]json.RawMessage, len(n.whole)+len(n.fractions))
	for k, v := range n.whole {
		out[k] = json.RawMessage(numberJSON(v))
	}
	for k, v := range n.fractions {
		b, err := json.Marshal(v)
		if err != nil {
			return nil, err
		}
		out[k] = b
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
