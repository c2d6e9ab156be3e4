package web

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/sandbox"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/form"
	"github.com/gametree/gametree/web/lanes"
	"github.com/gametree/gametree/web/observe"
)

// The code lab's routes: students' own evaluation, game and search, in Starlark or
// JavaScript, run in sandbox workers (package sandbox) and never in the server's
// process.
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
// Every route that takes a source also takes code-lang (starlark, the default, or
// javascript: codelab_lang.go). A failing program answers 400 with the usual error
// JSON plus line, col and traceback; lab.busy (every worker busy, the queue full) 429; lab.unknown (a hash
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
	// draws bounds the drawings of students' games and evaluations (their boards are
	// the code's): apart from the light lane's (codelab_lane.go)
	draws *lanes.Draws
}

func newLabServer() *labServer {
	pool := sandbox.NewPool(sandbox.Config{Queue: labWorkerQueue})
	return &labServer{
		pool:  pool,
		store: sandbox.NewStore(labStoreBytes),
		draws: lanes.NewDraws(pool.Config().Workers, labWorkerQueue),
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
	g.POST("/code", s.labTurn, s.requestDeadline, s.labCode)   // labTurn: codelab_lane.go
	g.POST("/check", s.labTurn, s.requestDeadline, s.labCheck) // its deadline from its turn
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
	case sandbox.CodeFairShare: // past the client's own share of the lab lane
		status = http.StatusTooManyRequests
		c.Header("Retry-After", labFairRetry)
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
