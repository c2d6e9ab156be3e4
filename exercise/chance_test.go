package exercise

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

func TestParseRational(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in      string
		want    string // big.Rat's RatString, "" when it does not read
		decimal bool
	}{
		{"2.5", "5/2", true}, {"2,5", "5/2", true}, {"+2.5", "5/2", true}, {" −2,5 ", "-5/2", true},
		{"5/2", "5/2", false}, {"-5/2", "-5/2", false}, {"+10/4", "5/2", false}, {".5", "1/2", true},
		{"3", "3", false}, {"3.", "3", true}, {"1,667", "1667/1000", true}, {"5 / 3", "5/3", false},
		{"5/0", "", false}, {"1e3", "", false}, {"2.5.1", "", false}, {"", "", false}, {"inf", "", false},
		{"5/-2", "", false}, {"2,5,0", "", false}, {"½", "", false}, {strings.Repeat("9", 41), "", false},
	} {
		r, dec, ok := ParseRational(tc.in)
		if tc.want == "" {
			assert.False(t, ok, tc.in)
			continue
		}
		require.True(t, ok, tc.in)
		assert.Equal(t, tc.want, r.RatString(), tc.in)
		assert.Equal(t, tc.decimal, dec, tc.in)
	}
}

// gradeOne grades one value given for node at exercise e, in lang: right or not.
func gradeOne(t *testing.T, e *Exercise, node, given, lang string) bool {
	t.Helper()
	body, err := json.Marshal(map[string]map[string]string{"values": {node: given}})
	require.NoError(t, err)
	a, err := ParseAnswers(body)
	require.NoError(t, err, given)
	r, err := e.Grade(a, lang)
	require.NoError(t, err, given)
	for _, m := range r.Mistakes {
		if m.Node == node {
			return false
		}
	}
	return true
}

func TestChanceValuesGradedExactly(t *testing.T) {
	t.Parallel()
	issue, err := New(Spec{Source: "chance", Q: Values}) // A(?(1/2: B(3,5), 1/2: C(2,9))) = 2.5
	require.NoError(t, err)
	third, err := New(Spec{Source: SourceTree, Position: "A(?(1/3: B(3,5), 2/3: C(2,9)))", Q: Values}) // 7/3
	require.NoError(t, err)
	for _, tc := range []struct {
		name  string
		e     *Exercise
		right []string
		wrong []string
	}{
		{"2.5, a finite decimal: exact, no tolerance", issue,
			[]string{"2.5", "2,5", "5/2", "+2.5", "+5/2", "10/4", "2.50", " 2,5 "},
			[]string{"2.4", "5/3", "2.505", "2.499", "3", "2", "-2.5", "inf"}},
		{"7/3, no finite decimal: the fraction, or a decimal within 0.005", third,
			[]string{"7/3", "14/6", "2.33", "2,33", "2.333", "2,3333", "2.335"},
			[]string{"2.3", "2.34", "233/100", "2", "7/4", "2.325"}},
	} {
		for _, lang := range []string{msg.EN, msg.ES} {
			for _, g := range tc.right {
				assert.True(t, gradeOne(t, tc.e, "A", g, lang), "%s: %q (%s)", tc.name, g, lang)
			}
			for _, g := range tc.wrong {
				assert.False(t, gradeOne(t, tc.e, "A", g, lang), "%s: %q (%s)", tc.name, g, lang)
			}
		}
	}
}

func TestChanceMistakesExplained(t *testing.T) {
	t.Parallel()
	for _, q := range []Question{Values, Star1} {
		e, err := New(Spec{Source: "chance", Q: q})
		require.NoError(t, err)
		assert.True(t, e.HasChance())
		a := Answers{Values: map[string]int{"B": 3, "C": 2}, Fractions: map[string]string{"A": "2,5", "D": "5/3"}, Pruned: []string{"C>C2"}}
		for _, lang := range []string{msg.EN, msg.ES} {
			r, err := e.Grade(a, lang)
			require.NoError(t, err)
			require.NotEmpty(t, r.Mistakes, q)
			m := r.Mistakes[0]
			assert.Equal(t, WrongValue, m.Kind, q)
			assert.Equal(t, "D", m.Node)
			assert.Equal(t, "5/3", m.Given)
			assert.Equal(t, "2.5", m.Expected)
			assert.Equal(t, "chance", m.Player)
			// explained by D's return: its mean, written out
			assert.Contains(t, m.Sentence, "1/2·3 + 1/2·2 = 2.5", lang)
			if lang == msg.ES {
				assert.Contains(t, m.Sentence, "valor esperado")
			} else {
				assert.Contains(t, m.Sentence, "expected value")
			}
		}
	}
}

func TestStar1Question(t *testing.T) {
	t.Parallel()
	e, err := New(Spec{Source: "chance", Q: Star1})
	require.NoError(t, err)
	assert.Equal(t, trace.Expectiminimax, e.Params.Options.Algorithm)
	assert.True(t, e.Params.Options.Star1)
	lo, hi, ok := e.LeafBounds()
	require.True(t, ok)
	assert.Equal(t, []int{2, 9}, []int{lo, hi}, "the tree's least and greatest leaf")
	assert.Equal(t, []int{2, 9}, e.Questions().LeafBounds)
	assert.Equal(t, "edges", e.Questions().Pruned)
	sol := e.Solution()
	assert.Equal(t, []string{"C>C2"}, sol.Pruned, "C's β=2 ≤ α=2: C2 is cut")
	assert.Equal(t, 5, e.OutOf())
	// the solution, through JSON, scores full marks
	b, err := json.Marshal(sol)
	require.NoError(t, err)
	back, err := ParseAnswers(b)
	require.NoError(t, err)
	r, err := e.Grade(back, msg.ES)
	require.NoError(t, err)
	assert.Equal(t, 5, r.Score)
	assert.Empty(t, r.Mistakes)
	// a missed cut and an extra one, explained
	wrong := back
	wrong.Pruned = []string{"B>B2"}
	r, err = e.Grade(wrong, msg.EN)
	require.NoError(t, err)
	assert.Equal(t, 3, r.Score)
	kinds := map[string]string{}
	for _, m := range r.Mistakes {
		kinds[m.Kind] = m.Sentence
	}
	assert.Contains(t, kinds[MissedCut], "β=2 ≤ α=2 at C")
	assert.Contains(t, kinds, ExtraCut)
	// hints stop at the cutoff
	hints := e.Hints()
	cut := false
	for _, k := range hints {
		kind, _ := e.Trace.StepKindAt(k)
		cut = cut || kind == trace.StepCutoff
	}
	assert.True(t, cut, "a hint reveals the cutoff")
	// prune on a chance tree is star1
	p, err := New(Spec{Source: "chance", Q: Prune})
	require.NoError(t, err)
	assert.Equal(t, Star1, p.Spec.Q)
	// and star1 on a tree without chance nodes is prune
	ab, err := New(Spec{Source: "textbook", Q: Star1})
	require.NoError(t, err)
	assert.Equal(t, Prune, ab.Spec.Q)
	assert.Equal(t, trace.AlphaBeta, ab.Params.Options.Algorithm)
}

func TestStar1CutAtChanceNodeExplained(t *testing.T) {
	t.Parallel()
	// MAX's first chance node is worth 5; the second's first outcome is 0, so with U=9
	// it is at most 1/2·0 + 1/2·9 = 4.5 ≤ α=5: its second outcome is pruned
	e, err := New(Spec{Source: SourceTree, Position: "A(?(1/2: B(5), 1/2: C(5)), ?(1/2: E(0), 1/2: F(9)))", Q: Star1})
	require.NoError(t, err)
	sol := e.Solution()
	require.Len(t, sol.Pruned, 1)
	wrong := sol
	wrong.Pruned = nil
	for lang, want := range map[string]string{
		msg.EN: "at most 0 + 1/2·9 = 4.5 ≤ α=5",
		msg.ES: "como mucho 0 + 1/2·9 = 4.5 ≤ α=5",
	} {
		r, err := e.Grade(wrong, lang)
		require.NoError(t, err)
		require.Len(t, r.Mistakes, 1)
		assert.Equal(t, MissedCut, r.Mistakes[0].Kind)
		assert.Contains(t, r.Mistakes[0].Sentence, want, lang)
		hidden := e.ExplainHidden(r.Mistakes[0].Step-1, lang)
		assert.NotContains(t, hidden, "4.5", "the hidden sentence tells no bound")
		assert.NotContains(t, hidden, "F", "nor what is pruned")
	}
}

func TestRandomChanceExercises(t *testing.T) {
	t.Parallel()
	cuts := 0
	for level := MinLevel; level <= MaxLevel; level++ {
		for seed := int64(1); seed <= 6; seed++ {
			s := Spec{Source: SourceRandom, Chance: true, Level: level, Seed: seed}
			a, err := New(s)
			require.NoError(t, err, "level %d seed %d", level, seed)
			b, err := New(s)
			require.NoError(t, err)
			assert.True(t, a.HasChance())
			assert.Equal(t, a.Params.Position, b.Params.Position, "reproducible from the seed")
			assert.Equal(t, a.Solution(), b.Solution())
			if level == 1 {
				assert.Equal(t, Values, a.Spec.Q)
			} else {
				assert.Equal(t, Star1, a.Spec.Q, "the level's question")
				cuts += len(a.Solution().Pruned)
			}
			r, err := a.Grade(a.Solution(), msg.EN)
			require.NoError(t, err)
			assert.Equal(t, a.OutOf(), r.Score)
			other, err := New(Spec{Source: SourceRandom, Chance: true, Level: level, Seed: seed + 100})
			require.NoError(t, err)
			assert.NotEqual(t, a.Params.Position, other.Params.Position)
		}
	}
	assert.Greater(t, cuts, 10, "Star1 prunes in random chance exercises")
	t.Logf("Star1's cut edges over levels 2-5, seeds 1-6: %d", cuts)
}

func TestChanceSpec(t *testing.T) {
	t.Parallel()
	s, err := FromValues(url.Values{"source": {"random"}, "chance": {"true"}, "level": {"3"}, "seed": {"9"}})
	require.NoError(t, err)
	assert.True(t, s.Chance)
	assert.Equal(t, Star1, s.Q)
	assert.Equal(t, "source=random&seed=9&level=3&q=star1&chance=true", s.Query())
	back, err := url.ParseQuery(s.Query())
	require.NoError(t, err)
	again, err := FromValues(back)
	require.NoError(t, err)
	assert.Equal(t, s, again)
	j, err := json.Marshal(s)
	require.NoError(t, err)
	fromJSON, err := ParseJSON(j)
	require.NoError(t, err)
	assert.Equal(t, s, fromJSON)
	// chance is a tree's: a game's spec drops it, New says whether a tree has chance nodes
	g, err := Spec{Source: SourceTicTacToe, Position: "XOX.O.X..", Chance: true}.Normalize()
	require.NoError(t, err)
	assert.False(t, g.Chance)
	for source, want := range map[string]bool{"textbook": false, "chance": true, "rn-chance": true} {
		e, err := New(Spec{Source: source, Chance: !want})
		require.NoError(t, err)
		assert.Equal(t, want, e.Spec.Chance, source)
	}
	// star1 is fail-soft
	f, err := Spec{Source: "chance", Q: Star1, FailHard: true}.Normalize()
	require.NoError(t, err)
	assert.False(t, f.FailHard)
	var bad Spec
	assert.Error(t, bad.Set("chance", "maybe"))
}

func TestFractionsRefusedWithoutChance(t *testing.T) {
	t.Parallel()
	e, err := New(Spec{Source: "textbook", Q: Values})
	require.NoError(t, err)
	_, err = e.Grade(Answers{Fractions: map[string]string{"B": "2.5"}}, msg.EN)
	c, ok := msg.Find(err)
	require.True(t, ok, "%v", err)
	assert.Equal(t, "answers.number", c.Code())
	// a whole number written as a decimal is still a decimal there
	_, err = e.Grade(Answers{Fractions: map[string]string{"B": "3,0"}}, msg.EN)
	assert.Error(t, err)
}

func TestChanceQuestionsRefused(t *testing.T) {
	t.Parallel()
	for _, q := range []Question{Window, Order} {
		_, err := New(Spec{Source: "chance", Q: q})
		c, ok := msg.Find(err)
		require.True(t, ok, "%v", err)
		assert.Equal(t, "exercise.chance_question", c.Code())
		assert.Contains(t, c.Text(msg.ES), "nodos de azar")
	}
	// every leaf alike: Star1's bounds stay apart
	e, err := New(Spec{Source: SourceTree, Position: "A(?(1/2: B(3,3), 1/2: C(3,3)))", Q: Star1})
	require.NoError(t, err)
	lo, hi, _ := e.LeafBounds()
	assert.Equal(t, []int{3, 4}, []int{lo, hi})
}

// An assessed exercise's hidden sentences tell no chance node's value nor its sums.
func TestChanceHiddenSentences(t *testing.T) {
	t.Parallel()
	e, err := New(Spec{Source: "chance", Q: Values}) // A = D = 2.5, B = 3, C = 2
	require.NoError(t, err)
	for k := 0; k < e.Trace.StepCount(); k++ {
		for _, lang := range []string{msg.EN, msg.ES} {
			s := e.ExplainHidden(k, lang)
			assert.NotContains(t, s, "2.5", "step %d: %s", k, s)
			assert.NotContains(t, s, "1.5", "step %d: %s", k, s)
			if st := e.Trace.Step(k); st.Kind == trace.StepChance {
				assert.Contains(t, s, "1/2·?", "the terms without their values")
			}
		}
	}
}
