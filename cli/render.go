package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/gametree/gametree/compare"
	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/render/graphviz"
	"github.com/gametree/gametree/trace"
)

// cmdRender draws a search: the finished tree, one step of it, or every step as a
// numbered slide sequence.
func cmdRender(args []string, stdout, stderr io.Writer) error {
	p := traceDefaults()
	fs := newFlagSet("render", stderr)
	searchFlags(fs, &p)
	f := renderFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	ropt, err := pictureOptions(fs, *f.hide)
	if err != nil {
		return err
	}
	format, err := outputFormat(*f.format, *f.out, *f.all)
	if err != nil {
		return err
	}
	if err := f.check(); err != nil {
		return err
	}
	p.Options.Record = true
	t, err := search(p)
	if err != nil {
		return err
	}
	opt, err := f.options(ropt, p, t)
	if err != nil {
		return err
	}
	return f.write(stdout, t, opt, format)
}

// renderFlagValues are the render command's own flags, beside the search's and the
// picture options' (render.OptionNames), which pictureOptions reads.
type renderFlagValues struct {
	out, format, lang, title *string
	step, budget             *int
	all, hide                *bool
}

func renderFlags(fs *flag.FlagSet) renderFlagValues {
	f := renderFlagValues{
		out:    fs.String("o", "", "output file (or, with --all-steps, directory); standard output if empty"),
		step:   fs.Int("step", 0, "draw step K (1 is the first step; 0: the finished search)"),
		all:    fs.Bool("all-steps", false, "write one numbered file per step into the -o directory"),
		format: fs.String("format", "", "svg, png, pdf or dot (default: from the -o extension, else svg)"),
		budget: fs.Int("budget", render.DefaultBudget, "display budget: deeper subtrees fold into summary nodes beyond this many nodes"),
		lang:   langFlag(fs, "language of the legend, the captions and the error messages: en or es"),
		title:  fs.String("title", "", "title above the tree (default: the algorithm and the position; \"none\" for no title)"),
		hide:   fs.Bool("hide-unreached", false, "the same as --unreached hide (the default)"),
	}
	fs.String("unreached", "hide", "nodes the search has not reached yet at the step: hide (they appear as the search reaches them) or ghost (light grey)")
	fs.Bool("region", false, "draw only the region of the step's current node: the path from the root, its siblings (subtrees folded) and the node's subtree to --region-depth")
	fs.Int("region-depth", render.DefaultRegionDepth, "with --region: how many plies of the current node's subtree to draw")
	fs.String("width", strconv.Itoa(render.DefaultMaxWidth), "fit the picture to a 16:9 slide this many pixels wide (PNG pixels at --dpi); full: natural size")
	fs.Int("dpi", render.DefaultDPI, "PNG resolution in pixels per inch")
	fs.String("header", "full", "above the tree: full (title, legend, caption) or compact (title and caption)")
	fs.String("ratio", string(render.Ratio16x9), "the slide the picture fills, its tree centred and folded until its values are legible: 16:9, 4:3 or free (the picture's own shape, only scaled down to --width)")
	fs.Int("focus", render.NoFocus, "a node (its number, 0 the root) that is never folded into a summary: the path to it, it and its children are drawn; a step's picture always keeps its current node")
	fs.String("engine", "draw", "what lays out and draws SVG and PNG: draw (the project's own layout, fast) or graphviz (Graphviz's dot layout)")
	return f
}

// pictureOptions reads the picture options given on the command line
// (render.OptionNames), and --hide-unreached.
func pictureOptions(fs *flag.FlagSet, hide bool) (render.Options, error) {
	var ropt render.Options
	var bad error
	fs.Visit(func(f *flag.Flag) {
		if bad == nil && slices.Contains(render.OptionNames, f.Name) {
			bad = ropt.Set(f.Name, f.Value.String())
		}
	})
	if bad != nil {
		return ropt, usageError{bad}
	}
	if hide {
		if ropt.Unreached == render.UnreachedGhost {
			return ropt, usage("cli.hide_ghost")
		}
		ropt.Unreached = render.UnreachedHide
	}
	return ropt, nil
}

// check checks the values that need no search.
func (f renderFlagValues) check() error {
	if err := checkLang(*f.lang); err != nil {
		return err
	}
	switch {
	case *f.budget < 10 || *f.budget > 100_000:
		return usage("cli.budget", "value", *f.budget)
	case *f.step < 0:
		return usage("cli.step", "step", *f.step)
	case *f.all && *f.out == "":
		return usage("cli.all_steps_dir")
	case *f.all && *f.step != 0:
		return usage("cli.all_steps_step")
	}
	return nil
}

// options completes the picture options: the step (checked against the search's
// steps), the budget, the language and the title.
func (f renderFlagValues) options(ropt render.Options, p trace.Params, t *trace.Trace) (render.Options, error) {
	opt := ropt
	opt.Step, opt.Budget, opt.Lang, opt.Title = render.Finished, *f.budget, *f.lang, *f.title
	switch opt.Title {
	case "":
		opt.Title = algorithmTitle(p.Options.Algorithm, *f.lang) + ": " + problemTitle(p, *f.lang)
	case "none":
		opt.Title = ""
	}
	if *f.step > 0 {
		if *f.step > t.StepCount() {
			return opt, usage("cli.step_range", "step", *f.step, "steps", t.StepCount())
		}
		opt.Step = *f.step - 1
	}
	if err := opt.Check(t); err != nil {
		return opt, usageError{err}
	}
	return opt, nil
}

// write draws the picture to -o (standard output without it), or with --all-steps
// every step into the -o directory.
func (f renderFlagValues) write(stdout io.Writer, t *trace.Trace, opt render.Options, format render.Format) error {
	r := &graphviz.InProcess{}
	ctx := context.Background()
	if *f.all {
		paths, err := render.AllSteps(ctx, r, t, opt, format, *f.out)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "wrote %d files to %s (%s ... %s)\n", len(paths), *f.out, filepath.Base(paths[0]), filepath.Base(paths[len(paths)-1]))
		return nil
	}
	data, err := render.Picture(ctx, r, t, opt, format)
	if err != nil {
		return err
	}
	if *f.out == "" {
		_, err = stdout.Write(data)
		return err
	}
	return os.WriteFile(*f.out, data, 0o644)
}

// algorithmTitle names an algorithm for a slide title in lang, with the catalogue's
// words that the compare charts' legends use ("Poda alfa-beta").
func algorithmTitle(a trace.Algorithm, lang string) string {
	return compare.AlgoLabel(string(a), lang)
}

// problemTitle names the position: a preset's title, else the position text.
func problemTitle(p trace.Params, lang string) string {
	pos := p.Start()
	if p.Game == "tree" {
		if pr, ok := games.FindPreset(strings.ToLower(pos)); ok {
			return pr.TitleIn(lang)
		}
	}
	return pos
}

// outputFormat picks the format from --format, else from the output file's extension.
func outputFormat(name, out string, dir bool) (render.Format, error) {
	if name == "" && !dir {
		name = strings.TrimPrefix(filepath.Ext(out), ".")
	}
	if name == "" {
		name = "svg"
	}
	f, err := render.ParseFormat(name)
	if err != nil {
		return "", usage("picture.format", "value", name)
	}
	return f, nil
}
