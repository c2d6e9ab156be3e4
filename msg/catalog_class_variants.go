package msg

// The messages of the students' own trees (a tree per student) and of the public API's
// refusal of an open assessment's exercise, kept in their own file so that they merge
// apart from the rest of the catalogue.
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"class.variants":       {`variants must be one of {choices}`, `variants debe ser uno de estos: {choices}`},
		"class.variants_fixed": {`exercise {n}: only a random exercise can give each student a tree of their own (a preset, a typed tree or a game has nothing to vary): use "shared"`, `ejercicio {n}: solo un ejercicio aleatorio puede dar a cada estudiante su propio árbol (un árbol predefinido, uno escrito o un juego no tienen nada que variar): usa "shared"`},
		"class.assessed_open":  {`this is an exercise of an assessment still open: it cannot be graded, searched or drawn here until the assessment closes (a class's exercises are answered on the assignment's own page)`, `este es un ejercicio de una evaluación todavía abierta: no se puede corregir, buscar ni dibujar aquí hasta que la evaluación se cierre (los ejercicios de una clase se responden en la página de la tarea)`},
	} {
		catalog[code] = t
	}
}
