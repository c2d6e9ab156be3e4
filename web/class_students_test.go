package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
)

// refused checks a coded refusal: its status, code and, when given, words of its text.
func refused(t *testing.T, r response, status int, code string, words ...string) {
	t.Helper()
	require.Equal(t, status, r.code, "%s", r.body)
	body := r.json(t)
	assert.Equal(t, code, body["code"])
	for _, w := range words {
		assert.Contains(t, body["error"], w)
	}
}

type joinReply struct {
	Student struct{ ID, Name string }
	Key     string
	Link    string
}

// One name, one student: a second join under a name taken is refused in the
// student's language, asking for their own link; the teacher shows it again, resets
// it (the old one stops working), renames, merges and deletes students.
func TestClassStudentsAPI(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		s, _ := classServer(t, db)
		h := s.Handler()
		tc := makeClass(t, h, "")
		r := call(t, h, http.MethodPost, "/api/assignments/"+tc.assignment+"/students", "", map[string]any{"name": "Ana García"})
		require.Equal(t, http.StatusCreated, r.code, "%s", r.body)
		ana := decode[joinReply](t, r)
		assert.Equal(t, "/?view=class&a="+tc.assignment+"#student="+ana.Key, ana.Link)
		for lang, words := range map[string][]string{"en": {"own link", "ana GARCIA", "ask your teacher"}, "es": {"tu propio enlace", "pídeselo"}} {
			r := call(t, h, http.MethodPost, "/api/assignments/"+tc.assignment+"/students?lang="+lang, "", map[string]any{"name": " ana  GARCIA "})
			refused(t, r, http.StatusConflict, "class.name_taken", words...)
		}

		students := "/api/classes/" + tc.id + "/students/"
		r = call(t, h, http.MethodGet, students+ana.Student.ID+"/link", tc.key, nil)
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		shown := decode[studentLinkReply](t, r)
		assert.Equal(t, ana.Key, shown.Key, "the key shown again")
		assert.Equal(t, ana.Link, shown.Link)
		refused(t, call(t, h, http.MethodGet, students+ana.Student.ID+"/link", tc.key+"x", nil), http.StatusNotFound, "class.not_found")
		refused(t, call(t, h, http.MethodGet, students+"nobody/link?lang=es", tc.key, nil), http.StatusNotFound, "class.student_not_found", "estudiante")
		refused(t, call(t, h, http.MethodGet, students+ana.Student.ID+"/link?a=nope", tc.key, nil), http.StatusNotFound, "class.assignment_not_found")

		r = call(t, h, http.MethodPost, students+ana.Student.ID+"/link", tc.key, nil)
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		fresh := decode[studentLinkReply](t, r)
		assert.NotEqual(t, ana.Key, fresh.Key)
		me := "/api/assignments/" + tc.assignment + "/me"
		refused(t, call(t, h, http.MethodGet, me, ana.Key, nil), http.StatusUnauthorized, "class.student_key")
		assert.Equal(t, http.StatusOK, call(t, h, http.MethodGet, me, fresh.Key, nil).code)

		bea := decode[joinReply](t, call(t, h, http.MethodPost, "/api/assignments/"+tc.assignment+"/students", "", map[string]any{"name": "Bea"}))
		require.Equal(t, http.StatusCreated, handIn(t, h, tc.assignment, bea.Key, 1, "b1", twoWrong).code)
		require.Equal(t, http.StatusCreated, handIn(t, h, tc.assignment, fresh.Key, 1, "a1", oneWrong).code)
		for lang, word := range map[string]string{"en": "another student", "es": "otro estudiante"} {
			r := call(t, h, http.MethodPatch, students+bea.Student.ID+"?lang="+lang, tc.key, map[string]any{"name": "ANA garcía"})
			refused(t, r, http.StatusConflict, "class.name_taken_teacher", word)
		}
		refused(t, call(t, h, http.MethodPatch, students+bea.Student.ID, tc.key, map[string]any{"nombre": "x"}), http.StatusBadRequest, "class.unknown_field")
		r = call(t, h, http.MethodPatch, students+bea.Student.ID, tc.key, map[string]any{"name": "Bea Ruiz"})
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		assert.Equal(t, "Bea Ruiz", decode[joinReply](t, r).Student.Name)

		refused(t, call(t, h, http.MethodPost, students+bea.Student.ID+"/merge", tc.key, map[string]any{}), http.StatusBadRequest, "class.merge_into")
		refused(t, call(t, h, http.MethodPost, students+bea.Student.ID+"/merge", tc.key, map[string]any{"into": bea.Student.ID}), http.StatusBadRequest, "class.merge_self")
		r = call(t, h, http.MethodPost, students+bea.Student.ID+"/merge", tc.key, map[string]any{"into": ana.Student.ID})
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		res := decode[resultsReply](t, call(t, h, http.MethodGet, "/api/classes/"+tc.id+"/assignments/"+tc.assignment+"/results", tc.key, nil))
		require.Len(t, res.Students, 1)
		assert.Equal(t, 2, res.Students[0].Cells[0].Attempts, "both attempts, one record")
		assert.Equal(t, 5, res.Students[0].Cells[0].Best)
		refused(t, call(t, h, http.MethodGet, me, bea.Key, nil), http.StatusUnauthorized, "class.student_key")

		assert.Equal(t, http.StatusNoContent, call(t, h, http.MethodDelete, students+ana.Student.ID, tc.key, nil).code)
		refused(t, call(t, h, http.MethodDelete, students+ana.Student.ID, tc.key, nil), http.StatusNotFound, "class.student_not_found")
		refused(t, call(t, h, http.MethodGet, me, fresh.Key, nil), http.StatusUnauthorized, "class.student_key")

		require.Equal(t, http.StatusOK, call(t, h, http.MethodPost, "/api/classes/"+tc.id+"/assignments/"+tc.assignment+"/close", tc.key, nil).code)
		for lang, word := range map[string]string{"en": "closed", "es": "cerró"} {
			r := call(t, h, http.MethodPost, "/api/assignments/"+tc.assignment+"/students?lang="+lang, "", map[string]any{"name": "Late Larry"})
			refused(t, r, http.StatusConflict, "class.closed", word)
		}
	})
}

// joinFrom joins assignment a under name from a client address.
func joinFrom(h http.Handler, a, name, addr string) response {
	b, _ := json.Marshal(map[string]any{"name": name})
	req := httptest.NewRequest(http.MethodPost, "/api/assignments/"+a+"/students?lang=es", bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	req.RemoteAddr = addr + ":40000"
	rec := newRecorder()
	h.ServeHTTP(rec, req)
	return response{rec.Code, rec.Header(), rec.Body.Bytes()}
}

// Joins are limited per class: a class of 60 behind one address joins at once; 139
// made-up names at once, from one address or from many, mostly do not.
func TestClassJoinLimits(t *testing.T) {
	t.Parallel()
	db := classtest.SQLite(t)
	s, _ := classServer(t, db)
	h := s.Handler()

	class60 := makeClass(t, h, "")
	for i := range 60 {
		r := joinFrom(h, class60.assignment, fmt.Sprintf("Student %02d", i), "192.0.2.10")
		require.Equal(t, http.StatusCreated, r.code, "student %d: %s", i, r.body)
	}

	for _, spread := range []bool{false, true} {
		junk := makeClass(t, h, "")
		made, limited := 0, 0
		for i := range 139 {
			addr := "198.51.100.7"
			if spread {
				addr = fmt.Sprintf("203.0.113.%d", i%250)
			}
			r := joinFrom(h, junk.assignment, fmt.Sprintf("junk %d", i), addr)
			switch r.code {
			case http.StatusCreated:
				made++
			case http.StatusTooManyRequests:
				limited++
				body := r.json(t)
				assert.True(t, strings.HasPrefix(body["code"].(string), "class."), "%s", r.body)
				assert.NotEmpty(t, r.header.Get("Retry-After"))
			default:
				t.Fatalf("%d: %s", r.code, r.body)
			}
		}
		assert.LessOrEqual(t, made, classJoinBurst+1, "spread %v", spread)
		assert.GreaterOrEqual(t, limited, 139-classJoinBurst-1, "spread %v", spread)
		if spread {
			r := joinFrom(h, junk.assignment, "one more", "203.0.113.251")
			refused(t, r, http.StatusTooManyRequests, "class.join_rate", "demasiados estudiantes")
		}
	}
}
