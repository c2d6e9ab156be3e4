package msg

// The messages of the course's alpha-beta (seed 002: α := max(α, child), return α at
// MAX, β at MIN) outside the code lab: its name in the comparisons' legends and in the
// worksheets, kept apart so that they merge apart.
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"compare.label_plus_fail_course": {`the course's returns (α at MAX, β at MIN)`, `devolución del curso (α en MAX, β en MIN)`},
	} {
		catalog[code] = t
	}
}
