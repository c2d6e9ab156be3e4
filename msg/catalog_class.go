package msg

// The messages of package classroom and of the class routes of package web (a
// teacher's classes, assignments and attempts), kept in their own file so that they
// merge apart from the rest of the catalogue.
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"class.name":                 {`a class's name must have 1 to {max:n} characters, none of them a control character`, `el nombre de una clase debe tener de 1 a {max:n} caracteres, ninguno de control`},
		"class.title":                {`an assignment's title must have 1 to {max:n} characters, none of them a control character`, `el título de una tarea debe tener de 1 a {max:n} caracteres, ninguno de control`},
		"class.student_name":         {`your name must have 1 to {max:n} characters, none of them a control character`, `tu nombre debe tener de 1 a {max:n} caracteres, ninguno de control`},
		"class.student_number":       {`a student number has at most {max:n} characters, none of them a control character`, `un número de estudiante tiene como mucho {max:n} caracteres, ninguno de control`},
		"class.reveal":               {`reveal must be one of {choices}`, `reveal debe ser uno de estos: {choices}`},
		"class.tasks":                {`an assignment has 1 to {max:n} exercises, not {n:n}`, `una tarea tiene de 1 a {max:n} ejercicios, no {n:n}`},
		"class.attempts":             {`exercise {n}: the attempts allowed must be from 1 to {max:n}`, `ejercicio {n}: los intentos permitidos deben ir de 1 a {max:n}`},
		"class.task":                 {`exercise {n}: {detail}`, `ejercicio {n}: {detail}`},
		"class.lab_task":             {`exercise {n}: a game from the code lab cannot be a class's task (the server keeps its code only for a while)`, `ejercicio {n}: un juego del laboratorio de código no puede ser una tarea de la clase (el servidor guarda su código solo un tiempo)`},
		"class.times":                {`an assignment must close after it opens`, `una tarea debe cerrarse después de abrirse`},
		"class.time":                 {`{name}: {value:q} is not a date and time such as 2025-03-14T09:30:00Z`, `{name}: {value:q} no es una fecha y hora como 2025-03-14T09:30:00Z`},
		"class.not_found":            {`no class has this address and key: check the teacher's link`, `ninguna clase tiene esta dirección y esta clave: revisa el enlace del profesor`},
		"class.assignment_not_found": {`no assignment has this link`, `ninguna tarea tiene este enlace`},
		"class.student_not_found":    {`this class has no such student`, `esta clase no tiene ese estudiante`},
		"class.task_not_found":       {`this assignment has no exercise {n}`, `esta tarea no tiene ejercicio {n}`},
		"class.not_open":             {`this assignment opens at {at} (UTC)`, `esta tarea se abre el {at} (UTC)`},
		"class.closed":               {`this assignment closed at {at} (UTC): it takes no more answers`, `esta tarea se cerró el {at} (UTC): ya no admite respuestas`},
		"class.no_attempts_left":     {`exercise {n}: you have used your {max:one:attempt:# attempts}`, `ejercicio {n}: ya has usado {max:one:tu intento:tus # intentos}`},
		"class.student_key":          {`join the class first: give your name on the assignment's page`, `únete primero a la clase: escribe tu nombre en la página de la tarea`},
		"class.submission":           {`the submission id must be 1 to {max:n} letters, digits, - or _`, `el identificador del envío debe tener de 1 a {max:n} letras, cifras, - o _`},
		"class.answers":              {`exercise {n}: {detail}`, `ejercicio {n}: {detail}`},
		"class.off":                  {`this server keeps no classes: it was started without a database (--database)`, `este servidor no guarda clases: se arrancó sin base de datos (--database)`},
		"class.database":             {`the classes' database is not answering; try again in a moment`, `la base de datos de las clases no responde; inténtalo de nuevo en un momento`},
		"class.media_type":           {`this route reads a JSON body: send it with Content-Type application/json, not {type:q}`, `esta ruta lee un cuerpo JSON: envíalo con Content-Type application/json, no {type:q}`},
		"class.body":                 {`the body must be a JSON object: {detail}`, `el cuerpo debe ser un objeto JSON: {detail}`},
		"class.unknown_field":        {`unknown field {name:q} (use {known})`, `campo desconocido {name:q} (usa {known})`},
		"class.rate":                 {`too many requests from you at once; try again in {s:n} s`, `demasiadas peticiones tuyas a la vez; inténtalo de nuevo en {s:n} s`},
		"class.format":               {`format {value:q}: must be json, csv or moodle-csv`, `format {value:q}: debe ser json, csv o moodle-csv`},

		// the words of the results' CSV file
		"class.csv_student": {`student`, `estudiante`},
		"class.csv_number":  {`number`, `número`},
		"class.csv_task":    {`exercise {n} (out of {out})`, `ejercicio {n} (sobre {out})`},
		"class.csv_tries":   {`exercise {n}: attempts`, `ejercicio {n}: intentos`},
		"class.csv_time":    {`exercise {n}: seconds`, `ejercicio {n}: segundos`},
		"class.csv_total":   {`total (out of {out})`, `total (sobre {out})`},
	} {
		catalog[code] = t
	}
}
