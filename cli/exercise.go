package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/worksheet"
)

// cmdExercise prints an exercise: its question into -o and its solution beside it
// (sheet.svg, sheet.solution.svg), or with --worksheet a page of exercises and its
// page of solutions, or with --items the worksheet of a teacher's chosen trees
// (exercise_chosen.go).
func cmdExercise(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("exercise", stderr)
	f := exerciseFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := checkLang(*f.lang); err != nil {
		return err
	}
	if *f.items != "" {
		return f.chosenSheet(fs, stdin, stdout, stderr)
	}
	spec, err := exerciseSpec(fs)
	if err != nil {
		return err
	}
	format, base, err := f.sheetOutput()
	if err != nil {
		return err
	}
	n := 1
	if *f.page {
		n = *f.count
	}
	exs, err := worksheet.ExercisesWith(context.Background(), makers(), spec, n)
	if err != nil {
		return usageError{err}
	}
	solutionPath := solutionFile(*f.out)
	for _, part := range []worksheet.Part{worksheet.Question, worksheet.Solution} {
		path := *f.out
		if part == worksheet.Solution {
			path = solutionPath
		}
		if err := f.writeSheet(stderr, exs, part, base, format, path); err != nil {
			return err
		}
	}
	fmt.Fprintf(stdout, "wrote %s (question) and %s (solution): %s\n", *f.out, solutionPath, base+exs[0].Spec.Link())
	return nil
}

// exerciseFlagValues are the exercise command's flags beside the exercise's spec
// (exercise.FieldNames), which exerciseSpec reads.
type exerciseFlagValues struct {
	out, format, site, lang *string
	items                   *string // a teacher's list of trees (exercise_chosen.go)
	page                    *bool
	count, dpi              *int
}

func exerciseFlags(fs *flag.FlagSet) exerciseFlagValues {
	fs.String("source", exercise.SourceRandom, "random, a preset (textbook, figure-5.2, ...), tree (--position holds it), tictactoe, connect4 (with --depth) or stones")
	fs.String("position", "", "the tree in parentheses, or the tic-tac-toe or stones position (with those sources)")
	fs.String("seed", "1", "random exercises: the seed (the same seed, the same tree); with --worksheet the first of --count seeds")
	fs.String("level", "1", "random exercises: 1 binary depth 3, 2 ternary depth 3, 3 binary depth 4, 4 mixed 2-3 depth 4, 5 ternary depth 4")
	fs.String("depth", "0", "a game's depth limit in plies: needed for connect4 (its positions there scored by the course's evaluation), optional for tictactoe and stones (0: to the end)")
	fs.String("q", "", "what is asked: values (minimax; expectiminimax on a tree with chance nodes), prune (alpha-beta values and cuts), window (and α, β), order (of the leaves), star1 (expectiminimax with Star1 pruning: values and cuts, on a tree with chance nodes); default: the level's")
	fs.String("root", "max", "who moves at a tree's root: max or min")
	fs.Bool("fail-hard", false, "alpha-beta fail-hard (default fail-soft)")
	fs.Bool("chance", false, "random exercises: a tree with chance nodes (MAX, chance, MIN, chance, ...; probabilities in quarters), asking values at level 1 and star1 above")
	fs.Bool("fail-course", false, "the course's alpha-beta (practical 002): a MAX node returns α, a MIN node β (not with --fail-hard)")
	return exerciseFlagValues{
		out:    fs.String("o", "", "the question's file (required); the solution goes beside it: sheet.svg -> sheet.solution.svg"),
		format: fs.String("format", "", "svg, png or pdf (default: from the -o extension, else svg)"),
		page:   fs.Bool("worksheet", false, "a worksheet: --count exercises (seeds N, N+1, ...) on one A4 page (portrait or landscape), and a page of solutions"),
		count:  fs.Int("count", 0, "with --worksheet: how many exercises on the page, 1 to 6; default: as many as print readably (leaf digits ≥ 7 pt, boxes ≥ 8 mm square): 6 at level 1, 3 at level 2, 2 at level 3 (values and pruning); a level 4 or 5 tree is wider than A4 allows: as many as print as large as one alone (1 to 6, with the trees), and the page says how small; a larger count is refused"),
		site:   fs.String("url", "http://localhost:8080", "the site the printed link points to (http:// or https:// and a host), so that it can be typed from paper; \"\" prints the link relative"),
		dpi:    fs.Int("dpi", 144, "PNG resolution in dots per inch (300 prints sharp)"),
		lang:   langFlag(fs, "language of the sheet and of the error messages: en or es"),
		items:  fs.String("items", "", "a worksheet of chosen trees: the file (- for standard input) that lists them, one a line, in the sheet's order (up to 6); the spec's flags are then refused.\n"+worksheet.ItemsHelp),
	}
}

// exerciseSpec reads the exercise's spec from the flags given on the command line.
func exerciseSpec(fs *flag.FlagSet) (exercise.Spec, error) {
	var spec exercise.Spec
	var bad error
	fs.Visit(func(f *flag.Flag) {
		if bad == nil && isSpecFlag(f.Name) {
			bad = spec.Set(f.Name, f.Value.String())
		}
	})
	if bad != nil {
		return spec, usageError{bad}
	}
	return spec, nil
}

// sheetOutput checks the flags every sheet is written by (-o, --format, --dpi,
// --site): the sheet's format and the site its links name.
func (f exerciseFlagValues) sheetOutput() (worksheet.Format, string, error) {
	if *f.out == "" {
		return "", "", usage("cli.exercise_out")
	}
	format, err := sheetFormat(*f.format, *f.out)
	if err != nil {
		return "", "", err
	}
	if err := worksheet.CheckDPI(*f.dpi); err != nil {
		return "", "", usageError{err}
	}
	base, err := worksheet.CheckSite(*f.site)
	if err != nil {
		return "", "", usageError{err}
	}
	return format, base, nil
}

// sheetFormat picks the sheet's format from --format, else from the output file's
// extension (png, pdf, anything else svg).
func sheetFormat(name, out string) (worksheet.Format, error) {
	if name == "" {
		name = strings.ToLower(strings.TrimPrefix(filepath.Ext(out), "."))
		if name != string(worksheet.PNG) && name != string(worksheet.PDF) {
			name = string(worksheet.SVG)
		}
	}
	format, err := worksheet.ParseFormat(name)
	if err != nil {
		return format, usageError{err}
	}
	return format, nil
}

// writeSheet writes one part (question or solution) of the exercise, or with
// --worksheet of the page, to path; a fitted page that prints small says so on stderr.
func (f exerciseFlagValues) writeSheet(stderr io.Writer, exs []*exercise.Exercise, part worksheet.Part, base string, format worksheet.Format, path string) error {
	var svg []byte
	var err error
	if *f.page {
		var lay worksheet.Layout
		svg, lay, err = worksheet.Page(exs, part, worksheet.Options{Lang: *f.lang, Fitted: *f.count == 0, Site: base})
		if err == nil && !lay.Readable() && part == worksheet.Question {
			fmt.Fprintf(stderr, "gametree exercise: %s\n", msg.New("worksheet.small", "pt", fmt.Sprintf("%.1f", lay.LeafPt), "mm", fmt.Sprintf("%.1f", lay.BoxMM)).Text(*f.lang))
		}
	} else {
		svg, err = worksheet.Exercise(exs[0], part, worksheet.Options{Lang: *f.lang, Site: base})
	}
	if err != nil {
		return err
	}
	data, err := worksheet.Encode(svg, format, *f.dpi)
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}

// isSpecFlag: the flag is a field of the exercise's spec.
func isSpecFlag(name string) bool {
	for _, f := range exercise.FieldNames {
		if f == name {
			return true
		}
	}
	return false
}

// solutionFile names the solution's file beside the question's: sheet.svg ->
// sheet.solution.svg.
func solutionFile(question string) string {
	ext := filepath.Ext(question)
	return strings.TrimSuffix(question, ext) + ".solution" + ext
}
