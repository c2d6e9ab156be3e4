package lab

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/trace"
)

// coinStar and coinJS are a game of one chance state, "start", whose chance answer
// is %s: each outcome ends the game ("a" is worth 3 to the player to move, any other
// -1). chance is defined on line 3 in both.
const coinStar = `def initial():
    return "start"
def chance(s):
    return %s if s == "start" else None
def moves(s):
    return ["x"]
def play(s, m):
    return m
def result(s):
    return None if s == "start" else (3 if s == "a" else -1)
`

const coinJS = `function initial() { return "start"; }
// chance's answer
function chance(s) {
  return s === "start" ? %s : null;
}
function moves(s) { return ["x"]; }
function play(s, m) { return String(m); }
function result(s) { return s === "start" ? null : (s === "a" ? 3 : -1); }
`

// chanceGame loads a game in lang from src, starts it and expands its first state.
func chanceGame(t *testing.T, lang Lang, src string) (*Game, error) {
	t.Helper()
	p, err := LoadLang(KindGame, lang, src, Limits{})
	require.NoError(t, err, src)
	g, err := NewGame(NewLocalGame(p), "")
	require.NoError(t, err, src)
	g.Moves(nil)
	return g, g.Err()
}

// chanceErr is the lab error err is, with its code and line ("" and 0 for none).
func chanceErr(err error) (string, int) {
	var le *Error
	if errors.As(err, &le) {
		return le.Kind, le.Line
	}
	return "", 0
}

// Each way of writing a probability is read exactly, in both languages; the wrong
// ones are coded errors at chance's line.
func TestChanceProbabilityForms(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, star, js string
		want           string // the probabilities read, or the error's code
	}{
		{"numbers", `[("a", 0.5), ("b", 0.5)]`, `[["a", 0.5], ["b", 0.5]]`, "1/2 1/2"},
		{"decimals read as decimals", `[("a", 0.1), ("b", 0.9)]`, `[["a", 0.1], ["b", 0.9]]`, "1/10 9/10"},
		{"certain", `[("a", 1)]`, `[["a", 1]]`, "1"},
		{"fraction texts", `[("a", "1/6"), ("b", "5/6")]`, `[["a", "1/6"], ["b", "5/6"]]`, "1/6 5/6"},
		{"decimal texts, spaces, leading zeros", `[("a", " 0.3"), ("b", "070 / 100")]`, `[["a", " 0.3"], ["b", "070 / 100"]]`, "3/10 7/10"},
		{"pairs", `[("a", (1, 3)), ("b", [2, 3])]`, `[["a", [1, 3]], ["b", [2, 3]]]`, "1/3 2/3"},
		{"mixed, a tuple of tuples", `(("a", "1/4"), ("b", 0.25), ("c", (2, 4)))`, `[["a", "1/4"], ["b", 0.25], ["c", [2, 4]]]`, "1/4 1/4 1/2"},
		{"sum below 1", `[("a", 0.5), ("b", 0.4)]`, `[["a", 0.5], ["b", 0.4]]`, "lab.chance_sum"},
		{"sum above 1", `[("a", "2/3"), ("b", "2/3")]`, `[["a", "2/3"], ["b", "2/3"]]`, "lab.chance_sum"},
		{"thirds as floats", `[("a", 1 / 3), ("b", 2 / 3)]`, `[["a", 1 / 3], ["b", 2 / 3]]`, "lab.chance_prob"},
		{"negative", `[("a", -0.5), ("b", 1.5)]`, `[["a", -0.5], ["b", 1.5]]`, "lab.chance_prob"},
		{"zero", `[("a", 0), ("b", 1)]`, `[["a", 0], ["b", 1]]`, "lab.chance_prob"},
		{"above 1", `[("a", 2)]`, `[["a", 2]]`, "lab.chance_prob"},
		{"not a number", `[("a", "half"), ("b", "half")]`, `[["a", "half"], ["b", "half"]]`, "lab.chance_prob"},
		{"a boolean", `[("a", True)]`, `[["a", true]]`, "lab.chance_prob"},
		{"none", `[("a", None)]`, `[["a", null]]`, "lab.chance_prob"},
		{"a pair over 0", `[("a", (1, 0))]`, `[["a", [1, 0]]]`, "lab.chance_prob"},
		{"a pair of three", `[("a", (1, 2, 2))]`, `[["a", [1, 2, 2]]]`, "lab.chance_prob"},
		{"a pair of floats", `[("a", (0.5, 1.0))]`, `[["a", [0.5, 1.5]]]`, "lab.chance_prob"},
		{"too fine", `[("a", (1, 2000000)), ("b", (1999999, 2000000))]`, `[["a", [1, 2000000]], ["b", [1999999, 2000000]]]`, "lab.chance_prob"},
		{"a number", `7`, `7`, "lab.chance_return"},
		{"no outcomes", `[]`, `[]`, "lab.chance_return"},
		{"a text", `"ab"`, `"ab"`, "lab.chance_return"},
		{"a dict", `{"a": 1}`, `{a: 1}`, "lab.chance_return"},
		{"not pairs", `[("a",)]`, `[["a"]]`, "lab.chance_return"},
		{"a bare outcome", `["a", "b"]`, `["a", "b"]`, "lab.chance_return"},
	} {
		for _, lang := range []Lang{Starlark, JavaScript} {
			t.Run(tc.name+"/"+string(lang), func(t *testing.T) {
				t.Parallel()
				src := fmt.Sprintf(coinStar, tc.star)
				if lang == JavaScript {
					src = fmt.Sprintf(coinJS, tc.js)
				}
				g, err := chanceGame(t, lang, src)
				if strings.HasPrefix(tc.want, "lab.") {
					code, line := chanceErr(err)
					assert.Equal(t, tc.want, code, "%v", err)
					assert.Equal(t, 3, line, "chance's line: %v", err)
					return
				}
				require.NoError(t, err)
				assert.True(t, g.HasChance())
				require.True(t, g.AtChance())
				var got []string
				for _, m := range g.Moves(nil) {
					got = append(got, g.Probability(m).String())
				}
				assert.Equal(t, tc.want, strings.Join(got, " "))
			})
		}
	}
}

// A coin under MAX leads to MIN: the sides alternate over decisions only, and a
// chance state's value is the mean.
func TestChanceTurns(t *testing.T) {
	t.Parallel()
	// MAX moves "m", a coin, MIN moves "n", a coin, then the end: the score for the
	// player to move is the number of heads, so MAX's view flips with who moves
	star := `def initial():
    return ()
def chance(s):
    return [("h", 0.5), ("t", 0.5)] if len(s) % 2 == 1 else None
def moves(s):
    return ["m"] if len(s) == 0 else ["n"]
def play(s, m):
    return s + (m,)
def result(s):
    return len([x for x in s if x == "h"]) if len(s) == 4 else None
`
	js := `function initial() { return []; }
function chance(s) { return s.length % 2 === 1 ? [["h", 0.5], ["t", 0.5]] : null; }
function moves(s) { return s.length === 0 ? ["m"] : ["n"]; }
function play(s, m) { return s.concat([m]); }
function result(s) { return s.length === 4 ? s.filter((x) => x === "h").length : null; }
`
	for lang, src := range map[Lang]string{Starlark: star, JavaScript: js} {
		t.Run(string(lang), func(t *testing.T) {
			t.Parallel()
			g, err := chanceGame(t, lang, src)
			require.NoError(t, err)
			var turns []string
			walk := func(g *Game) {
				for range 4 {
					switch {
					case g.AtChance():
						turns = append(turns, "chance")
					case g.MaxToMove():
						turns = append(turns, "max")
					default:
						turns = append(turns, "min")
					}
					g.Play(g.Moves(nil)[0])
				}
			}
			walk(g.Clone().(*Game))
			assert.Equal(t, []string{"max", "chance", "min", "chance"}, turns)
			// at the end MIN is to move (after MAX, chance, MIN, chance: MAX's turn)
			c := g.Clone().(*Game)
			for range 4 {
				c.Play(0)
			}
			assert.True(t, c.MaxToMove())
			over, score := c.Result()
			assert.True(t, over)
			assert.Equal(t, 2, score)
			// MAX's expected heads: a coin, then another: 1
			assert.Equal(t, "1", exactValue(g).RatString())
			assert.Equal(t, int64(4), g.ValueScale())
			assert.NoError(t, g.Err())
		})
	}
}

// exactValue is the expectiminimax value of g's position, MAX's view, exactly: the
// reference the lab's Stochastic is checked with.
func exactValue(g *Game) *big.Rat {
	if over, score := g.Result(); over {
		v := big.NewRat(int64(score), 1)
		if !g.MaxToMove() {
			v.Neg(v)
		}
		return v
	}
	ms := g.Moves(nil)
	var best *big.Rat
	sum := new(big.Rat)
	for _, m := range ms {
		chance := g.AtChance()
		p := g.Probability(m)
		max := g.MaxToMove()
		g.Play(m)
		v := exactValue(g)
		g.Undo(m)
		switch {
		case chance:
			sum.Add(sum, new(big.Rat).Mul(p.Rat(), v))
		case best == nil, max && v.Cmp(best) > 0, !max && v.Cmp(best) < 0:
			best = v
		}
	}
	if best == nil {
		return sum
	}
	return best
}

// diceState is a position of stones_dice: stones left, turns played, a die rolling,
// MAX to move (at a roll: at the next decision).
type diceState struct {
	left, turns  int
	rolling, max bool
}

const diceN = 7

// diceOutcomes is a roll's stones taken and their faces out of 6.
func diceOutcomes(left int) map[int]int64 {
	out := map[int]int64{}
	for face := 1; face <= 6; face++ {
		out[min((face+1)/2, left)]++
	}
	return out
}

// diceValue is stones_dice's expectiminimax value, MAX's view, by brute force from
// the rules.
func diceValue(s diceState) *big.Rat {
	if s.left == 0 {
		v := big.NewRat(int64(-(diceN + 1 - s.turns)), 1)
		if !s.max {
			v.Neg(v)
		}
		return v
	}
	if s.rolling {
		sum := new(big.Rat)
		for take, faces := range diceOutcomes(s.left) {
			v := diceValue(diceState{s.left - take, s.turns + 1, false, s.max})
			sum.Add(sum, v.Mul(v, big.NewRat(faces, 6)))
		}
		return sum
	}
	best := diceValue(diceState{s.left, s.turns, true, !s.max})
	for take := 1; take <= min(2, s.left); take++ {
		v := diceValue(diceState{s.left - take, s.turns + 1, false, !s.max})
		if (s.max && v.Cmp(best) > 0) || (!s.max && v.Cmp(best) < 0) {
			best = v
		}
	}
	return best
}

// diceScale is the least common multiple over the lines of the products of the
// probabilities' denominators, from the rules.
func diceScale(s diceState) int64 {
	if s.left == 0 {
		return 1
	}
	scale := int64(1)
	if s.rolling {
		for take, faces := range diceOutcomes(s.left) {
			scale = lcm(scale, big.NewRat(faces, 6).Denom().Int64()*diceScale(diceState{s.left - take, 0, false, false}))
		}
		return scale
	}
	scale = diceScale(diceState{s.left, 0, true, false})
	for take := 1; take <= min(2, s.left); take++ {
		scale = lcm(scale, diceScale(diceState{s.left - take, 0, false, false}))
	}
	return scale
}

// diceNext is the position after the move named name.
func diceNext(s diceState, name string) diceState {
	var k int
	switch {
	case name == "roll":
		return diceState{s.left, s.turns, true, !s.max}
	case strings.HasPrefix(name, "takes "):
		fmt.Sscan(strings.TrimPrefix(name, "takes "), &k)
		return diceState{s.left - k, s.turns + 1, false, s.max}
	}
	fmt.Sscan(strings.TrimPrefix(name, "take "), &k)
	return diceState{s.left - k, s.turns + 1, false, !s.max}
}

// stones_dice in both languages, as a games.Stochastic: its values (an exact
// expectiminimax over the interface) and scales are the brute force's from the rules,
// at every position three moves deep.
func TestChanceDiceExample(t *testing.T) {
	t.Parallel()
	for _, lang := range []Lang{Starlark, JavaScript} {
		t.Run(string(lang), func(t *testing.T) {
			t.Parallel()
			g, err := NewGame(NewLocalGame(loadExampleLang(t, lang, "stones_dice", KindGame)), "")
			require.NoError(t, err)
			require.True(t, g.HasChance())
			lo, hi := g.ValueBounds()
			assert.Equal(t, [2]int{-8, 8}, [2]int{lo, hi})
			assert.Equal(t, int64(729), g.ValueScale(), "six rolls of thirds in a line: 3^6")
			positions := 0
			var walk func(s diceState, depth int)
			walk = func(s diceState, depth int) {
				positions++
				want := diceValue(s)
				got := exactValue(g)
				require.Equal(t, want.RatString(), got.RatString(), "%s", g.Position())
				require.Equal(t, s.rolling, g.AtChance(), "%s", g.Position())
				require.Equal(t, s.max, g.MaxToMove(), "%s", g.Position())
				scale := g.ValueScale()
				require.Equal(t, diceScale(s), scale, "%s", g.Position())
				require.True(t, new(big.Rat).Mul(got, big.NewRat(scale, 1)).IsInt(), "%s: %s times %d", g.Position(), got, scale)
				if depth == 0 {
					return
				}
				for _, m := range g.Moves(nil) {
					next := diceNext(s, g.MoveName(m))
					g.Play(m)
					walk(next, depth-1)
					g.Undo(m)
				}
			}
			walk(diceState{diceN, 0, false, true}, 3)
			assert.Equal(t, 40, positions)
			assert.Equal(t, "1/9", exactValue(g).RatString(), "the root: MAX wins 1/9 on average")
			assert.NoError(t, g.Err())
		})
	}
}

// The chance line of a die, a coin, a die...: the scale is the product of the
// denominators along a line, to the search's depth (decision plies; a chance state at
// the depth still counts), and refused past games.MaxValueScale.
func TestChanceScale(t *testing.T) {
	t.Parallel()
	// state i: a decision ("go") when i is even, else a chance of DENS[i//2] equal
	// outcomes, all leading to i + 1; the game ends at 2 * len(DENS)
	star := `DENS = %s
def initial():
    return 0
def chance(s):
    if s %% 2 == 0:
        return None
    d = DENS[s // 2]
    return [(k, (1, d)) for k in range(d)]
def moves(s):
    return ["go"]
def play(s, m):
    return s + 1
def result(s):
    return 0 if s == 2 * len(DENS) else None
`
	js := `const DENS = %s;
function initial() { return 0; }
function chance(s) {
  if (s %% 2 === 0) return null;
  const d = DENS[Math.floor(s / 2)];
  return Array.from({ length: d }, (_, k) => [k, [1, d]]);
}
function moves(s) { return ["go"]; }
function play(s, m) { return s + 1; }
function result(s) { return s === 2 * DENS.length ? 0 : null; }
`
	for _, tc := range []struct {
		name  string
		dens  string
		depth int
		want  int64
		code  string
	}{
		{"no chance met", "[]", 0, 1, ""},
		{"a die", "[6]", 0, 6, ""},
		{"two dice", "[6, 6]", 0, 36, ""},
		{"a coin and a die", "[2, 6]", 0, 12, ""},
		{"two dice, one decision deep", "[6, 6]", 1, 6, ""},
		{"two dice, two deep", "[6, 6]", 2, 36, ""},
		{"seven dice", "[6, 6, 6, 6, 6, 6, 6]", 0, 279936, ""},
		{"eight dice", "[6, 6, 6, 6, 6, 6, 6, 6]", 0, 0, "lab.chance_scale"},
		{"eight dice, three deep", "[6, 6, 6, 6, 6, 6, 6, 6]", 3, 216, ""},
	} {
		for _, lang := range []Lang{Starlark, JavaScript} {
			t.Run(tc.name+"/"+string(lang), func(t *testing.T) {
				t.Parallel()
				src := fmt.Sprintf(star, tc.dens)
				if lang == JavaScript {
					src = fmt.Sprintf(js, tc.dens)
				}
				g, err := chanceGame(t, lang, src)
				require.NoError(t, err)
				err = g.Prefetch(trace.Options{Algorithm: trace.Expectiminimax, Depth: tc.depth})
				if tc.code != "" {
					code, _ := chanceErr(err)
					assert.Equal(t, tc.code, code, "%v", err)
					return
				}
				require.NoError(t, err)
				assert.Equal(t, tc.want, g.ValueScale())
			})
		}
	}
}

// A line that comes back to a state: with chance on it and no decision, refused at
// every depth; through decisions only, refused to the end of the game, searched at
// a depth.
func TestChanceCycle(t *testing.T) {
	t.Parallel()
	star := `def initial():
    return "a"
def chance(s):
    return [("again", 0.5), ("stop", 0.5)] if s == "c" else None
def moves(s):
    return %s
def play(s, m):
    return {"again": "c", "stop": "end", "loop": "a", "roll": "c"}[m]
def result(s):
    return 1 if s == "end" else None
`
	for _, tc := range []struct {
		name, moves string
		depth       int
		code        string
	}{
		{"chance back to itself, at a depth", `["roll"]`, 3, "lab.chance_cycle"},
		{"chance back to itself, to the end", `["roll"]`, 0, "lab.chance_cycle"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			g, err := chanceGame(t, Starlark, fmt.Sprintf(star, tc.moves))
			require.NoError(t, err)
			code, _ := chanceErr(g.Prefetch(trace.Options{Algorithm: trace.Expectiminimax, Depth: tc.depth}))
			assert.Equal(t, tc.code, code)
		})
	}
	// a decision loop without chance on it: searched at a depth
	loop := `def initial():
    return 0
def chance(s):
    return [(1, "1/2"), (2, "1/2")] if s == 5 else None
def moves(s):
    return ["back", "on"]
def play(s, m):
    return (s + 1) % 4 if m == "back" else 5 if s < 5 else 6
def result(s):
    return 1 if s == 6 else None
`
	g, err := chanceGame(t, Starlark, loop)
	require.NoError(t, err)
	require.NoError(t, g.Prefetch(trace.Options{Algorithm: trace.Expectiminimax, Depth: 6}))
	assert.Equal(t, int64(2), g.ValueScale())
	code, _ := chanceErr(g.Prefetch(trace.Options{Algorithm: trace.Expectiminimax}))
	assert.Equal(t, "lab.chance_cycle", code)
}

// bounds(): Star1's bounds from MAX's side; wrong ones a coded error at its line,
// which the search meets before it starts.
func TestChanceBounds(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, star, js string
		lo, hi         int
		code           string
	}{
		{"symmetric", `(-5, 5)`, `[-5, 5]`, -5, 5, ""},
		{"for the player to move: both sides", `(-2, 7)`, `[-2, 7]`, -7, 7, ""},
		{"a list", `[0, 3]`, `[0, 3]`, -3, 3, ""},
		{"empty", `(3, 3)`, `[3, 3]`, -1, 1, "lab.chance_bounds"},
		{"reversed", `(5, -5)`, `[5, -5]`, -1, 1, "lab.chance_bounds"},
		{"not numbers", `("a", "b")`, `["a", "b"]`, -1, 1, "lab.chance_bounds"},
		{"one number", `5`, `5`, -1, 1, "lab.chance_bounds"},
	} {
		for _, lang := range []Lang{Starlark, JavaScript} {
			t.Run(tc.name+"/"+string(lang), func(t *testing.T) {
				t.Parallel()
				src := fmt.Sprintf(coinStar, `[("a", 0.5), ("b", 0.5)]`) + "def bounds():\n    return " + tc.star + "\n"
				if lang == JavaScript {
					src = fmt.Sprintf(coinJS, `[["a", 0.5], ["b", 0.5]]`) + "function bounds() { return " + tc.js + "; }\n"
				}
				g, err := chanceGame(t, lang, src)
				require.NoError(t, err)
				lo, hi := g.ValueBounds()
				assert.Equal(t, [2]int{tc.lo, tc.hi}, [2]int{lo, hi})
				code, line := chanceErr(g.Prefetch(trace.Options{Algorithm: trace.Expectiminimax}))
				assert.Equal(t, tc.code, code)
				if tc.code != "" {
					assert.Equal(t, strings.Count(src[:strings.LastIndex(src, "bounds()")], "\n")+1, line, "bounds' line")
				}
			})
		}
	}
	// without bounds(): none (the search's chance-bounds then)
	g, err := chanceGame(t, Starlark, fmt.Sprintf(coinStar, `[("a", 0.5), ("b", 0.5)]`))
	require.NoError(t, err)
	lo, hi := g.ValueBounds()
	assert.Equal(t, [2]int{0, 0}, [2]int{lo, hi})
}

// A game without chance(state) is an ordinary game; with it the searches without
// chance refuse it.
func TestChanceSearchesRefused(t *testing.T) {
	t.Parallel()
	stones, err := NewGame(NewLocalGame(loadExampleLang(t, Starlark, "stones", KindGame)), "")
	require.NoError(t, err)
	assert.False(t, stones.HasChance())
	assert.False(t, stones.AtChance())
	_, err = trace.Search(stones, trace.Options{Algorithm: trace.Minimax, Depth: 2})
	assert.NoError(t, err)
	for _, lang := range []Lang{Starlark, JavaScript} {
		g, err := NewGame(NewLocalGame(loadExampleLang(t, lang, "stones_dice", KindGame)), "roll")
		require.NoError(t, err)
		assert.True(t, g.AtChance())
		_, err = trace.Search(g, trace.Options{Algorithm: trace.AlphaBeta})
		var coded interface{ Code() string }
		require.True(t, errors.As(err, &coded), "%v", err)
		assert.Equal(t, "search.chance_algo", coded.Code())
	}
}
