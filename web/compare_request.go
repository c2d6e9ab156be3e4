package web

import (
	"context"
	"errors"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/compare"
	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/form"
	"github.com/gametree/gametree/web/lanes"
	"github.com/gametree/gametree/web/observe"
)

// The comparison routes (package compare):
//
//	GET|POST /api/compare        search parameters as /api/trace, algos, lang: a row per
//	                             search {"problem", "rows", "chart_svg_url"}
//	GET|POST /api/compare/chart  the same parameters: the rows as a bar chart (SVG)
//	GET|POST /api/compare/sweep  game (tree: random trees b, ordering, trees, seed, values; a game:
//	                             its position and search parameters), depth=1..6, algos,
//	                             metric, format=json|svg, lang: the sweep over depth
//
// Every search has the node budget of /api/trace (max-nodes, default
// Config.DefaultMaxNodes, capped); the searches of one comparison share
// Config.TimeLimitCap between them, so a comparison takes no longer than one search
// may, and so does a whole sweep (else 422 compare.sweep_time). A comparison takes one
// search slot. A sweep of random trees is refused (400) when it could visit more than
// sweepMaxWork nodes. Results are kept (the picture
// cache) so the table and its chart, or a sweep's JSON and its chart, run once.

// The parameters of the comparison routes besides the search parameters.
var (
	compareExtras = []string{"algos", "lang"}
	sweepExtras   = []string{"algos", "lang", "depth", "b", "branching", "ordering", "trees", "seed", "values", "metric", "format"}
)

// compareRequest is a checked comparison.
type compareRequest struct {
	p      trace.Params
	algos  []compare.Algo
	lang   string
	query  url.Values // the parameters as given, for the chart's link
	key    string
	capped []string
	// sweeps
	sweep  compare.SweepSpec
	metric string
	svg    bool
}

// parseCompare reads a comparison's (sweep false) or a sweep's parameters.
func (s *Server) parseCompare(c *gin.Context, sweep bool) (*compareRequest, error) {
	vals, err := form.Values(c, s.cfg.MaxBody)
	if err != nil {
		return nil, err
	}
	extras := compareExtras
	if sweep {
		extras = sweepExtras
	}
	cr := &compareRequest{p: trace.DefaultParams(), lang: requestLang(c), query: url.Values{}, metric: compare.MetricLeaves}
	defer func() { observe.NoteOf(c).Lang = cr.lang }()
	cr.sweep = compare.SweepSpec{Branching: 3, Ordering: "random", Trees: compare.DefaultTrees, Seed: 1, From: 1, To: 6}
	algos := compare.DefaultAlgos
	given, err := form.Each(vals, func(k, v string) error {
		v = strings.TrimSpace(v)
		if k != "lang" && k != "format" {
			cr.query.Set(k, v)
		}
		if slices.Contains(extras, k) {
			return cr.setExtra(k, v, &algos)
		}
		if err := cr.p.Set(k, v); err != nil {
			var pe *trace.ParamError
			if errors.As(err, &pe) {
				return apierr.Input(err)
			}
			return apierr.BadRequest("web.unknown_param", "name", k, "known", append(paramNames(), extras...))
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	list, err := compare.ParseAlgos(algos)
	if err != nil {
		return nil, apierr.Input(err)
	}
	cr.algos = list
	if _, err := s.makers.NewGame(c.Request.Context(), &cr.p); err != nil {
		return nil, apierr.Input(err)
	}
	if err := s.guardParams(c.Request.Context(), &cr.p, ""); err != nil {
		return nil, err
	}
	req := &request{p: cr.p}
	s.limit(req, given)
	cr.p, cr.capped = req.p, req.capped
	// the searches share the time one search may take
	searches := len(list)
	if sweep && cr.p.Game != "tree" {
		searches *= cr.sweep.To - cr.sweep.From + 1
	}
	cr.p.Options.TimeLimit = max(min(cr.p.Options.TimeLimit, s.cfg.TimeLimitCap/time.Duration(searches)), time.Millisecond)
	if err := cr.p.Options.Check(); err != nil {
		return nil, apierr.Input(err)
	}
	cr.key = strings.Join(compare.Names(list), ",") + "|" + problemKey(&cr.p)
	if sweep {
		cr.sweep.Problem, cr.sweep.Algos, cr.sweep.MaxWork = cr.p, list, sweepMaxWork
		cr.key = "sweep|" + cr.key + "|" + strconv.Itoa(cr.sweep.From) + ".." + strconv.Itoa(cr.sweep.To) + "|" +
			strconv.Itoa(cr.sweep.Branching) + "|" + cr.sweep.Ordering + "|" + strconv.Itoa(cr.sweep.Trees) + "|" +
			strconv.FormatInt(cr.sweep.Seed, 10) + "|" + cr.sweep.Values
	} else {
		cr.key = "compare|" + cr.key
	}
	return cr, nil
}

func (cr *compareRequest) setExtra(k, v string, algos *string) error {
	sp := &cr.sweep
	switch k {
	case "algos":
		*algos = v
	case "lang":
		switch l := strings.ToLower(v); l {
		case msg.EN, msg.ES:
			cr.lang = l
		default:
			return apierr.BadRequest("param.lang", "value", v)
		}
	case "depth":
		from, to, err := compare.ParseDepths(v)
		if err != nil {
			return apierr.Input(err)
		}
		sp.From, sp.To = from, to
	case "b", "branching":
		n, err := strconv.Atoi(v)
		if err != nil {
			return apierr.BadRequest("compare.branching", "value", v, "max", games.MaxRandomBranching)
		}
		sp.Branching = n
	case "ordering":
		sp.Ordering = strings.ToLower(v)
	case "trees":
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return apierr.BadRequest("compare.trees", "value", v, "max", compare.MaxTrees)
		}
		sp.Trees = n
	case "seed":
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return apierr.BadRequest("compare.seed", "value", v)
		}
		sp.Seed = n
	case "values":
		if _, _, err := compare.ParseValues(v); err != nil {
			return apierr.Input(err)
		}
		sp.Values = v
	case "metric":
		m, err := compare.ParseMetric(v)
		if err != nil {
			return apierr.Input(err)
		}
		cr.metric = m
	case "format":
		switch strings.ToLower(v) {
		case "", "json":
			cr.svg = false
		case "svg":
			cr.svg = true
		default:
			return apierr.BadRequest("compare.format", "value", v)
		}
	}
	return nil
}

// compareAnswer is /api/compare's JSON.
type compareAnswer struct {
	Problem     map[string]string `json:"problem"`
	Rows        []compare.Row     `json:"rows"`
	ChartSVGURL string            `json:"chart_svg_url"`
}

// problemOf is the problem's parameters as text, less those each algorithm sets.
func problemOf(p *trace.Params) map[string]string {
	v := p.Values()
	for _, k := range []string{"algo", "order", "tt", "iterative"} {
		delete(v, k)
	}
	v["position"] = p.Start()
	return v
}

// cost is what a comparison or a sweep may search: every algorithm within the node
// budget (the whole tree when smaller), unrecorded; a sweep of random trees what
// compare.SweepSpec.EstimateWork bounds.
func (cr *compareRequest) cost(sweep bool) (lanes.Cost, error) {
	p := cr.p
	p.Options.Record = false
	one, err := searchCost(&p)
	if err != nil {
		return lanes.Cost{}, err
	}
	c := lanes.Cost{Nodes: one.Nodes * int64(len(cr.algos))}
	for _, a := range cr.algos {
		if a.TT != trace.TTOff {
			c.Table = max(c.Table, one.Table, trace.DefaultTTSize)
		}
	}
	if sweep {
		if cr.p.Game == "tree" {
			c.Nodes = cr.sweep.EstimateWork()
		} else {
			c.Nodes *= int64(cr.sweep.To - cr.sweep.From + 1)
		}
	}
	return c, nil
}

// admitSearches takes the places a comparison or a sweep needs before it runs: a
// heavy slot when it may search more than lanes.LightWork nodes (see heavyLane), else a
// search slot (none for a student's code: codelab_lane.go). release gives it back.
func (s *Server) admitSearches(ctx context.Context, cr *compareRequest, sweep bool) (release func(), err error) {
	c, err := cr.cost(sweep)
	if err != nil {
		return nil, err
	}
	if c.Heavy() {
		t, err := s.heavy.Admit("", c, c)
		if err != nil {
			return nil, err
		}
		return t.Release, nil
	}
	if cr.p.IsExternal() { // a student's code: each piece of it takes a turn in the lab's lane
		return func() {}, nil
	}
	if err := s.slots.Acquire(ctx); err != nil {
		return nil, err
	}
	return s.slots.Release, nil
}
