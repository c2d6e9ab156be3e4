package cli

import (
	"strings"
	"testing"

	"github.com/gametree/gametree/msg"
)

// labPartsErrorCases makes the codes of the solver lab's notes
// (msg/catalog_i30_labparts.go) for TestEveryErrorCode: what each step does
// (c4.step_N_about), why a row rises (c4.step_N_rise, c4.lab_rose) and the headings of
// the notes under the table; the steps' names (c4.step_N) have their own loop there.
// Each is a line of compare --lab's output (TestCompareLab, TestLabNotes).
func labPartsErrorCases() map[string]func(*testing.T) coded {
	cases := map[string]func(*testing.T) coded{
		"cli.lab_about": direct(msg.New("cli.lab_about")),
		"cli.lab_rises": direct(msg.New("cli.lab_rises")),
		"c4.lab_rose":   direct(msg.New("c4.lab_rose")),
	}
	for _, code := range msg.Codes() {
		if strings.HasPrefix(code, "c4.step_") && (strings.HasSuffix(code, "_about") || strings.HasSuffix(code, "_rise")) {
			cases[code] = direct(msg.New(code))
		}
	}
	return cases
}
