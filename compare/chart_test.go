package compare

import (
	"bytes"
	"context"
	"encoding/xml"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/golden"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// wellFormed parses the SVG as XML and returns its texts (a text's tspans joined:
// "b^d" reads "bd").
func wellFormed(t *testing.T, svg []byte) []string {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(svg))
	var texts []string
	var cur *strings.Builder
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		switch x := tok.(type) {
		case xml.StartElement:
			if x.Name.Local == "text" {
				cur = &strings.Builder{}
			}
		case xml.CharData:
			if cur != nil {
				cur.Write(x)
			}
		case xml.EndElement:
			if x.Name.Local == "text" {
				texts = append(texts, cur.String())
				cur = nil
			}
		}
	}
	return texts
}

// flat is a label as wellFormed reads it back.
func flat(s string) string { return strings.ReplaceAll(s, "^", "") }

// fixedRows are rows with fixed times (a chart does not show them), for golden files.
func fixedRows(t *testing.T, p trace.Params, list string) []Row {
	algos, err := ParseAlgos(list)
	require.NoError(t, err)
	rows, err := Run(context.Background(), trace.Makers{}, p, algos, nil)
	require.NoError(t, err)
	for i := range rows {
		rows[i].Stats.ElapsedUS, rows[i].TimeMS = 0, 0
	}
	return rows
}

func TestBarChartGolden(t *testing.T) {
	t.Parallel()
	rows := fixedRows(t, trace.Params{Game: "tictactoe", Position: "X...O...."}, DefaultAlgos)
	for _, lang := range []string{msg.EN, msg.ES} {
		var buf bytes.Buffer
		require.NoError(t, BarChart(&buf, ProblemLabel("tictactoe", "X...O....", lang), rows, lang))
		texts := wellFormed(t, buf.Bytes())
		all := strings.Join(texts, "|")
		for _, r := range rows {
			assert.Contains(t, texts, AlgoLabel(r.Algo, lang), "the legend names every search in the chart's language")
		}
		assert.Contains(t, all, msg.Number(lang, rows[0].Stats.Nodes), "minimax's count on its bar")
		assert.Contains(t, all, msg.Format(lang, "compare.chart_tt_hits", nil))
		golden.Check(t, "bar_"+lang+".svg", buf.Bytes())
	}
}

func TestSweepChartGolden(t *testing.T) {
	t.Parallel()
	res := sweep(t, "minimax,alphabeta,negamax-alphabeta+order,alphabeta+iterative", SweepSpec{Problem: trace.Params{Game: "tree"},
		From: 1, To: 6, Branching: 3, Ordering: "random", Trees: 50, Seed: 1})
	for _, lang := range []string{msg.EN, msg.ES} {
		var buf bytes.Buffer
		require.NoError(t, SweepChart(&buf, res, MetricLeaves, lang))
		texts := wellFormed(t, buf.Bytes())
		assert.Contains(t, texts, flat(msg.Format(lang, "compare.chart_minimal", nil)))
		assert.Contains(t, texts, flat(msg.Format(lang, "compare.chart_full", nil)))
		assert.Contains(t, texts, msg.Format(lang, "compare.chart_depth", nil))
		assert.Contains(t, texts, "1") // the log axis starts at 1
		assert.Contains(t, texts, msg.Number(lang, 1000))
		golden.Check(t, "sweep_"+lang+".svg", buf.Bytes())
	}
	var buf bytes.Buffer
	require.NoError(t, SweepChart(&buf, res, MetricNodes, msg.EN))
	assert.Contains(t, wellFormed(t, buf.Bytes()), "nodes visited (log scale)")
	assert.Error(t, SweepChart(&buf, res, "edges", msg.EN))
}

func TestSweepChartGame(t *testing.T) {
	t.Parallel()
	res := sweep(t, "minimax,alphabeta,alphabeta+tt", SweepSpec{Problem: trace.Params{Game: "connect4", Position: "4453", Options: trace.Options{MaxNodes: 3000}},
		From: 1, To: 5})
	var buf bytes.Buffer
	require.NoError(t, SweepChart(&buf, res, MetricNodes, msg.ES))
	texts := wellFormed(t, buf.Bytes())
	assert.Contains(t, strings.Join(texts, "|"), "Conecta 4, columnas jugadas 4453, con profundidad limitada")
	golden.Check(t, "sweep_connect4_es.svg", buf.Bytes())
}

func TestChartsEscapeWhatUsersType(t *testing.T) {
	t.Parallel()
	rows := fixedRows(t, trace.Params{Game: "tree", Position: "(1,2)"}, "minimax")
	var buf bytes.Buffer
	require.NoError(t, BarChart(&buf, `tree <script>&"x"`, rows, msg.EN))
	assert.NotContains(t, buf.String(), "<script>")
	texts := wellFormed(t, buf.Bytes())
	assert.Contains(t, strings.Join(texts, "|"), `tree <script>&"x" — the searches compared`)
}
