package msg

// The page's words for the question's picture fitted to the screen (class-fit.js).
func init() { addWords("page", classFitWords) }

var classFitWords = map[string]struct{ en, es string }{
	"clLensHint": {`The tree is drawn small to fit the screen: move the pointer over it (or the keyboard's focus through it) to magnify it.`, `El árbol se dibuja pequeño para que quepa en la pantalla: pasa el puntero por encima (o el foco del teclado) para ampliarlo.`},
}
