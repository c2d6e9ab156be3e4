// Package workers draws Graphviz's pictures (package graphviz) in worker processes,
// for the server's engine=graphviz: go-graphviz cannot share one process between
// requests, keeps memory from every render and ignores deadlines, so no request draws
// with it in the server's own process.
//
// A worker process is this same program started again with [WorkerEnv] set: main, and
// the TestMain of every package whose tests start workers, call [MaybeRunWorker]
// first, which serves renders on standard input and output and exits. No other
// process pays anything for it but the check of one environment variable.
//
// A [Worker] is one such process, renders serialised to it over a pipe (a frame a
// request: the DOT text in, the SVG or an error out): a render whose own deadline
// passes kills the process, and the next render starts a new one; the process is
// recycled after [WorkerConfig.MaxRenders] renders or when its resident memory passes
// MaxRSS, and stopped after idling [PoolConfig.IdleStop] (30 s) once it has drawn, its
// memory handed back (Graphviz's WebAssembly memory only grows). A [Pool] runs several Workers (the CPUs, at most 8) behind one bounded
// queue. [Pool.Admit], asked before any search, and [Pool.Render] refuse at once with a
// [BusyError] (when to try again) once the queue is full or the renders ahead would
// not finish in time. A caller who stops waiting never kills a worker: a queued
// render is dropped, a running one finishes. A watchdog kills a busy worker whose
// process neither runs nor waits to run for [PoolConfig.StallTimeout] (read from
// /proc on Linux: a worker starved of CPU is runnable, not frozen) and draws its
// render again once; an idle worker that fails its health check is
// replaced. A worker that dies fails its render with a coded [WorkerError]; [Pool.Shutdown] drains the pool.
//
// Costs: a render through a worker pays the pipe's round trip on top of Graphviz's
// own time, little next to it (BenchmarkWorkerTextbook: about 3 ms a step of the
// textbook tree, as in process); a worker process holds about 33 MB resident.
package workers
