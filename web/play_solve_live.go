package web

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/lanes"
)

// Live solves: /api/solve answers every position, however early. The opening book
// answers at once; any other position is solved live, in the heavy lane:
//
//   - best=true (the perfect player's move): (*c4.Solver).BestMove only, the column the
//     player plays and its score, within playerLimit and playerMaxNodes; it waits in
//     the lane's queue before the solver view's solves (urgent).
//   - otherwise every column, centre first, within viewLimit and viewMaxNodes for the
//     whole answer; stream=true sends each column as it is solved (play_solve_stream.go).
//     Each column is admitted to the lane anew, so that a player's move waiting in the
//     queue goes between two columns of a long solve instead of after all seven.
//
// A solve that passes its limit is answered 422 with the limit named (c4.stopped_time,
// c4.stopped_nodes); a lane still full after Config.SolveWait, 429 with Retry-After.

const (
	// viewTimeFactor: the solver view's live solve may take this many times
	// Config.TimeLimitCap (30 s by default): an opening of 5 or 6 stones off the book
	// takes a single core 5 to 60 s (README). The server's write timeout (the
	// request's 15 s plus 30 s) bounds it too.
	viewTimeFactor = 6
	// viewMaxNodes bounds the whole answer's nodes (about 30 s of one core).
	viewMaxNodes = 200_000_000
	// playerTimeFactor: the perfect player's move may take twice Config.TimeLimitCap
	// (10 s): its positions off the book have 9 stones or more (the book holds its own
	// lines below), a second or two even on a loaded machine.
	playerTimeFactor = 2
	// playerMaxNodes bounds the player's move.
	playerMaxNodes = 50_000_000
)

// solveParams are the parameters /api/solve takes.
var solveParams = []string{"position", "weak", "best", "stream", "lang"}

// solveQuery is a /api/solve request: the position (and its text as sent), weak, and
// what to answer: best (the player's move only), stream (NDJSON, a line a column; it
// answers every column, best or not).
type solveQuery struct {
	p                  c4.Position
	text               string
	weak, best, stream bool
}

// solveRequest reads /api/solve's parameters.
func (s *Server) solveRequest(c *gin.Context) (solveQuery, error) {
	p, text, weak, err := s.solverRequest(c, solveParams)
	if err != nil {
		return solveQuery{}, err
	}
	q := solveQuery{p: p, text: text, weak: weak}
	for _, f := range []struct {
		name string
		v    *bool
	}{{"best", &q.best}, {"stream", &q.stream}} {
		switch v := c.Request.Form.Get(f.name); strings.ToLower(v) {
		case "", "false", "0":
		case "true", "1":
			*f.v = true
		default:
			return solveQuery{}, apierr.BadRequest("web.solve_flag", "name", f.name, "value", v)
		}
	}
	return q, nil
}

// viewLimit is the time a whole answer of every column may take (within the server's
// write timeout, Config.RequestTimeout plus 30 s: 5 s to spare), playerLimit the
// perfect player's move.
func (s *Server) viewLimit() time.Duration {
	return min(viewTimeFactor*s.cfg.TimeLimitCap, s.cfg.RequestTimeout+25*time.Second)
}
func (s *Server) playerLimit() time.Duration { return playerTimeFactor * s.cfg.TimeLimitCap }

// liveSolver is a web solver (solverRefinements, its own table).
func liveSolver() (*c4.Solver, error) { return c4.New(solverRefinements, solverTableEntries) }

// solverCost is a live solve's cost in the heavy lane.
var solverCost = lanes.Cost{Solver: true}

// solveBest answers the perfect player's move: BestMove, in the heavy lane (waiting
// there first of all), within the player's limits.
func (s *Server) solveBest(c *gin.Context, q solveQuery, a *solveAnswer) error {
	t, err := s.heavy.AdmitWait(c.Request.Context(), s.cfg.SolveWait, true, "", solverCost, solverCost)
	if err != nil {
		return err
	}
	defer t.Release()
	sv, err := liveSolver()
	if err != nil {
		return err
	}
	sv.SetThreads(s.liveThreads())
	sv.SetLimits(playerMaxNodes, s.playerLimit())
	sv.SetCancel(c.Request.Context().Done()) // a page gone stops its solve
	col, score, err := sv.BestMove(q.p, q.weak)
	a.Nodes = sv.Nodes()
	if err != nil {
		return solverError(err)
	}
	a.Scores, a.OnlyBest = nil, true
	a.Score = &score
	a.BestMove = string(rune('1' + col))
	return nil
}

// liveColumns solves every playable column of q's position, centre first (the
// solver's own order, the most often best first), on one
// solver (its table kept from column to column), each column admitted to the heavy
// lane anew, until deadline and within viewMaxNodes; done, when given, is told each
// column as it is solved (the nodes so far). ctx ends the waits.
func (s *Server) liveColumns(ctx context.Context, q solveQuery, deadline time.Time, done func(col, score int, nodes int64)) (cols [c4.Width]int, ok [c4.Width]bool, nodes int64, err error) {
	sv, err := liveSolver()
	if err != nil {
		return cols, ok, 0, err
	}
	p := q.p
	for _, col := range c4.ColumnOrder() {
		if !p.CanPlay(col) {
			continue
		}
		if time.Until(deadline) <= 0 {
			return cols, ok, sv.Nodes(), s.viewStopped()
		}
		score, err := s.liveColumn(ctx, sv, p, col, q.weak, deadline)
		if err != nil {
			return cols, ok, sv.Nodes(), err
		}
		cols[col], ok[col] = score, true
		if done != nil {
			done(col, score, sv.Nodes())
		}
	}
	return cols, ok, sv.Nodes(), nil
}

// liveColumn solves the position after col, in the heavy lane, until deadline and
// within what is left of viewMaxNodes (the solver's nodes add up): its score for the
// side to move at p.
func (s *Server) liveColumn(ctx context.Context, sv *c4.Solver, p c4.Position, col int, weak bool, deadline time.Time) (int, error) {
	if p.IsWinningMove(col) {
		return sv.SolveColumn(p, col, weak) // no search: no slot to wait for
	}
	t, err := s.heavy.AdmitWait(ctx, min(s.cfg.SolveWait, time.Until(deadline)), false, "", solverCost, solverCost)
	if errors.Is(err, apierr.Cancelled) && errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return 0, s.viewStopped() // waited in the queue past the answer's deadline
	}
	if err != nil {
		return 0, err
	}
	defer t.Release()
	left := time.Until(deadline)
	if left <= 0 {
		return 0, s.viewStopped()
	}
	sv.SetThreads(s.liveThreads())
	sv.SetLimits(viewMaxNodes, left)
	sv.SetCancel(ctx.Done()) // a page gone stops its solve
	score, err := sv.SolveColumn(p, col, weak)
	if err != nil {
		if c, ok := msg.Find(err); ok && (c.Code() == "c4.stopped_time" ||
			c.Code() == "c4.stopped_cancel" && errors.Is(ctx.Err(), context.DeadlineExceeded)) {
			return 0, s.viewStopped() // the whole answer's limit (its deadline ends ctx too), not the column's rest of it
		}
		return 0, solverError(err)
	}
	return score, nil
}

// viewStopped is the answer of a solve of every column past its time: 422, the
// whole answer's limit named.
func (s *Server) viewStopped() error {
	return &apierr.Error{Status: http.StatusUnprocessableEntity, Err: msg.New("c4.stopped_time", "limit", s.viewLimit().String())}
}
