package compare

import (
	"strings"

	"github.com/gametree/gametree/msg"
)

// gameWords names a sweep's game and its position in lang as the page says them:
// "Conecta 4" and "columnas jugadas 4453", "Tres en raya" and "tablero X.O......",
// "Piedras" and "21 piedras"; never the API's names (connect4, tictactoe).
func gameWords(game, position, lang string) (name, at string) {
	name = game
	if msg.Template(msg.EN, "compare.label_game_"+game) != "" {
		name = msg.Format(lang, "compare.label_game_"+game, nil)
	}
	position = strings.TrimSpace(position)
	switch game {
	case "connect4":
		if position == "" {
			return name, msg.Format(lang, "compare.sweep_at_connect4_empty", nil)
		}
		return name, msg.Format(lang, "compare.sweep_at_connect4", map[string]any{"moves": position})
	case "tictactoe":
		return name, msg.Format(lang, "compare.sweep_at_tictactoe", map[string]any{"board": position})
	case "stones":
		return name, msg.Format(lang, "compare.sweep_at_stones", map[string]any{"n": position})
	}
	if position == "" {
		return name, msg.Format(lang, "compare.sweep_at_start", nil)
	}
	return name, msg.Format(lang, "compare.sweep_at_lab", map[string]any{"position": position})
}
