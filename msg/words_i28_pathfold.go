package msg

// The words of a slide's path fold (issue 28, package render): the one box standing
// for the top of a focus path too deep for the slide.
func init() { addWords("picture", pathFoldWords) }

var pathFoldWords = map[string]struct{ en, es string }{
	// the box's text: the moves it hides, then how many ("a1 b1 c1 a2 · 4 plies")
	"path_fold_one":  {`{moves} · 1 ply`, `{moves} · 1 jugada`},
	"path_fold_many": {`{moves} · {n} plies`, `{moves} · {n} jugadas`},
	// the box's tooltip, before its text
	"path_fold_tip": {`the moves from the root, folded`, `las jugadas desde la raíz, plegadas`},
}
