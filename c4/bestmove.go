package c4

// BestMove is the column a perfect player plays at p and its exact score for the side
// to move: the column BestColumn would choose from every column's exact score, and
// that column's score (weak: its sign, unless a win at once). It returns -1 when no
// column is playable (the game is over).
//
// This version solves every column (Analyze); the player needs only the best one
// and its score, which fewer searches can prove (see the tests, which hold any
// faster version to exactly this answer).
func (s *Solver) BestMove(p Position, weak bool) (col, score int, err error) {
	scores, ok, err := s.Analyze(p, weak)
	if err != nil {
		return -1, 0, err
	}
	col = BestColumn(p, scores, ok)
	if col < 0 {
		return -1, 0, nil
	}
	return col, scores[col], nil
}
