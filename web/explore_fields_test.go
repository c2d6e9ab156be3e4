package web

import (
	"encoding/json"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fieldAnswer is an error answer with the field it names.
type fieldAnswer struct {
	Error  string         `json:"error"`
	Code   string         `json:"code"`
	Field  string         `json:"field"`
	Params map[string]any `json:"params"`
}

// Every refusal of a search's parameter names the field it is about, so that the page
// shows it beside its own field; the node budget's range is the server's (0 to
// 600,000), not the parser's; both languages.
func TestErrorsNameTheirField(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	tests := []struct {
		name, query, code, field string
		params                   map[string]any // some of the params expected
		en, es                   string         // in the text
	}{
		{"depth below 0", "depth=-1", "param.range", "depth", map[string]any{"lo": 0.0, "hi": 200.0, "value": "-1"}, "200", "200"},
		{"depth not a number", "depth=x", "param.int", "depth", nil, "whole", "entero"},
		{"a node budget below 0: the server's range", "max-nodes=-1", "param.range", "max-nodes", map[string]any{"lo": 0.0, "hi": 600000.0}, "600,000", "600.000"},
		{"a huge node budget: the server's range", "max-nodes=99999999999999999", "param.range", "max-nodes", map[string]any{"hi": 600000.0}, "600,000", "600.000"},
		{"a time limit not a time", "time-limit=xx", "param.duration", "time-limit", nil, "2s", "2s"},
		{"a take not a number", "game=stones&position=10&takes=0,x", "param.takes_range", "takes", map[string]any{"item": "0"}, "1", "1"},
		{"a take too big for the game", "game=stones&position=10&takes=1,99", "param.takes_range", "takes", nil, "20", "20"},
		{"a malformed tree", "game=tree&position=" + url.QueryEscape("A(B(3,"), "tree.unclosed", "position", map[string]any{"at": 7.0}, "not closed", "paréntesis"},
		{"a random tree's branching", "game=tree&position=" + url.QueryEscape("random:b=-2,d=3,seed=1"), "random.branching", "position", map[string]any{"value": -2.0}, "10", "10"},
		{"negative stones", "game=stones&position=-5", "stones.bad_char", "position", nil, "-", "-"},
		{"a full column", "game=connect4&position=1111111", "connect4.column_full", "position", map[string]any{"column": "1"}, "full", "llena"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			en, es := askBoth(t, h, http.MethodGet, "/api/trace?"+tt.query, "", "")
			for i, r := range []response{en, es} {
				require.Equal(t, http.StatusBadRequest, r.code, "%s", r.body)
				var a fieldAnswer
				require.NoError(t, json.Unmarshal(r.body, &a))
				assert.Equal(t, tt.code, a.Code)
				assert.Equal(t, tt.field, a.Field)
				for k, v := range tt.params {
					assert.Equal(t, v, a.Params[k], k)
				}
				assert.Contains(t, a.Error, []string{tt.en, tt.es}[i])
			}
			assert.NotEqual(t, en.json(t)["error"], es.json(t)["error"], "translated")
		})
	}
	// an error about no field says none
	en, _ := askBoth(t, h, http.MethodGet, "/api/trace?game=chess", "", "")
	require.Equal(t, http.StatusBadRequest, en.code)
	_, has := en.json(t)["field"]
	assert.False(t, has, "no field: %s", en.body)
}
