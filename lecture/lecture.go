package lecture

import (
	"context"
	"strconv"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/trace"
)

// Lecture is one search made into slides: the problem, its recorded search, the steps
// chosen and the language of every word on them.
type Lecture struct {
	Params trace.Params
	Trace  *trace.Trace
	Lang   string // msg.EN or msg.ES
	Which  Steps
	// Steps are the chosen steps (0-based, in order): Select's.
	Steps []int
	// Budget is the most nodes a step's picture draws (render.Options.Budget; 0: its
	// default): deeper levels fold into summaries.
	Budget int
	// Progress, when set, is told after each slide is made: done of total.
	Progress func(done, total int)
	ex       *exercise.Exercise
	kids     trace.Children
}

// New makes the lecture of the recorded search t of problem p: its steps chosen by
// which (Select), its words in lang (English unless msg.ES).
func New(p trace.Params, t *trace.Trace, lang string, which Steps) (*Lecture, error) {
	return NewAtMost(p, t, lang, which, MaxSlides)
}

// MaxNodes is the most recorded nodes a lecture's search may have: its sentences name
// every node by its moves (exercise.FromTrace), which a larger search would make
// costly.
const MaxNodes = 250_000

// NewAtMost is New with at most maxSlides step slides (and never more than
// MaxSlides): more is the coded error lecture.too_many_steps, a search of more than
// MaxNodes nodes lecture.too_many_nodes.
func NewAtMost(p trace.Params, t *trace.Trace, lang string, which Steps, maxSlides int) (*Lecture, error) {
	if lang != msg.ES {
		lang = msg.EN
	}
	steps, err := selectAtMost(t, which, min(maxSlides, MaxSlides))
	if err != nil {
		return nil, err
	}
	if n := t.NodeCount(); n > MaxNodes {
		return nil, msg.New("lecture.too_many_nodes", "n", n, "max", MaxNodes)
	}
	return &Lecture{Params: p, Trace: t, Lang: lang, Which: which, Steps: steps,
		ex: exercise.FromTrace(p, t), kids: t.Children()}, nil
}

// Title is the lecture's title: the algorithm and the problem ("Poda alfa-beta:
// Ejemplo del libro").
func (l *Lecture) Title() string {
	return AlgorithmName(l.Params.Options.Algorithm, l.Lang) + ": " + ProblemName(l.Params, l.Lang)
}

// SlidesLine says which steps the slides show ("the 9 steps that matter, of 29").
func (l *Lecture) SlidesLine() string {
	n, steps := strconv.Itoa(len(l.Steps)), msg.Number(l.Lang, int64(l.Trace.StepCount()))
	if l.Which == StepsAll {
		return say(l.Lang, "slides_all", "n", steps)
	}
	return say(l.Lang, "slides_key", "n", n, "steps", steps)
}

// Legend explains the drawing's marks (with α/β for alpha-beta and Star1; W/N and N
// for mcts; the chance node's circle when the tree has one).
func (l *Lecture) Legend() string {
	if l.Trace.MCTS != nil {
		return say(l.Lang, "legend_mcts")
	}
	s := say(l.Lang, "legend_plain")
	if l.windowed() {
		s = say(l.Lang, "legend")
	}
	if l.ex.HasChance() {
		s += " " + say(l.Lang, "legend_chance")
	}
	return s
}

// windowed reports whether the search has windows α/β: alpha-beta in either form,
// and expectiminimax with Star1.
func (l *Lecture) windowed() bool {
	switch o := l.Trace.Options; o.Algorithm {
	case trace.AlphaBeta, trace.NegamaxAlphaBeta:
		return true
	case trace.Expectiminimax:
		return o.Star1
	}
	return false
}

// Sentence is the stepper's sentence of step k (the page's, in the lecture's
// language): exercise's for the steps it explains, the page's own words for a
// transposition-table hit, a quiescence step and a stop.
func (l *Lecture) Sentence(k int) string {
	if s := l.mctsSentence(k); s != "" {
		return s
	}
	if s := l.ex.Explain(k, l.Lang); s != "" {
		return s
	}
	st := l.Trace.Step(k)
	name := l.ex.DisplayName(l.Lang, st.Node)
	page := func(key string, kv ...string) string { return msg.Say(l.Lang, "page."+key, kv...) }
	switch st.Kind {
	case trace.StepStop:
		return say(l.Lang, "stopped")
	case trace.StepTTHit:
		v := l.valueText(st.Value)
		switch {
		case l.Trace.Options.TT == trace.TTNaive:
			return page("ttNaiveHit", "name", name, "w", v)
		case st.Bound == trace.Lower:
			return page("ttLower", "name", name, "v", v)
		case st.Bound == trace.Upper:
			return page("ttUpper", "name", name, "v", v)
		}
		return page("ttExact", "name", name, "v", v)
	case trace.StepQuiesce:
		who := "MIN"
		if st.ThreatBy == trace.Max {
			who = "MAX"
		}
		key := "quiesceBlock"
		if st.ThreatBy == l.Trace.Node(st.Node).Player {
			key = "quiesceOwn"
		}
		return page(key, "name", name, "who", who, "m", l.Trace.Names().MoveAt(st.Node, st.Threat))
	}
	return name
}

// StepOf is the footer of step k: "step 13 of 29".
func (l *Lecture) StepOf(k int) string {
	return say(l.Lang, "step_of", "k", msg.Number(l.Lang, int64(k+1)), "n", msg.Number(l.Lang, int64(l.Trace.StepCount())))
}

// pictureOptions are render's options for step k's picture on a slide: a slide of
// the picture band's shape (pictureRatio) as wide as the slide, so that render's fit
// (node values at least render.MinValuePx high on a slide 1920 pixels wide, folded
// where they would not be) holds on the lecture's slide too; a compact header
// without a title (the slide has its own).
func (l *Lecture) pictureOptions(k int) render.Options {
	return render.Options{Step: k, Budget: l.Budget, Lang: l.Lang, Ratio: pictureRatio, Header: render.HeaderCompact}
}

// progress tells Progress, if set.
func (l *Lecture) progress(done int) {
	if l.Progress != nil {
		l.Progress(done, len(l.Steps))
	}
}

// check returns ctx's error once it ends.
func check(ctx context.Context) error { return ctx.Err() }
