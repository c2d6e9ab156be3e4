package msg

// The messages of a classes' database that cannot store anything now (package
// classroom's StorageError): said as such, not as a database that does not answer.
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"class.storage": {`the server cannot save answers now: {reason}; your answers are kept on this page`,
			`el servidor no puede guardar respuestas ahora: {reason}; tus respuestas siguen en esta página`},
		// the same said to a teacher, whose change was not stored
		"class.storage_teacher": {`the server cannot save now: {reason}; nothing was changed`,
			`el servidor no puede guardar ahora: {reason}; no se ha cambiado nada`},
		"class.storage_full":       {`the disk is full`, `el disco está lleno`},
		"class.storage_read_only":  {`the database is read-only`, `la base de datos es de solo lectura`},
		"class.storage_permission": {`the server is not allowed to write to the database`, `el servidor no tiene permiso para escribir en la base de datos`},
		"class.storage_io":         {`the disk reports a read or write error`, `el disco da un error de lectura o escritura`},
		"class.storage_cant_open":  {`the database file cannot be opened`, `no se puede abrir el archivo de la base de datos`},
		"class.storage_corrupt":    {`the database is damaged`, `la base de datos está dañada`},
		"class.storage_memory":     {`the database has run out of memory`, `la base de datos se ha quedado sin memoria`},
		// the line the server writes when it starts on a database it cannot write to
		"class.storage_start": {`warning: the classes' database {where} cannot store anything: {reason}. The server runs all the same (everything but the classes works); students' answers are refused until the database can be written to again.`,
			`aviso: la base de datos de las clases {where} no puede guardar nada: {reason}. El servidor funciona igualmente (todo menos las clases); las respuestas de los estudiantes se rechazarán hasta que se pueda volver a escribir en la base de datos.`},
	} {
		catalog[code] = t
	}
}
