// Package trace holds the search algorithms of the course and the recorder that makes
// them visible.
//
// The algorithms, each its own readable function: minimax as two mutually recursive
// functions MAX and MIN; negamax returning the value and the best line (the principal
// variation); alpha-beta in MAX/MIN form; negamax with alpha-beta, fail-hard or
// fail-soft. Options add a depth limit with static evaluation, plain +1/0/-1 scores or
// (the default) scores that prefer faster wins, move ordering, a transposition table
// that stores each value's bound type (and a naive one that shows why that matters),
// iterative deepening, a node budget and a time limit.
//
// With Options.Record the search returns every node it visited and every child it
// pruned (the whole pruned subtree for explicit trees, and for games with
// Options.PrunedWhole, a pruned finished game then valued), and the ordered list of steps:
// enter, evaluation, table hit, value backed up, alpha raised, beta lowered, cutoff,
// return, stop. Each step carries the node's alpha, beta and value as they are after
// it, so any step can be shown on its own; States rebuilds every node's state at any
// step. All values, alphas and betas are from MAX's point of view, for negamax too.
//
// Without recording the search allocates nothing per node.
//
// Nothing here draws or serves: see packages render and web.
package trace
