package msg

// The messages of pictures fit for a slide (branch slidefit): the focus a picture
// never folds away, the slide's ratio, and the ghost drawing refused for a game.
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"picture.focus": {`focus {value:q}: must be the number of a node of the search (0 is the root), or -1 for none`,
			`focus {value:q}: debe ser el número de un nodo de la búsqueda (0 es la raíz), o -1 para ninguno`},
	} {
		catalog[code] = t
	}
}
