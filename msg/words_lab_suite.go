package msg

// The page's words of the code lab's default check set (codelab-suite.js): the choice
// of the set or one tree, the tree the verdict is of, the set's trees opening the
// stepper, kept apart so that they merge apart.
func init() { addWords("page", labSuiteWords) }

var labSuiteWords = map[string]struct{ en, es string }{
	"labSuiteChoice":  {`Every check tree`, `Todos los árboles de comprobación`},
	"labSuiteOk":      {`Accepted on all {n} check trees.`, `Aceptado en los {n} árboles de comprobación.`},
	"labSuiteFailed":  {`Wrong on check tree “{tree}” ({k} of {n}), the smallest that shows the mistake: the stepper below draws it.`, `Falla en el árbol de comprobación «{tree}» ({k} de {n}), el más pequeño que muestra el error: el paso a paso de abajo lo dibuja.`},
	"labSuiteOpen":    {`Open “{tree}” in the stepper`, `Abrir «{tree}» en el paso a paso`},
	"labSuiteTrees":   {`The check trees, smallest first (each opens in the stepper):`, `Los árboles de comprobación, del más pequeño al más grande (cada uno se abre en el paso a paso):`},
	"labSuiteRootMin": {`MIN at the root`, `MIN en la raíz`},
}
