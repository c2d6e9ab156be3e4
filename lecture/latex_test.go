package lecture

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

func TestLatexEscapesUserText(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		`a\b`:              `a\textbackslash{}b`,
		`{x}`:              `\{x\}`,
		`$5 & #3`:          `\$5 \& \#3`,
		`x^2_i`:            `x\textasciicircum{}2\_i`,
		`50% ~ya`:          `50\% \textasciitilde{}ya`,
		`<b>|"q"`:          `\textless{}b\textgreater{}\textbar{}\textquotedbl{}q\textquotedbl{}`,
		"α=3 ≥ β=−∞":       `$\alpha$=3 $\geq$ $\beta$=$-$$\infty$`,
		"niño ¿sí?":        "niño ¿sí?",
		"tab\tnew\nline":   "tab new line",
		"漢字":               "??",
		"bad\xffbyte":      "bad?byte",
		"\u202eright-left": " right-left",
		"MAX ▲, MIN ▼ □":   `MAX $\blacktriangle$, MIN $\blacktriangledown$ $\square$`,
	} {
		assert.Equal(t, want, Latex(in), "%q", in)
	}
}

// hostile names every node of the textbook's search with LaTeX's special characters.
func hostile(t *testing.T) (trace.Params, *trace.Trace) {
	p := textbook()
	tr := searched(t, p)
	names := tr.Names()
	nodes := make([]trace.Node, tr.NodeCount())
	texts := make([]trace.NodeTexts, tr.NodeCount())
	evil := []string{`\`, `{`, `}`, `$`, `&`, `#`, `^`, `_`, `%`, `~`, `\end{frame}`, `}}}`, `\def\x{`}
	for i := range nodes {
		nodes[i] = tr.Node(int32(i))
		texts[i] = trace.NodeTexts{Move: names.Move(int32(i)), Label: names.Label(int32(i))}
		if tr.Children().Count(int32(i)) > 0 {
			texts[i].Label = "N" + evil[i%len(evil)] + strings.Repeat("x", i%2)
			texts[i].Move = texts[i].Label
		}
	}
	steps := make([]trace.Step, tr.StepCount())
	for k := range steps {
		steps[k] = tr.Step(k)
	}
	out := *tr
	trace.Assemble(&out, nodes, texts, steps)
	p.Position = `((3,5),(2,9)) \ { } $ & # ^ _ % ~ \input{/etc/passwd}`
	return p, &out
}

// A tree whose names are LaTeX's special characters gives Beamer source where every
// one is escaped: it compiles, and no name reaches the source as a command.
func TestBeamerEscapesHostileNames(t *testing.T) {
	t.Parallel()
	p, tr := hostile(t)
	for _, lang := range []string{msg.EN, msg.ES} {
		l, err := New(p, tr, lang, StepsAll)
		require.NoError(t, err)
		tex, err := l.TeX(context.Background())
		require.NoError(t, err)
		s := string(tex)
		// (strings.Contains: the source is too long to print)
		assert.False(t, strings.Contains(s, `\input{/etc/passwd}`), "the position's command")
		assert.True(t, strings.Contains(s, `\textbackslash{}input\{/etc/passwd\}`), "the position escaped")
		for _, name := range []string{`N\textbackslash{}`, `N\{x`, `N\&`, `N\_x`} {
			assert.True(t, strings.Contains(s, "{"+name+"}"), "the node name %s escaped", name)
		}
		assert.False(t, regexp.MustCompile(`N\\(def|end)`).MatchString(s), "a name as a command")
		assert.Equal(t, strings.Count(s, `\begin{frame}`), strings.Count(s, `\end{frame}`))
		assert.Equal(t, 1+tr.StepCount(), strings.Count(s, `\begin{frame}`))
		pdf, err := l.PDF(context.Background())
		require.NoError(t, err)
		if n, ok := pdfPages(t, pdf); ok {
			assert.Equal(t, 1+tr.StepCount(), n)
		}
		if lang == msg.ES {
			needPdflatex(t)
			n, ok := pdfPages(t, compile(t, tex))
			require.True(t, ok)
			assert.Equal(t, 1+tr.StepCount(), n)
		}
	}
}
