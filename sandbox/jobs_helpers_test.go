package sandbox

import "github.com/gametree/gametree/labmatch"

type labmatchGame = labmatch.GameResult

func labmatchSpec() labmatch.Spec {
	return labmatch.Spec{Game: "connect4", Opponents: []string{labmatch.PlayerCourse}, Depth: 1, Games: 2}
}
