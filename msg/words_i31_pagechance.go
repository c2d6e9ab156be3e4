package msg

import "strings"

// The page's words of expectiminimax in the stepper (issue 31): its name and options in
// the form, the chance node in the legend, the stack and the tooltips, one sentence
// per step at a chance node (explain-chance.js) and its pseudo-code (pseudo-chance.js).
// The course's Spanish: nodo de azar, valor esperado, esperanza, poda.
func init() {
	addWords("page", pageChanceWords)
	addWords("page", chanceErrorWords())
	sameInBothLanguages["page.algoExpectiminimax"] = true // an algorithm's name
	sameInBothLanguages["page.pcExLeft"] = true           // a formula
}

var pageChanceWords = map[string]struct{ en, es string }{
	// the form (explore.html)
	"algoExpectiminimax": {`Expectiminimax`, `Expectiminimax`},
	"fStar1":             {`Star1 pruning (alpha-beta, and bounds at chance nodes)`, `Poda Star1 (alfa-beta, y cotas en los nodos de azar)`},
	"fChanceBounds":      {`Leaf values between L,U`, `Valores de las hojas entre L,U`},
	"fChanceBoundsEmpty": {`the game's own`, `los del juego`},
	"fStar1Hint": {`Every leaf must lie between L and U (empty: the least and greatest the game can score). Once a chance node's value, bounded by them, falls outside (α, β), its other outcomes are pruned.`,
		`Cada hoja debe valer entre L y U (vacío: lo menos y lo más que puede puntuar el juego). En cuanto el valor de un nodo de azar, acotado por ellos, queda fuera de (α, β), se podan sus demás resultados.`},
	"fNegamaxForm": {`Negamax form (values for the side to move)`, `Forma negamax (valores para quien mueve)`},

	// the chance node (legend, stack, tooltips)
	"lgChance":     {`chance`, `azar`},
	"chancePlayer": {`CHANCE`, `AZAR`},
	"tipChance":    {`chance node: the mean of its outcomes, weighted by their probabilities`, `nodo de azar: la media de sus resultados ponderada por sus probabilidades`},
	"tipProb":      {`probability {p}`, `probabilidad {p}`},
	"tipChanceSum": {`sum so far {v}`, `suma hasta ahora {v}`},

	// the sentences (explain-chance.js): {name} the chance node, {list} its outcomes
	// with their probabilities, {terms} "1/2·3 + 1/2·2"
	"chEnter": {`{name} is a chance node: its value is the mean of its outcomes, weighted by their probabilities ({list}).`,
		`{name} es un nodo de azar: su valor es la media de sus resultados ponderada por sus probabilidades, su valor esperado ({list}).`},
	"chEnterRoot": {`Start at {name}, a chance node: its value is the mean of its outcomes, weighted by their probabilities ({list}).`,
		`Empezamos en {name}, un nodo de azar: su valor es la media de sus resultados ponderada por sus probabilidades, su valor esperado ({list}).`},
	"chEnterWindow": {`{name} is a chance node, entered with α={a}, β={b}: its value is the mean of its outcomes, weighted by their probabilities ({list}). With every leaf between L={lo} and U={hi}, Star1 stops as soon as that mean cannot end inside the window.`,
		`{name} es un nodo de azar, con α={a}, β={b}: su valor es la media de sus resultados ponderada por sus probabilidades, su valor esperado ({list}). Con cada hoja entre L={lo} y U={hi}, Star1 para en cuanto esa media ya no puede quedar dentro de la ventana.`},
	"chStep": {`{child} returns {cv} with probability {p}: running sum {terms} = {sum}; probability left {left}.`,
		`{child} devuelve {cv} con probabilidad {p}: suma acumulada {terms} = {sum}; queda probabilidad {left}.`},
	"chStepLast": {`{child} returns {cv} with probability {p}: {name} = {terms} = {sum}, every outcome counted.`,
		`{child} devuelve {cv} con probabilidad {p}: {name} = {terms} = {sum}, con todos sus resultados.`},
	"chBetween": {`So {name} will end between {sum} + {left}·{loT} = {low} and {sum} + {left}·{hiT} = {high}.`,
		`Así que {name} acabará entre {sum} + {left}·{loT} = {low} y {sum} + {left}·{hiT} = {high}.`},
	"chReturn": {`{name} = {terms} = {v}: its expected value, returned to {parent}.`,
		`{name} = {terms} = {v}: su valor esperado, que devuelve a {parent}.`},
	"chReturnRoot": {`The search is over: {name} = {terms} = {v}, its expected value{best}.`,
		`Fin de la búsqueda: {name} = {terms} = {v}, su valor esperado{best}.`},
	"chNoCut": {`{parent} can still end between {low} and {high}, which meets the window (α={a}, β={b}): no cutoff, so {name} is searched.`,
		`{parent} aún puede acabar entre {low} y {high}, que toca la ventana (α={a}, β={b}): no hay poda, así que se explora {name}.`},
	"chChildWindow": {`Star1 narrows {name}'s window, from {parent}'s sum so far, the probability left and the leaf bounds.`,
		`Star1 estrecha la ventana de {name}, a partir de la suma de {parent} hasta ahora, la probabilidad que falta y las cotas de las hojas.`},
	"chCutHigh": {`With every leaf at most U={hi}, {name}'s value is at most {sum} + {left}·{hiT} = {bound} ≤ α={a}: the remaining outcomes cannot change MAX's choice; they are pruned ({list}).`,
		`Como ninguna hoja pasa de U={hi}, el valor de {name} es como mucho {sum} + {left}·{hiT} = {bound} ≤ α={a}: los resultados que faltan no pueden cambiar la elección de MAX; se podan ({list}).`},
	"chCutLow": {`With every leaf at least L={lo}, {name}'s value is at least {sum} + {left}·{loT} = {bound} ≥ β={b}: the remaining outcomes cannot change MIN's choice; they are pruned ({list}).`,
		`Como ninguna hoja baja de L={lo}, el valor de {name} es al menos {sum} + {left}·{loT} = {bound} ≥ β={b}: los resultados que faltan no pueden cambiar la elección de MIN; se podan ({list}).`},
	"chCutOther": {`Star1 at {name}: its value can no longer end inside the window (α={a}, β={b}); the remaining outcomes are pruned ({list}).`,
		`Star1 en {name}: su valor ya no puede quedar dentro de la ventana (α={a}, β={b}); se podan los resultados que faltan ({list}).`},

	// the coin game's scores (explain.js's legend and notes)
	"legendCoin": {`Scores: taking the last stone on take p is worth {n} + 1 − p (the tosses do not count; sooner is better); positive is good for MAX. A toss is worth the mean of heads and tails.`,
		`Puntuación: quitar la última piedra en la jugada p vale {n} + 1 − p (sin contar los lanzamientos; antes es mejor); positivo es bueno para MAX. Un lanzamiento vale la media de cara y cruz.`},
	"noteCoin": {`{v}: {who} takes the last stone on take {p}, {n} + 1 − {p} = {m}`, `{v}: {who} quita la última piedra en la jugada {p}, {n} + 1 − {p} = {m}`},

	// the pseudo-code (pseudo-chance.js): plain, with Star1, in negamax form
	"pcExFunc":            {`function VALUE(node)`, `función VALOR(nodo)`},
	"pcExFuncAB":          {`function VALUE(node, α, β)`, `función VALOR(nodo, α, β)`},
	"pcExIfChance":        {`if node is a chance node: return CHANCE-VALUE(node)`, `si nodo es de azar: devolver VALOR-AZAR(nodo)`},
	"pcExIfChanceAB":      {`if node is a chance node: return CHANCE-VALUE(node, α, β)`, `si nodo es de azar: devolver VALOR-AZAR(nodo, α, β)`},
	"pcExIfMax":           {`if MAX moves at node: return MAX-VALUE(node)`, `si mueve MAX en nodo: devolver VALOR-MAX(nodo)`},
	"pcExIfMaxAB":         {`if MAX moves at node: return MAX-VALUE(node, α, β)`, `si mueve MAX en nodo: devolver VALOR-MAX(nodo, α, β)`},
	"pcExElseMin":         {`return MIN-VALUE(node)`, `devolver VALOR-MIN(nodo)`},
	"pcExElseMinAB":       {`return MIN-VALUE(node, α, β)`, `devolver VALOR-MIN(nodo, α, β)`},
	"pcExMaxBackup":       {`v ← max(v, VALUE(child))`, `v ← max(v, VALOR(hijo))`},
	"pcExMinBackup":       {`v ← min(v, VALUE(child))`, `v ← min(v, VALOR(hijo))`},
	"pcExMaxBackupAB":     {`v ← max(v, VALUE(child, α, β))`, `v ← max(v, VALOR(hijo, α, β))`},
	"pcExMinBackupAB":     {`v ← min(v, VALUE(child, α, β))`, `v ← min(v, VALOR(hijo, α, β))`},
	"pcExChanceFunc":      {`function CHANCE-VALUE(node)`, `función VALOR-AZAR(nodo)`},
	"pcExChanceFuncAB":    {`function CHANCE-VALUE(node, α, β)   (Star1)`, `función VALOR-AZAR(nodo, α, β)   (Star1)`},
	"pcExSumInit":         {`s ← 0   (the weighted sum so far)`, `s ← 0   (la suma ponderada hasta ahora)`},
	"pcExLeftInit":        {`q ← 1   (the probability left)`, `q ← 1   (la probabilidad que falta)`},
	"pcExForOutcome":      {`for each outcome c of node, with probability p:`, `para cada resultado c de nodo, con probabilidad p:`},
	"pcExSum":             {`s ← s + p · VALUE(c)`, `s ← s + p · VALOR(c)`},
	"pcExLeft":            {`q ← q − p`, `q ← q − p`},
	"pcExSumAB":           {`s ← s + p · VALUE(c, (α − s − q·U)/p, (β − s − q·L)/p)`, `s ← s + p · VALOR(c, (α − s − q·U)/p, (β − s − q·L)/p)`},
	"pcExCut":             {`if s + q·U ≤ α or s + q·L ≥ β: return that bound, the rest pruned   (Star1)`, `si s + q·U ≤ α o s + q·L ≥ β: devolver esa cota y podar el resto   (Star1)`},
	"pcExReturnS":         {`return s   (the expected value)`, `devolver s   (el valor esperado)`},
	"pcExBounds":          {`// L, U: the least and the greatest leaf value`, `// L, U: el menor y el mayor valor de una hoja`},
	"pcExNegFunc":         {`function NEGAMAX(node)   (values for the side to move)`, `función NEGAMAX(nodo)   (valores para quien mueve)`},
	"pcExNegFuncAB":       {`function NEGAMAX(node, α, β)   (values for the side to move)`, `función NEGAMAX(nodo, α, β)   (valores para quien mueve)`},
	"pcExNegBackup":       {`v ← max(v, OWN(child))`, `v ← max(v, PROPIO(hijo))`},
	"pcExNegBackupAB":     {`v ← max(v, OWN(child, α, β))`, `v ← max(v, PROPIO(hijo, α, β))`},
	"pcExNegChanceFunc":   {`function CHANCE(node)   (for the side that moved into it)`, `función AZAR(nodo)   (para quien movió hasta él)`},
	"pcExNegChanceFuncAB": {`function CHANCE(node, α, β)   (Star1, for the side that moved into it)`, `función AZAR(nodo, α, β)   (Star1, para quien movió hasta él)`},
	"pcExNegSum":          {`s ← s + p · OWN(c)`, `s ← s + p · PROPIO(c)`},
	"pcExNegSumAB":        {`s ← s + p · OWN(c, (α − s − q·U)/p, (β − s − q·L)/p)`, `s ← s + p · PROPIO(c, (α − s − q·U)/p, (β − s − q·L)/p)`},
	"pcExNegOwn": {`// OWN(c) = CHANCE(c) for a chance node (its owner moved into it), else −NEGAMAX(c)`,
		`// PROPIO(c) = AZAR(c) si es de azar (es de quien movió hasta él), si no −NEGAMAX(c)`},
	"pcExNegOwnAB": {`// OWN(c, α, β) = CHANCE(c, α, β) for a chance node, else −NEGAMAX(c, −β, −α)`,
		`// PROPIO(c, α, β) = AZAR(c, α, β) si es de azar, si no −NEGAMAX(c, −β, −α)`},
	"pcExNegBounds": {`// L, U: the least and the greatest leaf value for the side that moved`, `// L, U: el menor y el mayor valor de una hoja para quien movió`},
}

// chanceFieldErrors are the errors of chance the page says beside their field (in the
// catalogue's own words, as positionErrorWords): a typed tree's chance syntax and the
// coin game's position (the position's field), Star1's bounds (the bounds' field), an
// algorithm that searches no chance (the algorithm's).
var chanceFieldErrors = []string{
	"tree.chance_sum", "tree.chance_prob", "tree.chance_missing", "tree.chance_unexpected", "tree.chance_colon",
	"tree.chance_scale", "tree.chance_empty",
	"coin.bad_char", "coin.count_range", "coin.bad_side", "coin.tossed_over",
	"param.chance_bounds", "search.star1_bounds", "search.star1_outside", "search.chance_algo",
}

// chanceErrorWords are chanceFieldErrors under err_tree_chance_sum, ... (field-errors.js).
func chanceErrorWords() map[string]struct{ en, es string } {
	out := make(map[string]struct{ en, es string }, len(chanceFieldErrors))
	for _, code := range chanceFieldErrors {
		out["err_"+strings.ReplaceAll(code, ".", "_")] = struct{ en, es string }{pageTemplate(Template(EN, code)), pageTemplate(Template(ES, code))}
	}
	return out
}
