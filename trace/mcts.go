package trace

import (
	"context"
	"errors"
)

// searchMCTS runs Monte Carlo tree search (UCT) from g's position. TO BE WRITTEN
// (issue 31, helper "mcts").
func searchMCTS(ctx context.Context, g Game, opt Options) (*Trace, error) {
	return nil, errors.New("trace: mcts is not written yet")
}
