package web

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/exercise"
)

// The exercise cache holds a class of 30 students at 20 tasks of level 5, each with
// their own tree and its pictures in both languages (weighed from a sample: drawing
// 1200 pictures takes seconds), and stays within its bounds when far more come.
func TestClassExerciseCacheBounded(t *testing.T) {
	t.Parallel()
	cache := newExerciseCache()
	put := func(level int, seed int64) *taskExercise {
		e, err := exercise.New(exercise.Spec{Source: "random", Level: level, Seed: seed})
		require.NoError(t, err)
		key := e.Spec.Query()
		te := &taskExercise{e: e, pictures: map[string][]byte{}, grow: func(d int64) { cache.Grow(key, d) }}
		return cache.Put(key, te, int64(e.NodeCount()*exerciseNodeBytes))
	}
	const class, sample = 30 * 20, 10
	for seed := range int64(class) {
		te := put(5, seed+1)
		if seed < sample {
			en := te.question("en")
			assert.Equal(t, en, te.question("en"), "kept as drawn")
			te.question("es")
		}
	}
	n, bytes := cache.Stats()
	assert.Equal(t, class, n, "a class's trees, all kept")
	first := newExerciseCache() // the weight of one exercise with both pictures
	for seed := range int64(sample) {
		e, err := exercise.New(exercise.Spec{Source: "random", Level: 5, Seed: seed + 1})
		require.NoError(t, err)
		key := e.Spec.Query()
		te := first.Put(key, &taskExercise{e: e, pictures: map[string][]byte{}, grow: func(d int64) { first.Grow(key, d) }}, int64(e.NodeCount()*exerciseNodeBytes))
		te.question("en")
		te.question("es")
	}
	_, sampled := first.Stats()
	each := sampled / sample
	t.Logf("an exercise of level 5 with both pictures: %d bytes; a class of %d: %d bytes (%d bytes now)", each, class, each*class, bytes)
	assert.Less(t, each*class, int64(maxCachedBytes)/2, "a class in half the cache")

	for seed := range int64(maxCachedTasks + 100) {
		put(1, 10_000+seed)
	}
	n, bytes = cache.Stats()
	assert.LessOrEqual(t, n, maxCachedTasks)
	assert.LessOrEqual(t, bytes, int64(maxCachedBytes))
}
