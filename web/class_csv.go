package web

import (
	"encoding/csv"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/classroom"
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
	name := "gametree-" + fileSafe(class.Name) + "-" + fileSafe(a.Title) + "-" + time.Now().UTC().Format("20060102") + ".csv"
	c.Header("Content-Disposition", `attachment; filename="`+name+`"`)
	c.Data(http.StatusOK, "text/csv; charset=utf-8", []byte(b.String()))
}

// safeCell keeps a name from being read as a spreadsheet formula.
func safeCell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// fileSafe is a name as part of a file name: letters and digits, the rest "-".
func fileSafe(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
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
