package classroom

import (
	"encoding/json"
	"time"

	"github.com/gametree/gametree/exercise"
)

// Class is a teacher's class. Its key is known only when the class is made
// (CreateClass): the database keeps its hash.
type Class struct {
	ID      string    `json:"id"`
	Name    string    `json:"name"`
	Created time.Time `json:"created"`
}

// Reveal says when an assignment's students see the expected answers (and the
// sentences of their mistakes in full).
type Reveal string

const (
	// RevealAfterClose (the default): once the assignment has closed.
	RevealAfterClose Reveal = "after-close"
	// RevealNever: never; a student sees the kind and place of each mistake only.
	RevealNever Reveal = "never"
	// RevealEachAttempt: with the grade of each attempt, as practise does (for homework
	// meant as practice).
	RevealEachAttempt Reveal = "each-attempt"
)

// Reveals lists the reveal rules.
var Reveals = []Reveal{RevealAfterClose, RevealNever, RevealEachAttempt}

// Task is one exercise of an assignment.
type Task struct {
	// Index is the task's place in the assignment, from 0.
	Index int           `json:"index"`
	Spec  exercise.Spec `json:"exercise"`
	// Attempts is how many times a student may hand it in (1 to MaxAttempts).
	Attempts int `json:"attempts"`
	// OutOf is the number of graded answers (the best score) of the task's own tree
	// (a student's variant may count a few more or fewer: see Attempt.OutOf).
	OutOf int `json:"out_of"`
	// Variants says whether every student answers the same tree (Shared) or each their
	// own (PerStudent: a random tree of the same level and question, see SpecFor).
	Variants Variants `json:"variants"`
}

// MarshalJSON writes the task with its exercise as its link's fields (only what
// differs from the defaults, as strings: {"source": "random", "seed": "7", "level": "3",
// "q": "prune"}), which exercise.ParseJSON reads back.
func (t Task) MarshalJSON() ([]byte, error) {
	spec := map[string]string{}
	for _, kv := range t.Spec.Values() {
		spec[kv[0]] = kv[1]
	}
	type plain Task
	return json.Marshal(struct {
		plain
		Spec map[string]string `json:"exercise"`
	}{plain(t), spec})
}

// Assignment is a list of tasks a class is given, open from Opens until Closes (never
// closes when Closes is zero).
type Assignment struct {
	ID      string `json:"id"`
	ClassID string `json:"class_id"`
	Title   string `json:"title"`
	Reveal  Reveal `json:"reveal"`
	// Feedback is what a graded attempt tells its student before the answers are
	// revealed.
	Feedback Feedback  `json:"feedback"`
	Opens    time.Time `json:"opens"`
	Closes   time.Time `json:"closes,omitzero"`
	Created  time.Time `json:"created"`
	Tasks    []Task    `json:"tasks"`
}

// Open reports whether the assignment takes answers at t.
func (a *Assignment) Open(t time.Time) bool {
	return !t.Before(a.Opens) && !a.Closed(t)
}

// Closed reports whether the assignment has closed by t.
func (a *Assignment) Closed(t time.Time) bool {
	return !a.Closes.IsZero() && !t.Before(a.Closes)
}

// Revealed reports whether the expected answers may be shown to students at t.
func (a *Assignment) Revealed(t time.Time) bool {
	switch a.Reveal {
	case RevealEachAttempt:
		return true
	case RevealNever:
		return false
	}
	return a.Closed(t)
}

// Student is one member of a class.
type Student struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Number string `json:"number"`
}

// Mistake is one mistake of an attempt as stored: exercise.Mistake without its
// sentence (which is written in the reader's language when read).
type Mistake struct {
	Kind     string `json:"kind"`
	Field    string `json:"field"`
	Node     string `json:"node"`
	Edge     string `json:"edge,omitempty"`
	Given    string `json:"given"`
	Expected string `json:"expected"`
	// Step is the step of the search that decides it, from 1 (exercise.Mistake's).
	Step int `json:"step"`
	// Player and Depth: the role of the node it is at (exercise.Mistake's); "" and -1
	// for a mistake stored before they were.
	Player string `json:"player,omitempty"`
	Depth  int    `json:"depth"`
}

// Attempt is one hand-in of a task by a student, graded.
type Attempt struct {
	ID           string `json:"id"`
	AssignmentID string `json:"assignment_id"`
	Task         int    `json:"task"`
	StudentID    string `json:"student_id"`
	// Number counts the student's attempts at the task, from 1.
	Number     int              `json:"number"`
	Submission string           `json:"submission"`
	Answers    exercise.Answers `json:"answers"`
	Score      int              `json:"score"`
	OutOf      int              `json:"out_of"`
	Mistakes   []Mistake        `json:"mistakes"`
	// Seconds is the time the student took, as the page measured it.
	Seconds int       `json:"seconds"`
	Created time.Time `json:"created"`

	// Seed is the seed of the random tree it was graded against (the student's own at
	// a task with a tree per student: see Task.SpecFor), 0 for any other tree.
	Seed int64 `json:"seed,omitempty"`
}

// Limits.
const (
	MaxNameRunes    = 80 // a class's or a student's name, an assignment's title
	MaxNumberRunes  = 32 // a student number
	MaxTasks        = 20 // tasks in an assignment
	MaxAttempts     = 20 // attempts at a task
	MaxSubmission   = 64 // a submission id's length
	MaxSeconds      = 86400
	keyBytes        = 24 // keys: 192 random bits
	idBytes         = 12 // ids: 96 random bits (an assignment's id is its students' link)
	defaultAttempts = 1
)
