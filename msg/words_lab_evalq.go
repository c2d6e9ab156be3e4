package msg

// The page's words of issue 27's evaluations (branch evalq): connect-4's "course8"
// beside the course's F, the quality score's baseline; kept in their own file so that
// they merge apart.
func init() { addWords("page", evalqWords) }

var evalqWords = map[string]struct{ en, es string }{
	"evalCourse8": {`The course's, in all 8 directions`, `La del curso, en las 8 direcciones`},
	// the quality score's baseline row and its note (codelab-match.js)
	"labRandomMove": {`a move at random`, `una jugada al azar`},
	"labQualityTies": {`Moves tied for the best value count as a pick at random among them.`,
		`Las jugadas empatadas en el mejor valor cuentan como una elegida al azar entre ellas.`},
}
