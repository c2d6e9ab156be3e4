package msg

// Practise on chance trees (issue 31): the questions a tree with chance nodes is not
// asked.
func init() {
	for code, t := range i31PractiseCatalog {
		if _, dup := catalog[code]; dup {
			panic("msg: code " + code + " is in two catalogues")
		}
		catalog[code] = t
	}
}

var i31PractiseCatalog = map[string]struct{ en, es string }{
	"exercise.chance_question": {`the {q} question is not asked of a tree with chance nodes: ask values (expectiminimax's) or star1 (its pruning)`,
		`la pregunta {q} no se hace sobre un árbol con nodos de azar: pide values (los de expectiminimax) o star1 (su poda)`},
}
