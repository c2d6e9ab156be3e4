package msg

// JavaScript's messages (goja's, the lab's engine) said in the page's language
// (package lab, js_says.go matches goja's English and names these words), beside
// Starlark's in words_lab_errors.go: words, not messages, each a part of a lab
// error's message (lab.syntax, lab.runtime). And the texts of the game kind's
// errors said in JavaScript's terms (null, arrays, objects), where Starlark's
// messages name None, lists, tuples and dicts.
func init() { addWords("labsays", labSaysJSWords) }

var labSaysJSWords = map[string]struct{ en, es string }{
	"js_wrapped":          {`JavaScript says: {detail}`, `JavaScript dice: {detail}`},
	"js_read_undefined":   {`a value is undefined or null: it has no '{name}' to read`, `un valor es undefined o null: no tiene «{name}» que leer`},
	"js_not_function":     {`{value} is not a function: it cannot be called`, `{value} no es una función: no se puede llamar`},
	"js_no_method":        {`the object has no method '{name}' to call`, `el objeto no tiene ningún método «{name}» que llamar`},
	"js_null_object":      {`a value is undefined or null where an object is needed`, `un valor es undefined o null donde hace falta un objeto`},
	"js_unexpected":       {`'{token}' was not expected here`, `no se esperaba «{token}» aquí`},
	"js_illegal":          {`a character JavaScript does not expect here (a string not closed, a name starting with a digit?)`, `un carácter que JavaScript no espera aquí (¿una cadena sin cerrar, un nombre que empieza por una cifra?)`},
	"js_eof":              {`the code ends too soon: a closing bracket or quote is missing`, `el código termina antes de tiempo: falta cerrar un paréntesis, una llave o una comilla`},
	"js_unexpected_name":  {`a name was not expected here (an operator, a comma or a ';' missing before it?)`, `no se esperaba un nombre aquí (¿falta antes un operador, una coma o un «;»?)`},
	"js_unexpected_value": {`a {what} was not expected here (an operator or a comma missing before it?)`, `no se esperaba un {what} aquí (¿falta antes un operador o una coma?)`},
	"js_what_number":      {`number`, `número`},
	"js_what_string":      {`string`, `texto entre comillas`},
	"js_reserved":         {`a reserved word cannot be used here (import and export are not available in the lab: each program is one file)`, `aquí no se puede usar una palabra reservada (import y export no están disponibles en el laboratorio: cada programa es un solo archivo)`},
	"js_assign_left":      {`the left side of this assignment cannot be given a value`, `a la izquierda de esta asignación hay algo a lo que no se puede dar un valor`},
	"js_const":            {`a const cannot be given another value (declare it with let)`, `a una constante (const) no se le puede dar otro valor (decláralo con let)`},
	"js_redeclared":       {`{name} is declared twice`, `{name} se declara dos veces`},
	"js_before_init":      {`a variable is used before its let or const gives it a value`, `una variable se usa antes de que su let o const le dé un valor`},
	"js_not_available":    {`{name} is not available in the lab (code made from text could not be checked)`, `{name} no está disponible en el laboratorio (el código hecho a partir de texto no se podría comprobar)`},
	"js_array_length":     {`an array cannot have that length`, `un array no puede tener esa longitud`},
	"js_circular":         {`a value that holds itself cannot be written as JSON`, `un valor que se contiene a sí mismo no se puede escribir como JSON`},

	// the game kind's errors, said in JavaScript's terms
	"js_state":      {`{func} returned a state that is not plain data (numbers, strings, true/false/null, arrays, plain objects); it holds: {detail}`, `{func} devolvió un estado que no son datos simples (números, cadenas, true/false/null, arrays, objetos simples); contiene: {detail}`},
	"js_moves_none": {`{func} returned no moves while result(state) is null (the game goes on)`, `{func} no devolvió ninguna jugada mientras result(state) es null (la partida sigue)`},
}
