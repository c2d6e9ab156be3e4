package exercise

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/trace"
)

// Answers are written as ParseAnswers reads them: ±∞ as "inf" and "-inf", every other
// value (the largest ones too) a number.
func TestAnswersJSONRoundTrip(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		a    Answers
		json string
	}{
		{"nothing", Answers{}, `{}`},
		{"window at ±∞", Answers{Values: map[string]int{"A": 3}, Alpha: map[string]int{"A": -trace.Inf, "B": 2}, Beta: map[string]int{"A": trace.Inf}},
			`{"values":{"A":3},"alpha":{"A":"-inf","B":2},"beta":{"A":"inf"}}`},
		{"the largest values", Answers{Values: map[string]int{"A": trace.Inf - 1, "B": -trace.Inf + 1, "C": -1_000_000_000}},
			`{"values":{"A":4611686018427387903,"B":-4611686018427387903,"C":-1000000000}}`},
		{"cuts and order", Answers{Pruned: []string{"C>C2"}, Order: []string{"B1", "B2"}}, `{"pruned":["C>C2"],"order":["B1","B2"]}`},
	} {
		b, err := json.Marshal(tc.a)
		require.NoError(t, err, tc.name)
		assert.JSONEq(t, tc.json, string(b), tc.name)
		back, err := ParseAnswers(b)
		require.NoError(t, err, tc.name)
		assert.Equal(t, tc.a, back, tc.name)
	}
	// beyond ±∞ is ±∞
	b, err := json.Marshal(Answers{Values: map[string]int{"A": trace.Inf + 5, "B": -trace.Inf - 5}})
	require.NoError(t, err)
	assert.JSONEq(t, `{"values":{"A":"inf","B":"-inf"}}`, string(b))
	// inside a reply (a value, not a pointer)
	b, err = json.Marshal(struct{ A Answers }{Answers{Beta: map[string]int{"X": trace.Inf}}})
	require.NoError(t, err)
	assert.JSONEq(t, `{"A":{"beta":{"X":"inf"}}}`, string(b))
}
