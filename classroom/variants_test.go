package classroom

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
	"github.com/gametree/gametree/exercise"
)

// A student's seed is the same every time, another student's (or task's, or
// assignment's) another, and a number JSON holds exactly.
func TestVariantSeed(t *testing.T) {
	t.Parallel()
	seen := map[int64]string{}
	for _, a := range []string{"a1", "a2"} {
		for task := range 3 {
			for _, st := range []string{"ana", "bruno", "carla"} {
				seed := VariantSeed(a, task, st, 7)
				assert.Equal(t, seed, VariantSeed(a, task, st, 7), "the same every time")
				assert.GreaterOrEqual(t, seed, int64(1))
				assert.LessOrEqual(t, seed, int64(1)<<53)
				who := fmt.Sprint(a, task, st)
				_, dup := seen[seed]
				assert.False(t, dup, "%s has %s's seed", who, seen[seed])
				seen[seed] = who
			}
		}
	}
	assert.NotEqual(t, VariantSeed("a1", 0, "ana", 7), VariantSeed("a1", 0, "ana", 8), "the task's own seed counts")
}

// A random task gives each student their own tree by default; presets, typed trees
// and games are shared, and cannot be anything else; the setting is stored.
func TestTaskVariants(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		random := exercise.Spec{Source: "random", Level: 3, Seed: 5}
		c, _, a := newClassWith(t, s, NewTask{Spec: random}, NewTask{Spec: random, Variants: Shared}, NewTask{Spec: textbook},
			NewTask{Spec: exercise.Spec{Source: "tree", Position: "A(B(3,5),C(2,9))"}, Variants: Shared})
		want := []Variants{PerStudent, Shared, Shared, Shared}
		for i, v := range want {
			assert.Equal(t, v, a.Tasks[i].Variants, "task %d", i+1)
		}
		back, err := s.Assignment(ctx, a.ID)
		require.NoError(t, err)
		for i, v := range want {
			assert.Equal(t, v, back.Tasks[i].Variants, "task %d read back", i+1)
		}
		for _, bad := range []struct {
			task NewTask
			code string
		}{
			{NewTask{Spec: textbook, Variants: PerStudent}, "class.variants_fixed"},
			{NewTask{Spec: exercise.Spec{Source: "tree", Position: "A(B(3,5),C(2,9))"}, Variants: PerStudent}, "class.variants_fixed"},
			{NewTask{Spec: random, Variants: "each"}, "class.variants"},
		} {
			_, err := s.CreateAssignment(ctx, c.ID, NewAssignment{Title: "bad", Tasks: []NewTask{bad.task}})
			refusal(t, err, Invalid, bad.code)
		}

		// two students, two trees; the same student, the same tree
		ana, bea := Student{ID: "ana-id"}, Student{ID: "bea-id"}
		per, shared := back.Tasks[0], back.Tasks[1]
		tree := func(spec exercise.Spec) string { return exercise.RandomTree(spec.Level, spec.Seed) }
		assert.NotEqual(t, tree(per.SpecFor(a.ID, ana.ID)), tree(per.SpecFor(a.ID, bea.ID)), "a tree each")
		assert.Equal(t, per.SpecFor(a.ID, ana.ID), per.SpecFor(a.ID, ana.ID))
		assert.Equal(t, random.Level, per.SpecFor(a.ID, ana.ID).Level, "the same level")
		assert.Equal(t, per.Spec.Q, per.SpecFor(a.ID, ana.ID).Q, "and question")
		assert.Equal(t, per.Spec, per.SpecFor(a.ID, ""), "without a student: the task's own")
		assert.Equal(t, shared.Spec, shared.SpecFor(a.ID, ana.ID), "shared")
		assert.Equal(t, shared.SpecFor(a.ID, bea.ID), shared.SpecFor(a.ID, ana.ID))
	})
}

// The ranked mistakes of a task with a tree per student group the same mistake at
// nodes of the same role across the trees, counting students, with an example from
// each tree; wrong answers rank before answers not given, however many left them out.
func TestRankAcrossVariants(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		spec := exercise.Spec{Source: "random", Level: 4, Seed: 11, Q: exercise.Prune}
		_, _, a := newClassWith(t, s, NewTask{Spec: spec}, NewTask{Spec: spec, Variants: Shared})
		seeds := map[int64]bool{}
		wrongGiven := map[string]string{} // by student: the value given at B
		for i, name := range []string{"Ana", "Bruno", "Carla", "Dani"} {
			st, _, err := s.Join(ctx, a.ID, name, "")
			require.NoError(t, err)
			for task := range 2 {
				vspec := a.Tasks[task].SpecFor(a.ID, st.ID)
				if task == 0 {
					seeds[vspec.Seed] = true
				}
				e, err := exercise.New(vspec)
				require.NoError(t, err)
				ans := e.Solution()
				// the root's value not given, by all four; a MAX node at depth 2 one
				// off, by two: the first such node and the last
				delete(ans.Values, e.Name(0))
				if i < 2 {
					var deep []string
					for name := range ans.Values {
						if p, d := e.At("value", name); p == "max" && d == 2 {
							deep = append(deep, name)
						}
					}
					slices.Sort(deep)
					require.GreaterOrEqual(t, len(deep), 2)
					name := deep[0]
					if i == 1 {
						name = deep[len(deep)-1]
					}
					ans.Values[name]++
					if task == 0 {
						wrongGiven[st.ID] = name + "=" + fmt.Sprint(ans.Values[name])
					}
				}
				at, _, err := s.Submit(ctx, HandIn{Assignment: &a, Student: st, Task: task, Submission: fmt.Sprint("s", task), Answers: ans}, e)
				require.NoError(t, err)
				assert.Equal(t, vspec.Seed, at.Seed, "the tree it was graded against")
			}
			list, err := s.StudentAttempts(ctx, a.ID, st.ID)
			require.NoError(t, err)
			require.Len(t, list, 2)
			assert.Equal(t, a.Tasks[0].SpecFor(a.ID, st.ID).Seed, list[0].Seed, "read back: the student's own tree")
			assert.Equal(t, int64(11), list[1].Seed, "the shared tree")
		}
		assert.Len(t, seeds, 4, "four trees")
		r, err := s.Results(ctx, &a)
		require.NoError(t, err)

		ms := r.Tasks[0].Mistakes
		require.Len(t, ms, 2)
		wrong, missing := ms[0], ms[1]
		assert.Equal(t, exercise.WrongValue, wrong.Kind, "the wrong answers of two first")
		assert.True(t, wrong.PerStudent)
		assert.Equal(t, "max", wrong.Player)
		assert.Equal(t, 2, wrong.Depth)
		assert.Equal(t, 2, wrong.Students, "two nodes of different names, one mistake")
		require.Len(t, wrong.Examples, 2, "one a tree")
		for _, ex := range wrong.Examples {
			assert.True(t, seeds[ex.Seed], "a student's tree")
			v, ok := exercise.ParseNumber(ex.Expected)
			require.True(t, ok, ex.Expected)
			assert.Equal(t, wrongGiven[ex.Student], ex.Node+"="+fmt.Sprint(v+1), "the student's node, given, expected")
			assert.Equal(t, fmt.Sprint(v+1), ex.Given)
		}
		assert.NotEqual(t, wrong.Examples[0].Seed, wrong.Examples[1].Seed)
		assert.NotEqual(t, wrong.Examples[0].Node, wrong.Examples[1].Node)
		assert.Equal(t, exercise.Missing, missing.Kind, "then the answers not given, by all four")
		assert.Equal(t, "max", missing.Player)
		assert.Equal(t, 0, missing.Depth)
		assert.Equal(t, 4, missing.Students)
		assert.Len(t, missing.Examples, 4)

		// the shared task: one tree, by node: the two wrong nodes apart, one example each
		ms = r.Tasks[1].Mistakes
		require.Len(t, ms, 3)
		for _, m := range ms[:2] {
			assert.False(t, m.PerStudent)
			assert.Equal(t, exercise.WrongValue, m.Kind)
			assert.Equal(t, 1, m.Students)
			require.Len(t, m.Examples, 1)
			assert.Zero(t, m.Examples[0].Seed)
		}
		assert.NotEqual(t, ms[0].Node, ms[1].Node)
		assert.Equal(t, exercise.Missing, ms[2].Kind)
		assert.Equal(t, 4, ms[2].Students)
	})
}
