package msg

// The page's words of the students' own trees: the setting of a random exercise (a
// tree per student or one for everyone) and the teacher's ranked mistakes grouped by
// the role of their node across the trees (class-form.js, class-ranked.js,
// class-results.js), kept apart so that they merge apart.
func init() { addWords("page", classVariantsWords) }

var classVariantsWords = map[string]struct{ en, es string }{
	"clVariants":           {`Trees`, `Árboles`},
	"clVariantsPerStudent": {`A tree per student`, `Un árbol por estudiante`},
	"clVariantsShared":     {`One tree for everyone`, `El mismo árbol para todos`},
	"clVariantsNote":       {`Each student has their own tree: a mistake is counted with the same mistakes at nodes of the same role (who moves there and how deep) in the others' trees, with an example from each tree.`, `Cada estudiante tiene su propio árbol: un error se cuenta con los mismos errores en nodos del mismo papel (quién mueve y a qué profundidad) en los árboles de los demás, con un ejemplo de cada árbol.`},
	"clRole":               {`a {p} node, depth {d}`, `un nodo {p}, profundidad {d}`},
	"clRoleRoot":           {`the root ({p})`, `la raíz ({p})`},
	"clRoleLeaf":           {`a leaf at depth {d}`, `una hoja a profundidad {d}`},
	"clRkWrongValue":       {`Wrong value at {role}:`, `Valor erróneo en {role}:`},
	"clRkWrongAlpha":       {`Wrong α at {role}:`, `α erróneo en {role}:`},
	"clRkWrongBeta":        {`Wrong β at {role}:`, `β erróneo en {role}:`},
	"clRkMissedCut":        {`Missed cut at {role} (where the cutoff happens):`, `Falta una poda en {role} (donde se produce el corte):`},
	"clRkExtraCut":         {`Cut that should not be there, below {role}:`, `Poda que no debería estar, bajo {role}:`},
	"clRkWrongOrder":       {`Leaf out of order, {role}:`, `Hoja fuera de orden, {role}:`},
	"clRkOrderMissing":     {`Leaf left out of the order, {role}:`, `Hoja que falta en el orden, {role}:`},
	"clRkNeverEvaluated":   {`Leaf never evaluated put in the order, {role}:`, `Hoja que no llega a evaluarse puesta en el orden, {role}:`},
	"clRkMissingValue":     {`No value given at {role}:`, `Sin valor en {role}:`},
	"clRkMissingAlpha":     {`No α given at {role}:`, `Sin α en {role}:`},
	"clRkMissingBeta":      {`No β given at {role}:`, `Sin β en {role}:`},
	"clRkOther":            {`Mistake at {role}:`, `Error en {role}:`},
	"clMissingHead":        {`Answers not given`, `Respuestas sin dar`},
	"clMissingHint":        {`Listed after the wrong answers: a blank says less than a mistake.`, `Van después de las respuestas erróneas: un hueco dice menos que un error.`},
	"clExamples":           {`An example from each tree ({k})`, `Un ejemplo de cada árbol ({k})`},
	"clExampleWhere":       {`at {where}`, `en {where}`},
}
