package tracetest

import (
	"sync"

	"github.com/gametree/gametree/trace"
)

// Node is a recorded node with its texts.
type Node struct {
	trace.Node
	Move  string
	Label string
	Board []string
}

type expanded struct {
	t     *trace.Trace
	nodes []Node
	steps []trace.Step
}

// The last few traces expanded, so a test can call Nodes(tr)[i] in a loop.
var (
	mu     sync.Mutex
	recent []*expanded
)

func expand(t *trace.Trace) *expanded {
	mu.Lock()
	defer mu.Unlock()
	for _, e := range recent {
		if e.t == t {
			return e
		}
	}
	names := t.Names()
	e := &expanded{t: t, nodes: make([]Node, t.NodeCount()), steps: make([]trace.Step, t.StepCount())}
	for i := range e.nodes {
		id := int32(i)
		e.nodes[i] = Node{Node: t.Node(id), Move: names.Move(id), Label: names.Label(id), Board: names.Board(id)}
	}
	for k := range e.steps {
		e.steps[k] = t.Step(k)
	}
	recent = append(recent, e)
	if len(recent) > 4 {
		recent = recent[1:]
	}
	return e
}

// Nodes returns every recorded node of t, in id order. Traces are not changed after
// their search, so the expansion is shared: don't modify it.
func Nodes(t *trace.Trace) []Node { return expand(t).nodes }

// Steps returns every recorded step of t, in order.
func Steps(t *trace.Trace) []trace.Step { return expand(t).steps }
