package main

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// The classes of request the report counts apart.
const (
	classPage         = "page"
	classAsset        = "asset"
	classMeta         = "meta"
	classTracePreset  = "trace-preset"
	classTraceRandom  = "trace-random"
	classTraceGame    = "trace-game"
	classRenderCached = "render-cached"
	classRenderStep   = "render-step"
	classRenderFresh  = "render-fresh"
	classPosition     = "position"
	classBad          = "bad"
	classSoak         = "render-364"
)

// classWeights is the mix of good requests (out of 100): roughly what a classroom's
// pages ask for, heavier on drawings.
var classWeights = []struct {
	class  string
	weight int
}{
	{classPage, 6}, {classAsset, 10}, {classMeta, 2},
	{classTracePreset, 10}, {classTraceRandom, 6}, {classTraceGame, 8},
	{classRenderCached, 20}, {classRenderStep, 12}, {classRenderFresh, 10},
	{classPosition, 16},
}

var algorithms = []string{"minimax", "negamax", "alphabeta", "negamax-alphabeta"}

// presetTraces are searches every client asks for again and again (cached).
var presetTraces = []string{
	"game=tree&position=textbook&algo=alphabeta",
	"game=tree&position=figure-5.2&algo=minimax",
	"game=tree&position=deep&algo=negamax-alphabeta&fail-hard",
	"game=tree&position=random:b=3,d=4,seed=7&algo=alphabeta&order",
	"game=tree&position=textbook&algo=negamax&lang=es",
}

// gameTraces are game positions (cached after their first search).
var gameTraces = []string{
	"game=tictactoe&position=X.O.X....&algo=minimax",
	"game=tictactoe&algo=alphabeta&depth=3",
	"game=connect4&position=44&algo=alphabeta&depth=4&order",
	"game=stones&position=21&algo=alphabeta&tt=true&order",
	"game=stones&position=12&algo=minimax",
	"game=tictactoe&position=XO..X....&algo=negamax-alphabeta&tt=true",
}

// cachedRenders are drawings every client asks for (drawn once, then cached).
var cachedRenders = []string{
	"game=tree&position=textbook&algo=alphabeta",
	"game=tree&position=figure-5.2&algo=negamax",
	"game=tree&position=deep&algo=alphabeta&lang=es",
	"game=tictactoe&position=X.O.X....&algo=alphabeta",
	"game=stones&position=9&algo=minimax",
	"game=tree&position=random:b=3,d=3,seed=1&algo=alphabeta&format=png",
}

// stepRenders are the presets whose steps are drawn one by one (step links), with
// their number of steps (step=0 draws the finished search).
var stepRenders = []struct {
	query string
	steps int
}{
	{"game=tree&position=textbook&algo=alphabeta", 29},
	{"game=tree&position=figure-5.2&algo=minimax", 38},
	{"game=tree&position=deep&algo=alphabeta&region=true", 71},
}

var positions = []string{
	"game=tictactoe&moves=b2,a1,c3",
	"game=tictactoe&position=X.O.X....",
	"game=connect4&moves=4,4,3",
	"game=connect4&position=4453&moves=5",
	"game=stones&position=15&moves=2,3",
	"game=tree&position=figure-5.2&moves=B",
}

// badRequests are requests a client gets wrong: each must get a 4xx with a coded JSON
// error, never a 5xx or an answer.
var badRequests = []struct{ method, path, body string }{
	{"GET", "/api/trace?depth=x", ""},
	{"GET", "/api/trace?algo=quicksort", ""},
	{"GET", "/api/trace?game=tree&position=((3,5),(2,", ""},
	{"GET", "/api/trace?game=chess", ""},
	{"GET", "/api/trace?time-limit=NaN", ""},
	{"GET", "/api/trace?max-nodes=-5", ""},
	{"GET", "/api/trace?nope=1", ""},
	{"GET", "/api/trace?game=tree&game=tree", ""},
	{"GET", "/api/render?step=-2", ""},
	{"GET", "/api/render?format=gif", ""},
	{"GET", "/api/render?budget=99999", ""},
	{"GET", "/api/render?title=" + strings.Repeat("x", 100), ""},
	{"GET", "/api/position?game=tictactoe&moves=z9", ""},
	{"GET", "/api/position?game=stones&position=ten", ""},
	{"GET", "/api/position?game=tictactoe&algo=minimax", ""},
	{"GET", "/api/nothing", ""},
	{"DELETE", "/api/trace", ""},
	{"POST", "/api/trace", "game=tree&position=%zz"},
	{"GET", "/api/trace?position=" + url.QueryEscape("<script>alert(1)</script>"), ""},
	{"GET", "/api/trace?lang=es&depth=1e400", ""},
}

// mix makes the requests: a Targeter for vegeta, safe for its concurrent workers.
type mix struct {
	mu     sync.Mutex
	rng    *rand.Rand
	base   string
	assets []string
	bad    float64
	soak   bool
	fresh  uint64 // seeds of fresh trees: never asked before
	sent   int
	max    int
	think  time.Duration
	render string // appended to every drawing's query
}

func newMix(c *config, base string, assets []string) *mix {
	return &mix{
		rng:    rand.New(rand.NewPCG(c.seed, 0x6c6f6164)),
		base:   base,
		assets: assets,
		bad:    c.bad,
		soak:   c.soak,
		fresh:  c.seed<<32 | 1,
		max:    c.maxReqs,
		think:  c.think,
		render: c.render,
	}
}

// targeter hands out the next request, until max requests have been sent.
func (m *mix) targeter() vegeta.Targeter {
	return func(t *vegeta.Target) error {
		if err := m.fill(t); err != nil {
			return err
		}
		if m.think > 0 {
			// a user reading the page before the next click (outside the lock)
			time.Sleep(time.Duration(rand.Int64N(2 * int64(m.think))))
		}
		return nil
	}
}

// fill writes the next request into t.
func (m *mix) fill(t *vegeta.Target) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.sent >= m.max {
		return vegeta.ErrNoTargets
	}
	m.sent++
	class, method, path, body := m.next()
	if m.render != "" && strings.HasPrefix(path, "/api/render?") {
		path += "&" + m.render
	}
	t.Method, t.URL = method, m.base+path
	t.Header = http.Header{hdrClass: {class}}
	if body != "" {
		t.Body = []byte(body)
		t.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	} else {
		t.Body = nil
	}
	if m.rng.IntN(2) == 0 || class == classPage || class == classAsset {
		t.Header.Set("Accept-Encoding", "gzip") // browsers always do
	}
	return nil
}

func (m *mix) pick(list []string) string { return list[m.rng.IntN(len(list))] }

func (m *mix) seed() uint64 {
	m.fresh++
	return m.fresh
}

// next picks one request (under m.mu).
func (m *mix) next() (class, method, path, body string) {
	if m.soak {
		return classSoak, "GET", fmt.Sprintf("/api/render?game=tree&position=random:b=3,d=5,seed=%d&algo=%s", m.seed(), m.pick(algorithms)), ""
	}
	if m.rng.Float64() < m.bad {
		b := badRequests[m.rng.IntN(len(badRequests))]
		return classBad, b.method, b.path, b.body
	}
	n, class := m.rng.IntN(100), ""
	for _, w := range classWeights {
		if n < w.weight {
			class = w.class
			break
		}
		n -= w.weight
	}
	method = "GET"
	switch class {
	case classPage:
		return class, method, "/", ""
	case classAsset:
		if len(m.assets) == 0 {
			return class, method, "/favicon.ico", ""
		}
		return class, method, m.pick(m.assets), ""
	case classMeta:
		return class, method, "/api/meta", ""
	case classTracePreset:
		q := m.pick(presetTraces)
		if m.rng.IntN(5) == 0 {
			return class, "POST", "/api/trace", q // the page's form, posted
		}
		return class, method, "/api/trace?" + q, ""
	case classTraceRandom:
		return class, method, fmt.Sprintf("/api/trace?game=tree&position=random:b=3,d=4,seed=%d&algo=%s", m.seed(), m.pick(algorithms)), ""
	case classTraceGame:
		return class, method, "/api/trace?" + m.pick(gameTraces), ""
	case classRenderCached:
		return class, method, "/api/render?" + m.pick(cachedRenders), ""
	case classRenderStep:
		s := stepRenders[m.rng.IntN(len(stepRenders))]
		return class, method, fmt.Sprintf("/api/render?%s&step=%d", s.query, m.rng.IntN(s.steps+1)), ""
	case classRenderFresh:
		return class, method, fmt.Sprintf("/api/render?game=tree&position=random:b=3,d=3,seed=%d&algo=%s&step=%d", m.seed(), m.pick(algorithms), m.rng.IntN(30)), ""
	default:
		return classPosition, method, "/api/position?" + m.pick(positions), ""
	}
}
