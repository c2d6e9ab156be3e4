package msg

// The page's words of a view kept when a request for a new one fails (issue 29): the
// stepper's search shown stays, faded, when the server is busy or cannot be reached or
// a search could not be made, with why and a way to try again; Practise's exercise and
// Compare's comparison shown are marked as the previous ones while a field's error
// stands (explore-failure.js, keep-view.js).
func init() {
	addWords("page", keepViewWords)
}

var keepViewWords = map[string]struct{ en, es string }{
	// the stepper: the search shown is kept, and why the new one is not shown
	"kvStaleSearch": {`The search shown is the previous one: {why}`, `La búsqueda que se muestra es la anterior: {why}`},
	"kvBusy": {`the server is busy with other searches. Try again in a moment.`,
		`el servidor está ocupado con otras búsquedas. Vuelve a intentarlo dentro de un momento.`},
	"kvBusyIn": {`the server is busy with other searches. Try again in {s} s.`,
		`el servidor está ocupado con otras búsquedas. Vuelve a intentarlo dentro de {s} s.`},
	"kvNetwork": {`the server cannot be reached. Check the connection and try again.`,
		`no se puede contactar con el servidor. Comprueba la conexión y vuelve a intentarlo.`},
	"kvTimeout": {`the new search took longer than the server's limit of {seconds} s. Ask for less: a depth limit or a smaller node budget.`,
		`la nueva búsqueda tardó más que el límite del servidor, {seconds} s. Pide menos: un límite de profundidad o un presupuesto de nodos menor.`},
	"kvDrawTimeout": {`drawing the new tree took too long. Fold it more (fewer nodes drawn before folding) or search less.`,
		`dibujar el nuevo árbol tardó demasiado. Pliégalo más (menos nodos dibujados antes de plegar) o explora menos.`},
	"kvTooBig": {`the new search would need about {mb} MB, more than the server gives a search ({budget} MB). Ask for a smaller node budget or a depth limit.`,
		`la nueva búsqueda necesitaría unos {mb} MB, más de lo que el servidor da a una búsqueda ({budget} MB). Pide un presupuesto de nodos menor o un límite de profundidad.`},
	"kvServer": {`the server failed (error {status}). Try again.`,
		`el servidor falló (error {status}). Vuelve a intentarlo.`},
	"kvOther":  {`the new search could not be made: {detail}`, `no se pudo hacer la nueva búsqueda: {detail}`},
	"kvRetry":  {`Try again`, `Reintentar`},
	"kvNoView": {`No search is shown: {why}`, `No se muestra ninguna búsqueda: {why}`},

	// Practise and Compare: the view shown while a field's error stands
	"kvStaleExercise": {`The exercise shown is the previous one: correct the marked field to get a new one.`,
		`El ejercicio que se muestra es el anterior: corrige el campo marcado para obtener otro.`},
	"kvStaleCompare": {`The comparison shown is the previous one: correct the marked field to compare again.`,
		`La comparación que se muestra es la anterior: corrige el campo marcado para comparar de nuevo.`},
}
