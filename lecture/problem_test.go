package lecture

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// The title slide's words: the problem and the search, in both languages.
func TestProblemAndSearchInWords(t *testing.T) {
	t.Parallel()
	typed := textbook()
	typed.Position = "((3,5),(2,9))"
	typed.RootMin = true
	c4 := connect4()
	c4.Options.Order = true
	c4.Options.FailHard = true
	start := trace.DefaultParams()
	start.Game = "tictactoe"
	start.Options.Algorithm = trace.Minimax
	for _, c := range []struct {
		p                          trace.Params
		lang, problem, searchWords string
	}{
		{textbook(), msg.EN, "Textbook example: MAX over three MIN nodes", "Alpha-beta"},
		{textbook(), msg.ES, "Ejemplo de libro: MAX sobre tres nodos MIN", "Poda alfa-beta"},
		{typed, msg.ES, "Árbol ((3,5),(2,9))", "Poda alfa-beta, MIN mueve en la raíz"},
		{c4, msg.ES, "Conecta 4, posición 4453", "Poda alfa-beta, profundidad 3, jugadas ordenadas (las más prometedoras primero), fail-hard (valores recortados a [α, β])"},
		{c4, msg.EN, "Connect 4, position 4453", "Alpha-beta, depth 3, moves ordered (most promising first), fail-hard (values clamped into [α, β])"},
		{start, msg.EN, "Tic-tac-toe, the start", "Minimax, to the end of the game"},
	} {
		assert.Equal(t, c.problem, ProblemName(c.p, c.lang))
		assert.Equal(t, c.searchWords, SearchWords(c.p, c.lang))
	}
}
