package web

// GET /api/classes/:class/assignments/:a/moodle.xml: an assignment's exercises as
// Moodle XML questions (package moodle), for a quiz's question bank.

import (
	"bytes"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/moodle"
	"github.com/gametree/gametree/web/apierr"
)

// moodleQuestions answers the assignment's exercises as Moodle XML in the request's
// language, saved as downloadName(..., "moodle", "xml"). Drawing their pictures is a
// practise slot's work.
func (s *Server) moodleQuestions(c *gin.Context, st *classroom.Store, class classroom.Class) {
	a, ok := s.classAssignment(c, st, class)
	if !ok {
		return
	}
	var tasks []moodle.Task
	for i, t := range a.Tasks {
		te, err := s.taskExercise(c, t.Spec)
		if err != nil {
			s.fail(c, err)
			return
		}
		tasks = append(tasks, moodle.Task{N: i + 1, Exercise: te.e})
	}
	admitted, err := s.practise.Admit()
	if err != nil {
		s.fail(c, apierr.New(http.StatusTooManyRequests, "web.busy"))
		return
	}
	var b bytes.Buffer
	err = moodle.Questions(c.Request.Context(), &b, a.Title, tasks, requestLang(c))
	admitted()
	if err != nil {
		if c.Request.Context().Err() != nil {
			s.fail(c, apierr.Cancelled)
			return
		}
		s.fail(c, err)
		return
	}
	sendFile(c, downloadName(class.Name, a.Title, "moodle", "xml", time.Now()), "application/xml; charset=utf-8", b.Bytes())
}
