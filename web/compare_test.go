package web

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/compare"
)

func TestCompareAPI(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	r := get(t, h, "/api/compare?game=tree&position=figure-5.2&algos=minimax,alphabeta,negamax-alphabeta%2Btt")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	var a struct {
		Problem     map[string]string `json:"problem"`
		Rows        []compare.Row     `json:"rows"`
		ChartSVGURL string            `json:"chart_svg_url"`
	}
	require.NoError(t, json.Unmarshal(r.body, &a))
	assert.Equal(t, "tree", a.Problem["game"])
	assert.Equal(t, "figure-5.2", a.Problem["position"])
	require.Len(t, a.Rows, 3)
	assert.Equal(t, []string{"minimax", "alphabeta", "negamax-alphabeta+tt"}, []string{a.Rows[0].Algo, a.Rows[1].Algo, a.Rows[2].Algo})
	assert.Equal(t, compare.Stats{Nodes: 13, Leaves: 9}, zeroTime(a.Rows[0].Stats))
	assert.Equal(t, compare.Stats{Nodes: 11, Leaves: 7, Cutoffs: 1}, zeroTime(a.Rows[1].Stats))
	for _, row := range a.Rows {
		assert.Equal(t, 3, *row.Value)
		assert.True(t, row.Complete)
	}
	// the options are the trace's, with the server's budget
	var opts map[string]any
	require.NoError(t, json.Unmarshal(a.Rows[2].Options, &opts))
	assert.Equal(t, "bounds", opts["tt"])
	assert.EqualValues(t, Defaults().DefaultMaxNodes, opts["max_nodes"])

	// the chart's link draws the same rows (kept: not searched again)
	require.True(t, strings.HasPrefix(a.ChartSVGURL, "/api/compare/chart?"), a.ChartSVGURL)
	r = get(t, h, a.ChartSVGURL)
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Equal(t, "image/svg+xml; charset=utf-8", r.header.Get("Content-Type"))
	assert.Contains(t, string(r.body), "Negamax with alpha-beta + transposition table")
	assert.Contains(t, string(r.body), "nodes visited")
	require.NoError(t, xmlWellFormed(r.body))

	// Spanish, by POST
	r = do(t, h, http.MethodPost, "/api/compare/chart", strings.NewReader("algos=minimax&lang=es"), nil)
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Contains(t, string(r.body), "nodos visitados")
}

func TestCompareAPIBudget(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	r := get(t, h, "/api/compare?game=tictactoe&algos=minimax,alphabeta%2Btt")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	var a struct{ Rows []compare.Row }
	require.NoError(t, json.Unmarshal(r.body, &a))
	assert.False(t, a.Rows[0].Complete, "minimax on the empty board passes 20,000 nodes")
	assert.Equal(t, "nodes", a.Rows[0].StopKind)
	assert.LessOrEqual(t, a.Rows[0].Stats.Nodes, Defaults().DefaultMaxNodes+1)
	assert.True(t, a.Rows[1].Complete)
}

func TestCompareSweepAPI(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{})
	r := get(t, h.Handler(), "/api/compare/sweep?game=tree&b=3&ordering=best&depth=1..5&algos=minimax,alphabeta&trees=10")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	var res compare.SweepResult
	require.NoError(t, json.Unmarshal(r.body, &res))
	assert.Equal(t, []int{1, 2, 3, 4, 5}, res.Depths)
	assert.Equal(t, []int64{3, 5, 11, 17, 35}, res.Minimal)
	assert.Equal(t, []int64{3, 9, 27, 81, 243}, res.Full)
	for i := range res.Depths {
		assert.Equal(t, float64(res.Minimal[i]), *res.Series[1].Leaves[i], "best order: the minimal tree")
		assert.Equal(t, float64(res.Full[i]), *res.Series[0].Leaves[i])
	}

	r = get(t, h.Handler(), "/api/compare/sweep?game=tree&b=3&ordering=best&depth=1..5&algos=minimax,alphabeta&trees=10&format=svg&lang=es")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Equal(t, "image/svg+xml; charset=utf-8", r.header.Get("Content-Type"))
	assert.Contains(t, string(r.body), "árbol mínimo")
	require.NoError(t, xmlWellFormed(r.body))

	r = get(t, h.Handler(), "/api/compare/sweep?game=tictactoe&depth=1..3&algos=minimax")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	var game compare.SweepResult
	require.NoError(t, json.Unmarshal(r.body, &game))
	assert.Equal(t, 9.0, *game.Series[0].Leaves[0])
	assert.Empty(t, game.Minimal, "a game has no uniform branching: no reference lines")
}

func TestCompareAPIErrors(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	tests := []struct {
		target string
		status int
		code   string
	}{
		{"/api/compare?algos=alphabet", 400, "compare.algo_unknown"},
		{"/api/compare?algos=alphabeta%2Bmagic&lang=es", 400, "compare.refinement_unknown"},
		{"/api/compare?algos=", 400, "compare.algos_none"},
		{"/api/compare?game=tree&position=((1,2)", 400, "tree.unclosed"},
		{"/api/compare?depth=x", 400, "param.int"},
		{"/api/compare?colour=red", 400, "web.unknown_param"},
		{"/api/compare?algos=minimax&algos=alphabeta", 400, "web.repeated"},
		{"/api/compare/chart?lang=fr", 400, "param.lang"},
		{"/api/compare/sweep?depth=1..13", 400, "compare.depths_range"},
		{"/api/compare/sweep?depth=deep", 400, "compare.depths"},
		{"/api/compare/sweep?b=x", 400, "compare.branching"},
		{"/api/compare/sweep?b=11", 400, "compare.branching"},
		{"/api/compare/sweep?ordering=sideways", 400, "compare.ordering"},
		{"/api/compare/sweep?trees=0", 400, "compare.trees"},
		{"/api/compare/sweep?trees=20000", 400, "compare.trees"},
		{"/api/compare/sweep?seed=x", 400, "compare.seed"},
		{"/api/compare/sweep?format=png", 400, "compare.format"},
		{"/api/compare/sweep?metric=edges", 400, "compare.metric"},
		{"/api/compare/sweep?values=9..0", 400, "compare.values"},
		{"/api/compare/sweep?position=textbook", 400, "compare.sweep_position"},
		{"/api/compare/sweep?b=4&depth=1..8&trees=1000", 400, "compare.sweep_too_big"},
		{"/api/compare/sweep?b=10&depth=1..6", 400, "random.too_many_nodes"},
		{"/api/compare/sweep?game=chess", 400, "game.unknown"},
	}
	for _, tc := range tests {
		t.Run(tc.target, func(t *testing.T) {
			r := get(t, h, tc.target)
			assert.Equal(t, tc.status, r.code, "%s", r.body)
			j := r.json(t)
			assert.Equal(t, tc.code, j["code"], "%s", r.body)
			noStack(t, r.body)
		})
	}
	r := get(t, h, "/api/compare/sweep?ordering=sideways&lang=es")
	assert.Contains(t, r.json(t)["error"], "ordering debe ser")
}

func zeroTime(s compare.Stats) compare.Stats { s.ElapsedUS = 0; return s }

func xmlWellFormed(b []byte) error {
	dec := xml.NewDecoder(bytes.NewReader(b))
	for {
		_, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}
