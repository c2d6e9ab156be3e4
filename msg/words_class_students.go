package msg

// The page's words for the keys of a class on screen (a teacher's link masked, a
// class or a student forgotten on this computer, a student's own link) and for a
// class's students as their teacher keeps them (class-secret.js, class-roster.js).
func init() { addWords("page", classStudentWords) }

var classStudentWords = map[string]struct{ en, es string }{
	"clShow":                 {`Show`, `Mostrar`},
	"clHide":                 {`Hide`, `Ocultar`},
	"clForgetClass":          {`Forget this class on this computer`, `Olvidar esta clase en este ordenador`},
	"clForgetClassConfirm":   {`Forget the class "{name}" on this computer? The class and its answers stay on the server, but this browser will no longer open it: you will need your teacher's link (keep it somewhere safe first).`, `¿Olvidar la clase «{name}» en este ordenador? La clase y sus respuestas siguen en el servidor, pero este navegador ya no la abrirá: necesitarás tu enlace de profesor (guárdalo antes en un lugar seguro).`},
	"clForget":               {`Forget here`, `Olvidar aquí`},
	"clForgotten":            {`This computer no longer keeps the class "{name}".`, `Este ordenador ya no guarda la clase «{name}».`},
	"clForgetMe":             {`Not you? Forget me on this computer`, `¿No eres tú? Olvídame en este ordenador`},
	"clForgetMeConfirm":      {`Forget {name} on this computer? Your answers stay with your teacher. To come back, open your own link (copy it first) or ask your teacher for it.`, `¿Olvidar a {name} en este ordenador? Tus respuestas siguen con tu profesor. Para volver, abre tu propio enlace (cópialo antes) o pídeselo a tu profesor.`},
	"clOwnLink":              {`Your own link: keep it to come back from another computer (do not share it: it opens your answers)`, `Tu propio enlace: guárdalo para volver desde otro ordenador (no lo compartas: abre tus respuestas)`},
	"clOwnLinkSummary":       {`Your own link, to come back from another computer`, `Tu propio enlace, para volver desde otro ordenador`},
	"clOwnLinkBad":           {`This link no longer opens a student of this class (your teacher may have made you a new one): ask your teacher for your link.`, `Este enlace ya no abre a ningún estudiante de esta clase (quizá tu profesor te hizo uno nuevo): pídele tu enlace a tu profesor.`},
	"clWorkTitleNone":        {`A student's work`, `El trabajo de un estudiante`},
	"clShowLink":             {`Their own link`, `Su propio enlace`},
	"clStudentOwnLink":       {`The own link of {name} (it opens their answers: give it to them only)`, `El propio enlace de {name} (abre sus respuestas: dáselo solo a esa persona)`},
	"clResetLink":            {`Reset their link`, `Restablecer su enlace`},
	"clResetConfirm":         {`Make a new link for {name}? Their old link stops working at once, on every computer they used.`, `¿Crear un enlace nuevo para {name}? Su enlace antiguo deja de funcionar ya, en todos los ordenadores que haya usado.`},
	"clResetDone":            {`{name} has a new link: give it to them.`, `{name} tiene un enlace nuevo: dáselo.`},
	"clRename":               {`Rename`, `Cambiar el nombre`},
	"clNewName":              {`New name`, `Nombre nuevo`},
	"clMergeInto":            {`Merge into…`, `Fusionar con…`},
	"clMergeGo":              {`Merge`, `Fusionar`},
	"clMergePick":            {`Choose the student to merge into.`, `Elige el estudiante con quien fusionar.`},
	"clMergeConfirm":         {`Merge {from} into {into}? The attempts of {from} become those of {into} (numbered by when they were handed in) and {from} is deleted. This cannot be undone.`, `¿Fusionar a {from} con {into}? Los intentos de {from} pasan a ser de {into} (numerados por cuándo se entregaron) y {from} se borra. No se puede deshacer.`},
	"clDeleteStudent":        {`Delete the student`, `Borrar al estudiante`},
	"clDeleteStudentConfirm": {`Delete {name} with all their answers in every assignment of this class? This cannot be undone.`, `¿Borrar a {name} con todas sus respuestas en todas las tareas de esta clase? No se puede deshacer.`},
}
