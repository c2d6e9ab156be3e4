package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/msg"
)

// cmdBook is "book": it makes the connect-4 opening book of the perfect player (the
// positions its own play reaches against every reply, both colours, below --plies
// stones, each with every column's exact score) and writes it to --out, printing a
// line a position as it goes and a summary. With --count it only counts, for each
// number of stones below --plies, the positions of a book of every position
// (mirror images once), to compare the two kinds of book. With --all it makes the book
// of every position below --plies stones instead (book_all.go).
func cmdBook(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("book", stderr)
	plies := fs.Int("plies", c4.DefaultBookPlies, "the book holds the player's positions of fewer stones than this (0: only --also)")
	out := fs.String("out", "c4/book.bin", "file to write")
	entries := fs.Int("tt-size", 1<<25, "table entries of the solver (8 bytes each)")
	threads := fs.Int("threads", 0, "cores searching at once (0: all)")
	count := fs.Bool("count", false, "only count the positions of a book of every position, by stones")
	quiet := fs.Bool("quiet", false, "no line a position, the summary only")
	also := fs.String("also", "", "positions added with the player to move, comma-separated (4147,434): the book answers them and the player's lines from them")
	from := fs.String("from", "", "smaller books, comma-separated, whose scores are taken as they are (a deeper book grows from them)")
	all := bookAllFlagsOf(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *plies < 0 || *plies > c4.Cells {
		return usageError{msg.New("cli.flag_invalid", "flag", "plies", "value", strconv.Itoa(*plies))}
	}
	if *count {
		for n, k := range c4.CountPositions(*plies) {
			fmt.Fprintf(stdout, "%d stones: %d positions\n", n, k)
		}
		return nil
	}
	if *all.all {
		plied := false
		fs.Visit(func(f *flag.Flag) { plied = plied || f.Name == "plies" })
		if !plied {
			// the default, 10 stones, is a frontier of millions of positions
			return usageError{msg.New("cli.book_all_plies")}
		}
		return cmdBookAll(all, bookRun{plies: *plies, out: *out, entries: *entries, threads: *threads, quiet: *quiet, from: *from}, stdout)
	}
	s, err := c4.New(c4.Fastest, *entries)
	if err != nil {
		return usageError{err}
	}
	if *threads > 0 {
		s.SetThreads(*threads)
	}
	seed, err := readBooks(*from)
	if err != nil {
		return err
	}
	var extra []c4.Position
	for _, text := range strings.FieldsFunc(*also, func(r rune) bool { return r == ',' }) {
		p, err := c4.Parse(strings.TrimSpace(text))
		if err != nil {
			return usageError{err}
		}
		extra = append(extra, p)
	}
	start := time.Now()
	b, err := c4.GenerateBook(s, *plies, seed, extra, func(p c4.BookProgress) {
		if !*quiet {
			fmt.Fprintf(stdout, "%d positions, %d stones, %d nodes, %.1f s\n", p.Positions, p.Stones, p.Nodes, p.Elapsed.Seconds())
		}
	})
	if err != nil {
		return err
	}
	data, err := b.MarshalBinary()
	if err != nil {
		return err
	}
	if err := os.WriteFile(*out, data, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "# book of %d positions below %d stones: %d bytes, %d nodes, %.1f s (%s)\n",
		b.Len(), *plies, len(data), s.Nodes(), time.Since(start).Seconds(), *out)
	return nil
}

// readBooks reads and merges the books of from (file names, comma-separated; nil
// for none).
func readBooks(from string) (*c4.Book, error) {
	var seed *c4.Book
	for _, path := range commaList(from) {
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		b, err := c4.ReadBook(data)
		if err != nil {
			return nil, err
		}
		seed = seed.Merge(b)
	}
	return seed, nil
}

// commaList splits a comma-separated flag value, without empty items.
func commaList(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ',' })
}
