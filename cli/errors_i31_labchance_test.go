package cli

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// labChanceErrorCases makes the codes of chance in the code lab's own games
// (msg/catalog_i31_labchance.go) for TestEveryErrorCode: a game file with a wrong
// chance(state) or bounds(), or chance a search cannot count, searched with
// expectiminimax.
func labChanceErrorCases() map[string]func(*testing.T) coded {
	// a game of one chance state (s == 0) whose chance answer is %s; then the end
	file := func(src string) func(*testing.T) coded {
		return func(t *testing.T) coded {
			p := filepath.Join(t.TempDir(), "dice.star")
			require.NoError(t, os.WriteFile(p, []byte(src), 0o644))
			return fromCLI(t, "", "trace", "--game-file", p, "--algo", "expectiminimax")
		}
	}
	game := func(answer, more string) func(*testing.T) coded {
		return file("def initial():\n    return 0\ndef chance(s):\n    return " + answer + " if s == 0 else None\n" +
			"def moves(s):\n    return [1]\ndef play(s, m):\n    return s + 1\ndef result(s):\n    return None if s < 3 else 1\n" + more)
	}
	return map[string]func(*testing.T) coded{
		"lab.chance_return": game(`7`, ""),
		"lab.chance_prob":   game(`[("a", 0), ("b", 1)]`, ""),
		"lab.chance_sum":    game(`[("a", 0.5), ("b", 0.4)]`, ""),
		"lab.chance_bounds": game(`[("a", 1)]`, "def bounds():\n    return (3, 3)\n"),
		// a coin: heads tosses it again, tails ends the game
		"lab.chance_cycle": file("def initial():\n    return 0\ndef chance(s):\n    return [(0, 0.5), (1, 0.5)] if s == 0 else None\n" +
			"def moves(s):\n    return []\ndef play(s, m):\n    return m\ndef result(s):\n    return 1 if s == 1 else None\n"),
		// three chance states in a line, each in 1024ths: 2^30 > 2^20
		"lab.chance_scale": file("def initial():\n    return 0\ndef chance(s):\n    return [(1, (1, 1024)), (1, (1023, 1024))] if s < 3 else None\n" +
			"def moves(s):\n    return [1]\ndef play(s, m):\n    return s + m\ndef result(s):\n    return 1 if s == 3 else None\n"),
	}
}
