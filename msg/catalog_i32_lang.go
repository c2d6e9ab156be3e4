package msg

// The code lab's languages (issue 32): the error of a language not known.
func init() {
	for code, t := range langCatalog {
		if _, dup := catalog[code]; dup {
			panic("msg: code " + code + " is in two catalogues")
		}
		catalog[code] = t
	}
}

var langCatalog = map[string]struct{ en, es string }{
	"lab.lang": {`the code lab takes {choices}, not {lang:q}`, `el laboratorio de código admite {choices}, no {lang:q}`},
}
