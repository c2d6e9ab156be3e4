package web

// What a graded attempt tells its student before the answers are revealed: the
// assignment's feedback rule (classroom.Feedback). Under the rules "none", "score" and
// "count" a reply is sealed: it has the same fields, in the same order, whatever the
// answers and the tree, and differs from another only in the figures the rule allows
// (the score; the number of mistakes). Nothing in it depends on the search's pruning:
// the number of graded answers (out_of) is left out, except for the minimax values
// question, where it is the number of inner nodes, which the student sees.

import (
	"encoding/json"
	"strings"
	"time"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/exercise"
)

// feedbackRevealed is an attempt reply's "feedback" once the answers are revealed:
// everything (the expected answers, the sentences in full, the steps).
const feedbackRevealed = "revealed"

// attemptView says how attempts are shown: everything once revealed (and always to
// their teacher), else as the feedback rule allows.
type attemptView struct {
	revealed bool
	rule     classroom.Feedback
}

// teacherView shows a teacher everything.
var teacherView = attemptView{revealed: true}

// studentViewOf is how assignment a shows its attempts to its students at now.
func studentViewOf(a *classroom.Assignment, now time.Time) attemptView {
	return attemptView{revealed: a.Revealed(now), rule: a.Feedback}
}

// name is the reply's "feedback": "revealed", or the rule applied.
func (v attemptView) name() string {
	if v.revealed {
		return feedbackRevealed
	}
	if v.rule == "" {
		return string(classroom.DefaultFeedback)
	}
	return string(v.rule)
}

// sealed reports whether the replies carry only the rule's figures (no mistakes).
func (v attemptView) sealed() bool {
	return !v.revealed && v.rule != classroom.FeedbackFull
}

// sealedAttempt is an attempt as a sealed reply writes it: the score, the number of
// graded answers and the number of mistakes only as the rule allows (absent, not
// zero, otherwise), no mistakes.
type sealedAttempt struct {
	ID           string           `json:"id"`
	N            int              `json:"n"`
	Number       int              `json:"number"`
	Feedback     string           `json:"feedback"`
	Score        *int             `json:"score,omitempty"`
	OutOf        *int             `json:"out_of,omitempty"`
	MistakeCount *int             `json:"mistake_count,omitempty"`
	Seconds      int              `json:"seconds"`
	Created      time.Time        `json:"created"`
	Replayed     bool             `json:"replayed,omitempty"`
	Answers      exercise.Answers `json:"answers"`
}

// sealedView is attempt at as rule v allows it (v.sealed()): at's score under "score"
// and "count"; out_of with it only for the minimax values question (e's); the number
// of mistakes under "count" (mistakeCount).
func sealedView(at classroom.Attempt, e *exercise.Exercise, v attemptView) attemptReply {
	r := attemptReply{ID: at.ID, N: at.Task + 1, Number: at.Number, Seconds: at.Seconds, Created: at.Created, Answers: at.Answers,
		Feedback: v.name(), sealed: true}
	if v.rule == classroom.FeedbackNone {
		return r
	}
	r.Score, r.showScore = at.Score, true
	if e.Spec.Q == exercise.Values {
		r.OutOf, r.showOutOf = at.OutOf, true
	}
	if v.rule == classroom.FeedbackCount {
		r.MistakeCount, r.showCount = mistakeCount(at, e), true
	}
	return r
}

// mistakeCount is the number of mistakes of an attempt as the rule "count" tells it
// (classroom.FeedbackCount): the answers given less the score. It is a function of
// the student's own answers and the score, so it tells nothing the score does not.
func mistakeCount(at classroom.Attempt, e *exercise.Exercise) int {
	return max(answersGiven(at.Answers, e)-at.Score, 0)
}

// answersGiven counts the answers given to what exercise e asks: a value (with α and
// β for the window question) of each inner node, visited or pruned alike; each edge
// marked, once; each leaf in the order. What the question does not ask (a leaf's
// value, an α under the prune question) is not counted, as the grader ignores it.
func answersGiven(a exercise.Answers, e *exercise.Exercise) int {
	q := e.Spec.Q
	if q == exercise.Order {
		return len(a.Order)
	}
	inner := map[string]bool{}
	for _, name := range e.Questions().Values {
		inner[name] = true
	}
	n := 0
	count := func(m map[string]int) {
		seen := map[int32]bool{} // "d" and "D" are one answer, as the grader reads them
		for name := range m {
			if id, ok := e.Lookup(name); ok && inner[e.Name(id)] && !seen[id] {
				seen[id] = true
				n++
			}
		}
	}
	count(a.Values)
	if q == exercise.Window {
		count(a.Alpha)
		count(a.Beta)
	}
	if q == exercise.Prune || q == exercise.Window {
		marked := map[int32]bool{} // by child, as the grader reads them
		for _, edge := range a.Pruned {
			p, c, _ := strings.Cut(edge, ">")
			pid, ok1 := e.Lookup(p)
			cid, ok2 := e.Lookup(c)
			if ok1 && ok2 && e.Trace.Node(cid).Parent == pid {
				marked[cid] = true
			}
		}
		n += len(marked)
	}
	return n
}

// MarshalJSON writes an attempt reply: sealed (sealedAttempt), or in full.
func (r attemptReply) MarshalJSON() ([]byte, error) {
	if !r.sealed {
		type plain attemptReply
		return json.Marshal(plain(r))
	}
	s := sealedAttempt{ID: r.ID, N: r.N, Number: r.Number, Feedback: r.Feedback, Seconds: r.Seconds, Created: r.Created,
		Replayed: r.Replayed, Answers: r.Answers}
	if r.showScore {
		s.Score = &r.Score
	}
	if r.showOutOf {
		s.OutOf = &r.OutOf
	}
	if r.showCount {
		s.MistakeCount = &r.MistakeCount
	}
	return json.Marshal(s)
}
