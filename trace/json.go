package trace

import (
	"encoding/json"
	"io"
)

// Problem says what was searched, for the JSON form.
type Problem struct {
	Game     string `json:"game"`
	Position string `json:"position"`
}

// The JSON form of a trace: the contract of `trace --format json` and of the web API.
// Values, alpha and beta are from MAX's point of view; an infinite alpha (always -∞)
// or beta (always +∞) is null, and so is the value of a node that has none.

// jsonHeader is everything of the JSON form but the nodes and the steps, which are
// written after it one at a time (see WriteJSON and WriteJSONColumns).
type jsonHeader struct {
	Game            string          `json:"game,omitempty"`
	Position        string          `json:"position,omitempty"`
	Algorithm       Algorithm       `json:"algorithm"`
	Options         jsonOptions     `json:"options"`
	RootPlayer      string          `json:"root_player"`
	Complete        bool            `json:"complete"`
	Value           *int            `json:"value"`
	ValueBound      string          `json:"value_bound,omitempty"`
	ValueText       string          `json:"value_text"`
	Score           *int            `json:"score"`
	BestMove        string          `json:"best_move"`
	PV              []string        `json:"pv"`
	Stats           jsonStats       `json:"stats"`
	Stopped         string          `json:"stopped,omitempty"`
	StopKind        string          `json:"stop_kind,omitempty"`
	Iterations      []jsonIteration `json:"iterations,omitempty"`
	Recorded        bool            `json:"recorded"`
	RecordTruncated bool            `json:"record_truncated,omitempty"`
	// Scale: every value, alpha and beta of the form is the value times Scale (chance
	// nodes' weighted means kept whole); absent when 1.
	Scale int64 `json:"scale,omitempty"`
	// MCTS is Monte Carlo tree search's account (mctsjson.go).
	MCTS *jsonMCTS `json:"mcts,omitempty"`
}

type jsonOptions struct {
	Depth       int    `json:"depth"`
	PlainScores bool   `json:"plain_scores"`
	Order       bool   `json:"order"`
	Quiescence  bool   `json:"quiescence"`
	TT          string `json:"tt"`
	Iterative   bool   `json:"iterative"`
	FailSoft    bool   `json:"fail_soft"`
	FailHard    bool   `json:"fail_hard"`
	FailCourse  bool   `json:"fail_course,omitempty"`
	// expectiminimax: Star1's pruning, its leaf bounds (unscaled), the negamax form
	Star1        bool  `json:"star1,omitempty"`
	ChanceBounds []int `json:"chance_bounds,omitempty"`
	NegamaxForm  bool  `json:"negamax_form,omitempty"`
	MaxNodes     int64 `json:"max_nodes"`
	TimeLimitMS  int64 `json:"time_limit_ms"`
}

type jsonStats struct {
	Nodes     int64 `json:"nodes"`
	Leaves    int64 `json:"leaves"`
	Cutoffs   int64 `json:"cutoffs"`
	TTHits    int64 `json:"tt_hits"`
	Quiesce   int64 `json:"quiesce,omitempty"`
	ElapsedUS int64 `json:"elapsed_us"`

	// Iterations: mcts's iterations run.
	Iterations int64 `json:"iterations,omitempty"`
}

type jsonIteration struct {
	Depth    int    `json:"depth"`
	Value    int    `json:"value"`
	BestMove string `json:"best_move"`
	Nodes    int64  `json:"nodes"`
}

func intPtr(v int) *int { return &v }

func boundName(b Bound) string {
	if b == Exact {
		return ""
	}
	return b.String()
}

func ttName(m TTMode) string {
	switch m {
	case TTBounds:
		return "bounds"
	case TTNaive:
		return "naive"
	}
	return "off"
}

// header is the JSON form's header.
func (t *Trace) header(p Problem) jsonHeader {
	o := t.Options
	j := jsonHeader{
		Game: p.Game, Position: p.Position,
		Algorithm: o.Algorithm,
		Options: jsonOptions{
			Depth: o.Depth, PlainScores: o.PlainScores, Order: o.Order, Quiescence: o.Quiescence, TT: ttName(o.TT),
			Iterative: o.Iterative, FailSoft: !o.FailHard && !o.FailCourse, FailHard: o.FailHard, FailCourse: o.FailCourse, MaxNodes: o.MaxNodes,
			TimeLimitMS: o.TimeLimit.Milliseconds(),
		},
		RootPlayer: t.RootPlayer.String(),
		Complete:   t.Complete,
		BestMove:   t.BestMove,
		PV:         t.PV,
		Stats: jsonStats{
			Nodes: t.Stats.Nodes, Leaves: t.Stats.Leaves, Cutoffs: t.Stats.Cutoffs,
			TTHits: t.Stats.TTHits, Quiesce: t.Stats.Quiesce, ElapsedUS: t.Stats.Elapsed.Microseconds(),
		},
		Stopped:         t.Stopped,
		StopKind:        t.StopKind,
		Recorded:        o.Record,
		RecordTruncated: t.RecordTruncated,
	}
	if t.ValueScale() > 1 {
		j.Scale = t.ValueScale()
	}
	if o.Algorithm == Expectiminimax {
		j.Options.Star1, j.Options.NegamaxForm = o.Star1, o.NegamaxForm
		if o.Star1 {
			j.Options.ChanceBounds = []int{o.ChanceLow, o.ChanceHigh}
		}
	}
	if j.PV == nil {
		j.PV = []string{}
	}
	if t.HasValue {
		j.Value, j.Score = intPtr(t.Value), intPtr(t.Score)
		j.ValueBound = boundName(t.ValueBound)
		j.ValueText = t.FormatBoundedValue(t.Value, t.ValueBound)
	}
	for _, it := range t.Iterations {
		j.Iterations = append(j.Iterations, jsonIteration(it))
	}
	t.mctsHeader(&j)
	return j
}

// writeHeader writes the header object without its closing brace, so fields can follow.
func (t *Trace) writeHeader(w *jsonWriter, p Problem) {
	b, err := json.Marshal(t.header(p)) // escapes <, > and & as the rest of the form does
	if err != nil {
		w.fail(err)
		return
	}
	w.raw(b[:len(b)-1])
}

// WriteJSON writes the trace as one JSON document, the object form: the header, then
// "nodes" and "steps" as arrays of objects. It is written a node and a step at a time,
// never held whole, so a trace of a million nodes costs no more memory to write than a
// small one.
func (t *Trace) WriteJSON(w io.Writer, p Problem) error {
	jw := newJSONWriter(w)
	t.writeHeader(jw, p)
	jw.raw([]byte(`,"nodes":[`))
	names := t.Names()
	for i := range t.NodeCount() {
		if i > 0 {
			jw.byte(',')
		}
		t.writeNode(jw, names, int32(i))
	}
	jw.raw([]byte(`],"steps":[`))
	for k := range t.StepCount() {
		if k > 0 {
			jw.byte(',')
		}
		t.writeStep(jw, names, k)
	}
	jw.raw([]byte("]}\n"))
	return jw.flush()
}

func (t *Trace) writeNode(w *jsonWriter, names *Names, id int32) {
	n := t.Node(id)
	w.raw([]byte(`{"id":`))
	w.int(int(id))
	w.raw([]byte(`,"parent":`))
	w.int(int(n.Parent))
	w.raw([]byte(`,"depth":`))
	w.int(int(n.Depth))
	w.raw([]byte(`,"move":`))
	w.str(names.Move(id))
	w.raw([]byte(`,"label":`))
	w.str(names.Label(id))
	if prob := names.Prob(id); prob != "" {
		w.raw([]byte(`,"prob":`))
		w.str(prob)
	}
	w.raw([]byte(`,"player":"`))
	w.raw([]byte(n.Player.String()))
	w.raw([]byte(`","kind":"`))
	w.raw([]byte(n.Kind.String()))
	w.raw([]byte(`","value":`))
	w.value(n.Value, n.HasValue)
	if n.HasValue && n.Bound != Exact {
		w.raw([]byte(`,"bound":"`))
		w.raw([]byte(n.Bound.String()))
		w.byte('"')
	}
	w.raw([]byte(`,"alpha":`))
	w.value(n.Alpha, true)
	w.raw([]byte(`,"beta":`))
	w.value(n.Beta, true)
	if n.Kind == Pruned {
		w.raw([]byte(`,"pruned":true`))
	} else {
		w.raw([]byte(`,"pruned":false`))
	}
	if n.PV {
		w.raw([]byte(`,"pv":true`))
	}
	if board := names.Board(id); len(board) > 0 {
		w.raw([]byte(`,"board":[`))
		for i, row := range board {
			if i > 0 {
				w.byte(',')
			}
			w.str(row)
		}
		w.byte(']')
	}
	if n.Same >= 0 {
		w.raw([]byte(`,"same":`))
		w.int(int(n.Same))
	}
	w.raw([]byte(`,"first_step":`))
	w.int(int(n.FirstStep))
	w.raw([]byte(`,"last_step":`))
	w.int(int(n.LastStep))
	t.writeMCTSNode(w, id)
	w.byte('}')
}

// stepHasBound reports whether a step of that kind carries its value's bound.
func stepHasBound(k StepKind) bool {
	return k == StepEval || k == StepTTHit || k == StepReturn || k == StepStop
}

func (t *Trace) writeStep(w *jsonWriter, names *Names, k int) {
	s := t.Step(k)
	w.raw([]byte(`{"kind":"`))
	w.raw([]byte(s.Kind.String()))
	w.raw([]byte(`","node":`))
	w.int(int(s.Node))
	if s.Child >= 0 {
		w.raw([]byte(`,"child":`))
		w.int(int(s.Child))
	}
	w.raw([]byte(`,"depth":`))
	w.int(int(s.Depth))
	w.raw([]byte(`,"alpha":`))
	w.value(s.Alpha, true)
	w.raw([]byte(`,"beta":`))
	w.value(s.Beta, true)
	w.raw([]byte(`,"value":`))
	w.value(s.Value, s.HasValue)
	if s.HasValue && stepHasBound(s.Kind) && s.Bound != Exact {
		w.raw([]byte(`,"bound":"`))
		w.raw([]byte(s.Bound.String()))
		w.byte('"')
	}
	if rule := t.CutoffRule(k); rule != "" {
		w.raw([]byte(`,"rule":`))
		w.str(rule)
	}
	if s.Kind == StepQuiesce {
		w.raw([]byte(`,"threat":`))
		w.str(names.MoveAt(s.Node, s.Threat))
		w.raw([]byte(`,"threat_by":"`))
		w.raw([]byte(s.ThreatBy.String()))
		w.byte('"')
	}
	t.writeMCTSStep(w, names, k, &s)
	w.byte('}')
}
