package msg

// The page's words of the connect-4 solver answering every position (issue 30,
// web/static/js/play-perfect.js and play-solver.js): the perfect player waiting for a
// busy solver, and the solver view's progress as the columns are solved one by one.
func init() {
	addWords("page", solveviewWords)
}

var solveviewWords = map[string]struct{ en, es string }{
	// the perfect player's status while its exact solve runs ({s}: whole seconds)
	"playSolving": {`The machine is solving this position exactly… {s} s`, `La máquina está resolviendo esta posición con exactitud… {s} s`},
	// the server was busy, or could not be reached: the player waits and asks again,
	// never playing an unproven move because of it ({s}: seconds to the next try)
	"playWaitSolver":  {`The solver is busy with other requests: the machine waits for it and asks again in {s} s.`, `El resolvedor está ocupado con otras peticiones: la máquina lo espera y vuelve a preguntar en {s} s.`},
	"playWaitNetwork": {`The server cannot be reached: the machine asks the solver again in {s} s.`, `No se puede contactar con el servidor: la máquina vuelve a preguntar al resolvedor en {s} s.`},
	// the solver view: a column not solved yet, and the progress line
	"solverPending":  {`solving…`, `resolviendo…`},
	"solverProgress": {`Solved {done} of {of} columns · {secs} s · {n} positions`, `Resueltas {done} de {of} columnas · {secs} s · {n} posiciones`},
	"solverSolved":   {`All {of} columns solved exactly in {secs} s ({n} positions).`, `Las {of} columnas resueltas con exactitud en {secs} s ({n} posiciones).`},
	"solverStopped":  {`Solved {done} of {of} columns, then: {why}`, `Resueltas {done} de {of} columnas; después: {why}`},
}
