// Package versus sets Monte Carlo tree search (trace.MCTS) against alpha-beta on
// positions whose exact value is known, and in play.
//
// Sweep runs, for each node budget B of a list, both searches on a fixed set of
// positions with exact scores and counts how often each picks an optimal move:
//
//   - MCTS runs B iterations. An iteration expands one node (the tree has at most B+1
//     nodes, the root included); its rollout's plies are not counted, as its tree is
//     what it keeps. Its move is the root's most visited child (trace's BestMove).
//   - alpha-beta searches with iterative deepening, the game's move order, no table,
//     under trace.Options.MaxNodes = B (every node it enters counts, leaves
//     included); its move is the best move of the last depth it finished, or of the
//     root moves it finished when the budget stopped it inside a depth.
//
// A move is optimal when it keeps the position's game value (win, draw or loss for the
// side to move), whatever the distance to the end. Only positions where some move is
// optimal and some is not are kept: elsewhere every move would do. Tic-tac-toe's
// positions (1 to 4 stones, reached by seeded random play) are solved here by a full
// alpha-beta search; connect-4's (8 to 14 stones, the same way) were solved once by
// package c4's solver and are kept in connect4.txt (see GenerateConnect4), with the
// outcome of every column.
//
// Play pits MCTS with a given number of iterations against opponents: the perfect
// player (connect-4: package c4's solver, the opening book first, choosing as
// c4.BestColumn does, as the play page's does; tic-tac-toe: a full alpha-beta search)
// and alpha-beta limited to a depth ("ab2", "ab4": the game's own evaluation at the
// horizon). Each opponent plays N games with MCTS first and N with MCTS second; MCTS's
// seed differs from game to game and move to move, so the games differ; the tally
// counts MCTS's wins, draws and losses in each colour.
//
// Both stream their rows as they finish. Depends on games, trace, c4 and msg.
package versus
