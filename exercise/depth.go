package exercise

import (
	"strconv"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// MaxDepth bounds a game exercise's depth limit (Spec.Depth): deeper, no connect-4
// position with moves left fits MaxGameNodes.
const MaxDepth = 9

// checkDepth checks Spec.Depth against the source: connect-4 needs one (1 to
// MaxDepth), tic-tac-toe and stones may have one, a tree, a preset, a random tree or
// a student's game has none.
func (s Spec) checkDepth() error {
	bad := func() error {
		return &trace.ParamError{Name: "depth", Value: strconv.Itoa(s.Depth), Err: msg.New("exercise.depth", "max", MaxDepth)}
	}
	if s.Depth < 0 || s.Depth > MaxDepth {
		return bad()
	}
	switch s.Source {
	case SourceConnect4:
		if s.Depth == 0 {
			return &trace.ParamError{Name: "depth", Value: "0", Err: msg.New("exercise.depth_needed", "max", MaxDepth)}
		}
	case SourceTicTacToe, SourceStones:
	default:
		if s.Depth != 0 {
			return msg.New("exercise.depth_unused", "source", s.Source)
		}
	}
	return nil
}
