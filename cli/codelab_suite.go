package cli

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/gametree/gametree/labcheck"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// check on the default set of trees (package labcheck's CheckSuite) and check's
// options that the check cannot follow.

// checkPlainOnly refuses the options a check cannot follow: the check compares the
// student's code with the plain algorithm, children in the tree's order and no table
// (the code's node API gives the children as the tree has them and a tree has no
// transpositions, so a reference that reordered or remembered could not be followed);
// and --root without --position on the default set, whose trees say their own roots.
func checkPlainOnly(fs *flag.FlagSet, p trace.Params) error {
	if name := labcheck.Unfollowed(p); name != "" {
		return usage("cli.check_option", "flag", name)
	}
	rootSet := false
	fs.Visit(func(f *flag.Flag) { rootSet = rootSet || f.Name == "root" })
	if rootSet && !p.IsExternal() && labcheck.AsksSuite(p.Game, p.Position) {
		return usage("cli.check_root")
	}
	return nil
}

// stepperCommand is the command that draws the check's tree as the stepper does, at
// the step where the code went wrong (the stepper's step number, 1 the first): the
// report's params, which are the tree the report is of.
func stepperCommand(rep *labcheck.Report) string {
	keys := make([]string, 0, len(rep.Params))
	for k := range rep.Params {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var b strings.Builder
	b.WriteString("gametree render")
	for _, k := range keys {
		v := rep.Params[k]
		if v == "" {
			continue
		}
		if v == "true" {
			fmt.Fprintf(&b, " --%s", k)
			continue
		}
		fmt.Fprintf(&b, " --%s %s", k, shellQuote(v))
	}
	if d := rep.First; d != nil && d.Step >= 0 {
		fmt.Fprintf(&b, " --step %d", d.Step+1)
	}
	b.WriteString(" -o check.svg")
	return b.String()
}

// shellQuote quotes a value for a POSIX shell when it needs it.
func shellQuote(v string) string {
	if strings.IndexFunc(v, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_.,:", r))
	}) < 0 {
		return v
	}
	return "'" + strings.ReplaceAll(v, "'", `'\''`) + "'"
}

// writeCheckText writes a check as text: on the default set, the verdict and the
// set's trees when every tree passed, else the report of the tree that failed; then,
// when the code went wrong, how to open that tree in the stepper at that step.
func writeCheckText(w io.Writer, rep *labcheck.Report, suite *labcheck.SuiteReport, lang string) {
	if suite != nil && rep.OK {
		fmt.Fprintln(w, rep.Summary[lang])
		fmt.Fprintln(w)
		for i, st := range suite.Suite.Trees {
			root := "MAX"
			if st.RootMin {
				root = "MIN"
			}
			fmt.Fprintln(w, msg.Format(lang, "cli.check_suite_tree", map[string]any{"k": i + 1, "name": st.Name, "root": root, "tree": wholeText(st.Tree)}))
		}
		return
	}
	writeReport(w, rep, lang)
	if !rep.OK {
		fmt.Fprintln(w)
		fmt.Fprintln(w, msg.Format(lang, "cli.check_tree", map[string]any{"command": wholeText(stepperCommand(rep))}))
	}
}

// stepperStep is the stepper's number (1 the first) of the step of the reference's
// event i, "" past its end.
func stepperStep(evs []labcheck.Event, i int) string {
	if i >= len(evs) {
		return ""
	}
	return fmt.Sprint(evs[i].Step + 1)
}

// wholeText is a text written whole in a message (msg shortens plain strings).
type wholeText string
