package labcheck

import (
	"strings"
	"time"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// SuitePosition is the position that asks for the default set of trees by name; an
// empty position of the tree game asks for it too.
const SuitePosition = "suite"

// SuiteTree is one tree of the default check set.
type SuiteTree struct {
	// Name is how the verdict names the tree ("ties-min").
	Name string `json:"name"`
	// Tree is the tree in the project's syntax, as /api/trace's position takes it.
	Tree string `json:"tree"`
	// RootMin: MIN moves at the root.
	RootMin bool `json:"root_min,omitempty"`
}

// SuiteResult says where in the set a check stopped: the tree its report is of.
type SuiteResult struct {
	// Tree is the name of the tree the report is of: the first (smallest) tree that
	// shows a divergence, or the last one when every tree passed.
	Tree string `json:"tree"`
	// Index is that tree's place in Trees (0-based); Passed, how many trees before it
	// the code passed.
	Index  int `json:"index"`
	Passed int `json:"passed"`
	// Trees are the set's trees, smallest first.
	Trees []SuiteTree `json:"trees"`
}

// SuiteReport is a check on the default set: the report of the tree that decides
// (the first that shows a divergence, else the last), its Params that tree's so the
// stepper opens it, and where it is in the set.
type SuiteReport struct {
	*Report
	Suite *SuiteResult `json:"suite,omitempty"`
}

// AsksSuite reports whether a check's game and position ask for the default set: the
// tree game (or no game named) with no position, or the position "suite".
func AsksSuite(game, position string) bool {
	if game != "" && game != "tree" {
		return false
	}
	pos := strings.ToLower(strings.TrimSpace(position))
	return pos == "" || pos == SuitePosition
}

// Suite lists the default set's trees, smallest first. The slice is a copy.
func Suite() []SuiteTree { return append([]SuiteTree(nil), suiteTrees...) }

// CheckSuite runs source's search(root) on every tree of the default set, smallest
// first, with p's algorithm and variant (p's game, position and root are the set's),
// and stops at the first tree where it diverges. lim's time holds for the whole set
// (each tree gets what the ones before left), its other limits for each tree's check.
func CheckSuite(source string, p trace.Params, lim lab.Limits) (*SuiteReport, error) {
	return checkSuite(Check, source, p, lim)
}

// checkFunc is Check in one language.
type checkFunc func(source string, p trace.Params, lim lab.Limits) (*Report, error)

// checkSuite is CheckSuite with check, the check of the program's language.
func checkSuite(check checkFunc, source string, p trace.Params, lim lab.Limits) (*SuiteReport, error) {
	res := &SuiteResult{Trees: Suite()}
	var rep *Report
	start := time.Now()
	for i, st := range res.Trees {
		q := p
		q.Game, q.Position, q.RootMin = "tree", st.Tree, st.RootMin
		l := lim
		if lim.Time > 0 {
			if l.Time = lim.Time - time.Since(start); l.Time <= 0 {
				return nil, &lab.Error{Kind: lab.CodeTime, Limit: lim.Time.Milliseconds()}
			}
		}
		r, err := check(source, q, l)
		if le, ok := err.(*lab.Error); ok && le.Kind == lab.CodeTime {
			le.Limit = lim.Time.Milliseconds() // the whole set's time ran out
		}
		if err != nil {
			return nil, err
		}
		rep, res.Index, res.Tree = r, i, st.Name
		if !r.OK {
			break
		}
		res.Passed++
	}
	if !rep.OK && len(rep.matched) > 1 {
		holdsEverywhere(check, source, p, lim, res.Trees, rep)
	}
	rep.Summary = suiteSummary(rep, res, p)
	return &SuiteReport{Report: rep, Suite: res}, nil
}

// suiteSummary is the set's verdict: "Accepted on all 9 trees ..." or the tree's
// name and place before the tree's own verdict.
func suiteSummary(rep *Report, res *SuiteResult, p trace.Params) map[string]string {
	out := map[string]string{}
	for _, l := range langs {
		if rep.OK && len(rep.NotChecked) > 0 { // what the code's shape let the check see
			out[l] = msg.Format(l, "check.suite_ok_partial", map[string]any{"n": len(res.Trees), "algo": algoName(p), "checked": sentence(rep.CheckedWords[l])})
			continue
		}
		if rep.OK {
			out[l] = msg.Format(l, "check.suite_ok", map[string]any{"n": len(res.Trees), "algo": algoName(p)})
			continue
		}
		code := "check.suite_failed"
		if res.Index == 0 {
			code = "check.suite_first"
		}
		out[l] = msg.Format(l, code, map[string]any{"tree": res.Tree, "k": res.Index + 1, "n": len(res.Trees),
			"passed": res.Passed}) + " " + rep.Summary[l]
	}
	return out
}

// Unfollowed names the first option of p a check cannot follow ("order", "tt",
// "iterative", "quiescence"), "" if none. The check compares a student's code with the
// plain algorithm: the node API gives the children in the tree's order (a reference
// that reordered them could not be followed) and a tree has no transpositions; the
// command line and the API refuse such options rather than drop them unsaid.
func Unfollowed(p trace.Params) string {
	o := p.Options
	for _, f := range []struct {
		name string
		on   bool
	}{{"order", o.Order}, {"tt", o.TT != trace.TTOff}, {"iterative", o.Iterative}, {"quiescence", o.Quiescence}} {
		if f.on {
			return f.name
		}
	}
	return ""
}

// holdsEverywhere chooses, among the searches the code equals on the tree it failed on
// (rep.matched, more than one), the first it passes on every tree of the set, and
// hints that one: on one tree seed 002's variant may equal fail-hard, on the set it
// does not. None holding everywhere, the first stays.
func holdsEverywhere(check checkFunc, source string, p trace.Params, lim lab.Limits, trees []SuiteTree, rep *Report) {
	for i := range rep.matched {
		m := rep.matched[i]
		if m.OverwritesAlpha || m.FreshRootWindows {
			continue
		}
		q := p
		q.Options = m.options(p.Options)
		all := true
		for _, st := range trees {
			q.Game, q.Position, q.RootMin = "tree", st.Tree, st.RootMin
			r, err := check(source, q, lim)
			if err != nil || !r.OK {
				all = false
				break
			}
		}
		if all {
			rep.Matches = &rep.matched[i]
			addHint(rep, p)
			rep.Summary = summaryOfFailure(rep)
			return
		}
	}
}
