package msg

// The messages of the code lab's default check set (package labcheck's CheckSuite, the
// command line's check), kept in their own file so that they merge apart.
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"check.suite_ok_partial": {`Accepted on all {n} check trees: your code does what {algo} does on each in everything that could be checked (ties at MAX and at MIN, leaves at depth 4, MIN at the root, negative values, 2 to 4 children). {checked}`,
			`Aceptado en los {n} árboles de comprobación: tu código hace lo mismo que {algo} en cada uno en todo lo que se pudo comprobar (empates en MAX y en MIN, hojas a profundidad 4, MIN en la raíz, valores negativos, de 2 a 4 hijos). {checked}`},
		"check.suite_ok": {`Accepted on all {n} check trees: your code does what {algo} does on each (ties at MAX and at MIN, leaves at depth 4, MIN at the root, negative values, 2 to 4 children).`,
			`Aceptado en los {n} árboles de comprobación: tu código hace lo mismo que {algo} en cada uno (empates en MAX y en MIN, hojas a profundidad 4, MIN en la raíz, valores negativos, de 2 a 4 hijos).`},
		"check.suite_failed": {`On check tree {k} of {n}, "{tree}" (your code passed {passed:one:the one before it:the # before it}):`,
			`En el árbol de comprobación {k} de {n}, «{tree}» (tu código pasó {passed:one:el anterior:los # anteriores}):`},
		"check.suite_first":    {`On check tree 1 of {n}, "{tree}":`, `En el árbol de comprobación 1 de {n}, «{tree}»:`},
		"cli.check_tree":       {`Open this tree in the stepper: {command}`, `Abre este árbol en el paso a paso: {command}`},
		"cli.check_step":       {`stepper's step`, `paso en el paso a paso`},
		"cli.check_suite_tree": {`  {k}. "{name}", root {root}: {tree}`, `  {k}. «{name}», raíz {root}: {tree}`},
		"cli.check_option":     {`check compares your code with the plain algorithm: --{flag} is not checked (drop it; the check's trees have no ordering or table to follow)`, `check compara tu código con el algoritmo sin añadidos: --{flag} no se comprueba (quítalo; los árboles de la comprobación no tienen orden ni tabla que seguir)`},
		"lab.check_option":     {`the check compares your code with the plain algorithm: {flag} is not checked (leave it out)`, `la comprobación compara tu código con el algoritmo sin añadidos: {flag} no se comprueba (no lo pongas)`},
		"cli.check_root":       {`--root says who moves at the root of one tree: give that tree with --position (the default check set says its own roots)`, `--root dice quién mueve en la raíz de un árbol: da ese árbol con --position (el conjunto de comprobación por defecto fija sus propias raíces)`},
	} {
		catalog[code] = t
	}
}
