package web

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/apierr"
)

// The exact value of each of the root's moves, beside which the explore page charts
// Monte Carlo tree search's estimates (web/static/js/mcts-chart.js): /api/exact takes
// the parameters of /api/trace (of an mcts search, whose own are ignored) and answers
// each root move's minimax value from MAX's point of view, on the scale of mcts's
// rollout results: a game's plain score (+1 win, 0 draw, -1 loss), a tree's leaf
// value; chance nodes by their expectation. It searches the position once with
// minimax (expectiminimax under chance) and a transposition table, within
// exactNodeBudget nodes: a bigger position answers "available": false. Connect-4's
// exact scores are the solver's (/api/solve): the page asks it.

// exactNodeBudget bounds the exact search: tic-tac-toe's empty board (about 5,500
// positions with the table) and the stones and trees the page offers fit.
const exactNodeBudget = 200_000

// /api/exact's route (routeExact) takes the search parameters and the language.
func init() { addRouteExtras(routeExact, []string{"lang", "form", "record", "pass"}) }

// exactAnswer is /api/exact's answer.
type exactAnswer struct {
	Available bool        `json:"available"`
	Moves     []exactMove `json:"moves"`
	Nodes     int64       `json:"nodes"`
}

// exactMove is one root move: its name and its exact value (MAX's view).
type exactMove struct {
	Move  string  `json:"move"`
	Value float64 `json:"value"`
	Text  string  `json:"text"`
}

func (s *Server) exact(c *gin.Context) {
	req, err := s.parse(c, routeExact)
	if err != nil {
		s.fail(c, err)
		return
	}
	ans, err := s.exactValues(c, &req.p)
	if err != nil {
		s.fail(c, err)
		return
	}
	c.JSON(http.StatusOK, ans)
}

// exactParams is the problem p searched exactly: minimax (expectiminimax under
// chance) to the end with the table and plain scores, recorded, within the budget.
func exactParams(p trace.Params, chance bool) trace.Params {
	q := p
	o := trace.Options{Algorithm: trace.Minimax, TT: trace.TTBounds, PlainScores: true, Record: true, MaxNodes: exactNodeBudget}
	if chance {
		o.Algorithm, o.TT = trace.Expectiminimax, trace.TTOff
	}
	o.TimeLimit = p.Options.TimeLimit
	q.Options = o
	q.Solver = false
	return q
}

// exactValues searches p's position exactly and reads its root's children.
func (s *Server) exactValues(c *gin.Context, p *trace.Params) (*exactAnswer, error) {
	ans := &exactAnswer{Moves: []exactMove{}}
	if p.IsExternal() || p.Game == "connect4" {
		return ans, nil // a student's game: not searched here; connect-4: the solver's
	}
	ctx := c.Request.Context()
	if err := s.slots.Acquire(ctx); err != nil {
		return nil, err
	}
	defer s.slots.Release()
	q := exactParams(*p, false)
	t, err := s.makers.Search(ctx, &q)
	if err != nil {
		// a game with chance refuses minimax: expectiminimax is its exact search
		q = exactParams(*p, true)
		if t, err = s.makers.Search(ctx, &q); err != nil {
			if ctx.Err() != nil {
				return nil, apierr.Cancelled
			}
			return nil, apierr.Input(err)
		}
	}
	ans.Nodes = t.Stats.Nodes
	if !t.Complete {
		return ans, nil
	}
	names := t.Names()
	for id := int32(1); int(id) < t.NodeCount(); id++ {
		if t.Parent(id) != 0 {
			continue
		}
		n := t.Node(id)
		if !n.HasValue {
			return &exactAnswer{Moves: []exactMove{}, Nodes: ans.Nodes}, nil
		}
		ans.Moves = append(ans.Moves, exactMove{Move: names.Move(id), Value: t.Unscaled(n.Value), Text: t.Format(n.Value)})
	}
	ans.Available = len(ans.Moves) > 0
	return ans, nil
}
