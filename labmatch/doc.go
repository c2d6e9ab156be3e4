// Package labmatch measures a student's evaluation (package lab) the way the connect-4
// practical (seed 002) asks: a tournament against the course's evaluations and the
// exact solver, at chosen depths, from varied openings with both colours, as a
// win/draw/loss tally streamed game by game; and a quality score: on a fixed set of
// positions whose exact scores the solver found, how often the evaluation's
// depth-limited choice is an optimal move, beside the course's evaluations.
//
// Everything here runs in the calling process: the server runs it in a sandbox
// worker (package sandbox), where the student's code is.
//
// This package depends on games, trace, c4, lab and msg.
package labmatch
