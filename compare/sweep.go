package compare

import (
	"context"
	"strconv"
	"strings"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// Limits of a sweep.
const (
	MaxSweepDepth = games.MaxRandomDepth
	MaxTrees      = 10_000
	DefaultTrees  = 200
)

// Orderings of a random tree's children (games.RandomTree).
var Orderings = []string{"best", "random", "worst"}

// SweepSpec describes a sweep over depth.
type SweepSpec struct {
	// Problem is the game and the base options. For "tree" the sweep draws uniform
	// random trees (Branching, Ordering, Trees, Seed) and Problem.Position must be
	// empty; for a game it searches Problem's position once per depth with that depth
	// limit.
	Problem  Problem
	From, To int // the depths, From ≤ To
	// Branching, Ordering ("best", "random" or "worst"), Trees (how many trees each
	// depth's counts average) and Seed (tree i of depth d is drawn from Seed+i) are
	// for random trees.
	Branching int
	Ordering  string
	Trees     int
	Seed      int64
	// Values are the random trees' leaf values: "distinct" (or ""), the model of the
	// published averages, or a range "0..9" whose ties let alpha-beta cut more.
	Values string
	Algos  []Algo
	// Makers make the problem's game when it is a student's (lab:HASH).
	Makers trace.Makers
	// MaxWork bounds the nodes the sweep may visit in all (0: no bound), as
	// EstimateWork counts them: a bigger sweep is refused before it starts.
	MaxWork int64
}

// Series is one algorithm's counts per depth: the mean over the trees (random trees)
// or the one search's count (a game). A count is null where a search stopped (its node
// budget or time limit) before it finished.
type Series struct {
	Algo   string     `json:"algo"`
	Nodes  []*float64 `json:"nodes"`
	Leaves []*float64 `json:"leaves"`
}

// SweepResult is a sweep's answer. Minimal and Full (leaves), MinimalNodes and
// FullNodes are the reference counts of a uniform tree of the sweep's branching at
// each depth, for random trees only.
type SweepResult struct {
	Game         string   `json:"game"`
	Position     string   `json:"position,omitempty"`
	Branching    int      `json:"branching,omitempty"`
	Ordering     string   `json:"ordering,omitempty"`
	Trees        int      `json:"trees"`
	Seed         int64    `json:"seed"`
	Values       string   `json:"values,omitempty"`
	Depths       []int    `json:"depths"`
	Series       []Series `json:"series"`
	Minimal      []int64  `json:"minimal,omitempty"`
	Full         []int64  `json:"full,omitempty"`
	MinimalNodes []int64  `json:"minimal_nodes,omitempty"`
	FullNodes    []int64  `json:"full_nodes,omitempty"`
	// Redrawn counts the random trees drawn again because two leaves had the same value.
	Redrawn int `json:"redrawn"`
}

// ParseDepths reads a range of depths: "1..6", "depth=1..6", "3" or "2-5".
func ParseDepths(s string) (from, to int, err error) {
	text := strings.TrimSpace(s)
	if k, v, ok := strings.Cut(text, "="); ok {
		if strings.ToLower(strings.TrimSpace(k)) != "depth" {
			return 0, 0, msg.New("compare.depths", "value", s)
		}
		text = strings.TrimSpace(v)
	}
	a, b, ok := strings.Cut(text, "..")
	if !ok {
		a, b, ok = strings.Cut(text, "-")
	}
	if !ok {
		b = a
	}
	from, err1 := strconv.Atoi(strings.TrimSpace(a))
	to, err2 := strconv.Atoi(strings.TrimSpace(b))
	if err1 != nil || err2 != nil {
		return 0, 0, msg.New("compare.depths", "value", s)
	}
	if from < 1 || to > MaxSweepDepth || from > to {
		return 0, 0, msg.New("compare.depths_range", "value", s, "max", MaxSweepDepth)
	}
	return from, to, nil
}

// check checks the spec and fills in its defaults.
func (sp *SweepSpec) check() error {
	if len(sp.Algos) == 0 {
		return msg.New("compare.algos_none")
	}
	if sp.From < 1 || sp.To > MaxSweepDepth || sp.From > sp.To {
		return msg.New("compare.depths_range", "value", strconv.Itoa(sp.From)+".."+strconv.Itoa(sp.To), "max", MaxSweepDepth)
	}
	if sp.Trees == 0 {
		sp.Trees = DefaultTrees
	}
	if sp.Trees < 1 || sp.Trees > MaxTrees {
		return msg.New("compare.trees", "value", sp.Trees, "max", MaxTrees)
	}
	if sp.Problem.Game != "tree" {
		return nil
	}
	if sp.Problem.Position != "" {
		return msg.New("compare.sweep_position")
	}
	if _, _, err := ParseValues(sp.Values); err != nil {
		return err
	}
	if sp.Ordering == "" {
		sp.Ordering = "random"
	}
	sp.Ordering = strings.ToLower(sp.Ordering)
	known := false
	for _, o := range Orderings {
		known = known || o == sp.Ordering
	}
	if !known {
		return msg.New("compare.ordering", "value", sp.Ordering, "known", Orderings)
	}
	if sp.Branching < 1 || sp.Branching > games.MaxRandomBranching {
		return msg.New("compare.branching", "value", sp.Branching, "max", games.MaxRandomBranching)
	}
	if FullNodes(sp.Branching, sp.To) > games.MaxTreeNodes || FullNodes(sp.Branching, sp.To) < 0 {
		return msg.New("random.too_many_nodes", "branching", sp.Branching, "depth", sp.To, "max", games.MaxTreeNodes)
	}
	return nil
}

// EstimateWork is an upper bound of the nodes a sweep of random trees visits (every
// tree searched whole by every algorithm, iterative deepening's earlier iterations
// included), or the node budget of all its searches for a game (0 when they have
// none).
func (sp SweepSpec) EstimateWork() int64 {
	var work int64
	for d := sp.From; d <= sp.To; d++ {
		for _, a := range sp.Algos {
			if sp.Problem.Game != "tree" {
				work += sp.Problem.Options.MaxNodes
				continue
			}
			per := FullNodes(sp.Branching, d)
			if a.Iterative {
				for k := 1; k < d; k++ {
					per += FullNodes(sp.Branching, k)
				}
			}
			work += per * int64(max(sp.Trees, 1))
		}
	}
	return work
}

// Sweep runs every algorithm at every depth. It stops with ctx's error when ctx ends.
func Sweep(ctx context.Context, sp SweepSpec) (*SweepResult, error) {
	sp.Problem.Game = strings.ToLower(strings.TrimSpace(sp.Problem.Game))
	if err := sp.check(); err != nil {
		return nil, err
	}
	if sp.MaxWork > 0 && sp.Problem.Game == "tree" && sp.EstimateWork() > sp.MaxWork {
		return nil, msg.New("compare.sweep_too_big", "work", sp.EstimateWork(), "max", sp.MaxWork)
	}
	res := &SweepResult{Game: sp.Problem.Game, Trees: 1, Seed: sp.Seed, Series: make([]Series, len(sp.Algos))}
	for i, a := range sp.Algos {
		res.Series[i].Algo = a.Name
	}
	if sp.Problem.Game == "tree" {
		res.Branching, res.Ordering, res.Trees = sp.Branching, sp.Ordering, sp.Trees
		res.Values = "distinct"
		if lo, hi, _ := ParseValues(sp.Values); lo != hi {
			res.Values = strconv.Itoa(lo) + ".." + strconv.Itoa(hi)
		}
	} else {
		res.Position = sp.Problem.Start()
	}
	for d := sp.From; d <= sp.To; d++ {
		res.Depths = append(res.Depths, d)
		var err error
		if sp.Problem.Game == "tree" {
			err = sweepTrees(ctx, sp, d, res)
			b := sp.Branching
			res.Minimal = append(res.Minimal, MinimalLeaves(b, d))
			res.Full = append(res.Full, FullLeaves(b, d))
			res.MinimalNodes = append(res.MinimalNodes, MinimalNodes(b, d))
			res.FullNodes = append(res.FullNodes, FullNodes(b, d))
		} else {
			err = sweepGame(ctx, sp, d, res)
		}
		if err != nil {
			return nil, err
		}
	}
	return res, nil
}

// sweepGame searches the position once per algorithm with depth limit d.
func sweepGame(ctx context.Context, sp SweepSpec, d int, res *SweepResult) error {
	for i, a := range sp.Algos {
		g, err := sp.Makers.NewGame(ctx, &sp.Problem)
		if err != nil {
			return err
		}
		opt := a.Options(sp.Problem.Options)
		opt.Depth, opt.Record = d, false
		t, err := trace.SearchContext(ctx, g, opt)
		if err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		s := &res.Series[i]
		if !t.Complete {
			s.Nodes, s.Leaves = append(s.Nodes, nil), append(s.Leaves, nil)
			continue
		}
		n, l := float64(t.Stats.Nodes), float64(t.Stats.Leaves)
		s.Nodes, s.Leaves = append(s.Nodes, &n), append(s.Leaves, &l)
	}
	return nil
}

// sweepTrees searches Trees random trees of depth d with every algorithm and appends
// the mean counts.
func sweepTrees(ctx context.Context, sp SweepSpec, d int, res *SweepResult) error {
	nodes := make([]int64, len(sp.Algos))
	leaves := make([]int64, len(sp.Algos))
	var seen map[int]bool
	lo, hi, _ := ParseValues(sp.Values)
	for i := range sp.Trees {
		var t *games.Tree
		var redrawn int
		var err error
		if lo == hi { // distinct
			t, redrawn, err = distinctTree(sp.Branching, d, sp.Seed+int64(i), sp.Ordering, &seen)
		} else {
			t, err = games.RandomTree(sp.Branching, d, lo, hi, sp.Seed+int64(i), sp.Ordering)
		}
		if err != nil {
			return err
		}
		res.Redrawn += redrawn
		for k, a := range sp.Algos {
			opt := a.Options(sp.Problem.Options)
			opt.Depth, opt.Record, opt.MaxNodes, opt.TimeLimit = 0, false, 0, 0
			if opt.TT != trace.TTOff && opt.TTSize == 0 {
				// a table as big as the tree, not the default's 1.5 MB cleared per search:
				// the tree's keys are its node numbers, so neither has a collision
				opt.TTSize = int(min(FullNodes(sp.Branching, d), trace.DefaultTTSize))
			}
			tr, err := trace.SearchContext(ctx, t, opt)
			if err != nil {
				return err
			}
			if err := ctx.Err(); err != nil {
				return err
			}
			nodes[k] += tr.Stats.Nodes
			leaves[k] += tr.Stats.Leaves
		}
	}
	for k := range sp.Algos {
		n := float64(nodes[k]) / float64(sp.Trees)
		l := float64(leaves[k]) / float64(sp.Trees)
		s := &res.Series[k]
		s.Nodes, s.Leaves = append(s.Nodes, &n), append(s.Leaves, &l)
	}
	return nil
}

// distinctTree draws a uniform random tree whose leaves all differ: values from the
// widest range games allow; a tree with a tie (rare: 81 leaves among two billion
// values tie about once in 600,000 trees) is drawn again from the next stream of
// seeds. It returns how many trees it drew again.
func distinctTree(b, d int, seed int64, ordering string, seen *map[int]bool) (*games.Tree, int, error) {
	for redrawn := 0; ; redrawn++ {
		s := seed + int64(redrawn)<<40
		t, err := games.RandomTree(b, d, -games.MaxLeafValue, games.MaxLeafValue, s, ordering)
		if err != nil {
			return nil, 0, err
		}
		if *seen == nil {
			*seen = map[int]bool{}
		}
		clear(*seen)
		if leavesDistinct(t, *seen) {
			return t, redrawn, nil
		}
	}
}

// leavesDistinct reports whether no two leaves of t hold the same value. All leaves
// are at the same depth, so Result's point of view is the same for all of them.
func leavesDistinct(t *games.Tree, seen map[int]bool) bool {
	var buf [games.MaxRandomBranching]games.Move
	var walk func() bool
	walk = func() bool {
		if over, v := t.Result(); over {
			if seen[v] {
				return false
			}
			seen[v] = true
			return true
		}
		moves := t.Moves(buf[:0])
		kids := make([]games.Move, len(moves))
		copy(kids, moves)
		for _, m := range kids {
			t.Play(m)
			ok := walk()
			t.Undo(m)
			if !ok {
				return false
			}
		}
		return true
	}
	return walk()
}

// ParseValues reads the leaf values of a sweep's random trees: "distinct" (or "")
// gives lo == hi == 0; a range "0..9" (or "-9..9") its bounds, lo < hi.
func ParseValues(s string) (lo, hi int, err error) {
	text := strings.ToLower(strings.TrimSpace(s))
	if text == "" || text == "distinct" {
		return 0, 0, nil
	}
	a, b, ok := strings.Cut(text, "..")
	lo, err1 := strconv.Atoi(strings.TrimSpace(a))
	hi, err2 := strconv.Atoi(strings.TrimSpace(b))
	if !ok || err1 != nil || err2 != nil || lo >= hi || lo < -games.MaxLeafValue || hi > games.MaxLeafValue {
		return 0, 0, msg.New("compare.values", "value", s)
	}
	return lo, hi, nil
}
