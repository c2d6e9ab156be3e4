package exercise

import (
	"fmt"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// Exercises on trees with chance nodes (issue 31). A tree with chance nodes (a random
// chance tree, Spec.Chance; a preset such as "chance"; a typed tree with "?" nodes) is
// searched with expectiminimax: a chance node's value is the mean of its outcomes'
// values weighted by their probabilities. Two questions are asked of it:
//
//	values  the expectiminimax value of every inner node, chance nodes included
//	star1   expectiminimax with Star1 pruning (alpha-beta at the decision nodes, the
//	        leaf bounds L and U at the chance nodes): the value of every visited inner
//	        node and the pruned edges; the question states L and U (LeafBounds)
//
// (prune asked of a chance tree is star1; window and order are not asked of one:
// exercise.chance_question.)
// Values are exact rationals: the trace records them times its scale S, and answers
// may be whole numbers, decimals ("2.5", "2,5") or fractions ("5/2"): see rational.go.

// Star1 asks for expectiminimax's values with Star1 pruning and its pruned edges.
const Star1 Question = "star1"

// ChanceQuestionKinds are the questions asked of a tree with chance nodes.
var ChanceQuestionKinds = []Question{Values, Star1}

// ChanceLevels are the random chance trees of the five levels: the levels of
// decisions and chance alternate (MAX, chance, MIN, chance, ...; the depth counts the
// chance levels), each chance node's probabilities are drawn in quarters (branching up
// to 4, games.RandomChanceTree), so every value is a finite decimal. Leaves 0..9 at
// levels 1 to 3, -9..9 at 4 and 5, which are also Star1's leaf bounds L and U.
var ChanceLevels = [MaxLevel + 1]Level{
	1: {2, 2, 3, 0, 9},
	2: {3, 3, 3, 0, 9},
	3: {2, 2, 4, 0, 9},
	4: {2, 2, 4, -9, 9},
	5: {3, 3, 4, -9, 9},
}

// chanceSeedOffset keeps the random chance trees apart from games' "random:" trees of
// the same seed (as seedStream does for the trees without chance).
const chanceSeedOffset = 0x3c6ef372

// RandomChanceTree is the position text of a random chance exercise, a games tree
// spec ("random:branching=2,depth=3,min=0,max=9,seed=...,order=random,chance=1"):
// games.RandomChanceTree draws it, the same on every machine.
func RandomChanceTree(level int, seed int64) string {
	lv := ChanceLevels[min(max(level, MinLevel), MaxLevel)]
	return fmt.Sprintf("random:branching=%d,depth=%d,min=%d,max=%d,seed=%d,order=random,chance=1",
		lv.MaxBranching, lv.Depth, lv.MinValue, lv.MaxValue, seed+chanceSeedOffset)
}

// randomPosition is a random exercise's tree: with chance layers or without.
func randomPosition(spec Spec) string {
	if spec.Chance {
		return RandomChanceTree(spec.Level, spec.Seed)
	}
	return RandomTree(spec.Level, spec.Seed)
}

// chanceInfo is what an exercise on a chance tree knows beyond its trace.
type chanceInfo struct {
	on bool // the tree has chance nodes: expectiminimax
	// star1: the search prunes with Star1 between the leaf bounds lo and hi
	star1  bool
	lo, hi int
}

// chanceSetup chooses the search of an exercise on game g: on a tree with chance
// nodes expectiminimax (values), with Star1 (star1, and prune, which becomes star1)
// between the leaf bounds (a random tree's level's, else the tree's least and greatest
// leaf). Without chance nodes star1 is alpha-beta, which Star1 is there: prune.
func chanceSetup(g trace.Game, spec *Spec, o *trace.Options) (chanceInfo, error) {
	st, ok := g.(games.Stochastic)
	if !ok || !st.HasChance() {
		if spec.Q == Star1 { // Star1 without chance nodes is alpha-beta: the prune question
			spec.Q = Prune
			o.Algorithm = trace.AlphaBeta
		}
		return chanceInfo{}, nil
	}
	switch spec.Q {
	case Prune:
		spec.Q = Star1
	case Window, Order:
		return chanceInfo{}, msg.New("exercise.chance_question", "q", string(spec.Q))
	}
	ch := chanceInfo{on: true, star1: spec.Q == Star1}
	o.Algorithm = trace.Expectiminimax
	o.FailHard, o.FailCourse = false, false
	if !ch.star1 {
		return ch, nil
	}
	o.Star1 = true
	ch.lo, ch.hi = st.ValueBounds()
	if spec.Source == SourceRandom {
		lv := ChanceLevels[spec.Level]
		ch.lo, ch.hi = lv.MinValue, lv.MaxValue
	}
	if ch.hi <= ch.lo { // every leaf alike: bounds still apart (Star1 needs L < U)
		ch.hi = ch.lo + 1
	}
	o.ChanceLow, o.ChanceHigh = ch.lo, ch.hi
	return ch, nil
}

// HasChance reports whether the exercise's tree has chance nodes (its search is
// expectiminimax, its values exact rationals).
func (e *Exercise) HasChance() bool { return e.chance.on }

// LeafBounds are Star1's leaf bounds L and U, which the star1 question states; ok is
// false for any other question.
func (e *Exercise) LeafBounds() (lo, hi int, ok bool) {
	return e.chance.lo, e.chance.hi, e.chance.star1
}

// Scale is S: the trace records every value times S (1 without chance nodes).
func (e *Exercise) Scale() int64 { return e.Trace.ValueScale() }

// FormatValue writes a recorded value as answers and mistakes do: divided by the
// scale ("2.5", "7/3", "3", "inf").
func (e *Exercise) FormatValue(v int) string {
	if e.chance.on {
		return trace.FormatScaled(v, e.Scale())
	}
	return FormatNumber(v)
}

// explicitTree reports whether the spec's source is a tree (random, typed or a
// preset), not a game.
func (s Spec) explicitTree() bool {
	switch s.Source {
	case SourceTicTacToe, SourceStones, SourceConnect4:
		return false
	}
	return !IsLab(s.Source)
}
