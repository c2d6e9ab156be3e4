package msg

// Chance nodes in typed and random trees (issue 31): the errors of their syntax.
func init() {
	for code, t := range i31ChancetreeCatalog {
		if _, dup := catalog[code]; dup {
			panic("msg: code " + code + " is in two catalogues")
		}
		catalog[code] = t
	}
}

var i31ChancetreeCatalog = map[string]struct{ en, es string }{
	"tree.chance_sum": {`the probabilities of this chance node add up to {sum}, not 1`,
		`las probabilidades de este nodo de azar suman {sum}, no 1`},
	"tree.chance_prob": {`{prob} is not a probability: write a fraction such as 1/2 or a decimal such as 0.25, above 0 and at most 1`,
		`{prob} no es una probabilidad: escribe una fracción como 1/2 o un decimal como 0.25, mayor que 0 y como mucho 1`},
	"tree.chance_missing": {`each outcome of a chance node needs its probability before it, as in ?(1/2: B(3,5), 1/2: 4)`,
		`cada resultado de un nodo de azar necesita su probabilidad delante, como en ?(1/2: B(3,5), 1/2: 4)`},
	"tree.chance_unexpected": {`probability {prob} outside a chance node: only the outcomes of ?(...) have probabilities`,
		`probabilidad {prob} fuera de un nodo de azar: solo los resultados de ?(...) llevan probabilidad`},
	"tree.chance_colon": {`expected ':' after the probability {prob} but found {found}`,
		`se esperaba ':' después de la probabilidad {prob}, pero hay {found}`},
	"tree.chance_scale": {`the probabilities are too fine: the tree's values would need a common denominator above {max:n}; use simpler fractions`,
		`las probabilidades son demasiado finas: los valores del árbol necesitarían un denominador común mayor que {max:n}; usa fracciones más sencillas`},
	"tree.chance_empty": {`a chance node '?' needs its outcomes in parentheses, each with its probability, as in ?(1/2: 3, 1/2: 5)`,
		`un nodo de azar '?' necesita sus resultados entre paréntesis, cada uno con su probabilidad, como en ?(1/2: 3, 1/2: 5)`},
	"random.chance": {`chance must be 0 (no chance nodes) or 1 (a layer of chance nodes under every layer of decisions), not {value}`,
		`chance debe ser 0 (sin nodos de azar) o 1 (una capa de nodos de azar bajo cada capa de decisiones), no {value}`},
}
