// Package c4board is the connect-4 bitboard that package games' Connect4 (the game's
// rules for the generic search) and package c4's Position (the exact solver) share:
// the board, its masks, playing and taking back a stone, four in a row, the cells
// that would complete one, the playable cells and the key.
//
// The board is 7 columns of 6 rows, two bitboards as in Pascal Pons' solver: bit
// 7*c+r stands for column c, row r (row 0 at the bottom); each column has a seventh,
// always empty, sentinel bit so that shifts never carry a line from one column into
// the next. Current holds the stones of the side to move and Mask all the stones.
// Playing column c is
//
//	Current ^= Mask               // the opponent's stones: the side to move changes
//	Mask |= Mask + BottomCell(c)  // the lowest empty cell of c fills
//
// and four in a row is found with a shift and an AND in each of the 4 directions.
// The key, Current+Mask, is unique per position and below 2^49.
//
// The methods are a handful of instructions each and inline into the solver's hot
// loop: keep them so (go build -gcflags=-m ./c4). The package imports nothing of this
// module, so that games and c4 can both use it.
package c4board
