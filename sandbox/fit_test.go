package sandbox

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// endlessGame is a game no exercise fits from anywhere near its start: two moves a
// turn for 40 turns, every tree within Fit's tries far over MaxGameNodes.
const endlessGame = `def initial():
    return 0

def moves(n):
    return [1, 2]

def play(n, m):
    return n + 1

def result(n):
    if n >= 40:
        return 1
    return None
`

// fitHere is exercise.Fit run in the test's own process on the program: what the
// worker's job must find.
func fitHere(t *testing.T, lang lab.Lang, source string, spec exercise.Spec) (string, error) {
	t.Helper()
	p, err := lab.LoadLang(lab.KindGame, lang, source, lab.Limits{})
	require.NoError(t, err)
	local := trace.Makers{Lab: func(_ context.Context, tp *trace.Params) (trace.Game, error) {
		return lab.NewGame(lab.NewLocalGame(p), tp.Position)
	}}
	e, err := exercise.Fit(context.Background(), local, spec)
	if err != nil {
		return "", err
	}
	return e.Spec.Position, nil
}

// A student's game too big from its start is fitted in one worker job: the position
// it finds is the one exercise.Fit finds beside the code, for every question, in
// both languages, from the start or from a position on; a game that fits already
// stays where it is; one that fits nowhere is exercise.too_big.
func TestFitPosition(t *testing.T) {
	t.Parallel()
	p := NewPool(Config{Workers: 2})
	defer p.Close()
	store := NewStore(1 << 20)
	// the jobs' time: a few tenths of a second here, quiet; the workers are niced, and
	// beside CI's other packages one job took more than the default 10 s
	budget := Budget{Time: 2 * time.Minute}
	example := func(lang lab.Lang, name string) string {
		src, ok := lab.ExampleSourceLang(lang, name)
		require.True(t, ok, name)
		return src
	}
	for _, tc := range []struct {
		name     string
		lang     lab.Lang
		source   string
		q        exercise.Question
		position string
	}{
		{"nim prune", lab.Starlark, example(lab.Starlark, "nim"), exercise.Prune, ""},
		{"nim values", lab.Starlark, example(lab.Starlark, "nim"), exercise.Values, ""},
		{"nim in JavaScript", lab.JavaScript, example(lab.JavaScript, "nim"), exercise.Order, ""},
		{"stones window", lab.Starlark, example(lab.Starlark, "stones"), exercise.Window, ""},
		{"stones from a position on", lab.JavaScript, stonesJS, exercise.Prune, "take 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			spec := exercise.Spec{Source: trace.ExternalPrefix + store.Put(lab.KindGame, tc.lang, tc.source), Q: tc.q, Position: tc.position}
			want, err := fitHere(t, tc.lang, tc.source, spec)
			require.NoError(t, err)
			got, err := p.FitPosition(context.Background(), store, spec, budget)
			require.NoError(t, err)
			assert.Equal(t, want, got)
			assert.NotEqual(t, tc.position, got, "the tree from the position asked is too big")

			spec.Position = got // a tree that fits stays
			again, err := p.FitPosition(context.Background(), store, spec, budget)
			require.NoError(t, err)
			assert.Equal(t, got, again)
		})
	}
	t.Run("fits nowhere", func(t *testing.T) {
		spec := exercise.Spec{Source: trace.ExternalPrefix + store.Put(lab.KindGame, lab.Starlark, endlessGame), Q: exercise.Prune}
		_, err := fitHere(t, lab.Starlark, endlessGame, spec)
		require.True(t, exercise.IsTooBig(err), "%v", err)
		_, err = p.FitPosition(context.Background(), store, spec, budget)
		var le *lab.Error
		require.ErrorAs(t, err, &le)
		assert.Equal(t, "exercise.too_big", le.Kind)
	})
	t.Run("unknown", func(t *testing.T) {
		_, err := p.FitPosition(context.Background(), store, exercise.Spec{Source: trace.ExternalPrefix + "00ff", Q: exercise.Prune}, budget)
		var m *msg.Error
		require.ErrorAs(t, err, &m)
		assert.Equal(t, "lab.unknown", m.Code())
	})
}
