package msg

// The page's words added by issue 29's words branch: the hint that a table wider than a
// phone's screen scrolls sideways, that table's name, and the skip link of a view other
// than Step through ("Skip to Practise").
func init() {
	addWords("page", i29Words)
}

var i29Words = map[string]struct{ en, es string }{
	"skipToView":     {`Skip to {view}`, `Ir a {view}`},
	"cmpTableScroll": {`The comparison's table`, `La tabla de la comparación`},
	"scrollHint":     {`Scroll sideways for every column →`, `Desliza de lado para ver todas las columnas →`},
}
