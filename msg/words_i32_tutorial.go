package msg

// The code lab's tic-tac-toe problem for a search (issue 32): seed 000's tutorial
// code is checked on a tic-tac-toe board, not on a tree.
func init() { addWords("page", tutorialPageWords) }

var tutorialPageWords = map[string]struct{ en, es string }{
	"labTttChoice":          {`Tic-tac-toe (seed 000's tutorial)`, `Tres en raya (tutorial de la semilla 000)`},
	"labTttBoard":           {`Board: 9 cells, rows top first (X, O or .); O, the CPU, to move`, `Tablero: 9 casillas, filas de arriba abajo (X, O o .); mueve O, la CPU`},
	"labMoreSame":           {`… and {n} more events, the same in both`, `… y {n} eventos más, iguales en los dos`},
	"labEx_search_tutorial": {`Tic-tac-toe: the tutorial's minimax (seed 000)`, `Tres en raya: el minimax del tutorial (semilla 000)`},
}
