package cli

import (
	"testing"

	"github.com/gametree/gametree/c4"
)

// i30CoreErrorCases makes the codes of issue 30's own changes to package c4 for
// TestEveryErrorCode: a solve stopped because its request was cancelled.
func i30CoreErrorCases() map[string]func(*testing.T) coded {
	return map[string]func(*testing.T) coded{
		"c4.stopped_cancel": func(t *testing.T) coded {
			s, err := c4.New(c4.Fastest, 1<<16)
			if err != nil {
				t.Fatal(err)
			}
			done := make(chan struct{})
			close(done)
			s.SetCancel(done)
			_, err = s.Solve(c4.Position{}, false)
			return direct(err)(t)
		},
	}
}
