package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"sort"
	"strings"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/labcheck"
	"github.com/gametree/gametree/labmatch"
	"github.com/gametree/gametree/trace"
)

// The jobs workers know.
const (
	JobCheck = "check" // labcheck.Check: args are a search's parameters
	// JobCheckGame is labcheck.CheckOn a student's game: args are CheckGameArgs (the
	// game's code runs in the same worker as the search's).
	JobCheckGame  = "check-game"
	JobTournament = "tournament" // labmatch.Run: args are a labmatch.Spec
	JobQuality    = "quality"    // labmatch.Measure: args are QualityArgs
	// JobSearch runs a search of a lab:HASH problem where the code is and returns
	// its answers (lab.Answers): the server's same search then asks nothing again.
	JobSearch = "search"
)

// CheckGameArgs are the arguments of a check on a student's game: the search's
// parameters (game left out) and the game's source.
type CheckGameArgs struct {
	Params     map[string]string `json:"params"`
	GameSource string            `json:"game_source"`
	// GameLang is the game's language (empty: Starlark), which may differ from the
	// search's.
	GameLang lab.Lang `json:"game_lang,omitempty"`
}

// QualityArgs are a quality score's arguments.
type QualityArgs struct {
	Game  string `json:"game"`
	Depth int    `json:"depth"`
}

// jobs are the jobs workers know, by name.
var jobs = map[string]Job{
	JobCheck:      checkJob,
	JobCheckGame:  checkGameJob,
	JobTournament: tournamentJob,
	JobSearch:     searchJob,
	JobQuality:    qualityJob,
}

// checkJob is the job JobCheck.
func checkJob(p *lab.Program, lim lab.Limits, args json.RawMessage, _ func(any)) (any, error) {
	tp, err := decodeSearchParams(args)
	if err != nil {
		return nil, err
	}
	return labcheck.CheckLang(p.Lang, p.Source, tp, lim)
}

// checkGameJob is the job JobCheckGame.
func checkGameJob(p *lab.Program, lim lab.Limits, args json.RawMessage, _ func(any)) (any, error) {
	var a CheckGameArgs
	if err := json.Unmarshal(args, &a); err != nil {
		return nil, err
	}
	tp, err := searchParams(a.Params)
	if err != nil {
		return nil, err
	}
	gameLang := langOr(a.GameLang)
	tp.Game = trace.ExternalPrefix + lab.HashOf(gameLang, a.GameSource) // its nodes named by their moves
	gp, err := lab.LoadLang(lab.KindGame, gameLang, a.GameSource, lim)
	if err != nil {
		return nil, inGame(err)
	}
	g, err := lab.NewGame(lab.NewLocalGame(gp), tp.Position)
	if err != nil {
		return nil, inGame(err)
	}
	return labcheck.CheckOnLang(p.Lang, p.Source, g, tp, lim)
}

// tournamentJob is the job JobTournament.
func tournamentJob(p *lab.Program, _ lab.Limits, args json.RawMessage, progress func(any)) (any, error) {
	var spec labmatch.Spec
	if err := json.Unmarshal(args, &spec); err != nil {
		return nil, err
	}
	// a game's line is its GameResult, a move's {"move": MoveProgress} (tournamentStep)
	return labmatch.RunMoves(spec, lab.Local{P: p}, func(g labmatch.GameResult) { progress(g) },
		func(m labmatch.MoveProgress) { progress(tournamentStep{Move: &m}) })
}

// searchJob is the job JobSearch.
func searchJob(p *lab.Program, _ lab.Limits, args json.RawMessage, _ func(any)) (any, error) {
	tp, err := decodeSearchParams(args)
	if err != nil {
		return nil, err
	}
	if p.Kind == lab.KindGame {
		g, err := lab.NewGame(lab.NewLocalGame(p), tp.Position)
		if err != nil {
			return nil, err
		}
		if _, err := trace.Search(g, tp.Options); err != nil {
			return nil, err
		}
		return g.Answers(p.Has("board") && tp.Options.Record), nil
	}
	g, err := lab.NewEvalGame(tp.Game, tp.Position, lab.Local{P: p})
	if err != nil {
		return nil, err
	}
	if _, err := trace.Search(g, tp.Options); err != nil {
		return nil, err
	}
	return g.Answers(), nil
}

// qualityJob is the job JobQuality.
func qualityJob(p *lab.Program, _ lab.Limits, args json.RawMessage, progress func(any)) (any, error) {
	var a QualityArgs
	if err := json.Unmarshal(args, &a); err != nil {
		return nil, err
	}
	return labmatch.Measure(a.Game, a.Depth, lab.Local{P: p}, func(q labmatch.QualityProgress) { progress(q) })
}

// searchValues are a problem's parameters for a worker: the game or the evaluation
// that is the code itself is left out (the worker has it).
func searchValues(tp *trace.Params) map[string]string {
	v := tp.Values()
	if strings.HasPrefix(tp.Game, trace.ExternalPrefix) {
		delete(v, "game")
	}
	delete(v, "eval")
	return v
}

// prefetcher runs a search of the problem in a worker, where the code is, and returns
// the code's answers (the server's same search then asks nothing again).
func prefetcher(s *Session, tp *trace.Params) lab.Prefetcher {
	base := *tp
	return func(position string, opt trace.Options) (*lab.Answers, error) {
		p := base
		p.Position, p.Options = position, opt
		args, _ := json.Marshal(searchValues(&p))
		resp, err := s.Do(&Request{Op: OpJob, Job: JobSearch, Args: args}, nil)
		if err != nil {
			return nil, err
		}
		var a lab.Answers
		if err := json.Unmarshal(resp.Result, &a); err != nil {
			return nil, err
		}
		return &a, nil
	}
}

// decodeSearchParams reads a job's arguments, a JSON object of a search's parameters
// by name, as searchParams does.
func decodeSearchParams(args json.RawMessage) (trace.Params, error) {
	var vals map[string]string
	if err := json.Unmarshal(args, &vals); err != nil {
		return trace.Params{}, err
	}
	return searchParams(vals)
}

// searchParams reads a search's parameters as the command line and the API take
// them (trace.Params.Set), in a fixed order.
func searchParams(vals map[string]string) (trace.Params, error) {
	tp := trace.DefaultParams()
	names := make([]string, 0, len(vals))
	for k := range vals {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if err := tp.Set(k, vals[k]); err != nil {
			return tp, err
		}
	}
	return tp, nil
}

// Check runs a student's search (source, written in lang) on the problem vals
// (trace.Params.Set's names: game, position, algo, fail-hard, root, depth ...) in a
// worker.
func (p *Pool) Check(ctx context.Context, lang lab.Lang, source string, vals map[string]string, b Budget) (*labcheck.Report, error) {
	args, _ := json.Marshal(vals)
	return p.checkJob(ctx, lang, source, JobCheck, args, b)
}

// CheckGame runs a student's search (source, written in lang) on a student's game
// (gameSource, written in gameLang) at the problem vals (game left out: position is
// the moves from initial()) in a worker.
func (p *Pool) CheckGame(ctx context.Context, lang lab.Lang, source string, gameLang lab.Lang, gameSource string, vals map[string]string, b Budget) (*labcheck.Report, error) {
	v := map[string]string{}
	for k, x := range vals {
		if k != "game" && k != "eval" {
			v[k] = x
		}
	}
	args, _ := json.Marshal(CheckGameArgs{Params: v, GameSource: gameSource, GameLang: gameLang})
	return p.checkJob(ctx, lang, source, JobCheckGame, args, b)
}

// checkJob runs a check job of a student's search (source) in a worker and reads its
// report.
func (p *Pool) checkJob(ctx context.Context, lang lab.Lang, source, job string, args json.RawMessage, b Budget) (*labcheck.Report, error) {
	s := p.NewSession(ctx, lab.KindSearch, lang, source, b)
	resp, err := s.Do(&Request{Op: OpJob, Job: job, Args: args}, nil)
	if err != nil {
		return nil, err
	}
	var rep labcheck.Report
	if err := json.Unmarshal(resp.Result, &rep); err != nil {
		return nil, err
	}
	return &rep, nil
}

// inGame marks an error of the game's code (not the search's) as such.
func inGame(err error) error {
	var le *lab.Error
	if errors.As(err, &le) {
		le.In = lab.InGame
	}
	return err
}

// Tournament runs a student's evaluation's (source, written in lang) tournament in a
// worker; progress gets every game as it finishes.
func (p *Pool) Tournament(ctx context.Context, lang lab.Lang, source string, spec labmatch.Spec, b Budget, progress func(labmatch.GameResult)) (*labmatch.Result, error) {
	return p.TournamentMoves(ctx, lang, source, spec, b, progress, nil)
}

// Quality measures a student's evaluation's (source, written in lang) quality score
// in a worker.
func (p *Pool) Quality(ctx context.Context, lang lab.Lang, source string, a QualityArgs, b Budget, progress func(labmatch.QualityProgress)) ([]labmatch.Quality, error) {
	return evalJob[[]labmatch.Quality](ctx, p, lang, source, JobQuality, a, b, progress)
}

// evalJob runs job on a student's evaluation in a worker with args, hands each
// progress line the worker streams to progress (as a P), and reads its result (an R).
func evalJob[R, P any](ctx context.Context, p *Pool, lang lab.Lang, source, job string, args any, b Budget, progress func(P)) (R, error) {
	var out R
	raw, err := json.Marshal(args)
	if err != nil {
		return out, err
	}
	s := p.NewSession(ctx, lab.KindEval, lang, source, b)
	resp, err := s.Do(&Request{Op: OpJob, Job: job, Args: raw}, func(line []byte) {
		var step P
		if json.Unmarshal(line, &step) == nil && progress != nil {
			progress(step)
		}
	})
	if err != nil {
		return out, err
	}
	err = json.Unmarshal(resp.Result, &out)
	return out, err
}
