package msg

// The words of a lecture's slides (package lecture: the PDF and the Beamer source) and
// of the page's links to them, kept in their own file so that they merge apart.
func init() {
	addWords("lecture", lectureWords)
	addWords("page", lecturePageWords)
}

var lectureWords = map[string]struct{ en, es string }{
	"problem":       {`Problem`, `Problema`},
	"search":        {`Search`, `Búsqueda`},
	"slides":        {`Slides`, `Diapositivas`},
	"slides_key":    {`the {n} steps that matter, of {steps}`, `los {n} pasos clave, de {steps}`},
	"slides_all":    {`every step: {n}`, `todos los pasos: {n}`},
	"game_tree":     {`Tree`, `Árbol`},
	"position":      {`position`, `posición`},
	"start":         {`the start`, `el inicio`},
	"root_min":      {`MIN moves at the root`, `MIN mueve en la raíz`},
	"depth":         {`depth {d}`, `profundidad {d}`},
	"to_the_end":    {`to the end of the game`, `hasta el final de la partida`},
	"order":         {`moves ordered (most promising first)`, `jugadas ordenadas (las más prometedoras primero)`},
	"tt":            {`transposition table`, `tabla de transposición`},
	"tt_naive":      {`naive memo (plain table)`, `memo ingenua (tabla sin cotas)`},
	"iterative":     {`iterative deepening`, `profundización iterativa`},
	"fail_hard":     {`fail-hard (values clamped into [α, β])`, `fail-hard (valores recortados a [α, β])`},
	"fail_course":   {`the course's alpha-beta (returns α at MAX, β at MIN)`, `la poda alfa-beta del curso (devuelve α en MAX, β en MIN)`},
	"quiescence":    {`quiescence search`, `búsqueda de quietud`},
	"eval":          {`evaluation {e}`, `evaluación {e}`},
	"plain_scores":  {`wins +1, losses −1`, `victorias +1, derrotas −1`},
	"solver":        {`the exact connect-4 solver`, `el resolvedor exacto de Conecta 4`},
	"step_of":       {`step {k} of {n}`, `paso {k} de {n}`},
	"legend":        {`MAX ▲, MIN ▼, leaves □; the current node is orange; open nodes show their window α/β; dashed grey: pruned.`, `MAX ▲, MIN ▼, hojas □; el nodo actual en naranja; los nodos abiertos muestran su ventana α/β; gris discontinuo: podado.`},
	"legend_plain":  {`MAX ▲, MIN ▼, leaves □; the current node is orange.`, `MAX ▲, MIN ▼, hojas □; el nodo actual en naranja.`},
	"more_nodes":    {`+{n} nodes`, `+{n} nodos`},
	"stopped":       {`The search stopped here.`, `La búsqueda se detuvo aquí.`},
	"lecture":       {`Lecture`, `Clase`},
	"made_by":       {`Made with gametree`, `Hecho con gametree`},
	"cutoff":        {`cutoff`, `poda`},
	"pruned_marker": {`pruned`, `podado`},
}

// The page's links to a lecture (the stepper's downloads).
var lecturePageWords = map[string]struct{ en, es string }{
	"dlLecture":         {`Lecture (PDF)`, `Clase en diapositivas (PDF)`},
	"dlLectureKey":      {`Key steps`, `Pasos clave`},
	"dlLectureAll":      {`Every step`, `Todos los pasos`},
	"dlBeamer":          {`Beamer (LaTeX source)`, `Beamer (fuente LaTeX)`},
	"dlLectureTitle":    {`Lecture (PDF): a 16:9 slide for every step that matters, its sentence under it`, `Clase en diapositivas (PDF): una diapositiva 16:9 por cada paso clave, con su frase debajo`},
	"dlLectureTexTitle": {`The same slides as LaTeX Beamer source, each tree drawn with TikZ`, `Las mismas diapositivas como fuente LaTeX Beamer, cada árbol dibujado con TikZ`},
}
