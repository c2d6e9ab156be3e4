package web

import (
	"cmp"
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/form"
	"github.com/gametree/gametree/web/lanes"
)

// The connect-4 solver's routes (package c4):
//
//	GET|POST /api/solve  position, weak, lang: the exact score of every column
//	GET|POST /api/lab    position, weak, lang: the refinements switched on one by one
//
// Each runs in the heavy lane (a heavy slot, or 429 at once: a solve may take
// seconds) and within Config.TimeLimitCap.

// solverTableEntries is the table of a web solver: about 8 MB (the command line's is
// 64 MB), plenty for the positions a page asks about.
const solverTableEntries = 1 << 20

// solveTimeLimit bounds /api/solve's own search, a safety net: the positions of fewer
// than c4.LiveStones stones are answered from the opening book or refused at once (the
// solver would take seconds to minutes), and the others take the solver about a
// second at most. The page plays a depth-limited search, marked "not proven", when
// the route refuses.
const solveTimeLimit = 2 * time.Second

// solverRefinements is the web solver: every technique but lazy SMP, so that one
// request takes one core and a class's requests share the machine.
var solverRefinements = func() c4.Refinements {
	r := c4.Fastest
	r.LazySMP = false
	return r
}()

// labMaxNodes bounds each step of the lab, whose first steps (plain negamax) would
// otherwise run for hours on a middle-game position.
const labMaxNodes = 20_000_000

// solverParams are the parameters the solver routes take.
var solverParams = []string{"position", "weak", "lang"}

// solveAnswer is /api/solve's JSON: the score of the position and of each column
// (null for a full column, all null once the game is over), for the side to move.
type solveAnswer struct {
	Game     string  `json:"game"`
	Position string  `json:"position"`
	Weak     bool    `json:"weak"`
	Moves    int     `json:"moves"`
	Score    *int    `json:"score"`
	Scores   []*int  `json:"scores"`
	BestMove string  `json:"best_move"`
	Nodes    int64   `json:"nodes"`
	Micros   float64 `json:"us"`
	Book     bool    `json:"book"` // the scores are the opening book's
}

// solverRequest reads position and weak.
func (s *Server) solverRequest(c *gin.Context) (c4.Position, string, bool, error) {
	vals, err := form.Values(c, s.cfg.MaxBody)
	if err != nil {
		return c4.Position{}, "", false, err
	}
	for k, vs := range vals {
		if !slices.Contains(solverParams, k) {
			return c4.Position{}, "", false, apierr.BadRequest("web.unknown_param", "name", k, "known", solverParams)
		}
		if len(vs) != 1 {
			return c4.Position{}, "", false, apierr.BadRequest("web.repeated", "name", k, "count", len(vs))
		}
	}
	text := strings.TrimSpace(vals.Get("position"))
	p, err := c4.Parse(text)
	if err != nil {
		return c4.Position{}, "", false, apierr.Input(err)
	}
	weak := false
	switch strings.ToLower(vals.Get("weak")) {
	case "", "false", "0":
	case "true", "1":
		weak = true
	default:
		return c4.Position{}, "", false, apierr.BadRequest("web.weak", "value", vals.Get("weak"))
	}
	return p, text, weak, nil
}

// solverError answers a solver that ran out of time or nodes: 422 (the position is
// too hard for the limit; the page then falls back to a depth-limited search), the
// limit named.
func solverError(err error) error {
	if c, ok := msg.Find(err); ok && errors.Is(err, c4.ErrStopped) {
		return &apierr.Error{Status: http.StatusUnprocessableEntity, Err: c}
	}
	return apierr.Input(err)
}

func (s *Server) solve(c *gin.Context) {
	p, text, weak, err := s.solverRequest(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	a := solveAnswer{Game: "connect4", Position: text, Weak: weak, Moves: p.NumMoves(), Scores: make([]*int, c4.Width)}
	start := time.Now()
	book := c4.EmbeddedBook()
	cols, ok, found := book.Lookup(p)
	switch {
	case found:
		a.Book = true
		if weak {
			for c := range cols {
				cols[c] = cmp.Compare(cols[c], 0)
			}
		}
	case p.NumMoves() < c4.LiveStones && !p.Over():
		// An opening position off the book: a solve would not finish in time.
		s.fail(c, &apierr.Error{Status: http.StatusUnprocessableEntity, Err: msg.New("c4.not_in_book", "stones", c4.LiveStones)})
		return
	default:
		if cols, ok, a.Nodes, err = s.solveLive(c, p, weak); err != nil {
			s.fail(c, err)
			return
		}
	}
	a.Micros = float64(time.Since(start).Nanoseconds()) / 1e3
	s.answerColumns(&a, p, cols, ok)
	c.JSON(http.StatusOK, a)
}

// solveLive solves every column of p with the solver, in the heavy lane (a heavy slot,
// or 429 at once: a solve may take a second or two) and within the time limit; an
// answer from the book takes no slot.
func (s *Server) solveLive(c *gin.Context, p c4.Position, weak bool) (cols [c4.Width]int, ok [c4.Width]bool, nodes int64, err error) {
	t, err := s.heavy.Admit("", lanes.Cost{Solver: true}, lanes.Cost{Solver: true})
	if err != nil {
		return cols, ok, 0, err
	}
	defer t.Release()
	sv, err := c4.New(solverRefinements, solverTableEntries)
	if err != nil {
		return cols, ok, 0, err
	}
	sv.SetLimits(0, min(s.cfg.TimeLimitCap, solveTimeLimit))
	cols, ok, err = sv.Analyze(p, weak)
	if err != nil {
		return cols, ok, sv.Nodes(), solverError(err)
	}
	return cols, ok, sv.Nodes(), nil
}

// answerColumns fills the answer's scores, the position's score (the best column's)
// and the column the perfect player plays (c4.BestColumn, the book's choice).
func (s *Server) answerColumns(a *solveAnswer, p c4.Position, cols [c4.Width]int, ok [c4.Width]bool) {
	best := c4.BestColumn(p, cols, ok)
	for col := range c4.Width {
		if ok[col] {
			v := cols[col]
			a.Scores[col] = &v
		}
	}
	if best < 0 {
		// the game is over: its score as the solver gives it
		v, _ := p.FinalScore()
		if a.Weak {
			v = cmp.Compare(v, 0)
		}
		a.Score = &v
		return
	}
	v := cols[best]
	a.Score = &v
	a.BestMove = string(rune('1' + best))
}
