package cli

import (
	"fmt"
	"io"
	"strconv"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/msg"
)

// writeLabNotes writes, under the lab's table, what each step adds (msg
// c4.step_N_about), then, for each row with more nodes than the row above, why
// (c4.step_N_rise, else c4.lab_rose).
func writeLabNotes(w io.Writer, lang string, rows []c4.LabRow) {
	fmt.Fprintln(w)
	fmt.Fprintln(w, msg.Format(lang, "cli.lab_about", nil))
	for _, r := range rows {
		if about, ok := labNote(lang, r.Part, "about"); ok {
			fmt.Fprintf(w, "%4d  %s\n", r.Part, about)
		}
	}
	var rose []c4.LabRow
	for _, r := range rows {
		if r.Rose {
			rose = append(rose, r)
		}
	}
	if len(rose) == 0 {
		return
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, msg.Format(lang, "cli.lab_rises", nil))
	for _, r := range rose {
		fmt.Fprintf(w, "%4d  %s\n", r.Part, LabRiseReason(lang, r.Part))
	}
}

// LabRiseReason says why the lab's step part may search more nodes than the step
// before it: its own reason, else the general one.
func LabRiseReason(lang string, part int) string {
	if why, ok := labNote(lang, part, "rise"); ok {
		return why
	}
	return msg.Format(lang, "c4.lab_rose", nil)
}

// labNote is the message c4.step_PART_KIND in lang, if the catalogue has it.
func labNote(lang string, part int, kind string) (string, bool) {
	code := "c4.step_" + strconv.Itoa(part) + "_" + kind
	if msg.Template(msg.EN, code) == "" {
		return "", false
	}
	return msg.Format(lang, code, nil), true
}
