package msg

// The coin game, stones with a coin toss before every take (issue 31): its name, its
// hint, the coin's sides (the game names its outcomes "H" and "T", one token in every
// language: the page and the pictures write them with these words) and its picture's
// legend of scores.
func init() {
	addWords("page", coinPageWords)
	addWords("picture", coinPictureWords)
}

var coinPageWords = map[string]struct{ en, es string }{
	"gameCoin": {`Stones and a coin`, `Piedras y moneda`},
	"hintCoin": {`Each turn starts with a coin toss: on tails the player takes 1, 2 or 3 stones, on heads only 1. Whoever takes the last stone wins.`,
		`Cada turno empieza lanzando una moneda: si sale cruz, quien mueve quita 1, 2 o 3 piedras; si sale cara, solo 1. Gana quien quita la última piedra.`},
	"fCoin":         {`Coin of the first turn`, `Moneda del primer turno`},
	"coinNotTossed": {`not tossed yet`, `sin lanzar`},
	"coinHeads":     {`heads`, `cara`},
	"coinTails":     {`tails`, `cruz`},
	"coinToss":      {`coin toss`, `lanzamiento de la moneda`},
}

var coinPictureWords = map[string]struct{ en, es string }{
	// {n}: the stones at the root plus one; {m}: the stones at the root.
	"wins_coin": {`wins: +s for MAX, −s for MIN, s = {n} − the takes played (tosses do not count; +{m}: MAX takes the last stone at once)`,
		`victorias: +s para MAX, −s para MIN, s = {n} − jugadas hechas (sin contar los lanzamientos; +{m}: MAX se lleva la última piedra de una vez)`},
}
