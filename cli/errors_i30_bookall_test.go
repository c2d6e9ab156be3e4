package cli

import (
	"strings"
	"testing"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/msg"
)

// bookallErrorCases makes the codes of the book of every position (msg/
// catalog_i30_bookall.go) for TestEveryErrorCode: a frontier file's bad lines as
// c4 reads them, the book refused, and the lines "book --all" prints.
func bookallErrorCases(cli func(args ...string) func(*testing.T) coded) map[string]func(*testing.T) coded {
	read := func(text string, k int) func(*testing.T) coded {
		return func(t *testing.T) coded {
			return direct(c4.FrontierScores{}.Read(strings.NewReader(text), "f.txt", k))(t)
		}
	}
	w := func(code string, kv ...any) func(*testing.T) coded { return direct(msg.New(code, kv...)) }
	const root = "52677675164321472411331752454"
	return map[string]func(*testing.T) coded{
		"c4.frontier_line":   read("12 1 x\n", 2),
		"c4.frontier_moves":  read("18 0\n", 2),
		"c4.frontier_stones": read("123 0\n", 2),
		"c4.frontier_over":   read("1212121 5\n", 7),
		"c4.frontier_score":  read("12 99\n", 2),
		"c4.frontier_twice":  read("12 -1\n76 2\n", 2),
		"c4.frontier_missing": func(t *testing.T) coded {
			_, err := c4.BookOfAll(root, 31, c4.FrontierScores{}, nil)
			return direct(err)(t)
		},
		"c4.book_disagree":      w("c4.book_disagree", "moves", "4453", "book", "-2 -1 0 1 0 -1 -2", "frontier", "-2 -1 0 2 0 -1 -2"),
		"cli.book_all_frontier": cli("book", "--all", "--plies", "4"),
		"cli.book_all_plies":    cli("book", "--all", "--frontier", "f.txt"),
		"cli.book_all_position": w("cli.book_all_position", "i", 3, "n", 142, "moves", "4453", "score", 1, "seconds", "2.125", "nodes", 1234567),
		"cli.book_all_piece": w("cli.book_all_piece", "piece", "1/4", "todo", 142, "stones", 4, "solved", 100, "had", 42,
			"file", "frontier-4.txt", "nodes", 123456789, "seconds", "812.5"),
		"cli.book_all_next":    w("cli.book_all_next", "positions", 2100, "stones", 6, "solved", 13000, "total", 27109),
		"c4.next_disagree":     w("c4.next_disagree", "moves", "444444", "stones", 6, "score", 1, "columns", "-2 -1 0 2 0 -1 -2"),
		"cli.book_all_written": w("cli.book_all_written", "stones", 4, "plies", 9, "positions", 1934, "bytes", 16543, "out", "c4/book.bin"),
	}
}
