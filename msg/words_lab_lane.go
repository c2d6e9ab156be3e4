package msg

// The page's words for the code lab's own lane (codelab-lane.js): the place in the
// queue, the tournament's moves and its per-move limit.
func init() { addWords("page", labLaneWords) }

var labLaneWords = map[string]struct{ en, es string }{
	"labQueued":    {`Waiting for your turn: position {n} in the queue`, `Esperando tu turno: posición {n} en la cola`},
	"labMoveOf":    {`Game {game} of {of}: your move {move}`, `Partida {game} de {of}: tu jugada {move}`},
	"labMoveLimit": {`Each of your moves may take at most {s} s and {m} million steps of your evaluation; past that the tournament stops and says on which move.`, `Cada jugada tuya puede tardar como mucho {s} s y {m} millones de pasos de tu evaluación; si pasa de ahí, el torneo se detiene y dice en qué jugada.`},
}
