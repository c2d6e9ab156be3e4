package exercise

import (
	"net/url"
	"testing"

	"github.com/gametree/gametree/msg"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A game's depth limit: connect-4 needs one, tic-tac-toe and stones may have one, a
// tree none; it is in the link and the JSON, and the search stops there.
func TestDepth(t *testing.T) {
	t.Parallel()
	spec, err := FromValues(url.Values{"source": {"connect4"}, "position": {"4453"}, "depth": {"2"}, "q": {"prune"}})
	require.NoError(t, err)
	assert.Equal(t, 2, spec.Depth)
	assert.Equal(t, "source=connect4&position=4453&depth=2&q=prune", spec.Query())
	back, err := ParseJSON([]byte(`{"source":"connect4","position":"4453","depth":2,"q":"prune"}`))
	require.NoError(t, err)
	assert.Equal(t, spec, back)
	e, err := New(spec)
	require.NoError(t, err)
	assert.Equal(t, 1+7+49, e.NodeCount(), "every position two plies on, the pruned ones too")
	for id := range int32(e.NodeCount()) {
		assert.LessOrEqual(t, int(e.Trace.Node(id).Depth), 2)
	}
	ttt, err := New(Spec{Source: "tictactoe", Position: "X........", Depth: 2, Q: Values})
	require.NoError(t, err, "the empty board but one is too big to the end, not to depth 2")
	assert.Equal(t, 1+8+8*7, ttt.NodeCount())

	var m *msg.Error
	for _, c := range []struct {
		spec Spec
		code string
	}{
		{Spec{Source: "connect4", Position: "4453"}, "exercise.depth_needed"},
		{Spec{Source: "connect4", Position: "4453", Depth: MaxDepth + 1}, "exercise.depth"},
		{Spec{Source: "textbook", Depth: 1}, "exercise.depth_unused"},
		{Spec{Source: "random", Depth: 1}, "exercise.depth_unused"},
		{Spec{Source: "connect4", Position: "4453", Depth: 3}, "exercise.too_big"},
		{Spec{Source: "connect4", Position: "4453", Depth: 1, Root: "min"}, "exercise.root_min_game"},
	} {
		_, err := New(c.spec)
		require.ErrorAs(t, err, &m, "%+v", c.spec)
		assert.Equal(t, c.code, m.Code(), "%+v", c.spec)
	}
	var s Spec
	require.Error(t, s.Set("depth", "x"))
	require.Error(t, s.Set("depth", "-1"))
	_, ok := SpecFingerprint(spec)
	assert.False(t, ok, "connect-4's whole game is no exercise's tree")
}
