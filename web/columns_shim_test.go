package web

// TEMPORARY, until the server sends form=columns itself (the lead's part of issue 11):
// the browser tests' server answers /api/trace?form=columns by converting the object
// form. Once the server knows the parameter, its answer passes through untouched.

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
)

func columnsShim(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		if r.URL.Path != "/api/trace" || q.Get("form") != "columns" {
			h.ServeHTTP(w, r)
			return
		}
		r.Header.Set("Accept-Encoding", "identity")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), "unknown_param") {
			for k, v := range rec.Header() {
				w.Header()[k] = v
			}
			w.WriteHeader(rec.Code)
			_, _ = w.Write(rec.Body.Bytes())
			return
		}
		q.Del("form")
		r2 := r.Clone(r.Context())
		r2.URL.RawQuery = q.Encode()
		r2.Form, r2.PostForm = nil, nil
		r2.Header.Set("Accept-Encoding", "identity")
		rec = httptest.NewRecorder()
		h.ServeHTTP(rec, r2)
		if rec.Code != http.StatusOK {
			w.WriteHeader(rec.Code)
			_, _ = w.Write(rec.Body.Bytes())
			return
		}
		doc, err := objectsToColumns(rec.Body.Bytes())
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(doc)
	})
}

// objectsToColumns turns /api/trace's object form into the columns form (notes/columns.md).
func objectsToColumns(objects []byte) ([]byte, error) {
	d := json.NewDecoder(bytes.NewReader(objects))
	d.UseNumber()
	var doc map[string]any
	if err := d.Decode(&doc); err != nil {
		return nil, err
	}
	nodes, _ := doc["nodes"].([]any)
	steps, _ := doc["steps"].([]any)
	delete(doc, "nodes")
	delete(doc, "steps")
	strs := []string{""}
	index := map[string]int{"": 0}
	intern := func(v any) int {
		s, _ := v.(string)
		if i, ok := index[s]; ok {
			return i
		}
		index[s] = len(strs)
		strs = append(strs, s)
		return index[s]
	}
	nodeKinds := []string{"inner", "terminal", "horizon", "tt-hit", "pruned", "unfinished"}
	stepKinds := []string{"enter", "eval", "tt-hit", "backup", "alpha", "beta", "cutoff", "return", "stop"}
	bounds := []string{"exact", "lower", "upper"}
	pos := func(list []string, v any) int {
		s, _ := v.(string)
		for i, x := range list {
			if x == s {
				return i
			}
		}
		return 0
	}
	orMinus := func(v any) any {
		if v == nil {
			return -1
		}
		return v
	}
	windowed := doc["algorithm"] == "alphabeta" || doc["algorithm"] == "negamax-alphabeta"
	cols := func(names ...string) map[string][]any {
		m := map[string][]any{}
		for _, n := range names {
			m[n] = []any{}
		}
		return m
	}
	nc := cols("parent", "depth", "player", "kind", "move", "label", "board", "value", "bound", "alpha", "beta", "pv", "same", "first_step", "last_step")
	boards := false
	for _, x := range nodes {
		n := x.(map[string]any)
		player := 1
		if n["player"] == "min" {
			player = -1
		}
		pv := 0
		if n["pv"] == true {
			pv = 1
		}
		board := 0
		if b, ok := n["board"].([]any); ok {
			rows := make([]string, len(b))
			for i, r := range b {
				rows[i], _ = r.(string)
			}
			board = intern(strings.Join(rows, "/"))
			boards = true
		}
		for k, v := range map[string]any{
			"parent": n["parent"], "depth": n["depth"], "player": player, "kind": pos(nodeKinds, n["kind"]),
			"move": intern(n["move"]), "label": intern(n["label"]), "board": board, "value": n["value"],
			"bound": pos(bounds, n["bound"]), "alpha": n["alpha"], "beta": n["beta"], "pv": pv,
			"same": orMinus(n["same"]), "first_step": n["first_step"], "last_step": n["last_step"],
		} {
			nc[k] = append(nc[k], v)
		}
	}
	sc := cols("kind", "node", "child", "depth", "value", "bound", "alpha", "beta", "rule")
	for _, x := range steps {
		s := x.(map[string]any)
		for k, v := range map[string]any{
			"kind": pos(stepKinds, s["kind"]), "node": s["node"], "child": orMinus(s["child"]), "depth": s["depth"],
			"value": s["value"], "bound": pos(bounds, s["bound"]), "alpha": s["alpha"], "beta": s["beta"], "rule": intern(s["rule"]),
		} {
			sc[k] = append(sc[k], v)
		}
	}
	if !boards {
		delete(nc, "board")
	}
	if !windowed {
		delete(nc, "alpha")
		delete(nc, "beta")
		delete(sc, "alpha")
		delete(sc, "beta")
	}
	nm := map[string]any{"count": len(nodes)}
	for k, v := range nc {
		nm[k] = v
	}
	sm := map[string]any{"count": len(steps)}
	for k, v := range sc {
		sm[k] = v
	}
	doc["form"] = "columns"
	doc["strings"] = strs
	doc["node_kinds"] = nodeKinds
	doc["step_kinds"] = stepKinds
	doc["bounds"] = bounds
	doc["nodes"] = nm
	doc["steps"] = sm
	return json.Marshal(doc)
}
