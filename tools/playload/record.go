package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// The record (-record, -check): one line a player's move, "MOVES COL SCORE BOOK NODES
// MICROS STATUS REFUSED PROVEN" (MOVES "." for the empty board, COL 1-7), so that the
// moves played under load are checked after it, on an idle machine.

// writeRecord writes the player's moves to path.
func (pl *player) writeRecord(path string) error {
	var b strings.Builder
	for _, m := range pl.played {
		moves := m.moves
		if moves == "" {
			moves = "."
		}
		fmt.Fprintf(&b, "%s %d %d %t %d %d %d %d %t\n", moves, m.col+1, m.score, m.book, m.nodes,
			m.took.Microseconds(), m.status, m.refused, m.proven)
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// readRecord reads the player's moves from r.
func (pl *player) readRecord(r io.Reader) error {
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		var m move
		var col int
		var micros int64
		if _, err := fmt.Sscan(sc.Text(), &m.moves, &col, &m.score, &m.book, &m.nodes, &micros, &m.status, &m.refused, &m.proven); err != nil {
			return fmt.Errorf("record line %q: %v", sc.Text(), err)
		}
		m.moves = strings.TrimPrefix(m.moves, ".")
		m.col, m.took = col-1, time.Duration(micros)*time.Microsecond
		pl.played = append(pl.played, m)
	}
	return sc.Err()
}
