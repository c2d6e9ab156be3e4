package web

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/compare"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/observe"
)

// runRows runs the comparison, or finds its rows among the kept results.
func (s *Server) runRows(ctx context.Context, cr *compareRequest) ([]compare.Row, error) {
	if body, _, ok := s.images.get(cr.key); ok {
		var rows []compare.Row
		if json.Unmarshal(body, &rows) == nil {
			observe.NoteOf(ctx).Cache = "hit"
			return rows, nil
		}
	}
	release, err := s.admitSearches(ctx, cr, false)
	if err != nil {
		return nil, err
	}
	defer release()
	start := time.Now()
	rows, err := compare.Run(ctx, s.makers, cr.p, cr.algos, nil)
	observe.NoteOf(ctx).Search = time.Since(start)
	if err != nil {
		return nil, searchFailure(ctx, err)
	}
	if body, err := json.Marshal(rows); err == nil {
		s.images.put(cr.key, body, nil)
	}
	return rows, nil
}

// searchFailure answers an error of a comparison or a sweep: bad input (400), or the
// request's end (its deadline or its client gone).
func searchFailure(ctx context.Context, err error) error {
	if ctx.Err() != nil || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return apierr.Cancelled
	}
	return apierr.Input(err)
}

// comparison reads and runs the comparison of a request to /api/compare or its chart;
// ok is false when it failed, and has answered so.
func (s *Server) comparison(c *gin.Context) (cr *compareRequest, rows []compare.Row, ok bool) {
	cr, err := s.parseCompare(c, false)
	if err == nil {
		rows, err = s.runRows(c.Request.Context(), cr)
	}
	if err != nil {
		s.fail(c, err)
		return nil, nil, false
	}
	return cr, rows, true
}

func (s *Server) compare(c *gin.Context) {
	cr, rows, ok := s.comparison(c)
	if !ok {
		return
	}
	q := cloneValues(cr.query)
	q.Set("lang", cr.lang)
	setCapped(c, &request{capped: cr.capped})
	c.JSON(http.StatusOK, compareAnswer{Problem: problemOf(&cr.p), Rows: rows, ChartSVGURL: "/api/compare/chart?" + q.Encode()})
}

func (s *Server) compareChart(c *gin.Context) {
	cr, rows, ok := s.comparison(c)
	if !ok {
		return
	}
	prob := cr.p.Problem()
	var b strings.Builder
	if err := compare.BarChart(&b, compare.ProblemLabel(prob.Game, prob.Position, cr.lang), rows, cr.lang); err != nil {
		s.fail(c, err)
		return
	}
	setCapped(c, &request{capped: cr.capped})
	c.Data(http.StatusOK, "image/svg+xml; charset=utf-8", []byte(b.String()))
}

func cloneValues(v url.Values) url.Values {
	out := url.Values{}
	for k, vs := range v {
		out[k] = slices.Clone(vs)
	}
	return out
}

// compareRoutes registers the comparison routes for method m.
func (s *Server) compareRoutes(api *gin.RouterGroup, m string) {
	api.Handle(m, "/compare", s.compare)
	api.Handle(m, "/compare/chart", s.compareChart)
	api.Handle(m, "/compare/sweep", s.compareSweep)
	api.Handle(m, "/compare/mcts", s.compareVersus) // MCTS against alpha-beta: compare_versus.go
}
