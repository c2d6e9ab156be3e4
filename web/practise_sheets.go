package web

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/form"
	"github.com/gametree/gametree/web/observe"
	"github.com/gametree/gametree/worksheet"
)

// The printable exercises (package worksheet), as downloads:
//
//	GET /api/exercise/sheet?<spec>&part=question|solution&format=svg|png|pdf&dpi=144&lang=en|es
//	    one exercise: its question (blank boxes) or its solution
//	GET /api/worksheet?<spec>&part=question|solution&format=svg|png|pdf&dpi=144&count=1..6&lang=en|es
//	    a worksheet: count random exercises (seeds seed, seed+1, ...; 6 by default) on
//	    one A4 page, or its page of solutions; another source gives a page of its one
//	    exercise
//
// <spec> is an exercise's fields as in its link (source, position, seed, level, q,
// root, fail-hard; view is ignored). Bad fields and a tree too big answer 400 with a
// coded message; the sheets are cached like pictures.

// sheetParams are the parameters of the sheets that are not the exercise's.
var sheetParams = []string{"part", "format", "lang", "count", "dpi", "view"}

// sheetRoutes registers the sheets' routes in the API group.
func (s *Server) sheetRoutes(api *gin.RouterGroup) {
	api.GET("/exercise/sheet", s.exerciseSheet)
	api.GET("/worksheet", s.worksheetPage)
	api.POST("/worksheet/chosen", s.chosenSheet) // practise_sheets_chosen.go
}

func (s *Server) exerciseSheet(c *gin.Context) { s.sheet(c, false) }

func (s *Server) worksheetPage(c *gin.Context) { s.sheet(c, true) }

// sheetRequest is what a sheet request asks for.
type sheetRequest struct {
	spec   exercise.Spec
	part   worksheet.Part
	format worksheet.Format
	dpi    int
	count  int // 0: as many as print readably (worksheet.Exercises)
}

// sheet answers /api/exercise/sheet (page false) and /api/worksheet (page true).
func (s *Server) sheet(c *gin.Context, page bool) {
	vals, err := form.Values(c, s.cfg.MaxBody)
	if err != nil {
		s.fail(c, err)
		return
	}
	lang := requestLang(c)
	observe.NoteOf(c).Lang = lang
	r, err := readSheetRequest(vals, page)
	if err != nil {
		s.fail(c, err)
		return
	}
	if err := s.guardSheet(c.Request.Context(), r); err != nil {
		s.fail(c, err)
		return
	}
	kind := "sheet"
	if page {
		kind = "worksheet"
	}
	// the printed link points to the site the request reached (its Host, checked by
	// the server; proxies' X-Forwarded-* headers are not trusted)
	site := worksheet.SiteOf(c.Request.TLS != nil, c.Request.Host)
	key := fmt.Sprintf("%s|%s|%d|%s|%s|%s|%d|%s", kind, r.spec.Query(), r.count, r.part, r.format, lang, r.dpi, site)
	body, gz, ok := s.images.get(key)
	if ok {
		observe.NoteOf(c).Image = "hit"
	} else {
		body, err = s.drawSheetLimited(c.Request.Context(), r.spec, r.count, page, r.part, r.format, lang, r.dpi, site)
		if err != nil {
			s.fail(c, err)
			return
		}
		if r.format == worksheet.SVG {
			gz = gzipBytes(body)
		}
		s.images.put(key, body, gz)
	}
	c.Header("Content-Disposition", fmt.Sprintf("attachment; filename=%q", r.fileName(kind)))
	ct := map[worksheet.Format]string{worksheet.SVG: "image/svg+xml", worksheet.PNG: "image/png", worksheet.PDF: "application/pdf"}[r.format]
	if gz != nil && acceptsGzip(c) {
		s.sendGzip(c, ct, gz)
		return
	}
	c.Data(http.StatusOK, ct, body)
}

// readSheetRequest reads a sheet request's parameters: the exercise, the part, the
// format, the resolution and, for a page, how many exercises.
func readSheetRequest(vals url.Values, page bool) (sheetRequest, error) {
	var r sheetRequest
	for _, k := range sheetParams {
		if len(vals[k]) > 1 {
			return r, apierr.BadRequest("web.repeated", "name", k, "count", len(vals[k]))
		}
	}
	var err error
	if r.spec, err = exercise.FromValues(vals, sheetParams...); err != nil {
		return r, apierr.Input(err)
	}
	if r.part, r.format, r.dpi, err = readSheetOutput(vals); err != nil {
		return r, err
	}
	r.count = 1
	if page {
		r.count = 0
		if v := vals.Get("count"); v != "" {
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil || n < 1 || n > worksheet.PageSize {
				return r, apierr.BadRequest("worksheet.count", "n", v, "max", worksheet.PageSize)
			}
			r.count = n
		}
	}
	return r, nil
}

// readSheetOutput reads what a sheet is written as: its part, format and resolution.
func readSheetOutput(vals url.Values) (part worksheet.Part, format worksheet.Format, dpi int, err error) {
	if part, err = worksheet.ParsePart(vals.Get("part")); err != nil {
		return part, format, dpi, apierr.Input(err)
	}
	if format, err = worksheet.ParseFormat(vals.Get("format")); err != nil {
		return part, format, dpi, apierr.Input(err)
	}
	dpi = render.DefaultDPI
	if v := vals.Get("dpi"); v != "" {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || worksheet.CheckDPI(n) != nil {
			return part, format, dpi, apierr.BadRequest("picture.dpi", "value", v, "min", render.MinDPI, "max", render.MaxDPI)
		}
		dpi = n
	}
	return part, format, dpi, nil
}

// fileName is the name a sheet is downloaded as.
func (r sheetRequest) fileName(kind string) string {
	name := "gametree-" + kind + "-" + strings.ReplaceAll(r.spec.Source, "/", "-")
	if r.spec.Source == exercise.SourceRandom {
		name += "-level-" + strconv.Itoa(r.spec.Level) + "-seed-" + strconv.FormatInt(r.spec.Seed, 10)
	}
	return name + "-" + string(r.spec.Q) + "-" + string(r.part) + "." + string(r.format)
}

// drawSheetLimited draws a sheet in its lane. A heavy one (a PNG of more than
// lanes.LightPixels: 300 and 600 dpi) takes a heavy slot and its pixels' memory at once or
// is refused at once (see heavyLane); a light one is drawn as the server's own
// pictures are: a place among the drawings or 429 at once (see drawLimit), then a
// drawing slot. Sheets take no search slot: a burst of them leaves the searches (and a
// class's grading) alone. The drawing stops at the request's deadline.
func (s *Server) drawSheetLimited(ctx context.Context, spec exercise.Spec, count int, page bool, part worksheet.Part, format worksheet.Format, lang string, dpi int, site string) ([]byte, error) {
	return s.inSheetLane(ctx, format, dpi, func() ([]byte, error) {
		return s.drawSheet(ctx, spec, count, page, part, format, lang, dpi, site)
	})
}

// inSheetLane runs a sheet's drawing in its lane (see drawSheetLimited): a random
// sheet's and a sheet of chosen trees' alike.
func (s *Server) inSheetLane(ctx context.Context, format worksheet.Format, dpi int, draw func() ([]byte, error)) ([]byte, error) {
	if c := sheetCost(format, dpi); c.Heavy() {
		t, err := s.heavy.Admit("", c, c)
		if err != nil {
			return nil, err
		}
		defer t.Release()
		return draw()
	}
	admitted, err := s.drawLimit.Admit()
	if err != nil {
		return nil, drawingError(ctx, err)
	}
	defer admitted()
	release, err := s.drawLimit.Hold(ctx)
	if err != nil {
		return nil, drawingError(ctx, err) // the request's deadline, or its client gone
	}
	defer release()
	return draw()
}

// drawSheet makes the exercises and draws the sheet, until ctx ends (then
// apierr.Cancelled: the request's deadline, or its client gone).
func (s *Server) drawSheet(ctx context.Context, spec exercise.Spec, count int, page bool, part worksheet.Part, format worksheet.Format, lang string, dpi int, site string) ([]byte, error) {
	exs, err := worksheet.ExercisesWith(ctx, s.makers, spec, count)
	if err != nil {
		return nil, apierr.Input(err)
	}
	if ctx.Err() != nil {
		return nil, apierr.Cancelled
	}
	var svg []byte
	if page {
		svg, _, err = worksheet.Page(exs, part, worksheet.Options{Lang: lang, Fitted: count == 0, Site: site})
	} else {
		svg, err = worksheet.Exercise(exs[0], part, worksheet.Options{Lang: lang, Site: site})
	}
	if err != nil {
		return nil, apierr.Input(err)
	}
	return encodeSheet(ctx, svg, format, dpi)
}

// encodeSheet writes a sheet's SVG in its format until ctx ends (then
// apierr.Cancelled).
func encodeSheet(ctx context.Context, svg []byte, format worksheet.Format, dpi int) ([]byte, error) {
	body, err := worksheet.EncodeContext(ctx, svg, format, dpi)
	if ctx.Err() != nil {
		return nil, apierr.Cancelled
	}
	if err != nil {
		return nil, apierr.Input(err)
	}
	return body, nil
}
