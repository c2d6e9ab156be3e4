package versus

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// Limits of a sweep.
const (
	// MaxBudget is the largest node budget of a sweep.
	MaxBudget = 1_000_000
	// MaxPositions is the most positions a sweep may take.
	MaxPositions = 1000
	// maxBudgets is the most budgets of one sweep.
	maxBudgets = 12
)

// DefaultBudgets are the budgets of a sweep that names none.
var DefaultBudgets = []int{100, 300, 1000, 3000, 10000}

// The algorithms of a sweep's rows.
const (
	AlgoMCTS      = "mcts"
	AlgoAlphaBeta = "alphabeta"
)

// SweepSpec is a budget sweep.
type SweepSpec struct {
	Game    string
	Budgets []int
	// Seed draws tic-tac-toe's positions and seeds MCTS (position i: Seed+i).
	Seed int64
	// Positions is how many positions (connect-4: at most the kept set's).
	Positions int
}

// SweepRow is one algorithm at one budget: how many of the positions it played an
// optimal move in.
type SweepRow struct {
	Game      string  `json:"game"`
	Budget    int     `json:"budget"`
	Algo      string  `json:"algo"`
	Positions int     `json:"positions"`
	Optimal   int     `json:"optimal"`
	Share     float64 `json:"share"`      // Optimal/Positions
	MeanNodes float64 `json:"mean_nodes"` // the searches' nodes, on average
	TimeMS    float64 `json:"time_ms"`    // all the row's searches
}

// ParseBudgets reads a list of budgets such as "100,1000,10000" (coded
// versus.budgets, versus.budget_range).
func ParseBudgets(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(strings.ReplaceAll(f, "_", ""))
		n, err := strconv.Atoi(f)
		if err != nil {
			return nil, msg.New("versus.budgets", "value", s)
		}
		if n < 1 || n > MaxBudget {
			return nil, msg.New("versus.budget_range", "value", n, "max", MaxBudget)
		}
		out = append(out, n)
	}
	if len(out) > maxBudgets {
		return nil, msg.New("versus.budgets", "value", s)
	}
	return out, nil
}

// Check checks the spec (coded errors).
func (sp *SweepSpec) Check() error {
	if err := CheckGame(sp.Game); err != nil {
		return err
	}
	if len(sp.Budgets) == 0 || len(sp.Budgets) > maxBudgets {
		return msg.New("versus.budgets", "value", "")
	}
	for _, b := range sp.Budgets {
		if b < 1 || b > MaxBudget {
			return msg.New("versus.budget_range", "value", b, "max", MaxBudget)
		}
	}
	if sp.Positions < 1 || sp.Positions > MaxPositions {
		return msg.New("versus.positions", "value", sp.Positions, "max", MaxPositions)
	}
	return nil
}

// Work is about how many nodes the sweep makes: both algorithms, every budget, every
// position.
func (sp *SweepSpec) Work() int64 {
	var sum int64
	for _, b := range sp.Budgets {
		sum += 2 * int64(b)
	}
	return sum * int64(sp.Positions)
}

// Sweep runs the sweep: for each budget in order, MCTS's row then alpha-beta's, each
// given to each (if not nil) as it is done.
func Sweep(ctx context.Context, sp SweepSpec, each func(SweepRow) error) ([]SweepRow, error) {
	if err := sp.Check(); err != nil {
		return nil, err
	}
	ps, err := Positions(ctx, sp.Game, sp.Seed, sp.Positions)
	if err != nil {
		return nil, err
	}
	gs := make([]games.Game, len(ps))
	for i := range ps {
		if gs[i], err = ps[i].NewGame(); err != nil {
			return nil, err
		}
	}
	var rows []SweepRow
	for _, b := range sp.Budgets {
		for _, algo := range Algos {
			r := SweepRow{Game: sp.Game, Budget: b, Algo: algo, Positions: len(ps)}
			var nodes int64
			start := time.Now()
			for i := range ps {
				t, err := trace.SearchContext(ctx, gs[i], sweepOptions(algo, b, sp.Seed+int64(i)))
				if err != nil {
					return rows, err
				}
				if err := ctx.Err(); err != nil {
					return rows, err
				}
				nodes += t.Stats.Nodes
				if ps[i].Optimal(t.BestMove) {
					r.Optimal++
				}
			}
			r.TimeMS = float64(time.Since(start).Microseconds()) / 1e3
			if len(ps) > 0 {
				r.Share = float64(r.Optimal) / float64(len(ps))
				r.MeanNodes = float64(nodes) / float64(len(ps))
			}
			rows = append(rows, r)
			if each != nil {
				if err := each(r); err != nil {
					return rows, err
				}
			}
		}
	}
	return rows, nil
}

// sweepOptions are the options of one search of the sweep (see the package doc).
func sweepOptions(algo string, budget int, seed int64) trace.Options {
	if algo == AlgoMCTS {
		return trace.Options{Algorithm: trace.MCTS, Iterations: budget, Seed: seed} // seed 0: trace's 1
	}
	return trace.Options{Algorithm: trace.AlphaBeta, Iterative: true, Order: true, MaxNodes: int64(budget)}
}

// Algos are the algorithms of a sweep's rows, in order.
var Algos = []string{AlgoMCTS, AlgoAlphaBeta}
