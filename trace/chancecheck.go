package trace

import (
	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
)

// checkChance refuses a game with chance nodes to the algorithms that have none
// (search.chance_algo), and settles Star1's leaf bounds: the game's own when the
// options give none.
func checkChance(g Game, opt *Options) error {
	st, ok := g.(games.Stochastic)
	chance := ok && st.HasChance()
	if chance && opt.Algorithm != Expectiminimax && opt.Algorithm != MCTS {
		return msg.New("search.chance_algo", "algo", string(opt.Algorithm))
	}
	if chance && opt.Algorithm == Expectiminimax {
		// means need fail-soft values (a fail-hard value, the end of a rounded window,
		// would make a mean inexact) and no quiescence (its threats are no outcomes)
		opt.FailHard, opt.FailCourse, opt.Quiescence = false, false, false
	}
	if opt.Algorithm != Expectiminimax || !opt.Star1 {
		return nil
	}
	if opt.ChanceLow == 0 && opt.ChanceHigh == 0 && ok {
		opt.ChanceLow, opt.ChanceHigh = st.ValueBounds()
	}
	if opt.ChanceLow >= opt.ChanceHigh {
		return msg.New("search.star1_bounds", "lo", opt.ChanceLow, "hi", opt.ChanceHigh)
	}
	return nil
}
