package msg

// The messages of package worksheet (printed exercises) and of their downloads, kept
// in their own file so that they merge apart from the rest of the catalogue.
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"worksheet.part":   {`part {value:q}: must be question or solution`, `part {value:q}: debe ser question (pregunta) o solution (solución)`},
		"worksheet.format": {`format {value:q}: must be svg, png or pdf`, `format {value:q}: debe ser svg, png o pdf`},
		"cli.exercise_out": {`-o is needed: the question's file (the solution is written beside it, sheet.svg -> sheet.solution.svg)`, `falta -o: el archivo de la pregunta (la solución se escribe a su lado, hoja.svg -> hoja.solution.svg)`},
		"worksheet.count":  {`a worksheet holds 1 to {max:n} exercises, not {n}`, `una hoja lleva de 1 a {max:n} ejercicios, no {n}`},
	} {
		catalog[code] = t
	}
}
