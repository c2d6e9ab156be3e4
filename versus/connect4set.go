package versus

import (
	"bufio"
	_ "embed"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"sync"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/games"
)

// connect4Set is the kept set of connect-4 positions: a line per position, its moves
// from the empty board ("4453…") and the outcome of each column 1 to 7 for the side to
// move ('+' a win, '=' a draw, '-' a loss, '.' a full column), made by GenerateConnect4.
//
//go:embed connect4.txt
var connect4Set string

// Connect4Seed is the seed the kept set was made with.
const Connect4Seed = 31

var connect4Positions = sync.OnceValue(func() []Position {
	ps, err := ReadConnect4(strings.NewReader(connect4Set))
	if err != nil {
		panic("versus: connect4.txt: " + err.Error())
	}
	return ps
})

// Connect4Positions are the kept connect-4 positions (8 to 14 stones, some column
// optimal and some not), solved by package c4.
func Connect4Positions() []Position { return connect4Positions() }

var outcomeChars = map[byte]int{'+': Win, '=': Draw, '-': Loss}

// ReadConnect4 reads positions in connect4.txt's form ('#' starts a comment line).
func ReadConnect4(r io.Reader) ([]Position, error) {
	var out []Position
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		f := strings.Fields(text)
		if len(f) != 2 || len(f[1]) != c4.Width {
			return nil, fmt.Errorf("line %d: want moves and 7 outcomes", line)
		}
		if _, err := games.ParseConnect4(f[0], games.Options{}); err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		p := Position{Game: Connect4, Position: f[0]}
		for col := range c4.Width {
			if f[1][col] == '.' {
				continue
			}
			o, ok := outcomeChars[f[1][col]]
			if !ok {
				return nil, fmt.Errorf("line %d: outcome %q", line, f[1][col])
			}
			p.Moves = append(p.Moves, string(rune('1'+col)))
			p.Outcomes = append(p.Outcomes, o)
		}
		out = append(out, p)
	}
	return out, sc.Err()
}

// WriteConnect4 writes positions in connect4.txt's form.
func WriteConnect4(w io.Writer, ps []Position) error {
	for _, p := range ps {
		cols := []byte(".......")
		for i, m := range p.Moves {
			cols[m[0]-'1'] = "-=+"[p.Outcomes[i]+1]
		}
		if _, err := fmt.Fprintf(w, "%s %s\n", p.Position, cols); err != nil {
			return err
		}
	}
	return nil
}

// GenerateConnect4 makes n connect-4 positions of 8 to 14 stones reached by random
// play seeded by seed, each once, where some column is optimal and some is not, every
// column weakly solved by s (a win, a draw or a loss).
func GenerateConnect4(s *c4.Solver, seed int64, n int) ([]Position, error) {
	rng := rand.New(rand.NewPCG(uint64(seed), 0x6334)) // "c4"
	seen := map[string]bool{}
	var out []Position
	for len(out) < n {
		g := games.NewConnect4()
		if !randomPlay(g, 8+rng.IntN(7), rng) || seen[g.Position()] {
			continue
		}
		seen[g.Position()] = true
		scores, ok, err := s.Analyze(c4.Position{Board: g.Bitboard()}, true)
		if err != nil {
			return nil, err
		}
		p := Position{Game: Connect4, Position: g.Position()}
		for col := range c4.Width {
			if ok[col] {
				p.Moves = append(p.Moves, string(rune('1'+col)))
				p.Outcomes = append(p.Outcomes, sign(scores[col]))
			}
		}
		if p.telling() {
			out = append(out, p)
		}
	}
	return out, nil
}

func sign(v int) int {
	switch {
	case v > 0:
		return Win
	case v < 0:
		return Loss
	}
	return Draw
}
