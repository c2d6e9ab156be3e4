package msg

// The page's words for the checker's part of the code lab (codelab-checker.js): the
// alpha-beta variant to check against, what a check compared, and the button that
// checks again as the search the code does.
func init() { addWords("page", labCheckerWords) }

var labCheckerWords = map[string]struct{ en, es string }{
	"labStepCol":       {`Step`, `Paso`},
	"labVariant":       {`What alpha-beta returns`, `Qué devuelve el alfa-beta`},
	"labVariantSoft":   {`Fail-soft: the best value found`, `Fail-soft: el mejor valor encontrado`},
	"labVariantHard":   {`Fail-hard: clamped into [α, β]`, `Fail-hard: acotado a [α, β]`},
	"labVariantCourse": {`The course's: α at MAX, β at MIN`, `El del curso: α en MAX, β en MIN`},
	"labVariantHint":   {`The course's pseudo-code (α := max(α, child); return α) returns α at MAX and β at MIN: it prunes as fail-soft does, but a node returns the bound it raised.`, `El pseudocódigo del curso (α := max(α, hijo); devolver α) devuelve α en MAX y β en MIN: poda como el fail-soft, pero un nodo devuelve la cota que subió.`},
	"labCheckAs":       {`Check it as {algo}`, `Comprobarlo como {algo}`},
	"labAsMinimax":     {`minimax`, `el minimax`},
	"labAsNegamax":     {`negamax`, `el negamax`},
	"labAsAlphaBeta":   {`alpha-beta`, `el alfa-beta`},
	"labAsNegamaxAB":   {`negamax with alpha-beta`, `el negamax con alfa-beta`},
	"labAsHard":        {`fail-hard {algo}`, `{algo} fail-hard`},
	"labAsCourse":      {`the course's {algo}`, `{algo} del curso`},
}
