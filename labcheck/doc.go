// Package labcheck runs a student's own minimax, alpha-beta or negamax (a Starlark
// search(root), package lab) on a tree or a game position and checks it, step by step,
// against the course's algorithm (package trace) the student names: fail-soft,
// fail-hard or the course's alpha-beta (seed 002: returns α at MAX, β at MIN).
//
// The student's code walks nodes (children(), is_leaf(), is_max(), value(), name); the
// checker records what it did: the nodes in the order it first expanded (children())
// or evaluated (value()) them (is_leaf() and is_max() are only looks), the
// leaves it evaluated, and what its functions returned for the inner nodes among their
// parameters (each return is wrapped, with the function's name and the call stack's
// depth). Whatever the code's shape, settle keeps one value per node: only functions
// that return numbers for inner nodes give nodes' values (a terminal(node) -> bool or
// successors(node) -> list helper is not one), and of several frames that return a
// value for the same node (a wrapper, a helper called in the node's own frame) the
// outermost's. The root's value is search(root)'s when no function returned it (the
// root's loop written in search), and a (value, move) or a node returned by search is
// the root's move (any best one is right).
//
// The course's search gives the same three kinds of events. The first place where they
// differ is the first divergence: marked by node, and explained with the stepper's
// sentence of the reference step that decides it (package exercise), at the stepper's
// step number, in English and Spanish ("At step 18 your code visited C2; alpha-beta
// never gets there, it prunes it: β=2 ≤ α=3 at C..."). Where the code's shape hides
// inner nodes' values (an explicit stack, a level written inline), the check compares
// what it can (the leaves evaluated in order, the nodes expanded, the root's value and
// move) and says which (Report.Checked, NotChecked). When the code differs from the
// chosen search but does another wholly (another variant, minimax for alpha-beta, the
// negamax form, seed 002's Java that overwrites α, seed 003's root loop with fresh
// windows), the verdict says so (Report.Matches).
//
// A JavaScript search(root) (CheckLang, CheckOnLang, CheckSuiteLang) is checked by the
// same checker: its nodes are objects of its own runtime (js_node.go: children(),
// is_leaf() or isLeaf(), is_max() or isMax(), value(), evaluate(), name), and its
// returns are instrumented from goja's syntax tree (js_rewrite.go: declarations,
// function expressions, arrow functions, methods; callbacks passed to a call are left
// alone, as Starlark's lambdas). Only loading and the bindings differ.
//
// This package depends on games, trace, exercise, lab and msg.
package labcheck
