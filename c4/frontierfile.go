package c4

import (
	"bufio"
	"io"
	"strconv"
	"strings"

	"github.com/gametree/gametree/msg"
)

// A frontier file holds the strong scores of frontier positions (Frontier), one line
// a position, "MOVES SCORE": MOVES the position's move string (Frontier's: the
// smallest reaching it or its mirror image), SCORE its exact score for the side to
// move, as Solve gives it. A run of "gametree book --all --piece" appends to one as
// it solves, so that a run stopped and started again goes on where it was.

// FrontierScores is the score of frontier positions, by canonical key (a position
// and its mirror image share one).
type FrontierScores map[uint64]int

// FrontierLine is the line of a frontier file for a position and its score.
func FrontierLine(moves string, score int) string {
	return moves + " " + strconv.Itoa(score) + "\n"
}

// Has reports whether f holds p's score (or its mirror image's).
func (f FrontierScores) Has(p Position) bool {
	key, _ := canonical(&p)
	_, ok := f[key]
	return ok
}

// Read adds the lines of the frontier file r (named name in errors), whose positions
// have k stones, to f. A blank line is skipped; a position given twice must have the
// same score. Its errors are coded (package msg), with the file and the line:
// c4.frontier_line (not two fields), c4.frontier_moves (the moves do not parse),
// c4.frontier_stones, c4.frontier_over, c4.frontier_score (not a score the position
// can have), c4.frontier_twice (two scores).
func (f FrontierScores) Read(r io.Reader, name string, k int) error {
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		if err := f.readLine(sc.Text(), name, n, k); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return msg.New("c4.frontier_line", "file", name, "line", 0, "text", err.Error())
	}
	return nil
}

// readLine reads line n of a frontier file into f.
func (f FrontierScores) readLine(text, name string, n, k int) error {
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return nil
	}
	at := []any{"file", name, "line", n}
	if len(fields) != 2 {
		return msg.New("c4.frontier_line", append(at, "text", text)...)
	}
	moves := fields[0]
	p, err := Parse(moves)
	if err != nil {
		return msg.New("c4.frontier_moves", append(at, "detail", err)...)
	}
	at = append(at, "moves", moves)
	switch {
	case p.Moves != k:
		return msg.New("c4.frontier_stones", append(at, "stones", p.Moves, "want", k)...)
	case p.Over():
		return msg.New("c4.frontier_over", at...)
	}
	lo, hi := -(Cells-p.Moves)/2, (Cells+1-p.Moves)/2
	score, err := strconv.Atoi(fields[1])
	if err != nil || score < lo || score > hi {
		return msg.New("c4.frontier_score", append(at, "score", fields[1], "lo", lo, "hi", hi)...)
	}
	key, _ := canonical(&p)
	if before, ok := f[key]; ok && before != score {
		return msg.New("c4.frontier_twice", append(at, "score", score, "before", before)...)
	}
	f[key] = score
	return nil
}
