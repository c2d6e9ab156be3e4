package web

// A teacher's classes (package classroom), kept in the server's database:
//
//	POST   /api/classes                            {"name"} → the class, its teacher's key
//	                                               and link (shown this once)
//	GET    /api/classes/:class                     the class and its assignments
//	DELETE /api/classes/:class                     the class with all its data
//	POST   /api/classes/:class/assignments         {"title", "reveal", "feedback", "opens",
//	                                               "closes", "tasks": [{"exercise": {spec},
//	                                               "attempts"}]}
//	PATCH  /api/classes/:class/assignments/:a     {"title", "reveal", "feedback", "opens",
//	                                               "closes"}: the fields given change (not
//	                                               its exercises; "reveal": "never" takes a
//	                                               reveal back)
//	DELETE /api/classes/:class/assignments/:a     the assignment with its attempts
//	POST   /api/classes/:class/assignments/:a/close   closes it now
//	GET    /api/classes/:class/assignments/:a/results[?format=csv|moodle-csv]
//	                                               students × exercises, the mistakes ranked
//	GET    /api/classes/:class/assignments/:a/moodle.xml   its exercises as Moodle questions
//	GET    /api/classes/:class/assignments/:a/students/:student
//	                                               one student's attempts, answers and all
//	…/classes/:class/students/:student/…           a student's own link, its reset,
//	                                               rename, merge, delete (class_students.go)
//
// take the teacher's key as "Authorization: Bearer KEY" (a wrong key and an unknown
// class both answer 404 class.not_found). A student's routes:
//
//	GET  /api/assignments/:a                       the assignment: its exercises as
//	                                               questions, without any answer, in the
//	                                               student's own trees (with the student's
//	                                               key; without one, its title only:
//	                                               "join_first")
//	POST /api/assignments/:a/students              {"name", "number"} → the student's key
//	                                               and own link (409 class.name_taken, class.closed)
//	GET  /api/assignments/:a/me                    the student's own attempts
//	POST /api/assignments/:a/tasks/:n/attempts     {"submission", "answers", "seconds"}
//	                                               → the graded attempt
//
// take the student's key the same way (401 class.student_key without it). Bodies are
// JSON (application/json). Assessment: nothing a student is sent before the answers
// may be shown (classroom.Assignment.Revealed) holds an expected answer: the exercise
// is its question picture (render.LookQuestion) and its node names, and a graded
// attempt carries what the assignment's feedback rule allows (class_feedback.go):
// under "none", "score" and "count" a sealed reply whose only figures are the score and
// the number of mistakes; under "full" the mistakes without "expected" or step, missed
// cuts counted, not named, and the sentences hiding what the search finds
// (exercise.ExplainHidden; see hiddenMistakes).
// Hand-ins are rate limited per student and per client
// address (429 class.rate with Retry-After). While an assignment is an open
// assessment, the public API refuses its students' trees (assessed_guard.go).

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/form"
	"github.com/gametree/gametree/web/lru"
	"github.com/gametree/gametree/web/observe"
)

// classState is the server's part of the classes: the store, the rate limits, and
// the exercises of the assignments' tasks already made.
type classState struct {
	store *classroom.Store
	// hand-ins: per student and per client address; new classes and students: per
	// client address
	perStudent *keyedLimits
	perAddress *keyedLimits
	joins      *keyedLimits
	perClass   *keyedLimits // joins per class (class_students.go)
	exercises  *lru.Cache[*taskExercise]
	// guard: the trees of the open assessments, which the public API refuses
	guard *assessedGuard
}

// The rate limits of the class routes. A class behind one address (a school's NAT)
// joins and hands in at once: the per-address buckets hold a class twice over.
const (
	studentEvery   = 2 * time.Second // a student's hand-ins: one per 2 s,
	studentBurst   = 6               // 6 at once
	addressEvery   = 100 * time.Millisecond
	addressBurst   = 200
	joinEvery      = 500 * time.Millisecond // new classes and students per address
	joinBurst      = 80
	maxCachedTasks = 4096 // exercises kept (class_variants.go)
)

func newClassState(store *classroom.Store) *classState {
	return &classState{
		store:      store,
		perStudent: newKeyedLimits(studentEvery, studentBurst),
		perAddress: newKeyedLimits(addressEvery, addressBurst),
		joins:      newKeyedLimits(joinEvery, joinBurst),
		perClass:   newKeyedLimits(classJoinEvery, classJoinBurst),
		exercises:  newExerciseCache(),
		guard:      newAssessedGuard(store),
	}
}

// classRoutes adds the class routes to the API group.
func (s *Server) classRoutes(api *gin.RouterGroup) {
	api.POST("/classes", s.createClass)
	api.GET("/classes/:class", s.teacher(s.classInfo))
	api.DELETE("/classes/:class", s.teacher(s.deleteClass))
	api.POST("/classes/:class/assignments", s.teacher(s.createAssignment))
	api.PATCH("/classes/:class/assignments/:a", s.teacher(s.updateAssignment))
	api.DELETE("/classes/:class/assignments/:a", s.teacher(s.deleteAssignment))
	api.POST("/classes/:class/assignments/:a/close", s.teacher(s.closeAssignment))
	api.GET("/classes/:class/assignments/:a/results", s.teacher(s.results))
	api.GET("/classes/:class/assignments/:a/students/:student", s.teacher(s.studentWork))
	api.GET("/classes/:class/assignments/:a/moodle.xml", s.teacher(s.moodleQuestions))
	api.GET("/assignments/:a", s.onAssignment(s.studentAssignment))
	api.POST("/assignments/:a/students", s.joinClass)
	api.GET("/assignments/:a/me", s.onAssignment(s.myAttempts))
	api.POST("/assignments/:a/tasks/:n/attempts", s.onAssignment(s.handIn))
	s.studentRoutes(api)
}

var (
	errClassesOff    = apierr.New(http.StatusServiceUnavailable, "class.off")
	errClassDatabase = &apierr.Error{Status: http.StatusServiceUnavailable, Err: msg.New("class.database"), Retry: 2}
)

// classFail answers an error of the class routes: a classroom refusal with its
// status, a database that cannot store anything (a full disk, a read-only file: see
// classroom.StorageError) with 503 class.storage saying why, another database failure
// with 503 class.database (logged), a cancelled request as such.
func (s *Server) classFail(c *gin.Context, err error) {
	var r *classroom.Refusal
	var ae *apierr.Error
	switch {
	case errors.As(err, &ae):
		s.fail(c, ae)
	case errors.As(err, &r):
		status := map[classroom.Kind]int{classroom.Invalid: http.StatusBadRequest, classroom.NotFound: http.StatusNotFound,
			classroom.Unknown: http.StatusUnauthorized, classroom.Conflict: http.StatusConflict}[r.Kind]
		s.fail(c, &apierr.Error{Status: status, Err: r.Err})
	case storageFailed(err):
		se, _ := classroom.AsStorage(err)
		observe.Logger(s.log, c).Error("classes' database cannot store anything", "route", c.FullPath(), "reason", se.Reason, "error", err)
		// no Retry-After: trying again in a moment will not help; the page keeps the
		// answers and offers to try again
		m := se.Message()
		if strings.HasPrefix(c.FullPath(), "/api/classes") { // a teacher's change, not a student's answers
			m = se.TeacherMessage()
		}
		s.fail(c, &apierr.Error{Status: http.StatusServiceUnavailable, Err: m})
	case c.Request.Context().Err() != nil:
		s.fail(c, apierr.Cancelled)
	default:
		observe.Logger(s.log, c).Error("classes' database", "route", c.FullPath(), "error", err)
		s.fail(c, errClassDatabase)
	}
}

// bearer is the key of "Authorization: Bearer KEY" ("" without one).
func bearer(c *gin.Context) string {
	h := c.GetHeader("Authorization")
	if len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
		return strings.TrimSpace(h[7:])
	}
	return ""
}

// classStore is the store, or answers 503 class.off (false) when the server has none.
func (s *Server) classStore(c *gin.Context) (*classroom.Store, bool) {
	observe.NoteOf(c).Lang = requestLang(c)
	if s.classes == nil {
		s.fail(c, errClassesOff)
		return nil, false
	}
	return s.classes.store, true
}

// teacher wraps a teacher's route: the class of :class if the request's key is its
// key, else 404.
func (s *Server) teacher(h func(c *gin.Context, st *classroom.Store, class classroom.Class)) gin.HandlerFunc {
	return func(c *gin.Context) {
		st, ok := s.classStore(c)
		if !ok {
			return
		}
		class, err := st.Class(c.Request.Context(), c.Param("class"), bearer(c))
		if err != nil {
			s.classFail(c, err)
			return
		}
		h(c, st, class)
	}
}

// readJSON reads a JSON body (Content-Type application/json, at most Config.MaxBody)
// into dst, refusing unknown fields by name.
func (s *Server) readJSON(c *gin.Context, dst any, known string) error {
	r := c.Request
	if !form.IsJSON(r) {
		return apierr.New(http.StatusUnsupportedMediaType, "class.media_type", "type", r.Header.Get("Content-Type"))
	}
	body, err := form.Body(c, s.cfg.MaxBody)
	if err != nil {
		return err
	}
	d := json.NewDecoder(strings.NewReader(string(body)))
	d.DisallowUnknownFields()
	if err := d.Decode(dst); err != nil {
		if c, ok := msg.Find(err); ok {
			return &apierr.Error{Status: http.StatusBadRequest, Err: msg.New("class.body", "detail", c)}
		}
		detail := strings.TrimPrefix(err.Error(), "json: ")
		if name, ok := strings.CutPrefix(detail, "unknown field "); ok {
			return apierr.BadRequest("class.unknown_field", "name", strings.Trim(name, `"`), "known", known)
		}
		return apierr.BadRequest("class.body", "detail", msg.Shorten(detail))
	}
	if d.More() {
		return apierr.BadRequest("class.body", "detail", "more than one JSON value")
	}
	return nil
}

// rateLimit takes a token of key in l, or answers 429 class.rate with Retry-After (false).
func (s *Server) rateLimit(c *gin.Context, l *keyedLimits, key string) bool {
	ok, wait := l.allow(key, time.Now())
	if ok {
		return true
	}
	e := apierr.New(http.StatusTooManyRequests, "class.rate", "s", retrySeconds(wait))
	e.Retry = retrySeconds(wait)
	s.fail(c, e)
	return false
}

// question is the task's question picture in lang: the whole tree, leaves with their
// values, an empty box on every inner node but in the order question (it asks for the
// leaves' numbers only), nothing that tells where alpha-beta prunes
// (render.LookQuestion), drawn once per language.
func (te *taskExercise) question(lang string) string {
	te.mu.Lock()
	defer te.mu.Unlock()
	if svg, ok := te.picture(lang); ok {
		return svg
	}
	q := te.e.Spec.Q
	svg := string(render.DrawSVG(te.e.Trace, render.Options{Lang: lang, MaxWidth: render.FullSize, Look: render.LookQuestion,
		Window: q == exercise.Window, Order: q == exercise.Order, Header: render.HeaderCompact}))
	te.keep(lang, svg)
	return svg
}

// specFields are an exercise's link's fields (exercise.Spec.Values).
func specFields(spec exercise.Spec) map[string]string {
	out := map[string]string{}
	for _, kv := range spec.Values() {
		out[kv[0]] = kv[1]
	}
	return out
}
