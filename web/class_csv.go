package web

import (
	"bytes"
	"encoding/csv"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/moodle"
	"github.com/gametree/gametree/msg"
)

// resultsCSV answers the teacher's table as CSV (RFC 4180, UTF-8 with a byte-order
// mark so that spreadsheets read the accents): a row per student with their number,
// then per exercise the best score, the attempts and the seconds taken, and the total.
// A cell a spreadsheet would read as a formula (=, +, -, @, tab, carriage return at
// its start) gets a ' in front.
func (s *Server) resultsCSV(c *gin.Context, class classroom.Class, a *classroom.Assignment, r *classroom.Results, lang string) {
	var b strings.Builder
	b.WriteString("\ufeff")
	w := csv.NewWriter(&b)
	head := []string{msg.Format(lang, "class.csv_student", nil), msg.Format(lang, "class.csv_number", nil)}
	total := 0
	for i, t := range a.Tasks {
		p := map[string]any{"n": i + 1, "out": t.OutOf}
		head = append(head, msg.Format(lang, "class.csv_task", p), msg.Format(lang, "class.csv_tries", p), msg.Format(lang, "class.csv_time", p))
		total += t.OutOf
	}
	head = append(head, msg.Format(lang, "class.csv_total", map[string]any{"out": total}))
	w.Write(head)
	for _, st := range r.Students {
		row := []string{safeCell(st.Name), safeCell(st.Number)}
		for _, cell := range st.Cells {
			best := ""
			if cell.Attempts > 0 {
				best = strconv.Itoa(cell.Best)
			}
			row = append(row, best, strconv.Itoa(cell.Attempts), strconv.Itoa(cell.Seconds))
		}
		row = append(row, strconv.Itoa(st.Total))
		w.Write(row)
	}
	w.Flush()
	sendFile(c, downloadName(class.Name, a.Title, "", "csv", time.Now()), "text/csv; charset=utf-8", []byte(b.String()))
}

// moodleCSV answers the results as Moodle's gradebook reads them (moodle.Gradebook).
func (s *Server) moodleCSV(c *gin.Context, class classroom.Class, a *classroom.Assignment, r *classroom.Results, lang string) {
	var b bytes.Buffer
	if err := moodle.Gradebook(&b, a, r, lang); err != nil {
		s.fail(c, err)
		return
	}
	sendFile(c, downloadName(class.Name, a.Title, "moodle", "csv", time.Now()), "text/csv; charset=utf-8", b.Bytes())
}

// sendFile answers a download: data of type typ, saved as name.
func sendFile(c *gin.Context, name, typ string, data []byte) {
	c.Header("Content-Disposition", `attachment; filename="`+name+`"`)
	c.Header("Cache-Control", "no-store")
	c.Data(http.StatusOK, typ, data)
}

// downloadName is the one name of a class's downloads, the server's
// Content-Disposition, which the page saves the file as (class-model.js
// downloadName reads it): gametree-CLASS-TITLE[-KIND]-YYYYMMDD.EXT, the names folded
// to ASCII letters, digits and dashes (fileSafe), the day in UTC.
func downloadName(class, title, kind, ext string, day time.Time) string {
	parts := []string{"gametree", fileSafe(class), fileSafe(title)}
	if kind != "" {
		parts = append(parts, kind)
	}
	return strings.Join(append(parts, day.UTC().Format("20060102")), "-") + "." + ext
}

// safeCell keeps a name from being read as a spreadsheet formula.
func safeCell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// fileSafe is a name as part of a file name: ASCII letters and digits (letters
// without their accents: "Árboles" is "arboles"), the rest "-" ("2ºB" is "2-b").
func fileSafe(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(classroom.Unaccented(s)) {
		if r < 128 && (r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	out := strings.TrimSuffix(b.String(), "-")
	if len(out) > 40 {
		out = out[:40]
	}
	if out == "" {
		out = "class"
	}
	return out
}
