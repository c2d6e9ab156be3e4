package web

import (
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/msg"
)

// The connect-4 solver's routes (package c4):
//
//	GET|POST /api/solve  position, weak, lang: the exact score of every column
//	GET|POST /api/lab    position, weak, lang: the refinements switched on one by one
//
// Each runs in the heavy lane (a heavy slot, or 429 at once: a solve may take
// seconds) and within Config.TimeLimitCap.

// solverTableEntries is the table of a web solver: about 5 MB (the command line's is
// 42 MB), plenty for the positions a page asks about.
const solverTableEntries = 1 << 20

// solveTimeLimit bounds /api/solve: an opening position (fewer than about 10 stones)
// takes the solver seconds to minutes without an opening book; the page then plays a
// depth-limited search instead of waiting.
const solveTimeLimit = 3 * time.Second

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
}

// solverRequest reads position and weak.
func (s *Server) solverRequest(c *gin.Context) (c4.Position, string, bool, error) {
	vals, err := s.values(c)
	if err != nil {
		return c4.Position{}, "", false, err
	}
	for k, vs := range vals {
		if !slices.Contains(solverParams, k) {
			return c4.Position{}, "", false, badRequest("web.unknown_param", "name", k, "known", solverParams)
		}
		if len(vs) != 1 {
			return c4.Position{}, "", false, badRequest("web.repeated", "name", k, "count", len(vs))
		}
	}
	text := strings.TrimSpace(vals.Get("position"))
	p, err := c4.Parse(text)
	if err != nil {
		return c4.Position{}, "", false, badInput(err)
	}
	weak := false
	switch strings.ToLower(vals.Get("weak")) {
	case "", "false", "0":
	case "true", "1":
		weak = true
	default:
		return c4.Position{}, "", false, badRequest("web.weak", "value", vals.Get("weak"))
	}
	return p, text, weak, nil
}

// solverError answers a solver that ran out of time or nodes: 422 (the position is
// too hard for the limit; the page then falls back to a depth-limited search), the
// limit named.
func solverError(err error) error {
	if c, ok := msg.Find(err); ok && errors.Is(err, c4.ErrStopped) {
		return &apiError{status: http.StatusUnprocessableEntity, err: c}
	}
	return badInput(err)
}

func (s *Server) solve(c *gin.Context) {
	p, text, weak, err := s.solverRequest(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	t, err := s.heavy.admit("", cost{solver: true}, cost{solver: true}) // seconds of search at most: the heavy lane
	if err != nil {
		s.fail(c, err)
		return
	}
	defer t.release()
	sv, err := c4.New(c4.All, solverTableEntries)
	if err != nil {
		s.fail(c, err)
		return
	}
	sv.SetLimits(0, min(s.cfg.TimeLimitCap, solveTimeLimit))
	start := time.Now()
	score, err := sv.Solve(p, weak)
	if err != nil {
		s.fail(c, solverError(err))
		return
	}
	cols, ok, err := sv.Analyze(p, weak)
	if err != nil {
		s.fail(c, solverError(err))
		return
	}
	took := time.Since(start)
	a := solveAnswer{Game: "connect4", Position: text, Weak: weak, Moves: p.NumMoves(),
		Score: &score, Scores: make([]*int, c4.Width), Nodes: sv.Nodes(),
		Micros: float64(took.Nanoseconds()) / 1e3}
	best := -1
	for _, col := range []int{3, 2, 4, 1, 5, 0, 6} { // ties: centre first
		if !ok[col] {
			continue
		}
		v := cols[col]
		a.Scores[col] = &v
		if best < 0 || v > cols[best] {
			best = col
		}
	}
	if best >= 0 {
		a.BestMove = string(rune('1' + best))
	}
	c.JSON(http.StatusOK, a)
}

func (s *Server) lab(c *gin.Context) {
	p, text, weak, err := s.solverRequest(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	t, err := s.heavy.admit("", cost{solver: true}, cost{solver: true}) // seconds of search at most: the heavy lane
	if err != nil {
		s.fail(c, err)
		return
	}
	defer t.release()
	perStep := s.cfg.TimeLimitCap / time.Duration(len(c4.LabSteps()))
	rows, err := c4.Lab(p, weak, solverTableEntries, labMaxNodes, perStep)
	if err != nil {
		s.fail(c, solverError(err))
		return
	}
	c.JSON(http.StatusOK, gin.H{"game": "connect4", "position": text, "weak": weak, "steps": rows})
}
