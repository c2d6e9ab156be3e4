package msg

// The messages of an assignment's feedback rule (classroom.Feedback), kept in their
// own file so that they merge apart from the rest of the catalogue.
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"class.feedback": {`feedback must be one of {choices}`, `feedback debe ser uno de estos: {choices}`},
	} {
		catalog[code] = t
	}
}
