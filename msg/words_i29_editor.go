package msg

// The page's words of the tree editor beside the typed tree (issue 29,
// web/static/js/tree-editor.js): its button, toolbar, fields, keys, the names it
// reads out for a node and what it says when it refuses an edit.
func init() {
	addWords("page", treeEditorWords)
}

var treeEditorWords = map[string]struct{ en, es string }{
	// the button that opens it, the tree and its toolbar
	"teOpen":    {`Edit with the mouse`, `Editar con el ratón`},
	"teTree":    {`Tree to edit`, `Árbol para editar`},
	"teToolbar": {`Edit the selected node`, `Editar el nodo seleccionado`},
	"teAdd":     {`+ Child`, `+ Hijo`},
	"teAddLong": {`Add a child to the selected node (Insert or +)`, `Añadir un hijo al nodo seleccionado (Insert o +)`},
	"teRemove":  {`Remove`, `Quitar`},
	"teRemoveLong": {`Remove the selected node and all below it (Delete)`,
		`Quitar el nodo seleccionado y todo lo que cuelga de él (Supr)`},
	"teUp":       {`Up`, `Subir`},
	"teUpLong":   {`Move before the sibling above (Alt+↑)`, `Poner antes del hermano de arriba (Alt+↑)`},
	"teDown":     {`Down`, `Bajar`},
	"teDownLong": {`Move after the sibling below (Alt+↓)`, `Poner después del hermano de abajo (Alt+↓)`},
	"teUndo":     {`Undo`, `Deshacer`},
	"teUndoLong": {`Undo (Ctrl+Z)`, `Deshacer (Ctrl+Z)`},
	"teRedo":     {`Redo`, `Rehacer`},
	"teRedoLong": {`Redo (Ctrl+Y)`, `Rehacer (Ctrl+Y)`},
	"teNew":      {`New tree`, `Árbol nuevo`},
	"teNewLong":  {`Start again from a single leaf`, `Empezar de nuevo desde una sola hoja`},
	"teValue":    {`Leaf's value`, `Valor de la hoja`},
	"teName":     {`Node's name`, `Nombre del nodo`},
	"teHelp": {`Keys: ↑ ↓ nodes, → child, ← parent; Insert or + adds a child, Delete removes; Enter or a digit: value (F2: name); Alt+↑ ↓ reorder (or drag); Ctrl+Z undo, Ctrl+Y redo.`,
		`Teclas: ↑ ↓ nodos, → hijo, ← padre; Insert o + añade un hijo, Supr quita; Intro o una cifra: valor (F2: nombre); Alt+↑ ↓ reordena (o arrastra); Ctrl+Z deshace, Ctrl+Y rehace.`},

	// a node read out (its treeitem's name)
	"teItemInner": {`{name}, {side}, {n} children`, `{name}, {side}, {n} hijos`},
	"teItemOne":   {`{name}, {side}, 1 child`, `{name}, {side}, 1 hijo`},
	"teItemLeaf":  {`{name}: {value}, leaf`, `{name}: {value}, hoja`},

	// what it says
	"teStale": {`The text is not a tree (yet): the editor shows the last valid one.`,
		`El texto no es un árbol (todavía): el editor muestra el último válido.`},
	"teNone":    {`Type a tree or press “New tree”.`, `Escribe un árbol o pulsa «Árbol nuevo».`},
	"teTooBig":  {`This tree has {n} nodes: too many to edit here; type it.`, `Este árbol tiene {n} nodos: demasiados para editarlo aquí; escríbelo.`},
	"teAdded":   {`{child} added under {parent}.`, `{child} añadido bajo {parent}.`},
	"teRemoved": {`{name} removed.`, `{name} quitado.`},
	"teMoved":   {`{name} is now child {k} of {parent}.`, `{name} es ahora el hijo {k} de {parent}.`},
	"teUndone":  {`Undone.`, `Deshecho.`},
	"teRedone":  {`Redone.`, `Rehecho.`},
	"teTooDeep": {`At most {max} levels below the root: no child here.`,
		`Como mucho {max} niveles bajo la raíz: aquí no cabe un hijo.`},
	"teTooManyNodes": {`At most {max} nodes in a tree.`, `Como mucho {max} nodos en un árbol.`},
	"teRootStays":    {`The root stays; “New tree” starts again.`, `La raíz se queda; «Árbol nuevo» empieza de nuevo.`},
	"teNoSibling":    {`No sibling on that side.`, `No hay hermano a ese lado.`},
	"teNotNumber":    {`A leaf's value is a whole number, such as 3 or -2.`, `El valor de una hoja es un número entero, como 3 o -2.`},
	"teLeafRange":    {`A leaf's value goes from −{max} to {max}.`, `El valor de una hoja va de −{max} a {max}.`},
	"teNotLeaf":      {`Only a leaf has a value.`, `Solo una hoja tiene valor.`},
	"teBadName": {`A name starts with a letter or _ and goes on with letters, digits and _.`,
		`Un nombre empieza por una letra o _ y sigue con letras, cifras y _.`},
	"teNameTooLong": {`A name has at most {max} characters.`, `Un nombre tiene como mucho {max} caracteres.`},
	"teNameTaken":   {`Another node is called that.`, `Otro nodo se llama así.`},
}
