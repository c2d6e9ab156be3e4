package msg

// Chance in the code lab's own games (issue 31): a game's chance(state) and bounds()
// answered wrongly, and a game whose chance a search cannot count exactly.
func init() {
	for code, t := range i31LabChanceCatalog {
		if _, dup := catalog[code]; dup {
			panic("msg: code " + code + " is in two catalogues")
		}
		catalog[code] = t
	}
}

var i31LabChanceCatalog = map[string]struct{ en, es string }{
	"lab.chance_return": {`{func}(state) must return None (null) at a decision, else a list of (outcome, probability) pairs such as [("heads", 0.5), ("tails", 0.5)], not {detail}`, `{func}(state) debe devolver None (null) en una decisión, si no una lista de pares (resultado, probabilidad) como [("cara", 0.5), ("cruz", 0.5)], no {detail}`},
	"lab.chance_prob":   {`{func}(state) gives the outcome {outcome:q} the probability {detail}: a probability is above 0 and at most 1, a number (0.25), a text ("1/6") or a pair (1, 6), with a denominator of at most {limit:n} (1/3 computed is 0.3333333333333333, not a third: write "1/3")`, `{func}(state) da al resultado {outcome:q} la probabilidad {detail}: una probabilidad es mayor que 0 y como mucho 1, un número (0.25), un texto ("1/6") o un par (1, 6), con un denominador de como mucho {limit:n} (1/3 calculado es 0.3333333333333333, no un tercio: escribe "1/3")`},
	"lab.chance_sum":    {`the probabilities {func}(state) gives sum to {detail}, not 1 (decimals are read exactly: 0.1 is 1/10)`, `las probabilidades que da {func}(state) suman {detail}, no 1 (los decimales se leen exactos: 0.1 es 1/10)`},
	"lab.chance_bounds": {`{func}() must return two whole numbers (lo, hi), lo below hi: the least and the greatest score result and evaluate give, not {detail}`, `{func}() debe devolver dos números enteros (lo, hi), lo menor que hi: la menor y la mayor puntuación que dan result y evaluate, no {detail}`},
	"lab.chance_scale":  {`the chance in a line of play is too fine to count exactly: the values would need units smaller than 1/{limit:n} (fewer chance states in a line, a smaller depth, or coarser probabilities)`, `el azar de una línea de juego es demasiado fino para contarlo exacto: los valores necesitarían unidades menores que 1/{limit:n} (menos estados de azar en una línea, menos profundidad o probabilidades más gruesas)`},
	"lab.chance_cycle":  {`a line of play comes back to the state {detail}: with chance, a search cannot follow it to the end (give a depth, and a decision between two visits)`, `una línea de juego vuelve al estado {detail}: con azar, una búsqueda no puede seguirla hasta el final (da una profundidad, y una decisión entre dos visitas)`},
}
