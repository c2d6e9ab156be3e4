package sandbox

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
)

// The default set runs in a worker as one job: a wrong search rejected on a named
// tree of the set (game, position and root asked are the set's), a right one accepted
// on all of them.
func TestCheckSuiteJob(t *testing.T) {
	t.Parallel()
	p := NewPool(Config{Workers: 1})
	defer p.Close()
	wrong, _ := lab.ExampleSource("search_alphabeta_wrong")
	rep, err := p.CheckSuite(context.Background(), lab.Starlark, wrong, map[string]string{"algo": "alphabeta", "position": "x", "root": "min"}, Budget{})
	require.NoError(t, err)
	assert.False(t, rep.OK)
	require.NotNil(t, rep.Suite)
	assert.Equal(t, "textbook", rep.Suite.Tree)
	assert.Equal(t, "textbook", rep.Params["position"])
	right, _ := lab.ExampleSource("search_negamax")
	rep, err = p.CheckSuite(context.Background(), lab.Starlark, right, map[string]string{"algo": "negamax-alphabeta"}, Budget{})
	require.NoError(t, err)
	assert.True(t, rep.OK, rep.Summary["en"])
	assert.Equal(t, len(rep.Suite.Trees), rep.Suite.Passed)
	assert.Contains(t, rep.Summary["es"], "Aceptado en los 6 árboles")
}
