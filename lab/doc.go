// Package lab runs a student's own code against the engine, written in one of two
// languages (Lang): Starlark (go.starlark.net: Python's syntax, deterministic, no
// input or output) or JavaScript (github.com/dop251/goja: ECMAScript 5.1 and most of
// ES6, pure Go, the language of the course's tic-tac-toe tutorial, seed 000). A
// program is an evaluation evaluate(board, player) for connect-4 and tic-tac-toe
// (Eval), a whole game initial/moves/play/result (Game), or a search search(root)
// over the Node API (package labcheck checks it step by step).
//
// A Program is one source, compiled and run once, with its Limits: a step budget, a
// deadline, a call-depth bound, a soft heap bound watched from outside the
// interpreter, and a source-size limit. Every failure is an *Error: a stable code
// (lab.syntax, lab.runtime, lab.steps, lab.time, lab.memory, lab.recursion, ...), the
// line and column in the student's source, the language (Error.Lang), and for runtime
// errors a traceback in Starlark's format for both languages. The interpreters' own
// English messages are said in the page's language (interpreter.go, js_says.go).
// Recursion and while loops are allowed.
//
// JavaScript runs in a goja runtime of its own per program, under the same limits but
// one: goja has no step counter, so a JavaScript program's budget is its deadline
// (an interrupt stops it at its next instruction, and says where: the loop's line);
// memory is the same watchdog's (an interrupt), depth is goja's call-stack bound (the
// call one too many is the error's line), the source size is checked first. What a
// program could use to get outside the lab, or to run code the checker never saw,
// is not there: eval and the Function constructors (Function, and the constructor of
// every function, generator and async function) throw "... is not available in the
// lab" (code built from text would escape the checker's instrumentation); there are
// no timers (setTimeout, setInterval), no require, import, process or module, no
// input or output (console.log writes nowhere, as Starlark's print); Math.random is
// seeded and the clock fixed, so that a link reproduces a run.
//
// This package runs code in the calling process: the interpreters' own limits stop
// loops, recursion and slow growth, but not one allocation of many gigabytes
// ([0] * 10**9, "x".repeat(2**30)). Code from people other than the one running it
// goes through package sandbox, which runs this package in worker processes with an
// address-space limit.
//
// The API a program sees is the same in both languages, under the same names
// (examples in examples/, each as .star and .js; documented in README.md):
//
//	evaluate(board, player)   board: rows of 'X', 'O', '.' top first; player: 'X' or
//	                          'O', the side to move; a whole number, good for player
//	rows(board), columns(board), lines(board), opponent(player)
//	initial(), moves(state), play(state, move), result(state)   a game; optional
//	                          evaluate(state), move_name(state, move), board(state),
//	                          chance(state), bounds()
//	search(root)              node.children(), node.is_leaf(), node.is_max(),
//	                          node.value(), node.name
//
// A game's state is plain data: in Starlark numbers, strings, True/False/None, lists,
// tuples and dicts, carried as its repr; in JavaScript numbers, strings, booleans,
// null, arrays and plain objects, carried as JSON with sorted keys, every call given
// a fresh copy (a play that changes its argument changes no other state). result
// returns None (null or undefined in JavaScript) while the game goes on; moves
// returns a list (in JavaScript an array or any iterable).
//
// A game with chance defines chance(state): None (null) at a decision state, else the
// state's outcomes with their probabilities, [(outcome, probability), ...] ([[outcome,
// probability], ...] in JavaScript), which play(state, outcome) applies and
// move_name names, as moves. A probability is a number (0.5, 1), a text ("1/6", "0.25")
// or a pair of whole numbers ((1, 6), [1, 6]), above 0 and at most 1, a denominator
// of at most games.MaxValueScale; decimals are exact (0.1 is 1/10; a float is read
// through its shortest decimal, so 1/3 computed is refused: write "1/3"); they sum to 1
// exactly. Wrong answers are coded errors at chance's line (lab.chance_return,
// lab.chance_prob, lab.chance_sum). A chance outcome does not pass the turn: the sides
// alternate over decision states only, MAX at the first (result and evaluate score
// for the player to move, at a chance state the one who moves next). The Game is then a
// games.Stochastic, searched by expectiminimax and mcts: its values are scaled by the
// least common multiple of the products of the denominators along the lines within
// the search's depth (chance_scale.go says why; lab.chance_scale past
// games.MaxValueScale, lab.chance_cycle for a line a search could follow for ever).
// An optional bounds() returns (lo, hi), the least and greatest score: Star1's
// default leaf bounds (lab.chance_bounds when it is not two whole numbers lo < hi).
//
// This package depends on games, trace and msg.
package lab
