package web

// The students' class routes (see class.go): an assignment without its answers,
// joining a class, a student's attempts and hand-ins.

import (
	"context"
	"encoding/json"
	"net/http"
	"sort"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/apierr"
)

// studentTask is a task as a student gets it: the question, never an answer.
type studentTask struct {
	N        int    `json:"n"`
	Q        string `json:"q"`
	FailHard bool   `json:"fail_hard"`
	// FailCourse: the course's alpha-beta (seed 002), α returned at MAX, β at MIN.
	FailCourse bool `json:"fail_course,omitempty"`
	Attempts   int  `json:"attempts"`
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
	// Feedback is what a graded attempt tells before the answers are revealed.
	Feedback classroom.Feedback `json:"feedback"`
	Now      time.Time          `json:"now"`
	Count    int                `json:"count"`
	// JoinFirst: asked without a student's key, the exercises are not sent (each
	// student has their own): join, then ask with the key.
	JoinFirst bool          `json:"join_first,omitempty"`
	Tasks     []studentTask `json:"tasks"`
}

// onAssignment wraps a student's route: assignment :a (404 without one).
func (s *Server) onAssignment(h func(c *gin.Context, st *classroom.Store, a classroom.Assignment)) gin.HandlerFunc {
	return func(c *gin.Context) {
		st, ok := s.classStore(c)
		if !ok {
			return
		}
		a, err := st.Assignment(c.Request.Context(), c.Param("a"))
		if err != nil {
			s.classFail(c, err)
			return
		}
		h(c, st, a)
	}
}

func (s *Server) studentAssignment(c *gin.Context, st *classroom.Store, a classroom.Assignment) {
	name, err := st.ClassName(c.Request.Context(), a.ClassID)
	if err != nil {
		s.classFail(c, err)
		return
	}
	now := time.Now()
	lang := requestLang(c)
	r := studentAssignmentReply{ID: a.ID, ClassID: a.ClassID, Class: name, Title: a.Title, Status: status(&a, now), Opens: a.Opens, Closes: a.Closes,
		Reveal: a.Reveal, Revealed: a.Revealed(now), Feedback: a.Feedback, Now: now, Count: len(a.Tasks), Tasks: []studentTask{}}
	if now.Before(a.Opens) { // nothing of the exercises before the opening
		c.JSON(http.StatusOK, r)
		return
	}
	student, ok := s.keyedStudent(c, st, &a)
	if !ok {
		return
	}
	if student == nil {
		r.JoinFirst = true
		c.JSON(http.StatusOK, r)
		return
	}
	if r.Tasks, err = s.studentTasks(c, &a, student.ID, lang, r.Revealed); err != nil {
		s.fail(c, err)
		return
	}
	c.JSON(http.StatusOK, r)
}

// studentTasks are assignment a's tasks as student studentID's questions in lang
// (their own trees), with the search of each for the stepper when withProblem (once
// the answers may be shown; to the teacher, with the teacher's pass).
func (s *Server) studentTasks(c *gin.Context, a *classroom.Assignment, studentID, lang string, withProblem bool) ([]studentTask, error) {
	out := []studentTask{}
	for i, t := range a.Tasks {
		te, err := s.variantExercise(c, a, i, studentID)
		if err != nil {
			return nil, err
		}
		e := te.e
		q := e.Spec.Q
		ql := e.Questions()
		stt := studentTask{N: i + 1, Q: string(q), FailHard: e.Spec.FailHard, FailCourse: e.Spec.FailCourse, Attempts: t.Attempts, Picture: te.question(lang),
			Asks: asks{ValueOf: ql.Values, Window: q == exercise.Window, Cuts: ql.Pruned != "", Order: q == exercise.Order}}
		if q == exercise.Values {
			stt.OutOf = e.OutOf()
		}
		n := e.NodeCount()
		stt.Names, stt.Parents = make([]string, n), make([]int32, n)
		for id := range int32(n) {
			stt.Names[id] = e.Name(id)
			stt.Parents[id] = e.Trace.Node(id).Parent
		}
		if withProblem {
			stt.Problem = s.problemOf(c, a, te)
		}
		out = append(out, stt)
	}
	return out, nil
}

func (s *Server) joinClass(c *gin.Context) {
	st, ok := s.classStore(c)
	if !ok || !s.rateLimit(c, s.classes.joins, "join "+c.RemoteIP()) || !s.classJoinLimit(c, st) {
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
	student, key, err := st.Join(c.Request.Context(), c.Param("a"), req.Name, req.Number)
	if err != nil {
		s.classFail(c, err)
		return
	}
	c.JSON(http.StatusCreated, gin.H{"student": student, "key": key, "link": ownLink(c.Param("a"), key)})
}

// attemptReply is an attempt as its student sees it (or their teacher: everything).
// Under the feedback rules "none", "score" and "count", before the answers are
// revealed, it is sealed: written as a sealedAttempt (class_feedback.go).
type attemptReply struct {
	ID     string `json:"id"`
	N      int    `json:"n"` // the task, from 1
	Number int    `json:"number"`
	// Feedback is what the reply carries: "revealed" (everything), or the rule.
	Feedback string           `json:"feedback"`
	Score    int              `json:"score"`
	OutOf    int              `json:"out_of"`
	Seconds  int              `json:"seconds"`
	Created  time.Time        `json:"created"`
	Replayed bool             `json:"replayed,omitempty"`
	Answers  exercise.Answers `json:"answers"`
	Mistakes []mistakeReply   `json:"mistakes"`
	// MistakeCount: under the rule "count" (sealed replies only).
	MistakeCount int `json:"mistake_count,omitempty"`

	sealed                          bool // written as a sealedAttempt
	showScore, showOutOf, showCount bool // what of it a sealed reply writes
}

// mistakeReply is a mistake of an attempt. Before the answers may be shown (under the
// feedback rule "full"; the other rules send no mistakes) it carries
// nothing derived from the expected answers (see hiddenMistakes): the student's own
// answer, the node of a value, α or β, and the step's sentence with the search's
// values hidden; missed cuts only counted (Count), not named.
type mistakeReply struct {
	Kind     string `json:"kind"`
	Field    string `json:"field"`
	Node     string `json:"node,omitempty"`
	Edge     string `json:"edge,omitempty"`
	Given    string `json:"given,omitempty"`
	Expected string `json:"expected,omitempty"`
	// Step is the step of the search that decides it, from 1 (0, left out: not told).
	Step     int    `json:"step,omitempty"`
	Sentence string `json:"sentence,omitempty"`
	// Count, before the answers may be shown, is how many cuts are missed (one reply
	// of kind missed-cut stands for them all).
	Count int `json:"count,omitempty"`
	// Player is who moves at the mistake's node ("max" or "min"; for a cut, its
	// parent's): drawn on the question as its triangle, so no secret; the page names
	// the rule broken by it (practise-rules.js). Left out for a mistake stored before
	// it was kept, and for the missed cuts counted.
	Player string `json:"player,omitempty"`
}

// studentView writes an attempt for its student in lang, as v allows.
func (s *Server) studentView(c *gin.Context, at classroom.Attempt, e *exercise.Exercise, v attemptView, lang string) attemptReply {
	if v.sealed() {
		return sealedView(at, e, v)
	}
	r := attemptReply{ID: at.ID, N: at.Task + 1, Number: at.Number, Feedback: v.name(), Score: at.Score, OutOf: at.OutOf, Seconds: at.Seconds,
		Created: at.Created, Answers: at.Answers, Mistakes: []mistakeReply{}}
	if !v.revealed {
		r.Mistakes = hiddenMistakes(at.Mistakes, e, lang)
		return r
	}
	for _, m := range at.Mistakes {
		r.Mistakes = append(r.Mistakes, mistakeReply{Kind: m.Kind, Field: m.Field, Node: m.Node, Edge: m.Edge, Given: m.Given,
			Expected: m.Expected, Step: m.Step, Sentence: e.Explain(m.Step-1, lang), Player: m.Player})
	}
	return r
}

// hiddenMistakes are an attempt's mistakes as its student sees them before the answers
// may be shown, under the feedback rule "full": nothing in them derived from the
// expected answers, though their kinds and places tell the search's structure.
//   - No expected answer, and no step: its number tells how much of the search came
//     before, so how much was pruned.
//   - A missed cut is not named (its edge would be the answer to a second attempt):
//     the missed cuts are one reply that counts them, where the first of them was.
//   - The order of the leaves: that it is wrong, once, not where it goes wrong nor
//     which leaf was expected there (nor whether the list is short): the grader names
//     every mark lost in the order, and their number is the score's.
//   - A sentence with the search's values hidden (ExplainHidden), and none for a step
//     that is a cutoff (an extra cut inside a pruned subtree is explained by the
//     cutoff above it, which would tell where the cut should be).
func hiddenMistakes(ms []classroom.Mistake, e *exercise.Exercise, lang string) []mistakeReply {
	out := []mistakeReply{}
	missed, order := -1, -1 // the indexes of the missed cuts' reply and of the order's
	for _, m := range ms {
		switch {
		case m.Kind == exercise.MissedCut:
			if missed < 0 {
				missed = len(out)
				out = append(out, mistakeReply{Kind: exercise.MissedCut, Field: m.Field})
			}
			out[missed].Count++
		case m.Field == "order":
			if order < 0 {
				order = len(out)
				out = append(out, mistakeReply{Kind: exercise.WrongOrder, Field: m.Field})
			}
		default:
			mr := mistakeReply{Kind: m.Kind, Field: m.Field, Node: m.Node, Edge: m.Edge, Given: m.Given, Player: m.Player}
			if kind, _ := e.Trace.StepKindAt(m.Step - 1); kind != trace.StepCutoff {
				mr.Sentence = e.ExplainHidden(m.Step-1, lang)
			}
			out = append(out, mr)
		}
	}
	return out
}

// studentOf is the student whose key the request carries, in assignment a's class.
func (s *Server) studentOf(c *gin.Context, st *classroom.Store, a *classroom.Assignment) (classroom.Student, bool) {
	student, err := st.StudentOf(c.Request.Context(), a.ClassID, bearer(c))
	if err != nil {
		s.classFail(c, err)
		return student, false
	}
	return student, true
}

func (s *Server) myAttempts(c *gin.Context, st *classroom.Store, a classroom.Assignment) {
	student, ok := s.studentOf(c, st, &a)
	if !ok {
		return
	}
	out, err := s.attemptsOf(c, st, &a, student.ID, studentViewOf(&a, time.Now()))
	if err != nil {
		s.classFail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"student": student, "attempts": out})
}

// attemptsOf are a student's attempts at assignment a, by exercise and number, as the
// student sees them (studentViewOf) or their teacher (teacherView).
func (s *Server) attemptsOf(c *gin.Context, st *classroom.Store, a *classroom.Assignment, student string, v attemptView) ([]attemptReply, error) {
	list, err := st.StudentAttempts(c.Request.Context(), a.ID, student)
	if err != nil {
		return nil, err
	}
	lang := requestLang(c)
	out := []attemptReply{}
	for _, at := range list {
		if at.Task < 0 || at.Task >= len(a.Tasks) {
			continue
		}
		te, err := s.seededExercise(c, a, at.Task, student, at.Seed)
		if err != nil {
			return nil, err
		}
		out = append(out, s.studentView(c, at, te.e, v, lang))
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].N != out[j].N {
			return out[i].N < out[j].N
		}
		return out[i].Number < out[j].Number
	})
	return out, nil
}

// handInRequest is a hand-in's body.
type handInRequest struct {
	Submission string          `json:"submission"`
	Answers    json.RawMessage `json:"answers"`
	Seconds    int             `json:"seconds"`
}

func (s *Server) handIn(c *gin.Context, st *classroom.Store, a classroom.Assignment) {
	n, err := strconv.Atoi(c.Param("n"))
	if err != nil || n < 1 || n > len(a.Tasks) {
		s.fail(c, apierr.New(http.StatusNotFound, "class.task_not_found", "n", msg.Shorten(c.Param("n"))))
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
		s.fail(c, apierr.Input(err))
		return
	}
	// a hand-in the server fails (5xx) costs no token
	refund := func() {
		now := time.Now()
		s.classes.perStudent.giveBack(student.ID, now)
		s.classes.perAddress.giveBack(c.RemoteIP(), now)
	}
	te, err := s.variantExercise(c, &a, n-1, student.ID)
	if err != nil {
		refund()
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
		if serverFault(err) {
			refund()
		}
		s.classFail(c, err)
		return
	}
	r := s.studentView(c, at, te.e, studentViewOf(&a, time.Now()), requestLang(c))
	r.Replayed = replayed
	status := http.StatusCreated
	if replayed {
		status = http.StatusOK
	}
	c.JSON(status, r)
}
