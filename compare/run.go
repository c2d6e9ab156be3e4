package compare

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"github.com/gametree/gametree/trace"
)

// Stats are a search's statistics as the trace's JSON form writes them ("stats").
type Stats struct {
	Nodes     int64 `json:"nodes"`
	Leaves    int64 `json:"leaves"`
	Cutoffs   int64 `json:"cutoffs"`
	TTHits    int64 `json:"tt_hits"`
	ElapsedUS int64 `json:"elapsed_us"`
}

// Row is one search of a comparison. Options, Value, Stats and the fields after them
// are read back from the trace's own JSON form, so they are exactly what
// `gametree trace --format json` writes for the same search.
type Row struct {
	Algo    string          `json:"algo"`
	Options json.RawMessage `json:"options"`
	// Value is the root's value from MAX's point of view (null when the search
	// stopped before it had one).
	Value     *int   `json:"value"`
	ValueText string `json:"value_text"`
	BestMove  string `json:"best_move"`
	Stats     Stats  `json:"stats"`
	Complete  bool   `json:"complete"`
	Stopped   string `json:"stopped,omitempty"`
	StopKind  string `json:"stop_kind,omitempty"`
	// TimeMS is the search's time in milliseconds, to the microsecond and below.
	TimeMS float64 `json:"time_ms"`
}

// Problem is what a comparison searches: the game and position of p, with p's options
// as the base of every algorithm's (Algo.Options).
type Problem = trace.Params

// Run searches p once per algorithm (its game made by mk when it is a student's), in the order given, and calls each (when not nil)
// with every row as soon as its search finishes, so a caller can stream them. A
// search stopped by its node budget or time limit is a row like the others (Complete
// false); an error (a bad position, each returning an error, ctx ending) stops the
// comparison.
func Run(ctx context.Context, mk trace.Makers, p Problem, algos []Algo, each func(Row) error) ([]Row, error) {
	rows := make([]Row, 0, len(algos))
	for _, a := range algos {
		if err := ctx.Err(); err != nil {
			return rows, err
		}
		r, err := runOne(ctx, mk, p, a)
		if err != nil {
			return rows, err
		}
		rows = append(rows, r)
		if each != nil {
			if err := each(r); err != nil {
				return rows, err
			}
		}
	}
	return rows, nil
}

// runOne runs one algorithm and reads its row back from the trace's JSON form.
func runOne(ctx context.Context, mk trace.Makers, p Problem, a Algo) (Row, error) {
	g, err := mk.NewGame(ctx, &p)
	if err != nil {
		return Row{}, err
	}
	opt := a.Options(p.Options)
	opt.Record = false
	if err := opt.Check(); err != nil {
		return Row{}, err
	}
	t, err := trace.SearchContext(ctx, g, opt)
	if err != nil {
		return Row{}, err
	}
	if err := ctx.Err(); err != nil {
		return Row{}, err
	}
	var buf bytes.Buffer
	if err := t.WriteJSON(&buf, p.Problem()); err != nil {
		return Row{}, fmt.Errorf("compare: writing %s: %w", a.Name, err)
	}
	var r Row
	if err := json.Unmarshal(buf.Bytes(), &r); err != nil {
		return Row{}, fmt.Errorf("compare: reading %s back: %w", a.Name, err)
	}
	r.Algo = a.Name
	r.TimeMS = float64(t.Stats.Elapsed.Nanoseconds()) / 1e6
	return r, nil
}
