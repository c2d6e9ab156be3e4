package trace

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/gametree/gametree/games"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// chanceTrace is a trace of the tree A(?(1/2: B(3,5), 1/2: C(2,9))) made by
// hand (the root's chance node and its two MIN children), replaying the tree for its
// texts; with texts, they are the ones given.
func chanceTrace(t *testing.T, texts []NodeTexts) *Trace {
	t.Helper()
	g, err := games.ParseTree("A(?(1/2: B(3,5), 1/2: C(2,9)))", games.Options{})
	require.NoError(t, err)
	nodes := []Node{
		{ID: 0, Parent: -1, Player: Max, Same: -1, FirstStep: -1, LastStep: -1},
		{ID: 1, Parent: 0, Depth: 1, Player: Chance, Played: 0, Same: -1, FirstStep: -1, LastStep: -1},
		{ID: 2, Parent: 1, Depth: 2, Player: Min, Played: 0, Same: -1, FirstStep: -1, LastStep: -1},
		{ID: 3, Parent: 1, Depth: 2, Player: Min, Played: 1, Same: -1, FirstStep: -1, LastStep: -1},
		{ID: 4, Parent: 3, Depth: 3, Player: Min, Played: 1, Same: -1, FirstStep: -1, LastStep: -1},
	}
	tr := &Trace{root: g.Clone()}
	Assemble(tr, nodes, texts, nil)
	return tr
}

func TestNamesProb(t *testing.T) {
	t.Parallel()
	tr := chanceTrace(t, nil)
	names := tr.Names()
	var got []string
	for id := range int32(5) {
		got = append(got, names.Prob(id))
	}
	assert.Equal(t, []string{"", "", "1/2", "1/2", ""}, got, "only the children of the chance node")
	assert.Equal(t, Chance, tr.Node(1).Player)
	assert.Equal(t, "9", names.Label(4), "the replay is where it was (C2, 9)")
	assert.Equal(t, "", names.Prob(5))
	assert.Equal(t, "", names.Prob(-1))

	// a trace made by hand with its texts says what they say
	texts := []NodeTexts{{Label: "A"}, {Label: "D"}, {Label: "B", Prob: "1/3"}, {Label: "C", Prob: "2/3"}, {Label: "9"}}
	hand := chanceTrace(t, texts).Names()
	assert.Equal(t, "2/3", hand.Prob(3))
	assert.Equal(t, "", hand.Prob(4))

	// without chance, no probability anywhere
	plain, err := Search(probTestTree(t, "textbook"), Options{Algorithm: Minimax, Record: true})
	require.NoError(t, err)
	pn := plain.Names()
	for id := range int32(plain.NodeCount()) {
		assert.Empty(t, pn.Prob(id))
	}
	assert.False(t, plain.hasChanceNode())
	assert.True(t, tr.hasChanceNode())
}

func TestJSONProb(t *testing.T) {
	t.Parallel()
	var objects, columns bytes.Buffer
	tr := chanceTrace(t, nil)
	require.NoError(t, tr.WriteJSON(&objects, Problem{Game: "tree"}))
	var obj struct {
		Nodes []map[string]any `json:"nodes"`
	}
	require.NoError(t, json.Unmarshal(objects.Bytes(), &obj))
	require.Len(t, obj.Nodes, 5)
	var probs []any
	for _, n := range obj.Nodes {
		probs = append(probs, n["prob"])
	}
	assert.Equal(t, []any{nil, nil, "1/2", "1/2", nil}, probs, `"prob" only under a chance node`)
	assert.Equal(t, "chance", obj.Nodes[1]["player"])

	require.NoError(t, tr.WriteJSONColumns(&columns, Problem{Game: "tree"}))
	var col struct {
		Nodes   map[string]json.RawMessage `json:"nodes"`
		Strings []string                   `json:"strings"`
	}
	require.NoError(t, json.Unmarshal(columns.Bytes(), &col))
	var idx []int
	require.NoError(t, json.Unmarshal(col.Nodes["prob"], &idx))
	var colProbs []string
	for _, i := range idx {
		colProbs = append(colProbs, col.Strings[i])
	}
	assert.Equal(t, []string{"", "", "1/2", "1/2", ""}, colProbs)

	// a trace without chance has neither
	plain, err := Search(probTestTree(t, "textbook"), Options{Algorithm: Minimax, Record: true})
	require.NoError(t, err)
	objects.Reset()
	columns.Reset()
	require.NoError(t, plain.WriteJSON(&objects, Problem{Game: "tree"}))
	require.NoError(t, plain.WriteJSONColumns(&columns, Problem{Game: "tree"}))
	assert.NotContains(t, objects.String(), `"prob"`)
	assert.NotContains(t, columns.String(), `"prob"`)
}

func probTestTree(t *testing.T, text string) *games.Tree {
	t.Helper()
	g, err := games.ParseTree(text, games.Options{})
	require.NoError(t, err)
	return g
}
