package cli

import (
	"testing"

	"github.com/gametree/gametree/msg"
)

// lectureErrorCases makes every code of package lecture's catalogue
// (msg/catalog_lecture.go) for TestEveryErrorCode: through the command line or the API.
func lectureErrorCases(cli func(...string) func(*testing.T) coded, api func(string) func(*testing.T) coded) map[string]func(*testing.T) coded {
	return map[string]func(*testing.T) coded{
		"lecture.steps":          cli("lecture", "--steps", "some"),
		"lecture.format":         api("/api/lecture?format=docx"),
		"lecture.too_many_steps": cli("lecture", "--game", "tictactoe", "--steps", "all"),
		"lecture.too_many_nodes": cli("lecture", "--game", "tictactoe", "--algo", "minimax", "--max-nodes", "600000"),
		// a search records its steps whenever the command or the API make one
		"lecture.no_steps": direct(msg.New("lecture.no_steps")),
		// a word of the progress lines (standard error)
		"lecture.progress": direct(msg.New("lecture.progress", "done", 3, "total", 9)),
	}
}
