// Package sandbox runs students' code (package lab: Starlark or JavaScript, the
// language carried with the code in every Request, Session and job, and kept in the
// Store beside its source; a hash is lab.HashOf the language and the source) where
// it cannot harm the server or other users: in worker processes of this program (a procpool.Pool of lab
// workers), each with an address-space limit (so one allocation of gigabytes kills
// only its worker), a soft heap bound and two CPUs (GOMAXPROCS), a step budget and a
// deadline per request, one request at a time per worker, a bounded queue in front of
// them (lab.busy when full or after Config.Wait), and a worker killed when a request
// passes its deadline inside a builtin (lab.time). A worker's death is read from its
// standard error: out of memory (lab.memory: the request is run again on a process of
// its own that writes the code's positions, to say which line), stack exceeded
// (lab.recursion), or another crash (lab.crash).
//
// A Pool serves requests (protocol.go): load and check a program, evaluate a board,
// expand a game's state, and longer jobs that stream their progress (the tournament,
// the quality score and the step-by-step check of a student's search; a job whose
// caller leaves stops its worker) or do many small searches in one exchange (the
// position a student's game is practised from, fit.go). A worker that does not have a request's program
// answers NeedSource, and gets it in a second exchange with the same worker. On the
// server side, Remote makes the games a search plays from them: a built-in board game
// evaluated by a student's evaluate, or a student's whole game (Install registers it
// for trace.Params whose game or eval is "lab:HASH"); Store keeps the sources by hash.
//
// procpool.MaybeServe must be called first by main and by the TestMain of every
// package whose tests start workers.
package sandbox
