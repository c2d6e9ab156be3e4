package lab

import (
	"runtime"
	"runtime/metrics"
	"sync"
	"time"

	"go.starlark.net/starlark"
)

// Limits bound what a program may use. The zero value of a field means its default
// (DefaultLimits).
type Limits struct {
	// Steps is the interpreter's step budget over the program's whole life (loading and
	// every call): about one step per bytecode instruction.
	Steps uint64
	// Time is the wall-clock budget over the program's whole life.
	Time time.Duration
	// Depth bounds nested calls (recursion).
	Depth int
	// HeapBytes is the heap the process may hold while a program runs: above it every
	// running program is stopped with lab.memory (a watchdog samples the heap every few
	// milliseconds; one allocation far past it is the sandbox's address-space limit's).
	HeapBytes uint64
	// SourceBytes bounds the source.
	SourceBytes int
	// Positions, when set, is called with each new position (line, column) the code
	// reaches, before the instruction there runs: slow, for finding where a worker that
	// died (one allocation past its address space) was.
	Positions func(line, col int) `json:"-"`
}

// DefaultLimits are the limits of a program that asks for none.
var DefaultLimits = Limits{
	Steps:       200_000_000,
	Time:        10 * time.Second,
	Depth:       5_000,
	HeapBytes:   256 << 20,
	SourceBytes: 64 << 10,
}

func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	if l.Steps == 0 {
		l.Steps = d.Steps
	}
	if l.Time == 0 {
		l.Time = d.Time
	}
	if l.Depth == 0 {
		l.Depth = d.Depth
	}
	if l.HeapBytes == 0 {
		l.HeapBytes = d.HeapBytes
	}
	if l.SourceBytes == 0 {
		l.SourceBytes = d.SourceBytes
	}
	return l
}

// checkEvery is how many steps pass between two checks of the budget, the deadline and
// the call depth (a check costs a clock read).
const checkEvery = 1024

// guard installs the program's limits on its thread: the step budget, the deadline and
// the depth are checked every checkEvery steps; the heap is watched by the watchdog.
func guard(p *Program) {
	th := p.thread
	every := uint64(checkEvery)
	if p.limits.Positions != nil {
		every = 1
	}
	lastLine, lastCol := 0, 0
	th.SetMaxExecutionSteps(th.Steps + every)
	th.OnMaxSteps = func(th *starlark.Thread) {
		switch {
		case th.Steps >= p.stepEnd:
			th.Cancel(reasonSteps)
		case th.CallStackDepth() > p.limits.Depth:
			th.Cancel(reasonRecursion)
		case time.Now().After(p.deadline):
			th.Cancel(reasonTime)
		}
		if f := p.limits.Positions; f != nil {
			for i := 0; i < th.CallStackDepth(); i++ {
				pos := th.CallFrame(i).Pos
				if pos.Filename() != fileName || pos.Line == 0 {
					continue
				}
				if l, c := p.origin.at(int(pos.Line), int(pos.Col)); l != lastLine || c != lastCol {
					lastLine, lastCol = l, c
					f(l, c)
				}
				break
			}
		}
		th.SetMaxExecutionSteps(th.Steps + every)
	}
}

// The watchdog: while programs run, a goroutine samples the heap every watchPeriod and
// cancels with lab.memory every running program whose HeapBytes the heap passes (after
// a garbage collection confirms it).
const watchPeriod = 5 * time.Millisecond

var watch struct {
	sync.Mutex
	threads map[any]watchedRun // running thread (Starlark's, JavaScript's) -> its bound
	running bool
}

// watchedRun is a running program under the watchdog: its heap bound and how to stop
// it with a reason.
type watchedRun struct {
	heap   uint64
	cancel func(reason string)
}

// watched runs f with th under the watchdog.
func watched(th *starlark.Thread, heap uint64, f func()) {
	watchedBy(th, func(reason string) { th.Cancel(reason) }, heap, f)
}

// watchedBy runs f under the watchdog, which calls cancel when the heap passes heap;
// key names the run.
func watchedBy(key any, cancel func(reason string), heap uint64, f func()) {
	th := key
	watch.Lock()
	if watch.threads == nil {
		watch.threads = map[any]watchedRun{}
	}
	watch.threads[th] = watchedRun{heap: heap, cancel: cancel}
	if !watch.running {
		watch.running = true
		go watchdog()
	}
	watch.Unlock()
	defer func() {
		watch.Lock()
		delete(watch.threads, th)
		watch.Unlock()
	}()
	f()
}

func watchdog() {
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	tick := time.NewTicker(watchPeriod)
	defer tick.Stop()
	for range tick.C {
		watch.Lock()
		if len(watch.threads) == 0 {
			watch.running = false
			watch.Unlock()
			return
		}
		bound := uint64(0)
		for _, r := range watch.threads {
			if bound == 0 || r.heap < bound {
				bound = r.heap
			}
		}
		watch.Unlock()
		metrics.Read(sample)
		if sample[0].Value.Uint64() <= bound {
			continue
		}
		runtime.GC()
		metrics.Read(sample)
		if sample[0].Value.Uint64() <= bound {
			continue
		}
		// only the runs whose own bound the heap passes: the set may have changed
		// since the bound was read (a run with a small bound ended, one with a
		// larger bound began)
		heap := sample[0].Value.Uint64()
		watch.Lock()
		for _, r := range watch.threads {
			if heap > r.heap {
				r.cancel(reasonMemory)
			}
		}
		watch.Unlock()
	}
}
