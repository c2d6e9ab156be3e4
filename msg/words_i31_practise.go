package msg

// The page's words of Practise on chance trees (issue 31): the form's choice of a
// random tree with chance nodes and the star1 question, the task, how values may be
// written, and the stepper's sentences at a chance node as package exercise explains
// a mistake with them (explain-chance.js's own words, ch*, and two of its own for an
// assessed exercise, which says no values). The course's Spanish: nodo de azar, valor
// esperado, poda.
func init() {
	addWords("page", practiseChanceWords)
	addWords("sheet", sheetChanceWords)
}

// sheetChanceWords are a printed sheet's words of the chance questions.
var sheetChanceWords = map[string]struct{ en, es string }{
	"question_values_chance": {`expectiminimax values`, `valores expectiminimax`},
	"question_star1":         {`expectiminimax with Star1 pruning`, `expectiminimax con poda Star1`},
	"todo_values_chance": {`Write the expectiminimax value of every inner node in its box, chance nodes (circles) included: a chance node is worth the mean of its outcomes weighted by the probabilities on their edges. Exact values: a decimal or a fraction.`,
		`Escribe en su casilla el valor expectiminimax de cada nodo interior, también de los nodos de azar (círculos): un nodo de azar vale la media de sus resultados ponderada por las probabilidades de sus aristas. Valores exactos: un decimal o una fracción.`},
	"todo_star1": {`Search the tree with expectiminimax and Star1 pruning, children left to right, every leaf between L = {lo} and U = {hi}: write the value of every inner node it visits in its box and cross out the branches it prunes.`,
		`Explora el árbol con expectiminimax y poda Star1, hijos de izquierda a derecha, con cada hoja entre L = {lo} y U = {hi}: escribe en su casilla el valor de cada nodo interior que visita y tacha las ramas que poda.`},
	"legend_chance": {`chance ●, probabilities on its edges`, `azar ●, probabilidades en sus aristas`},
	"solution_note_values_chance": {`The expectiminimax value of every node (a chance node's is the mean of its outcomes weighted by their probabilities); the principal variation in bold.`,
		`El valor expectiminimax de cada nodo (el de un nodo de azar es la media de sus resultados ponderada por sus probabilidades); la variante principal en negrita.`},
}

var practiseChanceWords = map[string]struct{ en, es string }{
	// the form
	"exSrcRandomChance": {`Random tree with chance nodes (by level)`, `Árbol aleatorio con nodos de azar (por nivel)`},
	"exQ_star1":         {`Expectiminimax with Star1: values and pruned branches`, `Expectiminimax con Star1: valores y ramas podadas`},
	"exQ_valuesChance":  {`Expectiminimax values of the inner nodes`, `Valores expectiminimax de los nodos interiores`},
	"exTask_valuesChance": {`Give the expectiminimax value of every inner node, chance nodes included (a chance node is worth the mean of its outcomes weighted by their probabilities): click a node and type its value.`,
		`Da el valor expectiminimax de cada nodo interior, también de los nodos de azar (un nodo de azar vale la media de sus resultados ponderada por sus probabilidades): pulsa un nodo y escribe su valor.`},
	"exTask_star1": {`Run expectiminimax with Star1, children left to right, every leaf between L={lo} and U={hi}: give the value each visited node returns, and cut every pruned branch.`,
		`Aplica expectiminimax con Star1, hijos de izquierda a derecha, con cada hoja entre L={lo} y U={hi}: da el valor que devuelve cada nodo visitado y corta cada rama podada.`},
	"exDecimals": {`Write a value as a whole number, a decimal (2.5 or 2,5) or a fraction (5/2); it must be exact, and only a value that is no finite decimal (5/3) may be given to two decimals (1.67).`,
		`Escribe un valor como número entero, decimal (2,5 o 2.5) o fracción (5/2); debe ser exacto, y solo un valor que no es un decimal finito (5/3) puede darse con dos decimales (1,67).`},

	// the rule a mistake at a chance node breaks (practise-rules.js)
	"rkValueChance": {`A chance node is worth the mean of its outcomes' values, each weighted by its probability.`,
		`Un nodo de azar vale la media de los valores de sus resultados, cada uno ponderado por su probabilidad.`},
	"rkMissedCutChance": {`Star1 cuts a chance node's other outcomes as soon as its value, bounded by the sum so far and the leaf bounds L and U for the rest, cannot end inside (α, β).`,
		`Star1 poda los demás resultados de un nodo de azar en cuanto su valor, acotado por la suma hasta ahora y las cotas L y U de las hojas para el resto, ya no puede quedar dentro de (α, β).`},

	// why a node was pruned under a chance node (practise-rules.js's cutOf: the rule said
	// without its values)
	"prChanceRule": {`its weighted sum, with the leaf bounds for the rest, could no longer end inside (α, β)`,
		`su suma ponderada, con las cotas de las hojas para el resto, ya no podía quedar dentro de (α, β)`},

	// a hint's second rung at a chance node (practise-ladder.js)
	"ldNarrowChance": {`{name} is a chance node: nobody chooses there. Weigh the values of {kids} by their probabilities and add them up.`,
		`{name} es un nodo de azar: allí nadie elige. Pondera los valores de {kids} por sus probabilidades y súmalos.`},
	"ldNarrowCutChance": {`After {child}, could {name}'s other outcomes, each worth at least L and at most U, still bring its weighted sum inside (α, β)?`,
		`Tras {child}, ¿podrían los demás resultados de {name}, cada uno entre L y U, llevar aún su suma ponderada dentro de (α, β)?`},

	// the sentences at a chance node are the stepper's (msg/words_i31_pagechance.go, ch*);
	// these two say them for an assessed exercise, without the values
	"exChNoCutHidden": {`{parent} can still end inside its window: no cutoff, so {name} is searched.`,
		`{parent} aún puede acabar dentro de su ventana: no hay poda, así que se explora {name}.`},
	"exChCutHidden": {`Star1 at {name}: its value, bounded by the leaf bounds, can no longer end inside the window; the remaining outcomes are pruned.`,
		`Star1 en {name}: su valor, acotado por las cotas de las hojas, ya no puede quedar dentro de la ventana; se podan los resultados que faltan.`},
}
