package msg

// Every connect-4 position answered exactly, with progress (issue 30, web's
// /api/solve): its errors.
func init() {
	for code, t := range i30SolveviewCatalog {
		if _, dup := catalog[code]; dup {
			panic("msg: code " + code + " is in two catalogues")
		}
		catalog[code] = t
	}
}

var i30SolveviewCatalog = map[string]struct{ en, es string }{
	"web.solve_flag": {`{name} {value:q}: must be true or false`, `{name} {value:q}: debe ser true o false`},
}
