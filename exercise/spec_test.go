package exercise

import (
	"encoding/json"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
)

// The same seed gives the same tree on every machine: these texts are pinned.
func TestRandomTreeIsPinned(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		level int
		seed  int64
		want  string
	}{
		{1, 7, "(((2,1),(5,9)),((2,8),(5,3)))"},
		{2, 7, "(((2,1,5),(9,2,8),(5,3,4)),((4,3,2),(9,6,7),(0,2,4)),((4,7,0),(3,7,9),(8,7,5)))"},
		{3, 7, "((((2,1),(5,9)),((2,8),(5,3))),(((4,4),(3,2)),((9,6),(7,0))))"},
		{4, 7, "((((9,0,-5),(3,6,0),(-7,7)),((1,-5),(4,4),(-5,9,1)),((3,-6,-4),(9,-5),(-5,-2))),(((-2,7,-8),(4,2),(3,9)),((-2,1,-6),(1,4),(-1,-5)),((3,-6),(-7,7))))"},
		{5, 7, "((((7,-8,-7),(2,9,0),(-5,-2,3)),((6,0,7),(-7,7,-4),(3,1,-5)),((9,4,4),(9,-5,9),(1,-3,-4))),(((3,-6,-4),(1,9,-5),(-6,-5,-2)),((-4,2,-3),(-2,7,-8),(8,4,2)),((-1,3,9),(6,-8,-2),(1,-6,5))),(((1,4,-1),(-1,-5,4),(6,3,-6)),((-2,-7,7),(-9,-9,-4),(-4,7,-9)),((1,4,-8),(4,6,8),(-4,-4,2))))"},
	} {
		assert.Equal(t, tc.want, RandomTree(tc.level, tc.seed), "level %d seed %d", tc.level, tc.seed)
	}
	assert.NotEqual(t, RandomTree(3, 1), RandomTree(3, 2))
}

// Every level's trees have its shape and values.
func TestRandomTreeShape(t *testing.T) {
	t.Parallel()
	for level := MinLevel; level <= MaxLevel; level++ {
		lv := Levels[level]
		for seed := int64(-20); seed < 20; seed++ {
			root := parseRef(t, RandomTree(level, seed))
			var walk func(n *refNode, depth int)
			walk = func(n *refNode, depth int) {
				if n.kids == nil {
					require.Equal(t, lv.Depth, depth)
					require.True(t, n.value >= lv.MinValue && n.value <= lv.MaxValue)
					return
				}
				require.True(t, len(n.kids) >= lv.MinBranching && len(n.kids) <= lv.MaxBranching)
				for _, c := range n.kids {
					walk(c, depth+1)
				}
			}
			walk(root, 0)
		}
	}
}

func TestSpecFromValues(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		query string
		want  Spec
		code  string
	}{
		{"", Spec{Source: "random", Seed: 1, Level: 1, Q: Values, Root: "max"}, ""},
		{"view=practise&source=random&seed=7&level=3&q=prune&lang=es", Spec{Source: "random", Seed: 7, Level: 3, Q: Prune, Root: "max"}, ""},
		{"level=4", Spec{Source: "random", Seed: 1, Level: 4, Q: Window, Root: "max"}, ""},
		{"level=5&q=d&root=MIN&fail-hard=true", Spec{Source: "random", Seed: 1, Level: 5, Q: Order, Root: "min", FailHard: true}, ""},
		{"source=aima&seed=9&level=2", Spec{Source: "figure-5.2", Q: Prune, Root: "max"}, ""},
		{"source=tree&position=((3,5),(2,9))&q=window", Spec{Source: "tree", Position: "((3,5),(2,9))", Q: Window, Root: "max"}, ""},
		{"source=stones&position=5&fail_hard=1", Spec{Source: "stones", Position: "5", Q: Prune, Root: "max", FailHard: true}, ""},
		{"q=values&fail-hard=true", Spec{Source: "random", Seed: 1, Level: 1, Q: Values, Root: "max"}, ""},
		{"level=6", Spec{}, "exercise.level"},
		{"level=x", Spec{}, "exercise.level"},
		{"seed=1.5", Spec{}, "exercise.seed"},
		{"q=values2", Spec{}, "exercise.q"},
		{"root=maybe", Spec{}, "exercise.root"},
		{"fail-hard=maybe", Spec{}, "param.bool"},
		{"source=chess", Spec{}, "exercise.source"},
		{"colour=red", Spec{}, "exercise.unknown"},
		{"source=tree", Spec{}, "exercise.no_position"},
		{"position=((1,2))", Spec{}, "exercise.position_unused"},
		{"source=tictactoe&position=X........&root=min", Spec{}, "exercise.root_min_game"},
		// a student's game from the code lab: its start, or moves from initial()
		{"source=lab:0123456789abcdef0123", Spec{Source: "lab:0123456789abcdef0123", Q: Prune, Root: "max"}, ""},
		{"source=LAB:0123456789ABCDEF0123&position=-2, -1&q=values", Spec{Source: "lab:0123456789abcdef0123", Position: "-2, -1", Q: Values, Root: "max"}, ""},
		{"source=lab:0123456789abcdef0123&root=min", Spec{}, "exercise.root_min_game"},
		{"source=lab:", Spec{}, "exercise.source"},
		{"source=lab:xyz", Spec{}, "exercise.source"},
		{"source=lab:0123456789abcdef0123&seed=3&level=2", Spec{Source: "lab:0123456789abcdef0123", Q: Prune, Root: "max"}, ""},
	} {
		v, err := url.ParseQuery(tc.query)
		require.NoError(t, err)
		s, err := FromValues(v, "view", "lang")
		if tc.code != "" {
			c, ok := msg.Find(err)
			require.True(t, ok, "%s: %v", tc.query, err)
			assert.Equal(t, tc.code, c.Code(), tc.query)
			assert.NotEqual(t, c.Text(msg.EN), c.Text(msg.ES), tc.query)
			continue
		}
		require.NoError(t, err, tc.query)
		assert.Equal(t, tc.want, s, tc.query)
		// the link gives the spec back
		back, err := url.Parse(s.Link())
		require.NoError(t, err)
		again, err := FromValues(back.Query(), "view")
		require.NoError(t, err)
		assert.Equal(t, s, again, s.Link())
	}
}

func TestSpecJSON(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		body string
		want Spec
		code string
	}{
		{`{"source":"random","seed":7,"level":3,"q":"prune","root":"max","fail_hard":false}`, Spec{Source: "random", Seed: 7, Level: 3, Q: Prune, Root: "max"}, ""},
		{`{"seed":"-3","level":"2","fail-hard":true}`, Spec{Source: "random", Seed: -3, Level: 2, Q: Prune, Root: "max", FailHard: true}, ""},
		{`{"source":"textbook","position":null}`, Spec{Source: "textbook", Q: Prune, Root: "max"}, ""},
		// a tree's spec as /api/exercise writes it: seed and level 0, not used
		{`{"source":"tree","position":"((3,5),(2,9))","seed":0,"level":0,"q":"prune","root":"max","fail_hard":false}`, Spec{Source: "tree", Position: "((3,5),(2,9))", Q: Prune, Root: "max"}, ""},
		{`{"source":"random","seed":"0","level":0}`, Spec{Source: "random", Seed: 1, Level: 1, Q: Values, Root: "max"}, ""},
		{`{"level":-1}`, Spec{}, "exercise.level"},
		{`{"level":2.5}`, Spec{}, "exercise.level"},
		{`{"seed":99999999999999999999}`, Spec{}, "exercise.seed"},
		{`{"level":[1]}`, Spec{}, "exercise.json"},
		{`[1,2]`, Spec{}, "exercise.json"},
		{`null`, Spec{}, "exercise.json"},
		{`{"q":"x"`, Spec{}, "exercise.json"},
		{`{"nope":1}`, Spec{}, "exercise.unknown"},
	} {
		s, err := ParseJSON([]byte(tc.body))
		if tc.code != "" {
			c, ok := msg.Find(err)
			require.True(t, ok, "%s: %v", tc.body, err)
			assert.Equal(t, tc.code, c.Code(), tc.body)
			continue
		}
		require.NoError(t, err, tc.body)
		assert.Equal(t, tc.want, s, tc.body)
	}
}

// Every spec, written as JSON, reads back as itself: what /api/exercise answers can be
// posted back to /api/grade whatever its source.
func TestSpecJSONRoundTrip(t *testing.T) {
	t.Parallel()
	for _, s := range []Spec{
		{Source: "random", Seed: 7, Level: 3, Q: Prune, Root: "min"},
		{Source: "random", Seed: -2, Level: 5, Q: Window, Root: "max", FailHard: true},
		{Source: "tree", Position: "((3,5),(2,9),(0,7))", Q: Prune, Root: "max"},
		{Source: "tree", Position: "A(B(C(5)),D(E(E1(3,1),E2(2,0)),G(7,8)))", Q: Window, Root: "min"},
		{Source: "textbook", Q: Order, Root: "max"},
		{Source: "tictactoe", Position: "XOX.O....", Q: Values, Root: "max"},
		{Source: "stones", Position: "7", Q: Prune, Root: "max", FailHard: true},
	} {
		n, err := s.Normalize()
		require.NoError(t, err, "%+v", s)
		b, err := json.Marshal(n)
		require.NoError(t, err)
		back, err := ParseJSON(b)
		require.NoError(t, err, "%s", b)
		assert.Equal(t, n, back, "%s", b)
	}
}

func TestNewRefusesWhatIsNoExercise(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		spec Spec
		code string
	}{
		{Spec{Source: "tictactoe", Position: "X........"}, "exercise.too_big"},
		{Spec{Source: "stones", Position: "15"}, "exercise.too_big"},
		{Spec{Source: "tree", Position: "((((1,2,3),(4,5,6),(7,8,9)),((1,2,3),(4,5,6),(7,8,9)),((1,2,3),(4,5,6),(7,8,9))),(((1,2,3),(4,5,6),(7,8,9)),((1,2,3),(4,5,6),(7,8,9)),((1,2,3),(4,5,6),(7,8,9))),(((1,2,3),(4,5,6),(7,8,9)),((1,2,3),(4,5,6),(7,8,9)),((1,2,3),(4,5,6),(7,8,9))),(((1,2,3),(4,5,6),(7,8,9)),((1,2,3),(4,5,6),(7,8,9)),((1,2,3),(4,5,6),(7,8,9))))", Q: Values}, "exercise.too_big"},
		{Spec{Source: "tree", Position: "((3,5),(2,9)"}, "tree.unclosed"},
		{Spec{Source: "tictactoe", Position: "XXXX"}, ""},
	} {
		_, err := New(tc.spec)
		require.Error(t, err, "%+v", tc.spec)
		c, ok := msg.Find(err)
		require.True(t, ok, "%+v: %v", tc.spec, err)
		if tc.code != "" {
			assert.Equal(t, tc.code, c.Code(), "%+v", tc.spec)
		}
	}
	e, err := New(Spec{Source: "tictactoe", Position: "XOX.O.X.."})
	require.NoError(t, err)
	assert.LessOrEqual(t, e.NodeCount(), MaxGameNodes)
}

func TestNames(t *testing.T) {
	t.Parallel()
	e, err := New(Spec{Source: "tree", Position: "A(B(B1:3,x:5),C(2,9))", Q: Prune})
	require.NoError(t, err)
	var names []string
	for id := range e.NodeCount() {
		names = append(names, e.Name(int32(id)))
	}
	assert.Equal(t, []string{"A", "B", "B1", "x", "C", "C1", "C2"}, names)
	for name, want := range map[string]string{"A": "A", "a": "A", " C2 ": "C2", "X": "x"} {
		id, ok := e.Lookup(name)
		require.True(t, ok, name)
		assert.Equal(t, want, e.Name(id))
	}
	_, ok := e.Lookup("D")
	assert.False(t, ok)

	g, err := New(Spec{Source: "stones", Position: "4", Q: Values})
	require.NoError(t, err)
	for name, want := range map[string]string{"root": "root", "la raíz": "root", "The Root": "root", "quita 2  take 1": "take 2 take 1"} {
		id, ok := g.Lookup(name)
		require.True(t, ok, name)
		assert.Equal(t, want, g.Name(id))
	}
	assert.Equal(t, "la raíz", g.displayName(msg.ES, 0))
	id, _ := g.Lookup("take 2 take 1")
	assert.Equal(t, "quita 2 quita 1", g.displayName(msg.ES, id))
}

func TestParseAnswers(t *testing.T) {
	t.Parallel()
	a, err := ParseAnswers([]byte(`{"values":{"B":3,"C":"−2","D":null,"E":""},"alpha":{"B":"-inf"},"beta":{"B":"∞","C":"+inf"},"pruned":["C>C2"],"order":["B1"]}`))
	require.NoError(t, err)
	assert.Equal(t, Answers{
		Values: map[string]int{"B": 3, "C": -2}, Alpha: map[string]int{"B": -1 << 62}, Beta: map[string]int{"B": 1 << 62, "C": 1 << 62},
		Pruned: []string{"C>C2"}, Order: []string{"B1"},
	}, a)
	for body, code := range map[string]string{
		`{"alpha":{"B":3.5}}`:      "answers.number", // values may be 3.5 (a chance tree's), α never
		`{"values":{"B":"three"}}`: "answers.number",
		`{"values":{"B":true}}`:    "answers.number",
		`{"values":[1]}`:           "answers.json",
		`{"pruned":"C>C2"}`:        "answers.json",
		`{"cuts":[]}`:              "answers.unknown",
		`{"values":`:               "answers.json",
		`{"values":{"B":1e400}}`:   "answers.number",
		`{"values":{"B":"9e18"}}`:  "answers.number",
		`{"order":[1,2]}`:          "answers.json",
		`"values"`:                 "answers.json",
	} {
		_, err := ParseAnswers([]byte(body))
		c, ok := msg.Find(err)
		require.True(t, ok, "%s: %v", body, err)
		assert.Equal(t, code, c.Code(), body)
	}
}

func TestGradeRefusesUnknownNames(t *testing.T) {
	t.Parallel()
	e, err := New(Spec{Source: "textbook", Q: Window})
	require.NoError(t, err)
	for _, tc := range []struct {
		a    Answers
		code string
	}{
		{Answers{Values: map[string]int{"Z": 1}}, "answers.unknown_node"},
		{Answers{Alpha: map[string]int{"Z": 1}}, "answers.unknown_node"},
		{Answers{Pruned: []string{"A>B1"}}, "answers.edge"},
		{Answers{Pruned: []string{"B"}}, "answers.edge"},
		{Answers{Pruned: []string{"A>Q"}}, "answers.edge"},
	} {
		_, err := e.Grade(tc.a, msg.EN)
		c, ok := msg.Find(err)
		require.True(t, ok, "%+v: %v", tc.a, err)
		assert.Equal(t, tc.code, c.Code())
	}
}

func TestNextHint(t *testing.T) {
	t.Parallel()
	for _, e := range randomExercises(t, 1) {
		seen := 0
		for k := e.NextHint(-1); k >= 0; k = e.NextHint(k) {
			require.Greater(t, k, -1)
			seen++
		}
		switch e.Spec.Q {
		case Order:
			assert.Equal(t, len(e.leafOrder()), seen)
		case Values:
			assert.Equal(t, e.OutOf(), seen, "one return per inner node")
		}
	}
}

func FuzzSpecAndAnswers(f *testing.F) {
	f.Add("source=random&seed=7&level=3&q=prune", []byte(`{"values":{"A":3},"pruned":["C>C2"]}`))
	f.Add("source=tree&position=((3,5),(2,9))&q=window", []byte(`{"alpha":{"A":"-inf"},"beta":{"B":"∞"}}`))
	f.Add("level=2&q=order", []byte(`{"order":["D1","D2"]}`))
	f.Add("source=stones&position=4", []byte(`{"pruned":["root>take 1"]}`))
	f.Add("seed=-1&fail-hard=1", []byte(`{"source":"random","seed":7}`))
	f.Fuzz(func(t *testing.T, query string, body []byte) {
		t.Parallel()
		if v, err := url.ParseQuery(query); err == nil {
			s, err := FromValues(v)
			if err != nil {
				_, ok := msg.Find(err)
				require.True(t, ok, "uncoded: %v", err)
			} else if e, err := New(s); err == nil {
				a, err := ParseAnswers(body)
				if err == nil {
					r, err := e.Grade(a, msg.ES)
					if err != nil {
						_, ok := msg.Find(err)
						require.True(t, ok, "uncoded: %v", err)
					} else {
						require.True(t, r.Score >= 0 && r.Score <= r.OutOf)
					}
				}
			} else {
				_, ok := msg.Find(err)
				require.True(t, ok, "uncoded: %v", err)
			}
		}
		if _, err := ParseJSON(body); err != nil {
			_, ok := msg.Find(err)
			require.True(t, ok, "uncoded: %v", err)
		}
		if _, err := ParseAnswers(body); err != nil {
			_, ok := msg.Find(err)
			require.True(t, ok, "uncoded: %v", err)
		}
	})
}
