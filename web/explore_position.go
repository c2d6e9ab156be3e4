package web

import (
	"context"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/apierr"
)

// positionInfo is the answer of /api/position.
type positionInfo struct {
	Game     string `json:"game"`
	Position string `json:"position"`
	// Root is who a search of this position has at its root: "min" only for an
	// explicit tree's node where MIN moves (pass it as the root parameter).
	Root string `json:"root"`
	// ToMove is the side to move: "X" or "O" (tic-tac-toe, connect-4), "max" or "min"
	// (trees); empty for stones.
	ToMove string   `json:"to_move,omitempty"`
	Board  []string `json:"board,omitempty"`
	Moves  []string `json:"moves"`
	Ply    int      `json:"ply"`
	Over   bool     `json:"over"`
	// Score is the finished game's score for the side to move (0 a draw, negative a
	// loss: the last mover won); Winner is "X", "O" or "draw" for the board games.
	Score  *int   `json:"score,omitempty"`
	Winner string `json:"winner,omitempty"`
	// Value is a tree leaf's value as written (MAX's point of view).
	Value *int `json:"value,omitempty"`
}

func (s *Server) position(c *gin.Context) {
	req, err := s.parse(c, routePosition)
	if err != nil {
		s.fail(c, err)
		return
	}
	p := &req.p
	g, err := positionGame(c.Request.Context(), s.makers, p)
	if err != nil {
		s.fail(c, apierr.Input(err))
		return
	}
	for i, name := range req.moves {
		m, legal, ok := findMove(g, name)
		if !ok {
			if len(legal) == 0 {
				s.fail(c, apierr.BadRequest("web.move_over", "n", i+1, "move", name))
			} else {
				s.fail(c, apierr.BadRequest("web.move_illegal", "n", i+1, "move", name, "legal", legal))
			}
			return
		}
		g.Play(m)
	}
	info := positionInfo{Game: p.Game, Position: g.Position(), Root: "max", Ply: len(req.moves), Moves: []string{}}
	for _, m := range g.Moves(nil) {
		info.Moves = append(info.Moves, g.MoveName(m))
	}
	if d, ok := g.(games.Drawable); ok && p.Game != "stones" {
		info.Board = d.Board()
	}
	over, score := g.Result()
	if err := gameError(g); err != nil { // a student's game that failed
		s.fail(c, apierr.Input(err))
		return
	}
	info.Over = over
	type currentSide interface{ CurrentIsMax() bool }
	switch t := g.(type) {
	case currentSide:
		info.ToMove = "max"
		if !t.CurrentIsMax() {
			info.Root, info.ToMove = "min", "min"
		}
		if over {
			v := score
			if !t.CurrentIsMax() {
				v = -score
			}
			info.Value = &v
		}
	case *games.TicTacToe:
		info.ToMove = side(t.XToMove())
	case *games.Connect4:
		info.ToMove = side(t.NumMoves()%2 == 0)
	case *lab.Game: // a student's game: X the first player, O the second
		info.ToMove = side(t.Ply()%2 == 0)
	}
	if over {
		info.Score = &score
		if info.ToMove == "X" || info.ToMove == "O" {
			switch {
			case score == 0:
				info.Winner = "draw"
			case score < 0:
				info.Winner = side(info.ToMove == "O") // the last mover
			default:
				info.Winner = info.ToMove
			}
		}
	}
	c.JSON(http.StatusOK, info)
}

func side(x bool) string {
	if x {
		return "X"
	}
	return "O"
}

// findMove finds a legal move by name (exactly, or else ignoring case), or as the
// game reads it (games.MoveParser: the stones game takes "take 2", "2" or "-2").
func findMove(g games.Game, name string) (games.Move, []string, bool) {
	moves := g.Moves(nil)
	names := make([]string, len(moves))
	for i, m := range moves {
		names[i] = g.MoveName(m)
		if names[i] == name {
			return m, names, true
		}
	}
	if mp, ok := g.(games.MoveParser); ok && len(moves) > 0 {
		if m, ok := mp.ParseMove(name); ok {
			return m, names, true
		}
	}
	for i, m := range moves {
		if strings.EqualFold(names[i], name) {
			return m, names, true
		}
	}
	return 0, names, false
}

// positionGame is the game at a problem's position for /api/position: a student's game
// (game=lab:HASH) played by its code in the sandbox, or a built-in game; a student's
// evaluation (eval=lab:HASH) does not change where the pieces are, so its board game
// is the built-in one.
func positionGame(ctx context.Context, mk trace.Makers, p *trace.Params) (games.Game, error) {
	if strings.HasPrefix(p.Game, trace.ExternalPrefix) {
		tg, err := mk.NewGame(ctx, p)
		if err != nil {
			return nil, err
		}
		g, ok := tg.(games.Game)
		if !ok {
			return nil, msg.New("game.not_searchable", "game", p.Game)
		}
		return g, nil
	}
	eval := p.Eval
	if strings.HasPrefix(eval, trace.ExternalPrefix) {
		eval = ""
	}
	return games.New(p.Game, p.Position, games.Options{RootMin: p.RootMin, Takes: p.Takes, Eval: eval})
}

// gameError is the error a student's game met while it was played (nil for the
// built-in games, which cannot fail).
func gameError(g games.Game) error {
	if f, ok := g.(interface{ Err() error }); ok {
		return f.Err()
	}
	return nil
}
