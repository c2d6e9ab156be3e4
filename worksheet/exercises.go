package worksheet

import (
	"context"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// Exercises makes a worksheet's exercises from one spec: count random exercises of
// seeds spec.Seed, spec.Seed+1, ... (the same level and question), or, for any other
// source, the one exercise the spec names. Count 0 asks for as many as print readably
// on one page (Fit: PageSize at levels 1 to 3, fewer for larger trees, at least 1).
// A count of random exercises larger than that is refused (worksheet.unreadable,
// naming the count that fits) rather than printed too small to read. Errors are coded
// (msg).
func Exercises(spec exercise.Spec, count int) ([]*exercise.Exercise, error) {
	return ExercisesWith(context.Background(), trace.Makers{}, spec, count)
}

// ExercisesWith is Exercises with the makers of the games beyond package games' (a
// student's game, made by mk.Lab under ctx).
func ExercisesWith(ctx context.Context, mk trace.Makers, spec exercise.Spec, count int) ([]*exercise.Exercise, error) {
	if count < 0 || count > PageSize {
		return nil, msg.New("worksheet.count", "n", count, "max", PageSize)
	}
	spec, err := spec.Normalize()
	if err != nil {
		return nil, err
	}
	asked := count
	if count == 0 {
		count = PageSize
	}
	if spec.Source != exercise.SourceRandom {
		count, asked = 1, 1
	}
	exs := make([]*exercise.Exercise, 0, count)
	for i := range count {
		s := spec
		s.Seed += int64(i)
		e, err := exercise.NewWith(ctx, mk, s)
		if err != nil {
			return nil, err
		}
		exs = append(exs, e)
	}
	if asked == 1 {
		return exs, nil
	}
	fit, err := Fit(exs)
	if err != nil {
		return nil, err
	}
	if asked > fit {
		return nil, msg.New("worksheet.unreadable", "n", asked, "fit", fit, "level", spec.Level)
	}
	return exs[:fit], nil
}

// Fit is how many of the exercises, from the first, one page prints readably
// (Layout.Readable), questions and solutions, in every language (Langs: a title may
// wrap in one and not in another), with the line that says how many fit. When even
// the first alone is not readable (its tree is wider than an A4 page allows), it is
// how many print as large as the first alone does: fewer would not print larger (the
// page says how small it prints).
func Fit(exs []*exercise.Exercise) (int, error) {
	type half struct {
		part Part
		opt  Options
		pics []picture
	}
	var halves []half
	for _, lang := range Langs {
		for _, part := range []Part{Question, Solution} {
			p, err := pictures(exs, part, lang)
			if err != nil {
				return 0, err
			}
			halves = append(halves, half{part, Options{Lang: lang, Fitted: true}, p})
		}
	}
	// the smallest scale n exercises print at, of every half
	scale := func(n int) Layout {
		var worst Layout
		for k, h := range halves {
			if l := bestLayout(exs[:n], h.pics[:n], h.part, h.opt); k == 0 || l.Scale < worst.Scale {
				worst = l
			}
		}
		return worst
	}
	readable := Layout.Readable
	if one := scale(1); !one.Readable() {
		readable = func(l Layout) bool {
			return l.Scale >= one.Scale-1e-9 // as large as one alone prints
		}
	}
	for n := len(exs); n > 1; n-- {
		if readable(scale(n)) {
			return n, nil
		}
	}
	return 1, nil
}
