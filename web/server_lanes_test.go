package web

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	rtmetrics "runtime/metrics"
	"strings"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/render/svgconv"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/lanes"
	"github.com/gametree/gametree/worksheet"
)

// Every request's cost is estimated from its parameters before it runs: what the page
// asks for by default is light; a search recording more than lanes.LightNodes, a PNG of
// more than lanes.LightPixels, a sheet at 300 dpi, a big comparison are heavy.
func TestCostsBeforeWork(t *testing.T) {
	t.Parallel()
	search := func(q string) lanes.Cost {
		t.Helper()
		p := trace.DefaultParams()
		for _, kv := range strings.Split(q, "&") {
			k, v, _ := strings.Cut(kv, "=")
			require.NoError(t, p.Set(k, v), kv)
		}
		p.Options.Record = true
		if p.Options.MaxNodes == 0 {
			p.Options.MaxNodes = 20_000 // the server's default budget
		}
		c, err := searchCost(&p)
		require.NoError(t, err, q)
		return c
	}
	picture := func(q string, format render.Format) lanes.Cost {
		t.Helper()
		var o render.Options
		for _, kv := range strings.Split(q, "&") {
			if k, v, ok := strings.Cut(kv, "="); ok {
				require.NoError(t, o.Set(k, v), kv)
			}
		}
		return pictureCost(o, format)
	}
	for _, tc := range []struct {
		name  string
		c     lanes.Cost
		heavy bool
	}{
		{"the textbook tree", search("game=tree&position=textbook"), false},
		{"a random tree, its size", search("game=tree&position=random:b=3,d=4"), false},
		{"tic-tac-toe within the default budget", search("game=tictactoe&algo=minimax"), false},
		{"the whole tic-tac-toe minimax", search("game=tictactoe&algo=minimax&max-nodes=600000"), true},
		{"a small tree with a big budget", search("game=tree&position=figure-5.2&max-nodes=600000"), false},
		{"a random tree past the light nodes", search("game=tree&position=random:b=3,d=10&max-nodes=100000"), true},
		{"a big table", search("game=tictactoe&tt=true&tt-size=1048576"), true},
		{"an SVG", picture("", render.FormatSVG), false},
		{"a default PNG", picture("", render.FormatPNG), false},
		{"a 2560-pixel PNG", picture("width=2560", render.FormatPNG), false},
		{"a 4000-pixel PNG", picture("width=4000", render.FormatPNG), true},
		{"a full-size PNG", picture("width=full", render.FormatPNG), true},
		{"a full-size SVG", picture("width=full", render.FormatSVG), false},
		{"a 144 dpi sheet", sheetCost(worksheet.PNG, 144), false},
		{"a 300 dpi sheet", sheetCost(worksheet.PNG, 300), true},
		{"a PDF sheet", sheetCost(worksheet.PDF, 600), false},
		{"the solver", lanes.Cost{Solver: true}, true},
	} {
		assert.Equal(t, tc.heavy, tc.c.Heavy(), "%s: %+v", tc.name, tc.c)
	}
	assert.EqualValues(t, 10, search("game=tree&position=textbook").Nodes, "the tree's own size")
	full := picture("width=full", render.FormatPNG)
	assert.Greater(t, full.Bytes(), int64(150<<20), "40 million pixels")
	assert.True(t, picture("engine=graphviz", render.FormatSVG).Graphviz)
	assert.True(t, picture("engine=graphviz", render.FormatSVG).Heavy(), "a worker's CPU is heavy work")
	assert.False(t, picture("engine=graphviz", render.FormatDOT).Graphviz, "DOT is text")
}

// holdHeavy takes every heavy slot, as long heavy requests would.
func holdHeavy(t *testing.T, s *Server) (release func()) {
	t.Helper()
	var tickets []*lanes.Ticket
	for range s.cfg.HeavySlots {
		tk, err := s.heavy.Admit("", lanes.Cost{Nodes: 100_000, Recorded: true}, lanes.Cost{})
		require.NoError(t, err)
		tickets = append(tickets, tk)
	}
	return func() {
		for _, tk := range tickets {
			tk.Release()
		}
	}
}

// With every heavy slot taken, the light requests are answered as usual (the page,
// presets, small traces and pictures, exercises, grades, sheets at 144 dpi,
// comparisons) and a heavy one is refused at once (the solver after its wait in the
// queue, short here), while the slots are still held: 429, Retry-After, a coded
// message in its language.
func TestHeavyRequestsDoNotStallLightOnes(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{HeavySlots: 2, SolveWait: 50 * time.Millisecond})
	h := s.Handler()
	release := holdHeavy(t, s)
	for _, target := range []string{
		"/",
		"/api/meta",
		"/api/trace?position=textbook&algo=alphabeta",
		"/api/trace?game=tree&position=random:b=3,d=4,seed=99&algo=minimax",
		"/api/trace?game=tictactoe&position=XOX.O....&algo=alphabeta",
		"/api/render?position=textbook&algo=alphabeta",
		"/api/render?position=random:b=3,d=3,seed=5&format=png",
		"/api/position?game=tictactoe&moves=b2,a1",
		"/api/exercise?source=random&seed=7&level=3&q=prune",
		"/api/exercise/question?source=random&seed=7&level=3&q=prune",
		"/api/worksheet?seed=3&level=1&count=2&format=png",
		"/api/exercise/sheet?source=random&seed=5&level=1&format=pdf",
		"/api/compare?position=textbook",
		"/api/compare/sweep?b=2&depth=1..3&trees=5&seed=77",
	} {
		r := get(t, h, target)
		assert.Equal(t, http.StatusOK, r.code, "%s: %.300s", target, r.body)
	}
	g := postJSON(t, h, "/api/grade", `{"exercise":{"source":"random","seed":7,"level":3,"q":"prune"},"answers":{"values":{"A":4}}}`, nil)
	assert.Equal(t, http.StatusOK, g.code, "%s", g.body)

	for _, target := range []string{
		"/api/trace?game=tictactoe&algo=minimax&max-nodes=600000",
		"/api/render?position=random:b=2,d=10,seed=3&algo=minimax&budget=4000&format=png&width=full",
		"/api/worksheet?source=random&seed=11&level=4&q=prune&format=png&dpi=600",
		"/api/compare/sweep?b=3&depth=1..5&trees=400&seed=1",
		"/api/solve?position=5554224333234511764415115", // past the book: a live solve
	} {
		for _, lang := range []string{"en", "es"} {
			r := get(t, h, target+"&lang="+lang)
			require.Equal(t, http.StatusTooManyRequests, r.code, "%s: %.300s", target, r.body)
			assert.NotEmpty(t, r.header.Get("Retry-After"), target)
			e := r.json(t)
			assert.Equal(t, "web.heavy_busy", e["code"], target)
			if lang == "es" {
				assert.Contains(t, e["error"], "el servidor está ocupado con otras peticiones grandes", target)
			} else {
				assert.Contains(t, e["error"], "the server is busy with other large requests", target)
			}
		}
	}
	running, _ := s.heavy.Stats()
	assert.Equal(t, 2, running, "the slots were held throughout: nothing waited for them")
	release()
	r := get(t, h, "/api/trace?game=tictactoe&algo=minimax&max-nodes=600000&record=false")
	assert.Equal(t, http.StatusOK, r.code, "%.300s", r.body)
	assert.EqualValues(t, 10, heavyCounts(s).busy)
}

// A request that needs more than the whole heavy budget is refused at once with 422
// and what to ask for instead, in its language.
func TestTooBigForTheBudget(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{Memory: 64 << 20})
	h := s.Handler()
	for _, tc := range []struct{ target, code, en, es string }{
		{"/api/render?position=random:b=2,d=10,seed=3&algo=minimax&budget=4000&format=png&width=full", "web.too_big_picture",
			"ask for SVG (format=svg), the region around the node (region=true), or fewer pixels", "pide SVG (format=svg), la región alrededor del nodo (region=true) o menos píxeles"},
		{"/api/worksheet?source=random&seed=11&level=4&q=prune&format=png&dpi=600", "web.too_big_picture", "a PNG of 34,", "un PNG de 34."},
		{"/api/trace?game=tictactoe&algo=minimax&max-nodes=600000", "web.too_big_search",
			"ask for a smaller node budget (max-nodes), a depth limit, or no recording (record=false)", "pide un presupuesto de nodos menor (max-nodes)"},
	} {
		for _, lang := range []string{"en", "es"} {
			r := get(t, h, tc.target+"&lang="+lang)
			require.Equal(t, http.StatusUnprocessableEntity, r.code, "%s: %.300s", tc.target, r.body)
			e := r.json(t)
			assert.Equal(t, tc.code, e["code"])
			want := tc.en
			if lang == "es" {
				want = tc.es
			}
			assert.Contains(t, e["error"], want, tc.target)
		}
	}
	r := get(t, h, "/api/render?position=random:b=2,d=10,seed=3&algo=minimax&budget=4000&format=svg&width=full")
	assert.Equal(t, http.StatusOK, r.code, "the SVG it advises: %.300s", r.body)
	assert.EqualValues(t, 6, heavyCounts(s).tooBig)
}

// Drawings stop at the request's deadline: a 600 dpi sheet and a full-size PNG with
// a deadline far shorter than their drawing are answered 503 web.request_timeout
// (they were drawn to the end and answered late).
func TestDrawingsStopAtTheDeadline(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{RequestTimeout: 50 * time.Millisecond})
	h := s.Handler()
	for _, target := range []string{
		"/api/worksheet?source=random&seed=11&level=4&q=prune&format=png&dpi=600",
		"/api/exercise/sheet?source=random&seed=11&level=4&q=prune&format=png&dpi=600",
		"/api/render?position=random:b=2,d=10,seed=3&algo=minimax&budget=4000&format=png&width=full",
	} {
		r := get(t, h, target+"&lang=es")
		require.Equal(t, http.StatusServiceUnavailable, r.code, "%s: %.300s", target, r.body)
		assert.Equal(t, "web.request_timeout", r.json(t)["code"], target)
		assert.Contains(t, r.json(t)["error"], "la petición ha tardado más que el límite del servidor")
	}
	running, inUse := s.heavy.Stats()
	assert.Zero(t, running)
	assert.Zero(t, inUse)
}

// A full-size PNG is admitted at its bound (svgconv's largest PNG) and its memory
// lowered to its real size once its SVG is drawn.
func TestHeavyPNGWeighedByItsRealSize(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	p := trace.DefaultParams()
	require.NoError(t, p.Set("position", "random:b=2,d=4,seed=1"))
	g, err := p.NewGame()
	require.NoError(t, err)
	tr, err := trace.Search(g, trace.Options{Algorithm: trace.Minimax, Record: true})
	require.NoError(t, err)
	opt := render.Options{MaxWidth: render.FullSize, Step: render.Finished}
	c := pictureCost(opt, render.FormatPNG)
	tk, err := s.heavy.Admit("", c, c)
	require.NoError(t, err)
	_, before := s.heavy.Stats()
	png, err := s.draw(t.Context(), tk, tr, opt, render.FormatPNG)
	require.NoError(t, err)
	_, after := s.heavy.Stats()
	tk.Release()
	assert.Equal(t, c.Bytes(), before)
	assert.Less(t, after, before/10, "a 31-node tree's PNG is small")
	assert.Greater(t, len(png), 1000)
}

// The memory budget is divided: the caches' shares, the heavy lane's.
func TestMemoryBudgetDivided(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{Memory: 1 << 30})
	assert.Equal(t, int64(1<<30)*20/100, s.cfg.TraceCacheBytes)
	assert.Equal(t, int64(1<<30)*10/100, s.cfg.ImageCacheBytes)
	assert.Equal(t, int64(1<<30)*45/100, s.heavy.Budget())
	d := Defaults()
	assert.EqualValues(t, DefaultMemory, d.Memory)
	assert.GreaterOrEqual(t, d.HeavySlots, 1)
}

// The page asks for a search's trace and its picture at once: with the only heavy
// slot taken by the trace of a heavy search, its picture shares the slot (and the
// search) rather than being refused; another heavy request is refused.
func TestPageSharesItsSearchsHeavySlot(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{HeavySlots: 1})
	h := s.Handler()
	const q = "game=tictactoe&algo=minimax&max-nodes=600000"
	trace := serveAsync(h, t.Context(), "/api/trace?"+q+"&form=columns")
	waitUntil(t, "the trace's search", func() bool { return s.searching.Load() == 1 })
	other := get(t, h, "/api/trace?game=tictactoe&algo=negamax&max-nodes=600000")
	picture := get(t, h, "/api/render?"+q+"&format=svg&budget=300&width=full")
	assert.Equal(t, http.StatusOK, picture.code, "%.300s", picture.body)
	r := <-trace
	require.Equal(t, http.StatusOK, r.code, "%.300s", r.body)
	assert.Equal(t, http.StatusTooManyRequests, other.code, "another search: %.300s", other.body)
	running, inUse := s.heavy.Stats()
	assert.Zero(t, running, "every heavy slot given back")
	assert.Zero(t, inUse)
}

// A heavy trace's JSON, once its status is sent, is written whole even past the
// request's deadline (cut short, the client would read a broken JSON after a 200).
func TestHeavyTraceStreamedWhole(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{RequestTimeout: 100 * time.Millisecond})
	h := s.Handler()
	const q = "game=tictactoe&algo=minimax&max-nodes=600000&form=columns"
	gc, _ := gin.CreateTestContext(httptest.NewRecorder())
	gc.Request = httptest.NewRequest(http.MethodGet, "/api/trace?"+q, nil)
	rq, err := s.parse(gc, routeTrace)
	require.NoError(t, err)
	_, err = s.search(t.Context(), rq, true) // kept: the request only writes its JSON
	require.NoError(t, err)
	r := get(t, h, "/api/trace?"+q)
	require.Equal(t, http.StatusOK, r.code, "%.300s", r.body)
	var doc struct {
		Nodes struct{ Count int } `json:"nodes"`
	}
	require.NoError(t, json.Unmarshal(r.body, &doc), "a whole JSON")
	assert.Equal(t, 549946, doc.Nodes.Count)
}

// A heavy trace's gzipped JSON, streamed to a client taking gzip, is kept with the
// trace: asked again, it is sent at once, with no heavy slot (and even with none free).
func TestHeavyTraceGzipKept(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{HeavySlots: 1})
	h := s.Handler()
	const target = "/api/trace?game=tictactoe&algo=minimax&max-nodes=600000&form=columns"
	gz := map[string]string{"Accept-Encoding": "gzip"}
	first := do(t, h, http.MethodGet, target, nil, gz)
	require.Equal(t, http.StatusOK, first.code)
	assert.EqualValues(t, 1, heavyCounts(s).admitted)
	release := holdHeavy(t, s)
	defer release()
	again := do(t, h, http.MethodGet, target, nil, gz)
	require.Equal(t, http.StatusOK, again.code, "%.200s", again.body)
	assert.Equal(t, first.body, again.body, "the same gzip")
	assert.Equal(t, "gzip", again.header.Get("Content-Encoding"))
	plain := get(t, h, target) // unzipped on the fly from the kept gzip: no work either
	require.Equal(t, http.StatusOK, plain.code)
	assert.Greater(t, len(plain.body), 10*len(first.body)/2)
	assert.EqualValues(t, 2, heavyCounts(s).admitted, "only the first, and holdHeavy's")
}

// Once the server falls idle after heavy requests, the memory they used goes back to
// the system (the runtime alone would keep it for minutes), and a full-size PNG's
// canvas, kept for the next (svgconv), is let go with it. (That nothing is given back
// while a request is in flight: package idle's tests.)
func TestIdleServerGivesMemoryBack(t *testing.T) {
	// deadlines of a minute: this test is about memory, and a full-size PNG takes
	// seconds on a loaded machine
	s := newTestServer(t, Config{RenderTimeout: time.Minute, RequestTimeout: 2 * time.Minute})
	h := s.Handler()
	released := func() uint64 {
		m := []rtmetrics.Sample{{Name: "/memory/classes/heap/released:bytes"}}
		rtmetrics.Read(m)
		return m[0].Value.Uint64()
	}
	svgconv.DropCanvas()
	// the answer (12 MB) is garbage once read, and so is what the search held
	require.Equal(t, http.StatusOK, get(t, h, "/api/trace?game=tictactoe&algo=minimax&max-nodes=600000&record=true&form=columns").code)
	r := get(t, h, "/api/render?position=random:b=2,d=10,seed=5&algo=minimax&budget=4000&format=png&width=full")
	require.Equal(t, http.StatusOK, r.code, "%.300s", r.body)
	before, given := released(), s.activity.GivenBack()
	waitUntil(t, "the memory handed back", func() bool { return s.activity.GivenBack() > given })
	assert.Greater(t, released(), before+16<<20)
	assert.Zero(t, svgconv.DropCanvas(), "the canvas was let go")
}

// heavyCounts are the heavy lane's counters: admitted, refused as busy, refused as too
// big.
func heavyCounts(s *Server) (c struct{ admitted, busy, tooBig int64 }) {
	c.admitted, c.busy, c.tooBig = s.heavy.Counts()
	return c
}
