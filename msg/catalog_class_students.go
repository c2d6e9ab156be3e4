package msg

// The messages of a class's students as their teacher keeps them: one student per
// name, a student's own link, renaming, merging and deleting students (package
// classroom and the class routes of package web).
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"class.name_taken": {`someone in this class has already joined as {name:q}. If that is you, open your own link (the one this page gave you when you joined, kept in the browser you joined with), or ask your teacher for it; if it is not you, add your surname or something that tells you apart`,
			`alguien de esta clase ya se ha unido como {name:q}. Si eres tú, abre tu propio enlace (el que te dio esta página al unirte, guardado en el navegador con el que te uniste) o pídeselo a tu profesor; si no eres tú, añade tu apellido o algo que te distinga`},
		"class.name_taken_teacher": {`another student of this class is called {name:q} (names are compared without case or accents): choose another name, or merge the two students`,
			`otro estudiante de esta clase se llama {name:q} (los nombres se comparan sin mayúsculas ni tildes): elige otro nombre o fusiona a los dos estudiantes`},
		"class.no_student_link": {`{name:q} joined before students' links were kept for the teacher: reset their link to make a new one (the old one stops working)`,
			`{name:q} se unió antes de que se guardaran los enlaces de los estudiantes para el profesor: restablece su enlace para crear uno nuevo (el antiguo deja de funcionar)`},
		"class.merge_self": {`a student cannot be merged into themselves: choose another student`, `no se puede fusionar a un estudiante consigo mismo: elige otro estudiante`},
		"class.merge_into": {`say which student to merge into: the field "into", the other student's id`, `indica con qué estudiante fusionar: el campo "into", el id del otro estudiante`},
		"class.join_rate":  {`too many students are joining this class at once; try again in {s:n} s`, `se están uniendo demasiados estudiantes a esta clase a la vez; inténtalo de nuevo en {s:n} s`},
	} {
		catalog[code] = t
	}
}
