package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/worksheet"
)

// chosenSheet writes the worksheet of a teacher's chosen trees (--items FILE, one a
// line: worksheet.ParseItems) into -o and its solution beside it. A bad line is bad
// input (exit 2) and its error names the line: the parser's, and the exercise made of
// it ("line 3: this exercise's tree has 66 nodes or more; ...").
func (f exerciseFlagValues) chosenSheet(fs *flag.FlagSet, stdin io.Reader, stdout, stderr io.Writer) error {
	var specFlag string
	fs.Visit(func(fl *flag.Flag) {
		if isSpecFlag(fl.Name) && specFlag == "" {
			specFlag = fl.Name
		}
	})
	if specFlag != "" {
		return usage("cli.items_spec", "flag", specFlag)
	}
	format, base, err := f.sheetOutput()
	if err != nil {
		return err
	}
	text, err := readItems(*f.items, stdin)
	if err != nil {
		return err
	}
	items, lines, err := worksheet.ParseItemLines(text)
	if err != nil {
		return usageError{err}
	}
	exs, err := worksheet.Chosen(context.Background(), items)
	if err != nil {
		return usageError{lineOfItem(err, lines)}
	}
	solutionPath := solutionFile(*f.out)
	for _, part := range []worksheet.Part{worksheet.Question, worksheet.Solution} {
		path := *f.out
		if part == worksheet.Solution {
			path = solutionPath
		}
		if err := writeChosen(stderr, exs, part, worksheet.Options{Lang: *f.lang, Site: base}, format, *f.dpi, path); err != nil {
			return err
		}
	}
	fmt.Fprintf(stdout, "wrote %s (question) and %s (solution): %d items on the page\n", *f.out, solutionPath, len(exs))
	return nil
}

// readItems reads the list's file ("-": stdin), at most
// worksheet.MaxItemsText bytes.
func readItems(path string, stdin io.Reader) (string, error) {
	r := stdin
	if path != "-" {
		file, err := os.Open(path)
		if err != nil {
			return "", usage("cli.items_file", "file", path, "detail", err.Error())
		}
		defer file.Close()
		r = file
	}
	b, err := io.ReadAll(io.LimitReader(r, worksheet.MaxItemsText+1))
	if err != nil {
		return "", usage("cli.items_file", "file", path, "detail", err.Error())
	}
	return string(b), nil
}

// lineOfItem says a list's error by the line of its item (worksheet.item names the
// item's number; the file's reader knows the line).
func lineOfItem(err error, lines []int) error {
	var m *msg.Error
	if !errors.As(err, &m) || m.Code() != "worksheet.item" {
		return err
	}
	p := m.Params()
	n, _ := p["n"].(int)
	if n < 1 || n > len(lines) {
		return err
	}
	return msg.New("worksheet.line", "n", lines[n-1], "detail", p["detail"])
}

// writeChosen writes one part of a chosen sheet to path; one that prints small says so
// on stderr.
func writeChosen(stderr io.Writer, exs []*exercise.Exercise, part worksheet.Part, opt worksheet.Options, format worksheet.Format, dpi int, path string) error {
	svg, lay, err := worksheet.Page(exs, part, opt)
	if err != nil {
		return err
	}
	if !lay.Readable() && part == worksheet.Question {
		fmt.Fprintf(stderr, "gametree exercise: %s\n", strings.TrimSpace(msg.New("worksheet.small", "pt", fmt.Sprintf("%.1f", lay.LeafPt), "mm", fmt.Sprintf("%.1f", lay.BoxMM)).Text(opt.Lang)))
	}
	data, err := worksheet.Encode(svg, format, dpi)
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}
