package msg

// The book of every position below K stones (issue 30, helper bookall): the frontier
// files and "gametree book --all".
func init() {
	for code, t := range i30BookallCatalog {
		if _, dup := catalog[code]; dup {
			panic("msg: code " + code + " is in two catalogues")
		}
		catalog[code] = t
	}
}

var i30BookallCatalog = map[string]struct{ en, es string }{
	"c4.frontier_line":   {`{file}, line {line}: not "MOVES SCORE": {text:q}`, `{file}, línea {line}: no es "JUGADAS PUNTUACIÓN": {text:q}`},
	"c4.frontier_moves":  {`{file}, line {line}: {detail}`, `{file}, línea {line}: {detail}`},
	"c4.frontier_stones": {`{file}, line {line}: {moves} has {stones} stones, the frontier {want}`, `{file}, línea {line}: {moves} tiene {stones} fichas, la frontera {want}`},
	"c4.frontier_over":   {`{file}, line {line}: the game is over after {moves}`, `{file}, línea {line}: la partida ha terminado tras {moves}`},
	"c4.frontier_score":  {`{file}, line {line}: {score:q} is not a score of {moves} (from {lo} to {hi})`, `{file}, línea {line}: {score:q} no es una puntuación de {moves} (de {lo} a {hi})`},
	"c4.frontier_twice":  {`{file}, line {line}: {moves} scores {score} here and {before} before`, `{file}, línea {line}: {moves} puntúa {score} aquí y {before} antes`},
	"c4.frontier_missing": {`the frontier of {stones} stones lacks {missing:n} of its {total:n} positions (the first: {first}): solve them with --piece`,
		`a la frontera de {stones} fichas le faltan {missing:n} de sus {total:n} posiciones (la primera: {first}): resuélvelas con --piece`},
	"c4.book_disagree": {`the book and the frontier disagree at {moves}: the book's columns score {book}, the frontier's {frontier}`,
		`el libro y la frontera no coinciden en {moves}: las columnas puntúan {book} en el libro y {frontier} según la frontera`},
	"c4.next_disagree": {`the frontier of {stones} stones scores {moves} {score}, but its columns backed up from the next frontier score {columns}`,
		`la frontera de {stones} fichas da a {moves} la puntuación {score}, pero sus columnas, a partir de la frontera siguiente, puntúan {columns}`},
	"cli.book_all_next": {`# and {positions:n} positions of {stones} stones whose columns all lead to the next frontier ({solved:n} of its {total:n} positions solved)`,
		`# y {positions:n} posiciones de {stones} fichas cuyas columnas llevan todas a la frontera siguiente ({solved:n} de sus {total:n} posiciones resueltas)`},
	"cli.book_all_plies": {`--all needs --plies K: the stones of the frontier, whose positions are solved (5: 2,144 positions; each stone more, about four times as many)`,
		`--all necesita --plies K: las fichas de la frontera, cuyas posiciones se resuelven (5: 2144 posiciones; cada ficha más, unas cuatro veces más)`},
	"cli.book_all_frontier": {`--all needs --frontier: the file a piece appends to (with --piece), or the files of every piece, comma-separated`,
		`--all necesita --frontier: el archivo al que añade una parte (con --piece) o los archivos de todas las partes, separados por comas`},
	"cli.book_all_position": {`{i:n}/{n:n} {moves} {score}: {seconds} s, {nodes:n} nodes`, `{i:n}/{n:n} {moves} {score}: {seconds} s, {nodes:n} nodos`},
	"cli.book_all_piece": {`# piece {piece}: {todo:n} positions of {stones} stones, {solved:n} solved now, {had:n} already in {file}; {nodes:n} nodes, {seconds} s`,
		`# parte {piece}: {todo:n} posiciones de {stones} fichas, {solved:n} resueltas ahora, {had:n} ya en {file}; {nodes:n} nodos, {seconds} s`},
	"cli.book_all_written": {`# book of every position below {stones} stones and the player's lines below {plies}: {positions:n} positions, {bytes:n} bytes ({out})`,
		`# libro de todas las posiciones de menos de {stones} fichas y de las líneas del jugador de menos de {plies}: {positions:n} posiciones, {bytes:n} bytes ({out})`},
}
