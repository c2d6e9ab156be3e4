package web

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/lecture"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/form"
)

// /api/lecture: a search's lecture in one file (package lecture), a 16:9 PDF of slides
// or LaTeX Beamer source, from the problem parameters /api/render takes and
//
//	steps   key (default: the steps that matter) or all
//	format  pdf (default) or tex
//	lang    en or es: every word on the slides
//	budget  the most nodes a slide's picture draws (PDF)
//
// It is admitted, searched and drawn as /api/render's drawings are (admitRender, the
// search cache, a drawing slot or the heavy lane), under the request's deadline and
// node budget, and refuses more than webLectureSlides step slides.

// /api/lecture's route (routeLecture) has render's extras, but for the picture options
// (a lecture's pictures are its own).
func init() {
	addRouteExtras(routeLecture, []string{"budget", "lang", "title", "pass"})
}

// webLectureSlides is the most step slides one request makes (the command line makes
// up to lecture.MaxSlides): 250 slides of tic-tac-toe, about 45 ms each on a busy
// two-core machine, are drawn within the request's deadline (15 s by default).
const webLectureSlides = 250

// lecture answers /api/lecture.
func (s *Server) lecture(c *gin.Context) {
	vals, err := form.Values(c, s.cfg.MaxBody)
	if err != nil {
		s.fail(c, err)
		return
	}
	which, err := lecture.ParseSteps(strings.ToLower(strings.TrimSpace(vals.Get("steps"))))
	if err != nil {
		s.fail(c, apierr.Input(err))
		return
	}
	format, err := lecture.ParseFormat(strings.ToLower(strings.TrimSpace(vals.Get("format"))))
	if err != nil {
		s.fail(c, apierr.Input(err))
		return
	}
	// the lecture's own parameters, read: the rest are the problem's (parse)
	for _, k := range []string{"steps", "format"} {
		if len(vals[k]) > 1 {
			s.fail(c, apierr.BadRequest("web.repeated", "name", k, "count", len(vals[k])))
			return
		}
		vals.Del(k)
	}
	req, err := s.parse(c, routeLecture)
	if err != nil {
		s.fail(c, err)
		return
	}
	ctx := c.Request.Context()
	opt := render.Options{Budget: req.budget, Lang: req.lang}
	t, release, err := s.admitRender(req, opt)
	if err != nil {
		s.fail(c, drawingError(ctx, err))
		return
	}
	defer release()
	e, err := s.search(ctx, req, t != nil)
	if err != nil {
		s.fail(c, err)
		return
	}
	l, err := lecture.NewAtMost(req.p, e.t, req.lang, which, webLectureSlides)
	if err != nil {
		s.fail(c, apierr.Input(err))
		return
	}
	l.Budget = req.budget
	build := func() ([]byte, error) { return l.Write(ctx, format) }
	var body []byte
	if t == nil {
		body, err = s.drawsFor(&req.p).Run(ctx, build)
	} else {
		body, err = build()
	}
	if err != nil {
		s.fail(c, drawingError(ctx, err))
		return
	}
	setCapped(c, req)
	c.Header("Content-Disposition", fmt.Sprintf("attachment; filename=%q", lectureFileName(req.p.Game, which, format)))
	c.Data(http.StatusOK, format.ContentType(), body)
}

// lectureFileName names a lecture's file by what it holds:
// gametree-connect4-lecture-key.pdf, gametree-tree-lecture-all.tex.
func lectureFileName(game string, which lecture.Steps, format lecture.Format) string {
	return "gametree-" + safeName(game) + "-lecture-" + string(which) + "." + string(format)
}

// safeName keeps a game's name to letters, digits and hyphens for a file name (a
// student's game is "lab:HASH").
func safeName(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' {
			return r
		}
		return '-'
	}, s)
}
