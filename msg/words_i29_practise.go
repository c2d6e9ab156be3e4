package msg

// The page's words of Practise that asks before it tells (issue 29): the rungs of a
// hint's ladder (a question, then a narrower one; only the last rung, the stepper's
// sentence, gives the value), the rule a wrong answer breaks, and the remark on a
// value written on a pruned node. Spanish in the course's words (sucesor, poda, nodo
// podado, ventana).
func init() {
	addWords("page", practiseAsksWords)
}

var practiseAsksWords = map[string]struct{ en, es string }{
	// a hint's first rung: a question
	"ldAskReturn":     {`What value does {name} return to {parent}?`, `¿Qué valor devuelve {name} a {parent}?`},
	"ldAskReturnRoot": {`What value does the root, {name}, return?`, `¿Qué valor devuelve la raíz, {name}?`},
	"ldAskCut":        {`When {child} has returned, does {name} still need its other children?`, `Al volver {child}, ¿necesita {name} explorar el resto de sus sucesores?`},
	"ldAskWindow":     {`Which window (α, β) does {name} enter with?`, `¿Con qué ventana (α, β) entra {name}?`},
	"ldAskEval":       {`Which leaf does the search evaluate next?`, `¿Qué hoja evalúa ahora la búsqueda?`},

	// its second rung: narrower, still a question or a rule, never the value
	"ldNarrowMax":      {`{name} is a MAX node: it takes the largest of its children's values ({kids}).`, `{name} es un nodo MAX: se queda con el mayor de los valores de sus sucesores ({kids}).`},
	"ldNarrowMin":      {`{name} is a MIN node: it takes the smallest of its children's values ({kids}).`, `{name} es un nodo MIN: se queda con el menor de los valores de sus sucesores ({kids}).`},
	"ldNarrowMaxAB":    {`{name} is a MAX node: it takes the largest value of the children it searched ({kids}); a pruned child does not count.`, `{name} es un nodo MAX: se queda con el mayor valor de los sucesores que explora ({kids}); un nodo podado no cuenta.`},
	"ldNarrowMinAB":    {`{name} is a MIN node: it takes the smallest value of the children it searched ({kids}); a pruned child does not count.`, `{name} es un nodo MIN: se queda con el menor valor de los sucesores que explora ({kids}); un nodo podado no cuenta.`},
	"ldNarrowHard":     {`Fail-hard: that value is then clamped into the window [α, β] the node entered with.`, `Fail-hard: ese valor se acota luego a la ventana [α, β] con la que entró el nodo.`},
	"ldNarrowCourse":   {`The course's alpha-beta returns α at a MAX node, β at a MIN node.`, `La poda alfa-beta del curso devuelve α en un nodo MAX y β en un nodo MIN.`},
	"ldNarrowCutMax":   {`At a MAX node the other children are pruned as soon as α ≥ β: what are α and β at {name} once {child} has returned?`, `En un nodo MAX hay poda en cuanto α ≥ β: ¿cuánto valen α y β en {name} cuando vuelve {child}?`},
	"ldNarrowCutMin":   {`At a MIN node the other children are pruned as soon as β ≤ α: what are β and α at {name} once {child} has returned?`, `En un nodo MIN hay poda en cuanto β ≤ α: ¿cuánto valen β y α en {name} cuando vuelve {child}?`},
	"ldNarrowAlpha":    {`At a MAX node α rises to a child's value when that is larger: {child} has just returned. Which is α at {name} now?`, `En un nodo MAX, α sube al valor de un sucesor si es mayor: {child} acaba de volver. ¿Cuánto vale ahora α en {name}?`},
	"ldNarrowBeta":     {`At a MIN node β falls to a child's value when that is smaller: {child} has just returned. Which is β at {name} now?`, `En un nodo MIN, β baja al valor de un sucesor si es menor: {child} acaba de volver. ¿Cuánto vale ahora β en {name}?`},
	"ldNarrowEval":     {`The search goes depth first, children left to right, and skips what is pruned: the next leaf hangs from {parent}. Which one?`, `La búsqueda va en profundidad, sucesores de izquierda a derecha, y se salta lo podado: la siguiente hoja cuelga de {parent}. ¿Cuál es?`},
	"ldNarrowEvalRoot": {`The search goes depth first, children left to right, and skips what is pruned. Which leaf comes next?`, `La búsqueda va en profundidad, sucesores de izquierda a derecha, y se salta lo podado. ¿Qué hoja viene ahora?`},
	"exHintMore":       {`Narrow this hint ({n} shown)`, `Afinar la pista (vistas: {n})`},

	// the rule a wrong answer breaks, said before the right value
	"rkValueMax":       {`A MAX node takes the largest of its children's values.`, `Un nodo MAX se queda con el mayor de los valores de sus sucesores.`},
	"rkValueMin":       {`A MIN node takes the smallest of its children's values.`, `Un nodo MIN se queda con el menor de los valores de sus sucesores.`},
	"rkValueAB":        {`Under alpha-beta only the children searched count: a pruned node gives no value.`, `Con la poda alfa-beta solo cuentan los sucesores explorados: un nodo podado no aporta valor.`},
	"rkAlpha":          {`α is the value MAX can already make sure of: a node enters with its parent's α; at a MAX node α rises to a child's value when that is larger; at a MIN node it does not change.`, `α es el valor que MAX ya tiene asegurado: un nodo entra con el α de su padre; en un nodo MAX, α sube al valor de un sucesor si es mayor; en un nodo MIN no cambia.`},
	"rkBeta":           {`β is the value MIN can already make sure of: a node enters with its parent's β; at a MIN node β falls to a child's value when that is smaller; at a MAX node it does not change.`, `β es el valor que MIN ya tiene asegurado: un nodo entra con el β de su padre; en un nodo MIN, β baja al valor de un sucesor si es menor; en un nodo MAX no cambia.`},
	"rkMissedCutMax":   {`At a MAX node the search prunes as soon as α ≥ β: the children left cannot change the result.`, `En un nodo MAX hay poda en cuanto α ≥ β: los sucesores que quedan no pueden cambiar el resultado.`},
	"rkMissedCutMin":   {`At a MIN node the search prunes as soon as β ≤ α: the children left cannot change the result.`, `En un nodo MIN hay poda en cuanto β ≤ α: los sucesores que quedan no pueden cambiar el resultado.`},
	"rkExtraCut":       {`The search prunes only when α ≥ β; while the window is still open (α < β) the next child is searched.`, `Solo hay poda cuando α ≥ β; mientras la ventana sigue abierta (α < β) se explora el siguiente sucesor.`},
	"rkOrder":          {`The search evaluates the leaves depth first, children left to right, skipping what is pruned.`, `La búsqueda evalúa las hojas en profundidad, sucesores de izquierda a derecha, saltándose lo podado.`},
	"rkNeverEvaluated": {`A pruned leaf is never evaluated: it has no place in the order.`, `Una hoja podada no se evalúa: no tiene sitio en el orden.`},
	"exGiven":          {`you wrote {g}.`, `escribiste {g}.`},
	"exShowAnswer":     {`Show the right answer`, `Ver la respuesta correcta`},
	"exAnswerIs":       {`It is {e}.`, `Es {e}.`},

	// a value written on a pruned node
	"prPrunedValue": {`the search pruned {parent} after {child}, because there {rule}; a pruned node gets no value, so nothing goes here.`, `la búsqueda poda {parent} tras {child}, porque allí {rule}; un nodo podado no tiene valor: aquí no va nada.`},
}
