package sandbox

import (
	"encoding/json"

	"github.com/gametree/gametree/lab"
)

// Operations of the worker protocol: a JSON Request, a JSON Response (procpool's
// frames carry them, and a job's progress messages before its answer).
const (
	OpLoad     = "load"     // load and check the program: the functions it defines
	OpEval     = "eval"     // evaluate(board, player)
	OpInitial  = "initial"  // a game's initial()
	OpExpand   = "expand"   // a game's result, moves, names and children of a state
	OpEvaluate = "evaluate" // a game's evaluate(state)
	OpBoard    = "board"    // a game's board(state)
	OpChance   = "chance"   // a game's lab.ChanceInfo: chance(state) defined, bounds()
	OpJob      = "job"      // a longer job (Jobs), streaming progress
)

// Request is one request to a worker.
type Request struct {
	Op   string   `json:"op"`
	Kind lab.Kind `json:"kind"`
	Hash string   `json:"hash"`
	// Lang is the program's language (empty: Starlark); Hash is lab.HashOf(Lang, source).
	Lang lab.Lang `json:"lang,omitempty"`
	// Source is sent when the worker does not have the program yet (it answered
	// NeedSource).
	Source string `json:"source,omitempty"`
	// Steps and Millis are the budget of this request.
	Steps  uint64 `json:"steps"`
	Millis int64  `json:"ms"`
	// Diagnose runs the request again in a fresh worker that writes every position
	// the code reaches to its standard error: where the worker before it died.
	Diagnose bool `json:"diagnose,omitempty"`

	Board  []string `json:"board,omitempty"`
	Player string   `json:"player,omitempty"`
	State  string   `json:"state,omitempty"`

	Job  string          `json:"job,omitempty"`
	Args json.RawMessage `json:"args,omitempty"`
}

// Response is a worker's answer (NeedSource: send the request again with the source).
type Response struct {
	NeedSource bool       `json:"need_source,omitempty"`
	Err        *lab.Error `json:"error,omitempty"`
	Steps      uint64     `json:"steps,omitempty"`

	Functions []string        `json:"functions,omitempty"`
	Value     int64           `json:"value,omitempty"`
	Has       bool            `json:"has,omitempty"`
	State     string          `json:"state,omitempty"`
	Expansion *lab.Expansion  `json:"expansion,omitempty"`
	Board     []string        `json:"board,omitempty"`
	Chance    *lab.ChanceInfo `json:"chance,omitempty"`
	Result    json.RawMessage `json:"result,omitempty"`
}
