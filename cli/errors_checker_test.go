package cli

import (
	"testing"

	"github.com/gametree/gametree/msg"
)

// checkerErrorCases makes the texts of a check's verdict (msg/catalog_lab_checker.go)
// for TestEveryErrorCode: none is an error, each is said whole here (the checks that
// produce them: labcheck's verdicts_test.go and styles_test.go).
func checkerErrorCases() map[string]func(*testing.T) coded {
	w := func(code string, kv ...any) func(*testing.T) coded { return direct(msg.New(code, kv...)) }
	ab := msg.New("check.algo.alphabeta")
	return map[string]func(*testing.T) coded{
		"check.algo.alphabeta.course":         w("check.algo.alphabeta.course"),
		"check.algo.negamax-alphabeta.course": w("check.algo.negamax-alphabeta.course"),
		"check.checked":                       w("check.checked", "what", msg.New("check.what.leaves", "n", 9)),
		"check.checked_not":                   w("check.checked_not", "what", msg.New("check.what.expanded"), "not", msg.New("check.not.values", "n", 3)),
		"check.did_return_negamax":            w("check.did_return_negamax", "name", "B", "v", "-3", "vmax", "3"),
		"check.extra":                         w("check.extra", "k", 29, "what", msg.New("check.did_visit", "name", "C"), "algo", ab),
		"check.hint.course":                   w("check.hint.course", "algo", ab),
		"check.hint.every_node":               w("check.hint.every_node", "algo", msg.New("check.algo.minimax")),
		"check.hint.fresh_root":               w("check.hint.fresh_root"),
		"check.hint.hard":                     w("check.hint.hard", "algo", ab),
		"check.hint.overwrites":               w("check.hint.overwrites"),
		"check.hint.prunes":                   w("check.hint.prunes", "algo", ab),
		"check.hint.soft":                     w("check.hint.soft", "algo", ab),
		"check.hint.view":                     w("check.hint.view", "algo", msg.New("check.algo.negamax")),
		"check.move":                          w("check.move", "name", "C", "v", "2", "w", "3", "n", 1, "best", "B"),
		"check.not.root_value":                w("check.not.root_value"),
		"check.not.values":                    w("check.not.values", "n", 3),
		"check.not_number":                    w("check.not_number", "k", 9, "func", "max_value", "v", "None", "name", "B", "algo", ab, "w", "3", "sentence", "B returns 3."),
		"check.not_number_bare":               w("check.not_number_bare", "k", 9, "func", "max_value", "v", "None", "name", "B"),
		"check.ok_partial":                    w("check.ok_partial", "algo", ab, "checked", msg.New("check.checked", "what", msg.New("check.what.root_value"))),
		"check.root_not_number":               w("check.root_not_number", "v", "None", "w", "3"),
		"check.root_not_number_early":         w("check.root_not_number_early", "v", "None", "k", 1, "n", 29),
		"check.then_failed":                   w("check.then_failed", "error", "unknown binary op: NoneType > int"),
		"check.value_negamax":                 w("check.value_negamax", "k", 9, "v", "3", "name", "B", "algo", msg.New("check.algo.negamax"), "w", "-3", "side", "MIN", "wmax", "3", "sentence", "B returns 3."),
		"check.what.and":                      w("check.what.and", "a", msg.New("check.what.expanded"), "b", msg.New("check.what.root_value")),
		"check.what.expanded":                 w("check.what.expanded"),
		"check.what.leaves":                   w("check.what.leaves", "n", 9),
		"check.what.root_move":                w("check.what.root_move"),
		"check.what.root_value":               w("check.what.root_value"),
		"check.what.values":                   w("check.what.values"),
	}
}
