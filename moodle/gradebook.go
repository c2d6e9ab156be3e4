package moodle

import (
	"encoding/csv"
	"io"
	"strconv"
	"strings"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/msg"
)

// NoGrade is the cell of an exercise a student never handed in: Moodle's import reads
// "-" as no grade, for an existing grade item and a new one alike.
const NoGrade = "-"

// Gradebook writes assignment a's results r as a CSV file for Moodle's "Import grades
// from CSV", its header in lang: "ID number" (the student number), "Full name", a
// column per exercise (the best score, "title: exercise N (out of M)"), the total in
// points and in per cent (see the package documentation).
func Gradebook(w io.Writer, a *classroom.Assignment, r *classroom.Results, lang string) error {
	if _, err := io.WriteString(w, "\ufeff"); err != nil {
		return err
	}
	c := csv.NewWriter(w)
	title := msg.Shorten(a.Title)
	head := []string{msg.Say(lang, "moodle.csv_id"), msg.Say(lang, "moodle.csv_name")}
	total := 0
	for i, t := range a.Tasks {
		head = append(head, msg.Say(lang, "moodle.csv_task", "title", title, "n", strconv.Itoa(i+1), "out", strconv.Itoa(t.OutOf)))
		total += t.OutOf
	}
	head = append(head, msg.Say(lang, "moodle.csv_total", "title", title, "out", strconv.Itoa(total)),
		msg.Say(lang, "moodle.csv_percent", "title", title))
	for i := range head {
		head[i] = SafeCell(head[i])
	}
	if err := c.Write(head); err != nil {
		return err
	}
	for _, st := range r.Students {
		row := []string{SafeCell(st.Number), SafeCell(st.Name)}
		tried := false
		for _, cell := range st.Cells {
			if cell.Attempts == 0 {
				row = append(row, NoGrade)
				continue
			}
			tried = true
			row = append(row, strconv.Itoa(cell.Best))
		}
		if tried {
			row = append(row, strconv.Itoa(st.Total), Percent(st.Total, total))
		} else {
			row = append(row, NoGrade, NoGrade)
		}
		if err := c.Write(row); err != nil {
			return err
		}
	}
	c.Flush()
	return c.Error()
}

// Percent is score out of outOf in per cent, as Moodle reads a grade: at most two
// decimals, a dot, no trailing zeros ("66.67", "100", "0").
func Percent(score, outOf int) string {
	if outOf <= 0 {
		return "0"
	}
	s := strconv.FormatFloat(float64(score)*100/float64(outOf), 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	return s
}

// SafeCell keeps a cell from being read as a spreadsheet formula: one that starts
// with =, +, -, @, a tab or a carriage return gets a ' in front ("-" alone, no grade,
// is left as it is by the callers that write it).
func SafeCell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}
