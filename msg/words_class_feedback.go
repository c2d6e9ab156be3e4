package msg

// The page's words for an assignment's feedback rule (what a graded attempt tells
// before the answers are shown), its closing and its reveal taken back, and the
// missing answers named by their field (class-form.js, class-results.js,
// class-teacher.js, class-feedback.js, confirm-dialog.js, exercise.js).
func init() { addWords("page", classFeedbackWords) }

var classFeedbackWords = map[string]struct{ en, es string }{
	// the rule, as the teacher chooses it
	"clFeedback":       {`Before the answers are shown, each hand-in tells the student`, `Antes de mostrar las respuestas, cada entrega le dice al estudiante`},
	"clFeedback_none":  {`nothing: only that it was received`, `nada: solo que se ha recibido`},
	"clFeedback_score": {`the score`, `la nota`},
	"clFeedback_count": {`the score and the number of mistakes`, `la nota y el número de errores`},
	"clFeedback_full":  {`each mistake, its kind and place (tells which nodes are searched and how many cuts there are)`, `cada error, su tipo y su sitio (deja ver qué nodos se recorren y cuántas podas hay)`},
	"clFeedbackHint":   {`Nothing else shows before the answers do: not how many answers are graded (under alpha-beta that tells how much is pruned), except for the minimax values question. With several attempts, even the score tells a student which of their answers are right.`, `Nada más se ve antes que las respuestas: ni cuántas respuestas se corrigen (con alfa-beta eso dice cuánto se poda), salvo en la pregunta de valores minimax. Con varios intentos, hasta la nota le dice a un estudiante cuáles de sus respuestas están bien.`},
	"clFeedbackIs":     {`Before the answers show: {f}.`, `Antes de mostrar las respuestas: {f}.`},
	"clRevealIs":       {`Answers shown: {r}.`, `Respuestas visibles: {r}.`},
	"clRevealIsNow":    {`Answers shown: {r}; the students see them now.`, `Respuestas visibles: {r}; los estudiantes ya las ven.`},

	// the rule, as the student reads it
	"clRule_none":       {`Your answers are marked when your teacher shows them: until then a hand-in says only that it was received.`, `Tus respuestas se corrigen cuando tu profesor las muestre: hasta entonces una entrega solo dice que se ha recibido.`},
	"clRule_score":      {`Each hand-in tells you its score; your mistakes show when your teacher shows the answers.`, `Cada entrega te dice su nota; tus errores se verán cuando tu profesor muestre las respuestas.`},
	"clRule_count":      {`Each hand-in tells you its score and how many mistakes it has; which ones, when your teacher shows the answers.`, `Cada entrega te dice su nota y cuántos errores tiene; cuáles, cuando tu profesor muestre las respuestas.`},
	"clRule_noneNever":  {`A hand-in says only that it was received; this assignment does not show the answers.`, `Una entrega solo dice que se ha recibido; esta tarea no muestra las respuestas.`},
	"clRule_scoreNever": {`Each hand-in tells you its score; this assignment does not show the answers.`, `Cada entrega te dice su nota; esta tarea no muestra las respuestas.`},
	"clRule_countNever": {`Each hand-in tells you its score and how many mistakes it has; this assignment does not show the answers.`, `Cada entrega te dice su nota y cuántos errores tiene; esta tarea no muestra las respuestas.`},
	"clRule_fullNever":  {`Each hand-in tells you the kind and place of each mistake; this assignment does not show the expected answers.`, `Cada entrega te dice el tipo y el sitio de cada error; esta tarea no muestra las respuestas correctas.`},
	"clRule_full":       {`Each hand-in tells you the kind and place of each mistake; the expected answers show when your teacher allows it.`, `Cada entrega te dice el tipo y el sitio de cada error; las respuestas correctas se verán cuando tu profesor lo permita.`},

	// a sealed attempt
	"clReceived":    {`Received`, `Recibido`},
	"clReceivedMsg": {`Received. Your answers are marked when your teacher shows them.`, `Recibido. Tus respuestas se corrigen cuando tu profesor las muestre.`},
	"clScoreOnly":   {`Score: {s}`, `Nota: {s}`},
	"clMistakes0":   {`no mistakes`, `ningún error`},
	"clMistakes1":   {`1 mistake`, `1 error`},
	"clMistakesN":   {`{k} mistakes`, `{k} errores`},
	"clCountHint":   {`Mistakes are the answers you gave that earned no mark (a cut or a leaf too many counts twice: it also takes a mark off); a blank is not counted.`, `Los errores son las respuestas que diste que no sumaron (una poda o una hoja de más cuenta doble: además resta); lo que dejaste en blanco no cuenta.`},

	// closing now, and the reveal taken back
	"clCloseTitle":        {`Close "{title}" now?`, `¿Cerrar «{title}» ya?`},
	"clCloseStops":        {`Students can hand in nothing more.`, `Los estudiantes ya no podrán entregar nada.`},
	"clCloseReveals":      {`Closing shows every student the expected answers and the search, step by step, at once (the rule: once the assignment closes).`, `Al cerrar, todos los estudiantes ven a la vez las respuestas correctas y la búsqueda paso a paso (la regla: cuando se cierre la tarea).`},
	"clCloseKeepsHidden":  {`The answers stay hidden (the rule: never).`, `Las respuestas siguen ocultas (la regla: nunca).`},
	"clCloseAlreadyShown": {`The students already see the answers with each grade (the rule: with each grade).`, `Los estudiantes ya ven las respuestas con cada nota (la regla: con cada nota).`},
	"clCloseUndo":         {`You can hide the answers again afterwards, or reopen the assignment by giving it a later closing time.`, `Después puedes volver a ocultar las respuestas, o reabrir la tarea dándole un cierre más tarde.`},
	"clCloseConfirm":      {`Close now`, `Cerrar ya`},
	"clHideAnswers":       {`Hide the answers`, `Ocultar las respuestas`},
	"clShowAnswers":       {`Show the answers`, `Mostrar las respuestas`},
	"clShowTitle":         {`Show the answers of "{title}"?`, `¿Mostrar las respuestas de «{title}»?`},
	"clShowText":          {`Every student sees the expected answers and the search, step by step, at once. You can hide them again.`, `Todos los estudiantes ven a la vez las respuestas correctas y la búsqueda paso a paso. Puedes volver a ocultarlas.`},

	// a missing answer, named by its field
	"mkMissingValue": {`No value at {node}:`, `Sin valor en {node}:`},
	"mkMissingAlpha": {`No α at {node}:`, `Sin α en {node}:`},
	"mkMissingBeta":  {`No β at {node}:`, `Sin β en {node}:`},
}
