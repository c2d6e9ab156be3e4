package msg

// Chance nodes and Monte Carlo tree search (issue 31): the core's errors.
func init() {
	for code, t := range i31CoreCatalog {
		if _, dup := catalog[code]; dup {
			panic("msg: code " + code + " is in two catalogues")
		}
		catalog[code] = t
	}
}

var i31CoreCatalog = map[string]struct{ en, es string }{
	"compare.label_expectiminimax": {`Expectiminimax`, `Expectiminimax`},
	"compare.label_mcts":           {`Monte Carlo tree search (UCT)`, `Búsqueda en árbol de Monte Carlo (UCT)`},
	"compare.label_game_coin":      {`Stones and a coin`, `Piedras y moneda`},
	"param.chance_bounds":          {`must be two whole numbers, the least and the greatest leaf value, such as -10,10`, `deben ser dos números enteros, el menor y el mayor valor de una hoja, como -10,10`},
	"param.exploration":            {`must be a number from 0 to 100, such as 1.414`, `debe ser un número de 0 a 100, como 1.414`},
	"search.chance_algo":           {`this game has chance nodes: search it with expectiminimax or mcts, not {algo}`, `este juego tiene nodos de azar: búscalo con expectiminimax o mcts, no con {algo}`},
	"search.star1_bounds":          {`Star1 needs the least leaf value below the greatest (chance-bounds), not {lo:n},{hi:n}`, `Star1 necesita que el menor valor de una hoja esté por debajo del mayor (chance-bounds), no {lo:n},{hi:n}`},
	"search.star1_outside":         {`a leaf is worth {value}, outside the bounds {lo:n},{hi:n} Star1 was given: widen chance-bounds`, `una hoja vale {value}, fuera de los límites {lo:n},{hi:n} dados a Star1: amplía chance-bounds`},
}
