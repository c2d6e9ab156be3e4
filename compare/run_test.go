package compare

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// traceHeader runs the search p with algo a as `trace` does and returns its JSON
// header's fields.
func traceHeader(t *testing.T, p trace.Params, a Algo) map[string]json.RawMessage {
	t.Helper()
	g, err := p.NewGame()
	require.NoError(t, err)
	tr, err := trace.Search(g, a.Options(p.Options))
	require.NoError(t, err)
	var buf bytes.Buffer
	require.NoError(t, tr.WriteJSON(&buf, p.Problem()))
	var h map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(buf.Bytes(), &h))
	return h
}

func TestRunRowsAreTheTraceJSON(t *testing.T) {
	t.Parallel()
	problems := map[string]trace.Params{
		"textbook":  {Game: "tree"},
		"tictactoe": {Game: "tictactoe", Position: "X...O....", Options: trace.Options{Depth: 4}},
		"connect4":  {Game: "connect4", Position: "4453", Options: trace.Options{Depth: 3}},
		"stones":    {Game: "stones", Position: "9"},
	}
	algos, err := ParseAlgos(DefaultAlgos + ",alphabeta+order+tt")
	require.NoError(t, err)
	for name, p := range problems {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			var streamed []string
			rows, err := Run(context.Background(), trace.Makers{}, p, algos, func(r Row) error {
				streamed = append(streamed, r.Algo)
				return nil
			})
			require.NoError(t, err)
			require.Len(t, rows, len(algos))
			assert.Equal(t, Names(algos), streamed, "each row as it finishes, in order")
			for i, r := range rows {
				h := traceHeader(t, p, algos[i])
				assert.JSONEq(t, string(h["options"]), string(r.Options), r.Algo)
				assert.JSONEq(t, string(h["value"]), jsonOf(t, r.Value), r.Algo)
				var want Stats
				require.NoError(t, json.Unmarshal(h["stats"], &want))
				want.ElapsedUS = r.Stats.ElapsedUS // the one figure two runs do not share
				assert.Equal(t, want, r.Stats, r.Algo)
				// byte for byte, field names and order included, given the same time
				got := r.Stats
				got.ElapsedUS = 0
				var traceStats Stats
				require.NoError(t, json.Unmarshal(h["stats"], &traceStats))
				got.ElapsedUS = traceStats.ElapsedUS
				assert.Equal(t, string(h["stats"]), jsonOf(t, got))
				assert.True(t, r.Complete)
				assert.GreaterOrEqual(t, r.TimeMS, 0.0)
			}
			// every algorithm proves the same value
			for _, r := range rows[1:] {
				assert.Equal(t, *rows[0].Value, *r.Value, r.Algo)
			}
			assert.Less(t, rows[1].Stats.Nodes, rows[0].Stats.Nodes+1, "alpha-beta visits no more than minimax")
		})
	}
}

func TestRunTextbookCounts(t *testing.T) {
	t.Parallel()
	algos, err := ParseAlgos("minimax,alphabeta,negamax,negamax-alphabeta")
	require.NoError(t, err)
	rows, err := Run(context.Background(), trace.Makers{}, trace.Params{Game: "tree", Position: "figure-5.2"}, algos, nil)
	require.NoError(t, err)
	// Russell & Norvig's figure 5.2: 3 MIN nodes of 3 leaves; alpha-beta prunes C's last two
	assert.Equal(t, Stats{Nodes: 13, Leaves: 9}, withoutTime(rows[0].Stats))
	assert.Equal(t, Stats{Nodes: 11, Leaves: 7, Cutoffs: 1}, withoutTime(rows[1].Stats))
	assert.Equal(t, 3, *rows[0].Value)
	assert.Equal(t, rows[0].Stats.Nodes, withoutTime(rows[2].Stats).Nodes, "negamax visits what minimax does")
	assert.Less(t, rows[1].Stats.Leaves, rows[0].Stats.Leaves, "alpha-beta prunes")
	assert.Positive(t, rows[1].Stats.Cutoffs)
	assert.Equal(t, withoutTime(rows[1].Stats), withoutTime(rows[3].Stats), "both alpha-betas visit the same tree")
}

func TestRunStopsAndErrors(t *testing.T) {
	t.Parallel()
	algos, err := ParseAlgos("minimax,alphabeta")
	require.NoError(t, err)
	p := trace.Params{Game: "tictactoe", Options: trace.Options{MaxNodes: 500}}
	rows, err := Run(context.Background(), trace.Makers{}, p, algos, nil)
	require.NoError(t, err, "a search stopped by its budget is a row")
	require.Len(t, rows, 2)
	assert.False(t, rows[0].Complete)
	assert.Equal(t, "nodes", rows[0].StopKind)

	_, err = Run(context.Background(), trace.Makers{}, trace.Params{Game: "tree", Position: "((1,2)"}, algos, nil)
	_, coded := msg.Find(err)
	assert.True(t, coded, "a bad position is a coded error: %v", err)

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = Run(ctx, trace.Makers{}, trace.Params{Game: "tree"}, algos, nil)
	assert.ErrorIs(t, err, context.Canceled)

	stop := errors.New("reader gone")
	rows, err = Run(context.Background(), trace.Makers{}, trace.Params{Game: "tree"}, algos, func(Row) error { return stop })
	assert.ErrorIs(t, err, stop)
	assert.Len(t, rows, 1, "stops after the row the callback refused")
}

func withoutTime(s Stats) Stats { s.ElapsedUS = 0; return s }

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}

func ExampleRun() {
	algos, _ := ParseAlgos("minimax,alphabeta,alphabeta+tt")
	p := trace.Params{Game: "tree", Position: "figure-5.2"}
	Run(context.Background(), trace.Makers{}, p, algos, func(r Row) error {
		s := r.Stats
		fmt.Printf("%-13s value %d: %2d nodes, %d leaves, %d cutoffs, %d table hits\n",
			r.Algo, *r.Value, s.Nodes, s.Leaves, s.Cutoffs, s.TTHits)
		return nil
	})
	// Output:
	// minimax       value 3: 13 nodes, 9 leaves, 0 cutoffs, 0 table hits
	// alphabeta     value 3: 11 nodes, 7 leaves, 1 cutoffs, 0 table hits
	// alphabeta+tt  value 3: 11 nodes, 7 leaves, 1 cutoffs, 0 table hits
}
