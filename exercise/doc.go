// Package exercise makes practice exercises on game trees and grades the answers.
//
// An exercise (Spec) is a tree with the values of its inner nodes hidden: a random
// uniform tree drawn from a seed at one of five levels, a preset, a tree typed by a
// teacher, a small tic-tac-toe or stones position, a connect-4 position searched to a
// depth limit (Spec.Depth; its positions there scored by the course's evaluation; a
// depth limit may shorten a tic-tac-toe or stones search too), or a small position of a
// student's own game from the code lab (source "lab:HASH", its code played through
// the trace.Makers its caller gives NewWith). The question (q) is one of
//
//	values  the minimax value of every inner node
//	prune   alpha-beta: the value of every visited inner node and the pruned edges
//	window  alpha-beta: values, α and β of every visited inner node when it returns,
//	        and the pruned edges
//	order   alpha-beta: the order in which the leaves are evaluated
//	star1   expectiminimax with Star1 pruning (a tree with chance nodes): the value
//	        of every visited inner node and the pruned edges, the leaf bounds L and U
//	        given (LeafBounds)
//
// A tree with chance nodes (a random one with Spec.Chance, the "chance" preset, a typed
// "A(?(1/2: B(3,5), 1/2: C(2,9)))") is searched with expectiminimax: values asks for
// every inner node's expectiminimax value, chance nodes included, and its answers are
// exact rationals, written "2.5", "2,5", "5/2" (chance.go, rational.go).
//
// New runs the search the question is about (minimax, or alpha-beta fail-soft or
// fail-hard) with recording on; Grade compares a student's answers, given by node name,
// with the recorded search, and explains every mistake by the step of the trace that
// decides it, with the sentence the page's stepper shows at that step (sentences.go,
// in English and Spanish, from the page's words in package msg). NextHint reveals the
// search one relevant step at a time.
//
// The same Spec gives the same exercise on every machine: random trees are drawn with
// PCG from the seed, values reduced from its raw 64-bit output (see random.go).
//
// Node names (the names answers use, the page shows and the sentences say): in a tree
// the node's name, inner nodes A, B, C, ... in breadth-first order (the root is A) and
// leaves after their parent, B1, B2, ... (games.Tree's rule); in a game the moves from
// the root separated by spaces ("b2 a1", "take 2 take 1"), the root "root".
//
// This package depends on games, trace and msg only.
package exercise
