package classroom

import (
	"context"
	"sort"
	"strings"
)

// Cell is one student's work on one task: how many attempts, the best and the last
// score, and the time taken by all of them. Attempts 0: not tried.
type Cell struct {
	Attempts int `json:"attempts"`
	Best     int `json:"best"`
	Last     int `json:"last"`
	Seconds  int `json:"seconds"`
	// OutOf is the last attempt's best score: the student's own tree's (Task.OutOf
	// when the task is shared).
	OutOf int `json:"out_of,omitempty"`
}

// StudentRow is a student's line of the teacher's table.
type StudentRow struct {
	Student
	Cells []Cell `json:"cells"`
	// Total is the sum of the best scores.
	Total int `json:"total"`
}

// TaskResult is what the class did with one task: how many students tried it, how
// many attempts they handed in, and the mistakes ranked by how many students made
// them (then by step).
type TaskResult struct {
	Index    int      `json:"index"`
	Students int      `json:"students"`
	Attempts int      `json:"attempts"`
	Mistakes []Ranked `json:"mistakes"`
}

// Results is the teacher's view of an assignment: every student of the class by
// every task, and per task the class's mistakes.
type Results struct {
	Students []StudentRow `json:"students"`
	Tasks    []TaskResult `json:"tasks"`
	// Attempts is the number of attempts stored.
	Attempts int `json:"attempts"`
}

// Results gathers the teacher's view of assignment a.
func (s *Store) Results(ctx context.Context, a *Assignment) (Results, error) {
	r := Results{Tasks: make([]TaskResult, len(a.Tasks))}
	for i := range r.Tasks {
		r.Tasks[i] = TaskResult{Index: i, Mistakes: []Ranked{}}
	}
	var err error
	if r.Students, err = s.resultRows(ctx, a); err != nil {
		return r, err
	}
	if err := s.fillCells(ctx, a, &r); err != nil {
		return r, err
	}
	return r, s.rankMistakes(ctx, a, &r)
}

// resultRows are the class's students, a row each with an empty cell a task, sorted by
// name (without case), number and id.
func (s *Store) resultRows(ctx context.Context, a *Assignment) ([]StudentRow, error) {
	students := []StudentRow{}
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT id, name, number FROM students WHERE class_id = ?`), a.ClassID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var st StudentRow
		if err := rows.Scan(&st.ID, &st.Name, &st.Number); err != nil {
			return nil, err
		}
		st.Cells = make([]Cell, len(a.Tasks))
		students = append(students, st)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	sort.SliceStable(students, func(i, j int) bool {
		x, y := students[i], students[j]
		if c := strings.Compare(strings.ToLower(x.Name), strings.ToLower(y.Name)); c != 0 {
			return c < 0
		}
		if x.Number != y.Number {
			return x.Number < y.Number
		}
		return x.ID < y.ID
	})
	return students, nil
}

// fillCells fills r's cells from the attempts, by student, task and number: each
// cell's best and last score, attempts and time, each student's total, each task's
// attempts and students who tried it.
func (s *Store) fillCells(ctx context.Context, a *Assignment, r *Results) error {
	byID := map[string]int{}
	for i, st := range r.Students {
		byID[st.ID] = i
	}
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT student_id, task, score, seconds, out_of FROM attempts WHERE assignment_id = ? ORDER BY student_id, task, number`), a.ID)
	if err != nil {
		return err
	}
	defer rows.Close()
	tried := make([]map[string]bool, len(a.Tasks))
	for i := range tried {
		tried[i] = map[string]bool{}
	}
	for rows.Next() {
		var id string
		var task, score, seconds, outOf int
		if err := rows.Scan(&id, &task, &score, &seconds, &outOf); err != nil {
			return err
		}
		i, ok := byID[id]
		if !ok || task < 0 || task >= len(a.Tasks) {
			continue
		}
		c := &r.Students[i].Cells[task]
		if c.Attempts == 0 || score > c.Best {
			c.Best = score
		}
		c.Attempts++
		c.Last = score
		c.OutOf = outOf
		c.Seconds += seconds
		r.Attempts++
		r.Tasks[task].Attempts++
		tried[task][id] = true
	}
	if err := rows.Err(); err != nil {
		return err
	}
	for i := range r.Students {
		for _, c := range r.Students[i].Cells {
			r.Students[i].Total += c.Best
		}
	}
	for i := range r.Tasks {
		r.Tasks[i].Students = len(tried[i])
	}
	return nil
}
