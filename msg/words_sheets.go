package msg

// The words of the worksheets of chosen trees (branch sheets): a sheet's names of
// connect-4 and of a depth limit, and the page's form that lists the trees
// (practise-chosen.js).
func init() {
	addWords("sheet", chosenSheetWords)
	addWords("page", chosenPageWords)
}

var chosenSheetWords = map[string]struct{ en, es string }{
	"connect4":    {`connect-4`, `conecta 4`},
	"empty_board": {`empty board`, `tablero vacío`},
	"depth":       {`depth`, `profundidad`},
	"exercises":   {`exercises`, `ejercicios`},
}

var chosenPageWords = map[string]struct{ en, es string }{
	"chTitle":      {`Worksheet of chosen trees`, `Hoja de árboles elegidos`},
	"chHint":       {`List up to 6 trees and what to ask of each; the sheet numbers them in this order.`, `Elige hasta 6 árboles y qué preguntar de cada uno; la hoja los numera en este orden.`},
	"chKind":       {`Tree`, `Árbol`},
	"chKindPreset": {`preset`, `predefinido`},
	"chText":       {`Tree or position`, `Árbol o posición`},
	"chDepth":      {`Depth`, `Profundidad`},
	"chAdd":        {`Add`, `Añadir`},
	"chAddCurrent": {`Add the current exercise`, `Añadir el ejercicio actual`},
	"chUp":         {`Move up`, `Subir`},
	"chDown":       {`Move down`, `Bajar`},
	"chRemove":     {`Remove`, `Quitar`},
	"chEmpty":      {`No trees yet: add one.`, `Aún no hay árboles: añade uno.`},
	"chFull":       {`A sheet holds 6 trees: make a second sheet for the rest.`, `Una hoja lleva 6 árboles: haz una segunda hoja con el resto.`},
	"chSheet":      {`Sheet`, `Hoja`},
	"chSolution":   {`Its solution`, `Su solución`},
	"chSheetLang":  {`Language of the sheet`, `Idioma de la hoja`},
	"chBusy":       {`Drawing the sheet…`, `Dibujando la hoja…`},
	"chItems":      {`Trees of the sheet`, `Árboles de la hoja`},
	"chDownloaded": {`Downloaded {name}.`, `Descargado {name}.`},
	"chNoText":     {`Write the tree or the position first.`, `Escribe primero el árbol o la posición.`},
	"chSeed":       {`seed`, `semilla`},
	"chKindText":   {`Tree`, `Árbol`},
}
