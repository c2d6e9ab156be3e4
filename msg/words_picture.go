package msg

// The words of a picture of a search (package render): its legend, its caption and
// its tooltips. A picture also writes page words where it says what the page says:
// page.nodeWord, page.nodesWord, page.valueWord, page.tipPruned, page.tipUnreached,
// page.resultValue, page.resultBest, page.win, page.loss, page.takeMove.
func init() { addWords("picture", pictureWords) }

var pictureWords = map[string]struct{ en, es string }{
	// The legend.
	"legend_players":               {`MAX ▲ / MIN ▼`, `MAX ▲ / MIN ▼`},
	"legend_pruned":                {`dashed grey: pruned`, `gris discontinuo: podado`},
	"legend_pv":                    {`bold: principal variation`, `negrita: variante principal`},
	"legend_tt":                    {`TT: transposition table hit`, `TT: tabla de transposición`},
	"legend_fold":                  {`+n: folded subtree`, `+n: subárbol plegado`},
	"legend_stop":                  {`dotted red: unfinished`, `rojo punteado: sin terminar`},
	"legend_window":                {`α/β: window of the open nodes`, `α/β: ventana de los nodos abiertos`},
	"legend_return":                {`α/β: a node's window when it returns`, `α/β: ventana de cada nodo al devolver su valor`},
	"legend_order":                 {`box on an edge: the order leaves are evaluated in`, `casilla en una arista: orden en que se evalúan las hojas`},
	"legend_quiet":                 {`purple: not quiet, searched past the depth limit`, `morado: posición no tranquila, buscada más allá del límite`},
	"players_tictactoe_max_first":  {`MAX ▲ plays X / MIN ▼ plays O`, `MAX ▲ juega X / MIN ▼ juega O`},
	"players_tictactoe_max_second": {`MAX ▲ plays O / MIN ▼ plays X`, `MAX ▲ juega O / MIN ▼ juega X`},
	"players_connect4_max_first":   {`MAX ▲ red discs (first player) / MIN ▼ yellow`, `MAX ▲ fichas rojas (empiezan) / MIN ▼ amarillas`},
	"players_connect4_max_second":  {`MAX ▲ yellow discs / MIN ▼ red (first player)`, `MAX ▲ fichas amarillas / MIN ▼ rojas (empiezan)`},
	"wins_tictactoe": {`wins: +s for MAX, −s for MIN, s = 6 − the winner's marks (+3: MAX wins with its 3rd mark)`,
		`victorias: +s para MAX, −s para MIN, s = 6 − fichas del ganador (+3: MAX gana con su 3.ª ficha)`},
	"wins_connect4": {`wins: +s for MAX, −s for MIN, s = 22 − the winner's discs (+18: MAX wins with its 4th disc)`,
		`victorias: +s para MAX, −s para MIN, s = 22 − fichas del ganador (+18: MAX gana con su 4.ª ficha)`},
	// {n}: the stones at the root plus one; {m}: the stones at the root.
	"wins_stones": {`wins: +s for MAX, −s for MIN, s = {n} − the moves played (+{m}: MAX takes the last stone at once)`,
		`victorias: +s para MAX, −s para MIN, s = {n} − jugadas hechas (+{m}: MAX se lleva la última piedra de una vez)`},
	"draw": {`0: draw`, `0: tablas`},
	"lift": {`win s / loss s: a finished game (score s), above every evaluation`,
		`gana s / pierde s: partida terminada (puntuación s), por encima de toda evaluación`},

	// The caption: a step, or the result.
	"step":        {`Step {k} of {n}: `, `Paso {k} de {n}: `},
	"enter":       {`enter {name} with α={a}, β={b}`, `entrar en {name} con α={a}, β={b}`},
	"enter_plain": {`enter {name}`, `entrar en {name}`},
	"eval":        {`{name} is worth {v}`, `{name} vale {v}`},
	"tt":          {`{name}: transposition table gives {v}`, `{name}: la tabla de transposición da {v}`},
	"backup":      {`{name} takes {v} from {child}`, `{name} recibe {v} de {child}`},
	"alpha":       {`α of {name} rises to {a}`, `α de {name} sube a {a}`},
	"beta":        {`β of {name} falls to {b}`, `β de {name} baja a {b}`},
	"cutoff":      {`cutoff at {name}: {rule}`, `poda en {name}: {rule}`},
	"return":      {`{name} returns {v}`, `{name} devuelve {v}`},
	"stop":        {`search stopped at {name}`, `búsqueda detenida en {name}`},
	"quiesce": {`{name} is at the depth limit but not quiet: {who} can complete a line at {move}, so the search goes on`,
		`{name} está en la profundidad límite pero la posición no es tranquila: {who} puede completar una línea en {move}, así que la búsqueda sigue`},
	"result_bound": {`Value {v} (a bound: the search stopped)`, `Valor {v} (una cota: la búsqueda se detuvo)`},
	"no_result":    {`no result`, `sin resultado`},
	"stopped_by":   {`Stopped: {why}`, `Detenida: {why}`},
	"stop_nodes":   {`node budget of {n} reached`, `agotado el presupuesto de {n} nodos`},
	"stop_record":  {`recording budget of {n} nodes reached`, `agotado el presupuesto de registro de {n} nodos`},
	"stop_time":    {`time limit of {limit} reached`, `agotado el límite de tiempo de {limit}`},
	"no_tree":      {`no recorded tree`, `sin árbol registrado`},

	// Nodes and edges: their words and tooltips.
	"max":       {`MAX`, `MAX`},
	"min":       {`MIN`, `MIN`},
	"root":      {`root`, `raíz`},
	"exact":     {`exact`, `exacto`},
	"lower":     {`lower bound`, `cota inferior`},
	"upper":     {`upper bound`, `cota superior`},
	"open":      {`open`, `abierto`},
	"stopped":   {`unfinished`, `sin terminar`},
	"tt_hit":    {`transposition table hit`, `acierto en la tabla de transposición`},
	"folded":    {`folded subtree`, `subárbol plegado`},
	"quiet_tip": {`not quiet: searched past the depth limit (quiescence)`, `no tranquila: buscada más allá de la profundidad límite (quiescencia)`},
	"order_tip": {`evaluation order of`, `orden de evaluación de`},
	"rule_tip":  {`cutoff rule`, `regla de poda`},
	"move_tip":  {`move`, `jugada`},
}
