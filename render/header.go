package render

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/gametree/gametree/trace"
)

func (p *plan) writeHeader(b *bytes.Buffer, k int, fin bool) {
	b.WriteString(`<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1">`)
	if p.title != "" {
		fmt.Fprintf(b, `<TR><TD ID="title" HREF="" TOOLTIP="%s"><FONT POINT-SIZE="16"><B>%s</B></FONT></TD></TR>`, html(p.title), html(p.title))
	}
	if p.opt.Header != HeaderCompact {
		lines, tip, w := p.legendText(k, fin)
		for j, l := range lines {
			lines[j] = html(nbspIfEmpty(l))
		}
		fmt.Fprintf(b, `<TR><TD ID="legend" HREF="" TOOLTIP="%s" FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%d"><FONT POINT-SIZE="10" COLOR="%s">%s</FONT></TD></TR>`,
			html(nbspIfEmpty(tip)), w, 14*len(lines), colMuted, strings.Join(lines, "<BR/>"))
	}
	capt := p.caption(k, fin)
	fmt.Fprintf(b, `<TR><TD ID="caption" HREF="" TOOLTIP="%s" FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="20"><FONT POINT-SIZE="12">%s</FONT></TD></TR>`,
		html(nbspIfEmpty(capt)), p.capW, html(nbspIfEmpty(capt)))
	b.WriteString(`</TABLE>`)
}

// legendText is the legend of step k as a picture writes it: a line of text for
// every line the trace ever needs ("" until the step the picture shows what its items
// explain), the tooltip listing the items shown, and the width of the legend's cell,
// the same at every step: that of the widest line of the finished search.
func (p *plan) legendText(k int, fin bool) (lines []string, tip string, width float64) {
	all := p.legend(p.t.StepCount())
	now := p.legend(k)
	if fin {
		now = all
	}
	var flat []string
	for _, line := range now {
		lines = append(lines, strings.Join(line, "   ·   "))
		flat = append(flat, line...)
	}
	for len(lines) < len(all) {
		lines = append(lines, "")
	}
	for _, line := range all {
		width = math.Max(width, textWidth(strings.Join(line, "   ·   "), legSize))
	}
	return lines, strings.Join(flat, " · "), math.Ceil(width + 8)
}

// legend lists, in lines, the legend items a picture of step k needs (k =
// len(Steps): every item the trace ever needs): the players, what the algorithm
// shows, what has happened by step k, and how the game's scores read.
func (p *plan) legend(k int) [][]string {
	if p.opt.exercise() {
		return p.exerciseLegend()
	}
	l := p.l
	items := []string{p.players()}
	if p.hasInner && p.windowed {
		items = append(items, l.legendWindow)
	}
	if p.hasPrune && p.firstCut >= 0 && k >= p.firstCut {
		items = append(items, l.legendPruned)
	}
	if p.hasPV && k >= p.t.StepCount()-1 {
		items = append(items, l.legendPV)
	}
	if p.hasTT && p.firstTT >= 0 && k >= p.firstTT {
		items = append(items, l.legendTT)
	}
	if p.hasQuiet && p.firstQ >= 0 && k >= p.firstQ {
		items = append(items, l.legendQuiet)
	}
	items = p.chanceLegend(items, k)
	items = p.mctsLegend(items, k)
	if p.hasFold {
		items = append(items, l.legendFold)
	}
	if p.hasStop && (k >= p.t.StepCount()-1 || p.stopStep >= 0 && k >= p.stopStep) {
		items = append(items, l.legendStop)
	}
	lines := p.legendLines(items, 3)
	if p.hasLift {
		lines = append(lines, []string{l.lift})
	}
	return lines
}

// players is the legend's item on the players: which pieces MAX plays, in the games
// that have pieces.
func (p *plan) players() string {
	if p.n > 0 {
		switch p.game {
		case gameTicTacToe:
			return p.l.playersX[p.maxSide()]
		case gameConnect4:
			return p.l.playersC4[p.maxSide()]
		}
	}
	return p.l.legendPlayers
}

// legendLines puts a legend's items perLine to a line, then how the game's scores read
// (one line, always there: it explains the numbers).
func (p *plan) legendLines(items []string, perLine int) [][]string {
	var lines [][]string
	for i := 0; i < len(items); i += perLine {
		lines = append(lines, items[i:min(i+perLine, len(items))])
	}
	if w := p.winsLine(); w != "" {
		lines = append(lines, []string{w})
	}
	return lines
}

// maxSide is 0 when MAX plays the first player's pieces (X, red), 1 otherwise: the
// first player is to move when both have as many pieces on the root's board.
func (p *plan) maxSide() int {
	var x, o int
	for _, row := range p.board(0) {
		x += strings.Count(strings.ToUpper(row), "X")
		o += strings.Count(strings.ToUpper(row), "O")
	}
	firstToMove := x == o
	if firstToMove == (p.t.Node(0).Player == trace.Max) {
		return 0
	}
	return 1
}

// winsLine explains faster-wins scores (a faster win scores more), for the games that
// have them; plain scores (every win ±1) need no explanation.
func (p *plan) winsLine() string {
	l := p.l
	if p.t.Options.PlainScores || !p.hasWin && !p.hasLift {
		return ""
	}
	switch p.game {
	case gameTicTacToe:
		return l.winsTTT + " · " + l.draw
	case gameConnect4:
		return l.winsC4 + " · " + l.draw
	case gameStones:
		n0, err := strconv.Atoi(strings.TrimSpace(p.board(0)[0]))
		if err != nil {
			return ""
		}
		return l.say("wins_stones", "n", strconv.Itoa(n0+1), "m", strconv.Itoa(n0))
	case gameCoin:
		return p.coinWinsLine()
	}
	return ""
}

func nbspIfEmpty(s string) string {
	if s == "" {
		return "\u00a0"
	}
	return s
}

// caption describes step k (or the result when finished).
func (p *plan) caption(k int, fin bool) string {
	t, l := p.t, p.l
	if p.n == 0 {
		return l.noTree
	}
	if p.opt.question() {
		return ""
	}
	if fin && p.opt.Step < 0 {
		return p.resultText()
	}
	if k < 0 || k >= t.StepCount() {
		return ""
	}
	s := t.Step(k)
	name := p.name(s.Node)
	fv := l.val
	var d string
	switch s.Kind {
	case trace.StepEnter:
		if p.windowed {
			d = l.say("enter", "name", name, "a", fv(s.Alpha), "b", fv(s.Beta))
		} else {
			d = l.say("enter_plain", "name", name)
		}
	case trace.StepEval:
		d = l.say("eval", "name", name, "v", l.bounded(s.Value, s.Bound))
	case trace.StepTTHit:
		d = l.say("tt", "name", name, "v", l.bounded(s.Value, s.Bound))
	case trace.StepBackup:
		child := "?"
		if s.Child >= 0 && int(s.Child) < p.n {
			child = p.name(s.Child)
		}
		d = l.say("backup", "name", name, "v", fv(s.Value), "child", child)
	case trace.StepAlpha:
		d = l.say("alpha", "name", name, "a", fv(s.Alpha))
	case trace.StepBeta:
		d = l.say("beta", "name", name, "b", fv(s.Beta))
	case trace.StepCutoff:
		d = l.say("cutoff", "name", name, "rule", p.cutoffRule(k))
	case trace.StepReturn:
		d = l.say("return", "name", name, "v", l.bounded(s.Value, s.Bound))
	case trace.StepStop:
		d = l.say("stop", "name", name)
	case trace.StepQuiesce:
		d = l.say("quiesce", "name", name, "who", p.threatBy(s.ThreatBy), "move", p.names.MoveAt(s.Node, s.Threat))
	case trace.StepChance:
		d = p.chanceCaption(s, name)
	default:
		d = p.mctsCaption(s, k, name)
	}
	return l.say("step", "k", l.count(k+1), "n", l.count(t.StepCount())) + d
}

func (p *plan) resultText() string {
	if p.mcts() {
		return p.mctsResult()
	}
	t, l := p.t, p.l
	var parts []string
	switch {
	case t.HasValue && t.ValueBound != trace.Exact:
		// a stopped search: what it found is a bound on the value, not the value
		parts = append(parts, l.say("result_bound", "v", l.bounded(t.Value, t.ValueBound)))
	case t.HasValue:
		parts = append(parts, l.sayPage("resultValue", "v", l.val(t.Value)))
	default:
		parts = append(parts, l.notFinished)
	}
	if t.BestMove != "" {
		parts = append(parts, l.sayPage("resultBest", "m", p.gameMove(t.BestMove)))
	}
	if t.Stopped != "" {
		parts = append(parts, l.say("stopped_by", "why", clean(l.stopReason(t), maxTextRunes)))
	}
	return strings.Join(parts, " · ")
}

// captionWidth is the width of the caption cell: wide enough for the longest caption
// of the trace (estimated), the same at every step.
func (p *plan) captionWidth() float64 {
	w := textWidth(p.resultText(), 12)
	if p.t.StepCount() <= 5000 {
		for k := range p.t.StepCount() {
			if cw := textWidth(p.caption(k, false), 12); cw > w {
				w = cw
			}
		}
	} else if w < 520 {
		w = 520
	}
	return math.Ceil(w + 8)
}

// threatBy names who can complete a line at a quiesce step.
func (p *plan) threatBy(by trace.Player) string {
	if by == trace.Max {
		return p.l.max
	}
	return p.l.min
}
