package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/gametree/gametree/lecture"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render"
)

// cmdLecture writes a search's lecture in one file: a 16:9 PDF of slides (a title
// slide, then one slide per chosen step, the step's sentence under its picture) or the
// same as LaTeX Beamer source with TikZ trees. Progress goes to stderr, at most once a
// second.
func cmdLecture(args []string, stdout, stderr io.Writer) error {
	p := traceDefaults()
	fs := newFlagSet("lecture", stderr)
	searchFlags(fs, &p)
	out := fs.String("o", "", "output file (lecture.pdf, lecture.tex); standard output if empty")
	steps := fs.String("steps", "key", "which steps get a slide: key (each cutoff, each change of the root's value, each root move's value, the first and the last step) or all")
	format := fs.String("format", "", "pdf (slides) or tex (LaTeX Beamer source); default: from the -o extension, else pdf")
	lang := langFlag(fs, "language of the slides and the error messages: en or es")
	budget := fs.Int("budget", render.DefaultBudget, "most nodes a slide's picture draws (PDF): deeper subtrees fold into summary nodes")
	quiet := fs.Bool("quiet", false, "no progress on standard error")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := checkLang(*lang); err != nil {
		return err
	}
	which, err := lecture.ParseSteps(strings.ToLower(strings.TrimSpace(*steps)))
	if err != nil {
		return usageError{err}
	}
	f, err := lectureFormat(*format, *out)
	if err != nil {
		return err
	}
	if *budget < 10 || *budget > 100_000 {
		return usage("cli.budget", "value", *budget)
	}
	p.Options.Record = true
	t, err := search(p)
	if err != nil {
		return err
	}
	l, err := lecture.New(p, t, *lang, which)
	if err != nil {
		return usageError{err}
	}
	l.Budget = *budget
	if !*quiet {
		l.Progress = progressPrinter(stderr, *lang, time.Second)
	}
	start := time.Now()
	data, err := l.Write(context.Background(), f)
	if err != nil {
		return err
	}
	if *out == "" {
		_, err = stdout.Write(data)
		return err
	}
	if err := os.WriteFile(*out, data, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s: %d slides, %s bytes, %s\n", *out, l.SlideCount(), msg.Number(msg.EN, int64(len(data))), time.Since(start).Round(time.Millisecond))
	return nil
}

// lectureFormat is --format, else the -o file's extension, else pdf.
func lectureFormat(name, out string) (lecture.Format, error) {
	if name == "" {
		name = strings.TrimPrefix(filepath.Ext(out), ".")
	}
	f, err := lecture.ParseFormat(strings.ToLower(name))
	if err != nil {
		return "", usageError{err}
	}
	return f, nil
}

// progressPrinter tells the slides made on w, at most once every gap (and the last).
func progressPrinter(w io.Writer, lang string, gap time.Duration) func(done, total int) {
	last := time.Now()
	return func(done, total int) {
		if done < total && time.Since(last) < gap {
			return
		}
		last = time.Now()
		fmt.Fprintf(w, "lecture: %s\n", msg.Format(lang, "lecture.progress", map[string]any{"done": done, "total": total}))
	}
}
