package msg

// The messages of pictures fit for a slide (branch slidefit): the focus a picture
// never folds away, the slide's ratio, and the ghost drawing refused for a game.
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"picture.focus": {`focus {value:q}: must be the number of a node of the search (0 is the root), or -1 for none`,
			`focus {value:q}: debe ser el número de un nodo de la búsqueda (0 es la raíz), o -1 para ninguno`},
		"picture.ghost_game": {`unreached=ghost draws the whole tree from the first step: only for a typed tree, whose shape is the problem; for a game it would show which moves the search is going to explore (use unreached=hide)`,
			`unreached=ghost dibuja el árbol entero desde el primer paso: solo para un árbol escrito, cuya forma es el enunciado; en un juego mostraría qué jugadas va a explorar la búsqueda (usa unreached=hide)`},
		"picture.ratio": {`ratio {value:q}: must be 16:9, 4:3, free or another width:height between 1:4 and 4:1 (such as 2:1)`, `ratio {value:q}: debe ser 16:9, 4:3, free (libre) u otra anchura:altura entre 1:4 y 4:1 (como 2:1)`},
	} {
		catalog[code] = t
	}
}
