// Package workers draws Graphviz's pictures (package graphviz) in worker processes,
// for the server's engine=graphviz: go-graphviz cannot share one process between
// requests, keeps memory from every render and ignores deadlines, so no request draws
// with it in the server's own process.
//
// The processes are a procpool.Pool of this package's kind of worker (handler.go: the
// DOT text in, the SVG out; a health check starts Graphviz): main, and the TestMain of
// every package whose tests start workers, call procpool.MaybeServe first. [Pool] is
// the render.Renderer over it: [Pool.Admit], asked before any search, and
// [Pool.Render] refuse at once with a [BusyError] (render.busy, when to try again) once
// the queue is full or the renders ahead would not finish in time; a render whose
// caller's deadline passes in the queue fails with a [QueueTimeoutError]. A caller who
// stops waiting never kills a worker. A render's own deadline ([PoolConfig.Timeout],
// 10 s) kills its worker (the error is context.DeadlineExceeded); so does the
// watchdog when a busy worker is frozen (its render is drawn again once), and a worker
// that dies fails its render with a coded [WorkerError]. A worker process is recycled
// after [WorkerConfig.MaxRenders] renders or past MaxRSS, and stopped after idling
// 30 s once it has drawn, its memory handed back (Graphviz's WebAssembly memory only
// grows). [Pool.Shutdown] drains the pool; PNG is rasterised here from the worker's
// SVG.
//
// Costs: a render through the pool pays the pipe's round trip on top of Graphviz's
// own time, little next to it (BenchmarkWorkerTextbook: a few ms a step of the
// textbook tree, as in process); a worker process holds about 35 MB resident.
package workers
