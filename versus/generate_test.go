package versus

import (
	"bytes"
	"flag"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/c4"
)

var regenerate = flag.Bool("regenerate", false, "solve the connect-4 set again and write connect4.txt (about a minute)")

// connect4SetSize is how many positions connect4.txt holds.
const connect4SetSize = 40

// TestRegenerateConnect4 writes connect4.txt: go test ./versus -run Regenerate -regenerate
func TestRegenerateConnect4(t *testing.T) {
	if !*regenerate {
		t.Skip("-regenerate not given")
	}
	s, err := c4.New(c4.Fastest, 1<<24)
	require.NoError(t, err)
	ps, err := GenerateConnect4(s, Connect4Seed, connect4SetSize)
	require.NoError(t, err)
	var b bytes.Buffer
	b.WriteString("# connect-4 positions of 8 to 14 stones (random play, seed 31), each column's outcome for the side to move\n")
	b.WriteString("# (+ win, = draw, - loss, . full), weakly solved by package c4: go test ./versus -run Regenerate -regenerate\n")
	require.NoError(t, WriteConnect4(&b, ps))
	require.NoError(t, os.WriteFile("connect4.txt", b.Bytes(), 0o644))
}
