package msg

// MCTS against alpha-beta (issue 31, package versus): its errors and the command
// line's words.
func init() {
	for code, t := range i31VersusCatalog {
		if _, dup := catalog[code]; dup {
			panic("msg: code " + code + " is in two catalogues")
		}
		catalog[code] = t
	}
}

var i31VersusCatalog = map[string]struct{ en, es string }{
	"versus.game":         {`MCTS against alpha-beta plays {choices}, not {game:q}`, `MCTS contra alfa-beta juega a {choices}, no a {game:q}`},
	"versus.budgets":      {`node budgets {value:q}: write up to 12 whole numbers such as 100,1000,10000`, `presupuestos de nodos {value:q}: escribe hasta 12 números enteros como 100,1000,10000`},
	"versus.budget_range": {`a node budget must be from 1 to {max:n}, not {value:n}`, `un presupuesto de nodos debe ir de 1 a {max:n}, no {value:n}`},
	"versus.positions":    {`positions must be from 1 to {max:n}, not {value:n}`, `positions debe ir de 1 a {max:n}, no {value:n}`},
	"versus.opponent":     {`opponent {value:q}: write perfect or ab1 to ab{max} (alpha-beta to that depth), each once, comma-separated`, `rival {value:q}: escribe perfect o de ab1 a ab{max} (alfa-beta hasta esa profundidad), cada uno una vez, separados por comas`},
	"versus.games":        {`games must be from 1 to {max:n} per opponent and colour, not {value:n}`, `games debe ir de 1 a {max:n} por rival y color, no {value:n}`},
	"versus.iterations":   {`MCTS's iterations must be from 1 to {max:n}, not {value:n}`, `las iteraciones de MCTS deben ir de 1 a {max:n}, no {value:n}`},
	"versus.no_move":      {`the search found no move to play at {position}`, `la búsqueda no encontró ninguna jugada en {position}`},
	"versus.too_big":      {`this comparison would search about {work:n} nodes (at most {max:n}): fewer budgets, positions, games or iterations`, `esta comparación buscaría unos {work:n} nodos (como mucho {max:n}): menos presupuestos, posiciones, partidas o iteraciones`},
	"versus.time":         {`the comparison needed more than {seconds} s: fewer budgets, positions, games or iterations`, `la comparación necesitó más de {seconds} s: menos presupuestos, posiciones, partidas o iteraciones`},
	"versus.kind":         {`kind must be sweep or play, not {value:q}`, `kind debe ser sweep o play, no {value:q}`},
	"versus.number":       {`{name} must be a whole number, not {value:q}`, `{name} debe ser un número entero, no {value:q}`},

	"cli.versus_one":           {`give either --mcts-budgets (a sweep over node budgets) or --mcts-play (games), not both`, `da --mcts-budgets (un barrido de presupuestos de nodos) o --mcts-play (partidas), no los dos`},
	"cli.versus_sweep_header":  {`MCTS against alpha-beta with the same node budget, {game}: share of optimal moves on {positions} positions with exact values (seed {seed})`, `MCTS contra alfa-beta con el mismo presupuesto de nodos, {game}: proporción de jugadas óptimas en {positions} posiciones de valor exacto (semilla {seed})`},
	"cli.versus_sweep_columns": {`budget|algorithm|optimal|share|mean nodes|time (ms)`, `presup.|algoritmo|óptimas|prop.|nodos medios|tiempo (ms)`},
	"cli.versus_play_header":   {`MCTS ({iterations:n} iterations a move) in play, {game}: {games} games per opponent and colour (seed {seed}); wins, draws and losses are MCTS's`, `MCTS ({iterations:n} iteraciones por jugada) jugando, {game}: {games} partidas por rival y color (semilla {seed}); victorias, tablas y derrotas de MCTS`},
	"cli.versus_play_columns":  {`opponent|MCTS plays|games|wins|draws|losses|mean moves|time (ms)`, `rival|MCTS juega|partidas|gana|tablas|pierde|jugadas medias|tiempo (ms)`},
	"cli.versus_first":         {`first`, `primero`},
	"cli.versus_second":        {`second`, `segundo`},
}
