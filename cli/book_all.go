package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/msg"
)

// bookAllFlags are the flags of "book --all": the book of every position below
// --plies stones, from the scores of the frontier (the positions of exactly --plies
// stones), solved in pieces.
type bookAllFlags struct {
	all      *bool
	piece    *string
	frontier *string
	next     *string
	root     *string
	lang     *string
}

// bookAllFlagsOf defines the flags of "book --all" on fs.
func bookAllFlagsOf(fs *flag.FlagSet) bookAllFlags {
	return bookAllFlags{
		all:      fs.Bool("all", false, "the book of every position below --plies stones, from the frontier's scores (--frontier)"),
		piece:    fs.String("piece", "", "with --all: solve the I-th of N slices of the frontier (I/N, such as 1/4), appending to --frontier, skipping what it holds"),
		frontier: fs.String("frontier", "", "with --all: the file a piece appends to (\"MOVES SCORE\" lines), or the files of every piece, comma-separated, to make --out"),
		next:     fs.String("next", "", "with --all, to make --out: the files of the next frontier (--plies+1 stones), comma-separated, partly solved: each position of --plies stones whose columns all lead to one of its positions joins the book"),
		root:     fs.String("root", "", "with --all: only the positions reached from this one (moves such as 4453; tests, or one opening deeper)"),
		lang:     langFlag(fs, "language of the errors and the lines printed: en or es"),
	}
}

// bookRun is the rest of the book command's flags that "book --all" reads.
type bookRun struct {
	plies, entries, threads int
	out, from               string
	quiet                   bool
}

// cmdBookAll is "book --all": with --piece it solves a piece of the frontier, else
// it makes the book from the frontier files.
func cmdBookAll(f bookAllFlags, run bookRun, stdout io.Writer) error {
	if err := checkLang(*f.lang); err != nil {
		return err
	}
	files := commaList(*f.frontier)
	if len(files) == 0 {
		return usage("cli.book_all_frontier")
	}
	if *f.piece == "" {
		return writeBookAll(files, commaList(*f.next), *f.root, run, *f.lang, stdout)
	}
	i, n, ok := parsePiece(*f.piece)
	if !ok {
		return usage("cli.flag_invalid", "flag", "piece", "value", *f.piece)
	}
	if len(files) != 1 {
		return usage("cli.flag_invalid", "flag", "frontier", "value", *f.frontier)
	}
	return solvePiece(files[0], *f.root, i, n, run, *f.lang, stdout)
}

// parsePiece reads "I/N", 1 <= I <= N.
func parsePiece(s string) (i, n int, ok bool) {
	a, b, found := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	return i, n, found && err1 == nil && err2 == nil && i >= 1 && i <= n
}

// readFrontier adds the frontier file path (positions of k stones) to scores; a file
// that does not exist adds nothing if missingOK.
func readFrontier(scores c4.FrontierScores, path string, k int, missingOK bool) error {
	file, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) && missingOK {
		return nil
	}
	if err != nil {
		return err
	}
	defer file.Close()
	if err := scores.Read(file, path, k); err != nil {
		return usageError{err}
	}
	return nil
}

// solvePiece solves piece i of n of the frontier of run.plies stones (from root),
// appending to path, skipping the positions it holds already, a line printed a
// position.
func solvePiece(path, root string, i, n int, run bookRun, lang string, stdout io.Writer) error {
	have := c4.FrontierScores{}
	if err := readFrontier(have, path, run.plies, true); err != nil {
		return err
	}
	frontier, err := c4.Frontier(root, run.plies)
	if err != nil {
		return usageError{err}
	}
	todo := c4.FrontierPiece(frontier, i, n)
	had := 0
	for _, fp := range todo {
		if have.Has(fp.Pos) {
			had++
		}
	}
	r := c4.Fastest
	if run.threads == 1 {
		r.LazySMP = false
	}
	s, err := c4.New(r, run.entries)
	if err != nil {
		return usageError{err}
	}
	if run.threads > 0 {
		s.SetThreads(run.threads)
	}
	file, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer file.Close()
	start, done, nodes := time.Now(), had, int64(0)
	solved, err := c4.SolveFrontier(s, todo, have, func(fp c4.FrontierPosition, score int, took time.Duration) error {
		if _, err := io.WriteString(file, c4.FrontierLine(fp.Moves, score)); err != nil {
			return err
		}
		done++
		if !run.quiet {
			fmt.Fprintln(stdout, msg.Format(lang, "cli.book_all_position", map[string]any{"i": done, "n": len(todo),
				"moves": fp.Moves, "score": score, "seconds": decimal(lang, took.Seconds(), 3), "nodes": s.Nodes() - nodes}))
		}
		nodes = s.Nodes()
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, msg.Format(lang, "cli.book_all_piece", map[string]any{"piece": fmt.Sprintf("%d/%d", i, n),
		"todo": len(todo), "stones": run.plies, "solved": solved, "had": had, "file": path,
		"nodes": s.Nodes(), "seconds": decimal(lang, time.Since(start).Seconds(), 1)}))
	return file.Close()
}

// writeBookAll makes the book of every position below run.plies stones from the
// frontier files (from root), merged with the books of run.from and with what the
// files of the next frontier (nextFiles, partly solved) give, and writes it to run.out.
func writeBookAll(files, nextFiles []string, root string, run bookRun, lang string, stdout io.Writer) error {
	scores := c4.FrontierScores{}
	for _, path := range files {
		if err := readFrontier(scores, path, run.plies, false); err != nil {
			return err
		}
	}
	lines, err := readBooks(run.from)
	if err != nil {
		return err
	}
	b, err := c4.BookOfAll(root, run.plies, scores, lines)
	if err != nil {
		return usageError{err}
	}
	nextLine := ""
	if len(nextFiles) > 0 {
		next := c4.FrontierScores{}
		for _, path := range nextFiles {
			if err := readFrontier(next, path, run.plies+1, false); err != nil {
				return err
			}
		}
		nb, err := c4.BookOfNext(root, run.plies, scores, next, lines)
		if err != nil {
			return usageError{err}
		}
		front, err := c4.Frontier(root, run.plies+1)
		if err != nil {
			return usageError{err}
		}
		b = b.Merge(nb)
		nextLine = msg.Format(lang, "cli.book_all_next", map[string]any{"positions": nb.Len(), "stones": run.plies,
			"solved": len(next), "total": len(front)})
	}
	data, err := b.MarshalBinary()
	if err != nil {
		return err
	}
	if err := os.WriteFile(run.out, data, 0o644); err != nil {
		return err
	}
	fmt.Fprintln(stdout, msg.Format(lang, "cli.book_all_written", map[string]any{"stones": run.plies, "plies": b.Plies,
		"positions": b.Len(), "bytes": len(data), "out": run.out}))
	if nextLine != "" {
		fmt.Fprintln(stdout, nextLine)
	}
	return nil
}
