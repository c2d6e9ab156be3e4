package msg

// The messages of the server's limits: what a request may cost (nodes, memory, pixels)
// and the size of its head, kept in their own file so that they merge apart from the
// rest of the catalogue.
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"web.head_too_large": {`the request's address and headers hold {size:n} bytes, more than the {max:n} the server reads: send a long tree or position as a form body (POST, application/x-www-form-urlencoded) instead of in the address, and fewer or shorter cookies`,
			`la dirección y las cabeceras de la petición ocupan {size:n} bytes, más de los {max:n} que lee el servidor: manda un árbol o una posición larga en el cuerpo de un formulario (POST, application/x-www-form-urlencoded) en lugar de en la dirección, y menos cookies o más cortas`},
		"web.heavy_busy": {`the server is busy with other large requests (searches recording more than {nodes:n} nodes, pictures of more than {pixels:n} pixels, sweeps, the connect-4 solver); try again in {seconds} s, or ask for less`,
			`el servidor está ocupado con otras peticiones grandes (búsquedas que registran más de {nodes:n} nodos, dibujos de más de {pixels:n} píxeles, barridos, el solucionador de conecta 4); vuelve a intentarlo dentro de {seconds} s, o pide menos`},
		"web.too_big_picture": {`a PNG of {pixels:n} pixels needs about {mb} MB, more than this server gives its large requests ({budget} MB, from --memory; at most {max_pixels:n} pixels): ask for SVG (format=svg), the region around the node (region=true), or fewer pixels (a smaller width or dpi)`,
			`un PNG de {pixels:n} píxeles necesita unos {mb} MB, más de lo que este servidor da a sus peticiones grandes ({budget} MB, según --memory; como mucho {max_pixels:n} píxeles): pide SVG (format=svg), la región alrededor del nodo (region=true) o menos píxeles (un width o un dpi menor)`},
		"web.too_big_search": {`a search recording up to {nodes:n} nodes needs about {mb} MB, more than this server gives its large requests ({budget} MB, from --memory; about {max_nodes:n} recorded nodes): ask for a smaller node budget (max-nodes), a depth limit, or no recording (record=false)`,
			`una búsqueda que registra hasta {nodes:n} nodos necesita unos {mb} MB, más de lo que este servidor da a sus peticiones grandes ({budget} MB, según --memory; unos {max_nodes:n} nodos registrados): pide un presupuesto de nodos menor (max-nodes), un límite de profundidad o no registrar (record=false)`},
	} {
		catalog[code] = t
	}
}
