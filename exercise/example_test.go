package exercise_test

import (
	"fmt"

	"github.com/gametree/gametree/exercise"
)

// A student answers the textbook tree's alpha-beta question with a wrong value at
// B, a missing cut under C and a cut that should not be there.
func Example() {
	e, err := exercise.New(exercise.Spec{Source: "textbook", Q: exercise.Prune})
	if err != nil {
		panic(err)
	}
	fmt.Println(e.Spec.Link())
	fmt.Println(e.Questions().Values, e.Solution().Pruned)
	r, err := e.Grade(exercise.Answers{
		Values: map[string]int{"A": 3, "B": 5, "C": 2, "D": 0},
		Pruned: []string{"B>B2", "D>D2"},
	}, "en")
	if err != nil {
		panic(err)
	}
	fmt.Printf("%d/%d, first mistake at step %d\n", r.Score, r.OutOf, r.FirstStep)
	for _, m := range r.Mistakes {
		fmt.Printf("%s %s%s (step %d): %s\n", m.Kind, m.Node, map[bool]string{true: " " + m.Edge}[m.Edge != ""], m.Step, m.Sentence)
	}
	// Output:
	// /?view=practise&source=textbook&q=prune
	// [A B C D] [C>C2 D>D2]
	// 3/6, first mistake at step 7
	// extra-cut B2 B>B2 (step 7): β=3 > α=−∞ at B: no cutoff, so B2 is searched. Reach B2: a leaf.
	// wrong-value B (step 10): B is done and returns 3 to A.
	// missed-cut C2 C>C2 (step 18): β=2 ≤ α=3 at C: the rest of C's children cannot change the result, pruned (C2).
}
