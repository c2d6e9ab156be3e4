package msg

// The messages of the code lab's own lane (package sandbox's Lane, the tournament's
// per-move limit), kept in their own file so that they merge apart.
func init() {
	for code, t := range map[string]struct{ en, es string }{
		"lab.fair_share":   {`you already have {limit} pieces of code running or waiting in the code lab's queue: wait for one of them to finish, then try again`, `ya tienes {limit} códigos ejecutándose o esperando en la cola del laboratorio: espera a que termine alguno y vuelve a intentarlo`},
		"match.move_time":  {`your evaluation took more than {limit:n} ms on your move {move} of game {game}: stopped (each of your moves may take at most {limit:n} ms)`, `tu evaluación tardó más de {limit:n} ms en tu jugada {move} de la partida {game}: detenida (cada jugada tuya puede tardar como mucho {limit:n} ms)`},
		"match.move_steps": {`your evaluation took more than {limit:n} steps on your move {move} of game {game}: stopped (an endless loop?)`, `tu evaluación dio más de {limit:n} pasos en tu jugada {move} de la partida {game}: detenida (¿un bucle infinito?)`},
	} {
		catalog[code] = t
	}
}
