package msg

// The page's words for the question's picture fitted to the screen (class-fit.js).
func init() { addWords("page", classFitWords) }

var classFitWords = map[string]struct{ en, es string }{
	"clLensHint":   {`The tree is drawn small to fit the screen: move the pointer over it (or the keyboard's focus through it) to magnify it.`, `El árbol se dibuja pequeño para que quepa en la pantalla: pasa el puntero por encima (o el foco del teclado) para ampliarlo.`},
	"clLargerTree": {`Draw it larger`, `Dibujarlo más grande`},
	"clWholeTree":  {`Show the whole tree`, `Ver el árbol entero`},
	"clLargerHint": {`The tree is drawn large enough to read: scroll inside its box to see the rest.`, `El árbol se dibuja lo bastante grande para leerlo: desplázate dentro de su recuadro para ver el resto.`},
}
