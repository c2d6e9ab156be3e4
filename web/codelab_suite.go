package web

import (
	"github.com/gametree/gametree/labcheck"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/apierr"
)

// The check on the default set of trees: POST /api/lab/check with no tree (or
// position=suite) runs the student's search on every tree of labcheck's set
// (sandbox.Pool.CheckSuite; codelab_check.go chooses it by labcheck.AsksSuite).

// checkFollowable refuses a check's option the check cannot follow (order, tt,
// iterative, quiescence: labcheck.Unfollowed) instead of dropping it unsaid. A value
// that does not parse is left to the check, which says what is wrong with it.
func checkFollowable(vals map[string]string) error {
	p := trace.DefaultParams()
	for _, k := range []string{"order", "tt", "iterative", "quiescence"} {
		if v, ok := vals[k]; ok {
			_ = p.Set(k, v)
		}
	}
	if name := labcheck.Unfollowed(p); name != "" {
		return apierr.BadRequest("lab.check_option", "flag", name)
	}
	return nil
}
