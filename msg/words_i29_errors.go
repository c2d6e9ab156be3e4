package msg

import (
	"regexp"
	"strings"
)

// The page's words of an error shown beside its field (issue 29): the page says a
// server's coded error from its code and parameters in its own words (never the API's
// parameter names), and checks its fields before it asks (field-errors.js,
// problem-check.js).
func init() {
	addWords("page", fieldErrorWords)
	addWords("page", positionErrorWords())
}

// positionErrorWords are the details of a position's errors (a typed tree, a board)
// in the catalogue's own words, under err_tree_unclosed, ..., their placeholders
// written as the page's t() fills them (field-errors.js).
func positionErrorWords() map[string]struct{ en, es string } {
	out := make(map[string]struct{ en, es string }, len(fieldErrorCodes))
	for _, code := range fieldErrorCodes {
		out["err_"+strings.ReplaceAll(code, ".", "_")] = struct{ en, es string }{pageTemplate(Template(EN, code)), pageTemplate(Template(ES, code))}
	}
	return out
}

var (
	quotedPlaceholder = regexp.MustCompile(`\{(\w+):q\}`)
	numberPlaceholder = regexp.MustCompile(`\{(\w+):n\}`)
	pluralPlaceholder = regexp.MustCompile(`\{(\w+):one:[^:}]*:([^}]*)\}`)
)

// pageTemplate writes a catalogue template with the placeholders t() fills: {x:q} as
// "{x}", {x:n} as {x}, and {x:one:...:# things} as its plural, {x} things (the page
// fills the number).
func pageTemplate(s string) string {
	s = quotedPlaceholder.ReplaceAllString(s, `"{$1}"`)
	s = numberPlaceholder.ReplaceAllString(s, `{$1}`)
	return pluralPlaceholder.ReplaceAllStringFunc(s, func(m string) string {
		sub := pluralPlaceholder.FindStringSubmatch(m)
		return strings.ReplaceAll(sub[2], "#", "{"+sub[1]+"}")
	})
}

// fieldErrorCodes are the position errors the page says with the catalogue's words.
var fieldErrorCodes = []string{
	"tree.empty", "tree.trailing", "tree.unclosed", "tree.end_after_name", "tree.end_number",
	"tree.too_many_nodes", "tree.expected_after_name", "tree.expected_node", "tree.name_too_long",
	"tree.duplicate_name", "tree.expected_digit", "tree.expected_number", "tree.leaf_range",
	"tree.too_deep", "tree.empty_children", "tree.expected_close",
	"tictactoe.board_char", "tictactoe.cells", "tictactoe.counts", "tictactoe.both_lines",
	"tictactoe.x_line", "tictactoe.o_line", "tictactoe.cell_name", "tictactoe.move_char",
	"tictactoe.after_end", "tictactoe.taken",
	"connect4.bad_char", "connect4.already_won", "connect4.column_full",
}

var fieldErrorWords = map[string]struct{ en, es string }{
	"feRange":         {`Must be from {lo} to {hi}; you typed {value}.`, `Debe ir de {lo} a {hi}; has escrito {value}.`},
	"feInt":           {`Write a whole number; you typed {value}.`, `Escribe un número entero; has escrito {value}.`},
	"feDuration":      {`Write a time such as 2s or 500ms; you typed {value}.`, `Escribe un tiempo como 2s o 500ms; has escrito {value}.`},
	"feDurationRange": {`Must be from 0 to 1 hour; you typed {value}.`, `Debe ir de 0 a 1 hora; has escrito {value}.`},
	"feTakesNumber":   {`“{item}” is not a whole number.`, `«{item}» no es un número entero.`},
	"feTakesRange":    {`“{item}”: each take is from {lo} to {hi} stones.`, `«{item}»: cada cantidad va de {lo} a {hi} piedras.`},
	"feTakesEmpty":    {`There is an empty item between two commas.`, `Hay un elemento vacío entre dos comas.`},
	"feTakesNone":     {`Write at least one number of stones, e.g. 1,2,3.`, `Escribe al menos un número de piedras, p. ej. 1,2,3.`},
	"feTakeTwice":     {`{take} is listed twice.`, `{take} aparece dos veces.`},
	"feTreeEmpty": {`Type a tree, e.g. A(B(3,12),C(2,4)), or choose a ready one above.`,
		`Escribe un árbol, p. ej. A(B(3,12),C(2,4)), o elige uno preparado arriba.`},
	"feNear":         {`At “{near}”: {detail}`, `En «{near}»: {detail}`},
	"feStones":       {`Write a number of stones from 0 to {max}; you typed {value}.`, `Escribe un número de piedras de 0 a {max}; has escrito {value}.`},
	"feRandomNodes":  {`Branching {b} and depth {d} make more than {max} nodes.`, `Ramificación {b} y profundidad {d} dan más de {max} nodos.`},
	"feNeedPosition": {`Write a position here: this exercise asks for one.`, `Escribe aquí una posición: este ejercicio la necesita.`},
	"fePlayStale": {`The board is the previous game's: correct the marked field to start a new one.`,
		`El tablero es de la partida anterior: corrige el campo marcado para empezar otra.`},
	"feDepthGame": {`Must be from 0 to {hi}: the game goes no deeper; you typed {value}.`,
		`Debe ir de 0 a {hi}: el juego no llega más hondo; has escrito {value}.`},
	"feLeaves": {`{n} leaves`, `{n} hojas`},
	"feStale": {`The search shown is the previous one: correct the marked field to search again.`,
		`La búsqueda que se muestra es la anterior: corrige el campo marcado para buscar de nuevo.`},
	"feNoSearch": {`No search is shown: correct the marked field to search.`,
		`No se muestra ninguna búsqueda: corrige el campo marcado para buscar.`},
}
