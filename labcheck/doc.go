// Package labcheck runs a student's own minimax, alpha-beta or negamax (a Starlark
// search(root), package lab) on a tree or a game position and checks it, step by step,
// against the course's algorithm (package trace) the student names, fail-soft or
// fail-hard.
//
// The student's code walks nodes (children(), is_leaf(), is_max(), value(), name); the
// checker records what it did: the nodes in the order it first touched them, the
// leaves it evaluated, and the value it returned for every inner node it finished (it
// wraps each return of the student's functions whose parameters hold a node). The
// course's search gives the same three kinds of events. The first place where they
// differ is the first divergence: marked by node, and explained with the stepper's
// sentence of the reference step that decides it (package exercise), in English and
// Spanish ("your code evaluated leaf D2 at step 12; alpha-beta prunes it: β=0 ≤ α=3
// at D...").
//
// This package depends on games, trace, exercise, lab and msg.
package labcheck
