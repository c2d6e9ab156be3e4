package lecture

import (
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/trace"
)

// Steps says which steps of a search get a slide.
type Steps string

const (
	// StepsKey: only the steps that matter (KeySteps).
	StepsKey Steps = "key"
	// StepsAll: every step, one slide each.
	StepsAll Steps = "all"
)

// ParseSteps reads a steps choice: "key" (also when empty) or "all"; anything else is
// the coded error lecture.steps.
func ParseSteps(s string) (Steps, error) {
	switch Steps(s) {
	case "", StepsKey:
		return StepsKey, nil
	case StepsAll:
		return StepsAll, nil
	}
	return "", msg.New("lecture.steps", "value", s)
}

// MaxSlides is the most step slides a lecture holds, whichever steps are chosen: as
// many as a slide sequence of render (render.MaxSlideSteps).
const MaxSlides = render.MaxSlideSteps

// Select lists the steps (0-based, in order) that get a slide: every step, or the key
// steps (KeySteps). A search without recorded steps, and a choice of more than
// MaxSlides steps, are refused with a coded error (lecture.no_steps,
// lecture.too_many_steps).
func Select(t *trace.Trace, which Steps) ([]int, error) { return selectAtMost(t, which, MaxSlides) }

// selectAtMost is Select refusing more than most steps.
func selectAtMost(t *trace.Trace, which Steps, most int) ([]int, error) {
	n := t.StepCount()
	if n == 0 {
		return nil, msg.New("lecture.no_steps")
	}
	var steps []int
	if which == StepsAll {
		if n > most {
			return nil, msg.New("lecture.too_many_steps", "n", n, "max", most, "steps", string(which))
		}
		steps = make([]int, n)
		for k := range steps {
			steps[k] = k
		}
		return steps, nil
	}
	steps = KeySteps(t)
	if len(steps) > most {
		return nil, msg.New("lecture.too_many_steps", "n", len(steps), "max", most, "steps", string(which))
	}
	return steps, nil
}

// KeySteps lists, in order and each once, the steps that matter in a search:
//
//   - the first step (the search enters the root);
//   - every cutoff (the rule that fires and what it prunes);
//   - every step at which the root's value so far changes: a backup into the root that
//     gives it its first value or a new one, so the root's best move (the start of its
//     best line) changes;
//   - every return of a root child: the value one root move is worth (or the bound
//     that settles it), before the root takes it or keeps its own;
//   - a stop (the node budget or the time limit ran out);
//   - the last step (the search's result).
//
// A step of another kind is left out, however much it changes below the root: what it
// did shows on the next key step's picture. An mcts search's key steps are its first
// iteration whole and the end of iterations 2, 5, 10, 20, 50, ... (mcts.go).
func KeySteps(t *trace.Trace) []int {
	if t.MCTS != nil {
		return mctsKeySteps(t)
	}
	n := t.StepCount()
	var steps []int
	rootHas, rootValue := false, 0
	for k := range n {
		st := t.Step(k)
		key := k == 0 || k == n-1
		switch st.Kind {
		case trace.StepCutoff, trace.StepStop:
			key = true
		case trace.StepBackup:
			if st.Node == 0 && st.HasValue && (!rootHas || st.Value != rootValue) {
				key = true
			}
		case trace.StepReturn:
			if st.Node > 0 && t.Parent(st.Node) == 0 {
				key = true
			}
		}
		if st.Node == 0 && st.HasValue {
			rootHas, rootValue = true, st.Value
		}
		if key {
			steps = append(steps, k)
		}
	}
	return steps
}
