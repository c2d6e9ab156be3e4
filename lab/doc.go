// Package lab runs a student's own code, written in Starlark (go.starlark.net: Python's
// syntax, deterministic, no input or output), against the engine: an evaluation
// evaluate(board, player) for connect-4 and tic-tac-toe (Eval), a whole game
// initial/moves/play/result (Game), or a search search(root) over the Node API
// (package labcheck checks it step by step).
//
// A Program is one source, compiled and run once (its globals frozen), with its
// Limits: a step budget, a deadline, a call-depth bound, a soft heap bound watched
// from outside the interpreter, and a source-size limit. Every failure is an *Error:
// a stable code (lab.syntax, lab.runtime, lab.steps, lab.time, lab.memory,
// lab.recursion, ...), the line and column, and for runtime errors the Starlark
// traceback. Recursion and while loops are allowed.
//
// This package runs code in the calling process: the interpreter's own limits stop
// loops, recursion and slow growth, but not one allocation of many gigabytes
// ([0] * 10**9). Code from people other than the one running it goes through package
// sandbox, which runs this package in worker processes with an address-space limit.
//
// The API a program sees (examples in examples/, documented in README.md):
//
//	evaluate(board, player)   board: rows of 'X', 'O', '.' top first; player: 'X' or
//	                          'O', the side to move; a whole number, good for player
//	rows(board), columns(board), lines(board), opponent(player)
//	initial(), moves(state), play(state, move), result(state)   a game; optional
//	                          evaluate(state), move_name(state, move), board(state)
//	search(root)              node.children(), node.is_leaf(), node.is_max(),
//	                          node.value(), node.name
//
// This package depends on games, trace and msg.
package lab
