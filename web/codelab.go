package web

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/labmatch"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/sandbox"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/form"
	"github.com/gametree/gametree/web/observe"
)

// The code lab's routes: students' own evaluation, game and search, in Starlark, run
// in sandbox workers (package sandbox) and never in the server's process.
//
//	GET  /api/lab/examples    the ready programs: name, kind, source
//	POST /api/lab/code        kind, source → its hash (eval=lab:HASH, game=lab:HASH
//	                          in /api/trace, /api/render, /api/compare...) and the
//	                          functions it defines, or its error with line and column
//	POST /api/lab/check       source and a search's parameters (position, algo,
//	                          fail-hard, root ..., game=lab:HASH for a student's
//	                          game) → the step-by-step check
//	POST /api/lab/tournament  source, game, against, depth, opp-depth, games, opening,
//	                          seed → NDJSON: a line per game as it finishes, then the
//	                          result
//	POST /api/lab/quality     source, game, depth → NDJSON: progress, then the scores
//
// A failing program answers 400 with the usual error JSON plus line, col and
// traceback; lab.busy (every worker busy, the queue full) 429; lab.unknown (a hash
// the server no longer keeps: send the source again) 404.

// Limits of the code lab on the server.
const (
	labMaxBody = 4 * 64 << 10 // a 64 KB source, form-encoded
	// labSearch is one search's budget of student code (eval=lab:..., game=lab:...).
	labSearchSteps = 200_000_000
	labSearchTime  = 10 * time.Second
	// A tournament's or a quality score's budget: it streams while it runs.
	labJobTime    = 3 * time.Minute
	labMaxGames   = 20
	labMaxDepth   = 4
	labCheckTime  = 10 * time.Second
	labStoreBytes = 64 << 20
	// labSolverMillis is the exact solver's thinking time a move in a tournament (past
	// it, early in a game, the better evaluation plays the move).
	labSolverMillis = 250
	labWorkerQueue  = 64
)

// labServer is the server's sandbox: its pool of workers and its store of sources.
type labServer struct {
	pool  *sandbox.Pool
	store *sandbox.Store
}

func newLabServer() *labServer {
	return &labServer{
		pool:  sandbox.NewPool(sandbox.Config{Queue: labWorkerQueue}),
		store: sandbox.NewStore(labStoreBytes),
	}
}

// maker makes the games of lab:HASH problems (trace.Makers.Lab): their code, kept in
// the lab's store, run by its workers, each search with the lab's search budget.
func (ls *labServer) maker() func(ctx context.Context, p *trace.Params) (trace.Game, error) {
	return sandbox.Maker(ls.pool, ls.store, sandbox.Budget{Steps: labSearchSteps, Time: labSearchTime})
}

// close stops the lab's workers.
func (ls *labServer) close() { ls.pool.Close() }

func (s *Server) labRoutes(e *gin.Engine) {
	g := e.Group("/api/lab", apiHeaders)
	g.GET("/examples", s.labExamples)
	g.POST("/code", s.requestDeadline, s.labCode)
	g.POST("/check", s.requestDeadline, s.labCheck)
	g.POST("/tournament", s.labTournament)
	g.POST("/quality", s.labQuality)
}

func (s *Server) labExamples(c *gin.Context) {
	c.Header("Cache-Control", "no-cache")
	c.JSON(http.StatusOK, lab.Examples())
}

// labForm reads a lab request's form (query and body) and its source.
func (s *Server) labForm(c *gin.Context) (url.Values, string, error) {
	r := c.Request
	if _, err := form.Values(c, labMaxBody); err != nil {
		return nil, "", err
	}
	observe.NoteOf(c).Lang = requestLang(c)
	src := r.Form.Get("source")
	if len(src) > lab.DefaultLimits.SourceBytes {
		return nil, "", &lab.Error{Kind: lab.CodeSourceSize, Limit: int64(lab.DefaultLimits.SourceBytes)}
	}
	if strings.TrimSpace(src) == "" {
		return nil, "", apierr.BadRequest("lab.no_source")
	}
	return r.Form, src, nil
}

// labFail answers an error: a program's with its line, column and traceback.
func (s *Server) labFail(c *gin.Context, err error) {
	var le *lab.Error
	if !errors.As(err, &le) {
		var ae *apierr.Error
		if errors.As(err, &ae) {
			s.fail(c, err)
			return
		}
		if _, coded := msg.Find(err); coded {
			s.fail(c, apierr.Input(err))
			return
		}
		if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
			s.fail(c, apierr.Cancelled)
			return
		}
		s.fail(c, err)
		return
	}
	status := http.StatusBadRequest
	switch le.Kind {
	case "lab.busy":
		status = http.StatusTooManyRequests
		c.Header("Retry-After", "1")
	case "lab.unknown":
		status = http.StatusNotFound
	case lab.CodeCrash:
		observe.Logger(s.log, c).Error("lab worker", "error", le.Detail)
	}
	lang := requestLang(c)
	c.AbortWithStatusJSON(status, gin.H{
		"error": le.Text(lang), "code": le.Kind, "params": msg.ShortenParams(le.Params()),
		"line": le.Line, "col": le.Col, "traceback": le.TracebackIn(lang), "in": le.In, "request_id": observe.RequestID(c),
	})
}

// labCodeAnswer is /api/lab/code's answer.
type labCodeAnswer struct {
	Hash      string   `json:"hash"`
	Kind      lab.Kind `json:"kind"`
	Functions []string `json:"functions"`
}

func (s *Server) labCode(c *gin.Context) {
	form, src, err := s.labForm(c)
	if err != nil {
		s.labFail(c, err)
		return
	}
	kind := lab.Kind(form.Get("kind"))
	switch kind {
	case lab.KindEval, lab.KindGame, lab.KindSearch:
	default:
		s.labFail(c, apierr.BadRequest("lab.kind", "kind", string(kind)))
		return
	}
	sess := s.codelab.pool.NewSession(c.Request.Context(), kind, src, sandbox.Budget{Steps: labSearchSteps, Time: 5 * time.Second})
	fs, err := sess.Check()
	if err != nil {
		s.labFail(c, err)
		return
	}
	h := s.codelab.store.Put(kind, src)
	c.JSON(http.StatusOK, labCodeAnswer{Hash: h, Kind: kind, Functions: fs})
}

// labSearchValues are the search parameters of a lab request (all but the lab's own).
func labSearchValues(form url.Values) (map[string]string, error) {
	vals := map[string]string{}
	for k, v := range form {
		switch k {
		case "source", "lang", "kind":
			continue
		}
		if !isSearchParam(k) {
			return nil, apierr.BadRequest("web.unknown_param", "name", k, "known", append(paramNames(), "source", "lang"))
		}
		vals[k] = v[len(v)-1]
	}
	return vals, nil
}

func (s *Server) labCheck(c *gin.Context) {
	form, src, err := s.labForm(c)
	if err != nil {
		s.labFail(c, err)
		return
	}
	vals, err := labSearchValues(form)
	if err != nil {
		s.labFail(c, err)
		return
	}
	if strings.HasPrefix(vals["eval"], trace.ExternalPrefix) {
		s.labFail(c, apierr.BadRequest("lab.check_game"))
		return
	}
	budget := sandbox.Budget{Steps: labSearchSteps, Time: labCheckTime}
	var rep any
	if h, ok := strings.CutPrefix(vals["game"], trace.ExternalPrefix); ok {
		// a student's game: its code runs in the same worker as the search's
		game, kind, kept := s.codelab.store.Get(h)
		switch {
		case !kept:
			err = msg.New("lab.unknown", "hash", h)
		case kind != lab.KindGame:
			err = apierr.BadRequest("lab.check_game")
		default:
			rep, err = s.codelab.pool.CheckGame(c.Request.Context(), src, game, vals, budget)
		}
	} else {
		rep, err = s.codelab.pool.Check(c.Request.Context(), src, vals, budget)
	}
	if err != nil {
		s.labFail(c, err)
		return
	}
	c.JSON(http.StatusOK, rep)
}

// labStream answers NDJSON: each line flushed as it is written.
type labStream struct {
	c       *gin.Context
	started bool
}

func (ls *labStream) line(v any) {
	if !ls.started {
		ls.started = true
		ls.c.Header("Content-Type", "application/x-ndjson; charset=utf-8")
		ls.c.Header("X-Content-Type-Options", "nosniff")
		ls.c.Status(http.StatusOK)
	}
	b, _ := json.Marshal(v)
	ls.c.Writer.Write(append(b, '\n'))
	ls.c.Writer.Flush()
}

// labStreamError ends a stream with an error line (once the stream has started, its
// status is sent).
func (s *Server) labStreamError(c *gin.Context, ls *labStream, err error) {
	if !ls.started {
		s.labFail(c, err)
		return
	}
	le := lab.Carry(err)
	lang := requestLang(c)
	ls.line(gin.H{"error": le.Text(lang), "code": le.Kind, "line": le.Line, "col": le.Col, "traceback": le.TracebackIn(lang), "in": le.In})
}

func atoiOr(s string, def int) (int, error) {
	if strings.TrimSpace(s) == "" {
		return def, nil
	}
	return strconv.Atoi(strings.TrimSpace(s))
}

func (s *Server) labTournament(c *gin.Context) {
	form, src, err := s.labForm(c)
	if err != nil {
		s.labFail(c, err)
		return
	}
	spec := labmatch.Spec{Game: form.Get("game")}
	if a := strings.TrimSpace(form.Get("against")); a != "" {
		spec.Opponents = strings.Split(a, ",")
	}
	var errs [5]error
	spec.Depth, errs[0] = atoiOr(form.Get("depth"), 3)
	spec.OppDepth, errs[1] = atoiOr(form.Get("opp-depth"), 0)
	spec.Games, errs[2] = atoiOr(form.Get("games"), 10)
	spec.Opening, errs[3] = atoiOr(form.Get("opening"), 0)
	seed, e := atoiOr(form.Get("seed"), 1)
	spec.Seed, errs[4] = uint64(max(seed, 0)), e
	for _, e := range errs {
		if e != nil {
			s.labFail(c, apierr.BadRequest("lab.tournament_number"))
			return
		}
	}
	spec.SolverMillis = labSolverMillis
	if spec, err = spec.Normalize(); err != nil {
		s.labFail(c, err)
		return
	}
	if spec.Games > labMaxGames || spec.Depth > labMaxDepth || spec.OppDepth > labMaxDepth {
		s.labFail(c, apierr.BadRequest("lab.tournament_big", "games", labMaxGames, "depth", labMaxDepth))
		return
	}
	ctx, cancel := context.WithTimeout(c.Request.Context(), labJobTime+10*time.Second)
	defer cancel()
	ls := &labStream{c: c}
	res, err := s.codelab.pool.Tournament(ctx, src, spec, sandbox.Budget{Steps: 1 << 40, Time: labJobTime}, func(g labmatch.GameResult) {
		ls.line(gin.H{"game": g})
	})
	if err != nil {
		s.labStreamError(c, ls, err)
		return
	}
	ls.line(gin.H{"result": res})
}

func (s *Server) labQuality(c *gin.Context) {
	form, src, err := s.labForm(c)
	if err != nil {
		s.labFail(c, err)
		return
	}
	depth, err := atoiOr(form.Get("depth"), 3)
	if err != nil || depth < 1 || depth > labMaxDepth {
		s.labFail(c, apierr.BadRequest("match.depth", "max", labMaxDepth))
		return
	}
	ctx, cancel := context.WithTimeout(c.Request.Context(), labJobTime+10*time.Second)
	defer cancel()
	ls := &labStream{c: c}
	qs, err := s.codelab.pool.Quality(ctx, src, sandbox.QualityArgs{Game: form.Get("game"), Depth: depth}, sandbox.Budget{Steps: 1 << 40, Time: labJobTime}, func(q labmatch.QualityProgress) {
		ls.line(gin.H{"progress": q})
	})
	if err != nil {
		s.labStreamError(c, ls, err)
		return
	}
	ls.line(gin.H{"result": qs})
}

// positionGame is the game at a problem's position for /api/position: a student's game
// (game=lab:HASH) played by its code in the sandbox, or a built-in game; a student's
// evaluation (eval=lab:HASH) does not change where the pieces are, so its board game
// is the built-in one.
func positionGame(ctx context.Context, mk trace.Makers, p *trace.Params) (games.Game, error) {
	if strings.HasPrefix(p.Game, trace.ExternalPrefix) {
		tg, err := mk.NewGame(ctx, p)
		if err != nil {
			return nil, err
		}
		g, ok := tg.(games.Game)
		if !ok {
			return nil, msg.New("game.not_searchable", "game", p.Game)
		}
		return g, nil
	}
	eval := p.Eval
	if strings.HasPrefix(eval, trace.ExternalPrefix) {
		eval = ""
	}
	return games.New(p.Game, p.Position, games.Options{RootMin: p.RootMin, Takes: p.Takes, Eval: eval})
}

// gameError is the error a student's game met while it was played (nil for the
// built-in games, which cannot fail).
func gameError(g games.Game) error {
	if f, ok := g.(interface{ Err() error }); ok {
		return f.Err()
	}
	return nil
}
