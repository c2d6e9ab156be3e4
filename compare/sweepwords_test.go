package compare

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestGameWordsSayThePageWords: a game's sweep names the game and its position in the
// page's words, never the API's names.
func TestGameWordsSayThePageWords(t *testing.T) {
	t.Parallel()
	cases := []struct{ game, position, lang, want string }{
		{"connect4", "4453", "es", "Conecta 4, columnas jugadas 4453, con profundidad limitada"},
		{"connect4", "4453", "en", "Connect 4, columns played 4453, depth-limited"},
		{"connect4", "", "es", "Conecta 4, tablero vacío, con profundidad limitada"},
		{"tictactoe", "X.O......", "es", "Tres en raya, tablero X.O......, con profundidad limitada"},
		{"stones", "21", "es", "Piedras, 21 piedras, con profundidad limitada"},
		{"stones", "21", "en", "Stones, 21 stones, depth-limited"},
		{"lab:abc", "", "en", "lab:abc, the starting position, depth-limited"},
	}
	for _, c := range cases {
		res := &SweepResult{Game: c.game, Position: c.position}
		got := res.Describe(c.lang)
		assert.Equal(t, c.want, got, c.game+" "+c.lang)
		if c.lang == "es" {
			assert.NotContains(t, got, "connect4")
			assert.NotContains(t, got, "tictactoe")
		}
	}
}
