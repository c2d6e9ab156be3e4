package msg

// The Compare page's section "MCTS against alpha-beta" (issue 31, package versus).
func init() { addWords("page", versusPageWords) }

var versusPageWords = map[string]struct{ en, es string }{
	"mvTitle":      {`MCTS against alpha-beta`, `MCTS contra alfa-beta`},
	"mvHint":       {`The same node budget for both: MCTS runs that many iterations (one new node each), alpha-beta deepens move by move until it has visited that many nodes. On positions whose exact value is known, how often does each play an optimal move (one that keeps the win, or the draw)?`, `El mismo presupuesto de nodos para los dos: MCTS hace tantas iteraciones (un nodo nuevo en cada una) y alfa-beta profundiza jugada a jugada hasta visitar tantos nodos. En posiciones de valor exacto conocido, ¿cuántas veces juega cada uno una jugada óptima (una que conserva la victoria, o las tablas)?`},
	"mvGame":       {`Game`, `Juego`},
	"mvBudgets":    {`Node budgets`, `Presupuestos de nodos`},
	"mvPositions":  {`Positions`, `Posiciones`},
	"mvSeed":       {`Seed`, `Semilla`},
	"mvRun":        {`Compare`, `Comparar`},
	"mvBusy":       {`Searching every position at every budget…`, `Buscando cada posición con cada presupuesto…`},
	"mvBudget":     {`Node budget`, `Presupuesto de nodos`},
	"mvShareMCTS":  {`MCTS: optimal moves`, `MCTS: jugadas óptimas`},
	"mvShareAB":    {`Alpha-beta: optimal moves`, `Alfa-beta: jugadas óptimas`},
	"mvShare":      {`{k} of {n} ({pct} %)`, `{k} de {n} ({pct} %)`},
	"mvCaption":    {`{game}: {n} positions with exact values (seed {seed})`, `{game}: {n} posiciones de valor exacto (semilla {seed})`},
	"mvPlayTitle":  {`In play`, `Jugando`},
	"mvOpponents":  {`Opponents`, `Rivales`},
	"mvGames":      {`Games per colour`, `Partidas por color`},
	"mvIterations": {`MCTS iterations`, `Iteraciones de MCTS`},
	"mvPlay":       {`Play`, `Jugar`},
	"mvPlayBusy":   {`Playing…`, `Jugando…`},
	"mvOpponent":   {`Opponent`, `Rival`},
	"mvColour":     {`MCTS plays`, `MCTS juega`},
	"mvFirst":      {`first`, `primero`},
	"mvSecond":     {`second`, `segundo`},
	"mvWins":       {`Wins`, `Victorias`},
	"mvDraws":      {`Draws`, `Tablas`},
	"mvLosses":     {`Losses`, `Derrotas`},
	"mvPerfect":    {`perfect player`, `jugador perfecto`},
	"mvDepth":      {`alpha-beta, depth {d}`, `alfa-beta, profundidad {d}`},
}
