package labcheck

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/trace"
)

// The lab's own JavaScript search examples (the page's menu) get their Starlark
// twins' verdicts: on the default check set, as each algorithm and variant, the same
// acceptance and the same first divergence.
func TestLabJSExamplesAsTheirTwins(t *testing.T) {
	t.Parallel()
	checks := []trace.Options{
		{Algorithm: trace.Minimax},
		{Algorithm: trace.AlphaBeta},
		{Algorithm: trace.AlphaBeta, FailHard: true},
		{Algorithm: trace.AlphaBeta, FailCourse: true},
		{Algorithm: trace.NegamaxAlphaBeta},
	}
	n := 0
	for _, x := range lab.Examples() {
		if x.Kind != lab.KindSearch || x.Lang != lab.JavaScript || slices.Contains(lab.OnlyJS, x.Name) {
			continue
		}
		n++
		star, ok := lab.ExampleSource(x.Name)
		require.True(t, ok, x.Name)
		t.Run(x.Name, func(t *testing.T) {
			t.Parallel()
			accepted := 0
			for _, o := range checks {
				p := trace.Params{Game: "tree", Options: o}
				want, err := CheckSuite(star, p, lab.Limits{})
				require.NoError(t, err)
				got, err := CheckSuiteLang(lab.JavaScript, x.Source, p, lab.Limits{})
				require.NoError(t, err)
				assert.Equal(t, want.OK, got.OK, "%v: %s | %s", o, want.Summary["en"], got.Summary["en"])
				if want.First != nil && got.First != nil {
					assert.Equal(t, want.First.Kind, got.First.Kind, "%v", o)
					assert.Equal(t, want.First.Index, got.First.Index, "%v", o)
				}
				if got.OK {
					accepted++
				}
			}
			if x.Name != "search_alphabeta_wrong" && x.Name != "search_alphabeta_seed002_java" {
				assert.Positive(t, accepted, "a right example is accepted as some search")
			}
		})
	}
	assert.Equal(t, 7, n, "the search examples")
}
