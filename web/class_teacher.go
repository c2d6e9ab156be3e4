package web

// The teacher's class routes (see class.go): a class, its assignments, their results.

import (
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/web/apierr"
)

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
	Status string `json:"status"` // "not-open", "open", "closed"
	// Revealed: the students see the expected answers now (the reveal rule).
	Revealed    bool       `json:"revealed"`
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
	info := assignmentInfo{Assignment: a, Status: status(&a, now), Revealed: a.Revealed(now), StudentLink: studentLink(a.ID)}
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
	class, key, err := st.CreateClass(c.Request.Context(), req.Name)
	if err != nil {
		s.classFail(c, err)
		return
	}
	c.JSON(http.StatusCreated, classReply{Class: class, Key: key, TeacherLink: teacherLink(class.ID, key), Assignments: []assignmentInfo{}})
}

func (s *Server) classInfo(c *gin.Context, st *classroom.Store, class classroom.Class) {
	as, err := st.Assignments(c.Request.Context(), class.ID)
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
	if err := st.DeleteClass(c.Request.Context(), class.ID); err != nil {
		s.classFail(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}

// assignmentRequest is POST /api/classes/:class/assignments' body. Times are RFC 3339
// ("2025-03-14T09:30:00+01:00"); opens "" is now, closes "" never.
type assignmentRequest struct {
	Title    string        `json:"title"`
	Reveal   string        `json:"reveal"`
	Feedback string        `json:"feedback"`
	Opens    string        `json:"opens"`
	Closes   string        `json:"closes"`
	Tasks    []taskRequest `json:"tasks"`
}

type taskRequest struct {
	Exercise json.RawMessage `json:"exercise"`
	Attempts int             `json:"attempts"`
	// Variants: "per-student" (a random exercise's default), "shared"
	Variants string `json:"variants"`
}

func parseTime(name, v string) (time.Time, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return time.Time{}, nil
	}
	t, err := time.Parse(time.RFC3339, v)
	if err != nil {
		return time.Time{}, apierr.BadRequest("class.time", "name", name, "value", v)
	}
	return t, nil
}

func (s *Server) createAssignment(c *gin.Context, st *classroom.Store, class classroom.Class) {
	var req assignmentRequest
	if err := s.readJSON(c, &req, "title, reveal, feedback, opens, closes, tasks"); err != nil {
		s.fail(c, err)
		return
	}
	na := classroom.NewAssignment{Title: req.Title}
	var err error
	if na.Reveal, err = classroom.ParseReveal(req.Reveal); err != nil {
		s.classFail(c, err)
		return
	}
	if na.Feedback, err = classroom.ParseFeedback(req.Feedback); err != nil {
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
		s.fail(c, apierr.BadRequest("class.tasks", "n", len(req.Tasks), "max", classroom.MaxTasks))
		return
	}
	for i, t := range req.Tasks {
		if len(t.Exercise) == 0 {
			s.fail(c, apierr.BadRequest("class.task", "n", i+1, "detail", msg.New("grade.no_exercise")))
			return
		}
		spec, err := exercise.ParseJSON(t.Exercise)
		if err != nil {
			cd, ok := msg.Find(err)
			if !ok {
				s.fail(c, err)
				return
			}
			s.fail(c, apierr.BadRequest("class.task", "n", i+1, "detail", cd))
			return
		}
		v, err := classroom.ParseVariants(t.Variants)
		if err != nil {
			s.classFail(c, err)
			return
		}
		na.Tasks = append(na.Tasks, classroom.NewTask{Spec: spec, Attempts: t.Attempts, Variants: v})
	}
	// making the exercises (CreateAssignment checks them) is a practise slot's work
	admitted, err := s.practise.Admit()
	if err != nil {
		s.fail(c, apierr.New(http.StatusTooManyRequests, "web.busy"))
		return
	}
	a, err := st.CreateAssignment(c.Request.Context(), class.ID, na)
	admitted()
	s.classes.guard.markStale()
	if err != nil {
		s.classFail(c, err)
		return
	}
	c.JSON(http.StatusCreated, infoOf(a, time.Now()))
}

// classAssignment is assignment :a of the teacher's class (404 otherwise).
func (s *Server) classAssignment(c *gin.Context, st *classroom.Store, class classroom.Class) (classroom.Assignment, bool) {
	a, err := st.Assignment(c.Request.Context(), c.Param("a"))
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
	a, err := st.CloseAssignment(c.Request.Context(), class.ID, c.Param("a"))
	s.classes.guard.markStale()
	if err != nil {
		s.classFail(c, err)
		return
	}
	c.JSON(http.StatusOK, infoOf(a, time.Now()))
}

// changeRequest is PATCH /api/classes/:class/assignments/:a's body: the fields given
// are changed (times as in assignmentRequest: opens "" is now, closes "" never).
type changeRequest struct {
	Title    *string `json:"title"`
	Reveal   *string `json:"reveal"`
	Feedback *string `json:"feedback"`
	Opens    *string `json:"opens"`
	Closes   *string `json:"closes"`
}

func (s *Server) updateAssignment(c *gin.Context, st *classroom.Store, class classroom.Class) {
	var req changeRequest
	if err := s.readJSON(c, &req, "title, reveal, feedback, opens, closes"); err != nil {
		s.fail(c, err)
		return
	}
	ch := classroom.Change{Title: req.Title}
	if req.Reveal != nil {
		r, err := classroom.ParseReveal(*req.Reveal)
		if err != nil {
			s.classFail(c, err)
			return
		}
		ch.Reveal = &r
	}
	if req.Feedback != nil {
		f, err := classroom.ParseFeedback(*req.Feedback)
		if err != nil {
			s.classFail(c, err)
			return
		}
		ch.Feedback = &f
	}
	for _, f := range []struct {
		name string
		v    *string
		dst  **time.Time
	}{{"opens", req.Opens, &ch.Opens}, {"closes", req.Closes, &ch.Closes}} {
		if f.v == nil {
			continue
		}
		t, err := parseTime(f.name, *f.v)
		if err != nil {
			s.fail(c, err)
			return
		}
		*f.dst = &t
	}
	a, err := st.UpdateAssignment(c.Request.Context(), class.ID, c.Param("a"), ch)
	s.classes.guard.markStale()
	if err != nil {
		s.classFail(c, err)
		return
	}
	c.JSON(http.StatusOK, infoOf(a, time.Now()))
}

func (s *Server) deleteAssignment(c *gin.Context, st *classroom.Store, class classroom.Class) {
	s.classes.guard.markStale()
	if err := st.DeleteAssignment(c.Request.Context(), class.ID, c.Param("a")); err != nil {
		s.classFail(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}

// studentWorkReply is one student's work at an assignment as their teacher sees it:
// the questions (with their searches, for the stepper) and every attempt in full.
type studentWorkReply struct {
	Student  classroom.Student `json:"student"`
	Tasks    []studentTask     `json:"tasks"`
	Attempts []attemptReply    `json:"attempts"`
}

func (s *Server) studentWork(c *gin.Context, st *classroom.Store, class classroom.Class) {
	a, ok := s.classAssignment(c, st, class)
	if !ok {
		return
	}
	student, err := st.Student(c.Request.Context(), class.ID, c.Param("student"))
	if err != nil {
		s.classFail(c, err)
		return
	}
	r := studentWorkReply{Student: student}
	if r.Tasks, err = s.studentTasks(c, &a, student.ID, requestLang(c), true); err != nil {
		s.fail(c, err)
		return
	}
	if r.Attempts, err = s.attemptsOf(c, st, &a, student.ID, teacherView); err != nil {
		s.classFail(c, err)
		return
	}
	c.JSON(http.StatusOK, r)
}

type taskResultReply struct {
	N        int                `json:"n"`
	Spec     map[string]string  `json:"exercise"` // its link's fields
	OutOf    int                `json:"out_of"`
	Students int                `json:"students"`
	Attempts int                `json:"attempts"`
	Problem  map[string]string  `json:"problem"`
	Link     string             `json:"link"`
	Variants classroom.Variants `json:"variants"`
	Mistakes []rankedReply      `json:"mistakes"`
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
	if format != "" && format != "json" && format != "csv" && format != "moodle-csv" {
		s.fail(c, apierr.BadRequest("class.format", "value", format))
		return
	}
	r, err := st.Results(c.Request.Context(), &a)
	if err != nil {
		s.classFail(c, err)
		return
	}
	lang := requestLang(c)
	switch format {
	case "csv":
		s.resultsCSV(c, class, &a, &r, lang)
		return
	case "moodle-csv":
		s.moodleCSV(c, class, &a, &r, lang)
		return
	}
	reply := resultsReply{Assignment: infoOf(a, time.Now()), Students: r.Students, Attempts: r.Attempts}
	names := map[string]string{}
	for _, st := range r.Students {
		names[st.ID] = st.Name
	}
	for i, t := range a.Tasks {
		te, err := s.variantExercise(c, &a, i, "")
		if err != nil {
			s.fail(c, err)
			return
		}
		tr := taskResultReply{N: i + 1, Spec: specFields(t.Spec), OutOf: t.OutOf, Students: r.Tasks[i].Students, Attempts: r.Tasks[i].Attempts,
			Problem: s.problemOf(c, &a, te), Link: t.Spec.Link(), Variants: t.Variants}
		if tr.Mistakes, err = s.rankedReplies(c, &a, i, r.Tasks[i].Mistakes, names, lang); err != nil {
			s.fail(c, err)
			return
		}
		reply.OutOf += t.OutOf
		reply.Tasks = append(reply.Tasks, tr)
	}
	c.JSON(http.StatusOK, reply)
}
