package msg

// The page's words of the stepper's presentation mode (present.js): its button, its
// way out and the keys that say so, kept apart so that they merge apart.
func init() { addWords("page", presentWords) }

var presentWords = map[string]struct{ en, es string }{
	"presentMode": {`Presentation mode (P): the tree and the sentence, full screen`, `Modo presentación (P): el árbol y la frase, a pantalla completa`},
	"presentExit": {`Leave presentation mode (Esc or P)`, `Salir del modo presentación (Esc o P)`},
	"presentKeys": {`P: presentation mode (← → and Page Up/Down step, Esc leaves).`, `P: modo presentación (← → y Re Pág/Av Pág avanzan, Esc sale).`},
}
