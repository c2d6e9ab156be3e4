package cli

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Without --against a tic-tac-toe tournament meets the opponents tic-tac-toe has
// (course and solver), not connect-4's better evaluation.
func TestTournamentDefaultOpponentsFitTheGame(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCLI(t, "", "tournament", "--eval-file", examples+"tictactoe_lines.star", "--game", "tictactoe", "--depth", "1", "--games", "2")
	require.Equal(t, 0, code, errOut)
	opponents := regexp.MustCompile(`(?m)^against (\w+):`).FindAllStringSubmatch(out, -1)
	require.Len(t, opponents, 2, out)
	assert.Equal(t, "course", opponents[0][1])
	assert.Equal(t, "solver", opponents[1][1])
	assert.NotContains(t, out, "better")
	assert.Len(t, strings.Split(strings.TrimSpace(out), "\n"), 2*2+2, out)

	assert.Equal(t, []string{"course", "better", "solver"}, tournamentAgainst("connect4"))
	assert.Equal(t, []string{"course", "better", "solver"}, tournamentAgainst("c4"))
	assert.Equal(t, []string{"course", "solver"}, tournamentAgainst("tictactoe"))

	// better named for tic-tac-toe is still refused
	code, _, errOut = runCLI(t, "", "tournament", "--eval-file", examples+"tictactoe_lines.star", "--game", "tictactoe", "--against", "better")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "better is for connect4 only")
}

// --games 0 and --depth 0 are mistakes (exit 2, said in the asked language), not the
// defaults; the defaults and the ranges are in the help.
func TestTournamentZeroIsAnError(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"games 0", []string{"--games", "0"}, "the games against each opponent must be an even number from 2 to 100"},
		{"games 0 es", []string{"--games", "0", "--lang", "es"}, "las partidas contra cada rival deben ser un número par de 2 a 100"},
		{"games -2", []string{"--games", "-2"}, "an even number from 2 to 100"},
		{"games odd", []string{"--games", "3"}, "an even number from 2 to 100"},
		{"depth 0", []string{"--depth", "0"}, "the depth must be between 1 and 8"},
		{"depth 0 es", []string{"--depth", "0", "--lang", "es"}, "la profundidad debe estar entre 1 y 8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			args := append([]string{"tournament", "--eval-file", examples + "tictactoe_lines.star", "--game", "tictactoe"}, tt.args...)
			code, out, errOut := runCLI(t, "", args...)
			assert.Equal(t, 2, code, out)
			assert.Contains(t, errOut, tt.want)
			assert.Empty(t, out, "no game played")
		})
	}

	_, _, errOut := runCLI(t, "", "tournament", "--help")
	for _, s := range []string{"course,better,solver in connect4", "course,solver in tictactoe", "even, 2 to 100", "1 to 8"} {
		assert.Contains(t, errOut, s)
	}
	_, out, _ := runCLI(t, "", "help")
	assert.Contains(t, out, "course,solver (tictactoe)")
}

func TestTenths(t *testing.T) {
	t.Parallel()
	assert.Equal(t, "52.8", tenths("en", 52.8))
	assert.Equal(t, "52,8", tenths("es", 52.8))
	assert.Equal(t, "96.3", tenths("en", 96.33333))
	assert.Equal(t, "100", tenths("es", 100))
}
