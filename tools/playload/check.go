package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/gametree/gametree/c4"
)

// checked is the check of the player's moves against exact scores.
type checked struct {
	analyzed, byBook int      // distinct positions checked by Analyze, by the book
	wrongCol         []string // moves not among the best columns
	wrongScore       []string // scores not the position's
	err              error
}

// check computes every distinct position's column scores (Analyze from -check-from
// stones on, else the embedded book) and checks each proven move against them.
func (pl *player) check(ctx context.Context) checked {
	var ck checked
	r := c4.Fastest
	s, err := c4.New(r, 0)
	if err != nil {
		ck.err = err
		return ck
	}
	s.SetThreads(pl.c.threads)
	type exact struct {
		scores [c4.Width]int
		ok     [c4.Width]bool
	}
	known := map[string]exact{}
	for _, m := range pl.played {
		if ctx.Err() != nil {
			ck.err = ctx.Err()
			return ck
		}
		if !m.proven {
			continue
		}
		p, err := c4.Parse(m.moves)
		if err != nil {
			ck.err = err
			return ck
		}
		e, found := known[m.moves]
		if !found {
			if p.Moves >= pl.c.checkFrom {
				s.Reset()
				e.scores, e.ok, err = s.Analyze(p, false)
				if err != nil {
					ck.err = err
					return ck
				}
				ck.analyzed++
			} else {
				var inBook bool
				e.scores, e.ok, inBook = c4.EmbeddedBook().Lookup(p)
				if !inBook {
					ck.err = fmt.Errorf("%s: below -check-from and not in the book", m.moves)
					return ck
				}
				ck.byBook++
			}
			known[m.moves] = e
		}
		best := c4.MinScore - 1
		for c := range c4.Width {
			if e.ok[c] {
				best = max(best, e.scores[c])
			}
		}
		if !e.ok[m.col] || e.scores[m.col] != best {
			ck.wrongCol = append(ck.wrongCol, fmt.Sprintf("%s played %d, scores %v", m.moves, m.col+1, e.scores))
		}
		if m.score != best {
			ck.wrongScore = append(ck.wrongScore, fmt.Sprintf("%s score %d, exact %d", m.moves, m.score, best))
		}
	}
	return ck
}

// report writes the latencies and the check; ok is false when a move was wrong or
// unproven.
func (pl *player) report(out io.Writer, played, checking time.Duration, ck checked) bool {
	var all, live, at9, at10, later []time.Duration
	book, unproven, refusals := 0, 0, 0
	var maxNodes int64
	var worst move
	for _, m := range pl.played {
		refusals += m.refused
		if !m.proven {
			unproven++
			continue
		}
		all = append(all, m.took)
		if m.book {
			book++
			continue
		}
		live = append(live, m.took)
		switch len(m.moves) {
		case c4.LiveStones:
			at9 = append(at9, m.took)
		case c4.LiveStones + 1:
			at10 = append(at10, m.took)
		default:
			later = append(later, m.took)
		}
		maxNodes = max(maxNodes, m.nodes)
		if m.took > worst.took {
			worst = m
		}
	}
	fmt.Fprintf(out, "\nplayer moves %d in %.1f s: from the book %d, solved live %d, unproven %d (refusals %d)\n",
		len(pl.played), played.Seconds(), book, len(live), unproven, refusals)
	fmt.Fprintf(out, "latency all   %s\n", percentiles(all))
	fmt.Fprintf(out, "latency live  %s\n", percentiles(live))
	fmt.Fprintf(out, "  %d stones   %s\n", c4.LiveStones, percentiles(at9))
	fmt.Fprintf(out, "  %d stones  %s\n", c4.LiveStones+1, percentiles(at10))
	fmt.Fprintf(out, "  others     %s\n", percentiles(later))
	if len(live) > 0 {
		fmt.Fprintf(out, "slowest live solve: %s (%d stones) %.0f ms, %d nodes; most nodes %d\n",
			worst.moves, len(worst.moves), ms(worst.took), worst.nodes, maxNodes)
	}
	fmt.Fprintf(out, "check (%.1f s): %d positions by Analyze (from %d stones), %d by the book; wrong columns %d, wrong scores %d\n",
		checking.Seconds(), ck.analyzed, pl.c.checkFrom, ck.byBook, len(ck.wrongCol), len(ck.wrongScore))
	for _, w := range append(ck.wrongCol, ck.wrongScore...) {
		fmt.Fprintln(out, "  WRONG", w)
	}
	if ck.err != nil {
		fmt.Fprintln(out, "check failed:", ck.err)
	}
	return ck.err == nil && len(ck.wrongCol) == 0 && len(ck.wrongScore) == 0 && unproven == 0 && refusals == 0
}

// percentiles is "n N p50 .. p95 .. p99 .. max .." in ms (nearest rank).
func percentiles(ds []time.Duration) string {
	if len(ds) == 0 {
		return "n 0"
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	at := func(q float64) time.Duration {
		i := int(q*float64(len(s)) + 0.999999)
		return s[min(max(i-1, 0), len(s)-1)]
	}
	return fmt.Sprintf("n %d  p50 %.0f ms  p95 %.0f ms  p99 %.0f ms  max %.0f ms", len(s), ms(at(0.50)), ms(at(0.95)), ms(at(0.99)), ms(s[len(s)-1]))
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1e3 }
