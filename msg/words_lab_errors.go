package msg

// The interpreter's messages said in the page's language (package lab, interpreter.go
// matches Starlark's English and names these words), and the folded lines of a
// traceback: words, not messages, since each is a part of a lab error's message
// (lab.syntax, lab.runtime), never an error of its own.
func init() { addWords("labsays", labSaysWords) }

var labSaysWords = map[string]struct{ en, es string }{
	"wrapped":        {`Starlark says: {detail}`, `Starlark dice: {detail}`},
	"top_level":      {`the code's top level`, `el nivel superior del código`},
	"colon":          {`a ':' is missing at the end of this line`, `falta «:» al final de esta línea`},
	"got_want":       {`found {token} where {want} was expected`, `se encontró {token} donde se esperaba {want}`},
	"token_newline":  {`the end of the line`, `el final de la línea`},
	"token_eof":      {`the end of the code`, `el final del código`},
	"token_indent":   {`an indented line`, `una línea sangrada`},
	"token_outdent":  {`a line indented less`, `una línea menos sangrada`},
	"token_primary":  {`a value or a name`, `un valor o un nombre`},
	"unindent":       {`this line's indentation matches no line above it`, `la sangría de esta línea no coincide con la de ninguna línea anterior`},
	"string_open":    {`a string is not closed on its line`, `una cadena de texto no se cierra en su línea`},
	"undefined":      {`{name} is not defined`, `{name} no está definido`},
	"undefined_mean": {`{name} is not defined (did you mean {other}?)`, `{name} no está definido (¿querías decir {other}?)`},
	"zero":           {`division by zero`, `división por cero`},
	"index":          {`index {index} is out of range ({type})`, `el índice {index} está fuera de rango ({type})`},
	"key":            {`the key {key} is not in the dictionary`, `la clave {key} no está en el diccionario`},
	"none_op":        {`{op} on None: a value is None (does a function end without return?)`, `{op} con None: un valor es None (¿una función termina sin return?)`},
	"binary":         {`{op} cannot combine a {atype} and a {btype}`, `{op} no puede combinar un {atype} y un {btype}`},
	"compare":        {`a {atype} and a {btype} cannot be compared with {op}`, `un {atype} y un {btype} no se pueden comparar con {op}`},
	"before_assign":  {`the variable {name} is used before it is given a value`, `la variable {name} se usa antes de darle un valor`},
	"args_many":      {`{func} takes {n} arguments, but {given} were given`, `{func} recibe {n} argumentos, pero se le dieron {given}`},
	"args_missing":   {`{func} is called without its argument {names}`, `se llama a {func} sin su argumento {names}`},
	"not_function":   {`a {type} is not a function: it cannot be called`, `un {type} no es una función: no se puede llamar`},
	"no_field":       {`a {type} has no .{name}`, `un {type} no tiene .{name}`},
	"not_indexable":  {`a {type} cannot be indexed (with a {itype})`, `un {type} no se puede indexar (con un {itype})`},
	"not_iterable":   {`a {type} cannot be gone through with for`, `un {type} no se puede recorrer con for`},
	"unpack":         {`{given} values cannot be unpacked into {n} names`, `no se pueden repartir {given} valores en {n} nombres`},
	"during_loop":    {`a list cannot change while a for loop goes through it`, `una lista no puede cambiar mientras un bucle for la recorre`},
	"empty":          {`{func}() of an empty list`, `{func}() de una lista vacía`},
	"no_len":         {`a {type} has no length`, `un {type} no tiene longitud`},
	"fold":           {`… {n} more calls of {calls}`, `… {n} llamadas más a {calls}`},
	"fold_call":      {`{func} (line {line})`, `{func} (línea {line})`},
	"fold_and":       {` and `, ` y `},
}

// The page's words of the code lab's error box (codelab-errors.js).
func init() { addWords("page", labErrorsPageWords) }

var labErrorsPageWords = map[string]struct{ en, es string }{
	"labTraceback":    {`Traceback: {n} calls`, `Traza: {n} llamadas`},
	"labTracebackCut": {`… {n} lines more`, `… {n} líneas más`},
	// the play view against a student's own code (play-notice.js), and its results
	"playNoticeEval": {`The machine plays with YOUR evaluation (evaluate from the code lab), looking {d} plies ahead ({algo}).`,
		`La máquina juega con TU evaluación (evaluate del laboratorio), mirando {d} jugadas por delante ({algo}).`},
	"playNoticeEvalSolver": {`The machine plays perfectly with the solver; YOUR evaluation (evaluate from the code lab) only scores positions where the solver gives up, in a search {d} plies deep.`,
		`La máquina juega perfecto con el resolvedor; TU evaluación (evaluate del laboratorio) solo puntúa posiciones donde el resolvedor se rinde, en una búsqueda de {d} jugadas.`},
	"playNoticeGame": {`The machine plays YOUR game (its rules are your code's), looking {d} plies ahead ({algo}); where it stops, your evaluate(state) scores the position (0 if you wrote none).`,
		`La máquina juega TU juego (sus reglas son las de tu código), mirando {d} jugadas por delante ({algo}); donde se detiene, tu evaluate(state) puntúa la posición (0 si no escribiste ninguna).`},
	"tallyLabGame": {`Your game`, `Tu juego`},
	"playNoticeGameEnd": {`The machine plays YOUR game (its rules are your code's), looking to the end of the game ({algo}).`,
		`La máquina juega TU juego (sus reglas son las de tu código), mirando hasta el final de la partida ({algo}).`},
}
