// Command viewtimes measures what a student opening the solver view waits for: the
// time until a running server's /api/solve (stream=true, every column) answers
// positions off the opening book, random positions of each number of stones asked in
// turn, one at a time. For each size it reports how many were asked, the time to the
// first progress line and to the answer (p50, p90, p99, max) and how many answers
// took longer than -limit (5 s) or were refused.
//
//	go run ./tools/viewtimes -url http://127.0.0.1:8080 -stones 6-12 -n 40
//
// The positions are random games (a seed per run, -seed), skipping any that are over
// or that the built-in book holds; the exit status is 1 when an answer is refused or
// past -limit, 2 for bad flags.
package main
