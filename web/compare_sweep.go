package web

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/compare"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/observe"
)

// sweepMaxWork bounds a sweep of random trees: the nodes it could visit at most
// (compare.SweepSpec.EstimateWork), a few seconds of searching.
const sweepMaxWork = 10_000_000

func (s *Server) compareSweep(c *gin.Context) {
	cr, err := s.parseCompare(c, true)
	if err != nil {
		s.fail(c, err)
		return
	}
	ctx := c.Request.Context()
	res, err := s.runSweep(ctx, cr)
	if err != nil {
		s.fail(c, err)
		return
	}
	setCapped(c, &request{capped: cr.capped})
	if !cr.svg {
		c.JSON(http.StatusOK, res)
		return
	}
	var b strings.Builder
	if err := compare.SweepChart(&b, res, cr.metric, cr.lang); err != nil {
		s.fail(c, apierr.Input(err))
		return
	}
	c.Data(http.StatusOK, "image/svg+xml; charset=utf-8", []byte(b.String()))
}

// runSweep runs the sweep, or finds it among the kept results.
func (s *Server) runSweep(ctx context.Context, cr *compareRequest) (*compare.SweepResult, error) {
	if body, _, ok := s.images.get(cr.key); ok {
		var res compare.SweepResult
		if json.Unmarshal(body, &res) == nil {
			observe.NoteOf(ctx).Cache = "hit"
			return &res, nil
		}
	}
	release, err := s.admitSearches(ctx, cr, true)
	if err != nil {
		return nil, err
	}
	defer release()
	start := time.Now()
	// a sweep takes at most what one search may: Config.TimeLimitCap
	sctx, cancel := context.WithTimeout(ctx, s.cfg.TimeLimitCap)
	defer cancel()
	res, err := compare.Sweep(sctx, cr.sweep)
	observe.NoteOf(ctx).Search = time.Since(start)
	if err != nil && ctx.Err() == nil && sctx.Err() != nil {
		return nil, &apierr.Error{Status: http.StatusUnprocessableEntity,
			Err: msg.New("compare.sweep_time", "seconds", s.cfg.TimeLimitCap.Seconds())}
	}
	if err != nil {
		return nil, searchFailure(ctx, err)
	}
	if body, err := json.Marshal(res); err == nil {
		s.images.put(cr.key, body, nil)
	}
	return res, nil
}
