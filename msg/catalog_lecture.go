package msg

// The messages of package lecture (a search's slides in one file), of its command and
// of /api/lecture, kept in their own file so that they merge apart.
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"lecture.steps": {`steps {value:q}: must be key (the steps that matter) or all (every step)`,
			`steps {value:q}: debe ser key (los pasos clave) o all (todos los pasos)`},
		"lecture.format": {`format {value:q}: a lecture is pdf (slides) or tex (LaTeX Beamer source)`,
			`format {value:q}: una clase es pdf (diapositivas) o tex (fuente LaTeX Beamer)`},
		"lecture.progress": {`{done:n} of {total:n} slides made`, `{done:n} de {total:n} diapositivas hechas`},
		"lecture.too_many_nodes": {`a search of {n:n} nodes is too large for a lecture (at most {max:n}): a smaller tree or a shallower search`,
			`una búsqueda de {n:n} nodos es demasiado grande para una clase (como mucho {max:n}): un árbol más pequeño o una búsqueda menos profunda`},
		"lecture.no_steps": {`the search recorded no steps: a lecture needs a recorded search`,
			`la búsqueda no registró pasos: una clase necesita una búsqueda registrada`},
		"lecture.too_many_steps": {`{n:n} slides ({steps} steps) is too many for one lecture (at most {max:n}): choose steps=key, a smaller tree or a shallower search`,
			`{n:n} diapositivas (pasos {steps}) son demasiadas para una clase (como mucho {max:n}): elige steps=key, un árbol más pequeño o una búsqueda menos profunda`},
	} {
		catalog[code] = t
	}
}
