package c4

// RefinementNames are the refinements' names on the command line and in the web API,
// in the tutorial's order.
var RefinementNames = []string{"alpha-beta", "centre-first", "table", "null-window",
	"anticipate-losses", "winning-spots", "lower-bounds"}

// BeyondNames are the names of the techniques beyond the tutorial, in the lab's order
// (BeyondSteps).
var BeyondNames = []string{"two-slots", "table-move", "threat-order", "etc", "prefetch", "forced-moves",
	"tight-window", "score-caps", "mirror", "dead-stones", "lazy-smp",
	"near-table", "abdada", "history", "one-pass", "step-out", "evens", "etc-forced", "follow-value",
	"forced-children"}

// SwitchNames are all the switches: the tutorial's refinements, then the techniques
// beyond it.
var SwitchNames = append(append([]string{}, RefinementNames...), BeyondNames...)

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
	return r.Beyond.field(name)
}

// field is the technique of b named name, nil for an unknown name.
func (b *Beyond) field(name string) *bool {
	switch name {
	case "two-slots":
		return &b.TwoSlots
	case "table-move":
		return &b.TableMove
	case "threat-order":
		return &b.ThreatOrder
	case "etc":
		return &b.ETC
	case "prefetch":
		return &b.Prefetch
	case "forced-moves":
		return &b.ForcedMoves
	case "tight-window":
		return &b.TightWindow
	case "score-caps":
		return &b.ScoreCaps
	case "mirror":
		return &b.Mirror
	case "dead-stones":
		return &b.DeadStones
	case "lazy-smp":
		return &b.LazySMP
	case "near-table":
		return &b.NearTable
	case "abdada":
		return &b.Deferral
	case "history":
		return &b.History
	case "one-pass":
		return &b.OnePass
	case "step-out":
		return &b.StepOut
	case "evens":
		return &b.Evens
	case "etc-forced":
		return &b.ETCForced
	case "follow-value":
		return &b.FollowValue
	case "forced-children":
		return &b.ForcedChildren
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

// On lists the names of the switches that are on.
func (r Refinements) On() []string {
	var out []string
	for _, name := range SwitchNames {
		if *r.field(name) {
			out = append(out, name)
		}
	}
	return out
}

// StepOfPart returns the step of part: the tutorial's (3 to 12) or beyond it (13 to
// 22, BeyondSteps).
func StepOfPart(part int) (Step, bool) {
	for _, st := range append(TutorialSteps[:len(TutorialSteps):len(TutorialSteps)], BeyondSteps...) {
		if st.Part == part {
			return st, true
		}
	}
	return Step{}, false
}
