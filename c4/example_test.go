package c4_test

import (
	"fmt"

	"github.com/gametree/gametree/c4"
)

// Solve a middle-game position of the benchmark sets exactly, then with each tutorial
// step's refinements.
func ExampleSolver_Solve() {
	p, err := c4.Parse("52753311433677442422121")
	if err != nil {
		panic(err)
	}
	s, err := c4.New(c4.All, c4.MinTableEntries)
	if err != nil {
		panic(err)
	}
	score, _ := s.Solve(p, false)
	fmt.Println("score", score, "nodes", s.Nodes())
	s.Reset()
	weak, _ := s.Solve(p, true)
	fmt.Println("weak", weak, "nodes", s.Nodes())
	// Output:
	// score 8 nodes 44
	// weak 1 nodes 14
}

// The score of every column that is not full: the best one is the position's score
// (End-Easy's first line, 4: a win with the 18th stone).
func ExampleSolver_Analyze() {
	p, _ := c4.Parse("5554224333234511764415115")
	s, _ := c4.New(c4.All, c4.MinTableEntries)
	scores, ok, _ := s.Analyze(p, false)
	for c := range scores {
		if ok[c] {
			fmt.Printf("column %d: %d\n", c+1, scores[c])
		}
	}
	// Output:
	// column 1: -8
	// column 2: -8
	// column 3: -8
	// column 4: -8
	// column 6: 4
	// column 7: -8
}
