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
	out := fs.String("o", "", "output file (or, with --all-steps, directory); standard output if empty")
	step := fs.Int("step", 0, "draw step K (1 is the first step; 0: the finished search)")
	all := fs.Bool("all-steps", false, "write one numbered file per step into the -o directory")
	formatName := fs.String("format", "", "svg, png or dot (default: from the -o extension, else svg)")
	budget := fs.Int("budget", render.DefaultBudget, "display budget: deeper subtrees fold into summary nodes beyond this many nodes")
	lang := langFlag(fs, "language of the legend, the captions and the error messages: en or es")
	title := fs.String("title", "", "title above the tree (default: the algorithm and the position; \"none\" for no title)")
	hide := fs.Bool("hide-unreached", false, "the same as --unreached hide (the default)")
	fs.String("unreached", "hide", "nodes the search has not reached yet at the step: hide (they appear as the search reaches them) or ghost (light grey)")
	fs.Bool("region", false, "draw only the region of the step's current node: the path from the root, its siblings (subtrees folded) and the node's subtree to --region-depth")
	fs.Int("region-depth", render.DefaultRegionDepth, "with --region: how many plies of the current node's subtree to draw")
	fs.String("width", strconv.Itoa(render.DefaultMaxWidth), "fit the picture to a 16:9 slide this many pixels wide (PNG pixels at --dpi); full: natural size")
	fs.Int("dpi", render.DefaultDPI, "PNG resolution in pixels per inch")
	fs.String("header", "full", "above the tree: full (title, legend, caption) or compact (title and caption)")
	fs.String("engine", "draw", "what lays out and draws SVG and PNG: draw (the project's own layout, fast) or graphviz (Graphviz's dot layout)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	var ropt render.Options
	var bad error
	fs.Visit(func(f *flag.Flag) {
		if bad == nil && slices.Contains(render.OptionNames, f.Name) {
			bad = ropt.Set(f.Name, f.Value.String())
		}
	})
	if bad != nil {
		return usageError{bad}
	}
	if *hide {
		if ropt.Unreached == render.UnreachedGhost {
			return usage("cli.hide_ghost")
		}
		ropt.Unreached = render.UnreachedHide
	}
	format, err := outputFormat(*formatName, *out, *all)
	if err != nil {
		return err
	}
	switch {
	case *lang != "en" && *lang != "es":
		return usage("param.lang", "value", *lang)
	case *budget < 10 || *budget > 100_000:
		return usage("cli.budget", "value", *budget)
	case *step < 0:
		return usage("cli.step", "step", *step)
	case *all && *out == "":
		return usage("cli.all_steps_dir")
	case *all && *step != 0:
		return usage("cli.all_steps_step")
	}
	p.Options.Record = true
	t, err := search(p)
	if err != nil {
		return err
	}
	opt := ropt
	opt.Step, opt.Budget, opt.Lang, opt.Title = render.Finished, *budget, *lang, *title
	switch opt.Title {
	case "":
		opt.Title = algorithmTitle(p.Options.Algorithm, *lang) + ": " + problemTitle(p, *lang)
	case "none":
		opt.Title = ""
	}
	if *step > 0 {
		if *step > t.StepCount() {
			return usage("cli.step_range", "step", *step, "steps", t.StepCount())
		}
		opt.Step = *step - 1
	}
	r := &graphviz.InProcess{}
	ctx := context.Background()
	if *all {
		paths, err := render.AllSteps(ctx, r, t, opt, format, *out)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "wrote %d files to %s (%s ... %s)\n", len(paths), *out, filepath.Base(paths[0]), filepath.Base(paths[len(paths)-1]))
		return nil
	}
	data, err := render.Picture(ctx, r, t, opt, format)
	if err != nil {
		return err
	}
	if *out == "" {
		_, err = stdout.Write(data)
		return err
	}
	return os.WriteFile(*out, data, 0o644)
}

// algorithmTitle names an algorithm for a slide title.
func algorithmTitle(a trace.Algorithm, lang string) string {
	names := map[trace.Algorithm][2]string{
		trace.Minimax:          {"Minimax", "Minimax"},
		trace.Negamax:          {"Negamax", "Negamax"},
		trace.AlphaBeta:        {"Alpha-beta", "Poda alfa-beta"},
		trace.NegamaxAlphaBeta: {"Negamax with alpha-beta", "Negamax con poda alfa-beta"},
	}
	n := names[a]
	if lang == "es" {
		return n[1]
	}
	return n[0]
}

// problemTitle names the position: a preset's title, else the position text.
func problemTitle(p trace.Params, lang string) string {
	pos := p.Start()
	if p.Game == "tree" {
		for _, pr := range games.Presets() {
			if strings.EqualFold(pr.Name, pos) || slices.ContainsFunc(pr.Aliases, func(a string) bool { return strings.EqualFold(a, pos) }) {
				if lang == "es" {
					return pr.TitleES
				}
				return pr.Title
			}
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
