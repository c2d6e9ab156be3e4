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
)

// The connect-4 solver's routes (package c4):
//
//	GET|POST /api/solve  position, weak, best, stream, lang: the exact score of every
//	                     column (the book's, else a live solve: play_solve_live.go)
//	GET|POST /api/lab    position, weak, lang: the refinements switched on one by one
//
// A live solve and the lab run in the heavy lane, waiting there a few seconds
// (Config.SolveWait) for a slot rather than being refused at once.

// solverTableEntries is the table of a web solver: about 8 MB (the command line's is
// 64 MB), plenty for the positions a page asks about.
const solverTableEntries = 1 << 20

// solverRefinements is the web solver: every technique (lazy SMP's second core is
// used only when the machine is otherwise idle: liveThreads).
var solverRefinements = c4.Fastest

// labMaxNodes bounds each step of the lab, whose first steps (plain negamax) would
// otherwise run for hours on a middle-game position.
const labMaxNodes = 20_000_000

// solverParams are the parameters the lab takes; /api/solve takes solveParams.
var solverParams = []string{"position", "weak", "lang"}

// solveAnswer is /api/solve's JSON: the score of the position and of each column
// (null for a full column, all null once the game is over), for the side to move.
// With best (a live solve of the perfect player's move only) scores is null and
// only_best true: the best column and its score are proven, the others not solved.
type solveAnswer struct {
	Game     string  `json:"game"`
	Position string  `json:"position"`
	Weak     bool    `json:"weak"`
	Moves    int     `json:"moves"`
	Score    *int    `json:"score"`
	Scores   []*int  `json:"scores"`
	BestMove string  `json:"best_move"`
	OnlyBest bool    `json:"only_best"`
	Nodes    int64   `json:"nodes"`
	Micros   float64 `json:"us"`
	Book     bool    `json:"book"` // the scores are the opening book's
}

// solverRequest reads position and weak, the parameters known only.
func (s *Server) solverRequest(c *gin.Context, known []string) (c4.Position, string, bool, error) {
	vals, err := form.Values(c, s.cfg.MaxBody)
	if err != nil {
		return c4.Position{}, "", false, err
	}
	for k, vs := range vals {
		if !slices.Contains(known, k) {
			return c4.Position{}, "", false, apierr.BadRequest("web.unknown_param", "name", k, "known", known)
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
	q, err := s.solveRequest(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	a := solveAnswer{Game: "connect4", Position: q.text, Weak: q.weak, Moves: q.p.NumMoves(), Scores: make([]*int, c4.Width)}
	start := time.Now()
	book := c4.EmbeddedBook()
	cols, ok, found := book.Lookup(q.p)
	switch {
	case found:
		a.Book = true
		if q.weak {
			for c := range cols {
				cols[c] = cmp.Compare(cols[c], 0)
			}
		}
	case q.p.Over():
	case q.stream:
		s.solveStream(c, q, &a, start) // play_solve_stream.go
		return
	case q.best:
		if err := s.solveBest(c, q, &a); err != nil {
			s.fail(c, err)
			return
		}
		a.Micros = float64(time.Since(start).Nanoseconds()) / 1e3
		c.JSON(http.StatusOK, a)
		return
	default:
		deadline := start.Add(s.viewLimit())
		ctx, cancel := streamCtx(c, deadline) // the answer's own deadline, as a stream's
		defer cancel()
		if cols, ok, a.Nodes, err = s.liveColumns(ctx, q, deadline, nil); err != nil {
			s.fail(c, err)
			return
		}
	}
	a.Micros = float64(time.Since(start).Nanoseconds()) / 1e3
	s.answerColumns(&a, q.p, cols, ok)
	if q.stream {
		newNDJSON(c).line(a)
		return
	}
	c.JSON(http.StatusOK, a)
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
