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
	g, err := p.NewGame()
	if err != nil {
		return nil, err
	}
	return CheckOnLang(lang, source, g, p, lim)
}

// CheckOnLang is CheckOn of a program written in lang.
func CheckOnLang(lang lab.Lang, source string, g trace.Game, p trace.Params, lim lab.Limits) (*Report, error) {
	if lang != lab.JavaScript {
		return CheckOn(source, g, p, lim)
	}
	return nil, &lab.Error{Kind: lab.CodeCrash, Detail: "JavaScript searches are not checked yet"}
}

// CheckSuiteLang is CheckSuite of a program written in lang.
func CheckSuiteLang(lang lab.Lang, source string, p trace.Params, lim lab.Limits) (*SuiteReport, error) {
	if lang != lab.JavaScript {
		return CheckSuite(source, p, lim)
	}
	return nil, &lab.Error{Kind: lab.CodeCrash, Detail: "JavaScript searches are not checked yet"}
}
