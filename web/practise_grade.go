package web

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/form"
	"github.com/gametree/gametree/web/observe"
)

func (s *Server) grade(c *gin.Context) {
	lang := requestLang(c)
	observe.NoteOf(c).Lang = lang
	r := c.Request
	if !form.IsJSON(r) {
		s.fail(c, apierr.New(http.StatusUnsupportedMediaType, "grade.media_type", "type", r.Header.Get("Content-Type")))
		return
	}
	body, err := form.Body(c, s.cfg.MaxBody)
	if err != nil {
		s.fail(c, err)
		return
	}
	var req map[string]json.RawMessage
	if err := json.Unmarshal(body, &req); err != nil || req == nil {
		detail := "null"
		if err != nil {
			detail = strings.TrimPrefix(err.Error(), "json: ")
		}
		s.fail(c, apierr.BadRequest("grade.body", "detail", msg.Shorten(detail)))
		return
	}
	keys := make([]string, 0, len(req))
	for k := range req {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		if k != "exercise" && k != "answers" {
			s.fail(c, apierr.BadRequest("grade.unknown_field", "name", msg.Shorten(k)))
			return
		}
	}
	if req["exercise"] == nil {
		s.fail(c, apierr.BadRequest("grade.no_exercise"))
		return
	}
	spec, err := exercise.ParseJSON(req["exercise"])
	if err != nil {
		s.fail(c, apierr.Input(err))
		return
	}
	if err := s.guardSpec(c.Request.Context(), spec, ""); err != nil {
		s.fail(c, err)
		return
	}
	answers, err := exercise.ParseAnswers(req["answers"])
	if err != nil {
		s.fail(c, apierr.Input(err))
		return
	}
	e, err := s.makeExercise(c, spec, s.newExercise)
	if err != nil {
		s.fail(c, err)
		return
	}
	res, err := e.Grade(answers, lang)
	if err != nil {
		s.fail(c, apierr.Input(err))
		return
	}
	c.JSON(http.StatusOK, res)
}

// fromOne turns steps counted from 0 (the trace's) into steps counted from 1 (the API's).
func fromOne(steps []int) []int {
	out := make([]int, len(steps))
	for i, k := range steps {
		out[i] = k + 1
	}
	return out
}
