package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/gametree/gametree/c4"
)

// solveAnswer is what playload reads of /api/solve's answer.
type solveAnswer struct {
	Score    *int   `json:"score"`
	BestMove string `json:"best_move"`
	Book     bool   `json:"book"`
	Nodes    int64  `json:"nodes"`
}

// move is one move of the player: the position, the column and score the server
// gave, how long the answer took and where it came from.
type move struct {
	moves   string
	col     int // 0-based
	score   int
	book    bool
	nodes   int64
	took    time.Duration
	status  int  // the answer's HTTP status (the last one, after any retry)
	refused int  // answers that were not a column (429, 422, ...) before this one
	proven  bool // the column came from the server
}

// player plays the games and keeps the player's moves.
type player struct {
	c      *config
	client *http.Client
	local  *c4.Solver // the perfect opponent's and the fallback's solver
	played []move
}

func newPlayer(c *config) *player {
	r := c4.Fastest
	r.LazySMP = false
	s, err := c4.New(r, 1<<20)
	if err != nil {
		panic(err) // Fastest is valid
	}
	return &player{c: c, client: &http.Client{Timeout: c.timeout}, local: s}
}

// play plays game g to its end and returns its moves.
func (pl *player) play(ctx context.Context, g game) (string, error) {
	rng := rand.New(rand.NewPCG(g.seed, 30))
	var p c4.Position
	moves := ""
	playerParity := 1
	if g.playerFirst {
		playerParity = 0
	}
	for !p.Over() {
		var col int
		if p.Moves%2 == playerParity {
			m, err := pl.ask(ctx, moves)
			if err != nil {
				return moves, err
			}
			if !m.proven {
				if m.col, m.score, err = pl.local.BestMove(p, false); err != nil {
					return moves, err
				}
			}
			pl.played = append(pl.played, m)
			col = m.col
		} else {
			var err error
			if col, err = pl.opponent(g.opponent, p, rng); err != nil {
				return moves, err
			}
		}
		if col < 0 || col >= c4.Width || !p.CanPlay(col) {
			return moves, fmt.Errorf("%s: column %d is not playable", moves, col+1)
		}
		p.Play(col)
		moves += string(rune('1' + col))
	}
	return moves, nil
}

// opponent is the opponent's column.
func (pl *player) opponent(kind string, p c4.Position, rng *rand.Rand) (int, error) {
	if kind == "random" || (kind == "mixed" && p.Moves < c4.LiveStones) {
		var cols []int
		for c := range c4.Width {
			if p.CanPlay(c) {
				cols = append(cols, c)
			}
		}
		return cols[rng.IntN(len(cols))], nil
	}
	if scores, ok, found := c4.EmbeddedBook().Lookup(p); found {
		return c4.BestColumn(p, scores, ok), nil
	}
	pl.local.Reset()
	col, _, err := pl.local.BestMove(p, false)
	return col, err
}

// ask asks the server for the player's column at moves; a refusal (any answer
// without a column) is counted and asked again after Retry-After (1 s without it),
// up to 3 times, then the move is unproven.
func (pl *player) ask(ctx context.Context, moves string) (move, error) {
	m := move{moves: moves}
	q := url.Values{"position": {moves}}
	if pl.c.best {
		q.Set("best", "true")
	}
	for try := 0; ; try++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, pl.c.base+"/api/solve?"+q.Encode(), nil)
		if err != nil {
			return m, err
		}
		start := time.Now()
		resp, err := pl.client.Do(req)
		if err != nil {
			return m, err
		}
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		m.took, m.status = time.Since(start), resp.StatusCode
		if err != nil {
			return m, err
		}
		if resp.StatusCode == http.StatusOK {
			var a solveAnswer
			if err := json.Unmarshal(body, &a); err != nil {
				return m, fmt.Errorf("%s: %v", moves, err)
			}
			if len(a.BestMove) != 1 || a.Score == nil {
				return m, fmt.Errorf("%s: no best move in %s", moves, body)
			}
			m.col, m.score, m.book, m.nodes, m.proven = int(a.BestMove[0]-'1'), *a.Score, a.Book, a.Nodes, true
			return m, nil
		}
		m.refused++
		if try == 2 || resp.StatusCode != http.StatusTooManyRequests {
			return m, nil
		}
		wait := time.Second
		if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && s > 0 {
			wait = time.Duration(s) * time.Second
		}
		select {
		case <-ctx.Done():
			return m, ctx.Err()
		case <-time.After(wait):
		}
	}
}
