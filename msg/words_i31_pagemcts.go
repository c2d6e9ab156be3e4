package msg

// The page's words of Monte Carlo tree search in the explore page (issue 31, helper
// pagemcts): the form's fields, the sentence of each phase (explain-mcts.js), the
// panel of UCB1 terms and the jumps by phase and iteration (mcts-panel.js), the
// convergence chart (mcts-chart.js) and the pseudo-code (pseudo-mcts.js). The Spanish
// is the course's: selección, expansión, simulación, retropropagación, visitas.
func init() {
	addWords("page", pageMCTSWords)
	sameInBothLanguages["page.ucbExplore"] = true // a formula
}

var pageMCTSWords = map[string]struct{ en, es string }{
	// the form
	"legendMCTS":   {`Results: a simulation MAX wins counts +1, a draw 0, a loss −1; W is their sum, W/N their mean (MAX's point of view).`, `Resultados: una simulación que gana MAX cuenta +1, unas tablas 0, una derrota −1; W es su suma y W/N su media (desde el punto de vista de MAX).`},
	"algoMCTS":     {`Monte Carlo tree search (UCT)`, `Búsqueda en árbol Monte Carlo (UCT)`},
	"fIterations":  {`Iterations`, `Iteraciones`},
	"fExploration": {`Exploration c`, `Exploración c`},
	"fMctsSeed":    {`Seed`, `Semilla`},
	"fMctsHint":    {`c empty: √2 ≈ 1.414. The same seed gives the same run, here, in the API and on the command line.`, `c vacío: √2 ≈ 1.414. La misma semilla da la misma búsqueda aquí, en la API y en la línea de órdenes.`},

	// the panel: iteration, phase, jumps
	"mctsJumps":         {`Jump by phase or iteration`, `Saltar por fase o iteración`},
	"mctsPrevIter":      {`◀ iteration`, `◀ iteración`},
	"mctsNextIter":      {`iteration ▶`, `iteración ▶`},
	"mctsPrevPhase":     {`◀ phase`, `◀ fase`},
	"mctsNextPhase":     {`phase ▶`, `fase ▶`},
	"mctsKeys":          {`Keys: , . phase; Shift+, . iteration.`, `Teclas: , . fase; Mayús+, . iteración.`},
	"mctsIterOf":        {`Iteration {i} of {n}`, `Iteración {i} de {n}`},
	"mctsPhaseSelect":   {`selection`, `selección`},
	"mctsPhaseExpand":   {`expansion`, `expansión`},
	"mctsPhaseRollout":  {`simulation`, `simulación`},
	"mctsPhaseBackprop": {`backpropagation`, `retropropagación`},
	"lgMcts":            {`edge width: share of the parent's visits; orange: the iteration's path; green: updated by the backpropagation; purple dots: the simulation`, `grosor de la arista: parte de las visitas del padre; naranja: el camino de la iteración; verde: actualizado por la retropropagación; puntos morados: la simulación`},
	"cntTreeNodes":      {`Nodes in the tree`, `Nodos en el árbol`},
	"cntRollouts":       {`Simulations played`, `Simulaciones jugadas`},

	// the table of UCB1 terms
	"ucbChild":      {`Child`, `Hijo`},
	"ucbMean":       {`mean for the chooser`, `media para quien elige`},
	"ucbExplore":    {`c·√(ln N / n)`, `c·√(ln N / n)`},
	"ucbCaptionMax": {`UCB1 at {name} (MAX chooses; N = {pn} visits, c = {c}): mean = W/N mapped to [0, 1]`, `UCB1 en {name} (elige MAX; N = {pn} visitas, c = {c}): media = W/N llevada a [0, 1]`},
	"ucbCaptionMin": {`UCB1 at {name} (MIN chooses; N = {pn} visits, c = {c}): mean = 1 − W/N mapped to [0, 1], since W/N is MAX's`, `UCB1 en {name} (elige MIN; N = {pn} visitas, c = {c}): media = 1 − W/N llevada a [0, 1], pues W/N es la de MAX`},

	// the sentences
	"mctsSelect":        {`Selection: at {name} {player} chooses {child}: UCB1 = {mean} + {c}·√(ln {pn} / {n}) = {v}, the highest of {count} children.`, `Selección: en {name} {player} elige {child}: UCB1 = {mean} + {c}·√(ln {pn} / {n}) = {v}, el mayor de {count} hijos.`},
	"mctsSelectTie":     {`(Tied with {list}: the first in the order of the moves is taken.)`, `(Empata con {list}: se toma el primero en el orden de las jugadas.)`},
	"mctsSelectMinView": {`(MIN's mean is 1 − W/N: W/N is MAX's, so MIN prefers the child whose W/N is lowest.)`, `(La media de MIN es 1 − W/N: W/N es la de MAX, así que MIN prefiere el hijo de menor W/N.)`},
	"mctsSelectNew":     {`Selection: at {name} {player} chooses {child}, not visited yet: an unvisited child comes first (UCB1 = +∞).`, `Selección: en {name} {player} elige {child}, aún sin visitas: un hijo sin visitar va primero (UCB1 = +∞).`},
	"mctsSelectChance":  {`Selection: at {name} (a chance node) the outcome {child} is drawn by its probability.`, `Selección: en {name} (un nodo de azar) sale {child}, sorteado según su probabilidad.`},
	"mctsSelectOnly":    {`Selection: at {name} {player} goes on to {child}, its only child: UCB1 = {mean} + {c}·√(ln {pn} / {n}) = {v}.`, `Selección: en {name} {player} sigue por {child}, su único hijo: UCB1 = {mean} + {c}·√(ln {pn} / {n}) = {v}.`},
	"mctsStart":         {`Monte Carlo tree search from {name}: {n} iterations, each of selection, expansion, simulation and backpropagation; c = {c}, seed {seed}.`, `Búsqueda en árbol Monte Carlo desde {name}: {n} iteraciones, cada una de selección, expansión, simulación y retropropagación; c = {c}, semilla {seed}.`},
	"mctsExpand":        {`Expansion: {child} is added to the tree under {name}, with no visits yet.`, `Expansión: {child} se añade al árbol bajo {name}, aún sin visitas.`},
	"mctsRollout":       {`Simulation: from {name}, random moves to the end of the game: {moves}. {result}.`, `Simulación: desde {name}, jugadas al azar hasta el final de la partida: {moves}. {result}.`},
	"mctsRolloutTree":   {`Simulation: from {name}, random children down to a leaf: {moves}. {result}.`, `Simulación: desde {name}, hijos al azar hasta una hoja: {moves}. {result}.`},
	"mctsRolloutEnd":    {`Simulation: {name} is already an end, nothing to play. {result}.`, `Simulación: {name} ya es un final, no hay nada que jugar. {result}.`},
	"mctsMovesCount":    {`({n} moves in all)`, `({n} jugadas en total)`},
	"mctsResultMax":     {`MAX wins: {v}`, `Gana MAX: {v}`},
	"mctsResultMin":     {`MIN wins: {v}`, `Gana MIN: {v}`},
	"mctsResultDraw":    {`A draw: 0`, `Tablas: 0`},
	"mctsResultLeaf":    {`The leaf is worth {v}`, `La hoja vale {v}`},
	"mctsBackprop":      {`Backpropagation: {name} now has N = {n} visits and W = {w}, so W/N = {mean} (MAX's point of view, as every value here).`, `Retropropagación: {name} tiene ahora N = {n} visitas y W = {w}, así que W/N = {mean} (desde el punto de vista de MAX, como todo valor aquí).`},
	"mctsBackpropMax":   {`Its parent {parent} is MAX's to choose from: MAX prefers a high W/N.`, `Su padre {parent} es de MAX, que elige: MAX prefiere una W/N alta.`},
	"mctsBackpropMin":   {`Its parent {parent} is MIN's to choose from: MIN prefers a low W/N, so it counts 1 − W/N as its mean.`, `Su padre {parent} es de MIN, que elige: MIN prefiere una W/N baja, así que cuenta 1 − W/N como su media.`},
	"mctsBackpropRoot":  {`The iteration is over.`, `La iteración ha terminado.`},

	// the convergence chart
	"mctsChartTitle":        {`The root's moves as the iterations go`, `Las jugadas de la raíz según avanzan las iteraciones`},
	"mctsChartHint":         {`Visits N and mean W/N (MAX's view) of each move at the root against iterations (log scale); the dashed lines are the moves' exact minimax values. The vertical line is the step shown.`, `Visitas N y media W/N (vista de MAX) de cada jugada de la raíz frente a las iteraciones (escala logarítmica); las líneas discontinuas son los valores minimax exactos de las jugadas. La línea vertical es el paso mostrado.`},
	"mctsChartVisits":       {`Visits N`, `Visitas N`},
	"mctsChartMeans":        {`Mean W/N (MAX's view)`, `Media W/N (vista de MAX)`},
	"mctsChartX":            {`iterations (log scale)`, `iteraciones (escala logarítmica)`},
	"mctsChartAria":         {`one line per move at the root, {n} moves; the table below gives the figures`, `una línea por jugada de la raíz, {n} jugadas; la tabla de abajo da las cifras`},
	"mctsChartTable":        {`The figures as a table`, `Las cifras en una tabla`},
	"mctsChartTableCaption": {`After {n} iterations`, `Tras {n} iteraciones`},
	"mctsNoExact":           {`No exact values here: the position is too big to search exactly on the server (or it is your own game).`, `Sin valores exactos: la posición es demasiado grande para buscarla entera en el servidor (o es tu propio juego).`},
	"mctsNoExactC4":         {`No exact values here: the solver did not answer (it passed its time limit, or the server is busy).`, `Sin valores exactos: el solucionador no respondió (pasó su límite de tiempo, o el servidor está ocupado).`},
	"mctsExact":             {`exact value`, `valor exacto`},

	// the pseudo-code
	"pcMctsFunc":     {`function MCTS(root, iterations, c)`, `función MCTS(raíz, iteraciones, c)`},
	"pcMctsRepeat":   {`repeat iterations times:`, `repetir iteraciones veces:`},
	"pcMctsStart":    {`node := root`, `nodo := raíz`},
	"pcMctsWhile":    {`while node is fully expanded and not terminal:`, `mientras nodo esté totalmente expandido y no sea terminal:`},
	"pcMctsSelect":   {`node := the child with the highest UCB1 = mean + c·√(ln N(node) / N(child))   // selection`, `nodo := el hijo de mayor UCB1 = media + c·√(ln N(nodo) / N(hijo))   // selección`},
	"pcMctsIfNew":    {`if node is not terminal:`, `si nodo no es terminal:`},
	"pcMctsExpand":   {`node := a new child of node, added to the tree   // expansion`, `nodo := un hijo nuevo de nodo, añadido al árbol   // expansión`},
	"pcMctsRollout":  {`r := result of random moves from node to the end, for MAX   // simulation`, `r := resultado de jugar al azar desde nodo hasta el final, para MAX   // simulación`},
	"pcMctsUp":       {`while node ≠ none:   // backpropagation`, `mientras nodo ≠ nulo:   // retropropagación`},
	"pcMctsBackprop": {`N(node) := N(node) + 1;  W(node) := W(node) + r`, `N(nodo) := N(nodo) + 1;  W(nodo) := W(nodo) + r`},
	"pcMctsParent":   {`node := parent(node)`, `nodo := padre(nodo)`},
	"pcMctsReturn":   {`return the root's most visited child`, `devolver el hijo de la raíz con más visitas`},
	"pcMctsNote":     {`// mean = W/N mapped to [0, 1] for MAX, 1 − that for MIN`, `// media = W/N llevada a [0, 1] para MAX, 1 − eso para MIN`},
}
