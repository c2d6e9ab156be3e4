// Package c4 solves connect-4 positions exactly, fast, along the path of Pascal Pons'
// tutorial "Solving Connect 4: how to build a perfect AI" (blog.gamesolver.org), with
// every refinement of the tutorial a switch a student can turn off to see what it buys.
//
// A Position is two bitboards (the side to move's stones and all stones), as in
// package games' Connect4 and in Pons' solver; its Key, current+mask, is below 2^49
// (a 56-bit key holds it). A Solver searches with negamax and the Refinements chosen:
//
//	AlphaBeta        alpha-beta pruning (tutorial part 4)
//	CentreFirst      columns tried centre first: 4 3 5 2 6 1 7 (part 5)
//	Table            a transposition table of upper bounds (part 7)
//	NullWindow       iterative deepening on null windows [med, med+1] (part 8)
//	AnticipateLosses only non-losing moves; an immediate win found before any node (part 9)
//	WinningSpots     moves ordered by the winning spots they create (part 10)
//	LowerBounds      the table holds lower bounds too (part 12)
//
// Part 6 (bitboards) is always on here: the generic, interface-based search of package
// trace is the version without them. Part 11 (a table of 32-bit partial keys) is the
// table this package always uses; the tutorial's steps differ only in its size
// (TutorialSteps). Nodes are counted as Pons does: one per call of the negamax
// function, summed over the null-window passes, with the table cleared per position.
//
// The hot loop makes no interface call and no allocation: the full refinement set runs
// in a dedicated function (negamaxFull), the other combinations in one function that
// reads the switches (negamaxSteps); both count the same nodes.
//
// TraceSolve records the solver's search as a trace (package trace), for the page's
// stepper and pictures: a twin of negamaxFull with a recording call at every event
// (negamaxRecorded), so the hot loop pays nothing when nobody records. It searches the
// whole score range in one pass instead of the null-window passes, so the tree has
// one root; the rest is the full solver.
//
// Scores are those of the benchmark sets: for the side to move, 0 a draw, a win with
// the winner's k-th stone 22-k, a loss the negation. A weak solve gives only the sign
// (-1, 0 or 1 for a search that ends; a win found at the root keeps its exact score).
package c4
