package msg

// Seed 000's tutorial code checked as written (issue 32, package labcheck's
// tutorial*.go): the positions it can be checked at, and its verdicts in the
// tutorial's own terms (its Tablero's marcar, its cells 0 to 8, X the human and O the
// CPU as its dibujar draws them).
func init() {
	for code, t := range tutorialCatalog {
		if _, dup := catalog[code]; dup {
			panic("msg: code " + code + " is in two catalogues")
		}
		catalog[code] = t
	}
}

var tutorialCatalog = map[string]struct{ en, es string }{
	// the position
	"tutorial.game": {`the tutorial's code (movimientoAI, min and max) plays tic-tac-toe: check it on the game tictactoe, not {game:q}`,
		`el código del tutorial (movimientoAI, min y max) juega al tres en raya: compruébalo con el juego tictactoe, no con {game:q}`},
	"tutorial.turn": {`in {pos} the CPU (O) cannot be the one to move: X has {x} marks and O {o}; movimientoAI moves for O, so O has as many marks as X or one fewer`,
		`en {pos} no puede mover la CPU (O): X tiene {x} marcas y O {o}; movimientoAI mueve por O, así que O tiene tantas marcas como X o una menos`},
	"tutorial.over": {`the game is already over in {pos} ({why}): movimientoAI needs a board where the CPU (O) can still move`,
		`la partida ya ha terminado en {pos} ({why}): movimientoAI necesita un tablero en el que la CPU (O) aún pueda mover`},
	"tutorial.too_big": {`the tutorial's search from {pos} is too big to check (more than {max:n} nodes): start from a board with at least 2 marks`,
		`la búsqueda del tutorial desde {pos} es demasiado grande para comprobarla (más de {max:n} nodos): empieza desde un tablero con al menos 2 marcas`},
	"tutorial.why.X":    {`X, the human, has three in a row`, `X, el humano, tiene tres en raya`},
	"tutorial.why.O":    {`O, the CPU, has three in a row`, `O, la CPU, tiene tres en raya`},
	"tutorial.why.full": {`the board is full`, `el tablero está lleno`},
	"tutorial.missing": {`the tutorial's search needs {func}: write Juego.prototype.{func} = function(){...} as the tutorial does, or a function {func}()`,
		`la búsqueda del tutorial necesita {func}: escribe Juego.prototype.{func} = function(){...} como el tutorial, o una función {func}()`},

	// where a wrong use of the board stopped the search
	"tutorial.where":        {`At step {k} (line {line}): {what}`, `En el paso {k} (línea {line}): {what}`},
	"tutorial.where_noline": {`At step {k}: {what}`, `En el paso {k}: {what}`},

	// the wrong uses of the board
	"tutorial.bad_cell": {"`{fn}` marks cell {i}: the cells are 0 to 8.", "`{fn}` marca la casilla {i}: las casillas van de 0 a 8."},
	"tutorial.bad_player": {"`{fn}` marks cell {i} with {v}: a cell holds 0 (empty), `JUGADOR.HUMANO` (1) or `JUGADOR.CPU` (2).",
		"`{fn}` marca la casilla {i} con {v}: una casilla tiene 0 (vacía), `JUGADOR.HUMANO` (1) o `JUGADOR.CPU` (2)."},
	"tutorial.left_mark": {"`{fn}` marks {p} at {i} while the board still holds {q} at {c} from its last move: `marcar(0, {c})` is missing.",
		"`{fn}` marca {p} en {i} cuando el tablero aún tiene {q} en {c} de su jugada anterior: falta `marcar(0, {c})`."},
	"tutorial.full": {"`{fn}` marks {p} at {i}, but cell {i} already holds {q}: mark only where `marcable({i})` is true.",
		"`{fn}` marca {p} en {i}, pero la casilla {i} ya tiene {q}: marca solo donde `marcable({i})` es cierto."},
	"tutorial.over_mark": {"`{fn}` marks {p} at {i} on a board where the game is over ({why}): `{fn}` must return {v} there, without marking.",
		"`{fn}` marca {p} en {i} en un tablero donde la partida ha terminado ({why}): ahí `{fn}` debe devolver {v}, sin marcar."},
	"tutorial.player": {"`{fn}` marks {p} at {i}, but {q} moves here: in `min` the human marks (`JUGADOR.HUMANO`, X), in `max` and `movimientoAI` the CPU (`JUGADOR.CPU`, O).",
		"`{fn}` marca {p} en {i}, pero aquí mueve {q}: en `min` marca el humano (`JUGADOR.HUMANO`, X), en `max` y `movimientoAI` la CPU (`JUGADOR.CPU`, O)."},
	"tutorial.undo_position": {"`marcar(0, {i})` takes back {p} at {i}, a mark of the board searched: the search takes back only its own marks.",
		"`marcar(0, {i})` quita {p} de {i}, una marca del tablero buscado: la búsqueda solo quita sus propias marcas."},
	"tutorial.undo_order": {"`marcar(0, {i})` takes back {p} at {i}, but the last mark is {q} at {c}: take back the last mark first.",
		"`marcar(0, {i})` quita {p} de {i}, pero la última marca es {q} en {c}: quita primero la última marca."},
	"tutorial.wrong_function": {"`{fn}` is called on a board where {q} moves: call `{want}` there (`min` plays the human's turn, after the CPU marked; `max` the CPU's, after the human marked).",
		"se llama a `{fn}` con un tablero en el que mueve {q}: ahí toca llamar a `{want}` (`min` juega el turno del humano, después de marcar la CPU; `max` el de la CPU, después de marcar el humano)."},
	"tutorial.left_return": {"the board still holds {p} at {c} when `{fn}` returns: `marcar(0, {c})` is missing.",
		"el tablero aún tiene {p} en {c} cuando `{fn}` devuelve su valor: falta `marcar(0, {c})`."},
	"tutorial.end_left": {"the board still holds {p} at {c} when `movimientoAI` ends: `marcar(0, {c})` is missing before its last `marcar(JUGADOR.CPU, posicion)`.",
		"el tablero aún tiene {p} en {c} cuando `movimientoAI` termina: falta `marcar(0, {c})` antes de su último `marcar(JUGADOR.CPU, posicion)`."},
	"tutorial.no_move": {"`movimientoAI` ends with the board as it found it: its last line, `marcar(JUGADOR.CPU, posicion)`, plays the move it chose.",
		"`movimientoAI` termina con el tablero como lo encontró: su última línea, `marcar(JUGADOR.CPU, posicion)`, juega la jugada elegida."},
	"tutorial.changed_return": {"`{fn}` returns with another board than it was called with ({then} then, {now} now): every `marcar` must be taken back before it returns.",
		"`{fn}` devuelve su valor con otro tablero que el de su llamada ({then} entonces, {now} ahora): cada `marcar` se deshace antes de devolver."},

	// the values
	"tutorial.not_number": {"At step {k} `{fn}` returned {v} for {name}, not a number: `min` and `max` return the board's value (1, 0 or -1). Is a `return` missing?",
		"En el paso {k} `{fn}` devolvió {v} para {name}, que no es un número: `min` y `max` devuelven el valor del tablero (1, 0 o -1). ¿Falta un `return`?"},
	"tutorial.leaf_value": {"On this board {why}: `{fn}` must return {w} (1 the CPU wins, -1 the human wins, 0 a draw).",
		"En este tablero {why}: `{fn}` debe devolver {w} (1 gana la CPU, -1 gana el humano, 0 empate)."},
	"tutorial.keeps_max": {"Your `{fn}` keeps {v} where {c} is larger.", "Tu `{fn}` se queda con {v} donde {c} es mayor."},
	"tutorial.keeps_min": {"Your `{fn}` keeps {v} where {c} is smaller.", "Tu `{fn}` se queda con {v} donde {c} es menor."},
}
