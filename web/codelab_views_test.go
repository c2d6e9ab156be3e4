package web

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/exercise"
)

// A student's code in the page's other views: the position of a student's game (the
// play view, a subtree opened), the check of a student's search on it, an exercise
// on it, the comparison of searches of it.

// labHash submits code of a kind and returns its hash.
func labHash(t *testing.T, s *Server, kind, src string) string {
	t.Helper()
	r := labPost(t, s, "/api/lab/code", url.Values{"kind": {kind}, "source": {src}})
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	var code labCodeAnswer
	require.NoError(t, json.Unmarshal(r.body, &code))
	return code.Hash
}

// /api/position plays a student's game: its moves by move_name, its board, who moves
// (X the first player), the winner at the end.
func TestLabGamePosition(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	h := labHash(t, s, "game", exampleSource(t, "nim_one_heap"))
	game := "game=lab:" + h
	r := get(t, s.Handler(), "/api/position?"+game)
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	var info positionInfo
	require.NoError(t, json.Unmarshal(r.body, &info))
	assert.Equal(t, positionInfo{Game: "lab:" + h, Position: "", Root: "max", ToMove: "X", Board: []string{"oooooooo"}, Moves: []string{"-1", "-2", "-3"}}, info)

	r = get(t, s.Handler(), "/api/position?"+game+"&position="+url.QueryEscape("-3, -3"))
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	require.NoError(t, json.Unmarshal(r.body, &info))
	assert.Equal(t, "-3, -3", info.Position)
	assert.Equal(t, "X", info.ToMove)
	assert.Equal(t, []string{"-1", "-2"}, info.Moves)

	// the third move ends it: O, to move, has lost
	r = get(t, s.Handler(), "/api/position?"+game+"&position="+url.QueryEscape("-3, -3")+"&moves=-2")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	require.NoError(t, json.Unmarshal(r.body, &info))
	assert.Equal(t, "-3, -3, -2", info.Position)
	assert.True(t, info.Over)
	assert.Equal(t, "O", info.ToMove)
	assert.Equal(t, "X", info.Winner)
	require.NotNil(t, info.Score)
	assert.Equal(t, -1, *info.Score)

	r = get(t, s.Handler(), "/api/position?"+game+"&position=-4")
	assert.Equal(t, http.StatusBadRequest, r.code)
	assert.Equal(t, "lab.position", r.json(t)["code"])

	// a game whose code fails as it is played: the program's error, in the language
	bad := labHash(t, s, "game", "def initial():\n    return 2\ndef moves(s):\n    return [1 // (s - 1)]\ndef play(s, m):\n    return s - 1\ndef result(s):\n    return -1 if s == 0 else None\n")
	r = get(t, s.Handler(), "/api/position?game=lab:"+bad+"&position=1&lang=es")
	assert.Equal(t, http.StatusBadRequest, r.code)
	assert.Equal(t, "lab.runtime", r.json(t)["code"])
	assert.Contains(t, r.json(t)["error"], "línea 4")

	// a student's evaluation does not move the pieces: the built-in game's position
	ev := labHash(t, s, "eval", exampleSource(t, "connect4_course"))
	r = get(t, s.Handler(), "/api/position?game=connect4&position=4453&eval=lab:"+ev)
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Equal(t, "X", r.json(t)["to_move"])

	r = get(t, s.Handler(), "/api/position?game=lab:00000000000000000000")
	assert.Equal(t, http.StatusNotFound, r.code)
	assert.Equal(t, "lab.unknown", r.json(t)["code"])
}

// A student's search checked on a student's game (POST /api/lab/check with
// game=lab:HASH): its verdict is the one on the built-in stones game it equals.
func TestLabCheckOnAStudentsGame(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	nim := labHash(t, s, "game", exampleSource(t, "nim_one_heap"))
	check := func(search string, vals url.Values) response {
		vals.Set("source", exampleSource(t, search))
		vals.Set("algo", "alphabeta")
		return labPost(t, s, "/api/lab/check", vals)
	}
	type report struct {
		OK         bool              `json:"ok"`
		Params     map[string]string `json:"params"`
		Divergence *struct {
			Index int    `json:"index"`
			Kind  string `json:"kind"`
		} `json:"divergence"`
		Summary map[string]string `json:"summary"`
	}
	read := func(r response) report {
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		var rep report
		require.NoError(t, json.Unmarshal(r.body, &rep))
		return rep
	}
	ok := read(check("search_alphabeta", url.Values{"game": {"lab:" + nim}, "position": {"-2"}}))
	assert.True(t, ok.OK, ok.Summary["en"])
	assert.Equal(t, "lab:"+nim, ok.Params["game"], "the reference search, drawn by /api/trace")
	wrong := read(check("search_alphabeta_wrong", url.Values{"game": {"lab:" + nim}, "position": {"-2"}}))
	stones := read(check("search_alphabeta_wrong", url.Values{"game": {"stones"}, "position": {"6"}, "plain-scores": {"true"}}))
	require.False(t, wrong.OK)
	require.NotNil(t, stones.Divergence)
	assert.Equal(t, stones.Divergence.Index, wrong.Divergence.Index)
	assert.Equal(t, stones.Divergence.Kind, wrong.Divergence.Kind)

	// the reference drawn: /api/trace takes the report's params
	q := url.Values{}
	for k, v := range ok.Params {
		q.Set(k, v)
	}
	tr := get(t, s.Handler(), "/api/trace?"+q.Encode())
	assert.Equal(t, http.StatusOK, tr.code, "%s", tr.body)

	// the server forgot the game: the page sends it again
	r := check("search_alphabeta", url.Values{"game": {"lab:00000000000000000000"}})
	assert.Equal(t, http.StatusNotFound, r.code)
	assert.Equal(t, "lab.unknown", r.json(t)["code"])
	// an evaluation's code is no game
	ev := labHash(t, s, "eval", exampleSource(t, "connect4_course"))
	r = check("search_alphabeta", url.Values{"game": {"lab:" + ev}})
	assert.Equal(t, http.StatusBadRequest, r.code)
	assert.Equal(t, "lab.check_game", r.json(t)["code"])
	// the game's own code failing: said to be the game's, in the language
	bad := labHash(t, s, "game", "def initial():\n    return 2\ndef moves(s):\n    return [1]\ndef play(s, m):\n    return s - m\ndef result(s):\n    return 1 // s - 1 if s == 0 else None\n")
	r = check("search_alphabeta", url.Values{"game": {"lab:" + bad}, "lang": {"es"}})
	assert.Equal(t, http.StatusBadRequest, r.code, "%s", r.body)
	j := r.json(t)
	assert.Equal(t, "game", j["in"])
	assert.True(t, strings.HasPrefix(j["error"].(string), "en el código de tu juego: línea 8"), j["error"])
}

// A practise exercise on a student's game: made, drawn and graded as a built-in
// game's; its tree is the built-in stones game's it equals.
func TestExerciseOnAStudentsGame(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	h := s.Handler()
	nim := labHash(t, s, "game", exampleSource(t, "nim_one_heap"))
	src := url.QueryEscape("lab:" + nim)
	r := get(t, h, "/api/exercise?source="+src+"&position=-2&q=prune")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	var ex struct {
		Spec      map[string]any        `json:"spec"`
		Link      string                `json:"link"`
		Problem   map[string]string     `json:"problem"`
		Questions exercise.QuestionList `json:"questions"`
		OutOf     int                   `json:"out_of"`
	}
	require.NoError(t, json.Unmarshal(r.body, &ex))
	spec := exercise.Spec{Source: "lab:" + nim, Position: "-2", Q: exercise.Prune, Root: "max"}
	assert.Equal(t, map[string]any{"source": "lab:" + nim, "position": "-2", "q": "prune", "root": "max", "seed": float64(0), "level": float64(0), "fail_hard": false}, ex.Spec)
	assert.Equal(t, "/?view=practise&source=lab%3A"+nim+"&position=-2&q=prune", ex.Link)
	assert.Equal(t, "lab:"+nim, ex.Problem["game"])
	st := get(t, h, "/api/exercise?source=stones&position=6&q=prune")
	require.Equal(t, http.StatusOK, st.code, "%s", st.body)
	assert.Equal(t, st.json(t)["out_of"], float64(ex.OutOf))
	assert.Len(t, ex.Questions.Values, len(st.json(t)["questions"].(map[string]any)["values"].([]any)))
	assert.Contains(t, ex.Questions.Values, "-2 -2", "a node is named by its moves from the root")

	svg := get(t, h, "/api/exercise/question?source="+src+"&position=-2&q=prune&lang=es")
	require.Equal(t, http.StatusOK, svg.code, "%.300s", svg.body)
	assert.Contains(t, string(svg.body), "<svg")
	for _, part := range []string{"question", "solution"} {
		sheet := get(t, h, "/api/exercise/sheet?source="+src+"&position=-2&q=prune&lang=es&format=svg&part="+part)
		require.Equal(t, http.StatusOK, sheet.code, "%s: %.300s", part, sheet.body)
		assert.Contains(t, string(sheet.body), "<svg", part)
	}

	e, err := exercise.NewWith(context.Background(), s.makers, spec)
	require.NoError(t, err)
	body := func(a exercise.Answers) string {
		b, err := json.Marshal(map[string]any{"exercise": map[string]any{"source": spec.Source, "position": spec.Position, "q": "prune"}, "answers": a})
		require.NoError(t, err)
		return string(b)
	}
	g := postJSON(t, h, "/api/grade", body(e.Solution()), nil)
	require.Equal(t, http.StatusOK, g.code, "%s", g.body)
	var res exercise.Result
	require.NoError(t, json.Unmarshal(g.body, &res))
	assert.Equal(t, ex.OutOf, res.Score)
	wrong := e.Solution()
	wrong.Values["-2"] = -wrong.Values["-2"]
	g = postJSON(t, h, "/api/grade", body(wrong), map[string]string{"Accept-Language": "es"})
	require.Equal(t, http.StatusOK, g.code, "%s", g.body)
	require.NoError(t, json.Unmarshal(g.body, &res))
	assert.Equal(t, ex.OutOf-1, res.Score)
	require.Len(t, res.Mistakes, 1)
	assert.Equal(t, "-2", res.Mistakes[0].Node)

	// the whole game from 8 stones is too big for an exercise; a forgotten hash is
	// sent again by the page
	r = get(t, h, "/api/exercise?source="+src)
	assert.Equal(t, http.StatusBadRequest, r.code)
	assert.Equal(t, "exercise.too_big", r.json(t)["code"])
	r = get(t, h, "/api/exercise?source=lab:00000000000000000000&position=-2")
	assert.Equal(t, http.StatusNotFound, r.code)
	assert.Equal(t, "lab.unknown", r.json(t)["code"])
}

// The comparison of searches takes a student's game.
func TestLabGameCompared(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	nim := labHash(t, s, "game", exampleSource(t, "nim_one_heap"))
	r := get(t, s.Handler(), "/api/compare?game=lab:"+nim+"&position=-1&algos=minimax,alphabeta,negamax-alphabeta")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	rows := r.json(t)["rows"].([]any)
	require.Len(t, rows, 3)
	v := rows[0].(map[string]any)["value"]
	for _, row := range rows {
		assert.Equal(t, v, row.(map[string]any)["value"])
	}
	nodes := func(i int) float64 { return rows[i].(map[string]any)["stats"].(map[string]any)["nodes"].(float64) }
	assert.Less(t, nodes(1), nodes(0), "alpha-beta prunes")
}

// A student's game is drawn as its own: its one-row board(state) as it writes it and
// its moves by their names, not as the stones game's count and takes.
func TestLabGamePicture(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	nim := labHash(t, s, "game", exampleSource(t, "nim_one_heap"))
	r := get(t, s.Handler(), "/api/render?game=lab:"+nim+"&position="+url.QueryEscape("-3, -2")+"&lang=es&format=svg")
	require.Equal(t, http.StatusOK, r.code, "%.300s", r.body)
	svg := string(r.body)
	assert.Contains(t, svg, ">ooo<")
	assert.Contains(t, svg, ">-1<")
	assert.NotContains(t, svg, "●×")
	assert.NotContains(t, svg, "quita")
	r = get(t, s.Handler(), "/api/render?game=stones&position=3&lang=es&format=svg")
	require.Equal(t, http.StatusOK, r.code, "%.300s", r.body)
	assert.Contains(t, string(r.body), "●×3")
	assert.Contains(t, string(r.body), "quita 1")
}
