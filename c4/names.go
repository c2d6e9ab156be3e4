package c4

// RefinementNames are the refinements' names on the command line and in the web API,
// in the tutorial's order.
var RefinementNames = []string{"alpha-beta", "centre-first", "table", "null-window",
	"anticipate-losses", "winning-spots", "lower-bounds"}

// field is the switch of r named name, nil for an unknown name.
func (r *Refinements) field(name string) *bool {
	switch name {
	case "alpha-beta":
		return &r.AlphaBeta
	case "centre-first", "center-first":
		return &r.CentreFirst
	case "table":
		return &r.Table
	case "null-window":
		return &r.NullWindow
	case "anticipate-losses":
		return &r.AnticipateLosses
	case "winning-spots":
		return &r.WinningSpots
	case "lower-bounds":
		return &r.LowerBounds
	}
	return nil
}

// Set switches the refinement name on or off; it reports false for an unknown name.
func (r *Refinements) Set(name string, on bool) bool {
	f := r.field(name)
	if f == nil {
		return false
	}
	*f = on
	return true
}

// On lists the names of the refinements switched on.
func (r Refinements) On() []string {
	var out []string
	for _, name := range RefinementNames {
		if *r.field(name) {
			out = append(out, name)
		}
	}
	return out
}

// StepOfPart returns the tutorial step of part (3 to 12).
func StepOfPart(part int) (Step, bool) {
	for _, st := range TutorialSteps {
		if st.Part == part {
			return st, true
		}
	}
	return Step{}, false
}
