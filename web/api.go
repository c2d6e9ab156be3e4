package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/form"
	"github.com/gametree/gametree/web/observe"
	"github.com/gametree/gametree/web/serve"
)

// fail answers err as JSON: {"error": its text in the request's language, "code",
// "params"}. An error that is not an *apierr.Error is a 500 whose cause goes to the log only.
func (s *Server) fail(c *gin.Context, err error) {
	var ae *apierr.Error
	switch {
	case s.drain.CutShort(c):
		ae = serve.ErrShuttingDown
	case !errors.As(err, &ae):
		observe.Logger(s.log, c).Error("internal error", "method", c.Request.Method, "route", c.FullPath(), "error", err)
		ae = apierr.Internal
	}
	if ae == apierr.Cancelled && errors.Is(c.Request.Context().Err(), context.DeadlineExceeded) {
		ae = s.requestTimeout()
	}
	lang := requestLang(c)
	if n := observe.NoteOf(c); n.Lang == "" {
		n.Lang = lang
	}
	apierr.Write(c, ae, lang, observe.RequestID(c))
}

// The routes that read parameters, and the parameters each takes besides the search
// parameters of trace.ParamSpecs.
type route int

const (
	routeTrace route = iota
	routeRender
	routePosition
)

var routeExtras = map[route][]string{
	routeTrace:    {"record", "form", "lang"},
	routeRender:   append([]string{"step", "format", "budget", "lang", "title"}, render.OptionNames...),
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
				return apierr.Input(err)
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
	return req, nil
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

// search runs the request's search, or finds it in the cache. Identical searches
// asked for at once run once, under a context of their own (package flight): a
// request that goes away stops waiting without failing the others, and a search
// still queued for a slot gives up when no request is left waiting for it. A light
// search takes a search slot; a heavy one (heavy: its request holds a heavy ticket)
// runs in its heavy slot.
func (s *Server) search(ctx context.Context, req *request, heavy bool) (*traceEntry, error) {
	n := observe.NoteOf(ctx)
	if e := s.traces.get(req.key); e != nil {
		n.Cache = "hit"
		return e, nil
	}
	start := time.Now()
	defer func() { n.Search = time.Since(start) }()
	deadline := time.Now().Add(s.cfg.QueueWait + req.p.Options.TimeLimit + time.Second)
	e, err, shared := s.searches.Do(ctx, req.key, deadline, func(ctx context.Context) (*traceEntry, error) {
		if e := s.traces.get(req.key); e != nil {
			return e, nil
		}
		run, err := s.makers.Prepare(ctx, &req.p)
		if err != nil {
			return nil, apierr.Input(err)
		}
		if !heavy {
			if err := s.slots.Acquire(ctx); err != nil {
				return nil, err
			}
			defer s.slots.Release()
		}
		s.searching.Add(1)
		defer s.searching.Add(-1)
		t, err := run(ctx)
		if err != nil {
			if req.p.Solver {
				return nil, solverError(err)
			}
			return nil, apierr.Input(err)
		}
		if ctx.Err() != nil {
			return nil, ctx.Err() // nobody waits any more: a cut-short search is not kept
		}
		return s.traces.put(req.key, t), nil
	})
	n.Cache = cacheResult(shared)
	if err != nil {
		if ctx.Err() != nil {
			return nil, apierr.Cancelled
		}
		return nil, err
	}
	return e, nil
}

// cacheResult names a cache miss for the access line: shared when the request waited
// for another one's work.
func cacheResult(shared bool) string {
	if shared {
		return "shared"
	}
	return "miss"
}

func setCapped(c *gin.Context, req *request) {
	if len(req.capped) > 0 {
		c.Header("X-Gametree-Capped", strings.Join(req.capped, ", "))
	}
}

// positionInfo is the answer of /api/position.
type positionInfo struct {
	Game     string `json:"game"`
	Position string `json:"position"`
	// Root is who a search of this position has at its root: "min" only for an
	// explicit tree's node where MIN moves (pass it as the root parameter).
	Root string `json:"root"`
	// ToMove is the side to move: "X" or "O" (tic-tac-toe, connect-4), "max" or "min"
	// (trees); empty for stones.
	ToMove string   `json:"to_move,omitempty"`
	Board  []string `json:"board,omitempty"`
	Moves  []string `json:"moves"`
	Ply    int      `json:"ply"`
	Over   bool     `json:"over"`
	// Score is the finished game's score for the side to move (0 a draw, negative a
	// loss: the last mover won); Winner is "X", "O" or "draw" for the board games.
	Score  *int   `json:"score,omitempty"`
	Winner string `json:"winner,omitempty"`
	// Value is a tree leaf's value as written (MAX's point of view).
	Value *int `json:"value,omitempty"`
}

func (s *Server) position(c *gin.Context) {
	req, err := s.parse(c, routePosition)
	if err != nil {
		s.fail(c, err)
		return
	}
	p := &req.p
	g, err := positionGame(c.Request.Context(), s.makers, p)
	if err != nil {
		s.fail(c, apierr.Input(err))
		return
	}
	for i, name := range req.moves {
		m, legal, ok := findMove(g, name)
		if !ok {
			if len(legal) == 0 {
				s.fail(c, apierr.BadRequest("web.move_over", "n", i+1, "move", name))
			} else {
				s.fail(c, apierr.BadRequest("web.move_illegal", "n", i+1, "move", name, "legal", legal))
			}
			return
		}
		g.Play(m)
	}
	info := positionInfo{Game: p.Game, Position: g.Position(), Root: "max", Ply: len(req.moves), Moves: []string{}}
	for _, m := range g.Moves(nil) {
		info.Moves = append(info.Moves, g.MoveName(m))
	}
	if d, ok := g.(games.Drawable); ok && p.Game != "stones" {
		info.Board = d.Board()
	}
	over, score := g.Result()
	if err := gameError(g); err != nil { // a student's game that failed
		s.fail(c, apierr.Input(err))
		return
	}
	info.Over = over
	type currentSide interface{ CurrentIsMax() bool }
	switch t := g.(type) {
	case currentSide:
		info.ToMove = "max"
		if !t.CurrentIsMax() {
			info.Root, info.ToMove = "min", "min"
		}
		if over {
			v := score
			if !t.CurrentIsMax() {
				v = -score
			}
			info.Value = &v
		}
	case *games.TicTacToe:
		info.ToMove = side(t.XToMove())
	case *games.Connect4:
		info.ToMove = side(t.NumMoves()%2 == 0)
	case *lab.Game: // a student's game: X the first player, O the second
		info.ToMove = side(t.Ply()%2 == 0)
	}
	if over {
		info.Score = &score
		if info.ToMove == "X" || info.ToMove == "O" {
			switch {
			case score == 0:
				info.Winner = "draw"
			case score < 0:
				info.Winner = side(info.ToMove == "O") // the last mover
			default:
				info.Winner = info.ToMove
			}
		}
	}
	c.JSON(http.StatusOK, info)
}

func side(x bool) string {
	if x {
		return "X"
	}
	return "O"
}

// findMove finds a legal move by name (exactly, or else ignoring case), or as the
// game reads it (games.MoveParser: the stones game takes "take 2", "2" or "-2").
func findMove(g games.Game, name string) (games.Move, []string, bool) {
	moves := g.Moves(nil)
	names := make([]string, len(moves))
	for i, m := range moves {
		names[i] = g.MoveName(m)
		if names[i] == name {
			return m, names, true
		}
	}
	if mp, ok := g.(games.MoveParser); ok && len(moves) > 0 {
		if m, ok := mp.ParseMove(name); ok {
			return m, names, true
		}
	}
	for i, m := range moves {
		if strings.EqualFold(names[i], name) {
			return m, names, true
		}
	}
	return 0, names, false
}

// meta describes what the API offers, for the page's menus.
type metaInfo struct {
	Games       []string            `json:"games"`
	Algorithms  []trace.Algorithm   `json:"algorithms"`
	Presets     []presetInfo        `json:"presets"`
	Params      []paramInfo         `json:"params"`
	Evaluations map[string][]string `json:"evaluations"`
	Limits      limitsInfo          `json:"limits"`
	Version     string              `json:"version"`
}

type presetInfo struct {
	Name    string   `json:"name"`
	Title   string   `json:"title"`
	TitleES string   `json:"title_es"`
	Text    string   `json:"text"`
	Aliases []string `json:"aliases,omitempty"`
}

type paramInfo struct {
	Name  string `json:"name"`
	Usage string `json:"usage"`
	Bool  bool   `json:"bool,omitempty"`
}

type limitsInfo struct {
	DefaultMaxNodes int64 `json:"default_max_nodes"`
	MaxNodes        int64 `json:"max_nodes"`
	TimeLimitMS     int64 `json:"time_limit_ms"`
	DefaultBudget   int   `json:"default_budget"`
	MaxBudget       int   `json:"max_budget"`
	MaxBody         int64 `json:"max_body"`
}

func (s *Server) meta(c *gin.Context) {
	m := metaInfo{
		Games:       games.Names(),
		Algorithms:  trace.Algorithms,
		Evaluations: map[string][]string{},
		Limits: limitsInfo{
			DefaultMaxNodes: s.cfg.DefaultMaxNodes, MaxNodes: s.cfg.MaxNodesCap,
			TimeLimitMS:   s.cfg.TimeLimitCap.Milliseconds(),
			DefaultBudget: render.DefaultBudget, MaxBudget: maxBudget, MaxBody: s.cfg.MaxBody,
		},
		Version: s.version,
	}
	for _, p := range games.Presets() {
		m.Presets = append(m.Presets, presetInfo(p))
	}
	for _, p := range trace.ParamSpecs {
		m.Params = append(m.Params, paramInfo(p))
	}
	for _, name := range m.Games {
		if g, err := games.New(name, "", games.Options{}); err == nil {
			if ev, ok := g.(games.Evaluator); ok {
				m.Evaluations[name] = ev.Evaluations()
			}
		}
	}
	c.Header("Cache-Control", "no-cache")
	c.JSON(http.StatusOK, m)
}

func acceptsGzip(c *gin.Context) bool {
	for _, part := range strings.Split(c.GetHeader("Accept-Encoding"), ",") {
		enc, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(enc), "gzip") && strings.ReplaceAll(q, " ", "") != "q=0" {
			return true
		}
	}
	return false
}

func gzipBytes(b []byte) []byte {
	var buf bytes.Buffer
	buf.Grow(len(b) / 6)
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
	zw.Write(b)
	zw.Close()
	return buf.Bytes()
}

func (s *Server) sendGzip(c *gin.Context, ct string, gz []byte) {
	c.Header("Content-Encoding", "gzip")
	c.Header("Vary", "Accept-Encoding")
	c.Data(http.StatusOK, ct, gz)
}

// send writes body, gzipped when the client takes it and it is worth it.
func (s *Server) send(c *gin.Context, code int, ct string, body, gz []byte) {
	c.Header("Vary", "Accept-Encoding")
	if acceptsGzip(c) && len(body) >= minGzipSize && !strings.HasPrefix(ct, "image/png") {
		if gz == nil {
			gz = gzipBytes(body)
		}
		c.Header("Content-Encoding", "gzip")
		c.Data(code, ct, gz)
		return
	}
	c.Data(code, ct, body)
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

// requestLang is the language of a request (apierr.Lang).
func requestLang(c *gin.Context) string { return apierr.Lang(c.Request) }
