package web

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
)

// askBoth runs a request in English and in Spanish and returns both answers.
func askBoth(t *testing.T, h http.Handler, method, target, body, ctype string) (en, es response) {
	t.Helper()
	for _, lang := range []string{msg.EN, msg.ES} {
		var r io.Reader = http.NoBody // as a server's request has
		if body != "" {
			r = strings.NewReader(body)
		}
		req, err := http.NewRequest(method, target, r)
		require.NoError(t, err)
		if ctype != "" {
			req.Header.Set("Content-Type", ctype)
		}
		req.Header.Set("Accept-Language", lang)
		rec := newRecorder()
		h.ServeHTTP(rec, req)
		if lang == msg.EN {
			en = response{rec.Code, rec.Header(), rec.Body.Bytes()}
		} else {
			es = response{rec.Code, rec.Header(), rec.Body.Bytes()}
		}
	}
	return en, es
}

// Every numeric parameter refuses NaN, infinities, negative, overflowing and huge
// values with 400, naming the parameter and the value (cut to 60 characters), in
// both languages, in a short answer.
func TestNumericParametersRefuseOddNumbers(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	h := s.Handler()
	huge := strings.Repeat("9", 60_000)
	params := []struct{ route, name string }{
		{"trace", "depth"}, {"trace", "tt-size"}, {"trace", "max-nodes"}, {"trace", "time-limit"},
		{"render", "step"}, {"render", "budget"}, {"render", "region-depth"}, {"render", "width"}, {"render", "dpi"},
	}
	values := []string{"NaN", "nan", "Inf", "+Inf", "-Inf", "-1", "-0.5", "1e400", "-1e400", "99999999999999999999", "0x10", "1_000", huge}
	for _, p := range params {
		for _, v := range values {
			if p.name == "time-limit" && (v == "0x10" || v == "1_000") {
				continue // ParseFloat reads hexadecimal and underscores: 16 s, 1000 s (the latter refused below as out of range, the former a valid time limit)
			}
			name := p.name + "=" + v
			if len(name) > 40 {
				name = p.name + "=60KB"
			}
			t.Run(name, func(t *testing.T) {
				target := "/api/" + p.route + "?" + p.name + "=" + url.QueryEscape(v)
				en, es := askBoth(t, h, http.MethodGet, target, "", "")
				for _, r := range []response{en, es} {
					require.Equal(t, http.StatusBadRequest, r.code, "%s", r.body)
					assert.Less(t, len(r.body), 1024, "a short answer")
					var a apiAnswer
					require.NoError(t, json.Unmarshal(r.body, &a))
					assert.Contains(t, a.Error, p.name, "names the parameter")
					shown := msg.Shorten(v)
					assert.Contains(t, a.Error, shown, "names the value")
					assert.LessOrEqual(t, utf8.RuneCountInString(a.Params["value"].(string)), msg.MaxShown)
				}
				assert.NotEqual(t, en.json(t)["error"], es.json(t)["error"], "translated")
			})
		}
	}
}

// A huge parameter name or value is echoed cut to 60 characters, counted as
// characters.
func TestEchoedValuesAreCut(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	h := s.Handler()
	hebrew := strings.Repeat("ש", 8_000) // 48 KB escaped: under the 64 KB a request's head may hold
	for _, tc := range []struct{ name, target, param string }{
		{"unknown parameter", "/api/trace?" + url.QueryEscape(hebrew) + "=1", "name"},
		{"bad algorithm", "/api/trace?algo=" + url.QueryEscape(hebrew), "value"},
		{"bad game", "/api/trace?game=" + url.QueryEscape(hebrew), "game"},
		{"bad position", "/api/trace?game=tictactoe&position=" + url.QueryEscape(hebrew), "input"},
		{"bad picture option", "/api/render?unreached=" + url.QueryEscape(hebrew), "value"},
		{"bad move", "/api/position?game=tictactoe&moves=" + url.QueryEscape(hebrew), "move"},
		{"bad language", "/api/trace?lang=" + url.QueryEscape(hebrew), "value"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			en, es := askBoth(t, h, http.MethodGet, tc.target, "", "")
			for _, r := range []response{en, es} {
				require.Equal(t, http.StatusBadRequest, r.code, "%.300s", r.body)
				assert.Less(t, len(r.body), 2048)
				var a apiAnswer
				require.NoError(t, json.Unmarshal(r.body, &a))
				assert.Equal(t, strings.Repeat("ש", 59)+"…", a.Params[tc.param])
				assert.Contains(t, a.Error, strings.Repeat("ש", 59)+"…")
			}
		})
	}
}

// A POST body that is not a form is refused with 415 naming the accepted type, never
// silently ignored; an empty body needs no type.
func TestPostBodyType(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	h := s.Handler()
	const form = "game=tictactoe&position=XOX.O....&record=false"
	for _, tc := range []struct {
		name, body, ctype string
		status            int
		code, en, es      string
	}{
		{"a form", form, "application/x-www-form-urlencoded", 200, "", "", ""},
		{"a form with its charset", form, "application/x-www-form-urlencoded; charset=utf-8", 200, "", "", ""},
		{"no type", form, "", 415, "web.media_type_missing", "the body has no Content-Type", "el cuerpo no dice su tipo"},
		{"plain text", form, "text/plain", 415, "web.media_type", `a body of type "text/plain" is not read`, `un cuerpo de tipo "text/plain" no se lee`},
		{"JSON", `{"game":"tictactoe"}`, "application/json", 415, "web.media_type", `"application/json"`, `"application/json"`},
		{"multipart", "--x\r\n", "multipart/form-data; boundary=x", 415, "web.media_type", "multipart/form-data", "multipart/form-data"},
		{"a broken type", form, "x;;", 415, "web.media_type", `"x;;"`, `"x;;"`},
		{"no body, no type", "", "", 200, "", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			en, es := askBoth(t, h, http.MethodPost, "/api/trace", tc.body, tc.ctype)
			require.Equal(t, tc.status, en.code, "%s", en.body)
			require.Equal(t, tc.status, es.code, "%s", es.body)
			if tc.status == 200 {
				return
			}
			for _, r := range []response{en, es} {
				assert.Equal(t, tc.code, r.json(t)["code"])
				assert.Contains(t, r.json(t)["error"], "application/x-www-form-urlencoded", "names the accepted type")
			}
			assert.Contains(t, en.json(t)["error"], tc.en)
			assert.Contains(t, es.json(t)["error"], tc.es)
		})
	}
	// the body was read: its position, not the textbook tree
	r := do(t, h, http.MethodPost, "/api/trace", strings.NewReader(form), nil)
	require.Equal(t, 200, r.code)
	assert.Contains(t, string(r.body), `"position":"XOX.O...."`)
}

// A body that stalls gets 408 and one cut short 400, in the request's language, and
// neither names an address (the read error does: "read tcp 127.0.0.1:…").
func TestStalledAndCutBodies(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{ReadTimeout: 300 * time.Millisecond})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	t.Cleanup(func() {
		cancel()
		assert.NoError(t, <-done)
	})
	for _, tc := range []struct {
		name   string
		cut    bool // close the sending side instead of stalling
		lang   string
		status int
		code   string
		text   string
	}{
		{"stalled", false, "en", 408, "web.body_timeout", "the request body stopped arriving"},
		{"stalled, Spanish", false, "es", 408, "web.body_timeout", "el cuerpo de la petición dejó de llegar"},
		{"cut", true, "en", 400, "web.body_cut", "the request body was cut short"},
		{"cut, Spanish", true, "es", 400, "web.body_cut", "el cuerpo de la petición llegó cortado"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			conn, err := net.Dial("tcp", ln.Addr().String())
			require.NoError(t, err)
			defer conn.Close()
			_, err = io.WriteString(conn, "POST /api/trace?lang="+tc.lang+" HTTP/1.1\r\nHost: x\r\n"+
				"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\ngame=tree&")
			require.NoError(t, err)
			if tc.cut {
				require.NoError(t, conn.(*net.TCPConn).CloseWrite())
			}
			require.NoError(t, conn.SetReadDeadline(time.Now().Add(5*time.Second)))
			resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
			require.NoError(t, err)
			defer resp.Body.Close()
			body, err := io.ReadAll(resp.Body)
			require.NoError(t, err)
			assert.Equal(t, tc.status, resp.StatusCode, "%s", body)
			var a apiAnswer
			require.NoError(t, json.Unmarshal(body, &a), "%s", body)
			assert.Equal(t, tc.code, a.Code)
			assert.Contains(t, a.Error, tc.text)
			for _, leak := range []string{"127.0.0.1", "tcp", "i/o timeout", "EOF"} {
				assert.NotContains(t, string(body), leak)
			}
		})
	}
}

// Places in position errors count characters, not bytes, with Hebrew and Arabic
// names too, in both languages.
func TestPositionErrorsCountCharacters(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	h := s.Handler()
	for _, tc := range []struct {
		name, position string
		at             float64
		en, es         string
	}{
		{"hebrew", "((א:3,ב:5),(ג:2,ד:9) !)", 22, "at character 22:", "en el carácter 22:"},
		{"arabic", "((سين:1,صاد:2),عين:3 ?)", 22, "at character 22:", "en el carácter 22:"},
		{"a bad hebrew character", "((א:3,ב:5),(ג:2,ד:9)׳", 21, "found '׳'", "hay '׳'"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			en, es := askBoth(t, h, http.MethodGet, "/api/trace?position="+url.QueryEscape(tc.position), "", "")
			require.Equal(t, http.StatusBadRequest, en.code, "%s", en.body)
			assert.Equal(t, tc.at, en.json(t)["params"].(map[string]any)["at"])
			assert.Contains(t, en.json(t)["error"], tc.en)
			assert.Contains(t, es.json(t)["error"], tc.es)
		})
	}
}

func newRecorder() *httptest.ResponseRecorder { return httptest.NewRecorder() }
