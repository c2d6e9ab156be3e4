package sandbox

import (
	"context"
	"encoding/json"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/labcheck"
)

// JobCheckSuite is labcheck.CheckSuite: a student's search checked on every tree of
// the default set, in one job; args are a search's parameters (game and position
// left out: the set's).
const JobCheckSuite = "check-suite"

func init() { jobs[JobCheckSuite] = checkSuiteJob }

// checkSuiteJob is the job JobCheckSuite.
func checkSuiteJob(p *lab.Program, lim lab.Limits, args json.RawMessage, _ func(any)) (any, error) {
	tp, err := decodeSearchParams(args)
	if err != nil {
		return nil, err
	}
	return labcheck.CheckSuiteLang(p.Lang, p.Source, tp, lim)
}

// CheckSuite runs a student's search (source, written in lang) on the default set of check trees with
// the problem vals' algorithm and variant (their game, position and root are the
// set's) in a worker.
func (p *Pool) CheckSuite(ctx context.Context, lang lab.Lang, source string, vals map[string]string, b Budget) (*labcheck.SuiteReport, error) {
	v := map[string]string{}
	for k, x := range vals {
		switch k {
		case "game", "position", "root":
		default:
			v[k] = x
		}
	}
	args, _ := json.Marshal(v)
	s := p.NewSession(ctx, lab.KindSearch, lang, source, b)
	resp, err := s.Do(&Request{Op: OpJob, Job: JobCheckSuite, Args: args}, nil)
	if err != nil {
		return nil, err
	}
	var rep labcheck.SuiteReport
	if err := json.Unmarshal(resp.Result, &rep); err != nil {
		return nil, err
	}
	return &rep, nil
}
