package worksheet

import (
	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
)

// Exercises makes a worksheet's exercises from one spec: count random exercises of
// seeds spec.Seed, spec.Seed+1, ... (the same level and question), or, for any other
// source, the one exercise the spec names. Errors are coded (msg).
func Exercises(spec exercise.Spec, count int) ([]*exercise.Exercise, error) {
	if count < 1 || count > PageSize {
		return nil, msg.New("worksheet.count", "n", count, "max", PageSize)
	}
	spec, err := spec.Normalize()
	if err != nil {
		return nil, err
	}
	if spec.Source != exercise.SourceRandom {
		count = 1
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
	return exs, nil
}
