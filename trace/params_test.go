package trace_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

func TestParamsSet(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, value string
		check       func(*testing.T, trace.Params)
	}{
		{"algo", "negamax-alphabeta", func(t *testing.T, p trace.Params) { assert.Equal(t, trace.NegamaxAlphaBeta, p.Options.Algorithm) }},
		{"depth", "4", func(t *testing.T, p trace.Params) { assert.Equal(t, 4, p.Options.Depth) }},
		{"order", "", func(t *testing.T, p trace.Params) { assert.True(t, p.Options.Order) }},
		{"tt", "naive", func(t *testing.T, p trace.Params) { assert.Equal(t, trace.TTNaive, p.Options.TT) }},
		{"tt", "true", func(t *testing.T, p trace.Params) { assert.Equal(t, trace.TTBounds, p.Options.TT) }},
		{"tt", "false", func(t *testing.T, p trace.Params) { assert.Equal(t, trace.TTOff, p.Options.TT) }},
		{"time-limit", "1.5", func(t *testing.T, p trace.Params) { assert.Equal(t, 1500*time.Millisecond, p.Options.TimeLimit) }},
		{"time-limit", "250ms", func(t *testing.T, p trace.Params) { assert.Equal(t, 250*time.Millisecond, p.Options.TimeLimit) }},
		{"root", "MIN", func(t *testing.T, p trace.Params) { assert.True(t, p.RootMin) }},
		{"takes", "1, 3,4", func(t *testing.T, p trace.Params) { assert.Equal(t, []int{1, 3, 4}, p.Takes) }},
		{"max-nodes", "5000", func(t *testing.T, p trace.Params) { assert.Equal(t, int64(5000), p.Options.MaxNodes) }},
	}
	for _, tc := range tests {
		t.Run(tc.name+"="+tc.value, func(t *testing.T) {
			t.Parallel()
			var p trace.Params
			require.NoError(t, p.Set(tc.name, tc.value))
			tc.check(t, p)
		})
	}
}

func TestParamsSetErrors(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, value, msg string }{
		{"algo", "bogus", `algo "bogus": must be minimax`},
		{"depth", "-1", `depth "-1": must be between 0 and 200`},
		{"depth", "x", `depth "x": not a whole number`},
		{"order", "maybe", `order "maybe": must be true or false`},
		{"time-limit", "forever", `time-limit "forever": not a duration`},
		{"root", "middle", `root "middle": must be max or min`},
		{"takes", "0", `takes "0"`},
		{"takes", "", `give at least one number`},
		{"takes", "1,,2", `takes "1,,2": an empty item between commas`},
		{"takes", "1,", `takes "1,": an empty item between commas`},
		{"takes", "1,x", `takes "1,x": "x" is not a whole number`},
		{"takes", "1,21", `takes "1,21": "21": a take must be between 1 and 20 stones`},
		{"tt", "maybe", `tt "maybe": must be true, false or naive`},
		{"time-limit", "NaN", `time-limit "NaN": must be between 0 and 3600 seconds`},
		{"nope", "1", `unknown parameter "nope"`},
	}
	for _, tc := range tests {
		t.Run(tc.name+"="+tc.value, func(t *testing.T) {
			t.Parallel()
			var p trace.Params
			err := p.Set(tc.name, tc.value)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.msg)
		})
	}
}

// A parameter error is coded and reads in Spanish too.
func TestParamErrorCoded(t *testing.T) {
	t.Parallel()
	var p trace.Params
	err := p.Set("depth", "300")
	c, ok := msg.Find(err)
	require.True(t, ok)
	assert.Equal(t, "param.range", c.Code())
	assert.Equal(t, map[string]any{"name": "depth", "value": "300", "lo": 0, "hi": 200}, c.Params())
	assert.Equal(t, `depth "300": debe estar entre 0 y 200`, c.Text(msg.ES))
	err = p.Set("takes", "1,,2")
	assert.Equal(t, `takes "1,,2": hay un elemento vacío entre dos comas`, msg.Text(err, msg.ES))
	assert.Equal(t, `parámetro desconocido "nope"`, msg.Text(p.Set("nope", ""), msg.ES))
}

func TestOptionsCheck(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		o    trace.Options
		code string
	}{
		{trace.Options{Algorithm: "mtdf"}, "options.algo"},
		{trace.Options{Depth: 201}, "options.depth"},
		{trace.Options{MaxNodes: -1}, "options.max_nodes"},
		{trace.Options{TimeLimit: -1}, "options.time_limit"},
		{trace.Options{TTSize: 1 << 27}, "options.tt_size"},
	} {
		c, ok := msg.Find(tc.o.Check())
		require.True(t, ok, tc.code)
		assert.Equal(t, tc.code, c.Code())
		_, err := trace.Search(games.NewTicTacToe(), tc.o)
		assert.Error(t, err, "the search refuses it too: %s", tc.code)
	}
	assert.NoError(t, (&trace.Options{}).Check())
}

func TestParamsValuesRoundTrip(t *testing.T) {
	t.Parallel()
	p := trace.Params{Game: "connect4", Position: "4453", Takes: []int{1, 2}, Eval: "better",
		Options: trace.Options{Algorithm: trace.AlphaBeta, Depth: 5, Order: true, TT: trace.TTNaive, FailHard: true,
			PlainScores: true, Iterative: true, MaxNodes: 99, TimeLimit: time.Second, PrunedWhole: true}}
	var q trace.Params
	for k, v := range p.Values() {
		require.NoError(t, q.Set(k, v), k)
	}
	assert.Equal(t, p, q)
}

func FuzzParamsSet(f *testing.F) {
	for _, s := range trace.ParamSpecs {
		f.Add(s.Name, "1")
		f.Add(s.Name, "true")
	}
	f.Add("time-limit", "1e308")
	f.Add("takes", ",,,")
	f.Fuzz(func(t *testing.T, name, value string) {
		t.Parallel()
		var p trace.Params
		if err := p.Set(name, value); err != nil {
			return
		}
		o := p.Options
		assert.GreaterOrEqual(t, o.Depth, 0)
		assert.GreaterOrEqual(t, o.MaxNodes, int64(0))
		assert.GreaterOrEqual(t, o.TimeLimit, time.Duration(0))
	})
}

func TestDefaultParamsStartIsEachGamesOwn(t *testing.T) {
	t.Parallel()
	for game, want := range map[string]string{"tree": "textbook", "tictactoe": ".........", "stones": "10", "connect4": ""} {
		p := trace.DefaultParams()
		require.NoError(t, p.Set("game", game))
		assert.Equal(t, want, p.Start(), game)
		_, err := p.NewGame()
		assert.NoError(t, err, "choosing only a game must work: %s", game)
	}
}

// Odd numbers for time-limit name what is wrong: out of range, not "not a duration".
func TestTimeLimitOddNumbers(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ value, code string }{
		{"NaN", "param.seconds_range"}, {"Inf", "param.seconds_range"}, {"-Inf", "param.seconds_range"},
		{"1e400", "param.seconds_range"}, {"-1", "param.seconds_range"}, {"3601", "param.seconds_range"},
		{"99999999999h", "param.duration_range"}, {"9223372036854775808ns", "param.duration_range"},
		{"-5s", "param.duration_range"}, {"2h", "param.duration_range"},
		{"soon", "param.duration"}, {"5 s", "param.duration"}, {"1e3s", "param.duration"},
	} {
		var p trace.Params
		err := p.Set("time-limit", tc.value)
		var pe *trace.ParamError
		require.ErrorAs(t, err, &pe, tc.value)
		assert.Equal(t, tc.code, pe.Code(), tc.value)
		assert.Equal(t, tc.value, pe.Params()["value"])
	}
}

func TestParseBool(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]bool{"": true, "1": true, "t": true, "TRUE": true, "yes": true, "On": true,
		"0": false, "f": false, "false": false, "No": false, "OFF": false} {
		v, ok := trace.ParseBool(in)
		assert.True(t, ok, in)
		assert.Equal(t, want, v, in)
	}
	for _, in := range []string{"2", "y", "maybe", " true", "truee"} {
		_, ok := trace.ParseBool(in)
		assert.False(t, ok, in)
	}
}
