package msg

// The page's words for chance in the code lab's own games (issue 31): the example with
// a die, and the API of chance(state) and bounds() in each language (the game API's
// words, labApiGame and labApiGameJS, name them among the optional functions).
func init() { addWords("page", i31LabChanceWords) }

var i31LabChanceWords = map[string]struct{ en, es string }{
	"labEx_stones_dice": {`Stones with a die (chance: expectiminimax)`, `Piedras con dado (azar: expectiminimax)`},
	"labApiChance":      {`A game with chance: chance(state) → None at a decision, else the outcomes with their probabilities, [(outcome, probability), ...], which play(state, outcome) applies; a probability is a number (0.5), a text ("1/6") or a pair (1, 6), above 0, and they sum to 1 (decimals are read exactly). A chance outcome does not pass the turn. Optional bounds() → (lo, hi): the least and greatest score, for Star1. Search it with expectiminimax.`, `Un juego con azar: chance(state) → None en una decisión, si no los resultados con su probabilidad, [(resultado, probabilidad), ...], que play(state, resultado) aplica; una probabilidad es un número (0.5), un texto ("1/6") o un par (1, 6), mayor que 0, y suman 1 (los decimales se leen exactos). Un resultado del azar no pasa el turno. Opcional bounds() → (lo, hi): la menor y la mayor puntuación, para Star1. Búscalo con expectiminimax.`},
	"labApiChanceJS":    {`A game with chance: chance(state) → null at a decision, else the outcomes with their probabilities, [[outcome, probability], ...], which play(state, outcome) applies; a probability is a number (0.5), a string ("1/6") or a pair [1, 6], above 0, and they sum to 1 (decimals are read exactly: 1/3 is not a third, "1/3" is). A chance outcome does not pass the turn. Optional bounds() → [lo, hi]: the least and greatest score, for Star1. Search it with expectiminimax.`, `Un juego con azar: chance(state) → null en una decisión, si no los resultados con su probabilidad, [[resultado, probabilidad], ...], que play(state, resultado) aplica; una probabilidad es un número (0.5), una cadena ("1/6") o un par [1, 6], mayor que 0, y suman 1 (los decimales se leen exactos: 1/3 no es un tercio, "1/3" sí). Un resultado del azar no pasa el turno. Opcional bounds() → [lo, hi]: la menor y la mayor puntuación, para Star1. Búscalo con expectiminimax.`},
}
