package web

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/trace"
)

// expectedJSON is what `gametree trace --format json` writes for the query, with the
// server's node budget and time limit.
func expectedJSON(t *testing.T, q url.Values, maxNodes int64, timeLimit time.Duration) map[string]any {
	t.Helper()
	p := trace.DefaultParams()
	keys := make([]string, 0, len(q))
	for k := range q {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		require.NoError(t, p.Set(k, q.Get(k)))
	}
	if !q.Has("max-nodes") {
		p.Options.MaxNodes = maxNodes
	}
	if !q.Has("time-limit") {
		p.Options.TimeLimit = timeLimit
	}
	p.Options.Record = true
	g, err := p.NewGame()
	require.NoError(t, err)
	tr, err := trace.Search(g, p.Options)
	require.NoError(t, err)
	var buf bytes.Buffer
	require.NoError(t, tr.WriteJSON(&buf, p.Problem()))
	return decodeTrace(t, buf.Bytes())
}

// decodeTrace decodes a trace's JSON with the time it took left out.
func decodeTrace(t *testing.T, b []byte) map[string]any {
	t.Helper()
	var v map[string]any
	require.NoError(t, json.Unmarshal(b, &v))
	if st, ok := v["stats"].(map[string]any); ok {
		delete(st, "elapsed_us")
	}
	return v
}

// /api/trace answers exactly what the command line's trace writes as JSON.
func TestTraceMatchesCommandLine(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	h := s.Handler()
	for _, tc := range []struct {
		name  string
		query string
	}{
		{"defaults: the textbook tree", ""},
		{"preset, minimax", "position=figure-5.2&algo=minimax"},
		{"min root", "position=((3,5),(2,9))&root=min&algo=negamax-alphabeta&fail-hard=true"},
		{"random tree", "position=random:b=3,d=4,seed=7&algo=alphabeta&order=true"},
		{"tic-tac-toe", "game=tictactoe&position=XOX.O....&algo=alphabeta"},
		{"tic-tac-toe, table and ordering", "game=tictactoe&position=X........&order&tt=bounds&plain-scores=true"},
		{"connect-4, depth limit", "game=connect4&position=4453&depth=3&eval=better&iterative=true&tt=true"},
		{"stones", "game=stones&position=9&takes=1,3&algo=negamax"},
		{"node budget", "game=tictactoe&max-nodes=300"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q, err := url.ParseQuery(tc.query)
			require.NoError(t, err)
			want := expectedJSON(t, q, s.cfg.DefaultMaxNodes, s.cfg.TimeLimitCap)
			r := get(t, h, "/api/trace?"+tc.query)
			require.Equal(t, http.StatusOK, r.code, "%s", r.body)
			assert.Equal(t, "application/json; charset=utf-8", r.header.Get("Content-Type"))
			assert.Equal(t, want, decodeTrace(t, r.body))
			// the same as a POST form
			p := do(t, h, http.MethodPost, "/api/trace", strings.NewReader(tc.query), nil)
			require.Equal(t, http.StatusOK, p.code, "%s", p.body)
			assert.Equal(t, want, decodeTrace(t, p.body))
		})
	}
}

func TestTraceGzipAndRecord(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	h := s.Handler()
	plain := get(t, h, "/api/trace?game=tictactoe&position=X...O....")
	require.Equal(t, http.StatusOK, plain.code)
	for i := 0; i < 2; i++ { // made, then from the cache
		z := do(t, h, http.MethodGet, "/api/trace?game=tictactoe&position=X...O....", nil, map[string]string{"Accept-Encoding": "gzip, deflate"})
		require.Equal(t, "gzip", z.header.Get("Content-Encoding"))
		assert.Equal(t, plain.body, gunzip(t, z.body))
	}
	// record=false: the result without the tree, for the machine's moves
	r := get(t, h, "/api/trace?game=tictactoe&position=X...O....&record=false")
	require.Equal(t, http.StatusOK, r.code)
	v := r.json(t)
	assert.Equal(t, false, v["recorded"])
	assert.Empty(t, v["nodes"])
	assert.Equal(t, decodeTrace(t, plain.body)["best_move"], v["best_move"])
}

// Every request has a node budget and a time limit; asking for more gets the cap.
func TestBudgetCapped(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{DefaultMaxNodes: 100, MaxNodesCap: 1000, TimeLimitCap: 2 * time.Second, TTSizeCap: 4096})
	h := s.Handler()
	for _, tc := range []struct {
		name, query string
		maxNodes    float64
		timeMS      float64
		capped      string
	}{
		{"no budget given: the default", "game=tictactoe", 100, 2000, ""},
		{"a budget under the cap", "game=tictactoe&max-nodes=500", 500, 2000, ""},
		{"a budget over the cap", "game=tictactoe&max-nodes=1000000", 1000, 2000, "max-nodes=1000"},
		{"no limit asked: the cap", "game=tictactoe&max-nodes=0", 1000, 2000, "max-nodes=1000"},
		{"a time limit over the cap", "game=tictactoe&time-limit=1h", 100, 2000, "time-limit=2s"},
		{"a time limit under the cap", "game=tictactoe&time-limit=500ms", 100, 500, ""},
		{"a big table", "game=tictactoe&tt=true&tt-size=1000000", 100, 2000, "tt-size=4096"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := get(t, h, "/api/trace?"+tc.query)
			require.Equal(t, http.StatusOK, r.code, "%s", r.body)
			v := r.json(t)
			o := v["options"].(map[string]any)
			assert.Equal(t, tc.maxNodes, o["max_nodes"])
			assert.Equal(t, tc.timeMS, o["time_limit_ms"])
			assert.Equal(t, tc.capped, r.header.Get("X-Gametree-Capped"))
			assert.LessOrEqual(t, len(v["nodes"].([]any)), int(tc.maxNodes), "recorded nodes within the budget")
			if tc.maxNodes < 1000 {
				assert.Contains(t, v["stopped"], "budget", "a full tic-tac-toe search does not fit")
			}
		})
	}
}

// Bad input gets 400 (or 413, 415) with a JSON error naming what is wrong, never a
// stack trace.
// Every error answers {"error", "code", "params"} with a 4xx, in English by default and
// in Spanish for Accept-Language: es, never the same text in both.
func TestBadRequests(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{MaxBody: 1024})
	h := s.Handler()
	big := "position=" + strings.Repeat("(1,2)", 400)
	for _, tc := range []struct {
		name, method, target, body string
		ctype                      string
		code                       int
		want                       string
		errCode                    string
	}{
		{"unknown parameter", "GET", "/api/trace?foo=1", "", "", 400, `unknown parameter "foo"`, "web.unknown_param"},
		{"unknown parameter, render", "GET", "/api/render?colour=red", "", "", 400, `unknown parameter "colour"`, "web.unknown_param"},
		{"bad position: tree", "GET", "/api/trace?position=((3,5)", "", "", 400, `tree position "((3,5)"`, "tree.unclosed"},
		{"bad position: tic-tac-toe", "GET", "/api/trace?game=tictactoe&position=XXXX.....", "", "", 400, "X has 4 marks and O has 0", "tictactoe.counts"},
		{"bad position: connect-4", "GET", "/api/trace?game=connect4&position=48", "", "", 400, "connect4 position", "connect4.bad_char"},
		{"bad game", "GET", "/api/trace?game=chess", "", "", 400, `unknown game "chess"`, "game.unknown"},
		{"bad algo", "GET", "/api/trace?algo=mtdf", "", "", 400, `algo "mtdf": must be minimax, negamax, alphabeta, negamax-alphabeta, expectiminimax or mcts`, "param.algo"},
		{"bad depth", "GET", "/api/trace?depth=deep", "", "", 400, `depth "deep": not a whole number`, "param.int"},
		{"bad bool", "GET", "/api/trace?order=maybe", "", "", 400, `order "maybe": must be true or false`, "param.bool"},
		{"bad time limit", "GET", "/api/trace?time-limit=soon", "", "", 400, `time-limit "soon"`, "param.duration"},
		{"parameter twice", "GET", "/api/trace?algo=minimax&algo=negamax", "", "", 400, `parameter "algo" is given 2 times`, "web.repeated"},
		{"bad record", "GET", "/api/trace?record=perhaps", "", "", 400, `record "perhaps"`, "web.record"},
		{"render step out of range", "GET", "/api/render?step=99", "", "", 400, "step 99: the search has 29 steps (1 to 29; 0 draws the finished search)", "web.step_range"},
		{"render bad step", "GET", "/api/render?step=-1", "", "", 400, `step "-1": must be a step number from 1, or 0 for the finished search`, "web.step"},
		{"render bad format", "GET", "/api/render?format=gif", "", "", 400, `format "gif": must be svg, png, pdf or dot`, "picture.format"},
		{"render bad budget", "GET", "/api/render?budget=100000", "", "", 400, `budget "100000"`, "web.budget"},
		{"render bad lang", "GET", "/api/render?lang=fr", "", "", 400, `lang "fr": must be en or es`, "param.lang"},
		{"render long title", "GET", "/api/render?title=" + strings.Repeat("x", 65), "", "", 400, "title: at most 64 characters", "web.title"},
		{"position: illegal move", "GET", "/api/position?game=tictactoe&position=X........&moves=a1", "", "", 400, `move 1, "a1": not a legal move here (legal: b1, c1, a2, b2, c2, a3, b3, c3)`, "web.move_illegal"},
		{"position: move after the end", "GET", "/api/position?game=stones&position=1&moves=-1,-1", "", "", 400, `move 2, "-1": the game is over`, "web.move_over"},
		{"position: search parameter", "GET", "/api/position?algo=minimax", "", "", 400, `parameter "algo" configures a search`, "web.search_param"},
		{"position: unknown parameter", "GET", "/api/position?step=3", "", "", 400, `unknown parameter "step"`, "web.unknown_param"},
		{"body too large", "POST", "/api/trace", big, "application/x-www-form-urlencoded", 413, "request body too large: at most 1024 bytes", "web.body_too_large"},
		{"not a form", "POST", "/api/trace", `{"game":"tree"}`, "application/json", 415, "application/x-www-form-urlencoded", "web.media_type"},
		{"bad form", "POST", "/api/trace", "a=%zz", "application/x-www-form-urlencoded", 400, "bad parameters", "web.bad_form"},
		{"unknown API route", "GET", "/api/nothing", "", "", 404, "no such API route", "web.no_route"},
		{"wrong method", "DELETE", "/api/trace", "", "", 405, "method DELETE not allowed", "web.method"},
		// issue 8, point 9: options a game does not have
		{"eval on a tree", "GET", "/api/trace?eval=course", "", "", 400, `tree has no static evaluation: eval "course" does not apply`, "game.no_eval"},
		{"eval on stones", "GET", "/api/trace?game=stones&eval=nonsense", "", "", 400, `stones has no static evaluation`, "game.no_eval"},
		{"eval on tic-tac-toe", "GET", "/api/trace?game=tictactoe&eval=course", "", "", 400, `tictactoe: unknown evaluation "course" (choose lines)`, "game.eval_unknown"},
		{"eval on connect-4", "GET", "/api/render?game=connect4&eval=nonsense", "", "", 400, `connect4: unknown evaluation "nonsense" (choose course, course8, better)`, "game.eval_unknown"},
		{"empty takes item", "GET", "/api/trace?game=stones&takes=1,,2", "", "", 400, `takes "1,,2": an empty item between commas`, "param.takes_empty"},
		{"empty random item", "GET", "/api/trace?position=random:b=3,,d=2", "", "", 400, `at character 12: empty item between commas`, "random.empty_item"},
		{"root=min on tic-tac-toe", "GET", "/api/trace?game=tictactoe&root=min", "", "", 400, `root=min applies only to explicit trees, not to tictactoe`, "game.no_root_min"},
		{"root=min on stones, position", "GET", "/api/position?game=stones&root=min", "", "", 400, `root=min applies only to explicit trees`, "game.no_root_min"},
		{"takes on a tree", "GET", "/api/trace?takes=1,2", "", "", 400, `takes applies only to the stones game, not to tree`, "game.no_takes"},
		{"takes on connect-4, position", "GET", "/api/position?game=connect4&takes=1", "", "", 400, `takes applies only to the stones game, not to connect4`, "game.no_takes"},
		{"a leaf beyond the range", "GET", "/api/trace?position=(549755813888,549755813889)", "", "", 400, `must be between -1,000,000,000 and 1,000,000,000`, "tree.leaf_range"},
		{"a random tree beyond the range", "GET", "/api/trace?position=random:min=-2000000000", "", "", 400, `min must be between -1,000,000,000 and 1,000,000,000`, "random.value_range"},
		{"lang on trace, bad", "GET", "/api/trace?lang=fr", "", "", 400, `lang "fr": must be en or es`, "param.lang"},
		{"lang on position, bad", "GET", "/api/position?lang=de", "", "", 400, `lang "de": must be en or es`, "param.lang"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ask := func(lang string) (int, apiAnswer, []byte) {
				var body io.Reader
				if tc.body != "" {
					body = strings.NewReader(tc.body)
				}
				req := httptest.NewRequest(tc.method, tc.target, body)
				if tc.ctype != "" {
					req.Header.Set("Content-Type", tc.ctype)
				}
				if lang != "" {
					req.Header.Set("Accept-Language", lang)
				}
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
				assert.True(t, strings.HasPrefix(rec.Header().Get("Content-Type"), "application/json"), rec.Header().Get("Content-Type"))
				var v apiAnswer
				require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &v), "%s", rec.Body.String())
				return rec.Code, v, rec.Body.Bytes()
			}
			status, en, raw := ask("")
			assert.Equal(t, tc.code, status, "%s", raw)
			assert.Contains(t, en.Error, tc.want)
			assert.Equal(t, tc.errCode, en.Code)
			assert.NotNil(t, en.Params)
			noStack(t, raw)
			status, es, raw := ask("es-ES,es;q=0.9,en;q=0.5")
			assert.Equal(t, tc.code, status)
			assert.Equal(t, en.Code, es.Code)
			assert.Equal(t, en.Params, es.Params)
			assert.NotEqual(t, en.Error, es.Error, "translated")
			noStack(t, raw)
		})
	}
}

// Searches run at most MaxSearches at once; a request that cannot get a slot in
// QueueWait gets 429.
func TestSearchesLimited(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{MaxSearches: 1, QueueWait: 20 * time.Millisecond})
	require.NoError(t, s.slots.Acquire(context.Background())) // a search in progress
	r := get(t, s.Handler(), "/api/trace?game=tictactoe&position=XOX.O....")
	assert.Equal(t, http.StatusTooManyRequests, r.code)
	assert.Equal(t, "1", r.header.Get("Retry-After"))
	assert.Contains(t, r.json(t)["error"], "busy")
	assert.Equal(t, "web.busy", r.json(t)["code"])
	r = do(t, s.Handler(), http.MethodGet, "/api/trace?game=tictactoe&position=XOX.O....", nil, map[string]string{"Accept-Language": "es"})
	assert.Equal(t, "el servidor está ocupado con otras búsquedas; vuelve a intentarlo dentro de un momento", r.json(t)["error"])
	s.slots.Release()
	r = get(t, s.Handler(), "/api/trace?game=tictactoe&position=XOX.O....")
	assert.Equal(t, http.StatusOK, r.code)
}

func TestRender(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	for _, tc := range []struct {
		name, query, ctype string
		check              func(t *testing.T, b []byte)
	}{
		{"svg, finished", "step=0", "image/svg+xml", func(t *testing.T, b []byte) {
			assert.Contains(t, string(b), `<svg`)
			assert.Contains(t, string(b), `id="n0"`)
			assert.Contains(t, string(b), `id="a_n4-v"`)
			assert.Contains(t, string(b), "drawn by github.com/gametree/gametree/render")
			assert.NotContains(t, string(b), "<script")
		}},
		{"svg by Graphviz", "step=0&engine=graphviz", "image/svg+xml", func(t *testing.T, b []byte) {
			assert.Contains(t, string(b), `id="a_n4&#45;v"`) // Graphviz writes the same id so
			assert.Contains(t, string(b), "Generated by graphviz")
			assert.NotContains(t, string(b), "<script")
		}},
		{"svg, the first cutoff", "step=18&lang=es&title=Poda", "image/svg+xml", func(t *testing.T, b []byte) {
			assert.Regexp(t, `id="n4" class="[^"]*current`, string(b))
			assert.Regexp(t, `id="n6" class="[^"]*cut`, string(b))
			assert.Contains(t, string(b), "Poda")
		}},
		{"png", "format=png", "image/png", func(t *testing.T, b []byte) {
			assert.True(t, bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")))
		}},
		{"dot", "format=dot&step=3", "text/vnd.graphviz; charset=utf-8", func(t *testing.T, b []byte) {
			assert.True(t, strings.HasPrefix(string(b), "digraph"))
		}},
		{"a folded game tree", "game=tictactoe&position=X........&budget=50", "image/svg+xml", func(t *testing.T, b []byte) {
			assert.Regexp(t, `id="f\d+" class="node[^"]*folded`, string(b))
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := get(t, h, "/api/render?"+tc.query)
			require.Equal(t, http.StatusOK, r.code, "%s", r.body)
			assert.Equal(t, tc.ctype, r.header.Get("Content-Type"))
			assert.Contains(t, r.header.Get("Content-Disposition"), "filename=")
			assert.Contains(t, r.header.Get("Content-Security-Policy"), "sandbox")
			tc.check(t, r.body)
		})
	}
	// gzipped svg, the same bytes
	plain := get(t, h, "/api/render?step=5")
	z := do(t, h, http.MethodGet, "/api/render?step=5", nil, map[string]string{"Accept-Encoding": "gzip"})
	require.Equal(t, "gzip", z.header.Get("Content-Encoding"))
	assert.Equal(t, plain.body, gunzip(t, z.body))
}

func TestPosition(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	h := s.Handler()
	ip := func(v int) *int { return &v }
	for _, tc := range []struct {
		name, query string
		want        positionInfo
	}{
		{"the textbook tree, MIN's node C", "game=tree&position=textbook&moves=C",
			positionInfo{Game: "tree", Position: "C(C1:2,C2:9)", Root: "min", ToMove: "min", Moves: []string{"C1", "C2"}, Ply: 1}},
		{"a leaf", "game=tree&moves=C,C1",
			positionInfo{Game: "tree", Position: "C1:2", Root: "max", ToMove: "max", Moves: []string{}, Ply: 2, Over: true, Score: ip(2), Value: ip(2)}},
		{"a MIN root's child", "position=A(B(1,2),C(3,4))&root=min&moves=b",
			positionInfo{Game: "tree", Position: "B(B1:1,B2:2)", Root: "max", ToMove: "max", Moves: []string{"B1", "B2"}, Ply: 1}},
		{"tic-tac-toe", "game=tictactoe&position=X...O....&moves=c3",
			positionInfo{Game: "tictactoe", Position: "X...O...X", Root: "max", ToMove: "O", Board: []string{"X..", ".O.", "..X"}, Moves: []string{"b1", "c1", "a2", "c2", "a3", "b3"}, Ply: 1}},
		{"tic-tac-toe won", "game=tictactoe&position=XX.OO....&moves=c1",
			positionInfo{Game: "tictactoe", Position: "XXXOO....", Root: "max", ToMove: "O", Board: []string{"XXX", "OO.", "..."}, Moves: []string{}, Ply: 1, Over: true, Score: ip(-3), Winner: "X"}},
		{"connect-4", "game=connect4&position=4453&moves=3",
			positionInfo{Game: "connect4", Position: "44533", Root: "max", ToMove: "O", Board: []string{".......", ".......", ".......", ".......", "..XO...", "..OXX.."}, Moves: []string{"1", "2", "3", "4", "5", "6", "7"}, Ply: 1}},
		{"stones", "game=stones&position=5&takes=1,2&moves=-2,-2",
			positionInfo{Game: "stones", Position: "1", Root: "max", Moves: []string{"take 1"}, Ply: 2}},
		{"stones, moves by name", "game=stones&position=5&takes=1,2&moves=take%202,quita%202",
			positionInfo{Game: "stones", Position: "1", Root: "max", Moves: []string{"take 1"}, Ply: 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := get(t, h, "/api/position?"+tc.query)
			require.Equal(t, http.StatusOK, r.code, "%s", r.body)
			var got positionInfo
			require.NoError(t, json.Unmarshal(r.body, &got))
			assert.Equal(t, tc.want, got)
		})
	}
}
