package msg

// The messages of package exercise (practise: exercises and their grading), kept in
// their own file so that they merge apart from the rest of the catalogue.
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"exercise.unknown":         {`unknown exercise field {name:q} (use source, position, seed, level, depth, q, root, fail-hard, fail-course)`, `campo de ejercicio desconocido {name:q} (usa source, position, seed, level, depth, q, root, fail-hard, fail-course)`},
		"exercise.source":          {`must be random, tree, tictactoe, stones or a preset ({choices})`, `debe ser random, tree, tictactoe, stones o un ejemplo ({choices})`},
		"exercise.seed":            {`must be a whole number`, `debe ser un número entero`},
		"exercise.level":           {`must be a level from 1 to 5`, `debe ser un nivel del 1 al 5`},
		"exercise.q":               {`must be values, prune, window or order`, `debe ser values, prune, window u order`},
		"exercise.root":            {`must be max or min`, `debe ser max o min`},
		"exercise.no_position":     {`source {source} needs a position`, `el origen {source} necesita una posición`},
		"exercise.position_unused": {`source {source} takes no position`, `el origen {source} no lleva posición`},
		"exercise.too_big":         {`this exercise's tree has {n:n} nodes or more; an exercise has at most {max:n}: choose a smaller tree or a position nearer the end`, `el árbol de este ejercicio tiene {n:n} nodos o más; un ejercicio tiene como mucho {max:n}: elige un árbol más pequeño o una posición más cerca del final`},
		"exercise.json":            {`the exercise is not a JSON object: {detail}`, `el ejercicio no es un objeto JSON: {detail}`},
		"exercise.root_min_game":   {`root=min applies only to trees: in {source} the position says who moves`, `root=min solo se aplica a los árboles: en {source} la posición dice a quién le toca`},

		"grade.media_type":    {`POST /api/grade reads a JSON body: send it with Content-Type application/json, not {type:q}`, `POST /api/grade lee un cuerpo JSON: envíalo con Content-Type application/json, no {type:q}`},
		"grade.unknown_field": {`unknown field {name:q} in the body (use exercise and answers)`, `campo desconocido {name:q} en el cuerpo (usa exercise y answers)`},
		"grade.no_exercise":   {`the body has no "exercise": the exercise's fields (source, seed, level, q, ...)`, `el cuerpo no tiene "exercise": los campos del ejercicio (source, seed, level, q, ...)`},
		"grade.body":          {`the body must be a JSON object {"exercise": {...}, "answers": {...}}: {detail}`, `el cuerpo debe ser un objeto JSON {"exercise": {...}, "answers": {...}}: {detail}`},

		"answers.json":         {`the answers are not valid JSON: {detail}`, `las respuestas no son un JSON válido: {detail}`},
		"answers.unknown_node": {`{field}: no node is named {node:q} in this exercise`, `{field}: ningún nodo se llama {node:q} en este ejercicio`},
		"answers.edge":         {`pruned: {edge:q} is not an edge PARENT>CHILD of this exercise`, `pruned: {edge:q} no es una rama PADRE>HIJO de este ejercicio`},
		"answers.number":       {`{field} of {node}: {value:q} is not a whole number, inf or -inf`, `{field} de {node}: {value:q} no es un número entero, inf ni -inf`},
		"answers.too_many":     {`{field}: too many answers ({n:n}; at most {max:n})`, `{field}: demasiadas respuestas ({n:n}; como mucho {max:n})`},
		"answers.unknown":      {`unknown answers field {name:q} (use values, alpha, beta, pruned, order)`, `campo de respuestas desconocido {name:q} (usa values, alpha, beta, pruned, order)`},
	} {
		catalog[code] = t
	}
}
