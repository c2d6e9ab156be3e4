package exercise

import (
	"context"
	"errors"
	"strings"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// fitTries bounds the positions Fit tries: each is a search of at most MaxGameNodes+1
// nodes.
const fitTries = 400

// Fit makes the exercise of spec; when spec is a student's game (lab:HASH) whose tree
// from spec's position is too big for an exercise, it makes the one from the nearest
// position on (the fewest moves played after spec's) whose tree fits, the biggest of
// them, the game's move order breaking ties: the code lab offers its game to practise
// from its start, and Nim from (3, 4, 5) has far more than MaxGameNodes positions.
// The exercise's Spec.Position says where it starts. When no position within
// fitTries fits, the error is spec's own (exercise.too_big).
func Fit(ctx context.Context, mk trace.Makers, spec Spec) (*Exercise, error) {
	e, err := NewWith(ctx, mk, spec)
	if err == nil || !IsTooBig(err) || !IsLab(spec.Source) {
		return e, err
	}
	level, tries := []string{strings.TrimSpace(spec.Position)}, 0
	for len(level) > 0 && tries < fitTries {
		var best *Exercise
		var next []string
		for _, pos := range level {
			for _, after := range positionsAfter(ctx, mk, spec.Source, pos) {
				if tries++; tries > fitTries {
					break
				}
				s := spec
				s.Position = after
				x, xerr := NewWith(ctx, mk, s)
				switch {
				case xerr == nil && x.Trace.NodeCount() > 1 && (best == nil || x.Trace.NodeCount() > best.Trace.NodeCount()):
					best = x
				case xerr != nil && IsTooBig(xerr):
					next = append(next, after)
				}
			}
		}
		if best != nil {
			return best, nil
		}
		level = next
	}
	return nil, err
}

// IsTooBig says whether err is New's exercise.too_big: the exercise's tree has more
// nodes than an exercise may.
func IsTooBig(err error) bool {
	var m *msg.Error
	return errors.As(err, &m) && m.Code() == "exercise.too_big"
}

// positionsAfter is the positions one move after pos in a student's game, written as
// its positions are: the moves from its initial(), by name, comma-separated.
func positionsAfter(ctx context.Context, mk trace.Makers, source, pos string) []string {
	g, err := mk.NewGame(ctx, &trace.Params{Game: source, Position: pos})
	if err != nil {
		return nil
	}
	var out []string
	for _, m := range g.Moves(nil) {
		name := g.MoveName(m)
		if pos == "" {
			out = append(out, name)
		} else {
			out = append(out, pos+", "+name)
		}
	}
	return out
}
