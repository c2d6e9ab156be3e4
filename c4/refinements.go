package c4

import "github.com/gametree/gametree/msg"

// Refinements are the switches of the tutorial's path, each a refinement of plain
// negamax (see the package documentation). The zero value is plain negamax, columns
// left to right, with an immediate win found before recursing (tutorial part 3).
type Refinements struct {
	AlphaBeta        bool `json:"alphaBeta"`
	CentreFirst      bool `json:"centreFirst"`
	Table            bool `json:"table"`
	NullWindow       bool `json:"nullWindow"`
	AnticipateLosses bool `json:"anticipateLosses"`
	WinningSpots     bool `json:"winningSpots"`
	LowerBounds      bool `json:"lowerBounds"`
}

// All is every refinement: the fastest solver, tutorial part 12.
var All = Refinements{AlphaBeta: true, CentreFirst: true, Table: true, NullWindow: true,
	AnticipateLosses: true, WinningSpots: true, LowerBounds: true}

// full reports whether r is All, which runs the dedicated search function.
func (r Refinements) full() bool { return r == All }

// Check reports a combination the search cannot run: the table, the null windows and
// the lower bounds need alpha-beta, and lower bounds need the table.
func (r Refinements) Check() error {
	switch {
	case !r.AlphaBeta && (r.Table || r.NullWindow):
		return msg.New("c4.needs_alphabeta")
	case r.LowerBounds && !r.Table:
		return msg.New("c4.needs_table")
	}
	return nil
}

// Step is one step of Pons' tutorial: its part number, a name, the refinements it
// has switched on and the size of its table.
type Step struct {
	Part         int
	Name         string // English, short: "alpha-beta"
	Refinements  Refinements
	TableEntries int
}

// TutorialSteps are the steps of the tutorial whose means it publishes, in order,
// each adding one refinement (part 6, bitboards, counts the same nodes as part 5, and
// part 11 differs from part 10 by its table's size only).
var TutorialSteps = func() []Step {
	var r Refinements
	add := func(part int, name string, on func(*Refinements), entries int) Step {
		on(&r)
		return Step{Part: part, Name: name, Refinements: r, TableEntries: entries}
	}
	return []Step{
		add(3, "negamax", func(*Refinements) {}, 0),
		add(4, "alpha-beta", func(r *Refinements) { r.AlphaBeta = true }, 0),
		add(5, "centre first", func(r *Refinements) { r.CentreFirst = true }, 0),
		add(6, "bitboards", func(*Refinements) {}, 0),
		add(7, "transposition table", func(r *Refinements) { r.Table = true }, smallTableEntries),
		add(8, "null-window deepening", func(r *Refinements) { r.NullWindow = true }, smallTableEntries),
		add(9, "anticipate losses", func(r *Refinements) { r.AnticipateLosses = true }, smallTableEntries),
		add(10, "winning-spot order", func(r *Refinements) { r.WinningSpots = true }, smallTableEntries),
		add(11, "partial-key table", func(*Refinements) {}, DefaultTableEntries),
		add(12, "lower bounds", func(r *Refinements) { r.LowerBounds = true }, DefaultTableEntries),
	}
}()
