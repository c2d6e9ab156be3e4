package web

// The exercises of the class's tasks: each student's own tree at a task with a tree
// per student (classroom.Task.SpecFor), made once and kept in a bounded cache.

import (
	"bytes"
	"compress/gzip"
	"io"
	"sync"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/web/lru"
)

// The exercise cache: a class of 30 students at an assignment of 20 tasks, each with
// their own tree, is 600 exercises; the cache holds several such classes at once.
// An exercise weighs its nodes (exerciseBytes) and then its question pictures.
// (maxCachedTasks, in class.go, is how many.)
const (
	maxCachedBytes    = 96 << 20
	exerciseNodeBytes = 256
)

// taskExercise is a task's exercise (one student's tree, or the tree every student
// shares) made once, with its question pictures and its tree's fingerprint.
type taskExercise struct {
	e           *exercise.Exercise
	fingerprint string // exercise.SpecFingerprint ("" without one)
	mu          sync.Mutex
	pictures    map[string][]byte // by language, gzipped (a level-5 picture: 125 kB, 10 kB gzipped)
	grow        func(delta int64) // weighs a new picture in the cache
}

func newExerciseCache() *lru.Cache[*taskExercise] {
	return lru.New[*taskExercise](maxCachedTasks, maxCachedBytes, 0)
}

// taskExercise is the exercise of a task's spec, made once (in a practise slot) and
// kept.
func (s *Server) taskExercise(c *gin.Context, spec exercise.Spec) (*taskExercise, error) {
	key := spec.Query()
	cache := s.classes.exercises
	if te, ok := cache.Get(key); ok {
		return te, nil
	}
	e, err := s.makeExercise(c, spec, s.newExercise)
	if err != nil {
		return nil, err
	}
	te := &taskExercise{e: e, pictures: map[string][]byte{}}
	te.fingerprint, _ = exercise.SpecFingerprint(e.Spec)
	te.grow = func(delta int64) { cache.Grow(key, delta) }
	return cache.Put(key, te, int64(e.NodeCount()*exerciseNodeBytes)), nil
}

// variantExercise is student studentID's exercise at task i of assignment a (the
// task's own without a student: ""), noted in the guard when the assignment is an
// open assessment and a student answers it (not the own tree of a task with a tree
// per student: nobody does).
func (s *Server) variantExercise(c *gin.Context, a *classroom.Assignment, i int, studentID string) (*taskExercise, error) {
	t := a.Tasks[i]
	te, err := s.taskExercise(c, t.SpecFor(a.ID, studentID))
	if err != nil {
		return nil, err
	}
	if studentID != "" || t.Variants != classroom.PerStudent {
		s.classes.guard.note(a, te.e.Spec.Source, te.fingerprint)
	}
	return te, nil
}

// seededExercise is the exercise of task i that a student answered in the tree of
// seed (an attempt's, classroom.Attempt.Seed) at a task with a tree per student, so
// that a student merged into another keeps the trees they answered; else (seed 0, a
// shared task) variantExercise's.
func (s *Server) seededExercise(c *gin.Context, a *classroom.Assignment, i int, studentID string, seed int64) (*taskExercise, error) {
	t := a.Tasks[i]
	if t.Variants != classroom.PerStudent || seed == 0 {
		return s.variantExercise(c, a, i, studentID)
	}
	spec := t.Spec
	spec.Seed = seed
	return s.taskExercise(c, spec)
}

// keyedStudent is the student whose key the request carries (nil without a key); a
// key no student of a's class has is refused (401, false).
func (s *Server) keyedStudent(c *gin.Context, st *classroom.Store, a *classroom.Assignment) (*classroom.Student, bool) {
	if bearer(c) == "" {
		return nil, true
	}
	student, ok := s.studentOf(c, st, a)
	if !ok {
		return nil, false
	}
	return &student, true
}

// problemOf is an exercise's search for the stepper (its /api/trace parameters), with
// the teacher's pass through the guard while assignment a is an open assessment.
func (s *Server) problemOf(c *gin.Context, a *classroom.Assignment, te *taskExercise) map[string]string {
	p := te.e.Params.Values()
	if pass := s.teacherPass(c.Request.Context(), a, te.fingerprint); pass != "" {
		p["pass"] = pass
	}
	return p
}

// picture is the question picture kept in lang (te.mu held).
func (te *taskExercise) picture(lang string) (string, bool) {
	gz, ok := te.pictures[lang]
	if !ok {
		return "", false
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return "", false
	}
	svg, err := io.ReadAll(zr)
	if err != nil {
		return "", false
	}
	return string(svg), true
}

// keep keeps the question picture svg drawn in lang, gzipped, and weighs it in the
// cache (te.mu held).
func (te *taskExercise) keep(lang, svg string) {
	gz := gzipBytes([]byte(svg))
	te.pictures[lang] = gz
	if te.grow != nil {
		te.grow(int64(len(gz)))
	}
}
