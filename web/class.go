package web

// A teacher's classes (package classroom), kept in the server's database:
//
//	POST   /api/classes                            {"name"} → the class, its teacher's key
//	                                               and link (shown this once)
//	GET    /api/classes/:class                     the class and its assignments
//	DELETE /api/classes/:class                     the class with all its data
//	POST   /api/classes/:class/assignments         {"title", "reveal", "opens", "closes",
//	                                               "tasks": [{"exercise": {spec}, "attempts"}]}
//	POST   /api/classes/:class/assignments/:a/close   closes it now
//	GET    /api/classes/:class/assignments/:a/results[?format=csv]
//	                                               students × exercises, the mistakes ranked
//
// take the teacher's key as "Authorization: Bearer KEY" (a wrong key and an unknown
// class both answer 404 class.not_found). A student's routes:
//
//	GET  /api/assignments/:a                       the assignment: its exercises as
//	                                               questions, without any answer
//	POST /api/assignments/:a/students              {"name", "number"} → the student's key
//	GET  /api/assignments/:a/me                    the student's own attempts
//	POST /api/assignments/:a/tasks/:n/attempts     {"submission", "answers", "seconds"}
//	                                               → the graded attempt
//
// take the student's key the same way (401 class.student_key without it). Bodies are
// JSON (application/json). Assessment: nothing a student is sent before the answers
// may be shown (classroom.Assignment.Revealed) holds an expected answer: the exercise
// is its question picture (render.LookQuestion) and its node names, a graded attempt's
// mistakes have no "expected" and their sentences hide the values the search finds
// (exercise.ExplainHidden). Hand-ins are rate limited per student and per client
// address (429 class.rate with Retry-After).

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render"
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
	exercises  exerciseCache
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
	maxCachedTasks = 512
)

func newClassState(store *classroom.Store) *classState {
	return &classState{
		store:      store,
		perStudent: newKeyedLimits(studentEvery, studentBurst),
		perAddress: newKeyedLimits(addressEvery, addressBurst),
		joins:      newKeyedLimits(joinEvery, joinBurst),
		exercises:  exerciseCache{m: map[string]*taskExercise{}},
	}
}

// taskExercise is a task's exercise made once, with its question pictures.
type taskExercise struct {
	e        *exercise.Exercise
	mu       sync.Mutex
	pictures map[string]string // by language
}

// exerciseCache keeps the exercises of tasks by their spec (a few hundred; all
// dropped when full). An exercise is only read once made.
type exerciseCache struct {
	mu sync.Mutex
	m  map[string]*taskExercise
}

// classRoutes adds the class routes to the API group.
func (s *Server) classRoutes(api *gin.RouterGroup) {
	api.POST("/classes", s.createClass)
	api.GET("/classes/:class", s.teacher(s.classInfo))
	api.DELETE("/classes/:class", s.teacher(s.deleteClass))
	api.POST("/classes/:class/assignments", s.teacher(s.createAssignment))
	api.POST("/classes/:class/assignments/:a/close", s.teacher(s.closeAssignment))
	api.GET("/classes/:class/assignments/:a/results", s.teacher(s.results))
	api.GET("/assignments/:a", s.studentAssignment)
	api.POST("/assignments/:a/students", s.joinClass)
	api.GET("/assignments/:a/me", s.myAttempts)
	api.POST("/assignments/:a/tasks/:n/attempts", s.handIn)
}

var (
	errClassesOff    = newAPIError(http.StatusServiceUnavailable, "class.off")
	errClassDatabase = &apiError{status: http.StatusServiceUnavailable, err: msg.New("class.database"), retry: 2}
)

// classFail answers an error of the class routes: a classroom refusal with its
// status, a database failure with 503 (logged), a cancelled request as such.
func (s *Server) classFail(c *gin.Context, err error) {
	var r *classroom.Refusal
	var ae *apiError
	switch {
	case errors.As(err, &ae):
		s.fail(c, ae)
	case errors.As(err, &r):
		status := map[classroom.Kind]int{classroom.Invalid: http.StatusBadRequest, classroom.NotFound: http.StatusNotFound,
			classroom.Unknown: http.StatusUnauthorized, classroom.Conflict: http.StatusConflict}[r.Kind]
		s.fail(c, &apiError{status: status, err: r.Err})
	case c.Request.Context().Err() != nil:
		s.fail(c, errCancelled)
	default:
		s.logFor(c).Error("classes' database", "route", c.FullPath(), "error", err)
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
	note(c).lang = requestLang(c)
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
		class, err := st.Class(c, c.Param("class"), bearer(c))
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
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != jsonType {
		return newAPIError(http.StatusUnsupportedMediaType, "class.media_type", "type", r.Header.Get("Content-Type"))
	}
	body, err := io.ReadAll(http.MaxBytesReader(c.Writer, r.Body, s.cfg.MaxBody))
	if err != nil {
		return bodyError(c, err, s.cfg.MaxBody)
	}
	d := json.NewDecoder(strings.NewReader(string(body)))
	d.DisallowUnknownFields()
	if err := d.Decode(dst); err != nil {
		if c, ok := msg.Find(err); ok {
			return &apiError{status: http.StatusBadRequest, err: msg.New("class.body", "detail", c)}
		}
		detail := strings.TrimPrefix(err.Error(), "json: ")
		if name, ok := strings.CutPrefix(detail, "unknown field "); ok {
			return badRequest("class.unknown_field", "name", strings.Trim(name, `"`), "known", known)
		}
		return badRequest("class.body", "detail", msg.Shorten(detail))
	}
	if d.More() {
		return badRequest("class.body", "detail", "more than one JSON value")
	}
	return nil
}

// rateLimit takes a token of key in l, or answers 429 class.rate with Retry-After (false).
func (s *Server) rateLimit(c *gin.Context, l *keyedLimits, key string) bool {
	ok, wait := l.allow(key, time.Now())
	if ok {
		return true
	}
	e := newAPIError(http.StatusTooManyRequests, "class.rate", "s", retrySeconds(wait))
	e.retry = retrySeconds(wait)
	s.fail(c, e)
	return false
}

// ---------- the teacher's routes ----------

type classReply struct {
	Class classroom.Class `json:"class"`
	// Key and TeacherLink: only when the class is made
	Key         string           `json:"key,omitempty"`
	TeacherLink string           `json:"teacher_link,omitempty"`
	Assignments []assignmentInfo `json:"assignments"`
}

// assignmentInfo is an assignment as its teacher sees it.
type assignmentInfo struct {
	classroom.Assignment
	Status      string     `json:"status"` // "not-open", "open", "closed"
	StudentLink string     `json:"student_link"`
	Tasks       []taskInfo `json:"tasks"`
}

type taskInfo struct {
	classroom.Task
	N    int    `json:"n"`
	Link string `json:"link"` // the exercise on the practise page
}

func teacherLink(class, key string) string { return "/?view=class&class=" + class + "#key=" + key }
func studentLink(a string) string          { return "/?view=class&a=" + a }

func status(a *classroom.Assignment, now time.Time) string {
	switch {
	case a.Closed(now):
		return "closed"
	case now.Before(a.Opens):
		return "not-open"
	}
	return "open"
}

func infoOf(a classroom.Assignment, now time.Time) assignmentInfo {
	info := assignmentInfo{Assignment: a, Status: status(&a, now), StudentLink: studentLink(a.ID)}
	for _, t := range a.Tasks {
		info.Tasks = append(info.Tasks, taskInfo{Task: t, N: t.Index + 1, Link: t.Spec.Link()})
	}
	info.Assignment.Tasks = nil
	return info
}

func (s *Server) createClass(c *gin.Context) {
	st, ok := s.classStore(c)
	if !ok || !s.rateLimit(c, s.classes.joins, "class "+c.RemoteIP()) {
		return
	}
	var req struct {
		Name string `json:"name"`
	}
	if err := s.readJSON(c, &req, "name"); err != nil {
		s.fail(c, err)
		return
	}
	class, key, err := st.CreateClass(c, req.Name)
	if err != nil {
		s.classFail(c, err)
		return
	}
	c.JSON(http.StatusCreated, classReply{Class: class, Key: key, TeacherLink: teacherLink(class.ID, key), Assignments: []assignmentInfo{}})
}

func (s *Server) classInfo(c *gin.Context, st *classroom.Store, class classroom.Class) {
	as, err := st.Assignments(c, class.ID)
	if err != nil {
		s.classFail(c, err)
		return
	}
	now := time.Now()
	r := classReply{Class: class, Assignments: []assignmentInfo{}}
	for _, a := range as {
		r.Assignments = append(r.Assignments, infoOf(a, now))
	}
	c.JSON(http.StatusOK, r)
}

func (s *Server) deleteClass(c *gin.Context, st *classroom.Store, class classroom.Class) {
	if err := st.DeleteClass(c, class.ID); err != nil {
		s.classFail(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}

// assignmentRequest is POST /api/classes/:class/assignments' body. Times are RFC 3339
// ("2025-03-14T09:30:00+01:00"); opens "" is now, closes "" never.
type assignmentRequest struct {
	Title  string        `json:"title"`
	Reveal string        `json:"reveal"`
	Opens  string        `json:"opens"`
	Closes string        `json:"closes"`
	Tasks  []taskRequest `json:"tasks"`
}

type taskRequest struct {
	Exercise json.RawMessage `json:"exercise"`
	Attempts int             `json:"attempts"`
}

func parseTime(name, v string) (time.Time, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return time.Time{}, nil
	}
	t, err := time.Parse(time.RFC3339, v)
	if err != nil {
		return time.Time{}, badRequest("class.time", "name", name, "value", v)
	}
	return t, nil
}

func (s *Server) createAssignment(c *gin.Context, st *classroom.Store, class classroom.Class) {
	var req assignmentRequest
	if err := s.readJSON(c, &req, "title, reveal, opens, closes, tasks"); err != nil {
		s.fail(c, err)
		return
	}
	na := classroom.NewAssignment{Title: req.Title}
	var err error
	if na.Reveal, err = classroom.ParseReveal(req.Reveal); err != nil {
		s.classFail(c, err)
		return
	}
	if na.Opens, err = parseTime("opens", req.Opens); err != nil {
		s.fail(c, err)
		return
	}
	if na.Closes, err = parseTime("closes", req.Closes); err != nil {
		s.fail(c, err)
		return
	}
	if len(req.Tasks) > classroom.MaxTasks {
		s.fail(c, badRequest("class.tasks", "n", len(req.Tasks), "max", classroom.MaxTasks))
		return
	}
	for i, t := range req.Tasks {
		if len(t.Exercise) == 0 {
			s.fail(c, badRequest("class.task", "n", i+1, "detail", msg.New("grade.no_exercise")))
			return
		}
		spec, err := exercise.ParseJSON(t.Exercise)
		if err != nil {
			cd, ok := msg.Find(err)
			if !ok {
				s.fail(c, err)
				return
			}
			s.fail(c, badRequest("class.task", "n", i+1, "detail", cd))
			return
		}
		na.Tasks = append(na.Tasks, classroom.NewTask{Spec: spec, Attempts: t.Attempts})
	}
	// making the exercises (CreateAssignment checks them) is a practise slot's work
	admitted, err := s.practise.admit()
	if err != nil {
		s.fail(c, newAPIError(http.StatusTooManyRequests, "web.busy"))
		return
	}
	a, err := st.CreateAssignment(c, class.ID, na)
	admitted()
	if err != nil {
		s.classFail(c, err)
		return
	}
	c.JSON(http.StatusCreated, infoOf(a, time.Now()))
}

// classAssignment is assignment :a of the teacher's class (404 otherwise).
func (s *Server) classAssignment(c *gin.Context, st *classroom.Store, class classroom.Class) (classroom.Assignment, bool) {
	a, err := st.Assignment(c, c.Param("a"))
	if err == nil && a.ClassID != class.ID {
		err = &classroom.Refusal{Kind: classroom.NotFound, Err: msg.New("class.assignment_not_found")}
	}
	if err != nil {
		s.classFail(c, err)
		return a, false
	}
	return a, true
}

func (s *Server) closeAssignment(c *gin.Context, st *classroom.Store, class classroom.Class) {
	if _, ok := s.classAssignment(c, st, class); !ok {
		return
	}
	a, err := st.CloseAssignment(c, class.ID, c.Param("a"))
	if err != nil {
		s.classFail(c, err)
		return
	}
	c.JSON(http.StatusOK, infoOf(a, time.Now()))
}

// taskExercise is task t's exercise, made once (in a practise slot) and kept.
func (s *Server) taskExercise(c *gin.Context, spec exercise.Spec) (*taskExercise, error) {
	key := spec.Query()
	cache := &s.classes.exercises
	cache.mu.Lock()
	te := cache.m[key]
	cache.mu.Unlock()
	if te != nil {
		return te, nil
	}
	e, err := s.makeExercise(c, spec)
	if err != nil {
		return nil, err
	}
	te = &taskExercise{e: e, pictures: map[string]string{}}
	cache.mu.Lock()
	if len(cache.m) >= maxCachedTasks {
		cache.m = map[string]*taskExercise{}
	}
	if old := cache.m[key]; old != nil {
		te = old
	} else {
		cache.m[key] = te
	}
	cache.mu.Unlock()
	return te, nil
}

// question is the task's question picture in lang: the whole tree, leaves with their
// values, every inner node an empty box, nothing that tells where alpha-beta prunes
// (render.LookQuestion), drawn once per language.
func (te *taskExercise) question(lang string) string {
	te.mu.Lock()
	defer te.mu.Unlock()
	if svg, ok := te.pictures[lang]; ok {
		return svg
	}
	q := te.e.Spec.Q
	svg := string(render.DrawSVG(te.e.Trace, render.Options{Lang: lang, MaxWidth: render.FullSize, Look: render.LookQuestion,
		Window: q == exercise.Window, Order: q == exercise.Order, Header: render.HeaderCompact}))
	te.pictures[lang] = svg
	return svg
}

// rankedReply is a mistake as the class made it, with the stepper's sentence.
type rankedReply struct {
	classroom.Ranked
	Sentence string `json:"sentence"`
}

type taskResultReply struct {
	N        int               `json:"n"`
	Spec     map[string]string `json:"exercise"` // its link's fields
	OutOf    int               `json:"out_of"`
	Students int               `json:"students"`
	Attempts int               `json:"attempts"`
	Problem  map[string]string `json:"problem"`
	Link     string            `json:"link"`
	Mistakes []rankedReply     `json:"mistakes"`
}

type resultsReply struct {
	Assignment assignmentInfo         `json:"assignment"`
	Students   []classroom.StudentRow `json:"students"`
	Tasks      []taskResultReply      `json:"tasks"`
	Attempts   int                    `json:"attempts"`
	OutOf      int                    `json:"out_of"`
}

func (s *Server) results(c *gin.Context, st *classroom.Store, class classroom.Class) {
	a, ok := s.classAssignment(c, st, class)
	if !ok {
		return
	}
	format := c.Query("format")
	if format != "" && format != "json" && format != "csv" {
		s.fail(c, badRequest("class.format", "value", format))
		return
	}
	r, err := st.Results(c, &a)
	if err != nil {
		s.classFail(c, err)
		return
	}
	lang := requestLang(c)
	if format == "csv" {
		s.resultsCSV(c, class, &a, &r, lang)
		return
	}
	reply := resultsReply{Assignment: infoOf(a, time.Now()), Students: r.Students, Attempts: r.Attempts}
	for i, t := range a.Tasks {
		te, err := s.taskExercise(c, t.Spec)
		if err != nil {
			s.fail(c, err)
			return
		}
		tr := taskResultReply{N: i + 1, Spec: specFields(t.Spec), OutOf: t.OutOf, Students: r.Tasks[i].Students, Attempts: r.Tasks[i].Attempts,
			Problem: te.e.Params.Values(), Link: t.Spec.Link(), Mistakes: []rankedReply{}}
		for _, m := range r.Tasks[i].Mistakes {
			tr.Mistakes = append(tr.Mistakes, rankedReply{Ranked: m, Sentence: te.e.Explain(m.Step, lang)})
		}
		reply.OutOf += t.OutOf
		reply.Tasks = append(reply.Tasks, tr)
	}
	c.JSON(http.StatusOK, reply)
}

// specFields are an exercise's link's fields (exercise.Spec.Values).
func specFields(spec exercise.Spec) map[string]string {
	out := map[string]string{}
	for _, kv := range spec.Values() {
		out[kv[0]] = kv[1]
	}
	return out
}

// ---------- the students' routes ----------

// studentTask is a task as a student gets it: the question, never an answer.
type studentTask struct {
	N        int    `json:"n"`
	Q        string `json:"q"`
	FailHard bool   `json:"fail_hard"`
	Attempts int    `json:"attempts"`
	// OutOf only for the minimax question: under alpha-beta the number of answers
	// would tell how much is pruned.
	OutOf int `json:"out_of,omitempty"`
	// Names are the nodes' names, by the ids the picture's elements carry (n3, e3);
	// Parents the parent of each (-1 for the root).
	Names   []string `json:"names"`
	Parents []int32  `json:"parents"`
	Asks    asks     `json:"asks"`
	Picture string   `json:"picture"`
	// Problem, once the answers may be shown: the search, for the stepper.
	Problem map[string]string `json:"problem,omitempty"`
}

// asks says what a task asks: a value of each node in ValueOf (with α and β when
// Window), the edges cut (Cuts), the order in which the leaves are evaluated (Order).
type asks struct {
	ValueOf []string `json:"value_of"`
	Window  bool     `json:"window"`
	Cuts    bool     `json:"cut_edges"`
	Order   bool     `json:"leaf_order"`
}

type studentAssignmentReply struct {
	ID       string           `json:"id"`
	ClassID  string           `json:"class_id"` // a browser keeps its student's key by class
	Class    string           `json:"class"`
	Title    string           `json:"title"`
	Status   string           `json:"status"`
	Opens    time.Time        `json:"opens"`
	Closes   time.Time        `json:"closes,omitzero"`
	Reveal   classroom.Reveal `json:"reveal"`
	Revealed bool             `json:"revealed"`
	Now      time.Time        `json:"now"`
	Count    int              `json:"count"`
	Tasks    []studentTask    `json:"tasks"`
}

// assignmentOf is assignment :a with its class's name.
func (s *Server) assignmentOf(c *gin.Context, st *classroom.Store) (classroom.Assignment, bool) {
	a, err := st.Assignment(c, c.Param("a"))
	if err != nil {
		s.classFail(c, err)
		return a, false
	}
	return a, true
}

func (s *Server) studentAssignment(c *gin.Context) {
	st, ok := s.classStore(c)
	if !ok {
		return
	}
	a, ok := s.assignmentOf(c, st)
	if !ok {
		return
	}
	name, err := st.ClassName(c, a.ClassID)
	if err != nil {
		s.classFail(c, err)
		return
	}
	now := time.Now()
	lang := requestLang(c)
	r := studentAssignmentReply{ID: a.ID, ClassID: a.ClassID, Class: name, Title: a.Title, Status: status(&a, now), Opens: a.Opens, Closes: a.Closes,
		Reveal: a.Reveal, Revealed: a.Revealed(now), Now: now, Count: len(a.Tasks), Tasks: []studentTask{}}
	if now.Before(a.Opens) { // nothing of the exercises before the opening
		c.JSON(http.StatusOK, r)
		return
	}
	for i, t := range a.Tasks {
		te, err := s.taskExercise(c, t.Spec)
		if err != nil {
			s.fail(c, err)
			return
		}
		e := te.e
		q := e.Spec.Q
		ql := e.Questions()
		stt := studentTask{N: i + 1, Q: string(q), FailHard: e.Spec.FailHard, Attempts: t.Attempts, Picture: te.question(lang),
			Asks: asks{ValueOf: ql.Values, Window: q == exercise.Window, Cuts: ql.Pruned != "", Order: q == exercise.Order}}
		if q == exercise.Values {
			stt.OutOf = t.OutOf
		}
		n := e.NodeCount()
		stt.Names, stt.Parents = make([]string, n), make([]int32, n)
		for id := range int32(n) {
			stt.Names[id] = e.Name(id)
			stt.Parents[id] = e.Trace.Node(id).Parent
		}
		if r.Revealed {
			stt.Problem = e.Params.Values()
		}
		r.Tasks = append(r.Tasks, stt)
	}
	c.JSON(http.StatusOK, r)
}

func (s *Server) joinClass(c *gin.Context) {
	st, ok := s.classStore(c)
	if !ok || !s.rateLimit(c, s.classes.joins, "join "+c.RemoteIP()) {
		return
	}
	var req struct {
		Name   string `json:"name"`
		Number string `json:"number"`
	}
	if err := s.readJSON(c, &req, "name, number"); err != nil {
		s.fail(c, err)
		return
	}
	student, key, err := st.Join(c, c.Param("a"), req.Name, req.Number)
	if err != nil {
		s.classFail(c, err)
		return
	}
	c.JSON(http.StatusCreated, gin.H{"student": student, "key": key})
}

// attemptReply is an attempt as its student sees it.
type attemptReply struct {
	ID       string           `json:"id"`
	N        int              `json:"n"` // the task, from 1
	Number   int              `json:"number"`
	Score    int              `json:"score"`
	OutOf    int              `json:"out_of"`
	Seconds  int              `json:"seconds"`
	Created  time.Time        `json:"created"`
	Replayed bool             `json:"replayed,omitempty"`
	Answers  exercise.Answers `json:"answers"`
	Mistakes []mistakeReply   `json:"mistakes"`
}

// mistakeReply is a mistake of an attempt; before the answers may be shown, without
// its expected answer and with the values of its sentence hidden, and for the order of
// the leaves without the leaf expected (its node and step would name it).
type mistakeReply struct {
	Kind     string `json:"kind"`
	Field    string `json:"field"`
	Node     string `json:"node,omitempty"`
	Edge     string `json:"edge,omitempty"`
	Given    string `json:"given,omitempty"`
	Expected string `json:"expected,omitempty"`
	Step     int    `json:"step"`
	Sentence string `json:"sentence,omitempty"`
}

// studentView writes an attempt for its student in lang.
func (s *Server) studentView(c *gin.Context, at classroom.Attempt, e *exercise.Exercise, revealed bool, lang string) attemptReply {
	r := attemptReply{ID: at.ID, N: at.Task + 1, Number: at.Number, Score: at.Score, OutOf: at.OutOf, Seconds: at.Seconds,
		Created: at.Created, Answers: at.Answers, Mistakes: []mistakeReply{}}
	for _, m := range at.Mistakes {
		mr := mistakeReply{Kind: m.Kind, Field: m.Field, Node: m.Node, Edge: m.Edge, Given: m.Given, Step: m.Step}
		switch {
		case revealed:
			mr.Expected, mr.Sentence = m.Expected, e.Explain(m.Step, lang)
		case m.Field == "order":
			mr.Node, mr.Step = "", -1
		default:
			mr.Sentence = e.ExplainHidden(m.Step, lang)
		}
		r.Mistakes = append(r.Mistakes, mr)
	}
	return r
}

// studentOf is the student whose key the request carries, in assignment a's class.
func (s *Server) studentOf(c *gin.Context, st *classroom.Store, a *classroom.Assignment) (classroom.Student, bool) {
	student, err := st.StudentOf(c, a.ClassID, bearer(c))
	if err != nil {
		s.classFail(c, err)
		return student, false
	}
	return student, true
}

func (s *Server) myAttempts(c *gin.Context) {
	st, ok := s.classStore(c)
	if !ok {
		return
	}
	a, ok := s.assignmentOf(c, st)
	if !ok {
		return
	}
	student, ok := s.studentOf(c, st, &a)
	if !ok {
		return
	}
	list, err := st.StudentAttempts(c, a.ID, student.ID)
	if err != nil {
		s.classFail(c, err)
		return
	}
	lang := requestLang(c)
	revealed := a.Revealed(time.Now())
	out := []attemptReply{}
	for _, at := range list {
		if at.Task < 0 || at.Task >= len(a.Tasks) {
			continue
		}
		te, err := s.taskExercise(c, a.Tasks[at.Task].Spec)
		if err != nil {
			s.fail(c, err)
			return
		}
		out = append(out, s.studentView(c, at, te.e, revealed, lang))
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].N != out[j].N {
			return out[i].N < out[j].N
		}
		return out[i].Number < out[j].Number
	})
	c.JSON(http.StatusOK, gin.H{"student": student, "attempts": out})
}

// handInRequest is a hand-in's body.
type handInRequest struct {
	Submission string          `json:"submission"`
	Answers    json.RawMessage `json:"answers"`
	Seconds    int             `json:"seconds"`
}

func (s *Server) handIn(c *gin.Context) {
	st, ok := s.classStore(c)
	if !ok {
		return
	}
	a, ok := s.assignmentOf(c, st)
	if !ok {
		return
	}
	n, err := strconv.Atoi(c.Param("n"))
	if err != nil || n < 1 || n > len(a.Tasks) {
		s.fail(c, newAPIError(http.StatusNotFound, "class.task_not_found", "n", msg.Shorten(c.Param("n"))))
		return
	}
	student, ok := s.studentOf(c, st, &a)
	if !ok {
		return
	}
	if !s.rateLimit(c, s.classes.perStudent, student.ID) || !s.rateLimit(c, s.classes.perAddress, c.RemoteIP()) {
		return
	}
	var req handInRequest
	if err := s.readJSON(c, &req, "submission, answers, seconds"); err != nil {
		s.fail(c, err)
		return
	}
	answers, err := exercise.ParseAnswers(req.Answers)
	if err != nil {
		s.fail(c, badInput(err))
		return
	}
	te, err := s.taskExercise(c, a.Tasks[n-1].Spec)
	if err != nil {
		s.fail(c, err)
		return
	}
	// the transaction runs to its end even if the client goes: what it commits, the
	// client finds again by sending the same submission
	ctx, cancel := context.WithTimeout(context.WithoutCancel(c.Request.Context()), 10*time.Second)
	defer cancel()
	at, replayed, err := st.Submit(ctx, classroom.HandIn{Assignment: &a, Student: student, Task: n - 1, Submission: req.Submission,
		Answers: answers, Seconds: req.Seconds}, te.e)
	if err != nil {
		s.classFail(c, err)
		return
	}
	r := s.studentView(c, at, te.e, a.Revealed(time.Now()), requestLang(c))
	r.Replayed = replayed
	status := http.StatusCreated
	if replayed {
		status = http.StatusOK
	}
	c.JSON(status, r)
}
