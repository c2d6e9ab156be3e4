package worksheet

import (
	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
)

// Exercises makes a worksheet's exercises from one spec: count random exercises of
// seeds spec.Seed, spec.Seed+1, ... (the same level and question), or, for any other
// source, the one exercise the spec names. Count 0 asks for as many as print readably
// on one page (Fit: PageSize at levels 1 to 3, fewer for larger trees, at least 1).
// A count of random exercises larger than that is refused (worksheet.unreadable,
// naming the count that fits) rather than printed too small to read. Errors are coded
// (msg).
func Exercises(spec exercise.Spec, count int) ([]*exercise.Exercise, error) {
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
		e, err := exercise.New(s)
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
// (Layout.Readable), questions and solutions. When even the first alone is not
// readable (its tree is wider than an A4 page allows), it is how many print as large
// as the first alone does: fewer would not print larger (the page says how small it
// prints).
func Fit(exs []*exercise.Exercise) (int, error) {
	var pics [2][]picture
	for k, part := range []Part{Question, Solution} {
		p, err := pictures(exs, part, "en")
		if err != nil {
			return 0, err
		}
		pics[k] = p
	}
	fits := func(n int, lay func(Layout) bool) bool {
		return lay(bestLayout(exs[:n], pics[0][:n], Question)) && lay(bestLayout(exs[:n], pics[1][:n], Solution))
	}
	readable := Layout.Readable
	if !fits(1, readable) {
		q, s := bestLayout(exs[:1], pics[0][:1], Question).Scale, bestLayout(exs[:1], pics[1][:1], Solution).Scale
		readable = func(l Layout) bool {
			return l.Scale >= min(q, s)-1e-9 // as large as one alone prints
		}
	}
	for n := len(exs); n > 1; n-- {
		if fits(n, readable) {
			return n, nil
		}
	}
	return 1, nil
}
