package web

// The worksheet of a teacher's chosen trees (package worksheet's Chosen), as a
// download:
//
//	POST /api/worksheet/chosen?part=question|solution&format=svg|png|pdf&dpi=144&lang=en|es[&sheet-lang=en|es]
//	     {"items": [{"source": "tree", "position": "((3,5),(2,9))", "q": "values"},
//	                {"source": "textbook", "q": "window", "fail-hard": true},
//	                {"source": "connect4", "position": "4453", "depth": 2, "q": "prune"}, ...]}
//	     or {"text": "tree ((3,5),(2,9)) q=values\ntextbook q=window fail-hard"}
//	     (application/json; an item has an exercise's fields, as /api/grade's
//	     "exercise"; text is the list one item a line, worksheet.ItemsHelp)
//	     → the page of 1 to 6 exercises in the items' order, or its page of solutions
//
// The sheet is written in sheet-lang, else in lang (or Accept-Language), which the
// errors are written in: a page in one language may print a sheet in the other. A bad
// item answers 400 with a coded message naming it ("item 3: ...", "line 3:
// ..." for text), in the request's language. Each item is a search of at most 121
// nodes (exercise's limits: the node budget); the request has the API's deadline and
// the sheets' drawing lane, and is cached as a random sheet is.

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/form"
	"github.com/gametree/gametree/web/observe"
	"github.com/gametree/gametree/worksheet"
)

// chosenQuery are the names a chosen sheet's address takes.
var chosenQuery = []string{"part", "format", "dpi", "lang", "sheet-lang"}

// chosenSheet answers POST /api/worksheet/chosen.
func (s *Server) chosenSheet(c *gin.Context) {
	lang := requestLang(c)
	observe.NoteOf(c).Lang = lang
	vals := c.Request.URL.Query()
	for _, k := range slices.Sorted(maps.Keys(vals)) {
		if !slices.Contains(chosenQuery, k) {
			s.fail(c, apierr.BadRequest("worksheet.chosen_name", "name", msg.Shorten(k)))
			return
		}
		if len(vals[k]) > 1 {
			s.fail(c, apierr.BadRequest("web.repeated", "name", k, "count", len(vals[k])))
			return
		}
	}
	part, format, dpi, err := readSheetOutput(vals)
	if err != nil {
		s.fail(c, err)
		return
	}
	sheetLang := lang
	if v := vals.Get("sheet-lang"); v != "" {
		l, ok := msg.Lang(v)
		if !ok {
			s.fail(c, apierr.BadRequest("worksheet.sheet_lang", "value", msg.Shorten(v)))
			return
		}
		sheetLang = l
	}
	if !form.IsJSON(c.Request) {
		s.fail(c, apierr.New(http.StatusUnsupportedMediaType, "worksheet.chosen_type", "type", c.Request.Header.Get("Content-Type")))
		return
	}
	body, err := form.Body(c, s.cfg.MaxBody)
	if err != nil {
		s.fail(c, err)
		return
	}
	items, err := readChosenItems(body)
	if err != nil {
		s.fail(c, apierr.Input(err))
		return
	}
	ctx := c.Request.Context()
	for _, it := range items { // an open assessment's tree is refused, as on the other sheets
		if err := s.guardSpec(ctx, it, ""); err != nil {
			s.fail(c, err)
			return
		}
	}
	site := worksheet.SiteOf(c.Request.TLS != nil, c.Request.Host)
	key := fmt.Sprintf("chosen|%s|%s|%s|%s|%d|%s", chosenKey(items), part, format, sheetLang, dpi, site)
	out, gz, ok := s.images.get(key)
	if ok {
		observe.NoteOf(c).Image = "hit"
	} else {
		out, err = s.inSheetLane(ctx, format, dpi, func() ([]byte, error) {
			svg, _, err := worksheet.ChosenPage(ctx, items, part, worksheet.Options{Lang: sheetLang, Site: site})
			if ctx.Err() != nil {
				return nil, apierr.Cancelled
			}
			if err != nil {
				return nil, apierr.Input(err)
			}
			return encodeSheet(ctx, svg, format, dpi)
		})
		if err != nil {
			s.fail(c, err)
			return
		}
		if format == worksheet.SVG {
			gz = gzipBytes(out)
		}
		s.images.put(key, out, gz)
	}
	name := fmt.Sprintf("gametree-worksheet-chosen-%d-%s-%s.%s", len(items), part, sheetLang, format)
	c.Header("Content-Disposition", fmt.Sprintf("attachment; filename=%q", name))
	ct := map[worksheet.Format]string{worksheet.SVG: "image/svg+xml", worksheet.PNG: "image/png", worksheet.PDF: "application/pdf"}[format]
	if gz != nil && acceptsGzip(c) {
		s.sendGzip(c, ct, gz)
		return
	}
	c.Data(http.StatusOK, ct, out)
}

// readChosenItems reads the body's items: {"items": [spec, ...]} (an item's error
// names it, worksheet.item) or {"text": "..."} (worksheet.ParseItems: a line's names
// the line), not both.
func readChosenItems(body []byte) ([]exercise.Spec, error) {
	var req map[string]json.RawMessage
	if err := json.Unmarshal(body, &req); err != nil || req == nil {
		detail := "null"
		if err != nil {
			detail = strings.TrimPrefix(err.Error(), "json: ")
		}
		return nil, msg.New("worksheet.item_json", "detail", msg.Shorten(detail))
	}
	for _, k := range slices.Sorted(maps.Keys(req)) {
		if k != "items" && k != "text" {
			return nil, msg.New("worksheet.chosen_name", "name", msg.Shorten(k))
		}
	}
	if (req["items"] == nil) == (req["text"] == nil) {
		return nil, msg.New("worksheet.item_json", "detail", "items or text, one of them")
	}
	if req["text"] != nil {
		var text string
		if err := json.Unmarshal(req["text"], &text); err != nil {
			return nil, msg.New("worksheet.item_json", "detail", "text: "+msg.Shorten(strings.TrimPrefix(err.Error(), "json: ")))
		}
		items, err := worksheet.ParseItems(text)
		if err == nil && (len(items) == 0 || len(items) > worksheet.PageSize) {
			err = msg.New("worksheet.items", "n", len(items), "max", worksheet.PageSize)
		}
		return items, err
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(req["items"], &raw); err != nil {
		return nil, msg.New("worksheet.item_json", "detail", "items: "+msg.Shorten(strings.TrimPrefix(err.Error(), "json: ")))
	}
	if len(raw) == 0 || len(raw) > worksheet.PageSize {
		return nil, msg.New("worksheet.items", "n", len(raw), "max", worksheet.PageSize)
	}
	items := make([]exercise.Spec, len(raw))
	for i, r := range raw {
		spec, err := exercise.ParseJSON(r)
		if err != nil {
			return nil, worksheet.ItemError(i+1, err)
		}
		items[i] = spec
	}
	return items, nil
}

// chosenKey names a list of items in the sheets' cache: the digest of its lines.
func chosenKey(items []exercise.Spec) string {
	var b bytes.Buffer
	for _, it := range items {
		b.WriteString(worksheet.ItemLine(it))
		b.WriteByte('\n')
	}
	sum := sha256.Sum256(b.Bytes())
	return hex.EncodeToString(sum[:12])
}
