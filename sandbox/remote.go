package sandbox

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"time"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// Budget is what one search (a session) may spend of a student's code, over all its
// requests.
type Budget struct {
	Steps uint64
	Time  time.Duration
}

// DefaultBudget is a search's budget: 100 million steps and 10 seconds.
var DefaultBudget = Budget{Steps: 100_000_000, Time: 10 * time.Second}

// auxBudget bounds one request made after the search (a board drawn, a move named).
var auxBudget = Budget{Steps: 5_000_000, Time: 2 * time.Second}

// Session is one use of a program (a search, a tournament): its requests share its
// budget. It is safe for concurrent use.
type Session struct {
	pool   *Pool
	kind   lab.Kind
	lang   lab.Lang
	hash   string
	source string

	mu       sync.Mutex
	steps    uint64
	deadline time.Time
	ctx      context.Context
}

// NewSession starts a session of source (of kind, written in lang: "" is Starlark)
// with budget b.
func (p *Pool) NewSession(ctx context.Context, kind lab.Kind, lang lab.Lang, source string, b Budget) *Session {
	lang = langOr(lang)
	if b.Steps == 0 {
		b.Steps = DefaultBudget.Steps
	}
	if b.Time == 0 {
		b.Time = DefaultBudget.Time
	}
	return &Session{pool: p, kind: kind, lang: lang, hash: lab.HashOf(lang, source), source: source, steps: b.Steps, deadline: time.Now().Add(b.Time), ctx: ctx}
}

// Do sends req with what is left of the session's budget.
func (s *Session) Do(req *Request, progress func([]byte)) (*Response, error) {
	s.mu.Lock()
	steps, left := s.steps, time.Until(s.deadline)
	s.mu.Unlock()
	return s.do(s.ctx, req, steps, left, true, progress)
}

// aux sends req with a small budget of its own (after the search: boards, names). It
// runs when a drawing asks, often after the search's request has ended and its context
// with it: it keeps the session's values but not its cancellation, and is bounded by
// its own budget.
func (s *Session) aux(req *Request) (*Response, error) {
	return s.do(context.WithoutCancel(s.ctx), req, auxBudget.Steps, auxBudget.Time, false, nil)
}

func (s *Session) do(ctx context.Context, req *Request, steps uint64, left time.Duration, charge bool, progress func([]byte)) (*Response, error) {
	if left <= 0 {
		return nil, &lab.Error{Kind: lab.CodeTime, Limit: DefaultBudget.Time.Milliseconds()}
	}
	if steps == 0 {
		return nil, &lab.Error{Kind: lab.CodeSteps, Limit: int64(DefaultBudget.Steps)}
	}
	req.Kind, req.Lang, req.Hash, req.Steps, req.Millis = s.kind, s.lang, s.hash, steps, left.Milliseconds()+1
	var pr func(json.RawMessage)
	if progress != nil {
		pr = func(b json.RawMessage) { progress(b) }
	}
	resp, err := s.pool.Do(ctx, req, s.source, left, pr)
	if err != nil {
		return nil, err
	}
	if charge {
		s.mu.Lock()
		s.steps -= min(resp.Steps, s.steps)
		s.mu.Unlock()
	}
	if resp.Err != nil {
		return nil, resp.Err
	}
	return resp, nil
}

// Check loads the program in a worker and returns the functions it defines (an
// *lab.Error when it does not load: syntax, missing functions, ...).
func (s *Session) Check() ([]string, error) {
	resp, err := s.Do(&Request{Op: OpLoad}, nil)
	if err != nil {
		return nil, err
	}
	return resp.Functions, nil
}

// Evaluate is the remote evaluate(board, player): the session as a lab.Evaluator.
func (s *Session) Evaluate(board []string, player string) (int64, error) {
	resp, err := s.Do(&Request{Op: OpEval, Board: board, Player: player}, nil)
	if err != nil {
		return 0, err
	}
	return resp.Value, nil
}

// gameBackend is a session as the lab.Backend of a student's game.
type gameBackend struct{ s *Session }

func (g gameBackend) Initial() (string, error) {
	resp, err := g.s.Do(&Request{Op: OpInitial}, nil)
	if err != nil {
		return "", err
	}
	return resp.State, nil
}

func (g gameBackend) Expand(state string) (*lab.Expansion, error) {
	resp, err := g.s.Do(&Request{Op: OpExpand, State: state}, nil)
	if err != nil {
		return nil, err
	}
	if resp.Expansion == nil {
		return nil, &lab.Error{Kind: lab.CodeCrash, Detail: "no expansion"}
	}
	return resp.Expansion, nil
}

func (g gameBackend) Evaluate(state string) (int64, bool, error) {
	resp, err := g.s.Do(&Request{Op: OpEvaluate, State: state}, nil)
	if err != nil {
		return 0, false, err
	}
	return resp.Value, resp.Has, nil
}

func (g gameBackend) Board(state string) ([]string, error) {
	resp, err := g.s.aux(&Request{Op: OpBoard, State: state})
	if err != nil {
		return nil, err
	}
	return resp.Board, nil
}

// ChanceInfo is the game's lab.ChanceInfo (a lab.ChanceBackend): whether it defines
// chance(state), and its bounds().
func (g gameBackend) ChanceInfo() (*lab.ChanceInfo, error) {
	resp, err := g.s.Do(&Request{Op: OpChance}, nil)
	if err != nil {
		return nil, err
	}
	if resp.Chance == nil {
		return &lab.ChanceInfo{}, nil
	}
	return resp.Chance, nil
}

// Backend is the session as a student's game's backend.
func (s *Session) Backend() lab.Backend { return gameBackend{s} }

// Maker makes the games and evaluations of trace.Params whose game or eval is
// "lab:HASH" (trace.Makers.Lab): run by pool p, their sources found in store, each
// search with budget b and under its request's context.
func Maker(p *Pool, store *Store, b Budget) func(ctx context.Context, tp *trace.Params) (trace.Game, error) {
	return func(ctx context.Context, tp *trace.Params) (trace.Game, error) {
		return NewGame(ctx, p, store, tp, b)
	}
}

// NewGame makes the game of a problem whose game or eval is "lab:HASH".
func NewGame(ctx context.Context, p *Pool, store *Store, tp *trace.Params, b Budget) (trace.Game, error) {
	if h, ok := strings.CutPrefix(tp.Game, trace.ExternalPrefix); ok {
		if tp.Eval != "" {
			return nil, msg.New("game.no_eval", "game", tp.Game, "eval", tp.Eval)
		}
		src, _, lang, ok := store.Get(h)
		if !ok {
			return nil, msg.New("lab.unknown", "hash", h)
		}
		s := p.NewSession(ctx, lab.KindGame, lang, src, b)
		g, err := lab.NewGame(s.Backend(), tp.Position)
		if err != nil {
			return nil, err
		}
		g.SetPrefetcher(prefetcher(s, tp))
		return g, nil
	}
	h := strings.TrimPrefix(tp.Eval, trace.ExternalPrefix)
	src, _, lang, ok := store.Get(h)
	if !ok {
		return nil, msg.New("lab.unknown", "hash", h)
	}
	s := p.NewSession(ctx, lab.KindEval, lang, src, b)
	g, err := lab.NewEvalGame(tp.Game, tp.Position, s)
	if err != nil {
		return nil, err
	}
	g.SetPrefetcher(prefetcher(s, tp))
	return g, nil
}
