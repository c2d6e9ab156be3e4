// Command loadtest puts the gametree server under a classroom's load, on loopback only,
// and checks the targets. It is bounded in time and in requests and stops by
// itself.
//
// It builds the server (or takes -bin), starts it on a free 127.0.0.1 port, and runs
// -clients closed-loop clients (100) for -duration (60 s) with vegeta
// (github.com/tsenart/vegeta): page loads and assets, traces (presets, random trees,
// game positions; gzip or not), renders (cached, step links, fresh small ones),
// /api/position and -bad (5 %) bad input. A client answered 429 waits as long as
// Retry-After says (1 s without it) and asks again; the latencies reported are those
// of the answer, without that wait. Clients send their next request as soon as they
// are answered (-think adds a pause, as a user reading the page would). The report
// gives the CPU time the server (with its workers) and the tool itself used: on a
// small machine they share the cores, and the latencies count that too.
//
// It reports, per class of request: count, status counts, p50/p95/p99, 5xx, dropped
// answers (no status: connection or read errors), and 429s waited out; and the RSS of
// the server and of its worker processes, sampled from /proc every second: at the
// start, at the peak, and after -idle (30 s) without load. Targets checked: no 5xx, no
// dropped answer, every bad request a 4xx JSON error, cached renders (each drawn once
// before the load) p99 < 200 ms, fresh small renders p99 < 1 s, server RSS < 400 MB
// at the peak and back near the start (at most 64 MB above it) after the idle pause.
// The exit status is 1 when a target is missed, 2 for bad flags.
//
// With -soak it draws distinct random trees (b=3, d=5: 364 nodes, a new seed for every
// request) for -duration (10 min) and reports the throughput of each minute, memory at
// the start, each minute, the peak and after the idle pause, and the worker events read
// from the server's log (starts, restarts, kills; read loosely: any log line that
// names a worker).
//
// With -heavy N, N heavy clients run beside the -clients, each in a closed loop
// asking in turn for the whole tic-tac-toe minimax trace, a 600,000-node connect-4
// trace, a sweep of 200-800 random trees, a 600 dpi worksheet PNG, a 2,047-node tree
// drawn by Graphviz and the same as a full-size PNG (45,284 x 884), every one
// distinct, waiting as Retry-After says after a 429 (heavy.go). The targets checked
// then are the issue's: no 5xx; no light request refused (not even a 429 waited out)
// and their p99 under 300 ms; every heavy request served, or refused with 429 and
// Retry-After within 100 ms; the server's RSS at most 512 MB at its peak and under
// 100 MB within 15 s after the load.
//
// With -widthfull it runs the width=full repro (widthfull.go): -heavy (4) clients ask
// for full-size PNGs while one asks for the textbook tree's SVG, drawn afresh each
// time; target: its p99 under 50 ms.
//
// With -classroom it tries the practise, worksheet and comparison routes in phases
// (-phases students,sheets,sweeps,hostile,bigsheets,assessed,lab): -students students open one
// exercise link and grade -grades answers each over -duration (2 min); a teacher's
// burst of -sheets worksheet PNGs then PDFs; -sweeps distinct sweeps at once; -hostile
// sweeps at the size limit with grading bodies at the body limit; -sheets 600 dpi
// PNGs at once; an assessed class (assessed.go: -students students join, hand in five
// exercises three times each, ±∞ among the answers, every answer read back; 429s
// waited out there); the code lab under 30 students' code (labphase.go: a third
// endless, a third slow, a third correct checks, a light search probed every 100 ms).
// Per phase: p50/p99 and statuses by class, wrong answers (the same
// answers must get the same grade, byte for byte; answers copied from the trace full
// marks), /healthz every 100 ms, a student grading every 250 ms during the bursts,
// and RSS before, at the peak and -settle after. No retries: a 429 is an answer.
//
// Examples (from the module's root):
//
//	go run ./tools/loadtest -bin /tmp/gametree -seed 7 -idle 30s
//	go run ./tools/loadtest -bin /tmp/gametree -soak -seed 9 -idle 75s -server-args "--cache-idle 40s"
//	go run ./tools/loadtest -bin /tmp/gametree -soak -render-query engine=graphviz
//	go run ./tools/loadtest -url http://127.0.0.1:8080/ -duration 10s -clients 10
//	go run ./tools/loadtest -bin /tmp/gametree -heavy 20
//	go run ./tools/loadtest -bin /tmp/gametree -widthfull -duration 30s
//	go run ./tools/loadtest -bin /tmp/gametree -classroom
//	go run ./tools/loadtest -bin /tmp/gametree -heavy 20
//	go run ./tools/loadtest -bin /tmp/gametree -widthfull -duration 30s
//	go run ./tools/loadtest -bin /tmp/gametree -classroom -phases sheets,bigsheets -sheets 10
//
// With -url it loads a server already running on loopback and cannot sample its
// memory unless -pid names it.
package main
