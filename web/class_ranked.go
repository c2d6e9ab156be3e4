package web

// The teacher's ranked mistakes (classroom.Ranked) with the sentences and searches of
// the students' own trees.

import (
	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/classroom"
)

// rankedReply is a mistake as the class made it, with the stepper's sentence (its
// first example's) and its examples, one a tree.
type rankedReply struct {
	classroom.Ranked
	Sentence string         `json:"sentence"`
	Examples []exampleReply `json:"examples"`
}

// exampleReply is a ranked mistake in one student's tree: the student's name, the
// sentence of the step that decides it and the tree's search, for the stepper.
type exampleReply struct {
	classroom.Example
	Name     string            `json:"name"`
	Sentence string            `json:"sentence"`
	Problem  map[string]string `json:"problem"`
}

// rankedReplies writes task i's ranked mistakes in lang, each example in its
// student's tree (names: the students' names by id).
func (s *Server) rankedReplies(c *gin.Context, a *classroom.Assignment, i int, ranked []classroom.Ranked, names map[string]string, lang string) ([]rankedReply, error) {
	out := []rankedReply{}
	perStudent := a.Tasks[i].Variants == classroom.PerStudent
	for _, m := range ranked {
		rr := rankedReply{Ranked: m, Examples: []exampleReply{}}
		for k, ex := range m.Examples {
			student := ""
			if perStudent {
				student = ex.Student
			}
			te, err := s.seededExercise(c, a, i, student, ex.Seed)
			if err != nil {
				return nil, err
			}
			er := exampleReply{Example: ex, Name: names[ex.Student], Sentence: te.e.Explain(ex.Step-1, lang), Problem: s.problemOf(c, a, te)}
			if k == 0 {
				rr.Sentence = er.Sentence
				if rr.Player == "" { // stored before a mistake's role was
					rr.Player, rr.Depth = te.e.At(m.Field, m.Node)
				}
			}
			rr.Examples = append(rr.Examples, er)
		}
		out = append(out, rr)
	}
	return out, nil
}
