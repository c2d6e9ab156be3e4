package trace

// expectiminimaxRoot searches the root with expectiminimax (Options.Star1: pruned) and
// returns its value in the root function's own view. TO BE WRITTEN (issue 31, helper
// "expecti").
func (s *searcher) expectiminimaxRoot(root int32, left int) int {
	panic("trace: expectiminimax is not written yet")
}
