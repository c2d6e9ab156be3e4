package msg

// The page's words of the course's alpha-beta (seed 002: α := max(α, child), return α
// at MAX, β at MIN): the stepper's note at each return, the explore page's three-way
// choice of the returned value and the pseudo-code panel's lines for it (the Spanish
// page shows the seed's own words), kept apart so that they merge apart.
func init() {
	addWords("page", variantWords)
	addWords("sheet", variantSheetWords)
}

// variantSheetWords name the variant in a worksheet's titles and instructions.
var variantSheetWords = map[string]struct{ en, es string }{
	"fail_course": {`the course's alpha-beta: α at MAX, β at MIN`, `alfa-beta del curso: α en MAX y β en MIN`},
}

var variantWords = map[string]struct{ en, es string }{
	// the stepper's note after a node's return (exercise/sentences.go, explain.js)
	"variantMax":     {`(The course's alpha-beta returns α at MAX: α = {a}.)`, `(El alfa-beta del curso devuelve α en MAX: α = {a}.)`},
	"variantMaxPast": {`(The course's alpha-beta returns α at MAX: α = {a}, more than β = {b}; fail-hard would return β.)`, `(El alfa-beta del curso devuelve α en MAX: α = {a}, más que β = {b}; fail-hard devolvería β.)`},
	"variantMaxKept": {`(The course's alpha-beta returns α at MAX: α = {a}, the α it was called with, since no child did better.)`, `(El alfa-beta del curso devuelve α en MAX: α = {a}, el α con que se le llamó, pues ningún hijo lo mejoró.)`},
	"variantMin":     {`(The course's alpha-beta returns β at MIN: β = {b}.)`, `(El alfa-beta del curso devuelve β en MIN: β = {b}.)`},
	"variantMinPast": {`(The course's alpha-beta returns β at MIN: β = {b}, less than α = {a}; fail-hard would return α.)`, `(El alfa-beta del curso devuelve β en MIN: β = {b}, menos que α = {a}; fail-hard devolvería α.)`},
	"variantMinKept": {`(The course's alpha-beta returns β at MIN: β = {b}, the β it was called with, since no child did better.)`, `(El alfa-beta del curso devuelve β en MIN: β = {b}, el β con que se le llamó, pues ningún hijo lo mejoró.)`},

	// the explore page's choice of the value alpha-beta returns
	"fReturns":       {`Alpha-beta returns`, `El alfa-beta devuelve`},
	"fReturnsSoft":   {`fail-soft: the value found`, `fail-soft: el valor encontrado`},
	"fReturnsHard":   {`fail-hard: clamped into [α, β]`, `fail-hard: acotado a [α, β]`},
	"fReturnsCourse": {`course's: α at MAX, β at MIN`, `del curso: α en MAX, β en MIN`},
	"fCourseHint": {`The course's alpha-beta (practical 002): α := max(α, alpha-beta(child)) at MAX and returns α; β := min(β, alpha-beta(child)) at MIN and returns β. It prunes exactly as fail-soft does; a node never returns less than the α it was called with (MAX) nor more than its β (MIN), but may pass the other bound.`,
		`El alfa-beta del curso (práctica 002): α := max(α, alfa-beta(hijo)) en MAX y devuelve α; β := min(β, alfa-beta(hijo)) en MIN y devuelve β. Poda exactamente como fail-soft; un nodo nunca devuelve menos que el α con que se le llamó (MAX) ni más que su β (MIN), pero puede pasar la otra cota.`},
	"exTaskFailCourse": {`The course's alpha-beta: a MAX node returns α, a MIN node β.`, `Alfa-beta del curso: un nodo MAX devuelve α y un nodo MIN, β.`},

	// the pseudo-code panel: seed 002's own pseudo-code (pseudo.js)
	"pcCourseFunc":   {`function alpha-beta(node, depth, α, β, player)`, `función alfa-beta(nodo, profundidad, α, β, jugador)`},
	"pcCourseLeaf":   {`if node is terminal or depth = 0`, `si nodo es un nodo terminal o profundidad = 0`},
	"pcCourseEval":   {`return the heuristic value of node`, `devolver el valor heurístico del nodo`},
	"pcCourseIfMax":  {`if player1 (MAX)`, `si jugador1 (MAX)`},
	"pcCourseFor":    {`for each child of node`, `para cada hijo de nodo`},
	"pcCourseMaxUp":  {`α := max(α, alpha-beta(child, depth−1, α, β, player2))`, `α := max(α, alfa-beta(hijo, profundidad−1, α, β, jugador2))`},
	"pcCourseCut":    {`if β ≤ α`, `si β ≤ α`},
	"pcCourseCutB":   {`break (* β cutoff *)`, `romper (* poda β *)`},
	"pcCourseRetA":   {`return α`, `devolver α`},
	"pcCourseElse":   {`else (MIN)`, `si no (MIN)`},
	"pcCourseMinUp":  {`β := min(β, alpha-beta(child, depth−1, α, β, player1))`, `β := min(β, alfa-beta(hijo, profundidad−1, α, β, jugador1))`},
	"pcCourseCutA":   {`break (* α cutoff *)`, `romper (* poda α *)`},
	"pcCourseRetB":   {`return β`, `devolver β`},
	"pcCourseNegFn":  {`function alpha-beta(node, depth, α, β)   (negamax)`, `función alfa-beta(nodo, profundidad, α, β)   (negamax)`},
	"pcCourseNegUp":  {`α := max(α, −alpha-beta(child, depth−1, −β, −α))`, `α := max(α, −alfa-beta(hijo, profundidad−1, −β, −α))`},
	"pcCourseNegVal": {`return the heuristic value of node for the side to move`, `devolver el valor heurístico del nodo para quien mueve`},
}
