package c4

// BestMove is the column a perfect player plays at p and its exact score for the side
// to move: the column BestColumn would choose from every column's exact score
// (Analyze's), and that column's score (weak: its sign, as Analyze gives it: 1 for a
// win at once too). It returns -1 when no column is playable (the game is over).
//
// It solves p once and then proves, column by column in BestColumn's order, the
// first column that reaches p's score, with one null-window search each (bestMove):
// the same answer as Analyze and BestColumn, in a fraction of the nodes. A search
// stopped by a limit (SetLimits) returns its error, as Solve does.
func (s *Solver) BestMove(p Position, weak bool) (col, score int, err error) {
	if p.Won() || p.Moves == Cells {
		return -1, 0, nil
	}
	defer func() {
		if r := recover(); r != nil {
			st, ok := r.(stopped)
			if !ok {
				panic(r)
			}
			col, score, err = -1, 0, stopError(st)
		}
	}()
	col, score = s.bestMove(p, weak)
	return col, score, nil
}
