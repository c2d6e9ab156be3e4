package msg

// The words of a printed sheet (package worksheet). A sheet's legends are a picture's
// (picture.legend_players, picture.legend_return, picture.legend_order), and its name
// of question (c) is the page's (page.exQ_window), so that each is said once.
func init() { addWords("sheet", sheetWords) }

var sheetWords = map[string]struct{ en, es string }{
	"exercise":    {`Exercise`, `Ejercicio`},
	"solution_of": {`Solution of exercise`, `Solución del ejercicio`},
	"worksheet":   {`Worksheet`, `Hoja de ejercicios`},
	"solutions":   {`Solutions`, `Soluciones`},
	"level":       {`level`, `nivel`},
	"seed":        {`seed`, `semilla`},
	"seeds":       {`seeds`, `semillas`},
	"typed_tree":  {`given tree`, `árbol dado`},
	"tictactoe":   {`tic-tac-toe`, `tres en raya`},
	"stones":      {`stones`, `piedras`},
	"min_root":    {`MIN at the root`, `MIN en la raíz`},
	"fail_hard":   {`fail-hard`, `fail-hard`},
	"fail_soft":   {`fail-soft`, `fail-soft`},
	"name":        {`Name`, `Nombre`},
	"date":        {`Date`, `Fecha`},
	"online":      {`Online:`, `En línea:`},

	// The questions: their names in a title, and what a student does.
	"question_values": {`minimax values`, `valores minimax`},
	"question_prune":  {`alpha-beta pruning`, `poda alfa-beta`},
	"question_order":  {`alpha-beta evaluation order`, `orden de evaluación alfa-beta`},
	"todo_values":     {`Write the minimax value of every inner node in its box.`, `Escribe en su casilla el valor minimax de cada nodo interior.`},
	"todo_prune": {`Search the tree with alpha-beta, children left to right: write the value of every inner node it visits in its box and cross out the branches it prunes.`,
		`Recorre el árbol con alfa-beta, hijos de izquierda a derecha: escribe en su casilla el valor de cada nodo interior que visita y tacha las ramas que poda.`},
	"todo_window": {`Search the tree with alpha-beta, children left to right: for every inner node it visits write its value in its box and its α and β when it returns; cross out the branches it prunes.`,
		`Recorre el árbol con alfa-beta, hijos de izquierda a derecha: de cada nodo interior que visita escribe su valor en su casilla y su α y su β al devolver el valor; tacha las ramas que poda.`},
	"todo_order": {`Search the tree with alpha-beta, children left to right: number the leaves 1, 2, 3, … in the order they are evaluated, in the box above each; leave the pruned ones empty.`,
		`Recorre el árbol con alfa-beta, hijos de izquierda a derecha: numera las hojas 1, 2, 3, … en el orden en que se evalúan, en la casilla sobre cada una; deja vacías las podadas.`},

	// How to read a solution.
	"solution_note": {`The finished search: values, pruned branches dashed grey with the rule that cut them, the principal variation in bold.`,
		`La búsqueda terminada: valores, ramas podadas en gris discontinuo con la regla que las cortó, la variante principal en negrita.`},
	"solution_note_values": {`The minimax value of every node; the principal variation in bold.`,
		`El valor minimax de cada nodo; la variante principal en negrita.`},
	"page_solution_note": {`The finished search: values, pruned branches dashed grey, the principal variation in bold.`,
		`La búsqueda terminada: valores, ramas podadas en gris discontinuo, la variante principal en negrita.`},

	// A worksheet's note on its size.
	"per_page": {`{n} per page: more of these trees would print too small to read (leaf digits under 7 pt or boxes under 8 mm).`,
		`{n} por hoja: con más, estos árboles se imprimirían demasiado pequeños (cifras de menos de 7 pt o casillas de menos de 8 mm).`},
	"too_small": {`Printed small: leaf digits {pt} pt, boxes {mm} mm (readable: 7 pt and 8 mm); this tree is too large for an A4 page.`,
		`Impreso pequeño: cifras de {pt} pt, casillas de {mm} mm (legible: 7 pt y 8 mm); este árbol es demasiado grande para una hoja A4.`},
}
