package games

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func treeParse(t *testing.T, text string) *Tree {
	t.Helper()
	tr, err := ParseTree(text, Options{})
	require.NoError(t, err, "tree %q", text)
	return tr
}

// treeMaxValue is the leaf's value from MAX's point of view.
func treeMaxValue(g *Tree) int {
	_, score := g.Result()
	if g.CurrentIsMax() {
		return score
	}
	return -score
}

// treeMinimax is a plain minimax, from MAX's point of view, written for the tests.
func treeMinimax(g *Tree) int {
	if over, _ := g.Result(); over {
		return treeMaxValue(g)
	}
	isMax := g.CurrentIsMax()
	best := 0
	for i, m := range g.Moves(nil) {
		g.Play(m)
		v := treeMinimax(g)
		g.Undo(m)
		if i == 0 || (isMax && v > best) || (!isMax && v < best) {
			best = v
		}
	}
	return best
}

// treeCut is a cutoff seen by treeAlphaBeta.
type treeCut struct {
	node  string
	depth int
	beta  bool // a cutoff at a MAX node (value >= beta); else at a MIN node (<= alpha)
}

// treeABRun records what a fail-hard alpha-beta saw.
type treeABRun struct {
	visited []string // leaf names, in order
	cuts    []treeCut
}

func (r *treeABRun) search(g *Tree, depth, alpha, beta int) int {
	if over, _ := g.Result(); over {
		r.visited = append(r.visited, g.Name())
		return treeMaxValue(g)
	}
	isMax := g.CurrentIsMax()
	moves := g.Moves(nil)
	for i, m := range moves {
		g.Play(m)
		v := r.search(g, depth+1, alpha, beta)
		g.Undo(m)
		if isMax {
			alpha = max(alpha, v)
		} else {
			beta = min(beta, v)
		}
		if alpha >= beta {
			if i < len(moves)-1 {
				r.cuts = append(r.cuts, treeCut{g.Name(), depth, isMax})
			}
			if isMax {
				return beta
			}
			return alpha
		}
	}
	if isMax {
		return alpha
	}
	return beta
}

func treeAlphaBeta(g *Tree) (int, *treeABRun) {
	r := &treeABRun{}
	v := r.search(g, 0, -2*MaxLeafValue, 2*MaxLeafValue)
	return v, r
}

// treeWalk calls f at every node of g, depth first.
func treeWalk(g *Tree, f func(g *Tree)) {
	f(g)
	for _, m := range g.Moves(nil) {
		g.Play(m)
		treeWalk(g, f)
		g.Undo(m)
	}
}

// treeLeafNames lists the leaves' names, left to right.
func treeLeafNames(g *Tree) []string {
	var names []string
	treeWalk(g, func(g *Tree) {
		if over, _ := g.Result(); over {
			names = append(names, g.Name())
		}
	})
	return names
}

func TestTreeParseForms(t *testing.T) {
	t.Parallel()
	textbook := "A(B(B1:3,B2:5),C(C1:2,C2:9),D(D1:0,D2:7))"
	long := strings.Repeat("P", 32)
	tests := []struct {
		name, in, want string
	}{
		{"commas", "((3,5),(2,9),(0,7))", textbook},
		{"spaces", "((3 5) (2 9) (0 7))", textbook},
		{"white space everywhere", " \n( (3 ,5)\t(2,\n9) ,( 0\r\n7 ) )\n", textbook},
		{"commas and spaces", "((3, 5), (2, 9), (0, 7))", textbook},
		{"non-breaking space", "((3\u00a05),(2,9),(0,7))", textbook},
		{"named inner nodes", "A(B(3,12,8),C(2,4,6),D(14,5,2))", "A(B(B1:3,B2:12,B3:8),C(C1:2,C2:4,C3:6),D(D1:14,D2:5,D3:2))"},
		{"named leaves", "A(B(B1:3,B2:12),C(-2,4))", "A(B(B1:3,B2:12),C(C1:-2,C2:4))"},
		{"space around name tokens", "A (B1 : 3, C (4))", "A(B1:3,C(C1:4))"},
		{"bare number", "7", "A:7"},
		{"bare negative number", " -12 ", "A:-12"},
		{"named single leaf", "X:-07", "X:-07"},
		{"signs and zeros as written", "(+3,007,-0)", "A(A1:+3,A2:007,A3:-0)"},
		{"largest values", "(1000000000,-1000000000)", "A(A1:1000000000,A2:-1000000000)"},
		{"letters skip explicit names", "(B(1,2),(3,4))", "A(B(B1:1,B2:2),C(C1:3,C2:4))"},
		{"root skips a taken A", "(A(1),(2))", "B(A(A1:1),C(C1:2))"},
		{"leaf name taken", "B(B2:5,3,4)", "B(B2:5,B2_2:3,B3:4)"},
		{"leaf name taken twice", "B(B2:5,B2_2:6,3)", "B(B2:5,B2_2:6,B3:3)"},
		{"leaf suffix taken", "(B(B2:5,3),B2_2:1)", "A(B(B2:5,B2_3:3),B2_2:1)"},
		{"auto leaf names collide", "(B1(1),B(1,2,3,4,5,6,7,8,9,10,11))", "A(B1(B11:1),B(B1_2:1,B2:2,B3:3,B4:4,B5:5,B6:6,B7:7,B8:8,B9:9,B10:10,B11_2:11))"},
		{"unicode names", "Ñandú(α:1, β_2:-3, _x(4))", "Ñandú(α:1,β_2:-3,_x(_x1:4))"},
		{"long parent name", long + "(1,2)", long + "(" + long[:31] + "1:1," + long[:31] + "2:2)"},
		{"breadth-first letters", "(((1),(2)),((3)))", "A(B(D(D1:1),E(E1:2)),C(F(F1:3)))"},
		{"uneven depths", "(1,(2,(3,(4))))", "A(A1:1,B(B1:2,C(C1:3,D(D1:4))))"},
		{"a leaf named random", "random:5", "random:5"},
		{"a leaf named Random", " Random : -5", "Random:-5"},
		{"a node named random", "random(1)", "random(random1:1)"},
		{"preset names as names", "(textbook:1,deep(2),aima:3)", "A(textbook:1,deep(deep1:2),aima:3)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			g := treeParse(t, tc.in)
			assert.Equal(t, tc.want, g.Position())
			assert.Equal(t, tc.in, g.Source())
			g2 := treeParse(t, g.Position())
			assert.Equal(t, tc.want, g2.Position(), "re-parsed")
		})
	}
}

func TestTreeLettersAfterZ(t *testing.T) {
	t.Parallel()
	g := treeParse(t, "("+strings.Repeat("(1) ", 27)+")")
	moves := g.Moves(nil)
	require.Len(t, moves, 27)
	assert.Equal(t, "A", g.Label())
	assert.Equal(t, "B", g.MoveName(0))
	assert.Equal(t, "Z", g.MoveName(24))
	assert.Equal(t, "AA", g.MoveName(25))
	assert.Equal(t, "AB", g.MoveName(26))
	assert.Equal(t, "?", g.MoveName(27))
	assert.Equal(t, "?", g.MoveName(-1))

	for k, want := range map[int]string{0: "A", 25: "Z", 26: "AA", 51: "AZ", 52: "BA", 701: "ZZ", 702: "AAA"} {
		assert.Equal(t, want, treeLetters(k), "letters(%d)", k)
	}
}

func TestTreeLabelsAndNames(t *testing.T) {
	t.Parallel()
	g := treeParse(t, "A(B(B1:-3,07),C(+4))")
	tests := []struct {
		path              []Move
		label, name       string
		leaf, currentIsMx bool
	}{
		{nil, "A", "A", false, true},
		{[]Move{0}, "B", "B", false, false},
		{[]Move{0, 0}, "-3", "B1", true, true},
		{[]Move{0, 1}, "07", "B2", true, true},
		{[]Move{1, 0}, "+4", "C1", true, true},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprint(tc.path), func(t *testing.T) {
			t.Parallel()
			for _, m := range tc.path {
				g.Play(m)
			}
			assert.Equal(t, tc.label, g.Label())
			assert.Equal(t, tc.name, g.Name())
			over, _ := g.Result()
			assert.Equal(t, tc.leaf, over)
			assert.Equal(t, tc.currentIsMx, g.CurrentIsMax())
			for i := len(tc.path) - 1; i >= 0; i-- {
				g.Undo(tc.path[i])
			}
			require.Equal(t, uint64(1), g.Key(), "back at the root")
		})
	}
}

func TestTreeInterfaces(t *testing.T) {
	t.Parallel()
	g, err := New("tree", "", Options{})
	require.NoError(t, err)
	require.IsType(t, &Tree{}, g)
	assert.Implements(t, (*Sided)(nil), g)
	assert.Implements(t, (*Labeled)(nil), g)
	assert.Equal(t, "A(B(B1:3,B2:5),C(C1:2,C2:9),D(D1:0,D2:7))", g.Position())
	assert.True(t, g.(Sided).RootIsMax())
	x, ok := g.(interface{ IsExplicitTree() bool })
	require.True(t, ok)
	assert.True(t, x.IsExplicitTree())
	assert.Contains(t, Names(), "tree")

	g, err = New("Tree", "(1,2)", Options{RootMin: true})
	require.NoError(t, err)
	assert.False(t, g.(Sided).RootIsMax())

	g, err = New("tree", "(1,", Options{})
	assert.Error(t, err)
	assert.Nil(t, g, "a failed parse returns a nil Game, not a nil *Tree")
}

func TestTreeRoundTripEveryNode(t *testing.T) {
	t.Parallel()
	inputs := []string{
		"((3,5),(2,9),(0,7))",
		"A(B(3,12,8),C(2,4,6),D(14,5,2))",
		"A(B(B1:3,B2:12),C(-2,4))",
		"(B(B2:5,3),B2_2:1)",
		"(1,(2,(3,(4))))",
		"Ñandú(α:1, β_2:-3, _x(4, +05))",
		"42",
		"(random:1,random_:-2)",
		"deep",
		"random:b=3,d=4,min=-50,max=50,seed=9",
	}
	for _, in := range inputs {
		t.Run(in, func(t *testing.T) {
			t.Parallel()
			g := treeParse(t, in)
			treeWalk(g, func(g *Tree) {
				pos := g.Position()
				sub := treeParse(t, pos)
				assert.Equal(t, pos, sub.Position())
				assert.Equal(t, g.Label(), sub.Label())
				assert.Equal(t, g.Name(), sub.Name())
			})
		})
	}
}

func TestTreePlayUndo(t *testing.T) {
	t.Parallel()
	g := treeParse(t, "A(B(3,12,8),C(2,4,6),D(14,5,2))")
	assert.Equal(t, 13, g.Size())
	assert.Equal(t, []Move{0, 1, 2}, g.Moves(nil))
	assert.Equal(t, []Move{7, 0, 1, 2}, g.Moves([]Move{7}), "Moves appends")
	assert.Equal(t, "C", g.MoveName(1))
	assert.Equal(t, 0, g.Evaluate())

	keys := map[uint64]string{}
	treeWalk(g, func(g *Tree) {
		k := g.Key()
		prev, dup := keys[k]
		assert.False(t, dup, "key %d of %s already used by %s", k, g.Name(), prev)
		keys[k] = g.Name()
		assert.Equal(t, 0, g.Evaluate())
	})
	assert.Len(t, keys, 13)

	g.Play(1)
	assert.Equal(t, "C", g.Name())
	assert.Equal(t, "C(C1:2,C2:4,C3:6)", g.Position())
	assert.False(t, g.CurrentIsMax())
	assert.Equal(t, "C3", g.MoveName(2))
	g.Play(2)
	assert.Equal(t, "C3:6", g.Position())
	assert.Empty(t, g.Moves(nil))
	assert.Panics(t, func() { g.Play(0) }, "a leaf has no moves")
	assert.Panics(t, func() { g.Undo(1) }, "undo of a move not played")
	g.Undo(2)
	assert.Panics(t, func() { g.Play(3) })
	assert.Panics(t, func() { g.Play(-1) })
	g.Undo(1)
	assert.Equal(t, uint64(1), g.Key())
	assert.Panics(t, func() { g.Undo(0) }, "undo at the root")
	assert.Equal(t, "A", g.Name())
	assert.True(t, g.CurrentIsMax())
}

func TestTreeResultSigns(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		in      string
		rootMin bool
		path    []Move
		over    bool
		score   int
		isMax   bool
	}{
		{"inner node", "(5,-3)", false, nil, false, 0, true},
		{"leaf, MIN to move", "(5,-3)", false, []Move{0}, true, -5, false},
		{"negative leaf, MIN to move", "(5,-3)", false, []Move{1}, true, 3, false},
		{"leaf, MAX to move (MIN root)", "(5,-3)", true, []Move{0}, true, 5, true},
		{"negative leaf, MAX to move", "(5,-3)", true, []Move{1}, true, -3, true},
		{"two plies, MAX to move", "((5,-3))", false, []Move{0, 1}, true, -3, true},
		{"two plies, MIN to move", "((5,-3))", true, []Move{0, 0}, true, -5, false},
		{"root leaf, MAX", "7", false, nil, true, 7, true},
		{"root leaf, MIN", "7", true, nil, true, -7, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			g, err := ParseTree(tc.in, Options{RootMin: tc.rootMin})
			require.NoError(t, err)
			assert.Equal(t, !tc.rootMin, g.RootIsMax())
			for _, m := range tc.path {
				g.Play(m)
			}
			over, score := g.Result()
			assert.Equal(t, tc.over, over)
			assert.Equal(t, tc.score, score)
			assert.Equal(t, tc.isMax, g.CurrentIsMax())
		})
	}
}

func TestTreePresets(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in     string
		name   string
		value  int
		pruned []string // leaves alpha-beta never visits
		cuts   []treeCut
	}{
		{"", "textbook", 3, []string{"C2", "D2"}, []treeCut{{"C", 1, false}, {"D", 1, false}}},
		{"  \n", "textbook", 3, []string{"C2", "D2"}, nil},
		{"TextBook", "textbook", 3, []string{"C2", "D2"}, nil},
		{"figure-5.2", "figure-5.2", 3, []string{"C2", "C3"}, []treeCut{{"C", 1, false}}},
		{"AIMA", "figure-5.2", 3, []string{"C2", "C3"}, nil},
		{" rn-5.2 ", "figure-5.2", 3, []string{"C2", "C3"}, nil},
		{"deep", "deep", 9, []string{"I2", "K1", "K2", "L2", "N1", "N2", "O1", "O2"}, []treeCut{
			{"I", 3, false}, // alpha cutoff, bound from D just above
			{"E", 2, true},  // beta cutoff: subtree K pruned
			{"L", 3, false}, // alpha cutoff, bound from the root A
			{"C", 1, false}, // alpha cutoff: subtree G pruned
		}},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			g := treeParse(t, tc.in)
			assert.Equal(t, tc.name, g.Source())
			assert.Equal(t, tc.value, treeMinimax(g))
			v, run := treeAlphaBeta(g)
			assert.Equal(t, tc.value, v)
			var pruned []string
			for _, leaf := range treeLeafNames(g) {
				if !slices.Contains(run.visited, leaf) {
					pruned = append(pruned, leaf)
				}
			}
			assert.Equal(t, tc.pruned, pruned)
			if tc.cuts != nil {
				assert.Equal(t, tc.cuts, run.cuts)
			}
		})
	}

	// the pruned leaves of the brief: 9 and 7 in the textbook tree, 4 and 6 under C
	g := treeParse(t, "textbook")
	g.Play(1)
	g.Play(1)
	assert.Equal(t, "9", g.Label())
	g.Undo(1)
	g.Undo(1)
	g = treeParse(t, "aima")
	g.Play(1)
	g.Play(1)
	assert.Equal(t, "4", g.Label())

	list := Presets()
	require.Len(t, list, 6)
	for _, p := range list {
		assert.NotEmpty(t, p.Title, p.Name)
		assert.NotEmpty(t, p.TitleES, p.Name)
		// the course's word for a cutoff is "poda" (the page's "poda α", "no hay poda")
		assert.NotContains(t, p.TitleES, "corte", p.Name)
		byName := treeParse(t, p.Name)
		byText := treeParse(t, p.Text)
		assert.Equal(t, byText.Position(), byName.Position(), p.Name)
		for _, a := range p.Aliases {
			assert.Equal(t, byText.Position(), treeParse(t, strings.ToUpper(a)).Position(), a)
		}
	}
	list[1].Aliases[0] = "changed"
	assert.Equal(t, "aima", Presets()[1].Aliases[0], "Presets returns a copy")

	// found by name or alias, as written in lower case; titled in either language
	for key, want := range map[string]string{"textbook": "textbook", "aima": "figure-5.2", "rn-5.2": "figure-5.2", "binary": "deep", "AIMA": "", " aima": "", "nope": ""} {
		p, ok := FindPreset(key)
		assert.Equal(t, want != "", ok, key)
		assert.Equal(t, want, p.Name, key)
	}
	p, _ := FindPreset("aima")
	assert.Equal(t, "Russell y Norvig, figura 5.2", p.TitleIn("es"))
	assert.Equal(t, "Russell & Norvig, figure 5.2", p.TitleIn("en"))
	assert.Equal(t, "Russell & Norvig, figure 5.2", p.TitleIn("fr"))
	p.Aliases[0] = "changed"
	q, _ := FindPreset("aima")
	assert.Equal(t, "aima", q.Aliases[0], "FindPreset returns a copy")

	// the deep preset is a binary tree of depth 4
	g = treeParse(t, "deep")
	assert.Equal(t, 31, g.Size())
	assert.Len(t, treeLeafNames(g), 16)
}

func TestTreeRandomShapes(t *testing.T) {
	t.Parallel()
	tests := []struct{ b, d int }{{1, 1}, {1, 12}, {2, 3}, {3, 4}, {10, 4}, {2, 12}, {4, 8}}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("b%d_d%d", tc.b, tc.d), func(t *testing.T) {
			t.Parallel()
			g, err := RandomTree(tc.b, tc.d, -5, 5, 3, "random")
			require.NoError(t, err)
			leaves, nodes := 0, 0
			depth := 0
			var walk func()
			walk = func() {
				nodes++
				if over, _ := g.Result(); over {
					leaves++
					assert.Equal(t, tc.d, depth, "every leaf at depth d")
					v := treeMaxValue(g)
					assert.True(t, v >= -5 && v <= 5, "value %d in range", v)
					return
				}
				moves := g.Moves(nil)
				assert.Len(t, moves, tc.b)
				for _, m := range moves {
					g.Play(m)
					depth++
					walk()
					depth--
					g.Undo(m)
				}
			}
			walk()
			want := 1
			for range tc.d {
				want *= tc.b
			}
			assert.Equal(t, want, leaves, "b^d leaves")
			assert.Equal(t, nodes, g.Size())
		})
	}
}

func TestTreeRandomDeterminism(t *testing.T) {
	t.Parallel()
	a, err := RandomTree(3, 4, -9, 9, 7, "random")
	require.NoError(t, err)
	b, err := RandomTree(3, 4, -9, 9, 7, "")
	require.NoError(t, err)
	assert.Equal(t, a.Position(), b.Position(), "same seed, same tree")
	c, err := RandomTree(3, 4, -9, 9, 8, "random")
	require.NoError(t, err)
	assert.NotEqual(t, a.Position(), c.Position(), "another seed, another tree")

	// the text form gives the same tree, whatever the spelling of the keys
	for _, spec := range []string{
		"random:branching=3,depth=4,min=-9,max=9,seed=7,order=random",
		"random:b=3,d=4,min=-9,max=9,s=7",
		"  RANDOM: B = 3 , D=4, Max=9,min=-9,seed=7, ",
		"random:seed=7,max=9,min=-9,depth=4,branching=3",
	} {
		g := treeParse(t, spec)
		assert.Equal(t, a.Position(), g.Position(), spec)
		assert.Equal(t, "random:branching=3,depth=4,min=-9,max=9,seed=7,order=random", g.Source(), spec)
	}

	// defaults: branching 2, depth 3, values 0..9, seed 1, random order
	def := treeParse(t, "random")
	assert.Equal(t, 15, def.Size())
	assert.Equal(t, "random:branching=2,depth=3,min=0,max=9,seed=1,order=random", def.Source())
	d2 := treeParse(t, "random:")
	assert.Equal(t, def.Position(), d2.Position())
	d3, err := RandomTree(2, 3, 0, 9, 1, "random")
	require.NoError(t, err)
	assert.Equal(t, def.Position(), d3.Position())

	// the source of a random tree reproduces it
	assert.Equal(t, a.Position(), treeParse(t, a.Source()).Position())

	// a single value
	one := treeParse(t, "random:min=4,max=4,b=3,d=2")
	for _, leaf := range strings.Split(one.Position(), ",") {
		assert.Contains(t, leaf, ":4")
	}

	// extreme values do not overflow
	wide := treeParse(t, "random:min=-1000000000,max=1000000000,d=5")
	treeWalk(wide, func(g *Tree) {
		if over, _ := g.Result(); over {
			v := treeMaxValue(g)
			assert.True(t, v >= -MaxLeafValue && v <= MaxLeafValue)
		}
	})
}

// treeCheckOrder checks that at every node the children come in order of minimax
// value, best first for the player to move (or worst first).
func treeCheckOrder(t *testing.T, g *Tree, best bool) {
	t.Helper()
	treeWalk(g, func(g *Tree) {
		moves := g.Moves(nil)
		if len(moves) == 0 {
			return
		}
		var values []int
		for _, m := range moves {
			g.Play(m)
			values = append(values, treeMinimax(g))
			g.Undo(m)
		}
		descending := g.CurrentIsMax() == best
		for i := 1; i < len(values); i++ {
			if descending {
				assert.GreaterOrEqual(t, values[i-1], values[i], "node %s: %v", g.Name(), values)
			} else {
				assert.LessOrEqual(t, values[i-1], values[i], "node %s: %v", g.Name(), values)
			}
		}
		assert.Equal(t, treeMinimax(g) == values[0], best || len(values) == 1 || values[0] == values[len(values)-1],
			"node %s: the first child is the best one iff order=best", g.Name())
	})
}

func TestTreeRandomOrder(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ b, d int }{{2, 6}, {3, 5}, {4, 4}, {5, 3}} {
		t.Run(fmt.Sprintf("b%d_d%d", tc.b, tc.d), func(t *testing.T) {
			t.Parallel()
			spec := fmt.Sprintf("random:b=%d,d=%d,min=-1000000,max=1000000,seed=5", tc.b, tc.d)
			random := treeParse(t, spec)
			best := treeParse(t, spec+",order=best")
			worst := treeParse(t, spec+",order=WORST")
			value := treeMinimax(random)
			assert.Equal(t, value, treeMinimax(best), "ordering keeps the value")
			assert.Equal(t, value, treeMinimax(worst), "ordering keeps the value")
			treeCheckOrder(t, best, true)
			treeCheckOrder(t, worst, false)

			_, rb := treeAlphaBeta(best)
			_, rr := treeAlphaBeta(random)
			_, rw := treeAlphaBeta(worst)
			leaves := 1
			for range tc.d {
				leaves *= tc.b
			}
			// Knuth and Moore: with the best order alpha-beta visits
			// b^ceil(d/2) + b^floor(d/2) - 1 leaves; with the worst, all of them.
			minimal := 1
			for range (tc.d + 1) / 2 {
				minimal *= tc.b
			}
			half := 1
			for range tc.d / 2 {
				half *= tc.b
			}
			assert.Equal(t, minimal+half-1, len(rb.visited), "best order")
			// With the worst order only the cutoffs on bounds from far above remain.
			assert.LessOrEqual(t, len(rb.visited), len(rr.visited))
			assert.LessOrEqual(t, len(rr.visited), len(rw.visited))
			assert.Greater(t, len(rw.visited), leaves*3/4, "worst order")
		})
	}

	// with MIN at the root, best order is best for MIN there
	g, err := ParseTree("random:b=3,d=3,min=-100,max=100,seed=2,order=best", Options{RootMin: true})
	require.NoError(t, err)
	assert.False(t, g.CurrentIsMax())
	treeCheckOrder(t, g, true)

	// RandomTree has MAX at the root
	g, err = RandomTree(3, 3, -100, 100, 2, "Best")
	require.NoError(t, err)
	assert.True(t, g.RootIsMax())
	treeCheckOrder(t, g, true)
}

func TestTreeRandomErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in     string
		offset int
		msg    string
	}{
		{"random:branching=0", 7, "branching must be from 1 to 10, not 0"},
		{"random:b=11", 7, "branching must be from 1 to 10, not 11"},
		{"random:d=0", 7, "depth must be from 1 to 12, not 0"},
		{"random: depth=13", 8, "depth must be from 1 to 12, not 13"},
		{"random:min=5,max=4", 7, "min (5) must not be more than max (4)"},
		{"random:min=10", 7, "min (10) must not be more than max (9)"},
		{"random:min=-1000000001", 7, "min must be between -1,000,000,000 and 1,000,000,000"},
		{"random:max=1000000001", 7, "max must be between -1,000,000,000 and 1,000,000,000"},
		{"random:b=10,d=5", 12, "branching=10 and depth=5 make more than 100000 nodes"},
		{"random:b=3,d=12", 11, "branching=3 and depth=12 make more than 100000 nodes"},
		{"random:d=12,b=3", 7, "branching=3 and depth=12 make more than 100000 nodes"},
		{"random:order=good", 7, `order must be random, best or worst, not "good"`},
		{"random:x=1", 7, `unknown key "x" (use branching, depth, min, max, seed, order, chance)`},
		{"random:b=2,b=3", 11, "key branching given twice"},
		{"random:b=2,branching=3", 11, "key branching given twice"},
		{"random:b", 7, `expected key=value but found "b"`},
		{"random:seed=x", 7, `seed must be an integer, not "x"`},
		{"random:depth=", 7, `depth must be an integer, not ""`},
		{"random:b=99999999999999999999", 7, `branching must be an integer, not "99999999999999999999"`},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			_, err := ParseTree(tc.in, Options{})
			var pe *ParseError
			require.True(t, errors.As(err, &pe), "error %v", err)
			assert.Equal(t, "tree", pe.Game)
			assert.Equal(t, tc.in, pe.Input)
			assert.Equal(t, tc.msg, pe.Detail.Error())
			assert.Equal(t, tc.offset, pe.Offset)
		})
	}

	treeParse(t, "random:b=10") // 1111 nodes
	treeParse(t, "random:b=10,d=4")
	treeParse(t, "random:b=2,d=12")

	for _, tc := range []struct {
		b, d, lo, hi int
		order, msg   string
	}{
		{0, 3, 0, 9, "random", "branching must be from 1 to 10, not 0"},
		{2, 13, 0, 9, "random", "depth must be from 1 to 12, not 13"},
		{2, 3, 9, 0, "random", "min (9) must not be more than max (0)"},
		{10, 6, 0, 9, "random", "branching=10 and depth=6 make more than 100000 nodes"},
		{2, 3, 0, 9, "sorted", `order must be random, best or worst, not "sorted"`},
	} {
		g, err := RandomTree(tc.b, tc.d, tc.lo, tc.hi, 1, tc.order)
		assert.Nil(t, g)
		var pe *ParseError
		if assert.True(t, errors.As(err, &pe)) {
			assert.Equal(t, tc.msg, pe.Detail.Error())
			assert.Equal(t, -1, pe.Offset)
			assert.Contains(t, pe.Input, "random:")
		}
	}
}

func TestTreeParseErrors(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("n", 33)
	deep := strings.Repeat("(", 65) + "1" + strings.Repeat(")", 65)
	tooMany := "(" + strings.Repeat("1,", MaxTreeNodes) + "1)"
	tests := []struct {
		name, in string
		offset   int
		msg      string
	}{
		{"unclosed", "(3,5", 4, "unexpected end of input: 1 '(' not closed"},
		{"two unclosed", "((3,5),(2,", 10, "unexpected end of input: 2 '(' not closed"},
		{"just an open paren", "(", 1, "unexpected end of input: 1 '(' not closed"},
		{"no separator", "(3x)", 2, "expected ')' or ',' but found 'x'"},
		{"no separator before (", "(3(4))", 2, "expected ')' or ',' but found '('"},
		{"no separator after )", "((1)(2))", 4, "expected ')' or ',' but found '('"},
		{"minus glued", "(3-4)", 2, "expected ')' or ',' but found '-'"},
		{"bad character", "(1 !)", 3, "expected ')' or ',' but found '!'"},
		{"empty list", "()", 0, "empty children list '()'"},
		{"empty inner list", "(1, ( ) )", 4, "empty children list '()'"},
		{"double comma", "(1,,2)", 3, "expected a number, a name or '(' but found ','"},
		{"trailing comma", "(1,2,)", 5, "expected a number, a name or '(' but found ')'"},
		{"leading comma", "(,1)", 1, "expected a number, a name or '(' but found ','"},
		{"stray close", ")", 0, "expected a number, a name or '(' but found ')'"},
		{"text after", "(1,2))", 5, "text after the tree: found ')'"},
		{"second tree", "(1) (2)", 4, "text after the tree: found '('"},
		{"number after number", "7 8", 2, "text after the tree: found '8'"},
		{"out of range", "1000000001", 0, "number 1000000001 out of range: a leaf's value must be between -1,000,000,000 and 1,000,000,000"},
		{"negative out of range", "(1,-1000000001)", 3, "number -1000000001 out of range: a leaf's value must be between -1,000,000,000 and 1,000,000,000"},
		{"huge", "(A:123456789012345678901234567890)", 3, "number 12345678901234567890... out of range: a leaf's value must be between -1,000,000,000 and 1,000,000,000"},
		{"duplicate", "A(B:1,B:2)", 6, "duplicate name B"},
		{"duplicate inner", "A(A:1)", 2, "duplicate name A"},
		{"duplicate deep", "X(Y(Z:1),Z(1))", 9, "duplicate name Z"},
		{"name too long", "(" + long + ":1)", 1, "name " + long[:32] + "... too long (at most 32 characters)"},
		{"bare name", "(A,1)", 2, "expected '(' or ':' after the name A but found ','"},
		{"bare name at end", "A", 1, "unexpected end of input: expected '(' or ':' after the name A"},
		{"bare name at end inside", "(A", 2, "unexpected end of input: 1 '(' not closed"},
		{"colon without number", "(A:x)", 3, "expected a number after 'A:' but found 'x'"},
		{"colon at end", "A:", 2, "unexpected end of input: expected a number"},
		{"minus alone", "(-x)", 2, "expected a digit after '-' but found 'x'"},
		{"minus at end", "-", 1, "unexpected end of input: expected a number"},
		{"plus alone", "(+)", 2, "expected a digit after '+' but found ')'"},
		{"invalid utf-8", "(1,\xff)", 3, `expected a number, a name or '(' but found '\xff'`},
		{"symbol", "!", 0, "expected a number, a name or '(' but found '!'"},
		{"colon first", ":3", 0, "expected a number, a name or '(' but found ':'"},
		{"name starting with a digit", "(1a:3)", 2, "expected ')' or ',' but found 'a'"},
		{"too deep", deep, 64, "tree too deep (at most 64 levels below the root)"},
		{"too many nodes", tooMany, 2*MaxTreeNodes - 1, "too many nodes (at most 100000)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			g, err := ParseTree(tc.in, Options{})
			assert.Nil(t, g)
			var pe *ParseError
			require.True(t, errors.As(err, &pe), "error %v", err)
			assert.Equal(t, "tree", pe.Game)
			assert.Equal(t, tc.in, pe.Input)
			assert.Equal(t, tc.msg, pe.Detail.Error())
			assert.Equal(t, tc.offset, pe.Offset)
			assert.Contains(t, err.Error(), tc.msg)
		})
	}
}

func TestTreeLimits(t *testing.T) {
	t.Parallel()
	deep := strings.Repeat("(", 64) + "1" + strings.Repeat(")", 64)
	g := treeParse(t, deep)
	depth := 0
	for len(g.Moves(nil)) > 0 {
		g.Play(0)
		depth++
	}
	assert.Equal(t, MaxTreeDepth, depth)
	assert.True(t, g.CurrentIsMax(), "64 plies below a MAX root: MAX to move")
	g = treeParse(t, deep)
	assert.Equal(t, g.Position(), treeParse(t, g.Position()).Position())

	full := "(" + strings.Repeat("1,", MaxTreeNodes-2) + "1)"
	g = treeParse(t, full)
	assert.Equal(t, MaxTreeNodes, g.Size())
	assert.Equal(t, g.Position(), treeParse(t, g.Position()).Position())
}

func TestTreeNoAllocs(t *testing.T) {
	g := treeParse(t, "deep")
	buf := make([]Move, 0, 8)
	allocs := testing.AllocsPerRun(100, func() {
		var walk func()
		walk = func() {
			if over, _ := g.Result(); over {
				return
			}
			moves := g.Moves(buf[:0])
			for i := 0; i < len(moves); i++ {
				m := moves[i]
				g.Play(m)
				walk()
				g.Undo(m)
				moves = g.Moves(buf[:0])
			}
		}
		walk()
	})
	assert.Zero(t, allocs)

	// the same, one call at a time, with no closure in the way
	g.Play(0)
	allocs = testing.AllocsPerRun(1000, func() {
		buf = g.Moves(buf[:0])
		g.Play(buf[1])
		g.Result()
		g.Play(buf[0])
		g.Result()
		g.Undo(buf[0])
		g.Undo(buf[1])
		g.Result()
		g.Key()
		g.CurrentIsMax()
		g.Evaluate()
		g.Label()
		g.MoveName(0)
	})
	assert.Zero(t, allocs)
}

func ExampleParseTree() {
	g, err := ParseTree("A(B(3,12,8),C(2,4,6),D(14,5,2))", Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(g.Position())
	var names []string
	for _, m := range g.Moves(nil) {
		names = append(names, g.MoveName(m))
	}
	fmt.Println(strings.Join(names, " "))
	g.Play(1) // C, where MIN moves
	g.Play(0) // C1, a leaf
	over, score := g.Result()
	fmt.Println(g.Name(), g.Label(), over, score)
	// Output:
	// A(B(B1:3,B2:12,B3:8),C(C1:2,C2:4,C3:6),D(D1:14,D2:5,D3:2))
	// B C D
	// C1 2 true 2
}

func ExampleRandomTree() {
	g, err := RandomTree(2, 2, -9, 9, 7, "best")
	if err != nil {
		panic(err)
	}
	fmt.Println(g.Source())
	fmt.Println(g.Position())
	// Output:
	// random:branching=2,depth=2,min=-9,max=9,seed=7,order=best
	// A(B(B1:-4,B2:1),C(C1:-9,C2:0))
}
