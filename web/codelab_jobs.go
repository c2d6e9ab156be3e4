package web

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/labmatch"
	"github.com/gametree/gametree/sandbox"
	"github.com/gametree/gametree/web/apierr"
)

// labStreamError ends a stream with an error line (once the stream has started, its
// status is sent).
func (s *Server) labStreamError(c *gin.Context, ls *ndjsonStream, err error) {
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
	codeLang, err := labCodeLang(form)
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
	ls := newNDJSON(c)
	ctx, give, err := s.labJobTurn(ctx, c, ls)
	if err != nil {
		s.labStreamError(c, ls, err)
		return
	}
	defer give()
	res, err := s.codelab.pool.TournamentMoves(ctx, codeLang, src, spec, sandbox.Budget{Steps: 1 << 40, Time: labJobTime}, func(g labmatch.GameResult) {
		ls.line(gin.H{"game": g})
	}, func(m labmatch.MoveProgress) { ls.line(gin.H{"move": m}) }) // a line a move: never a long silence
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
	codeLang, err := labCodeLang(form)
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
	ls := newNDJSON(c)
	ctx, give, err := s.labJobTurn(ctx, c, ls)
	if err != nil {
		s.labStreamError(c, ls, err)
		return
	}
	defer give()
	qs, err := s.codelab.pool.Quality(ctx, codeLang, src, sandbox.QualityArgs{Game: form.Get("game"), Depth: depth}, sandbox.Budget{Steps: 1 << 40, Time: labJobTime}, func(q labmatch.QualityProgress) {
		ls.line(gin.H{"progress": q})
	})
	if err != nil {
		s.labStreamError(c, ls, err)
		return
	}
	ls.line(gin.H{"result": qs})
}
