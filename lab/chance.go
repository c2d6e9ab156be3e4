package lab

import (
	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/trace"
)

// A student's game may define chance(state): None (null) at a decision state, else
// the state's outcomes with their probabilities, which play(state, outcome) applies
// (chance_read.go reads them). The Game is then a games.Stochastic: its chance states'
// moves are the outcomes, the sides alternate over decision states only (Game.maxTurn),
// and its values are scaled by the least common multiple of the products of the
// denominators along the lines a search can reach (chance_scale.go). An optional
// bounds() gives Star1's leaf bounds.

// ChanceInfo is what a game's program says about chance as a whole: whether it defines
// chance(state), and bounds() when it has one (the least and greatest score result and
// evaluate give).
type ChanceInfo struct {
	Defined   bool  `json:"defined,omitempty"`
	HasBounds bool  `json:"has_bounds,omitempty"`
	Lo        int64 `json:"lo,omitempty"`
	Hi        int64 `json:"hi,omitempty"`
}

// ChanceBackend is a Backend that can say its ChanceInfo (LocalGame, a sandbox
// session). A game whose backend cannot has no chance.
type ChanceBackend interface {
	ChanceInfo() (*ChanceInfo, error)
}

// chanceShared is what the copies of one game know of its chance: the program's
// ChanceInfo (asked once), the search's horizon told by Prefetch, and the scales
// found (by state and plies left).
type chanceShared struct {
	asked   bool
	failed  bool
	info    ChanceInfo
	horizon int // the next search's depth (0: to the end of the game)
	memo    map[scaleKey]int64
	scaleOf string // the state scale is for (at the horizon), "" for none yet
	scale   int64
}

// chanceInfo is the program's ChanceInfo, asked once; a failure is the game's error.
func (g *Game) chanceInfo() ChanceInfo {
	sh := g.sh
	sh.mu.Lock()
	if sh.chance.asked {
		defer sh.mu.Unlock()
		return sh.chance.info
	}
	sh.mu.Unlock()
	var info ChanceInfo
	var err error
	if cb, ok := sh.be.(ChanceBackend); ok {
		var p *ChanceInfo
		if p, err = cb.ChanceInfo(); p != nil {
			info = *p
		}
	}
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if err != nil {
		g.setErr(err)
		info = ChanceInfo{Defined: true}
		sh.chance.failed = true
	}
	sh.chance.asked, sh.chance.info = true, info
	return info
}

// HasChance reports whether the program defines chance(state).
func (g *Game) HasChance() bool { return g.chanceInfo().Defined }

// AtChance reports whether chance(state) gave outcomes for the current state.
func (g *Game) AtChance() bool {
	e, err := g.expand()
	return err == nil && len(e.Chance) > 0
}

// Probability is outcome m's probability at the current chance state.
func (g *Game) Probability(m games.Move) games.Probability {
	e, err := g.expand()
	if err != nil || int(m) < 0 || int(m) >= len(e.Chance) {
		return games.Probability{Num: 0, Den: 1}
	}
	return e.Chance[m]
}

// MaxToMove reports whether MAX chooses at the current decision state (at a chance
// state: at the next decision). MAX chooses at initial()'s first decision.
func (g *Game) MaxToMove() bool { return g.maxTurn[len(g.maxTurn)-1] }

// ValueBounds are bounds()'s (lo, hi) seen from MAX's side: result and evaluate score
// for the player to move, so MAX's values lie in [min(lo, -hi), max(hi, -lo)]. Without
// bounds() they are 0, 0: Star1 then needs the search's chance-bounds. When the
// program failed they are -1, 1, so that the search goes on to Prefetch, which
// reports the program's error.
func (g *Game) ValueBounds() (lo, hi int) {
	info := g.chanceInfo()
	g.sh.mu.Lock()
	failed := g.sh.chance.failed
	g.sh.mu.Unlock()
	switch {
	case failed:
		return -1, 1
	case !info.HasBounds:
		return 0, 0
	}
	return int(min(info.Lo, -info.Hi)), int(max(info.Hi, -info.Lo))
}

// ValueScale is the scale of the current state's values (chance_scale.go) within the
// horizon Prefetch was told (to the end of the game without one); 1 when the program
// fails, its error the game's.
func (g *Game) ValueScale() int64 {
	s, err := g.scaleHere()
	if err != nil {
		g.sh.mu.Lock()
		g.setErr(err)
		g.sh.mu.Unlock()
		return 1
	}
	return s
}

// prepareChance is Prefetch's part for chance: it keeps the search's depth as the
// horizon of the scale and finds the scale now, so that a program's error (a wrong
// chance(state) or bounds(), a scale too fine) stops the search before it starts.
func (g *Game) prepareChance(opt trace.Options) error {
	if !g.HasChance() {
		return nil
	}
	g.sh.mu.Lock()
	if g.sh.chance.horizon != opt.Depth {
		g.sh.chance.horizon, g.sh.chance.scaleOf = opt.Depth, ""
	}
	g.sh.mu.Unlock()
	if err := g.Err(); err != nil {
		return err
	}
	_, err := g.scaleHere()
	return err
}
