package labcheck

import (
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/trace"
)

// CheckLang is Check of a program written in lang.
func CheckLang(lang lab.Lang, source string, p trace.Params, lim lab.Limits) (*Report, error) {
	if lang != lab.JavaScript {
		return Check(source, p, lim)
	}
	return checkJS(source, p, lim)
}

// CheckOnLang is CheckOn of a program written in lang. A JavaScript program without
// search(root) that is seed 000's tutorial (lab.HasTutorialSearch) goes to the
// tutorial's checker (the hook in checkOnJS).
func CheckOnLang(lang lab.Lang, source string, g trace.Game, p trace.Params, lim lab.Limits) (*Report, error) {
	if lang != lab.JavaScript {
		return CheckOn(source, g, p, lim)
	}
	return checkOnJS(source, g, p, lim)
}

// CheckSuiteLang is CheckSuite of a program written in lang.
func CheckSuiteLang(lang lab.Lang, source string, p trace.Params, lim lab.Limits) (*SuiteReport, error) {
	if lang != lab.JavaScript {
		return CheckSuite(source, p, lim)
	}
	return checkSuite(checkJS, source, p, lim)
}
