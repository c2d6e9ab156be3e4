package msg

// The code lab's errors of a student's search that are not the interpreter's (package
// lab, errors_search.go), kept in their own file so that they merge apart from the
// rest of the catalogue.
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"lab.not_number": {`{func}(root) returned {detail}, not a number: it must return the root's value (does it end without return?)`,
			`{func}(root) devolvió {detail}, no un número: debe devolver el valor de la raíz (¿termina sin return?)`},
	} {
		catalog[code] = t
	}
}
