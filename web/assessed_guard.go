package web

// The public API's guard of open assessments: while an assignment is open and its
// answers are not shown yet, /api/grade, /api/exercise (and its question and sheets),
// /api/trace, /api/render and the comparisons refuse a tree that one of its students
// answers (403 class.assessed_open), so that a student cannot rebuild their tree from
// the student routes (names, parents, leaf titles) and have it solved here.
//
// Presets are not guarded: they are public (see guardedSource).
//
// A tree is known by its fingerprint (exercise.Fingerprint): its shape and leaf
// values, whatever its nodes are called and in whatever order the children are
// written, the values seen from the root player (so that a MIN root with the leaves
// negated is the same tree). The guard keeps the fingerprints of every open
// assessment's trees (each task's, each student's own): read from the database every
// guardFresh (and after a teacher's change), and noted as a student's tree is made.
//
// The class's teacher passes: the problems of the teacher's views carry a pass
// ("pass" in /api/trace's and /api/render's parameters), a digest of the tree's
// fingerprint and a secret of the class that only the server knows.

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/worksheet"
)

// guardedSource reports whether the guard keeps the trees of an exercise source:
// random trees, typed trees and game positions; not the presets, which are public
// (the page offers them, the textbooks print them) and which everyone may go on
// searching while a class answers them (an assessment should use random trees).
func guardedSource(source string) bool {
	switch source {
	case exercise.SourceRandom, exercise.SourceTree, exercise.SourceTicTacToe, exercise.SourceStones:
		return true
	}
	return false
}

// guardFresh is how long the guard trusts its list of open assessments' trees before
// reading it again (an assignment that opens or closes by its own clock, a student
// who joined at another server).
const guardFresh = 15 * time.Second

// guardWait bounds a reading of the open assessments' trees: past it, the last reading
// stays in place (none before the first: nothing is refused) until guardFresh passes.
const guardWait = 2 * time.Second

// errAssessedOpen refuses a tree of an open assessment.
var errAssessedOpen = apierr.New(http.StatusForbidden, "class.assessed_open")

// assessedGuard is the index of the open assessments' trees.
type assessedGuard struct {
	store   *classroom.Store
	rebuild sync.Mutex // one reading of the database at a time
	mu      sync.Mutex
	built   time.Time
	stale   bool
	byFP    map[string][]*guarded
	byID    map[string]*guarded
	fps     map[string]string // fingerprints by spec (exercise.Spec.Query), kept across readings
}

// guarded is an open assessment.
type guarded struct {
	a      classroom.Assignment // without its tasks
	secret string
}

func newAssessedGuard(store *classroom.Store) *assessedGuard {
	return &assessedGuard{store: store, fps: map[string]string{}}
}

// markStale makes the next check read the database again (a teacher's change).
func (g *assessedGuard) markStale() {
	g.mu.Lock()
	g.stale = true
	g.mu.Unlock()
}

// refresh reads the fingerprints of the open assessments' trees again when the last
// reading is older than guardFresh or stale. A database that does not answer leaves
// the last reading in place (none before the first) until guardFresh has passed again.
func (g *assessedGuard) refresh(ctx context.Context) {
	fresh := func() bool {
		g.mu.Lock()
		defer g.mu.Unlock()
		return g.byFP != nil && !g.stale && time.Since(g.built) < guardFresh
	}
	if fresh() {
		return
	}
	g.rebuild.Lock()
	defer g.rebuild.Unlock()
	if fresh() {
		return
	}
	g.mu.Lock()
	g.stale = false
	g.mu.Unlock()
	start := time.Now()
	// a database slow to answer holds the public routes no longer than guardWait
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), guardWait)
	defer cancel()
	trees, err := g.store.AssessedTrees(rctx, start)
	if err != nil {
		g.mu.Lock()
		defer g.mu.Unlock()
		if g.byFP == nil {
			g.byFP, g.byID = map[string][]*guarded{}, map[string]*guarded{}
		}
		g.built = start
		return
	}
	byFP, byID, fps := map[string][]*guarded{}, map[string]*guarded{}, map[string]string{}
	for _, t := range trees {
		if !guardedSource(t.Spec.Source) {
			continue
		}
		ga := byID[t.Assignment.ID]
		if ga == nil {
			ga = &guarded{a: t.Assignment, secret: t.Secret}
			byID[t.Assignment.ID] = ga
		}
		q := t.Spec.Query()
		fp, ok := g.fps[q] // read by this goroutine only (under g.rebuild)
		if !ok {
			fp, _ = exercise.SpecFingerprint(t.Spec)
		}
		fps[q] = fp
		if fp != "" && !holds(byFP[fp], ga) {
			byFP[fp] = append(byFP[fp], ga)
		}
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	g.byFP, g.byID, g.fps, g.built = byFP, byID, fps, start
}

// holders are the open assessments whose students answer the tree fp, as last read.
func (g *assessedGuard) holders(ctx context.Context, fp string) []*guarded {
	g.refresh(ctx)
	g.mu.Lock()
	defer g.mu.Unlock()
	return slices.Clone(g.byFP[fp])
}

func holds(list []*guarded, ga *guarded) bool {
	for _, x := range list {
		if x == ga {
			return true
		}
	}
	return false
}

// note adds a tree of assignment a just made for a student (its source, its
// fingerprint fp): when
// the guard does not know the assignment yet, its next check reads the database.
func (g *assessedGuard) note(a *classroom.Assignment, source, fp string) {
	now := time.Now()
	if fp == "" || !guardedSource(source) || !a.Open(now) || a.Revealed(now) {
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	ga := g.byID[a.ID]
	if ga == nil {
		g.stale = true
		return
	}
	if !holds(g.byFP[fp], ga) {
		g.byFP[fp] = append(g.byFP[fp], ga)
	}
}

// check refuses fingerprint fp when it is a tree of an open assessment, unless pass
// is its class's pass for it.
func (g *assessedGuard) check(ctx context.Context, fp, pass string) error {
	if fp == "" {
		return nil
	}
	now := time.Now()
	refused := false
	for _, ga := range g.holders(ctx, fp) {
		if !ga.a.Open(now) || ga.a.Revealed(now) {
			continue
		}
		if pass != "" && pass == passFor(ga.secret, fp) {
			return nil
		}
		refused = true
	}
	if refused {
		return errAssessedOpen
	}
	return nil
}

// active reports whether any assessment is open (so that a request's tree is worth
// reading).
func (g *assessedGuard) active(ctx context.Context) bool {
	g.refresh(ctx)
	g.mu.Lock()
	defer g.mu.Unlock()
	return len(g.byFP) > 0
}

// passFor is a class's pass for a tree: who holds it may search and draw that tree
// while the assessment is open (its teacher's views).
func passFor(secret, fp string) string {
	sum := sha256.Sum256([]byte(secret + "\x00" + fp))
	return hex.EncodeToString(sum[:16])
}

// teacherPass is the pass of assignment a's class for the tree fp, when a is an open
// assessment ("" otherwise: nothing is refused).
func (s *Server) teacherPass(ctx context.Context, a *classroom.Assignment, fp string) string {
	now := time.Now()
	if s.classes == nil || fp == "" || !a.Open(now) || a.Revealed(now) {
		return ""
	}
	g := s.classes.guard
	g.mu.Lock()
	ga := g.byID[a.ID]
	g.mu.Unlock()
	if ga != nil {
		return passFor(ga.secret, fp)
	}
	secret, err := s.classes.store.ClassSecret(ctx, a.ClassID)
	if err != nil {
		return ""
	}
	return passFor(secret, fp)
}

// guardSpec refuses an exercise's tree that an open assessment's students answer.
func (s *Server) guardSpec(ctx context.Context, spec exercise.Spec, pass string) error {
	if s.classes == nil || !s.classes.guard.active(ctx) {
		return nil
	}
	fp, ok := exercise.SpecFingerprint(spec)
	if !ok {
		return nil
	}
	return s.classes.guard.check(ctx, fp, pass)
}

// guardParams refuses a search problem whose game tree is an open assessment's: an
// explicit tree (in parentheses or a preset; not a "random:" one, which no exercise
// is), tic-tac-toe or stones.
func (s *Server) guardParams(ctx context.Context, p *trace.Params, pass string) error {
	if s.classes == nil {
		return nil
	}
	game := strings.ToLower(strings.TrimSpace(p.Game))
	switch game {
	case "tree":
		if strings.HasPrefix(strings.TrimSpace(p.Position), "random:") {
			return nil
		}
	case "tictactoe", "stones":
	default:
		return nil
	}
	if !s.classes.guard.active(ctx) {
		return nil
	}
	g, err := games.New(game, p.Position, games.Options{RootMin: p.RootMin, Takes: p.Takes})
	if err != nil {
		return nil // the route says what is wrong with it
	}
	fp, ok := exercise.Fingerprint(g)
	if !ok {
		return nil
	}
	return s.classes.guard.check(ctx, fp, pass)
}

// guardSheet refuses a sheet that holds an open assessment's tree: a random sheet's
// exercises are the seeds from its own on (worksheet.Exercises).
func (s *Server) guardSheet(ctx context.Context, r sheetRequest) error {
	n := 1
	if r.spec.Source == exercise.SourceRandom {
		n = r.count
		if n == 0 {
			n = worksheet.PageSize
		}
	}
	for i := range n {
		spec := r.spec
		spec.Seed += int64(i)
		if err := s.guardSpec(ctx, spec, ""); err != nil {
			return err
		}
	}
	return nil
}
