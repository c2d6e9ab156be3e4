package render

import (
	"math"
	"strconv"
	"strings"

	"github.com/gametree/gametree/trace"
)

// Chance nodes (expectiminimax; trace.Chance): drawn as circles, Russell and Norvig's
// convention beside MAX's ▲ and MIN's ▼, with the class "chance" (the player's class)
// and the ids of any node; the probability of each outcome written on the edge into
// it (cell e<i>-p); while the node is open its value is the running weighted sum of
// the outcomes returned so far, written "Σ1.5" (the steps StepChance); once it
// returns, its value. A Star1 cutoff is drawn as alpha-beta's, its rule
// trace.CutoffRule's.

// colChanceFill is a chance node's fill.
const colChanceFill = "#e4f1da"

// isChance: node i is a chance node.
func (p *plan) isChance(i int32) bool { return p.t.Node(i).Player == trace.Chance }

// circleR is the radius of a chance node's circle: as high as a triangle is drawn
// (three quarters of its box).
func (g *drawGeometry) circleR() float64 { return g.triH * 0.375 }

// windowedAlgo reports whether the trace's algorithm has α and β: alpha-beta's two
// forms, and expectiminimax pruned by Star1 (not minimax, negamax, plain
// expectiminimax nor Monte Carlo tree search).
func windowedAlgo(o trace.Options) bool {
	switch o.Algorithm {
	case trace.Minimax, trace.Negamax, trace.MCTS:
		return false
	case trace.Expectiminimax:
		return o.Star1
	}
	return true
}

// chanceValue is what an open chance node with a value shows: the running weighted
// sum of its outcomes so far, "Σ1.5" (the value of a node still open is a sum, not
// yet the mean of all its outcomes).
func (p *plan) chanceValue(v seen, value string) string {
	if value == "" || !v.open || !p.isChance(v.i) || p.opt.exercise() {
		return value
	}
	return "Σ" + value
}

// prob is the probability of node i as an outcome of its chance parent, as written
// ("1/2", "0.25"), the text of the cell e<i>-p on the edge into it; "" under a
// decision node.
func (p *plan) prob(i int32) string {
	if pn, ok := any(p.names).(interface{ Prob(int32) string }); ok {
		return clean(pn.Prob(i), 16)
	}
	return ""
}

// chanceCutoff is the rule of a cutoff at a chance node (Star1), as trace.CutoffRule
// states it, in the picture's language: "upper bound 2.5 ≤ α=3" (the step's value is
// the bound), and whether step k is one.
func (p *plan) chanceCutoff(k int) (string, bool) {
	t := p.t
	if k < 0 || k >= t.StepCount() || t.Step(k).Kind != trace.StepCutoff || !p.isChance(t.Step(k).Node) {
		return "", false
	}
	s, l := t.Step(k), p.l
	if s.Value <= s.Alpha {
		return l.say("star1_upper", "v", l.val(s.Value), "a", l.val(s.Alpha)), true
	}
	return l.say("star1_lower", "v", l.val(s.Value), "b", l.val(s.Beta)), true
}

// playerWord is how tooltips and legends name node i's player.
func (p *plan) playerWord(pl trace.Player) string {
	switch pl {
	case trace.Max:
		return p.l.max
	case trace.Chance:
		return p.l.chance.chance
	}
	return p.l.min
}

// svgChance draws chance node i as a circle centred at (x, y): its name left of it,
// its value inside, α and β right of it (Star1) as a triangle's.
func (p *plan) svgChance(o *svgOut, i int32, id string, lk look, x, y float64) {
	r := p.g.circleR()
	o.circle(lk.fill, lk.pen, lk.penwidth, lk.style, x, y, r)
	if name, nameCol := p.shownName(i, lk); name != "" {
		o.text(x-p.g.triW/2, y, textStyle{size: p.g.nameSize, color: nameCol, anchor: "end", italic: true}, name)
	}
	if p.blankValue(i) { // a question's box to write the value in
		o.svgBlank(x, y, math.Min(p.g.blankW, 1.3*r), math.Min(p.g.blankH, 1.3*r))
	}
	o.cellText(id+"-v", lk.tip, x, y, textStyle{size: fit(lk.value, p.g.valSize, 2*r*0.85), color: lk.text, anchor: "middle", bold: lk.bold}, lk.value)
	if p.hasWindow(i) {
		ay, bey := p.g.abY(y, true)
		ax := x + p.g.triW/2
		if p.opt.question() { // a line to write on after "α=" and "β="
			x0 := ax + textWidth("α=", p.g.abSize) + 1
			for _, ly := range [2]float64{ay, bey} {
				ly += p.g.abSize * 4 / 9
				o.line(colMuted, 0.8, "", [4][2]float64{{x0, ly}, {x0, ly}, {x + p.g.triW/2 + p.side - 2, ly}, {x + p.g.triW/2 + p.side - 2, ly}}, 0, 0)
			}
		}
		o.cellText(id+"-alpha", lk.tip, ax, ay, textStyle{size: p.g.abSize, color: colAlpha, anchor: "start"}, lk.alpha)
		o.cellText(id+"-beta", lk.tip, ax, bey, textStyle{size: p.g.abSize, color: colBeta, anchor: "start"}, lk.beta)
	}
	ay, _ := p.g.abY(y, true)
	p.svgVisits(o, id, lk, x+p.g.triW/2, ay, p.g.abSize)
}

// circle writes a circle.
func (o *svgOut) circle(fill, pen string, width float64, style string, x, y, r float64) {
	o.WriteString("<circle")
	o.paint(fill, pen, width, style)
	o.NumAttr("cx", x)
	o.NumAttr("cy", y)
	o.NumAttr("r", r)
	o.WriteString("/>\n")
}

// playerMark is a board's header mark: ▲ MAX, ▼ MIN, ○ chance.
func playerMark(pl trace.Player) string {
	switch pl {
	case trace.Min:
		return "▼"
	case trace.Chance:
		return "○"
	}
	return "▲"
}

// probColour is the colour of a probability on the edge into a node in state s: the
// problem gives it, so it is written from the first step, light until reached.
func (p *plan) probColour(s trace.NodeState) string {
	if !s.Reached {
		return colGhostTxt
	}
	return colChance
}

// colChance is the ink of a probability.
const colChance = "#3f6b22"

// valueTip is what the tooltip of node v says of its value when the value is not a
// value (nor a bound) yet: an open chance node's running sum ("weighted sum so far
// Σ1.5"); an mcts node's N, W and mean (mctsTip).
func (p *plan) valueTip(v seen, lk look) (string, bool) {
	if p.mcts() {
		return p.mctsTip(v)
	}
	if lk.value != "" && v.open && p.isChance(v.i) {
		return p.l.chance.sumTip + " " + lk.value, true
	}
	return "", false
}

// chanceCaption describes a StepChance s at node name: the running sum after the
// child returned, and the child's probability.
func (p *plan) chanceCaption(s trace.Step, name string) string {
	child, pr := "?", "?"
	if s.Child >= 0 && int(s.Child) < p.n {
		child = p.name(s.Child)
		if x := p.prob(s.Child); x != "" {
			pr = x
		}
	}
	return p.l.say("chance", "name", name, "v", p.l.val(s.Value), "child", child, "p", pr)
}

// chanceLegend adds the legend's items of chance nodes: what a circle is, and, from
// the first running sum on, what Σ is.
func (p *plan) chanceLegend(items []string, k int) []string {
	if !p.hasChance {
		return items
	}
	items = append(items, p.l.chance.legendChance)
	if p.firstSum >= 0 && k >= p.firstSum {
		items = append(items, p.l.chance.legendSum)
	}
	return items
}

// coinGame recognises stones and a coin (games.Coin) from a game whose root board is
// one row, a count with the first turn's coin ("4", "4h", "4t"), and whose search has
// chance nodes; else game as it was recognised.
func (p *plan) coinGame(game int) int {
	if !p.hasChance || p.explicit {
		return game
	}
	b := p.board(0)
	if len(b) != 1 || !isCount(strings.TrimRight(strings.ToLower(strings.TrimSpace(b[0])), "ht")) {
		return game
	}
	return gameCoin
}

// gameMove names a move of the game for people: the coin's outcomes "heads"/"cara" and
// "tails"/"cruz", a take of stones "take 2"/"quita 2" (the coin game's takes are
// numbers), other moves cleaned.
func (p *plan) gameMove(m string) string {
	if p.game == gameCoin {
		switch strings.TrimSpace(m) {
		case "H":
			return p.l.sayPage("coinHeads")
		case "T":
			return p.l.sayPage("coinTails")
		}
		if n, err := strconv.Atoi(strings.TrimSpace(m)); err == nil && n > 0 {
			return p.l.sayPage("takeMove", "n", strconv.Itoa(n))
		}
	}
	return p.l.move(m, p.game == gameStones)
}

// coinWinsLine explains the coin game's scores (msg: picture.wins_coin).
func (p *plan) coinWinsLine() string {
	n0, err := strconv.Atoi(strings.TrimRight(strings.ToLower(strings.TrimSpace(p.board(0)[0])), "ht "))
	if err != nil {
		return ""
	}
	return p.l.say("wins_coin", "n", strconv.Itoa(n0+1), "m", strconv.Itoa(n0))
}
