package msg

// The depth sweep's subtitle in the page's words (issue 29): the game by its name,
// not the API's ("Conecta 4", not connect4), and its position said as the page says
// it ("columnas jugadas 4453", not a bare 4453).
func init() {
	for code, t := range sweepWordsCatalog {
		if _, dup := catalog[code]; dup {
			panic("msg: code " + code + " is in two catalogues")
		}
		catalog[code] = t
	}
}

var sweepWordsCatalog = map[string]struct{ en, es string }{
	"compare.sweep_at_connect4":       {`columns played {moves}`, `columnas jugadas {moves}`},
	"compare.sweep_at_connect4_empty": {`empty board`, `tablero vacío`},
	"compare.sweep_at_tictactoe":      {`board {board}`, `tablero {board}`},
	"compare.sweep_at_stones":         {`{n} stones`, `{n} piedras`},
	"compare.sweep_at_start":          {`the starting position`, `la posición inicial`},
	"compare.sweep_at_lab":            {`position {position}`, `posición {position}`},
}
