package cli

import (
	"testing"

	"github.com/gametree/gametree/msg"
)

// tutorialErrorCases makes the messages of seed 000's tutorial code checked as written
// (msg/catalog_i32_tutorial.go) for TestEveryErrorCode: the positions refused and the
// verdicts, each said whole here (the checks that produce them: labcheck's
// tutorial_test.go).
func tutorialErrorCases() map[string]func(*testing.T) coded {
	w := func(code string, kv ...any) func(*testing.T) coded { return direct(msg.New(code, kv...)) }
	return map[string]func(*testing.T) coded{
		"tutorial.game":           w("tutorial.game", "game", "connect4"),
		"tutorial.turn":           w("tutorial.turn", "pos", "XO./O../...", "x", 1, "o", 2),
		"tutorial.over":           w("tutorial.over", "pos", "XXX/OO./...", "why", msg.New("tutorial.why.X")),
		"tutorial.too_big":        w("tutorial.too_big", "pos", ".../.../...", "max", 20000),
		"tutorial.why.X":          w("tutorial.why.X"),
		"tutorial.why.O":          w("tutorial.why.O"),
		"tutorial.why.full":       w("tutorial.why.full"),
		"tutorial.missing":        w("tutorial.missing", "func", "max"),
		"tutorial.where":          w("tutorial.where", "k", 17, "line", 60, "what", msg.New("tutorial.left_return", "fn", "min", "p", "X", "c", 6)),
		"tutorial.where_noline":   w("tutorial.where_noline", "k", 2804, "what", msg.New("tutorial.no_move")),
		"tutorial.bad_cell":       w("tutorial.bad_cell", "fn", "min", "i", 9),
		"tutorial.bad_player":     w("tutorial.bad_player", "fn", "min", "i", 1, "v", "3"),
		"tutorial.left_mark":      w("tutorial.left_mark", "fn", "max", "p", "O", "i", 7, "q", "O", "c", 6),
		"tutorial.full":           w("tutorial.full", "fn", "min", "p", "X", "i", 0, "q", "O"),
		"tutorial.over_mark":      w("tutorial.over_mark", "fn", "min", "p", "X", "i", 7, "why", msg.New("tutorial.why.O"), "v", 1),
		"tutorial.player":         w("tutorial.player", "fn", "min", "p", "O", "i", 1, "q", "X"),
		"tutorial.undo_position":  w("tutorial.undo_position", "i", 4, "p", "O"),
		"tutorial.undo_order":     w("tutorial.undo_order", "i", 4, "p", "X", "q", "O", "c", 2),
		"tutorial.wrong_function": w("tutorial.wrong_function", "fn", "max", "q", "X", "want", "min"),
		"tutorial.left_return":    w("tutorial.left_return", "fn", "min", "p", "X", "c", 6),
		"tutorial.end_left":       w("tutorial.end_left", "fn", "movimientoAI", "p", "X", "c", 3),
		"tutorial.no_move":        w("tutorial.no_move"),
		"tutorial.changed_return": w("tutorial.changed_return", "fn", "min", "then", "X../.O./...", "now", "X../.../..."),
		"tutorial.not_number":     w("tutorial.not_number", "k", 15, "fn", "max", "v", "undefined", "name", "O0X1O2X3"),
		"tutorial.leaf_value":     w("tutorial.leaf_value", "why", msg.New("tutorial.why.O"), "fn", "min", "w", 1),
		"tutorial.keeps_max":      w("tutorial.keeps_max", "fn", "max", "v", "0", "c", "1"),
		"tutorial.keeps_min":      w("tutorial.keeps_min", "fn", "min", "v", "9999", "c", "0"),
	}
}
