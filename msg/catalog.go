package msg

// catalog holds every message: its code, its English and its Spanish template.
// Codes are stable: clients (the page) may match on them. Add a code here with both
// texts; TestCatalogComplete fails on a code without its Spanish.
var catalog = map[string]struct{ en, es string }{
	// Where a position error is: the game and the text, then the detail.
	"where.tree":      {`tree position {input:q}`, `árbol {input:q}`},
	"where.tictactoe": {`tictactoe position {input:q}`, `posición de tres en raya {input:q}`},
	"where.connect4":  {`connect4 position {input:q}`, `posición de conecta 4 {input:q}`},
	"where.stones":    {`stones position {input:q}`, `posición de piedras {input:q}`},
	"where.at":        {`{where}: at character {at}: {detail}`, `{where}: en el carácter {at}: {detail}`},
	"where.any":       {`{where}: {detail}`, `{where}: {detail}`},

	// Games and their options.
	"game.unknown":        {`unknown game {game:q} (choose one of {choices})`, `juego desconocido {game:q} (elige uno de estos: {choices})`},
	"game.not_searchable": {`game {game:q} cannot be searched`, `el juego {game:q} no se puede explorar`},
	"game.eval_unknown":   {`{game}: unknown evaluation {eval:q} (choose {choices})`, `{game}: evaluación desconocida {eval:q} (elige {choices})`},
	"game.no_eval": {`{game} has no static evaluation: eval {eval:q} does not apply (only connect4 and tictactoe have one)`,
		`el juego {game} no tiene evaluación estática: eval {eval:q} no se aplica (solo connect4 y tictactoe la tienen)`},
	"game.no_takes": {`takes applies only to the stones game, not to {game}`,
		`takes solo se aplica al juego de las piedras (stones), no a {game}`},
	"game.no_root_min": {`root=min applies only to explicit trees, not to {game}: there the position says who moves`,
		`root=min solo se aplica a los árboles explícitos, no a {game}: ahí la posición dice a quién le toca`},

	// Explicit trees.
	"tree.empty":               {`empty tree`, `el árbol está vacío`},
	"tree.trailing":            {`text after the tree: found {found}`, `sobra texto después del árbol: {found}`},
	"tree.unclosed":            {`unexpected end of input: {open} '(' not closed`, `el texto se acaba antes de cerrar {open:one:el paréntesis:los # paréntesis}`},
	"tree.end_after_name":      {`unexpected end of input: expected '(' or ':' after the name {name}`, `el texto se acaba donde se esperaba '(' o ':' después del nombre {name}`},
	"tree.end_number":          {`unexpected end of input: expected a number`, `el texto se acaba donde se esperaba un número`},
	"tree.too_many_nodes":      {`too many nodes (at most {max})`, `demasiados nodos (como mucho {max:n})`},
	"tree.expected_after_name": {`expected '(' or ':' after the name {name} but found {found}`, `se esperaba '(' o ':' después del nombre {name}, pero hay {found}`},
	"tree.expected_node":       {`expected a number, a name or '(' but found {found}`, `se esperaba un número, un nombre o '(', pero hay {found}`},
	"tree.name_too_long":       {`name {name}... too long (at most {max} characters)`, `el nombre {name}... es demasiado largo (como mucho {max} caracteres)`},
	"tree.duplicate_name":      {`duplicate name {name}`, `el nombre {name} está repetido`},
	"tree.expected_digit":      {`expected a digit after '{sign}' but found {found}`, `se esperaba una cifra después de '{sign}', pero hay {found}`},
	"tree.expected_number":     {`expected a number after '{name}:' but found {found}`, `se esperaba un número después de '{name}:', pero hay {found}`},
	"tree.leaf_range": {`number {number} out of range: a leaf's value must be between {min:n} and {max:n}`,
		`el número {number} está fuera de rango: el valor de una hoja debe estar entre {min:n} y {max:n}`},
	"tree.too_deep":       {`tree too deep (at most {max} levels below the root)`, `árbol demasiado profundo (como mucho {max} niveles por debajo de la raíz)`},
	"tree.empty_children": {`empty children list '()'`, `lista de hijos vacía '()'`},
	"tree.expected_close": {`expected ')' or ',' but found {found}`, `se esperaba ')' o ',', pero hay {found}`},

	// Random trees.
	"random.expected_key_value": {`expected key=value but found {item:q}`, `se esperaba clave=valor, pero hay {item:q}`},
	"random.empty_item":         {`empty item between commas`, `hay un elemento vacío entre dos comas`},
	"random.unknown_key":        {`unknown key {key:q} (use branching, depth, min, max, seed, order)`, `clave desconocida {key:q} (usa branching, depth, min, max, seed u order)`},
	"random.key_twice":          {`key {key} given twice`, `la clave {key} aparece dos veces`},
	"random.not_integer":        {`{key} must be an integer, not {value:q}`, `{key} debe ser un número entero, no {value:q}`},
	"random.branching":          {`branching must be from 1 to {max}, not {value}`, `branching debe ir de 1 a {max}, no {value}`},
	"random.depth":              {`depth must be from 1 to {max}, not {value}`, `depth debe ir de 1 a {max}, no {value}`},
	"random.value_range":        {`{key} must be between {min:n} and {max:n}`, `{key} debe estar entre {min:n} y {max:n}`},
	"random.min_above_max":      {`min ({min}) must not be more than max ({max})`, `min ({min}) no puede ser mayor que max ({max})`},
	"random.order":              {`order must be random, best or worst, not {value:q}`, `order debe ser random, best o worst, no {value:q}`},
	"random.too_many_nodes":     {`branching={branching} and depth={depth} make more than {max} nodes`, `branching={branching} y depth={depth} dan más de {max:n} nodos`},

	// Stones.
	"stones.takes_empty": {`the set of allowed takes is empty`, `no hay ninguna cantidad de piedras que se pueda quitar`},
	"stones.take_range":  {`a take of {take} stones: takes must be 1 to {max}`, `quitar {take} piedras no vale: se pueden quitar de 1 a {max}`},
	"stones.take_twice":  {`the take {take} is listed twice`, `la cantidad {take} aparece dos veces`},
	"stones.bad_char":    {`bad character {char}: the position is a number of stones`, `carácter no válido {char}: la posición es un número de piedras`},
	"stones.count_range": {`{count} stones: the pile holds 0 to {max}`, `{count} piedras: el montón tiene de 0 a {max:n}`},

	// Tic-tac-toe.
	"tictactoe.board_char": {`bad character {char}: a board is 9 cells of X, O and '.'`, `carácter no válido {char}: un tablero son 9 casillas de X, O y '.'`},
	"tictactoe.cells":      {`a board has 9 cells, not {cells}`, `un tablero tiene 9 casillas, no {cells}`},
	"tictactoe.counts": {`X has {x} stones and O has {o}: X moves first, so X has as many stones as O or one more`,
		`X tiene {x:one:una ficha:# fichas} y O tiene {o}: X juega primero, así que X tiene tantas fichas como O o una más`},
	"tictactoe.both_lines": {`both players have a line`, `los dos jugadores tienen una línea`},
	"tictactoe.x_line":     {`X has a line but it is X to move: O cannot have played after X won`, `X tiene una línea pero le toca a X: O no puede haber jugado después de que X ganara`},
	"tictactoe.o_line":     {`O has a line but X has more stones: X cannot have played after O won`, `O tiene una línea pero X tiene más fichas: X no puede haber jugado después de que O ganara`},
	"tictactoe.cell_name":  {`a cell name is a column a-c and a row 1-3, like b2`, `una casilla se nombra con una columna a-c y una fila 1-3, como b2`},
	"tictactoe.move_char":  {`bad character {char}: write the moves as cells a1..c3 or digits 1..9`, `carácter no válido {char}: escribe las jugadas como casillas a1..c3 o cifras 1..9`},
	"tictactoe.after_end":  {`move {move} comes after the end of the game`, `la jugada {move} llega después del final de la partida`},
	"tictactoe.taken":      {`cell {cell} is already taken`, `la casilla {cell} ya está ocupada`},

	// Connect-4.
	"connect4.bad_char":    {`bad character {char}: a move is a column 1 to 7`, `carácter no válido {char}: una jugada es una columna de 1 a 7`},
	"connect4.already_won": {`the game was already won at move {move}`, `la partida ya estaba ganada en la jugada {move}`},
	"connect4.column_full": {`column {column} is full`, `la columna {column} está llena`},

	// Search parameters (trace.Params.Set) and options (trace.Options.Check).
	"param.where":          {`{name} {value:q}: {detail}`, `{name} {value:q}: {detail}`},
	"param.unknown":        {`unknown parameter {name:q}`, `parámetro desconocido {name:q}`},
	"param.root":           {`must be max or min`, `debe ser max o min`},
	"param.algo":           {`must be minimax, negamax, alphabeta or negamax-alphabeta`, `debe ser minimax, negamax, alphabeta o negamax-alphabeta`},
	"param.bool":           {`must be true or false`, `debe ser true o false`},
	"param.tt":             {`must be true, false or naive`, `debe ser true, false o naive`},
	"param.int":            {`not a whole number`, `no es un número entero`},
	"param.range":          {`must be between {lo:n} and {hi:n}`, `debe estar entre {lo:n} y {hi:n}`},
	"param.takes_number":   {`{item:q} is not a whole number`, `{item:q} no es un número entero`},
	"param.takes_range":    {`{item:q}: a take must be between {lo} and {hi} stones`, `{item:q}: se pueden quitar entre {lo} y {hi} piedras`},
	"param.takes_empty":    {`an empty item between commas`, `hay un elemento vacío entre dos comas`},
	"param.takes_none":     {`give at least one number`, `da al menos un número`},
	"param.duration":       {`not a duration such as 2s or 500ms`, `no es una duración como 2s o 500ms`},
	"param.seconds_range":  {`must be between 0 and 3600 seconds`, `debe estar entre 0 y 3600 segundos`},
	"param.duration_range": {`must be between 0 and 1h`, `debe estar entre 0 y 1h`},
	"param.lang":           {`lang {value:q}: must be en or es`, `lang {value:q}: debe ser en o es`},
	"options.algo":         {`unknown algorithm {algo:q} (choose minimax, negamax, alphabeta or negamax-alphabeta)`, `algoritmo desconocido {algo:q} (elige minimax, negamax, alphabeta o negamax-alphabeta)`},
	"options.depth":        {`depth {depth}: must be between 0 (no limit) and 200`, `depth {depth}: debe estar entre 0 (sin límite) y 200`},
	"options.max_nodes":    {`max-nodes must be 0 (no limit) or more`, `max-nodes debe ser 0 (sin límite) o más`},
	"options.time_limit":   {`time limit must be 0 (no limit) or more`, `el límite de tiempo debe ser 0 (sin límite) o más`},
	"options.tt_size":      {`transposition table size must be between 0 and {max:n} entries`, `el tamaño de la tabla de transposición debe estar entre 0 y {max:n} entradas`},

	// The web API.
	"web.unknown_param": {`unknown parameter {name:q} (parameters: {known})`, `parámetro desconocido {name:q} (parámetros: {known})`},
	"web.repeated":      {`parameter {name:q} is given {count} times`, `el parámetro {name:q} aparece {count} veces`},
	"web.utf8":          {`parameter {name:q} is not valid UTF-8`, `el parámetro {name:q} no es UTF-8 válido`},
	"web.search_param":  {`parameter {name:q} configures a search; /api/position takes {known} and moves`, `el parámetro {name:q} configura una búsqueda; /api/position admite {known} y moves`},
	"web.media_type": {`send the parameters in the query string or as an application/x-www-form-urlencoded body`,
		`envía los parámetros en la URL o en un cuerpo application/x-www-form-urlencoded`},
	"web.body_too_large": {`request body too large: at most {max} bytes`, `el cuerpo de la petición es demasiado grande: como mucho {max:n} bytes`},
	"web.bad_form":       {`bad parameters: not a valid form (check the %-escapes)`, `parámetros incorrectos: no es un formulario válido (revisa los escapes con %)`},
	"web.record":         {`record {value:q}: must be true or false`, `record {value:q}: debe ser true o false`},
	"web.step":           {`step {value:q}: must be a step number from 1, or 0 for the finished search`, `step {value:q}: debe ser un número de paso desde 1, o 0 para la búsqueda terminada`},
	"web.step_range": {`step {step}: the search has {steps} steps (1 to {steps}; 0 draws the finished search)`,
		`step {step}: la búsqueda tiene {steps:one:un paso:# pasos} (de 1 a {steps}; 0 dibuja la búsqueda terminada)`},
	"web.budget": {`budget {value:q}: must be a number of drawn nodes between 0 (the default, {default}) and {max}`,
		`budget {value:q}: debe ser un número de nodos dibujados entre 0 (el valor por omisión, {default}) y {max}`},
	"web.title":          {`title: at most {max} characters`, `title: como mucho {max} caracteres`},
	"web.moves_many":     {`moves: at most {max}`, `moves: como mucho {max}`},
	"web.move_over":      {`move {n}, {move:q}: the game is over`, `jugada {n}, {move:q}: la partida ha terminado`},
	"web.move_illegal":   {`move {n}, {move:q}: not a legal move here (legal: {legal})`, `jugada {n}, {move:q}: no es una jugada legal aquí (legales: {legal})`},
	"web.busy":           {`the server is busy with other searches; try again in a moment`, `el servidor está ocupado con otras búsquedas; vuelve a intentarlo dentro de un momento`},
	"web.cancelled":      {`request cancelled`, `petición cancelada`},
	"web.render_timeout": {`drawing the tree took too long; fold it more (a smaller budget) or search less`, `dibujar el árbol ha tardado demasiado; pliégalo más (un budget menor) o explora menos`},
	"web.render_failed":  {`drawing the tree failed`, `no se ha podido dibujar el árbol`},
	"web.internal":       {`internal error`, `error interno`},
	"web.no_route":       {`no such API route: {path:q}`, `no existe esa ruta de la API: {path:q}`},
	"web.method":         {`method {method} not allowed here`, `el método {method} no se admite aquí`},

	// Picture options (the web API's render.Options).
	"picture.format":       {`format {value:q}: must be svg, png or dot`, `format {value:q}: debe ser svg, png o dot`},
	"picture.unreached":    {`unreached {value:q}: must be hide or ghost`, `unreached {value:q}: debe ser hide (ocultar) o ghost (en gris)`},
	"picture.region":       {`region {value:q}: must be true or false`, `region {value:q}: debe ser true o false`},
	"picture.region_depth": {`region-depth {value:q}: must be a number of plies from 1 to {max}`, `region-depth {value:q}: debe ser un número de jugadas de 1 a {max}`},
	"picture.width":        {`width {value:q}: must be a width in pixels from 100 to 20000, or full`, `width {value:q}: debe ser un ancho en píxeles de 100 a 20.000, o full`},
	"picture.dpi":          {`dpi {value:q}: must be a resolution from {min} to {max} pixels per inch`, `dpi {value:q}: debe ser una resolución de {min} a {max} píxeles por pulgada`},
	"picture.unknown":      {`unknown picture option {name:q}`, `opción de dibujo desconocida {name:q}`},
	"picture.header":       {`header {value:q}: must be full or compact`, `header {value:q}: debe ser full (completa) o compact (compacta)`},

	// The command line.
	"cli.unknown_command": {`unknown command {cmd:q} (commands: serve, trace, solve, render, help)`, `orden desconocida {cmd:q} (órdenes: serve, trace, solve, render, help)`},
	"cli.unexpected_arg":  {`unexpected argument {arg:q}`, `argumento inesperado {arg:q}`},
	"cli.flag_unknown":    {`flag provided but not defined: -{flag}`, `la opción -{flag} no existe`},
	"cli.flag_needs_arg":  {`flag needs an argument: -{flag}`, `la opción -{flag} necesita un valor`},
	"cli.flag_invalid":    {`invalid value {value:q} for flag -{flag}`, `valor no válido {value:q} para la opción -{flag}`},
	"cli.flag":            {`{detail}`, `{detail}`},
	"cli.trace_format":    {`format {value:q}: must be json or text`, `format {value:q}: debe ser json o text`},
	"cli.budget":          {`budget {value}: must be between 10 and 100000`, `budget {value}: debe estar entre 10 y 100.000`},
	"cli.step":            {`step {step}: must be 1 or more (0 draws the finished search)`, `step {step}: debe ser 1 o más (0 dibuja la búsqueda terminada)`},
	"cli.step_range":      {`step {step}: this search has {steps} steps`, `step {step}: esta búsqueda tiene {steps:one:un paso:# pasos}`},
	"cli.all_steps_dir":   {`--all-steps needs -o DIR`, `--all-steps necesita -o DIRECTORIO`},
	"cli.hide_ghost":      {`--hide-unreached and --unreached ghost exclude each other`, `--hide-unreached y --unreached ghost se excluyen`},
	"cli.all_steps_step":  {`--all-steps and --step exclude each other`, `--all-steps y --step se excluyen`},
	"cli.solve_position": {`solve reads its positions from standard input, one a line; --position is for trace and render`,
		`solve lee sus posiciones de la entrada estándar, una por línea; --position es para trace y render`},
	"cli.solve_line": {`line {line}: {detail}`, `línea {line}: {detail}`},

	// The connect-4 solver (package c4).
	"c4.needs_alphabeta": {`the transposition table and the null windows need alpha-beta`,
		`la tabla de transposición y las ventanas nulas necesitan alfa-beta`},
	"c4.needs_table": {`lower bounds need the transposition table`, `las cotas inferiores necesitan la tabla de transposición`},
	"c4.stopped":     {`the solver stopped: {reason}`, `el resolvedor se detuvo: {reason}`},
}

// sameInBothLanguages are the templates that are the same in English and Spanish on
// purpose (they only arrange other texts).
var sameInBothLanguages = map[string]bool{"where.any": true, "param.where": true, "cli.flag": true}
