package msg

// The messages of package compare (its errors and its charts' words), kept apart
// from catalog.go so the compare work merges on its own; added to the catalogue at
// start-up. A code here must not also be in catalog.go.
var compareCatalog = map[string]struct{ en, es string }{
	"compare.algos_none":       {`no algorithms to compare: give a list such as minimax,alphabeta`, `no hay algoritmos que comparar: da una lista como minimax,alphabeta`},
	"compare.algos_empty_item": {`empty item in the list of algorithms`, `hay un elemento vacío en la lista de algoritmos`},
	"compare.algos_twice":      {`algorithm {algo} listed twice`, `el algoritmo {algo} aparece dos veces`},
	"compare.algos_many":       {`too many algorithms (at most {max})`, `demasiados algoritmos (como mucho {max})`},
	"compare.algo_unknown": {`unknown algorithm {algo:q} (choose {known}, with refinements such as alphabeta+order)`,
		`algoritmo desconocido {algo:q} (elige {known}, con mejoras como alphabeta+order)`},
	"compare.refinement_unknown": {`{algo}: unknown refinement {refinement:q} (use {known})`,
		`{algo}: mejora desconocida {refinement:q} (usa {known})`},
	"compare.refinement_twice": {`{algo}: refinement {refinement} given twice`, `{algo}: la mejora {refinement} aparece dos veces`},
	"compare.depths": {`depths {value:q}: write a range such as 1..6`,
		`profundidades {value:q}: escribe un intervalo como 1..6`},
	"compare.depths_range": {`depths {value:q}: from 1 to {max}, the first not above the last`,
		`profundidades {value:q}: de 1 a {max}, la primera no mayor que la última`},
	"compare.trees": {`trees must be from 1 to {max:n}, not {value}`, `trees debe ir de 1 a {max:n}, no {value}`},
	"compare.ordering": {`ordering must be {known}, not {value:q}`,
		`ordering debe ser {known}, no {value:q}`},
	"compare.branching": {`branching must be from 1 to {max}, not {value}`, `la ramificación debe ir de 1 a {max}, no {value}`},
	"compare.sweep_position": {`a sweep over trees draws its own random trees: leave the position out (or choose a game)`,
		`un barrido sobre árboles genera sus propios árboles aleatorios: no des posición (o elige un juego)`},
	"compare.sweep_too_big": {`this sweep would visit up to {work:n} nodes (at most {max:n}): fewer trees, a smaller branching or a smaller depth`,
		`este barrido visitaría hasta {work:n} nodos (como mucho {max:n}): menos árboles, menos ramificación o menos profundidad`},
	"compare.seed":   {`seed must be a whole number, not {value:q}`, `seed debe ser un número entero, no {value:q}`},
	"compare.format": {`format must be json or svg, not {value:q}`, `format debe ser json o svg, no {value:q}`},
	"compare.sweep_time": {`the sweep needed more than {seconds} s: fewer trees, algorithms or depths`,
		`el barrido necesitó más de {seconds} s: menos árboles, algoritmos o profundidades`},
	"compare.values": {`values {value:q}: distinct, or a range of leaf values such as 0..9`,
		`values {value:q}: distinct, o un intervalo de valores de hoja como 0..9`},
	"compare.chart_values": {`leaf values {values}`, `valores de hoja {values}`},
	"compare.metric":       {`metric must be leaves or nodes, not {value:q}`, `metric debe ser leaves o nodes, no {value:q}`},

	// The command line.
	"cli.compare_format": {`--format must be text or json, not {value:q}`, `--format debe ser text o json, no {value:q}`},
	"cli.compare_columns": {`algorithm|value|nodes|leaves|cutoffs|tt hits|time ms`,
		`algoritmo|valor|nodos|hojas|podas|aciertos TT|tiempo ms`},
	"compare.depth_column":   {`depth`, `prof.`},
	"compare.minimal_column": {`minimal`, `mínimo`},
	"cli.compare_algo_flag": {`--{flag} is set by each name of --algos (such as alphabeta+order+tt+iterative)`,
		`--{flag} lo fija cada nombre de --algos (como alphabeta+order+tt+iterative)`},
	"cli.compare_stopped":    {`stopped`, `detenido`},
	"cli.sweep_header":       {`leaves per depth:`, `hojas por profundidad:`},
	"cli.sweep_header_nodes": {`nodes per depth:`, `nodos por profundidad:`},

	// Chart words.
	"compare.label_minimax":           {`Minimax`, `Minimax`},
	"compare.label_negamax":           {`Negamax`, `Negamax`},
	"compare.label_alphabeta":         {`Alpha-beta`, `Poda alfa-beta`},
	"compare.label_negamax_alphabeta": {`Negamax with alpha-beta`, `Negamax con poda alfa-beta`},
	"compare.label_plus_order":        {`move ordering`, `ordenamiento`},
	"compare.label_plus_tt":           {`transposition table`, `tabla de transposición`},
	"compare.label_plus_naive_tt":     {`naive memo`, `memo ingenua`},
	"compare.label_plus_iterative":    {`iterative deepening`, `profundización iterativa`},
	"compare.label_plus_fail_hard":    {`fail-hard`, `fail-hard`},
	"compare.label_game_tree":         {`Explicit tree`, `Árbol explícito`},
	"compare.label_game_tictactoe":    {`Tic-tac-toe`, `Tres en raya`},
	"compare.label_game_connect4":     {`Connect 4`, `Conecta 4`},
	"compare.label_game_stones":       {`Stones`, `Piedras`},
	"compare.chart_title":             {`{problem} — the searches compared`, `{problem} — las búsquedas comparadas`},
	"compare.chart_nodes":             {`nodes visited`, `nodos visitados`},
	"compare.chart_leaves":            {`leaves evaluated`, `hojas evaluadas`},
	"compare.chart_cutoffs":           {`cutoffs`, `podas`},
	"compare.chart_tt_hits":           {`table hits`, `aciertos en la tabla`},
	"compare.chart_count":             {`count`, `cantidad`},
	"compare.chart_depth":             {`depth (plies)`, `profundidad (jugadas)`},
	"compare.chart_leaves_log":        {`leaves evaluated (log scale)`, `hojas evaluadas (escala logarítmica)`},
	"compare.chart_nodes_log":         {`nodes visited (log scale)`, `nodos visitados (escala logarítmica)`},
	"compare.chart_minimal":           {`minimal tree b^⌈d/2⌉ + b^⌊d/2⌋ − 1`, `árbol mínimo b^⌈d/2⌉ + b^⌊d/2⌋ − 1`},
	"compare.chart_minimal_nodes":     {`minimal tree (Knuth–Moore)`, `árbol mínimo (Knuth–Moore)`},
	"compare.chart_full":              {`whole tree b^d`, `árbol completo b^d`},
	"compare.chart_full_nodes":        {`whole tree`, `árbol completo`},
	"compare.chart_sweep_trees": {`random trees, branching {b}, {ordering} ordering, mean of {trees:n} trees`,
		`árboles aleatorios, ramificación {b}, orden {ordering}, media de {trees:n} árboles`},
	"compare.chart_sweep_game": {`{game}, {position}, depth-limited`, `{game}, {position}, con profundidad limitada`},
	"compare.order_best":       {`best-first`, `del mejor al peor`},
	"compare.order_random":     {`random`, `aleatorio`},
	"compare.order_worst":      {`worst-first`, `del peor al mejor`},
	"compare.chart_stopped":    {`stopped`, `detenida`},
	"compare.chart_gaps": {`no point: the search stopped (node budget or time limit)`,
		`sin punto: la búsqueda se detuvo (límite de nodos o de tiempo)`},
	"compare.chart_sweep_leaves": {`Leaves evaluated per depth`, `Hojas evaluadas por profundidad`},
	"compare.chart_sweep_nodes":  {`Nodes visited per depth`, `Nodos visitados por profundidad`},
}

func init() {
	for code, t := range compareCatalog {
		if _, dup := catalog[code]; dup {
			panic("msg: code " + code + " is in two catalogues")
		}
		catalog[code] = t
	}
}
