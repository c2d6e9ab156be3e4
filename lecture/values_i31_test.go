package lecture

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// A slide writes values divided by the trace's scale (a chance node's weighted mean),
// whole ones grouped as the page groups them, and leaves other traces' as they were.
func TestValueTextScaled(t *testing.T) {
	t.Parallel()
	p := trace.DefaultParams()
	p.Position = "A(?(1/2: B(3,5), 1/2: C(2,9)))"
	p.Options.Algorithm = trace.Expectiminimax
	tr := searched(t, p)
	s := tr.ValueScale()
	assert.Greater(t, s, int64(1))
	plain := searched(t, trace.DefaultParams())
	for _, c := range []struct {
		tr   *trace.Trace
		lang string
		v    int
		want string
	}{
		{tr, msg.EN, int(5 * s / 2), "2.5"},
		{tr, msg.ES, int(-5 * s / 2), "−2.5"},
		{tr, msg.ES, int(1234 * s), "1.234"},
		{tr, msg.EN, trace.Inf, "+∞"},
		{plain, msg.ES, -1234, "−1.234"},
		{plain, msg.EN, 7, "7"},
	} {
		l := &Lecture{Trace: c.tr, Lang: c.lang}
		assert.Equal(t, c.want, l.valueText(c.v), "%d in %s", c.v, c.lang)
	}
	l := &Lecture{Trace: tr, Lang: msg.EN}
	assert.Equal(t, "2.5", l.valueText(tr.Value), "the root's value")
}
