package msg

// The messages of package worksheet (printed exercises) and of their downloads, kept
// in their own file so that they merge apart from the rest of the catalogue.
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"worksheet.part":       {`part {value:q}: must be question or solution`, `part {value:q}: debe ser question (pregunta) o solution (solución)`},
		"worksheet.format":     {`format {value:q}: must be svg, png or pdf`, `format {value:q}: debe ser svg, png o pdf`},
		"cli.exercise_out":     {`-o is needed: the question's file (the solution is written beside it, sheet.svg -> sheet.solution.svg)`, `falta -o: el archivo de la pregunta (la solución se escribe a su lado, hoja.svg -> hoja.solution.svg)`},
		"worksheet.unreadable": {`{n} exercises of level {level} on one A4 page print too small to read (leaf digits under 7 pt or boxes under 8 mm) or smaller than {fit} do: ask for at most {fit}, or leave the count out to get as many as fit`, `{n} ejercicios de nivel {level} en una hoja A4 se imprimen demasiado pequeños (cifras de menos de 7 pt o casillas de menos de 8 mm) o más pequeños que {fit}: pide como mucho {fit}, o no indiques el número para obtener los que caben`},
		"worksheet.small":      {`warning: this tree prints small on A4 (leaf digits {pt} pt, boxes {mm} mm; readable: 7 pt and 8 mm): the page says so`, `aviso: este árbol se imprime pequeño en A4 (cifras de {pt} pt, casillas de {mm} mm; legible: 7 pt y 8 mm): la hoja lo indica`},
		"worksheet.site":       {`--url {value:q}: must be a site's address, http:// or https:// and a host (the link printed on a sheet starts with it), like http://localhost:8080`, `--url {value:q}: debe ser la dirección de un sitio, http:// o https:// y un servidor (el enlace impreso en la hoja empieza por ella), como http://localhost:8080`},
		"worksheet.count":      {`a worksheet holds 1 to {max:n} exercises, not {n}`, `una hoja lleva de 1 a {max:n} ejercicios, no {n}`},
	} {
		catalog[code] = t
	}
}
