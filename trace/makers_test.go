package trace

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
)

// code is the coded error's code, "" for nil or an uncoded error.
func code(err error) string {
	if c, ok := msg.Find(err); ok {
		return c.Code()
	}
	return ""
}

func TestMakersNewGame(t *testing.T) {
	t.Parallel()
	textbook, err := games.New("tree", "textbook", games.Options{})
	require.NoError(t, err)
	type ctxKey struct{}
	var seen context.Context
	lab := func(ctx context.Context, p *Params) (Game, error) {
		seen = ctx
		return textbook.(Game), nil
	}
	ctx := context.WithValue(context.Background(), ctxKey{}, "the request's")
	tests := []struct {
		name     string
		makers   Makers
		p        Params
		wantCode string
		wantLab  bool
	}{
		{"a built-in game needs no maker", Makers{}, Params{Game: "tree", Position: "((3,5),(2,9))"}, "", false},
		{"a student's game without Lab is refused", Makers{}, Params{Game: "lab:0123"}, "lab.unavailable", false},
		{"a student's evaluation without Lab is refused", Makers{}, Params{Game: "connect4", Eval: "lab:0123"}, "lab.unavailable", false},
		{"a student's game with Lab", Makers{Lab: lab}, Params{Game: "lab:0123"}, "", true},
		{"a student's evaluation with Lab", Makers{Lab: lab}, Params{Game: "connect4", Eval: "lab:0123"}, "", true},
	}
	for _, tt := range tests {
		seen = nil
		g, err := tt.makers.NewGame(ctx, &tt.p)
		assert.Equal(t, tt.wantCode, code(err), tt.name)
		if tt.wantCode == "" {
			assert.NotNil(t, g, tt.name)
		}
		if tt.wantLab {
			require.NotNil(t, seen, tt.name)
			assert.Equal(t, "the request's", seen.Value(ctxKey{}), "%s: the request's context is passed on", tt.name)
		} else {
			assert.Nil(t, seen, "%s: Lab is not asked", tt.name)
		}
	}
	// Params.NewGame alone never runs a student's code
	_, err = (&Params{Game: "lab:0123"}).NewGame()
	assert.Equal(t, "lab.unavailable", code(err))
}

func TestMakersSearch(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	solved := &Trace{}
	var solverCalls int
	solver := func(ctx context.Context, p *Params) (*Trace, error) {
		solverCalls++
		return solved, nil
	}
	ab := Options{Algorithm: AlphaBeta}

	tr, err := Makers{}.Search(ctx, &Params{Game: "tree", Position: "textbook", Options: ab})
	require.NoError(t, err)
	require.True(t, tr.HasValue)
	assert.Equal(t, 3, tr.Value, "the textbook tree's value")

	_, err = Makers{}.Search(ctx, &Params{Game: "connect4", Solver: true, Options: ab})
	assert.Equal(t, "param.solver_unavailable", code(err), "no solver given")

	tr, err = Makers{Solver: solver}.Search(ctx, &Params{Game: "connect4", Position: "4453", Solver: true, Options: ab})
	require.NoError(t, err)
	assert.Same(t, solved, tr)
	assert.Equal(t, 1, solverCalls)

	// a bad problem is refused by Prepare, before anything runs
	_, err = Makers{Solver: solver}.Prepare(ctx, &Params{Game: "tictactoe", Solver: true, Options: ab})
	assert.Equal(t, "param.solver_game", code(err))
	_, err = Makers{Solver: solver}.Prepare(ctx, &Params{Game: "tree", Position: "((1,2)", Options: ab})
	assert.Error(t, err)
	assert.Equal(t, 1, solverCalls, "Prepare never runs the search")

	// the search runs under the context it is given
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	run, err := Makers{}.Prepare(ctx, &Params{Game: "tree", Position: "random:b=4,d=8,seed=1", Options: ab})
	require.NoError(t, err)
	tr, err = run(cancelled)
	require.NoError(t, err)
	assert.Equal(t, "cancelled", tr.StopKind, "a cancelled search stops at once")
}
