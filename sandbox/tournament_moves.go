package sandbox

import (
	"context"

	"github.com/gametree/gametree/lab"

	"github.com/gametree/gametree/labmatch"
)

// tournamentStep is a tournament job's progress line: a game finished (its
// GameResult's fields) or one of the student's moves played ({"move": ...}).
type tournamentStep struct {
	labmatch.GameResult
	Move *labmatch.MoveProgress `json:"move,omitempty"`
}

// TournamentMoves is Tournament that also hands moved each of the student's moves as
// it is played (nil: not wanted); each move is bounded by the spec's per-move limit
// (labmatch.DefaultMoveMillis, labmatch.DefaultMoveSteps).
func (p *Pool) TournamentMoves(ctx context.Context, lang lab.Lang, source string, spec labmatch.Spec, b Budget, progress func(labmatch.GameResult), moved func(labmatch.MoveProgress)) (*labmatch.Result, error) {
	res, err := evalJob[labmatch.Result](ctx, p, lang, source, JobTournament, spec, b, func(st tournamentStep) {
		switch {
		case st.Move != nil:
			if moved != nil {
				moved(*st.Move)
			}
		case progress != nil:
			progress(st.GameResult)
		}
	})
	if err != nil {
		return nil, err
	}
	return &res, nil
}
