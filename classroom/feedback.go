package classroom

import "strings"

// Feedback says what a graded attempt tells its student before the expected answers
// are revealed (Assignment.Revealed; once revealed, the student sees everything).
//
// Under the first three rules nothing a student is sent depends on where the search
// goes or prunes but the figures the rule allows: the number of graded answers (the
// task's OutOf) is not sent either, except for the minimax values question, where it
// is the number of inner nodes the student sees (under alpha-beta it tells how many
// nodes are visited and cuts made; a percentage would tell it as well).
type Feedback string

const (
	// FeedbackNone: the attempt is received, nothing more until the answers are
	// revealed.
	FeedbackNone Feedback = "none"
	// FeedbackScore: the score.
	FeedbackScore Feedback = "score"
	// FeedbackCount (the default): the score and the number of mistakes, counted so
	// that it tells nothing the score does not: the answers given (a value, α or β of
	// an inner node; an edge marked; a leaf in the order) less the score. A blank is
	// never counted (whether its node is visited or pruned: counting blanks would
	// count the answers there are to give); an answer for a node the search never
	// reaches earns no mark, so it counts as a wrong one does; a cut or a leaf too
	// many counts twice, as it also takes a mark off.
	FeedbackCount Feedback = "count"
	// FeedbackFull: the mistakes by kind and place (a wrong value at D, a missed cut
	// counted, an extra cut named, the step's sentence with the search's values
	// hidden) and the score out of the graded answers. It gives the search's
	// structure away: which nodes are visited, how many cuts there are and where the
	// first is.
	FeedbackFull Feedback = "full"
)

// DefaultFeedback is the rule of an assignment made without one, and of the
// assignments made before the rules existed (migration 4).
const DefaultFeedback = FeedbackCount

// Feedbacks lists the feedback rules, from the least told to the most.
var Feedbacks = []Feedback{FeedbackNone, FeedbackScore, FeedbackCount, FeedbackFull}

func validFeedback(f Feedback) bool {
	for _, x := range Feedbacks {
		if f == x {
			return true
		}
	}
	return false
}

func feedbackNames() []string {
	var out []string
	for _, f := range Feedbacks {
		out = append(out, string(f))
	}
	return out
}

// ParseFeedback reads a feedback rule's name ("" is DefaultFeedback).
func ParseFeedback(s string) (Feedback, error) {
	f := Feedback(strings.ToLower(strings.TrimSpace(s)))
	if f == "" {
		return DefaultFeedback, nil
	}
	if !validFeedback(f) {
		return "", refuse(Invalid, "class.feedback", "choices", feedbackNames())
	}
	return f, nil
}
