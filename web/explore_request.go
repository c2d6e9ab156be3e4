package web

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/form"
	"github.com/gametree/gametree/web/observe"
)

// The routes that read parameters, and the parameters each takes besides the search
// parameters of trace.ParamSpecs.
type route int

var routeExtras = map[route][]string{
	routeTrace:    {"record", "form", "lang", "pass"},
	routeRender:   append([]string{"step", "format", "budget", "lang", "title", "pass"}, render.OptionNames...),
	routePosition: {"moves", "lang"},
}

// positionParams are the search parameters that describe a position (the others
// configure a search and do not apply to /api/position).
var positionParams = []string{"game", "position", "root", "takes", "eval"}

// Limits of the drawing parameters.
const (
	maxBudget   = 4000
	maxTitle    = 64
	maxMoves    = 1000
	minGzipSize = 1024
)

// request is one API request's parameters, checked and capped.
type request struct {
	p      trace.Params
	key    string   // the problem and the search options, for the caches
	capped []string // the parameters lowered to the server's limits
	// /api/trace
	record bool
	form   string // formObjects or formColumns
	// /api/render
	step   int
	format render.Format
	budget int
	lang   string
	title  string
	view   render.Options // unreached, region, region-depth, width, dpi, header (render.Options.Set)
	// /api/position
	moves []string
	// pass: a teacher's pass through the guard of open assessments (assessed_guard.go)
	pass string
}

func paramNames() []string {
	names := make([]string, len(trace.ParamSpecs))
	for i, p := range trace.ParamSpecs {
		names[i] = p.Name
	}
	return names
}

func isSearchParam(name string) bool {
	for _, p := range trace.ParamSpecs {
		if p.Name == name {
			return true
		}
	}
	return false
}

// parse checks the parameters of a request to route rt. The defaults are the
// command line's: the textbook tree under alpha-beta.
func (s *Server) parse(c *gin.Context, rt route) (*request, error) {
	vals, err := form.Values(c, s.cfg.MaxBody)
	if err != nil {
		return nil, err
	}
	req := &request{
		p:      trace.DefaultParams(),
		record: true, form: formObjects, step: render.Finished, format: render.FormatSVG, lang: requestLang(c),
	}
	defer func() { observe.NoteOf(c).Lang = req.lang }()
	given, err := form.Each(vals, func(k, v string) error {
		if slices.Contains(routeExtras[rt], k) {
			return req.setExtra(k, v)
		}
		if rt == routePosition && isSearchParam(k) && !slices.Contains(positionParams, k) {
			return apierr.BadRequest("web.search_param", "name", k, "known", positionParams)
		}
		if err := req.p.Set(k, v); err != nil {
			var pe *trace.ParamError
			if errors.As(err, &pe) {
				return apierr.Input(s.nodeRange(pe))
			}
			known := paramNames()
			if rt == routePosition {
				known = slices.Clone(positionParams)
			}
			known = append(known, routeExtras[rt]...)
			return apierr.BadRequest("web.unknown_param", "name", k, "known", known)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	s.limit(req, given)
	req.p.Options.Record = req.record
	req.key = problemKey(&req.p)
	if rt != routePosition {
		if err := s.guardParams(c.Request.Context(), &req.p, req.pass); err != nil {
			return nil, err
		}
	}
	return req, nil
}

// nodeRange says a node budget out of range with the server's own range, 0 to its
// cap (the documented 600,000), not the parser's; any other error stays as it is.
func (s *Server) nodeRange(pe *trace.ParamError) error {
	if pe.Name != "max-nodes" || pe.Code() != "param.range" {
		return pe
	}
	return &trace.ParamError{Name: pe.Name, Value: pe.Value, Err: msg.New("param.range", "lo", 0, "hi", s.cfg.MaxNodesCap)}
}

// limit applies the server's node budget, time limit and table size.
func (s *Server) limit(req *request, given map[string]bool) {
	o := &req.p.Options
	switch {
	case !given["max-nodes"]:
		o.MaxNodes = s.cfg.DefaultMaxNodes
	case o.MaxNodes == 0 || o.MaxNodes > s.cfg.MaxNodesCap:
		o.MaxNodes = s.cfg.MaxNodesCap
		req.capped = append(req.capped, "max-nodes="+strconv.FormatInt(o.MaxNodes, 10))
	}
	switch {
	case !given["time-limit"] || o.TimeLimit == 0:
		o.TimeLimit = s.cfg.TimeLimitCap
	case o.TimeLimit > s.cfg.TimeLimitCap:
		o.TimeLimit = s.cfg.TimeLimitCap
		req.capped = append(req.capped, "time-limit="+o.TimeLimit.String())
	}
	if o.TTSize > s.cfg.TTSizeCap {
		o.TTSize = s.cfg.TTSizeCap
		req.capped = append(req.capped, "tt-size="+strconv.Itoa(o.TTSize))
	}
}

func (req *request) setExtra(k, v string) error {
	v = strings.TrimSpace(v)
	switch k {
	case "record":
		on, ok := trace.ParseBool(v)
		if !ok {
			return apierr.BadRequest("web.record", "value", v)
		}
		req.record = on
	case "form":
		switch strings.ToLower(v) {
		case "", formObjects:
			req.form = formObjects
		case formColumns:
			req.form = formColumns
		default:
			return apierr.BadRequest("web.form", "value", v, "known", []string{formObjects, formColumns})
		}
	case "step":
		// As the CLI's --step: 1 is the first step, 0 the finished search.
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return apierr.BadRequest("web.step", "value", v)
		}
		req.step = n - 1 // render.Finished for 0
	case "format":
		f, err := render.ParseFormat(strings.ToLower(v))
		if err != nil {
			return apierr.BadRequest("picture.format", "value", v)
		}
		req.format = f
	case "budget":
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > maxBudget {
			return apierr.BadRequest("web.budget", "value", v, "default", render.DefaultBudget, "max", maxBudget)
		}
		req.budget = n
	case "lang":
		switch l := strings.ToLower(v); l {
		case "en", "es":
			req.lang = l
		default:
			return apierr.BadRequest("param.lang", "value", v)
		}
	case "title":
		if utf8.RuneCountInString(v) > maxTitle {
			return apierr.BadRequest("web.title", "max", maxTitle)
		}
		req.title = v
	case "pass":
		req.pass = v
	case "moves":
		moves := splitMoves(v)
		if len(moves) > maxMoves {
			return apierr.BadRequest("web.moves_many", "max", maxMoves)
		}
		req.moves = moves
	default: // a picture option: render.OptionNames
		if err := req.view.Set(k, v); err != nil {
			return apierr.Input(err)
		}
	}
	return nil
}

// problemKey identifies a problem and its search options.
func problemKey(p *trace.Params) string {
	return fmt.Sprintf("%q|%q|%t|%v|%q|%+v|%t", p.Game, p.Position, p.RootMin, p.Takes, p.Eval, p.Options, p.Solver)
}

func setCapped(c *gin.Context, req *request) {
	if len(req.capped) > 0 {
		c.Header("X-Gametree-Capped", strings.Join(req.capped, ", "))
	}
}

// splitMoves splits a list of moves at commas and spaces, keeping a stones move
// written as its name ("take 2", "quita 2") in one piece.
func splitMoves(v string) []string {
	var moves []string
	for _, f := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' }) {
		if n := len(moves); n > 0 && (strings.EqualFold(moves[n-1], "take") || strings.EqualFold(moves[n-1], "quita")) {
			moves[n-1] += " " + f
			continue
		}
		moves = append(moves, f)
	}
	return moves
}

const (
	routeTrace route = iota
	routeRender
	routePosition
	// the routes whose extras are added in their own files' init (addRouteExtras)
	routeLecture
	routeExact
)

// addRouteExtras gives a route its extra parameters, once: two routes sharing an id
// would take each other's (the lecture's "budget" refused as unknown).
func addRouteExtras(rt route, extras []string) {
	if _, dup := routeExtras[rt]; dup {
		panic("web: the route's extra parameters are given twice")
	}
	routeExtras[rt] = extras
}
