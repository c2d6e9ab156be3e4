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

type jsonTrace struct {
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
	Nodes           []jsonNode      `json:"nodes"`
	Steps           []jsonStep      `json:"steps"`
}

type jsonOptions struct {
	Depth       int    `json:"depth"`
	PlainScores bool   `json:"plain_scores"`
	Order       bool   `json:"order"`
	TT          string `json:"tt"`
	Iterative   bool   `json:"iterative"`
	FailSoft    bool   `json:"fail_soft"`
	FailHard    bool   `json:"fail_hard"`
	MaxNodes    int64  `json:"max_nodes"`
	TimeLimitMS int64  `json:"time_limit_ms"`
}

type jsonStats struct {
	Nodes     int64 `json:"nodes"`
	Leaves    int64 `json:"leaves"`
	Cutoffs   int64 `json:"cutoffs"`
	TTHits    int64 `json:"tt_hits"`
	ElapsedUS int64 `json:"elapsed_us"`
}

type jsonIteration struct {
	Depth    int    `json:"depth"`
	Value    int    `json:"value"`
	BestMove string `json:"best_move"`
	Nodes    int64  `json:"nodes"`
}

type jsonNode struct {
	ID        int32    `json:"id"`
	Parent    int32    `json:"parent"`
	Depth     int16    `json:"depth"`
	Move      string   `json:"move"`
	Label     string   `json:"label"`
	Player    string   `json:"player"`
	Kind      string   `json:"kind"`
	Value     *int     `json:"value"`
	Bound     string   `json:"bound,omitempty"`
	Alpha     *int     `json:"alpha"`
	Beta      *int     `json:"beta"`
	Pruned    bool     `json:"pruned"`
	PV        bool     `json:"pv,omitempty"`
	Board     []string `json:"board,omitempty"`
	Same      *int32   `json:"same,omitempty"`
	FirstStep int32    `json:"first_step"`
	LastStep  int32    `json:"last_step"`
}

type jsonStep struct {
	Kind  string `json:"kind"`
	Node  int32  `json:"node"`
	Child *int32 `json:"child,omitempty"`
	Depth int16  `json:"depth"`
	Alpha *int   `json:"alpha"`
	Beta  *int   `json:"beta"`
	Value *int   `json:"value"`
	Bound string `json:"bound,omitempty"`
	Rule  string `json:"rule,omitempty"`
}

func intPtr(v int) *int { return &v }

// bound returns nil for an infinite bound.
func bound(v int) *int {
	if v <= -Inf || v >= Inf {
		return nil
	}
	return &v
}

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

// WriteJSON writes the trace as one JSON document.
func (t *Trace) WriteJSON(w io.Writer, p Problem) error {
	o := t.Options
	j := jsonTrace{
		Game: p.Game, Position: p.Position,
		Algorithm: o.Algorithm,
		Options: jsonOptions{
			Depth: o.Depth, PlainScores: o.PlainScores, Order: o.Order, TT: ttName(o.TT),
			Iterative: o.Iterative, FailSoft: !o.FailHard, FailHard: o.FailHard, MaxNodes: o.MaxNodes,
			TimeLimitMS: o.TimeLimit.Milliseconds(),
		},
		RootPlayer: t.RootPlayer.String(),
		Complete:   t.Complete,
		BestMove:   t.BestMove,
		PV:         t.PV,
		Stats: jsonStats{
			Nodes: t.Stats.Nodes, Leaves: t.Stats.Leaves, Cutoffs: t.Stats.Cutoffs,
			TTHits: t.Stats.TTHits, ElapsedUS: t.Stats.Elapsed.Microseconds(),
		},
		Stopped:         t.Stopped,
		StopKind:        t.StopKind,
		Recorded:        o.Record,
		RecordTruncated: t.RecordTruncated,
		Nodes:           make([]jsonNode, len(t.Nodes)),
		Steps:           make([]jsonStep, len(t.Steps)),
	}
	if j.PV == nil {
		j.PV = []string{}
	}
	if t.HasValue {
		j.Value, j.Score = intPtr(t.Value), intPtr(t.Score)
		j.ValueBound = boundName(t.ValueBound)
		j.ValueText = FormatBounded(t.Value, t.ValueBound)
	}
	for _, it := range t.Iterations {
		j.Iterations = append(j.Iterations, jsonIteration(it))
	}
	for i, n := range t.Nodes {
		jn := jsonNode{
			ID: n.ID, Parent: n.Parent, Depth: n.Depth, Move: n.Move, Label: n.Label,
			Player: n.Player.String(), Kind: n.Kind.String(),
			Alpha: bound(n.Alpha), Beta: bound(n.Beta),
			Pruned: n.Kind == Pruned, PV: n.PV, Board: n.Board,
			FirstStep: n.FirstStep, LastStep: n.LastStep,
		}
		if n.HasValue {
			jn.Value = intPtr(n.Value)
			jn.Bound = boundName(n.Bound)
		}
		if n.Same >= 0 {
			same := n.Same
			jn.Same = &same
		}
		j.Nodes[i] = jn
	}
	for i, s := range t.Steps {
		js := jsonStep{
			Kind: s.Kind.String(), Node: s.Node, Depth: s.Depth,
			Alpha: bound(s.Alpha), Beta: bound(s.Beta),
			Rule: t.CutoffRule(i),
		}
		if s.Child >= 0 {
			c := s.Child
			js.Child = &c
		}
		if s.HasValue {
			js.Value = intPtr(s.Value)
			if s.Kind == StepEval || s.Kind == StepTTHit || s.Kind == StepReturn || s.Kind == StepStop {
				js.Bound = boundName(s.Bound)
			}
		}
		j.Steps[i] = js
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(true)
	return enc.Encode(j)
}
