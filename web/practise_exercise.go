package web

// The practise API: exercises and their grading (package exercise).
//
//	GET  /api/exercise?source=random&seed=7&level=3&q=prune[&root=min][&fail-hard=true][&fit=true]
//	     (fit: a student's game too big from its position is offered from the nearest
//	     position on that fits, exercise.Fit; the answer's spec says which)
//	     → {"spec", "link", "problem" (the /api/trace parameters of the exercise),
//	        "trace" (the recorded search, as /api/trace writes it), "questions", "out_of"}
//	POST /api/grade  {"exercise": {...spec...}, "answers": {"values": {...}, "alpha": {...},
//	     "beta": {...}, "pruned": ["C>C2"], "order": [...]}} (application/json)
//	     → {"score", "out_of", "lang", "mistakes": [...], "first_step"}
//	GET  /api/exercise/question?<the exercise's fields, as above>&lang=en|es
//	     → the SVG of the exercise's tree as its printed question draws it, the
//	       drawing the page answers on
//
// Both take lang (or Accept-Language) for their errors and sentences. An exercise is
// small (at most 121 nodes), so it is made for each request, in a practise slot
// (not a search slot), within the request's deadline; bodies are limited to Config.MaxBody.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/sandbox"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/form"
	"github.com/gametree/gametree/web/observe"
	"github.com/gametree/gametree/worksheet"
)

// practiseRoutes adds /api/exercise and /api/grade to the API group.
func (s *Server) practiseRoutes(api *gin.RouterGroup) {
	api.GET("/exercise", s.exercise)
	api.GET("/exercise/question", s.exerciseQuestion)
	api.POST("/grade", s.grade)
}

// exerciseReply is /api/exercise's answer.
type exerciseReply struct {
	Spec      exercise.Spec         `json:"spec"`
	Link      string                `json:"link"`
	Problem   map[string]string     `json:"problem"`
	Trace     json.RawMessage       `json:"trace"`
	Questions exercise.QuestionList `json:"questions"`
	OutOf     int                   `json:"out_of"`
	// Hints are the steps a hint reveals up to, in order (exercise.NextHint), counted
	// from 1 as /api/render's step and /api/grade's are.
	Hints []int `json:"hints"`
}

// exerciseSpec reads the exercise a GET route names, and its language; false when
// the request has failed.
func (s *Server) exerciseSpec(c *gin.Context) (exercise.Spec, string, bool) {
	lang := requestLang(c)
	observe.NoteOf(c).Lang = lang
	vals := c.Request.URL.Query()
	if _, err := form.Each(vals, nil); err != nil {
		s.fail(c, err)
		return exercise.Spec{}, lang, false
	}
	spec, err := exercise.FromValues(vals, "lang", "view", "fit", "pass")
	if err != nil {
		s.fail(c, apierr.Input(err))
		return exercise.Spec{}, lang, false
	}
	if err := s.guardSpec(c.Request.Context(), spec, vals.Get("pass")); err != nil {
		s.fail(c, err)
		return exercise.Spec{}, lang, false
	}
	return spec, lang, true
}

func (s *Server) exercise(c *gin.Context) {
	spec, _, ok := s.exerciseSpec(c)
	if !ok {
		return
	}
	build := s.newExercise
	if c.Query("fit") == "true" {
		build = s.fitExercise
	}
	e, err := s.makeExercise(c, spec, build)
	if err != nil {
		s.fail(c, err)
		return
	}
	var tr bytes.Buffer
	if err := e.Trace.WriteJSON(&tr, e.Params.Problem()); err != nil {
		s.fail(c, err)
		return
	}
	c.JSON(http.StatusOK, exerciseReply{
		Spec: e.Spec, Link: e.Spec.Link(), Problem: e.Params.Values(), Trace: tr.Bytes(),
		Questions: e.Questions(), OutOf: e.OutOf(), Hints: fromOne(e.Hints()),
	})
}

// exerciseQuestion answers /api/exercise/question: the exercise's tree drawn as its
// printed question (worksheet.TreeOptions, render.LookQuestion) from the exercise's
// own trace, in which pruned subtrees are recorded whole. Every node and edge is
// drawn plainly, alike whether alpha-beta searches or prunes it: no class, text,
// tooltip, dash or size tells them apart (the page once drew its question from the
// finished search and hid the pruning, whose cutoff rules stayed in the drawing as
// invisible text). The drawing is small (at most 121 nodes) and cached like pictures.
func (s *Server) exerciseQuestion(c *gin.Context) {
	spec, lang, ok := s.exerciseSpec(c)
	if !ok {
		return
	}
	key := "question|" + spec.Query() + "|" + lang
	body, gz, ok := s.images.get(key)
	if ok {
		observe.NoteOf(c).Image = "hit"
	} else {
		e, err := s.makeExercise(c, spec, s.newExercise)
		if err != nil {
			s.fail(c, err)
			return
		}
		admitted, err := s.drawLimit.Admit()
		if err != nil {
			s.fail(c, drawingError(c.Request.Context(), err))
			return
		}
		body, err = s.drawLimit.Run(c.Request.Context(), func() ([]byte, error) {
			return render.DrawSVG(e.Trace, worksheet.TreeOptions(e.Spec, worksheet.Question, lang)), nil
		})
		admitted()
		if err != nil {
			s.fail(c, drawingError(c.Request.Context(), err))
			return
		}
		gz = gzipBytes(body)
		s.images.put(key, body, gz)
	}
	s.send(c, http.StatusOK, formatTypes[render.FormatSVG], body, gz)
}

// exerciseMaker makes an exercise: newExercise, or fitExercise.
type exerciseMaker func(ctx context.Context, spec exercise.Spec) (*exercise.Exercise, error)

// newExercise is exercise.NewWith with the server's makers (a student's game from the
// code lab); fitExercise the same with exercise.Fit's nearest position that fits, found
// in a worker (sandbox.Pool.FitPosition).
func (s *Server) newExercise(ctx context.Context, spec exercise.Spec) (*exercise.Exercise, error) {
	return exercise.NewWith(ctx, s.makers, spec)
}

func (s *Server) fitExercise(ctx context.Context, spec exercise.Spec) (*exercise.Exercise, error) {
	e, err := exercise.NewWith(ctx, s.makers, spec)
	if err == nil || !exercise.IsTooBig(err) || !exercise.IsLab(spec.Source) {
		return e, err
	}
	// Fit's tries run where the game's code is, in one worker job (sandbox.JobFit);
	// the exercise is then made here from the position it found, as any other. The
	// job takes a few tenths of a second on a quiet machine, but its worker is niced
	// and a server busy with heavier work may leave it little CPU: it has the
	// request's time, not one search's (each try had a search's when each was a
	// session of its own).
	pos, ferr := s.codelab.pool.FitPosition(ctx, s.codelab.store, spec,
		sandbox.Budget{Steps: labSearchSteps, Time: s.cfg.RequestTimeout})
	if ferr != nil {
		var le *lab.Error
		if errors.As(ferr, &le) && le.Kind == "exercise.too_big" {
			return nil, err // nowhere within Fit's tries: the position's own error
		}
		return nil, ferr
	}
	spec.Position = pos
	return exercise.NewWith(ctx, s.makers, spec)
}

// makeExercise makes an exercise with build (exercise.New, or a fit: a few hundred
// such searches at most, in one worker job) in a practise slot: its search is small (at most 121
// nodes, a millisecond), so exercises have slots of their own (see Server.practise)
// and a class grading never waits behind heavy searches, sweeps or sheets; when the
// practise slots and their queue are full, 429 at once.
func (s *Server) makeExercise(c *gin.Context, spec exercise.Spec, build exerciseMaker) (*exercise.Exercise, error) {
	admitted, err := s.practise.Admit()
	if err != nil {
		return nil, apierr.New(http.StatusTooManyRequests, "web.busy")
	}
	defer admitted()
	release, err := s.practise.Hold(c.Request.Context())
	if err != nil {
		return nil, apierr.Cancelled
	}
	defer release()
	e, err := build(c.Request.Context(), spec)
	if err != nil {
		return nil, apierr.Input(err)
	}
	return e, nil
}

// practiseQueue is how many exercises may wait for a practise slot: a class of 30
// grading at once twice over, each a millisecond's work.
const practiseQueue = 64
