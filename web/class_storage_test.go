package web

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
)

// windowTask is the textbook tree's α/β question: ∞ is among its right answers.
var windowTask = map[string]any{"exercise": map[string]any{"source": "textbook", "q": "window"}, "attempts": 3}

// joinAs joins a student and returns their key and id.
func joinAs(t *testing.T, h http.Handler, a, name string) (key, id string) {
	t.Helper()
	r := call(t, h, http.MethodPost, "/api/assignments/"+a+"/students", "", map[string]any{"name": name})
	require.Equal(t, http.StatusCreated, r.code, "%s", r.body)
	v := decode[struct {
		Key     string
		Student struct{ ID string }
	}](t, r)
	return v.Key, v.Student.ID
}

// An α/β answer of ∞ (as a student types it: "∞", "-∞", "−∞") is stored and read
// back: the student's own attempts, the teacher's view of the student and a resend
// under the same submission id all answer 200 with ±∞ as "inf" and "-inf".
func TestClassInfinityReadBack(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		s, _ := classServer(t, db)
		h := s.Handler()
		tc := makeClass(t, h, "", windowTask)
		key, id := joinAs(t, h, tc.assignment, "Ana")
		answers := map[string]any{"values": map[string]any{"A": 3, "B": 3},
			"alpha": map[string]any{"A": "-∞", "B": "−∞", "C": -2}, "beta": map[string]any{"A": "∞", "B": "+∞", "C": "inf"}}
		r := handIn(t, h, tc.assignment, key, 1, "sub-inf", answers)
		require.Equal(t, http.StatusCreated, r.code, "%s", r.body)
		type reply struct {
			Answers struct {
				Alpha map[string]any
				Beta  map[string]any
			}
			Replayed bool
		}
		check := func(what string, got reply) {
			t.Helper()
			assert.Equal(t, map[string]any{"A": "-inf", "B": "-inf", "C": float64(-2)}, got.Answers.Alpha, what)
			assert.Equal(t, map[string]any{"A": "inf", "B": "inf", "C": "inf"}, got.Answers.Beta, what)
		}
		check("the hand-in's reply", decode[reply](t, r))

		r = call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"/me", key, nil)
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		me := decode[struct{ Attempts []reply }](t, r)
		require.Len(t, me.Attempts, 1)
		check("GET /me", me.Attempts[0])

		r = call(t, h, http.MethodGet, fmt.Sprintf("/api/classes/%s/assignments/%s/students/%s", tc.id, tc.assignment, id), tc.key, nil)
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		work := decode[struct{ Attempts []reply }](t, r)
		require.Len(t, work.Attempts, 1)
		check("the teacher's view", work.Attempts[0])

		r = handIn(t, h, tc.assignment, key, 1, "sub-inf", answers)
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		again := decode[reply](t, r)
		assert.True(t, again.Replayed)
		check("the resend", again)

		r = call(t, h, http.MethodGet, fmt.Sprintf("/api/classes/%s/assignments/%s/results", tc.id, tc.assignment), tc.key, nil)
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	})
}

// A database that refuses writes: a hand-in answers 503 class.storage saying why in
// the page's language, without Retry-After; reading still works; 60 hand-ins failing
// so use no rate-limit token (none is 429), and once the database takes writes again
// the next hand-ins are stored.
func TestClassStorageFailure(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		s, _ := classServer(t, db)
		h := s.Handler()
		tc := makeClass(t, h, "")
		key, _ := joinAs(t, h, tc.assignment, "Ana")
		classtest.SetReadOnly(t, db, true)
		reasons := map[string]map[string]string{
			"en": {"postgres": "the database is read-only", "sqlite": "the disk reports a read or write error"},
			"es": {"postgres": "la base de datos es de solo lectura", "sqlite": "el disco da un error de lectura o escritura"},
		}
		storage := 0
		for i := range 60 {
			lang := []string{"en", "es"}[i%2]
			r := call(t, h, http.MethodPost, fmt.Sprintf("/api/assignments/%s/tasks/1/attempts?lang=%s", tc.assignment, lang), key,
				map[string]any{"submission": fmt.Sprintf("fail-%d", i), "answers": rightAnswers, "seconds": 3})
			require.NotEqual(t, http.StatusTooManyRequests, r.code, "hand-in %d: %s", i, r.body)
			require.Equal(t, http.StatusServiceUnavailable, r.code, "hand-in %d: %s", i, r.body)
			e := decode[struct{ Error, Code string }](t, r)
			if e.Code != "class.storage" {
				continue // PostgreSQL: a connection ended by SetReadOnly
			}
			storage++
			assert.Empty(t, r.header.Get("Retry-After"), "trying again in a moment will not help")
			want := map[string]string{
				"en": "the server cannot save answers now: " + reasons["en"][db.Name] + "; your answers are kept on this page",
				"es": "el servidor no puede guardar respuestas ahora: " + reasons["es"][db.Name] + "; tus respuestas siguen en esta página",
			}[lang]
			assert.Equal(t, want, e.Error, "hand-in %d", i)
		}
		assert.GreaterOrEqual(t, storage, 58, "said as storage failures")
		// a teacher's change: nothing of it stored, said as such (not "your answers")
		for i, lang := range []string{"en", "es", "en", "es"} {
			r := call(t, h, http.MethodPost, "/api/classes/"+tc.id+"/assignments?lang="+lang, tc.key,
				map[string]any{"title": "t", "tasks": []any{textbookTask}})
			require.Equal(t, http.StatusServiceUnavailable, r.code, "%s", r.body)
			e := decode[struct{ Error, Code string }](t, r)
			if e.Code != "class.storage_teacher" {
				require.Less(t, i, 2, "PostgreSQL: at most a connection or two ended by SetReadOnly: %s", r.body)
				continue
			}
			assert.Equal(t, map[string]string{
				"en": "the server cannot save now: " + reasons["en"][db.Name] + "; nothing was changed",
				"es": "el servidor no puede guardar ahora: " + reasons["es"][db.Name] + "; no se ha cambiado nada",
			}[lang], e.Error)
		}
		r := call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"/me", key, nil)
		assert.Equal(t, http.StatusOK, r.code, "reading still works: %s", r.body)

		classtest.SetReadOnly(t, db, false)
		stored := 0
		for i := 0; i < 4 && stored < 2; i++ {
			r := handIn(t, h, tc.assignment, key, 1, fmt.Sprintf("ok-%d", i), oneWrong)
			require.NotEqual(t, http.StatusTooManyRequests, r.code, "after recovery: %s", r.body)
			if r.code == http.StatusCreated {
				stored++
			}
		}
		assert.Equal(t, 2, stored, "the task's 2 attempts stored")
	})
}

// A token given back makes up for the one taken; the bucket never holds more than
// its burst.
func TestKeyedLimitsGiveBack(t *testing.T) {
	t.Parallel()
	l := newKeyedLimits(time.Hour, 2)
	now := time.Now()
	l.giveBack("ana", now) // no bucket yet: nothing
	for range 2 {
		ok, _ := l.allow("ana", now)
		require.True(t, ok)
	}
	ok, _ := l.allow("ana", now)
	assert.False(t, ok, "the burst is used")
	l.giveBack("ana", now)
	ok, _ = l.allow("ana", now)
	assert.True(t, ok, "the token given back")
	ok, _ = l.allow("ana", now)
	assert.False(t, ok)
	// a full bucket takes nothing back
	l.giveBack("bea", now)
	ok, _ = l.allow("bea", now)
	require.True(t, ok)
	l.giveBack("bea", now)
	l.giveBack("bea", now)
	l.giveBack("bea", now)
	n := 0
	for range 5 {
		if ok, _ := l.allow("bea", now); ok {
			n++
		}
	}
	assert.Equal(t, 2, n, "no more than the burst")
}
