package sandbox

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// JobFit is exercise.Fit on a student's game where its code is: args are the
// exercise's Spec (its source the game's lab:HASH), the result a FitResult. Fit tries
// up to a few hundred positions, each a small search: run from the server, each try
// was a session of its own (the game set up move by move, then its search), some
// 2,000 exchanges with a worker, which a busy machine made minutes; here it is one.
const JobFit = "fit"

func init() { jobs[JobFit] = fitJob }

// FitResult is where the fitted exercise starts: Spec.Position of exercise.Fit's.
type FitResult struct {
	Position string `json:"position"`
}

// fitJob is the job JobFit: the program is the game's.
func fitJob(p *lab.Program, _ lab.Limits, args json.RawMessage, _ func(any)) (any, error) {
	var spec exercise.Spec
	if err := json.Unmarshal(args, &spec); err != nil {
		return nil, err
	}
	local := trace.Makers{Lab: func(_ context.Context, tp *trace.Params) (trace.Game, error) {
		return lab.NewGame(lab.NewLocalGame(p), tp.Position)
	}}
	e, err := exercise.Fit(context.Background(), local, spec)
	if err != nil {
		return nil, err
	}
	return FitResult{Position: e.Spec.Position}, nil
}

// FitPosition runs exercise.Fit of spec, whose source is a student's game kept in
// store, in a worker with budget b over all its tries, and returns the position the
// fitted exercise starts from. Its errors are the worker's (*lab.Error): a game that
// fits nowhere within Fit's tries is exercise.too_big's code.
func (p *Pool) FitPosition(ctx context.Context, store *Store, spec exercise.Spec, b Budget) (string, error) {
	h, _ := strings.CutPrefix(spec.Source, trace.ExternalPrefix)
	src, _, lang, ok := store.Get(h)
	if !ok {
		return "", msg.New("lab.unknown", "hash", h)
	}
	spec, err := spec.Normalize() // its JSON holds every field, each one Set reads back
	if err != nil {
		return "", err
	}
	args, err := json.Marshal(spec)
	if err != nil {
		return "", err
	}
	s := p.NewSession(ctx, lab.KindGame, lang, src, b)
	resp, err := s.Do(&Request{Op: OpJob, Job: JobFit, Args: args}, nil)
	if err != nil {
		return "", err
	}
	var r FitResult
	if err := json.Unmarshal(resp.Result, &r); err != nil {
		return "", err
	}
	return r.Position, nil
}
