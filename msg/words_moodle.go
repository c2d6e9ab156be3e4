package msg

// The words of the files made for Moodle (package moodle): the gradebook's CSV and
// the quiz questions' XML. A question's name ("TITLE · N · QUESTION") says the page's
// name of its question (page.exQ_values, ...), and alpha-beta's rule the page's
// (page.exTaskFailSoft, page.exTaskFailHard), so that each is said once.
func init() { addWords("moodle", moodleWords) }

var moodleWords = map[string]struct{ en, es string }{
	// The gradebook: the column Moodle maps to the user's "ID number", the name (for
	// the teacher's eyes), one column per exercise and the total.
	"csv_id":      {`ID number`, `Número de ID`},
	"csv_name":    {`Full name`, `Nombre completo`},
	"csv_task":    {`{title}: exercise {n} (out of {out})`, `{title}: ejercicio {n} (sobre {out})`},
	"csv_total":   {`{title}: total (out of {out})`, `{title}: total (sobre {out})`},
	"csv_percent": {`{title}: total (%)`, `{title}: total (en %)`},

	// The quiz: what a student does.
	"picture":  {`The game tree of exercise {n}: the leaves with their values, the inner nodes with their names.`, `El árbol de juego del ejercicio {n}: las hojas con sus valores, los nodos interiores con sus nombres.`},
	"root_max": {`MAX moves at the root.`, `En la raíz juega MAX.`},
	"root_min": {`MIN moves at the root.`, `En la raíz juega MIN.`},
	"todo_values": {`Write the minimax value of every inner node.`,
		`Escribe el valor minimax de cada nodo interior.`},
	"todo_prune": {`Search the tree with alpha-beta, children left to right. Write the value each inner node it visits returns, and a dash (-) for an inner node it does not visit. Then tick every branch it prunes.`,
		`Recorre el árbol con alfa-beta, hijos de izquierda a derecha. Escribe el valor que devuelve cada nodo interior que visita, y un guion (-) en un nodo interior que no visita. Después marca cada rama que poda.`},
	"todo_window": {`Search the tree with alpha-beta, children left to right. For every inner node it visits write the value it returns and its α and β at that moment (∞ as inf, -∞ as -inf); for an inner node it does not visit write a dash (-) in all three. Then tick every branch it prunes.`,
		`Recorre el árbol con alfa-beta, hijos de izquierda a derecha. De cada nodo interior que visita escribe el valor que devuelve y su α y su β en ese momento (∞ como inf, -∞ como -inf); en un nodo interior que no visita escribe un guion (-) en los tres. Después marca cada rama que poda.`},
	"todo_order": {`Search the tree with alpha-beta, children left to right: give every leaf its number in the order the leaves are evaluated (1, 2, 3, …), and a dash (-) to a leaf that is never evaluated. The leaves are listed from left to right.`,
		`Recorre el árbol con alfa-beta, hijos de izquierda a derecha: da a cada hoja su número en el orden en que se evalúan las hojas (1, 2, 3, …), y un guion (-) a una hoja que no se evalúa. Las hojas van de izquierda a derecha.`},
	"value":  {`value`, `valor`},
	"cuts":   {`Pruned branches:`, `Ramas podadas:`},
	"no_cut": {`(no branch is pruned)`, `(no se poda ninguna rama)`},
}
