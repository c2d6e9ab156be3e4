package msg

// The coin game, stones with a coin toss before every take (issue 31): its position's
// errors.
func init() {
	for code, t := range i31CoingameCatalog {
		if _, dup := catalog[code]; dup {
			panic("msg: code " + code + " is in two catalogues")
		}
		catalog[code] = t
	}
}

var i31CoingameCatalog = map[string]struct{ en, es string }{
	"where.coin":       {`coin position {input:q}`, `posición de piedras y moneda {input:q}`},
	"coin.bad_char":    {`bad character {char}: the position is a number of stones, then h or t if the coin is already tossed (5, 5h, 5t)`, `carácter no válido {char}: la posición es un número de piedras y, si ya se lanzó la moneda, h (cara) o t (cruz) (5, 5h, 5t)`},
	"coin.count_range": {`{count} stones: the pile holds 0 to {max}`, `{count} piedras: el montón tiene de 0 a {max}`},
	"coin.bad_side":    {`{side:q} is not a side of the coin: after the number write h (heads) or t (tails)`, `{side:q} no dice cómo cayó la moneda: tras el número escribe h o cara, t o cruz`},
	"coin.tossed_over": {`no stone is left: the game is over and no coin is tossed`, `no queda ninguna piedra: la partida ha terminado y no se lanza la moneda`},
}
