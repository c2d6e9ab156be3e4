package cli

import (
	"testing"

	"github.com/gametree/gametree/msg"
)

// errorsI29Cases makes the messages of issue 29's errors beside their fields for
// TestEveryErrorCode: where.part arranges a random tree's error at the item typed
// ("b=-2"); its detail's code is the error's (games' TestRandomErrorNamesThePartTyped).
func errorsI29Cases() map[string]func(*testing.T) coded {
	return map[string]func(*testing.T) coded{
		"where.part": direct(msg.New("where.part", "where", msg.New("where.tree", "input", "random:b=-2"), "part", "b=-2",
			"detail", msg.New("random.branching", "max", 10, "value", -2))),
	}
}
