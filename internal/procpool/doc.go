// Package procpool runs work in worker processes: this same program started again in
// a worker mode, so that a library that leaks, crashes or ignores deadlines (Graphviz)
// or code nobody trusts (a student's Starlark) harms only a process of its own.
//
// The worker side: a package that starts workers says its [Kind] (a name, and a
// [Handler] made once per process), and main, and the TestMain of every package whose
// tests start workers, call [MaybeServe] first thing with the kinds they start. A process started with [Env] set
// ("lab,as=1073741824,heap=268435456,procs=2": the kind and its [Limits]) sets its
// address-space limit, its soft heap bound and its GOMAXPROCS, serves its kind's
// requests on standard input and output, and exits. No other process pays anything
// for it but the check of one environment variable.
//
// The protocol (frame.go): a frame is a length, a type byte and data; the pool sends a
// request (or a health check), the worker answers with progress messages, then one
// answer or one error.
//
// The parent side: a [Pool] of [Config.Workers] processes behind one bounded queue.
// [Pool.Call] makes one exchange; [Pool.Acquire] leases a worker for several
// ([Lease.Exchange]: a handshake within one request; [Lease.Fresh]: a second try on a
// process of its own). A full queue refuses at once with a [BusyError] saying when to
// try again (RetryAfter), as does [Pool.Admit] when the calls admitted ahead would not
// finish in time; a caller whose deadline passes in the queue gets a
// [QueueTimeoutError]. A caller who stops waiting never kills a worker (unless its
// [Request.StopWithCaller]): a queued call is dropped, a running one finishes. The
// call's own deadline ([Request.Timeout]) kills the worker; so does the watchdog when
// a busy worker's process neither runs nor waits to run for [Config.StallTimeout]
// (read from /proc: a worker starved of CPU is runnable, not frozen; its call is then
// made again once), and a failed health check of an idle one; a worker lost so is
// replaced at once. A worker is recycled after [Config.MaxCalls] calls or past
// [Config.MaxRSS] of resident memory, and stopped after idling [Config.IdleStop].
// A worker that dies fails its call with a [WorkerError]: how it ended and, from its
// standard error, why ([CauseMemory], [CauseStack], [CauseCrash]) and its last line.
// [Pool.Shutdown] drains the pool; [Pool.Stats] and [Config.OnEvent] tell what it did.
//
// Its callers give its errors their own codes (render.busy, lab.busy); ErrShuttingDown
// is the server's server.shutting_down.
package procpool
