package msg

// The messages of the worksheets of chosen trees (branch sheets: worksheet's chosen
// items, their list's text form, /api/worksheet/chosen) and of a game exercise's
// depth limit, kept in their own file so that they merge apart.
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"exercise.depth":        {`must be a depth limit from 0 to {max} plies`, `debe ser un límite de profundidad de 0 a {max} jugadas`},
		"exercise.depth_needed": {`connect-4 needs a depth limit, 1 to {max} plies (its whole game is far too big for an exercise)`, `el conecta 4 necesita un límite de profundidad, de 1 a {max} jugadas (su juego entero es demasiado grande para un ejercicio)`},
		"exercise.depth_unused": {`source {source} takes no depth (only games do: tictactoe, connect4, stones)`, `el origen {source} no lleva profundidad (solo los juegos: tictactoe, connect4, stones)`},
		"worksheet.item":        {`item {n}: {detail}`, `elemento {n}: {detail}`},
		"worksheet.line":        {`line {n}: {detail}`, `línea {n}: {detail}`},
		"worksheet.items":       {`a worksheet of chosen trees holds 1 to {max} items, not {n}: make a second sheet for the rest`, `una hoja de árboles elegidos lleva de 1 a {max} elementos, no {n}: haz una segunda hoja con el resto`},
		"worksheet.item_kind":   {`{value:q} is not a tree's kind: write tree, preset, tictactoe, connect4, stones or random first`, `{value:q} no es un tipo de árbol: escribe primero tree, preset, tictactoe, connect4, stones o random`},
		"worksheet.item_field":  {`{value:q}: write NAME=VALUE with NAME one of q, depth, root, fail-hard, fail-course, seed, level`, `{value:q}: escribe NOMBRE=VALOR con NOMBRE uno de q, depth, root, fail-hard, fail-course, seed, level`},
		"worksheet.item_json":   {`the body must be a JSON object {"items": [{"source": "tree", "position": "((3,5),(2,9))", "q": "values"}, ...]} or {"text": "one item a line"}: {detail}`, `el cuerpo debe ser un objeto JSON {"items": [{"source": "tree", "position": "((3,5),(2,9))", "q": "values"}, ...]} o {"text": "un elemento por línea"}: {detail}`},
		"worksheet.chosen_type": {`POST /api/worksheet/chosen reads a JSON body: send it with Content-Type application/json, not {type:q}`, `POST /api/worksheet/chosen lee un cuerpo JSON: envíalo con Content-Type application/json, no {type:q}`},
		"worksheet.chosen_name": {`unknown name {name:q} (the body takes items or text; the address part, format, dpi, lang and sheet-lang)`, `nombre desconocido {name:q} (el cuerpo lleva items o text; la dirección part, format, dpi, lang y sheet-lang)`},
		"worksheet.sheet_lang":  {`sheet-lang {value:q}: a sheet is written in en (English) or es (Spanish)`, `sheet-lang {value:q}: una hoja se escribe en en (inglés) o es (español)`},
		"worksheet.item_lab":    {`a student's game (lab:…) cannot be a worksheet item`, `un juego de un estudiante (lab:…) no puede ser un elemento de la hoja`},
		"cli.items_file":        {`the list of items {file:q} cannot be read: {detail}`, `no se puede leer la lista de elementos {file:q}: {detail}`},
		"cli.items_spec":        {`--{flag} is a field of one exercise: with --items, write it on the item's line (q=prune, depth=2, ...)`, `--{flag} es un campo de un ejercicio: con --items, escríbelo en la línea del elemento (q=prune, depth=2, ...)`},
	} {
		catalog[code] = t
	}
}
