package sandbox

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/trace"
)

// A game with chance(state) run in a worker is a games.Stochastic on the server as
// in the worker (lab.ChanceBackend through OpChance): chance defined, bounds(), the
// scale found on the worker's answers, the value searched in both.
func TestChanceGameThroughAWorker(t *testing.T) {
	t.Parallel()
	p := NewPool(Config{Workers: 1})
	defer p.Close()
	store := NewStore(1 << 20)
	for _, lang := range []lab.Lang{lab.Starlark, lab.JavaScript} {
		src, ok := lab.ExampleSourceLang(lang, "stones_dice")
		require.True(t, ok)
		tp := trace.DefaultParams()
		require.NoError(t, tp.Set("game", trace.ExternalPrefix+store.Put(lab.KindGame, lang, src)))
		require.NoError(t, tp.Set("algo", "expectiminimax"))
		g, err := NewGame(context.Background(), p, store, &tp, Budget{})
		require.NoError(t, err)
		lg := g.(*lab.Game)
		assert.True(t, lg.HasChance(), lang)
		lo, hi := lg.ValueBounds()
		assert.Equal(t, [2]int{-8, 8}, [2]int{lo, hi}, lang)
		assert.Equal(t, int64(729), lg.ValueScale(), lang)
		assert.False(t, lg.AtChance())
		lg.Play(2) // roll
		assert.True(t, lg.AtChance())
		assert.Equal(t, "1/3", lg.Probability(0).String())
		lg.Undo(2)
		// searched where the code is first (Prefetch), then here on its answers
		tr, err := trace.Search(lg, trace.Options{Algorithm: trace.Expectiminimax, Star1: true})
		require.NoError(t, err, lang)
		assert.Equal(t, "1/9", tr.Format(tr.Value), lang)
		assert.Equal(t, int64(729), tr.ValueScale(), lang)
	}
}
