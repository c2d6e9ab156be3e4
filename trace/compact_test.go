package trace_test

import (
	"bytes"
	"encoding/json"
	"runtime"
	"strings"
	"testing"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/trace"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// liveHeap is the heap in use after a full collection.
func liveHeap() uint64 {
	runtime.GC()
	runtime.GC()
	var s runtime.MemStats
	runtime.ReadMemStats(&s)
	return s.HeapAlloc
}

// TestRecordedTraceHoldsFewBytesPerNode: a kept trace costs at most 128 bytes per
// recorded node, all in (tree, steps, side tables), measured as the live heap it adds.
func TestRecordedTraceHoldsFewBytesPerNode(t *testing.T) {
	cases := []struct {
		game, pos string
		opt       trace.Options
		minNodes  int
	}{
		{"tictactoe", "", trace.Options{Algorithm: trace.Minimax}, 549946},
		{"connect4", "", trace.Options{Algorithm: trace.AlphaBeta, Depth: 42, MaxNodes: 200000}, 199000},
		{"connect4", "", trace.Options{Algorithm: trace.NegamaxAlphaBeta, Depth: 9, Order: true, TT: trace.TTBounds, MaxNodes: 200000}, 10000},
	}
	for _, c := range cases {
		g, err := games.New(c.game, c.pos, games.Options{})
		require.NoError(t, err)
		c.opt.Record = true
		before := liveHeap()
		tr, err := trace.Search(g.(trace.Game), c.opt)
		require.NoError(t, err)
		after := liveHeap()
		n := tr.NodeCount()
		require.GreaterOrEqual(t, n, c.minNodes)
		perNode := float64(after-before) / float64(n)
		t.Logf("%s %+v: %d nodes, %d steps, %.1f B/node live (%.1f B/node by MemoryBytes)",
			c.game, c.opt.Algorithm, n, tr.StepCount(), perNode, float64(tr.MemoryBytes())/float64(n))
		assert.LessOrEqual(t, perNode, 128.0)
		assert.LessOrEqual(t, float64(tr.MemoryBytes())/float64(n), 128.0)
		runtime.KeepAlive(tr)
	}
}

// TestColumnsFormMatchesObjectForm: node i and step k of the columns form are node i
// and step k of the object form, field for field.
func TestColumnsFormMatchesObjectForm(t *testing.T) {
	t.Parallel()
	cases := []struct {
		game, pos string
		opt       trace.Options
	}{
		{"tree", "textbook", trace.Options{Algorithm: trace.AlphaBeta}},
		{"tree", "figure-5.2", trace.Options{Algorithm: trace.NegamaxAlphaBeta, FailHard: true}},
		{"tree", "figure-5.2", trace.Options{Algorithm: trace.Minimax}},
		{"tree", "((1,2),(5,6))", trace.Options{Algorithm: trace.AlphaBeta, MaxNodes: 4}},
		{"tictactoe", "X.O.X....", trace.Options{Algorithm: trace.AlphaBeta, Order: true, TT: trace.TTBounds}},
		{"connect4", "4453", trace.Options{Algorithm: trace.NegamaxAlphaBeta, Depth: 3, Iterative: true}},
		{"stones", "7", trace.Options{Algorithm: trace.Negamax, TT: trace.TTNaive}},
	}
	for _, c := range cases {
		g, err := games.New(c.game, c.pos, games.Options{})
		require.NoError(t, err)
		c.opt.Record = true
		tr, err := trace.Search(g.(trace.Game), c.opt)
		require.NoError(t, err)
		p := trace.Problem{Game: c.game, Position: c.pos}
		var objBuf, colBuf bytes.Buffer
		require.NoError(t, tr.WriteJSON(&objBuf, p))
		require.NoError(t, tr.WriteJSONColumns(&colBuf, p))
		var obj struct {
			Nodes []map[string]any `json:"nodes"`
			Steps []map[string]any `json:"steps"`
		}
		var col struct {
			Strings   []string       `json:"strings"`
			NodeKinds []string       `json:"node_kinds"`
			StepKinds []string       `json:"step_kinds"`
			Bounds    []string       `json:"bounds"`
			Nodes     map[string]any `json:"nodes"`
			Steps     map[string]any `json:"steps"`
			Form      string         `json:"form"`
		}
		require.NoError(t, json.Unmarshal(objBuf.Bytes(), &obj))
		require.NoError(t, json.Unmarshal(colBuf.Bytes(), &col))
		var objHead, colHead map[string]any
		require.NoError(t, json.Unmarshal(objBuf.Bytes(), &objHead))
		require.NoError(t, json.Unmarshal(colBuf.Bytes(), &colHead))
		for k, v := range objHead {
			if k != "nodes" && k != "steps" {
				assert.Equal(t, v, colHead[k], "header field %s", k)
			}
		}
		require.Equal(t, "columns", col.Form)
		windowed := c.opt.Algorithm == trace.AlphaBeta || c.opt.Algorithm == trace.NegamaxAlphaBeta
		name := c.game + " " + c.pos + " " + string(c.opt.Algorithm)
		str := func(v any) string { return col.Strings[int(v.(float64))] }
		num := func(v any) float64 { return v.(float64) }
		for i, n := range obj.Nodes {
			at := func(f string) any { return col.Nodes[f].([]any)[i] }
			assert.Equal(t, n["parent"], at("parent"), name)
			assert.Equal(t, n["depth"], at("depth"), name)
			assert.Equal(t, n["player"], map[float64]string{1: "max", -1: "min"}[num(at("player"))], name)
			assert.Equal(t, n["kind"], col.NodeKinds[int(num(at("kind")))], name)
			assert.Equal(t, n["move"], str(at("move")), name)
			assert.Equal(t, n["label"], str(at("label")), name)
			assert.Equal(t, n["value"], at("value"), name)
			bound, _ := n["bound"].(string)
			if bound == "" {
				bound = "exact"
			}
			assert.Equal(t, bound, col.Bounds[int(num(at("bound")))], name)
			if windowed {
				assert.Equal(t, n["alpha"], at("alpha"), name)
				assert.Equal(t, n["beta"], at("beta"), name)
			} else {
				assert.NotContains(t, col.Nodes, "alpha")
			}
			pv, _ := n["pv"].(bool)
			assert.Equal(t, pv, num(at("pv")) == 1, name)
			same, ok := n["same"]
			if !ok {
				same = float64(-1)
			}
			assert.Equal(t, same, at("same"), name)
			assert.Equal(t, n["first_step"], at("first_step"), name)
			assert.Equal(t, n["last_step"], at("last_step"), name)
			if b, ok := n["board"].([]any); ok {
				rows := make([]string, len(b))
				for r, row := range b {
					rows[r] = row.(string)
				}
				assert.Equal(t, strings.Join(rows, "/"), str(at("board")), name)
			} else {
				assert.NotContains(t, col.Nodes, "board")
			}
		}
		for k, s := range obj.Steps {
			at := func(f string) any { return col.Steps[f].([]any)[k] }
			assert.Equal(t, s["kind"], col.StepKinds[int(num(at("kind")))], name)
			assert.Equal(t, s["node"], at("node"), name)
			child, ok := s["child"]
			if !ok {
				child = float64(-1)
			}
			assert.Equal(t, child, at("child"), name)
			assert.Equal(t, s["depth"], at("depth"), name)
			assert.Equal(t, s["value"], at("value"), name)
			bound, _ := s["bound"].(string)
			if bound == "" {
				bound = "exact"
			}
			assert.Equal(t, bound, col.Bounds[int(num(at("bound")))], name)
			if windowed {
				assert.Equal(t, s["alpha"], at("alpha"), name)
				assert.Equal(t, s["beta"], at("beta"), name)
			}
			rule, _ := s["rule"].(string)
			assert.Equal(t, rule, str(at("rule")), name)
		}
		require.Len(t, obj.Nodes, int(col.Nodes["count"].(float64)))
		require.Len(t, obj.Steps, int(col.Steps["count"].(float64)))
	}
}
