package c4

import (
	"errors"
	"time"
)

// LabRow is one tutorial step solving one position: what it added, its work and its
// answer. Stopped is set when the step ran out of its limits (Score is then 0); Rose
// when it searched more nodes than the row before (neither stopped), for which the lab
// says why (msg c4.step_N_rise, else c4.lab_rose).
type LabRow struct {
	Part        int      `json:"part"`
	Name        string   `json:"name"`
	Refinements []string `json:"refinements"`
	Nodes       int64    `json:"nodes"`
	Micros      float64  `json:"us"`
	Score       int      `json:"score"`
	Stopped     bool     `json:"stopped,omitempty"`
	Rose        bool     `json:"rose,omitempty"`
}

// LabSteps are the steps the lab shows: the tutorial's, without part 6 (bitboards,
// always on here, so the same work as part 5), then those beyond it (BeyondSteps).
func LabSteps() []Step {
	var out []Step
	for _, st := range TutorialSteps {
		if st.Part != 6 {
			out = append(out, st)
		}
	}
	return append(out, BeyondSteps...)
}

// Lab solves p with the refinements of each lab step, switched on one by one, each
// with its own table cleared (tableEntries 0: each step's own size, else that size),
// each within maxNodes and limit (0: none). A step stopped by a limit is marked and
// the next steps still run.
func Lab(p Position, weak bool, tableEntries int, maxNodes int64, limit time.Duration) ([]LabRow, error) {
	var rows []LabRow
	for _, st := range LabSteps() {
		entries := st.TableEntries
		if tableEntries > 0 && entries > 0 {
			entries = tableEntries
		}
		s, err := New(st.Refinements, entries)
		if err != nil {
			return nil, err
		}
		s.SetLimits(maxNodes, limit)
		start := time.Now()
		score, err := s.Solve(p, weak)
		took := time.Since(start)
		row := LabRow{Part: st.Part, Name: st.Name, Refinements: st.Refinements.On(),
			Nodes: s.Nodes(), Micros: float64(took.Nanoseconds()) / 1e3, Score: score}
		if row.Refinements == nil {
			row.Refinements = []string{}
		}
		switch {
		case errors.Is(err, ErrStopped):
			row.Stopped, row.Score = true, 0
		case err != nil:
			return nil, err
		}
		if n := len(rows); n > 0 {
			row.Rose = rose(rows[n-1], row)
		}
		rows = append(rows, row)
	}
	return rows, nil
}

// rose reports whether row searched more nodes than prev, the row before it, both
// having finished.
func rose(prev, row LabRow) bool {
	return !prev.Stopped && !row.Stopped && row.Nodes > prev.Nodes
}
