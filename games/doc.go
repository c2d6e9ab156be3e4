// Package games holds the rules of the games the search algorithms are taught on:
// explicit game trees written as nested parentheses (with the textbook presets and a
// generator of random uniform trees), tic-tac-toe, connect-4 and the stones game
// (take 1, 2 or 3; whoever takes the last stone wins).
//
// Every game is a mutable position that a search walks with Play and Undo. Scores are
// always from the point of view of the side to move (the negamax convention); the
// search turns them into MAX's point of view for display. A finished game reports an
// exact score whose magnitude prefers faster wins, following the connect-4 benchmark
// convention: 0 a draw, positive when the side to move has won, negative when it has
// lost.
//
// Connect-4's board is package games/c4board's bitboard, which the exact solver
// (package c4) shares. The package imports nothing else of this module but msg and
// c4board.
package games
