package web

// A class's students as their teacher keeps them (see class.go), under the teacher's
// key:
//
//	GET    /api/classes/:class/students/:student/link[?a=A]
//	                                   → {"student", "key", "link"}: the student's own
//	                                   link (…?view=class&a=A#student=KEY; A: the newest
//	                                   assignment when not given); 409
//	                                   class.no_student_link for a student who joined
//	                                   before links were kept (reset it)
//	POST   /api/classes/:class/students/:student/link[?a=A]
//	                                   resets it: a new key and link, the old one
//	                                   stops working
//	PATCH  /api/classes/:class/students/:student   {"name", "number"}: renames
//	                                   (409 class.name_taken_teacher)
//	POST   /api/classes/:class/students/:student/merge   {"into": ID}: the student's
//	                                   attempts move to student ID, the student goes
//	DELETE /api/classes/:class/students/:student   the student with their attempts
//
// Joining (POST /api/assignments/:a/students) is limited per class as well as per
// address: a class of 60 joins at once, a flood of made-up names does not.

import (
	"net/http"
	"net/url"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/web/apierr"
)

// The joins of one class: 70 at once (a class of 60 and a few who mistype), then one
// per 2 s: of 139 made-up joins in 30 s, 54 or more are refused.
const (
	classJoinEvery = 2 * time.Second
	classJoinBurst = 70
)

// studentRoutes adds the routes of a class's students.
func (s *Server) studentRoutes(api *gin.RouterGroup) {
	base := "/classes/:class/students/:student"
	api.GET(base+"/link", s.teacher(s.studentLink))
	api.POST(base+"/link", s.teacher(s.resetStudentLink))
	api.PATCH(base, s.teacher(s.renameStudent))
	api.POST(base+"/merge", s.teacher(s.mergeStudent))
	api.DELETE(base, s.teacher(s.deleteStudent))
}

// ownLink is a student's own link to assignment a: their key in the fragment (never
// sent to a server), which the page reads and keeps.
func ownLink(a, key string) string { return studentLink(a) + "#student=" + url.QueryEscape(key) }

// studentLinkReply is a student's own key and link, as their teacher is shown them.
type studentLinkReply struct {
	Student classroom.Student `json:"student"`
	Key     string            `json:"key"`
	Link    string            `json:"link"`
}

// linkAssignment is the assignment a student's link opens: ?a= when it is the
// class's, else the class's newest.
func (s *Server) linkAssignment(c *gin.Context, st *classroom.Store, class classroom.Class) (string, bool) {
	if a := c.Query("a"); a != "" {
		got, err := st.Assignment(c.Request.Context(), a)
		if err == nil && got.ClassID != class.ID {
			err = &classroom.Refusal{Kind: classroom.NotFound, Err: msg.New("class.assignment_not_found")}
		}
		if err != nil {
			s.classFail(c, err)
			return "", false
		}
		return a, true
	}
	as, err := st.Assignments(c.Request.Context(), class.ID)
	if err != nil {
		s.classFail(c, err)
		return "", false
	}
	if len(as) == 0 {
		s.fail(c, apierr.New(http.StatusNotFound, "class.assignment_not_found"))
		return "", false
	}
	return as[0].ID, true
}

func (s *Server) studentLink(c *gin.Context, st *classroom.Store, class classroom.Class) {
	a, ok := s.linkAssignment(c, st, class)
	if !ok {
		return
	}
	student, key, err := st.StudentKey(c.Request.Context(), class.ID, bearer(c), c.Param("student"))
	if err != nil {
		s.classFail(c, err)
		return
	}
	c.JSON(http.StatusOK, studentLinkReply{Student: student, Key: key, Link: ownLink(a, key)})
}

func (s *Server) resetStudentLink(c *gin.Context, st *classroom.Store, class classroom.Class) {
	a, ok := s.linkAssignment(c, st, class)
	if !ok {
		return
	}
	student, key, err := st.ResetStudentKey(c.Request.Context(), class.ID, bearer(c), c.Param("student"))
	if err != nil {
		s.classFail(c, err)
		return
	}
	c.JSON(http.StatusOK, studentLinkReply{Student: student, Key: key, Link: ownLink(a, key)})
}

func (s *Server) renameStudent(c *gin.Context, st *classroom.Store, class classroom.Class) {
	var req struct {
		Name   *string `json:"name"`
		Number *string `json:"number"`
	}
	if err := s.readJSON(c, &req, "name, number"); err != nil {
		s.fail(c, err)
		return
	}
	student, err := st.RenameStudent(c.Request.Context(), class.ID, c.Param("student"), req.Name, req.Number)
	if err != nil {
		s.classFail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"student": student})
}

func (s *Server) mergeStudent(c *gin.Context, st *classroom.Store, class classroom.Class) {
	var req struct {
		Into string `json:"into"`
	}
	if err := s.readJSON(c, &req, "into"); err != nil {
		s.fail(c, err)
		return
	}
	if req.Into == "" {
		s.fail(c, apierr.BadRequest("class.merge_into"))
		return
	}
	student, err := st.MergeStudents(c.Request.Context(), class.ID, c.Param("student"), req.Into)
	if err != nil {
		s.classFail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"student": student})
}

func (s *Server) deleteStudent(c *gin.Context, st *classroom.Store, class classroom.Class) {
	if err := st.DeleteStudent(c.Request.Context(), class.ID, c.Param("student")); err != nil {
		s.classFail(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}

// classJoinLimit takes a token of the joins of assignment :a's class, or answers 429
// class.join_rate (or 404 for no such assignment); false when it answered.
func (s *Server) classJoinLimit(c *gin.Context, st *classroom.Store) bool {
	a, err := st.Assignment(c.Request.Context(), c.Param("a"))
	if err != nil {
		s.classFail(c, err)
		return false
	}
	ok, wait := s.classes.perClass.allow(a.ClassID, time.Now())
	if ok {
		return true
	}
	e := apierr.New(http.StatusTooManyRequests, "class.join_rate", "s", retrySeconds(wait))
	e.Retry = retrySeconds(wait)
	s.fail(c, e)
	return false
}
