package compare

import (
	"strings"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
)

// Label names the search in lang, as the page's compare view does: "Alpha-beta + move
// ordering", "Poda alfa-beta + tabla de transposición". The charts' legends use it; the
// command line's table keeps the names one types (alphabeta+order).
func (a Algo) Label(lang string) string {
	parts := strings.Split(a.Name, "+")
	out := make([]string, len(parts))
	out[0] = msg.Format(lang, "compare.label_"+strings.ReplaceAll(parts[0], "-", "_"), nil)
	for i, r := range parts[1:] {
		out[i+1] = msg.Format(lang, "compare.label_plus_"+strings.ReplaceAll(r, "-", "_"), nil)
	}
	return strings.Join(out, " + ")
}

// AlgoLabel is Label for an algorithm's name as a row or a series carries it; a name
// that does not parse is returned as it is.
func AlgoLabel(name, lang string) string {
	a, err := ParseAlgo(name)
	if err != nil {
		return name
	}
	return a.Label(lang)
}

// ProblemLabel names a searched problem in lang for a chart's title: a preset tree by
// its title ("Russell y Norvig, figura 5.2"), a game by its name and its position in
// the page's words ("Tres en raya, tablero X.O.X....", "Conecta 4, columnas jugadas
// 4453"), anything else by the game, then its position ("Explicit tree ((3,5),(2,9))").
func ProblemLabel(game, position, lang string) string {
	switch game {
	case "tree":
		if p, ok := games.FindPreset(strings.ToLower(strings.TrimSpace(position))); ok {
			return p.TitleIn(lang)
		}
	case "tictactoe", "connect4", "stones":
		name, at := gameWords(game, position, lang)
		return name + ", " + at
	}
	g := game
	if msg.Template(msg.EN, "compare.label_game_"+game) != "" {
		g = msg.Format(lang, "compare.label_game_"+game, nil)
	}
	if position == "" {
		return g
	}
	return g + " " + position
}
