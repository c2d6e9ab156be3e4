package msg

// The page's words of the pseudo-code panel's choice of code (issue 28): the textbook's,
// seed 003's alfabeta (C++: its code is shown as the seed writes it, in both languages;
// only its comments are words here) and seed 002's variant, and the note that says
// whether the search shown is the chosen code's.
func init() {
	addWords("page", pseudoChoiceWords)
}

var pseudoChoiceWords = map[string]struct{ en, es string }{
	// the choice (explore.html)
	"codeChoice":   {`Which code the panel shows`, `Qué código muestra el panel`},
	"codeTextbook": {`Textbook`, `Libro de texto`},
	"codeC003":     {`Course: alfabeta (practical 003)`, `Curso: alfabeta (práctica 003)`},
	"codeC002":     {`Course: variant (practical 002)`, `Curso: variante (práctica 002)`},

	// the textbook's return when the search is the course's variant
	"pcReturnCourseMax": {`return max(v, α₀)   (the course's variant: its α)`, `devolver max(v, α₀)   (variante del curso: su α)`},
	"pcReturnCourseMin": {`return min(v, β₀)   (the course's variant: its β)`, `devolver min(v, β₀)   (variante del curso: su β)`},

	// seed 003's comments (pseudo-seed003.js), the Spanish as the seed writes them
	"c3CutBeta":   {`Beta cutoff`, `Poda beta`},
	"c3CutAlpha":  {`Alpha cutoff`, `Poda alfa`},
	"c3Use":       {`Use:`, `Uso:`},
	"c3UseCall":   {`Use: {call}`, `Uso: {call}`},
	"c3BestFirst": {`Best first`, `Mejor primero`},
	"c3SaveBest":  {`Keep this depth's best move`, `Guardar mejor movimiento de esta profundidad`},
	"c3BaseCase":  {`Base case: terminal node or maximum depth`, `Caso base: nodo terminal o profundidad máxima`},
	"c3Plus":      {`+ : not in practical 003's code; the search shown does it`, `+ : no está en el código de la práctica 003; la búsqueda mostrada lo hace`},

	// the note beside seed 003's code (pseudo-choice.js)
	"c3Same": {`This is the search shown, step for step: practical 003's alfabeta is fail-soft alpha-beta (it returns maxEval or minEval, the value found), the form's “fail-soft”.`,
		`Es la búsqueda mostrada, paso a paso: el alfabeta de la práctica 003 es alfa-beta fail-soft (devuelve maxEval o minEval, el valor encontrado), el «fail-soft» del formulario.`},
	"c3SameNegamax": {`This is the search shown: practical 003's negamax is fail-soft alpha-beta in negamax form. One difference: in C++, −alfa overflows when alfa = INT_MIN (where it wraps, the first child's window is empty and it stops after its own first child); the search shown uses −∞ and +∞, as the code means. The drawing shows MAX's view.`,
		`Es la búsqueda mostrada: el negamax de la práctica 003 es alfa-beta fail-soft en forma negamax. Una diferencia: en C++, −alfa desborda cuando alfa = INT_MIN (donde da la vuelta, la ventana del primer hijo queda vacía y este para tras su propio primer hijo); la búsqueda mostrada usa −∞ y +∞, como quiere el código. El dibujo muestra la vista de MAX.`},
	"c3SameMinimax": {`This is the search shown, step for step: practical 003's minimax (its basic implementation).`,
		`Es la búsqueda mostrada, paso a paso: el minimax de la práctica 003 (su implementación básica).`},
	"c3NotSoft": {`The search shown is {name}, not this code: practical 003's alfabeta is fail-soft (it returns maxEval or minEval, the value found), so the values it returns may differ.`,
		`La búsqueda mostrada es {name}, no este código: el alfabeta de la práctica 003 es fail-soft (devuelve maxEval o minEval, el valor encontrado), así que los valores devueltos pueden diferir.`},
	"c3FixSoft": {`Search fail-soft`, `Buscar con fail-soft`},
	"c3NoNegamax": {`Practical 003 has no negamax without alpha-beta (its negamax prunes): the textbook's negamax is shown.`,
		`La práctica 003 no tiene negamax sin alfa-beta (su negamax poda): se muestra el negamax del libro de texto.`},
	"c3FixNegamaxAB": {`Search negamax with alpha-beta`, `Buscar negamax con alfa-beta`},

	// the note beside seed 002's variant
	"c2Same": {`This is the search shown: the course's variant (the form's “course's: α at MAX, β at MIN”).`,
		`Es la búsqueda mostrada: la variante del curso (el «del curso: α en MAX, β en MIN» del formulario).`},
	"c2NotCourse": {`The search shown is the textbook's alpha-beta ({name}), not this variant: this code returns α at MAX and β at MIN, so the values it returns may differ.`,
		`La búsqueda mostrada es el alfa-beta del libro de texto ({name}), no esta variante: este código devuelve α en MAX y β en MIN, así que los valores devueltos pueden diferir.`},
	"c2NoWindow": {`Practical 002's variant is alpha-beta; the search shown has no α or β: the textbook's code is shown.`,
		`La variante de la práctica 002 es alfa-beta; la búsqueda mostrada no tiene α ni β: se muestra el código del libro de texto.`},
	"c2FixCourse": {`Search with the course's variant`, `Buscar con la variante del curso`},
}
