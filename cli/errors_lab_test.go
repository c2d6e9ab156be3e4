package cli

import (
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
)

// labErrorCases makes every code of the code lab's catalogue (msg/catalog_lab.go) for
// TestEveryErrorCode: a student's file through the command line, a request to the
// lab's API, or, for the texts that are not errors and for the failures a test cannot
// cause on demand (a worker crashing, every worker busy), the message itself.
func labErrorCases(h http.Handler) map[string]func(*testing.T) coded {
	cli := func(args ...string) func(*testing.T) coded {
		return func(t *testing.T) coded { return fromCLI(t, "", args...) }
	}
	file := func(src string) func(t *testing.T) string {
		return func(t *testing.T) string {
			p := filepath.Join(t.TempDir(), "code.star")
			require.NoError(t, os.WriteFile(p, []byte(src), 0o644))
			return p
		}
	}
	check := func(src string, args ...string) func(*testing.T) coded {
		return func(t *testing.T) coded {
			return fromCLI(t, "", append([]string{"check", file(src)(t), "--position", "textbook", "--algo", "alphabeta"}, args...)...)
		}
	}
	evalFile := func(src string, args ...string) func(*testing.T) coded {
		return func(t *testing.T) coded {
			return fromCLI(t, "", append([]string{"trace", "--game", "tictactoe", "--depth", "1", "--eval-file", file(src)(t)}, args...)...)
		}
	}
	gameFile := func(src string, args ...string) func(*testing.T) coded {
		return func(t *testing.T) coded {
			return fromCLI(t, "", append([]string{"trace", "--game-file", file(src)(t)}, args...)...)
		}
	}
	post := func(path string, form url.Values) func(*testing.T) coded {
		return func(t *testing.T) coded {
			return fromAPI(t, h, http.MethodPost, path, form.Encode(), "application/x-www-form-urlencoded")
		}
	}
	tournament := func(args ...string) func(*testing.T) coded {
		return func(t *testing.T) coded {
			src, _ := lab.ExampleSource("tictactoe_lines")
			return fromCLI(t, "", append([]string{"tournament", "--eval-file", file(src)(t), "--game", "tictactoe", "--against", "course"}, args...)...)
		}
	}
	words := func(code string, kv ...any) func(*testing.T) coded { return direct(msg.New(code, kv...)) }
	failure := func(e *lab.Error) func(*testing.T) coded { return direct(e) }
	nim := "def initial():\n    return 3\ndef moves(s):\n    return [1]\ndef play(s, m):\n    return s - m\ndef result(s):\n    return -1 if s == 0 else None\n"
	return map[string]func(*testing.T) coded{
		"lab.syntax":  check("def search(root)\n    return 0\n"),
		"lab.runtime": check("def search(root):\n    return 1 // 0\n"),
		// an endless loop's 100 M steps take 5-15 s here, past the check's 10 s on a busy
		// machine (the lab's workers run nicer than the rest): the loop is caused for real,
		// under a small step budget, in lab's TestProgramErrors and sandbox's hostile tests
		"lab.steps":             failure(&lab.Error{Kind: lab.CodeSteps, Line: 4, Col: 11, Limit: 100_000_000}),
		"lab.recursion":         check("def f(n):\n    return f(n + 1)\ndef search(root):\n    return f(0)\n"),
		"lab.missing":           check("def searching(root):\n    return 0\n"),
		"lab.return":            evalFile("def evaluate(board, player):\n    return 'good'\n"),
		"lab.state":             gameFile("def initial():\n    return initial\ndef moves(s):\n    return [1]\ndef play(s, m):\n    return s\ndef result(s):\n    return None\n"),
		"lab.state_deep":        gameFile("def initial():\n    s = 0\n    for i in range(70):\n        s = [s]\n    return s\ndef moves(s):\n    return [1]\ndef play(s, m):\n    return s\ndef result(s):\n    return None\n"),
		"lab.moves_many":        gameFile("def initial():\n    return 1\ndef moves(s):\n    return range(2000)\ndef play(s, m):\n    return s\ndef result(s):\n    return None\n"),
		"lab.moves_none":        gameFile("def initial():\n    return 1\ndef moves(s):\n    return []\ndef play(s, m):\n    return s\ndef result(s):\n    return None\n"),
		"lab.sum":               evalFile("def evaluate(board, player):\n    return sum(board)\n"),
		"lab.board":             evalFile("def evaluate(board, player):\n    return len(rows(3))\n"),
		"lab.board_row":         evalFile("def evaluate(board, player):\n    return len(columns(['ab', 3]))\n"),
		"lab.board_ragged":      evalFile("def evaluate(board, player):\n    return len(lines(['ab', 'c']))\n"),
		"lab.lines_n":           evalFile("def evaluate(board, player):\n    return len(lines(board, 99))\n"),
		"lab.opponent":          evalFile("def evaluate(board, player):\n    return len(opponent('Z'))\n"),
		"lab.not_leaf":          check("def search(root):\n    return root.value()\n"),
		"lab.game_return":       gameFile("def initial():\n    return 1\ndef moves(s):\n    return 7\ndef play(s, m):\n    return s\ndef result(s):\n    return None\n"),
		"lab.position":          gameFile(nim, "--position", "2"),
		"lab.eval_game":         tournament("--game", "stones"),
		"lab.source_size":       post("/api/lab/code", url.Values{"kind": {"eval"}, "source": {string(make([]byte, 70<<10))}}),
		"lab.kind":              post("/api/lab/code", url.Values{"kind": {"chess"}, "source": {"x = 1"}}),
		"lab.no_source":         post("/api/lab/code", url.Values{"kind": {"eval"}}),
		"lab.check_game":        post("/api/lab/check", url.Values{"source": {"x = 1"}, "game": {"connect4"}, "eval": {"lab:0123"}}),
		"lab.tournament_number": post("/api/lab/tournament", url.Values{"source": {"x = 1"}, "games": {"ten"}}),
		"lab.tournament_big":    post("/api/lab/tournament", url.Values{"source": {"x = 1"}, "games": {"40"}}),
		"lab.unknown": func(t *testing.T) coded {
			return fromAPI(t, h, http.MethodGet, "/api/trace?game=connect4&depth=1&eval=lab:00000000000000000000", "", "")
		},
		"cli.lab_file":        cli("check", "/no/such/file.star", "--position", "textbook"),
		"cli.check_file":      cli("check", "--position", "textbook"),
		"cli.tournament_file": cli("tournament"),
		"match.opponent":      tournament("--against", "nobody"),
		"match.depth":         tournament("--depth", "9"),
		"match.games":         tournament("--games", "3"),
		"match.opening":       tournament("--opening", "20"),
		// failures no input makes on demand: the sandbox's tests cause them
		"lab.time":        failure(&lab.Error{Kind: lab.CodeTime, Line: 4, Col: 11, Limit: 300}),
		"lab.memory":      failure(&lab.Error{Kind: lab.CodeMemory, Line: 2, Col: 5, Limit: 1 << 30}),
		"lab.crash":       failure(&lab.Error{Kind: lab.CodeCrash, Detail: "exit status 2"}),
		"lab.busy":        failure(&lab.Error{Kind: "lab.busy"}),
		"lab.nodes":       failure(&lab.Error{Kind: "lab.nodes", Limit: lab.MaxStates}),
		"lab.unavailable": words("lab.unavailable"),
		"lab.at":          words("lab.at", "line", 3, "col", 7),
		"lab.in_game":     words("lab.in_game"),
		"lab.traceback":   words("lab.traceback"),
		"lab.frame":       words("lab.frame", "at", "code.star:2:5", "func", "f"),
		// a state read back in another worker than the one that made it (float('inf')
		// writes as +inf, which does not read back): no one worker can be made to
		"lab.state_read": failure(&lab.Error{Kind: "lab.state_read", Detail: "got '+', want primary expression"}),
		"match.no_move":  words("match.no_move", "move", "8"),
		// the lab's lane and the tournament's per-move limit: caused in web's
		// TestLabFairShare and labmatch's TestMoveLimit (seconds of an endless evaluation)
		"lab.fair_share":   failure(&lab.Error{Kind: "lab.fair_share", Limit: 4}),
		"match.move_time":  words("match.move_time", "limit", 2000, "move", 3, "game", 1),
		"match.move_steps": words("match.move_steps", "limit", 20_000_000, "move", 3, "game", 1),
		// the texts of a check and of a tournament (see TestCheckExitCodes, TestTournamentStreams)
		"check.did_visit":                   words("check.did_visit", "name", "B"),
		"check.did_eval":                    words("check.did_eval", "name", "B1", "v", "3"),
		"check.did_return":                  words("check.did_return", "name", "B", "v", "3"),
		"check.pruned":                      words("check.pruned", "k", 11, "what", msg.New("check.did_visit", "name", "C2"), "algo", msg.New("check.algo.alphabeta"), "sentence", "β=2 ≤ α=3 at C."),
		"check.order":                       words("check.order", "k", 2, "what", msg.New("check.did_visit", "name", "D"), "algo", msg.New("check.algo.minimax"), "refwhat", msg.New("check.did_visit", "name", "B"), "sentence", "Enter B."),
		"check.value":                       words("check.value", "k", 7, "v", "5", "name", "B", "algo", msg.New("check.algo.negamax"), "w", "3", "sentence", "B returns 3."),
		"check.missing":                     words("check.missing", "k", 5, "algo", msg.New("check.algo.alphabeta.hard"), "sentence", "Enter C."),
		"check.root":                        words("check.root", "v", "0", "w", "3", "k", 29),
		"check.ok":                          words("check.ok", "algo", msg.New("check.algo.negamax-alphabeta"), "n", 16),
		"check.too_big":                     words("check.too_big", "max", 20000),
		"check.algo.minimax":                words("check.algo.minimax"),
		"check.algo.negamax":                words("check.algo.negamax"),
		"check.algo.alphabeta":              words("check.algo.alphabeta"),
		"check.algo.alphabeta.hard":         words("check.algo.alphabeta.hard"),
		"check.algo.negamax-alphabeta":      words("check.algo.negamax-alphabeta"),
		"check.algo.negamax-alphabeta.hard": words("check.algo.negamax-alphabeta.hard"),
		"cli.check_yours":                   words("cli.check_yours"),
		"cli.check_ref":                     words("cli.check_ref"),
		"cli.tournament_game":               words("cli.tournament_game", "n", 1, "of", 2, "opponent", "course", "side", "X", "result", msg.New("cli.result_win"), "moves", "4453", "ms", 12),
		"cli.tournament_tally":              words("cli.tournament_tally", "opponent", "course", "win", 1, "draw", 0, "loss", 1),
		"cli.result_win":                    words("cli.result_win"),
		"cli.result_draw":                   words("cli.result_draw"),
		"cli.result_loss":                   words("cli.result_loss"),
		"cli.quality":                       words("cli.quality", "eval", "lab", "depth", 2, "optimal", 77, "of", 100, "pct", "77"),
	}
}
