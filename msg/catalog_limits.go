package msg

// The messages of the server's limits: what a request may cost (nodes, memory, pixels)
// and the size of its head, kept in their own file so that they merge apart from the
// rest of the catalogue.
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"web.head_too_large": {`the request's address and headers hold {size:n} bytes, more than the {max:n} the server reads: send a long tree or position as a form body (POST, application/x-www-form-urlencoded) instead of in the address, and fewer or shorter cookies`,
			`la dirección y las cabeceras de la petición ocupan {size:n} bytes, más de los {max:n} que lee el servidor: manda un árbol o una posición larga en el cuerpo de un formulario (POST, application/x-www-form-urlencoded) en lugar de en la dirección, y menos cookies o más cortas`},
	} {
		catalog[code] = t
	}
}
