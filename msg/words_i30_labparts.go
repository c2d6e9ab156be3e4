package msg

import (
	"strconv"
	"strings"
)

// The page's words of the connect-4 solver lab (issue 30): under each step's name
// (labStepN), what the step does (labAboutN), and for a row with more nodes than the
// row above, why (labRiseN, else labRose). They are the catalogue's messages
// (catalog_i30_labparts.go) word for word.
func init() {
	add := func(key, code string) {
		if _, dup := pageMessages[key]; dup {
			panic("msg: page message " + key + " is added twice")
		}
		pageMessages[key] = code
	}
	add("labRose", "c4.lab_rose")
	for code := range i30LabPartsCatalog {
		part, kind, ok := labStepCode(code)
		switch {
		case !ok || kind == "":
			continue // the step's name is labStepN (words_page.go)
		case kind == "about":
			add("labAbout"+strconv.Itoa(part), code)
		case kind == "rise":
			add("labRise"+strconv.Itoa(part), code)
		}
	}
}

// labStepCode reads a lab step's code, c4.step_N or c4.step_N_KIND.
func labStepCode(code string) (part int, kind string, ok bool) {
	rest, ok := strings.CutPrefix(code, "c4.step_")
	if !ok {
		return 0, "", false
	}
	num, kind, _ := strings.Cut(rest, "_")
	part, err := strconv.Atoi(num)
	return part, kind, err == nil
}
