package msg

// The connect-4 solver's lab steps added on issue 30.
func init() {
	for code, t := range i30SolverCatalog {
		if _, dup := catalog[code]; dup {
			panic("msg: code " + code + " is in two catalogues")
		}
		catalog[code] = t
	}
}

var i30SolverCatalog = map[string]struct{ en, es string }{
	"c4.stopped_cancel": {`the solver stopped: the request was cancelled`, `el resolvedor se detuvo: se canceló la petición`},
	"c4.step_29":        {`+ the second player answering on top (evens)`, `+ el segundo jugador responde encima (pares)`},
	"c4.step_29_about": {`When the first player is to move, the second could answer on top of every move and so take every cell of the even rows; if that alone gives the second a four the first cannot stop, it caps what the first can win, before any search.`,
		`Cuando mueve el primer jugador, el segundo podría responder siempre encima y quedarse con todas las casillas de las filas pares; si eso solo ya le da un cuatro en raya que el primero no puede impedir, limita lo que el primero puede ganar, antes de buscar.`},
	"c4.step_30": {`+ the table read past forced replies`, `+ la tabla leída tras las respuestas forzadas`},
	"c4.step_30_about": {`Before a move is searched, its table entry is looked up after the opponent's forced replies, where the search stores it: looked up at the move itself it was never there.`,
		`Antes de buscar una jugada, se consulta su entrada de la tabla tras las respuestas forzadas del rival, donde la búsqueda la guarda: en la propia jugada nunca estaba.`},
	"c4.step_31": {`+ ask where the last answer points (MTD(f))`, `+ preguntar junto al último valor (MTD(f))`},
	"c4.step_31_about": {`Once a search for an exact score turns out big, each yes-or-no question is asked right next to the value the last answer gave, instead of halving what is left: near the value, the answers come in a few questions.`,
		`Cuando una búsqueda del valor exacto resulta grande, cada pregunta de sí o no se hace justo al lado del valor que dio la última respuesta, en lugar de partir por la mitad lo que queda: cerca del valor, bastan pocas preguntas.`},
	"c4.step_32": {`+ forced replies followed before any search`, `+ seguir antes las respuestas forzadas`},
	"c4.step_32_about": {`Before any move is searched, each move that leaves the opponent only one reply is followed down its forced line, and the line's end is judged by its stones as its own search would judge it first (a side that can no longer make four, the second player answering on top): a move settled so needs no search of its own, and one that is not is searched from there.`,
		`Antes de buscar ninguna jugada, cada jugada que deja al rival una sola respuesta se sigue por su línea forzada, y el final de la línea se juzga por sus fichas como lo juzgaría primero su propia búsqueda (un bando que ya no puede hacer cuatro, el segundo jugador respondiendo encima): una jugada así resuelta no necesita búsqueda propia, y la que no, se busca desde allí.`},
}
