package cli

import (
	"net/http"
	"testing"
)

// exerciseErrorCases makes the codes of the practise API (package exercise, web's
// /api/exercise and /api/grade) for TestEveryErrorCode.
func exerciseErrorCases(h http.Handler) map[string]func(*testing.T) coded {
	get := func(target string) func(*testing.T) coded {
		return func(t *testing.T) coded { return fromAPI(t, h, http.MethodGet, target, "", "") }
	}
	post := func(body string) func(*testing.T) coded {
		return func(t *testing.T) coded {
			return fromAPI(t, h, http.MethodPost, "/api/grade", body, "application/json")
		}
	}
	textbook := func(answers string) func(*testing.T) coded {
		return post(`{"exercise":{"source":"textbook","q":"window"},"answers":` + answers + `}`)
	}
	return map[string]func(*testing.T) coded{
		"exercise.unknown":         get("/api/exercise?colour=red"),
		"exercise.source":          get("/api/exercise?source=chess"),
		"exercise.seed":            get("/api/exercise?seed=x"),
		"exercise.level":           get("/api/exercise?level=6"),
		"exercise.q":               get("/api/exercise?q=all"),
		"exercise.root":            get("/api/exercise?root=both"),
		"exercise.no_position":     get("/api/exercise?source=stones"),
		"exercise.position_unused": get("/api/exercise?position=((1,2),(3,4))"),
		"exercise.too_big":         get("/api/exercise?source=tictactoe&position=X........"),
		"exercise.json":            post(`{"exercise":[1]}`),
		"exercise.root_min_game":   get("/api/exercise?source=stones&position=5&root=min"),
		"grade.media_type": func(t *testing.T) coded {
			return fromAPI(t, h, http.MethodPost, "/api/grade", "a=1", "application/x-www-form-urlencoded")
		},
		"grade.body":           post(`{"exercise":`),
		"grade.unknown_field":  post(`{"exercise":{},"answer":{}}`),
		"grade.no_exercise":    post(`{"answers":{}}`),
		"answers.json":         textbook(`{"values":[3]}`),
		"answers.unknown_node": textbook(`{"values":{"Z":3}}`),
		"answers.edge":         textbook(`{"pruned":["A>C1"]}`),
		"answers.number":       textbook(`{"alpha":{"B":"lots"}}`),
		"answers.too_many":     textbook(`{"order":[` + repeatJSON(`"B1"`, 1001) + `]}`),
		"answers.unknown":      textbook(`{"cuts":["C>C2"]}`),
	}
}

func repeatJSON(item string, n int) string {
	s := item
	for range n - 1 {
		s += "," + item
	}
	return s
}
