package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/gametree/gametree/c4"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("viewtimes", flag.ContinueOnError)
	fs.SetOutput(stderr)
	base := fs.String("url", "http://127.0.0.1:8080", "the server")
	stones := fs.String("stones", fmt.Sprintf("%d-12", everyBelow), "the sizes of position, FROM-TO stones (from the first the book does not hold every position of)")
	n := fs.Int("n", 40, "positions a size")
	seed := fs.Uint64("seed", 1, "the random games' seed")
	limit := fs.Duration("limit", 5*time.Second, "an answer slower than this is counted as late")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	from, to, err := parseRange(*stones)
	if err != nil || *n < 1 {
		fmt.Fprintf(stderr, "viewtimes: -stones FROM-TO (%d to 41: below %d stones the book holds every position) and -n at least 1\n", everyBelow, everyBelow)
		return 2
	}
	rng := rand.New(rand.NewPCG(*seed, 0))
	bad := false
	fmt.Fprintf(stdout, "%-6s %4s %10s %10s %10s %10s %10s %6s %7s\n", "stones", "n", "first p50", "p50", "p90", "p99", "max", "late", "refused")
	for k := from; k <= to; k++ {
		var first, total []time.Duration
		late, refused := 0, 0
		for range *n {
			moves := randomOffBook(rng, k, book)
			f, d, err := ask(*base, moves)
			if err != nil {
				refused++
				fmt.Fprintf(stderr, "%s: %v\n", moves, err)
				continue
			}
			first, total = append(first, f), append(total, d)
			if d > *limit {
				late++
				fmt.Fprintf(stderr, "%s: %.2f s\n", moves, d.Seconds())
			}
		}
		bad = bad || late > 0 || refused > 0
		fmt.Fprintf(stdout, "%-6d %4d %10s %10s %10s %10s %10s %6d %7d\n", k, len(total),
			secs(pct(first, 50)), secs(pct(total, 50)), secs(pct(total, 90)), secs(pct(total, 99)), secs(pct(total, 100)), late, refused)
	}
	if bad {
		return 1
	}
	return 0
}

// book is the server's opening book, everyBelow its stones below which it holds
// every position.
var (
	book       = c4.EmbeddedBook()
	everyBelow = max(book.Every, 1)
)

func parseRange(s string) (from, to int, err error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		b = a
	}
	if from, err = strconv.Atoi(a); err != nil {
		return 0, 0, err
	}
	if to, err = strconv.Atoi(b); err != nil {
		return 0, 0, err
	}
	// below EveryBelow stones the book holds every position: none is off it
	if from < everyBelow || to > c4.Cells-1 || from > to {
		return 0, 0, fmt.Errorf("out of range")
	}
	return from, to, nil
}

// randomOffBook plays random games until one reaches k stones with nobody having won
// and the book not holding it.
func randomOffBook(rng *rand.Rand, k int, book *c4.Book) string {
	for {
		var p c4.Position
		var sb strings.Builder
		for p.Moves < k && !p.Over() {
			c := rng.IntN(c4.Width)
			if p.CanPlay(c) {
				p.Play(c)
				sb.WriteByte(byte('1' + c))
			}
		}
		if p.Over() {
			continue
		}
		if _, _, found := book.Lookup(p); !found {
			return sb.String()
		}
	}
}

// ask asks for every column of moves as a stream and returns the time to the first
// line and to the answer.
func ask(base, moves string) (first, total time.Duration, err error) {
	start := time.Now()
	resp, err := http.Get(base + "/api/solve?stream=true&position=" + url.QueryEscape(moves))
	if err != nil {
		return 0, 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(resp.Body)
		return 0, 0, fmt.Errorf("status %d: %s", resp.StatusCode, strings.TrimSpace(string(body)))
	}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	var last map[string]any
	for sc.Scan() {
		if first == 0 {
			first = time.Since(start)
		}
		last = nil
		if err := json.Unmarshal(sc.Bytes(), &last); err != nil {
			return 0, 0, err
		}
	}
	total = time.Since(start)
	if err := sc.Err(); err != nil {
		return 0, 0, err
	}
	if last == nil || last["error"] != nil || last["scores"] == nil {
		return 0, 0, fmt.Errorf("no answer: %v", last)
	}
	return first, total, nil
}

// pct is the p-th percentile of ds (nearest rank), 0 if none.
func pct(ds []time.Duration, p int) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := (len(s)*p + 99) / 100
	return s[max(i, 1)-1]
}

func secs(d time.Duration) string { return fmt.Sprintf("%.2f s", d.Seconds()) }
