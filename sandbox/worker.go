package sandbox

import (
	"encoding/json"
	"fmt"
	"os"
	"runtime/debug"
	"time"

	"github.com/gametree/gametree/internal/procpool"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/labcheck"
)

// workerKind names the workers that run students' code.
const workerKind = "lab"

// Kind is the worker that runs students' code (procpool.MaybeServe): a request is a
// JSON Request, its answer a JSON Response; a job's progress lines go as progress
// messages. The memory a request used goes back to the system after its answer.
var Kind = procpool.Kind{Name: workerKind, Start: func(lim procpool.Limits) procpool.Handler {
	lowerPriority() // nice_linux.go: the server's requests first
	heap := lim.HeapBytes
	if heap == 0 {
		heap = lab.DefaultLimits.HeapBytes
	}
	ws := &workerState{heap: heap, kept: map[string]*loaded{}}
	return procpool.Handler{Serve: ws.serve, After: debug.FreeOSMemory}
}}

// loaded is a program the worker keeps, with its game backend.
type loaded struct {
	prog *lab.Program
	game *lab.LocalGame
}

// maxKept bounds the programs a worker keeps.
const maxKept = 16

type workerState struct {
	heap     uint64
	kept     map[string]*loaded
	order    []string
	progress func([]byte) // the request's progress messages
}

func (ws *workerState) serve(b []byte, progress func([]byte)) ([]byte, error) {
	var req Request
	if err := json.Unmarshal(b, &req); err != nil {
		return nil, fmt.Errorf("lab worker: bad request: %w", err)
	}
	ws.progress = progress
	resp := ws.handle(&req)
	if resp.Err != nil {
		ws.drop(req.Hash) // a failed program is not kept: its next use starts afresh
	}
	return json.Marshal(resp)
}

func (ws *workerState) drop(hash string) {
	if _, ok := ws.kept[hash]; !ok {
		return
	}
	delete(ws.kept, hash)
	for i, h := range ws.order {
		if h == hash {
			ws.order = append(ws.order[:i], ws.order[i+1:]...)
			break
		}
	}
}

// limitsFor are the limits of a request's program: its budget, the worker's heap.
func (ws *workerState) limitsFor(req *Request) lab.Limits {
	lim := lab.Limits{Steps: req.Steps, Time: time.Duration(req.Millis) * time.Millisecond, HeapBytes: ws.heap}
	if req.Diagnose {
		lim.Positions = func(line, col int) { fmt.Fprintf(os.Stderr, "%s %d %d\n", posMark, line, col) }
	}
	return lim
}

// posMark starts the lines a diagnosing worker writes its code's positions on.
const posMark = "lab-pos"

// program finds or loads the request's program and gives it the request's budget.
func (ws *workerState) program(req *Request) (*loaded, *Response) {
	key := req.Hash
	if req.Diagnose {
		ws.drop(key) // loaded afresh, with the positions written
	}
	l, ok := ws.kept[key]
	if !ok {
		if req.Source == "" {
			return nil, &Response{NeedSource: true}
		}
		if lab.HashOf(langOr(req.Lang), req.Source) != req.Hash {
			return nil, &Response{Err: &lab.Error{Kind: lab.CodeCrash, Detail: "the source does not match its hash"}}
		}
		load := lab.LoadLang
		if req.Kind == lab.KindSearch { // the tutorial's code needs its world (labcheck)
			load = func(_ lab.Kind, lang lab.Lang, src string, lim lab.Limits) (*lab.Program, error) {
				return labcheck.LoadSearch(lang, src, lim)
			}
		}
		p, err := load(req.Kind, langOr(req.Lang), req.Source, ws.limitsFor(req))
		if err != nil {
			return nil, &Response{Err: asLabError(err)}
		}
		l = &loaded{prog: p}
		if req.Kind == lab.KindGame {
			l.game = lab.NewLocalGame(p)
		}
		ws.kept[key] = l
		ws.order = append(ws.order, key)
		if len(ws.order) > maxKept {
			ws.drop(ws.order[0])
		}
	}
	if l.prog.Kind != req.Kind {
		return nil, &Response{Err: &lab.Error{Kind: "lab.kind", Args: map[string]any{"kind": string(req.Kind)}}}
	}
	l.prog.SetBudget(req.Steps, time.Now().Add(time.Duration(req.Millis)*time.Millisecond))
	return l, nil
}

func asLabError(err error) *lab.Error { return lab.Carry(err) }

// langOr is a request's language, Starlark when it names none.
func langOr(l lab.Lang) lab.Lang {
	if l == "" {
		return lab.Starlark
	}
	return l
}

func (ws *workerState) handle(req *Request) *Response {
	l, resp := ws.program(req)
	if resp != nil {
		return resp
	}
	before := l.prog.Steps()
	resp = ws.run(req, l)
	resp.Steps = l.prog.Steps() - before
	return resp
}

func (ws *workerState) run(req *Request, l *loaded) *Response {
	fail := func(err error) *Response { return &Response{Err: asLabError(err)} }
	switch req.Op {
	case OpLoad:
		var fs []string
		for _, name := range []string{"evaluate", "initial", "moves", "play", "result", "move_name", "board", "search"} {
			if l.prog.Has(name) {
				fs = append(fs, name)
			}
		}
		return &Response{Functions: fs}
	case OpEval:
		v, err := lab.Local{P: l.prog}.Evaluate(req.Board, req.Player)
		if err != nil {
			return fail(err)
		}
		return &Response{Value: v}
	case OpInitial, OpExpand, OpEvaluate, OpBoard, OpChance:
		if l.game == nil {
			return fail(&lab.Error{Kind: "lab.kind", Args: map[string]any{"kind": string(req.Kind)}})
		}
		switch req.Op {
		case OpInitial:
			s, err := l.game.Initial()
			if err != nil {
				return fail(err)
			}
			return &Response{State: s}
		case OpExpand:
			e, err := l.game.Expand(req.State)
			if err != nil {
				return fail(err)
			}
			return &Response{Expansion: e}
		case OpEvaluate:
			v, has, err := l.game.Evaluate(req.State)
			if err != nil {
				return fail(err)
			}
			return &Response{Value: v, Has: has}
		case OpChance:
			c, err := l.game.ChanceInfo()
			if err != nil {
				return fail(err)
			}
			return &Response{Chance: c}
		default:
			b, err := l.game.Board(req.State)
			if err != nil {
				return fail(err)
			}
			return &Response{Board: b}
		}
	case OpJob:
		job, ok := jobs[req.Job]
		if !ok {
			return fail(&lab.Error{Kind: lab.CodeCrash, Detail: "unknown job " + req.Job})
		}
		progress := func(v any) {
			if b, err := json.Marshal(v); err == nil {
				ws.progress(b)
			}
		}
		out, err := job(l.prog, ws.limitsFor(req), req.Args, progress)
		if err != nil {
			return fail(err)
		}
		b, err := json.Marshal(out)
		if err != nil {
			return fail(err)
		}
		return &Response{Result: b}
	}
	return fail(&lab.Error{Kind: lab.CodeCrash, Detail: "unknown operation " + req.Op})
}

// Job is a longer piece of work a worker does with a program: its arguments are JSON,
// progress is streamed, and its result is written as JSON.
type Job func(p *lab.Program, lim lab.Limits, args json.RawMessage, progress func(any)) (any, error)
