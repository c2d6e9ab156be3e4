package c4

import "time"

// SolveFrontier solves strongly, with s, each position of todo (a FrontierPiece) that
// have does not hold yet, in order, and calls done after each with its score and the
// time it took (done appends it to the piece's file: FrontierLine). The solver's
// table is kept from one position to the next: their searches overlap. It returns
// how many it solved, and stops at the first error (Solve's, or done's).
func SolveFrontier(s *Solver, todo []FrontierPosition, have FrontierScores, done func(fp FrontierPosition, score int, took time.Duration) error) (int, error) {
	solved := 0
	for _, fp := range todo {
		if have.Has(fp.Pos) {
			continue
		}
		start := time.Now()
		v, err := s.Solve(fp.Pos, false)
		if err != nil {
			return solved, err
		}
		solved++
		if err := done(fp, v, time.Since(start)); err != nil {
			return solved, err
		}
	}
	return solved, nil
}
