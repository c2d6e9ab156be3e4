package web

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/versus"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/form"
	"github.com/gametree/gametree/web/lanes"
	"github.com/gametree/gametree/web/observe"
)

// MCTS against alpha-beta (package versus):
//
//	GET|POST /api/compare/mcts  kind=sweep: game, budgets (100,1000,...), positions,
//	                            seed: the share of optimal moves by node budget;
//	                            kind=play: game, opponents (perfect,ab2,...), games
//	                            (per colour), iterations, seed: the tally; lang
//
// A request may search about versusMaxWork nodes (versus's Work, else 400
// versus.too_big) within Config.TimeLimitCap (else 422 versus.time); it takes a heavy
// slot when it is heavy (a connect-4 perfect player always is: the solver), else a
// search slot. Answers are kept (the picture cache): a link asks once.

// versusMaxWork bounds a request's nodes: about a second or two of searching.
const versusMaxWork = 2_000_000

var versusParams = []string{"kind", "game", "budgets", "positions", "seed", "opponents", "games", "iterations", "lang"}

// versusRequest is a checked request.
type versusRequest struct {
	play  bool
	sweep versus.SweepSpec
	games versus.PlaySpec
	key   string
}

// versusAnswer is /api/compare/mcts's JSON.
type versusAnswer struct {
	Kind    string            `json:"kind"` // sweep or play
	Game    string            `json:"game"`
	Seed    int64             `json:"seed"`
	Budgets []int             `json:"budgets,omitempty"`
	Rows    []versus.SweepRow `json:"rows,omitempty"`
	// play
	Opponents  []string       `json:"opponents,omitempty"`
	Iterations int            `json:"iterations,omitempty"`
	Games      int            `json:"games,omitempty"` // per opponent and colour
	Tallies    []versus.Tally `json:"tallies,omitempty"`
}

func (s *Server) parseVersus(c *gin.Context) (*versusRequest, error) {
	vals, err := form.Values(c, s.cfg.MaxBody)
	if err != nil {
		return nil, err
	}
	vr := &versusRequest{
		sweep: versus.SweepSpec{Game: versus.TicTacToe, Budgets: versus.DefaultBudgets, Seed: 1, Positions: 40},
		games: versus.PlaySpec{Game: versus.Connect4, Opponents: versus.DefaultOpponents, Games: 1, Iterations: 1000, Seed: 1},
	}
	lang := requestLang(c)
	defer func() { observe.NoteOf(c).Lang = lang }()
	for k, vs := range vals {
		if !slices.Contains(versusParams, k) {
			return nil, apierr.BadRequest("web.unknown_param", "name", k, "known", versusParams)
		}
		if len(vs) != 1 {
			return nil, apierr.BadRequest("web.repeated", "name", k, "count", len(vs))
		}
	}
	var bad error
	number := func(k string, set func(int64)) {
		v := strings.TrimSpace(vals.Get(k))
		if v == "" || bad != nil {
			return
		}
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			bad = apierr.BadRequest("versus.number", "name", k, "value", v)
			return
		}
		set(n)
	}
	switch kind := strings.ToLower(strings.TrimSpace(vals.Get("kind"))); kind {
	case "", "sweep":
	case "play":
		vr.play = true
	default:
		return nil, apierr.BadRequest("versus.kind", "value", kind)
	}
	if l, ok := msg.Lang(vals.Get("lang")); ok {
		lang = l
	}
	if g := strings.ToLower(strings.TrimSpace(vals.Get("game"))); g != "" {
		vr.sweep.Game, vr.games.Game = g, g
	}
	if b := vals.Get("budgets"); b != "" {
		list, err := versus.ParseBudgets(b)
		if err != nil {
			return nil, apierr.Input(err)
		}
		vr.sweep.Budgets = list
	}
	if o := vals.Get("opponents"); o != "" {
		list, err := versus.ParseOpponents(o)
		if err != nil {
			return nil, apierr.Input(err)
		}
		vr.games.Opponents = list
	}
	number("seed", func(n int64) { vr.sweep.Seed, vr.games.Seed = n, n })
	number("positions", func(n int64) { vr.sweep.Positions = int(min(max(n, -1), versus.MaxPositions+1)) })
	number("games", func(n int64) { vr.games.Games = int(min(max(n, -1), versus.MaxGames+1)) })
	number("iterations", func(n int64) { vr.games.Iterations = int(min(max(n, -1), versus.MaxIterations+1)) })
	if bad != nil {
		return nil, bad
	}
	var work int64
	if vr.play {
		err, work = vr.games.Check(), vr.games.Work()
	} else {
		err, work = vr.sweep.Check(), vr.sweep.Work()
	}
	if err != nil {
		return nil, apierr.Input(err)
	}
	if work > versusMaxWork {
		return nil, apierr.BadRequest("versus.too_big", "work", work, "max", versusMaxWork)
	}
	b, _ := json.Marshal([]any{vr.play, vr.sweep, vr.games})
	vr.key = "versus|" + string(b)
	return vr, nil
}

// cost is what the request may take: its nodes, and the solver when connect-4's
// perfect player plays.
func (vr *versusRequest) cost() lanes.Cost {
	if !vr.play {
		return lanes.Cost{Nodes: vr.sweep.Work()}
	}
	return lanes.Cost{Nodes: vr.games.Work(), Solver: vr.games.Game == versus.Connect4 && slices.Contains(vr.games.Opponents, versus.Perfect)}
}

func (s *Server) compareVersus(c *gin.Context) {
	vr, err := s.parseVersus(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	ctx := c.Request.Context()
	if body, _, ok := s.images.get(vr.key); ok {
		observe.NoteOf(ctx).Cache = "hit"
		c.Data(http.StatusOK, "application/json; charset=utf-8", body)
		return
	}
	a, err := s.runVersus(ctx, vr)
	if err != nil {
		s.fail(c, err)
		return
	}
	body, err := json.Marshal(a)
	if err != nil {
		s.fail(c, err)
		return
	}
	s.images.put(vr.key, body, nil)
	c.Data(http.StatusOK, "application/json; charset=utf-8", body)
}

// runVersus admits and runs the request within Config.TimeLimitCap.
func (s *Server) runVersus(ctx context.Context, vr *versusRequest) (*versusAnswer, error) {
	cost := vr.cost()
	if cost.Heavy() {
		t, err := s.heavy.Admit("", cost, cost)
		if err != nil {
			return nil, err
		}
		defer t.Release()
	} else {
		if err := s.slots.Acquire(ctx); err != nil {
			return nil, err
		}
		defer s.slots.Release()
	}
	start := time.Now()
	vctx, cancel := context.WithTimeout(ctx, s.cfg.TimeLimitCap)
	defer cancel()
	var a *versusAnswer
	var err error
	if vr.play {
		sp := vr.games
		a = &versusAnswer{Kind: "play", Game: sp.Game, Seed: sp.Seed, Opponents: sp.Opponents, Iterations: sp.Iterations, Games: sp.Games}
		a.Tallies, err = versus.Play(vctx, sp, nil)
	} else {
		sp := vr.sweep
		a = &versusAnswer{Kind: "sweep", Game: sp.Game, Seed: sp.Seed, Budgets: sp.Budgets}
		a.Rows, err = versus.Sweep(vctx, sp, nil)
	}
	observe.NoteOf(ctx).Search = time.Since(start)
	if err != nil && ctx.Err() == nil && (vctx.Err() != nil || errors.Is(err, c4.ErrStopped)) {
		return nil, &apierr.Error{Status: http.StatusUnprocessableEntity,
			Err: msg.New("versus.time", "seconds", s.cfg.TimeLimitCap.Seconds())}
	}
	if err != nil {
		return nil, searchFailure(ctx, err)
	}
	return a, nil
}
