package msg

// The connect-4 solver's lab steps added on issue 30.
func init() {
	for code, t := range i30SolverCatalog {
		if _, dup := catalog[code]; dup {
			panic("msg: code " + code + " is in two catalogues")
		}
		catalog[code] = t
	}
}

var i30SolverCatalog = map[string]struct{ en, es string }{
	"c4.step_29": {`+ second player answering on top`, `+ el segundo responde encima`},
	"c4.step_30": {`+ table read past forced replies`, `+ tabla tras respuestas forzadas`},
}
