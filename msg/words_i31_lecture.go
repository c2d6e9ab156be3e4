package msg

// A lecture's legend for the chapter's last searches (issue 31): Monte Carlo tree
// search's nodes and edges, and the chance node.
func init() { addWords("lecture", i31LectureWords) }

var i31LectureWords = map[string]struct{ en, es string }{
	"legend_mcts": {`MAX ▲, MIN ▼; each node shows W/N, its simulations' mean result from MAX's point of view (+1 a win, 0 a draw, −1 a loss), and its visits N; an edge is wider the more its share of the visits; the current node is orange.`,
		`MAX ▲, MIN ▼; cada nodo muestra W/N, la media de sus simulaciones desde el punto de vista de MAX (+1 una victoria, 0 tablas, −1 una derrota), y sus visitas N; una arista es más gruesa cuanto mayor su parte de las visitas; el nodo actual en naranja.`},
	"legend_chance": {`Chance ○: the mean of its outcomes, weighted by the probabilities on their edges.`,
		`Azar ○: la media de sus resultados, ponderada por las probabilidades de sus aristas.`},
}
