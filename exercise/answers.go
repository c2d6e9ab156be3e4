package exercise

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// MaxAnswers bounds each list or map of answers.
const MaxAnswers = 1000

// Answers are a student's answers, by node name (see the package documentation).
// Values, Alpha and Beta map a node's name to a number (trace.Inf and -trace.Inf for
// ±∞); Pruned lists the edges cut, "PARENT>CHILD"; Order the leaves in the order the
// student thinks they are evaluated. As JSON (MarshalJSON, ParseAnswers) ±∞ is "inf"
// and "-inf".
type Answers struct {
	Values map[string]int `json:"values,omitempty"`
	Alpha  map[string]int `json:"alpha,omitempty"`
	Beta   map[string]int `json:"beta,omitempty"`
	Pruned []string       `json:"pruned,omitempty"`
	Order  []string       `json:"order,omitempty"`
	// Fractions are the values (field values only) written as decimals or fractions
	// ("2.5", "2,5", "5/2"), by node name, as typed (rational.go): a chance tree's
	// answers. JSON writes them among the values, as strings.
	Fractions map[string]string `json:"-"`
}

// ParseAnswers reads answers from JSON:
//
//	{"values": {"B": 3, "C": "2"}, "alpha": {"B": 3}, "beta": {"B": "inf"},
//	 "pruned": ["C>C2"], "order": ["B1", "B2", "C1"]}
//
// A number may be a JSON number or a string; "inf", "+inf", "∞", "+∞" and "-inf",
// "−inf", "-∞", "−∞" are the infinities; null or "" is no answer. Errors are coded.
func ParseAnswers(b []byte) (Answers, error) {
	var a Answers
	if len(bytes.TrimSpace(b)) == 0 {
		return a, nil
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return Answers{}, msg.New("answers.json", "detail", jsonDetail(err))
	}
	for _, field := range sortedKeys(raw) {
		body := raw[field]
		if string(bytes.TrimSpace(body)) == "null" {
			continue
		}
		var err error
		switch field {
		case "values":
			a.Values, a.Fractions, err = parseValues(field, body)
		case "alpha":
			a.Alpha, err = parseNumbers(field, body)
		case "beta":
			a.Beta, err = parseNumbers(field, body)
		case "pruned":
			a.Pruned, err = parseNames(field, body)
		case "order":
			a.Order, err = parseNames(field, body)
		default:
			return Answers{}, msg.New("answers.unknown", "name", field)
		}
		if err != nil {
			return Answers{}, err
		}
	}
	return a, nil
}

// UnmarshalJSON is ParseAnswers.
func (a *Answers) UnmarshalJSON(b []byte) error {
	x, err := ParseAnswers(b)
	if err != nil {
		return err
	}
	*a = x
	return nil
}

func parseNumbers(field string, body []byte) (map[string]int, error) {
	out, fractions, err := parseValues(field, body)
	if err == nil && len(fractions) > 0 { // α and β are whole numbers
		for _, node := range sortedKeys(fractions) {
			return nil, msg.New("answers.number", "field", field, "node", msg.Shorten(node), "value", msg.Shorten(fractions[node]))
		}
	}
	return out, err
}

// parseValues reads a map of numbers: whole ones (and ±∞) in out, decimals and
// fractions (ParseRational) as typed in fractions (nil when there is none).
func parseValues(field string, body []byte) (out map[string]int, fractions map[string]string, err error) {
	d := json.NewDecoder(bytes.NewReader(body))
	d.UseNumber()
	var raw map[string]any
	if err := d.Decode(&raw); err != nil {
		return nil, nil, msg.New("answers.json", "detail", field+": "+jsonDetail(err))
	}
	if len(raw) > MaxAnswers {
		return nil, nil, msg.New("answers.too_many", "field", field, "n", len(raw), "max", MaxAnswers)
	}
	out = make(map[string]int, len(raw))
	for _, node := range sortedKeys(raw) {
		var text string
		switch x := raw[node].(type) {
		case nil:
			continue
		case json.Number:
			text = x.String()
		case string:
			text = x
		default:
			return nil, nil, msg.New("answers.number", "field", field, "node", msg.Shorten(node), "value", "…")
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		v, ok := ParseNumber(text)
		if !ok {
			// a decimal or a fraction (a whole number that does not read is too large)
			if _, _, rok := ParseRational(text); rok && strings.ContainsAny(text, ".,/") {
				if fractions == nil {
					fractions = map[string]string{}
				}
				fractions[node] = strings.TrimSpace(text)
				continue
			}
			return nil, nil, msg.New("answers.number", "field", field, "node", msg.Shorten(node), "value", msg.Shorten(text))
		}
		out[node] = v
	}
	return out, fractions, nil
}

func parseNames(field string, body []byte) ([]string, error) {
	var out []string
	if err := json.Unmarshal(body, &out); err != nil {
		return nil, msg.New("answers.json", "detail", field+": "+jsonDetail(err))
	}
	if len(out) > MaxAnswers {
		return nil, msg.New("answers.too_many", "field", field, "n", len(out), "max", MaxAnswers)
	}
	return out, nil
}

// ParseNumber reads a value as a student writes it: a whole number (a true minus sign
// "−" is fine), or an infinity ("inf", "∞", "-inf", "−∞", "+∞", "infinity").
func ParseNumber(s string) (int, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.ReplaceAll(s, "\u2212", "-")
	switch s {
	case "inf", "+inf", "∞", "+∞", "infinity", "+infinity":
		return trace.Inf, true
	case "-inf", "-∞", "-infinity":
		return -trace.Inf, true
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n <= -trace.Inf || n >= trace.Inf {
		return 0, false
	}
	return int(n), true
}

// FormatNumber writes a value as answers and mistakes do: "3", "-3", "inf", "-inf".
func FormatNumber(v int) string {
	switch {
	case v >= trace.Inf:
		return "inf"
	case v <= -trace.Inf:
		return "-inf"
	}
	return strconv.Itoa(v)
}
