// Package compare runs one problem under several searches and sets them side by side:
// what each refinement of minimax buys.
//
// Run searches one position with every algorithm of a list (minimax, alphabeta,
// alphabeta+order, alphabeta+tt, alphabeta+iterative, negamax, negamax-alphabeta, ...:
// ParseAlgos) and gives a row per search: its options, value and statistics exactly as
// `gametree trace --format json` writes them, and its time. Sweep runs the same list
// over a range of depths, on uniform random trees (branching b, children ordered best,
// random or worst, averaged over many trees) or on a game position (depth-limited),
// with the Knuth–Moore minimal tree b^⌈d/2⌉ + b^⌊d/2⌋ − 1 and the full tree b^d as
// reference (Minimal, Full).
//
// BarChart and SweepChart draw the results as SVG written here (no plotting library:
// the charts are a few bars, lines and words), in English or Spanish, readable in
// grey when printed (patterns, dashes and markers besides colours).
//
// Random trees for the sweep have leaf values drawn from a range so wide that ties
// are all but impossible, and a tree with a tie is drawn again: the published
// averages (random-order alpha-beta on b=3, d=4 visits about 45.3 leaves) assume
// distinct leaf values, and ties make alpha-beta prune more.
//
// Depends on games, trace and msg only.
package compare
