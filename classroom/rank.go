package classroom

import (
	"cmp"
	"context"
	"slices"

	"github.com/gametree/gametree/exercise"
)

// Ranked is a mistake as the class made it: how many students made it (in any of
// their attempts), with an example of each tree it was made in.
//
// At a shared task it is one mistake at one node (kind, field, node, edge). At a task
// with a tree per student, the nodes of two trees have nothing in common but their
// role: it is the same kind of mistake at a node of the same role (who moves there
// and its depth; for a cut, the node where the cutoff happens), "missed a cut at a MIN
// node, depth 2", and each example is one student's tree.
type Ranked struct {
	Kind   string `json:"kind"`
	Field  string `json:"field"`
	Player string `json:"player,omitempty"`
	Depth  int    `json:"depth"`
	// PerStudent: the mistakes of the students' own trees, grouped by role.
	PerStudent bool `json:"per_student,omitempty"`
	// Node, Edge, Expected and Step are the first example's.
	Node     string    `json:"node"`
	Edge     string    `json:"edge,omitempty"`
	Expected string    `json:"expected"`
	Step     int       `json:"step"`
	Students int       `json:"students"`
	Examples []Example `json:"examples"`
}

// Example is a ranked mistake as one tree shows it: one student's (the first in the
// order of the database's ids) at a shared task, each student's at a task with a tree
// per student.
type Example struct {
	Student string `json:"student"`
	// Seed is the seed of the student's tree the mistake was made in (Attempt.Seed); 0
	// at a shared task.
	Seed     int64  `json:"seed,omitempty"`
	Node     string `json:"node"`
	Edge     string `json:"edge,omitempty"`
	Given    string `json:"given"`
	Expected string `json:"expected"`
	Step     int    `json:"step"`
}

// rankKey groups the mistakes of one task.
type rankKey struct {
	kind, field, player string
	depth               int
	node, edge          string // at a shared task only
}

// rankMistakes lists each task's mistakes by how many students made them, wrong
// answers first: an answer not given ("missing") ranks after every wrong one, so
// that a class that left a question blank does not hide the mistakes it made.
// Among equals the earlier step (the first example's) comes first.
func (s *Store) rankMistakes(ctx context.Context, a *Assignment, r *Results) error {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT m.task, m.student_id, m.kind, m.field, m.node, m.edge, m.given, m.expected, m.step, m.player, m.depth, a.seed
FROM mistakes m JOIN attempts a ON a.id = m.attempt_id
WHERE m.assignment_id = ? ORDER BY m.task, m.student_id, a.number, m.seq`), a.ID)
	if err != nil {
		return err
	}
	defer rows.Close()
	type group struct {
		Ranked
		students map[string]bool
	}
	groups := make([]map[rankKey]*group, len(a.Tasks))
	for rows.Next() {
		var task int
		var student string
		var m Mistake
		var seed int64
		if err := rows.Scan(&task, &student, &m.Kind, &m.Field, &m.Node, &m.Edge, &m.Given, &m.Expected, &m.Step, &m.Player, &m.Depth, &seed); err != nil {
			return err
		}
		if task < 0 || task >= len(a.Tasks) {
			continue
		}
		t := a.Tasks[task]
		perStudent := t.Variants == PerStudent
		k := rankKey{kind: m.Kind, field: m.Field, player: m.Player, depth: m.Depth}
		if !perStudent {
			k.node, k.edge = m.Node, m.Edge
		}
		if groups[task] == nil {
			groups[task] = map[rankKey]*group{}
		}
		g := groups[task][k]
		if g == nil {
			g = &group{Ranked: Ranked{Kind: m.Kind, Field: m.Field, Player: m.Player, Depth: m.Depth, PerStudent: perStudent,
				Node: m.Node, Edge: m.Edge, Expected: m.Expected, Step: m.Step}, students: map[string]bool{}}
			groups[task][k] = g
		}
		if g.students[student] {
			continue
		}
		g.students[student] = true
		g.Students++
		if perStudent || len(g.Examples) == 0 {
			ex := Example{Student: student, Node: m.Node, Edge: m.Edge, Given: m.Given, Expected: m.Expected, Step: m.Step}
			if perStudent {
				ex.Seed = seed // the tree it was graded against
				if seed == 0 {
					ex.Seed = t.SpecFor(a.ID, student).Seed
				}
			}
			g.Examples = append(g.Examples, ex)
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	for task, gs := range groups {
		list := make([]Ranked, 0, len(gs))
		for _, g := range gs {
			list = append(list, g.Ranked)
		}
		// wrong answers before missing ones, then the most students, then by step
		slices.SortFunc(list, func(x, y Ranked) int {
			return cmp.Or(cmp.Compare(b2i(x.Kind == exercise.Missing), b2i(y.Kind == exercise.Missing)),
				cmp.Compare(y.Students, x.Students), cmp.Compare(x.Step, y.Step), cmp.Compare(x.Kind, y.Kind),
				cmp.Compare(x.Depth, y.Depth), cmp.Compare(x.Player, y.Player), cmp.Compare(x.Node, y.Node), cmp.Compare(x.Edge, y.Edge))
		})
		r.Tasks[task].Mistakes = list
	}
	return nil
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
