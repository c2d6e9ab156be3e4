package msg

// The messages of the code lab (packages lab, labcheck, labmatch and sandbox): a
// student's own evaluation, game and search, kept in their own file so that they
// merge apart from the rest of the catalogue.
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"lab.at":          {`line {line}, column {col}: `, `línea {line}, columna {col}: `},
		"lab.in_game":     {`in your game's code: `, `en el código de tu juego: `},
		"lab.syntax":      {`syntax error: {detail}`, `error de sintaxis: {detail}`},
		"lab.runtime":     {`error in {func}: {detail}`, `error en {func}: {detail}`},
		"lab.steps":       {`the code ran out of its budget of {limit:n} steps (an endless loop?)`, `el código agotó su presupuesto de {limit:n} pasos (¿un bucle infinito?)`},
		"lab.time":        {`the code ran out of its time ({limit:n} ms)`, `el código agotó su tiempo ({limit:n} ms)`},
		"lab.memory":      {`the code used more memory than it may ({limit:n} bytes)`, `el código usó más memoria de la permitida ({limit:n} bytes)`},
		"lab.recursion":   {`calls nested more than {limit:n} deep (endless recursion?)`, `llamadas anidadas a más de {limit:n} niveles (¿recursión infinita?)`},
		"lab.source_size": {`the code is longer than {limit:n} bytes, the most accepted`, `el código ocupa más de {limit:n} bytes, lo máximo que se acepta`},
		"lab.missing":     {`the code must define the function {func}()`, `el código debe definir la función {func}()`},
		"lab.return":      {`{func} must return a whole number between −{limit:n} and {limit:n}, not {detail}`, `{func} debe devolver un número entero entre −{limit:n} y {limit:n}, no {detail}`},
		"lab.crash":       {`the worker running the code stopped: {detail}`, `el proceso que ejecutaba el código se detuvo: {detail}`},
		"lab.unavailable": {`student code (lab:…) cannot be run here`, `aquí no se puede ejecutar código de estudiante (lab:…)`},
		"lab.eval_game":   {`an evaluation can be written for {choices}, not for {game}`, `se puede escribir una evaluación para {choices}, no para {game}`},
		"lab.unknown":     {`no code with hash {hash} is kept here: send its source again`, `aquí no se guarda ningún código con el hash {hash}: vuelve a enviar su código`},
		"lab.kind":        {`unknown kind of code {kind:q} (use eval, game or search)`, `tipo de código desconocido {kind:q} (usa eval, game o search)`},
		"lab.busy":        {`every worker for student code is busy; try again in a moment`, `todos los procesos para código de estudiante están ocupados; vuelve a intentarlo en un momento`},
		"lab.game_return": {`{func} returned {detail}, which is not what it must return (see the API)`, `{func} devolvió {detail}, que no es lo que debe devolver (mira la API)`},
		"lab.state":       {`{func} returned a state that is not plain data (numbers, strings, True/False/None, lists, tuples, dicts): it holds a {detail}`, `{func} devolvió un estado que no son datos simples (números, cadenas, True/False/None, listas, tuplas, diccionarios): contiene un {detail}`},
		"lab.state_deep":  {`{func} returned a state nested more than {limit} deep`, `{func} devolvió un estado anidado a más de {limit} niveles`},
		"lab.state_read":  {`a state could not be read back: {detail}`, `no se pudo volver a leer un estado: {detail}`},
		"lab.moves_many":  {`{func} returned more than {limit} moves`, `{func} devolvió más de {limit} jugadas`},
		"lab.moves_none":  {`{func} returned no moves while result(state) is None (the game goes on)`, `{func} no devolvió ninguna jugada mientras result(state) es None (la partida sigue)`},
		"lab.traceback":   {`Traceback (the most recent call last):`, `Traza (la llamada más reciente, al final):`},
		"lab.frame":       {`{at}: in {func}`, `{at}: en {func}`},
		// the helpers' and the node API's errors, raised in the student's code
		"lab.sum":          {`sum: {detail} is not a whole number`, `sum: {detail} no es un número entero`},
		"lab.board":        {`{func}: the board must be a list of rows (strings), not {detail}`, `{func}: el tablero debe ser una lista de filas (cadenas), no {detail}`},
		"lab.board_row":    {`{func}: row {row} of the board is {detail}, not a string`, `{func}: la fila {row} del tablero es {detail}, no una cadena`},
		"lab.board_ragged": {`{func}: the rows of the board have different lengths`, `{func}: las filas del tablero tienen longitudes distintas`},
		"lab.lines_n":      {`lines: n must be between 1 and 64, not {detail}`, `lines: n debe estar entre 1 y 64, no {detail}`},
		"lab.opponent":     {`opponent: the player is "X" or "O", not {detail}`, `opponent: el jugador es "X" u "O", no {detail}`},
		"lab.not_leaf":     {`{func}(): {detail} is not a leaf (ask is_leaf() first)`, `{func}(): {detail} no es una hoja (pregunta antes con is_leaf())`},
		"lab.position":     {`move {n} of the position, {move:q}, is not a legal move (legal: {legal})`, `la jugada {n} de la posición, {move:q}, no es legal (legales: {legal})`},
		"lab.nodes":        {`the game has more than {limit:n} positions within the search's reach`, `el juego tiene más de {limit:n} posiciones al alcance de la búsqueda`},
	} {
		catalog[code] = t
	}
}

// The tournament and the quality score of a student's evaluation (package labmatch).
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"match.no_move":  {`the search chose {move:q}, which is not a legal move`, `la búsqueda eligió {move:q}, que no es una jugada legal`},
		"match.opponent": {`unknown opponent {name:q} (choose {choices}; better is for connect4 only)`, `rival desconocido {name:q} (elige {choices}; better es solo para connect4)`},
		"match.depth":    {`the depth must be between 1 and {max}`, `la profundidad debe estar entre 1 y {max}`},
		"match.games":    {`the games against each opponent must be an even number from 2 to {max}`, `las partidas contra cada rival deben ser un número par de 2 a {max}`},
		"match.opening":  {`an opening is 0 to {max} random moves`, `una apertura son de 0 a {max} jugadas al azar`},
	} {
		catalog[code] = t
	}
}

// The code lab's commands (package cli).
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"cli.lab_file":        {`cannot read {file:q}: {detail}`, `no se puede leer {file:q}: {detail}`},
		"cli.check_file":      {`check needs the file of the search: gametree check F.star --position TREE --algo alphabeta`, `check necesita el archivo de la búsqueda: gametree check F.star --position ÁRBOL --algo alphabeta`},
		"cli.check_yours":     {`your code`, `tu código`},
		"cli.check_ref":       {`the algorithm`, `el algoritmo`},
		"cli.tournament_file": {`tournament needs --eval-file F.star (a file defining evaluate(board, player))`, `tournament necesita --eval-file F.star (un archivo que defina evaluate(board, player))`},
		"cli.tournament_game": {`game {n}/{of} against {opponent}, yours as {side}: {result} ({moves}, {ms} ms)`, `partida {n}/{of} contra {opponent}, la tuya con {side}: {result} ({moves}, {ms} ms)`},
		"cli.tournament_tally": {`against {opponent}: {win} won, {draw} drawn, {loss} lost`,
			`contra {opponent}: {win} ganadas, {draw} tablas, {loss} perdidas`},
		"cli.result_win":  {`won`, `ganada`},
		"cli.result_draw": {`drawn`, `tablas`},
		"cli.result_loss": {`lost`, `perdida`},
		"cli.quality": {`quality of {eval} at depth {depth}: an optimal move in {optimal} of {of} positions ({pct}%)`,
			`calidad de {eval} a profundidad {depth}: una jugada óptima en {optimal} de {of} posiciones ({pct} %)`},
	} {
		catalog[code] = t
	}
}

// The code lab's routes (package web).
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"lab.no_source":         {`the request has no source (the code, in the field source)`, `la petición no trae código (en el campo source)`},
		"lab.check_game":        {`the check runs on a tree, a built-in game or your own game (game=lab:HASH of a game's code), not with an evaluation of yours`, `la comprobación se hace sobre un árbol, un juego incorporado o tu propio juego (game=lab:HASH del código de un juego), no con una evaluación tuya`},
		"lab.tournament_number": {`depth, opp-depth, games, opening and seed are whole numbers`, `depth, opp-depth, games, opening y seed son números enteros`},
		"lab.tournament_big":    {`on this server a tournament has at most {games} games against each opponent and depths up to {depth}`, `en este servidor un torneo tiene como mucho {games} partidas contra cada rival y profundidades hasta {depth}`},
	} {
		catalog[code] = t
	}
}
