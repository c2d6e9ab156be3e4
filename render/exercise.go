package render

import (
	"math"
	"strconv"
	"strings"

	"github.com/gametree/gametree/internal/choice"
	"github.com/gametree/gametree/trace"
)

// Look says what a picture is for: a search at one step (the default), or the two
// halves of a printed exercise.
type Look string

const (
	// LookSearch (also ""): the search at Options.Step, as the package documentation
	// describes.
	LookSearch Look = "search"
	// LookQuestion: an exercise to solve on paper. Every node reached or pruned is drawn
	// plainly, in black (nothing dashed, greyed, bold or coloured by its state, no
	// cutoff rule, no caption with the result); leaves keep their values, every inner
	// node has an empty box for its value. With Options.Window, blank α and β lines;
	// with Options.Order, an empty box on the edge into every leaf for its number in
	// evaluation order, and (without Window) none on the inner nodes, since the order
	// question asks only for the leaves' numbers. Draw it from a trace that holds the whole tree (an explicit
	// tree's pruned subtrees are recorded whole; a game's with the pruned-whole option,
	// as package exercise records them) so that nothing tells where alpha-beta prunes.
	LookQuestion Look = "question"
	// LookSolution: the finished search (Step is ignored) with no current node: values,
	// pruned branches dashed with their cutoff rules, the principal variation bold, the
	// result as the caption. With Options.Window, the α and β every visited inner node
	// held when it returned; with Options.Order, each evaluated leaf's number in
	// evaluation order on the edge into it.
	LookSolution Look = "solution"
)

// ParseLook reads a look's name ("" is LookSearch).
func ParseLook(s string) (Look, bool) {
	return choice.Parse(s, LookSearch, LookSearch, LookQuestion, LookSolution)
}

// exercise reports whether the picture is half of an exercise (question or solution).
func (o *Options) exercise() bool { return o.Look == LookQuestion || o.Look == LookSolution }

func (o *Options) question() bool { return o.Look == LookQuestion }

// Write-in boxes of a question, in points.
const (
	blankW       = 28.0 // an inner node's value box
	blankH       = 15.0
	orderW       = 20.0 // a leaf's order box (on the edge into it)
	orderH       = 13.0
	exSideMin    = 16.0 // the name column of an exercise without α and β
	exLeafW      = 20.0 // an exercise's leaf box, at least (values are one or two digits)
	exLeafH      = 19.0
	exGapSib     = 5.0  // between sibling boxes of an exercise
	exGapFar     = 9.0  // between boxes of different parents
	exRankGap    = 14.0 // between depths, at least ...
	exMaxRankGap = 40.0 // ... and at most
	exFanSlope   = 0.05
)

// exerciseTriangle: a triangle of an exercise with no α/β column, whose box needs no
// room right of the triangle.
func (p *plan) exerciseTriangle(i int32) bool {
	return p.opt.exercise() && !p.opt.Window && p.isTriangle(i)
}

// setupExercise adjusts a plan for an exercise look: the whole finished search, and
// for a question nothing the search found but the leaves' values.
func (p *plan) setupExercise() {
	p.opt.Step = Finished
	p.opt.Region = false
	p.opt.Unreached = UnreachedGhost
	p.windowed = p.opt.Window
	if !p.g.cutRules {
		p.cutStep = map[int32]int{}
	}
	if p.opt.question() {
		// no cutoff, rule or principal variation may show, not even by the room kept
		// for it
		p.cutStep = map[int32]int{}
		p.hasPrune, p.hasPV, p.hasTT, p.hasStop = false, false, false, false
		p.firstCut, p.firstTT, p.stopStep = -1, -1, -1
	}
	if p.opt.Order {
		p.order = make([]int32, p.n)
		num := int32(0)
		for k := range p.t.StepCount() {
			if kind, node := p.t.StepKindAt(k); kind == trace.StepEval || kind == trace.StepTTHit {
				if p.kids.Count(node) == 0 && p.order[node] == 0 {
					num++
					p.order[node] = num
				}
			}
		}
	}
	// a name column as wide as the widest name; α and β need their own room
	side := p.g.sideMin
	if p.explicit || !p.allBoards() {
		for i := range p.t.NodeCount() {
			w := textWidth(p.triName(int32(i)), p.g.nameSize)
			if p.g.nameBeside {
				// beside the box, above it (MAX) or below it (MIN): past the
				// triangle only by what sticks out
				side = math.Max(side, p.g.nameRight()+w-p.g.triW/2)
				p.nameOut = math.Max(p.nameOut, p.g.nameRight()+w-p.g.triW/2)
			} else {
				side = math.Max(side, w+p.g.sideMin/4+2)
			}
		}
		if p.opt.Window {
			// a window holds ±∞ or values the search found: the same room in a
			// question (drawn from any trace of the problem) and its solution
			if !p.g.nameBeside {
				side = math.Max(side, sideMin)
			}
			w := textWidth("α=−∞", p.g.abSize)
			for i := range p.t.NodeCount() {
				if nd := p.t.Node(int32(i)); nd.HasValue {
					w = math.Max(w, textWidth("α="+p.l.val(nd.Value), p.g.abSize))
				}
			}
			if p.g.nameBeside {
				w += 1.5 // clear of the base's corner (svgTriangle)
			}
			side = math.Max(side, w+4)
		}
	}
	p.side = math.Ceil(side)
	p.capW = math.Ceil(textWidth(p.caption(p.t.StepCount()-1, true), capSize) + 8)
}

// exerciseInner: a node a question asks about (it has children in the trace).
func (p *plan) exerciseInner(i int32) bool { return p.kids.Count(i) > 0 }

// questionLook is how a question draws node i: plainly, its value only if it is a
// leaf.
func (p *plan) questionLook(i int32) look {
	nd := p.t.Node(i)
	l := p.l
	lk := look{text: colInk, pen: colInk, penwidth: 1.2, style: "filled"}
	cls := []string{nd.Player.String()}
	if i == 0 {
		cls = append(cls, "root")
	}
	if p.exerciseInner(i) {
		cls = append(cls, "inner")
	} else {
		cls = append(cls, "leaf")
	}
	if p.isBoard(i) {
		cls = append(cls, "board")
	}
	lk.classes = append(cls, "question")
	lk.fill = p.roleFill(i, nd.Player)
	tip := []string{p.name(i)}
	if p.exerciseInner(i) {
		tip = append(tip, p.playerWord(nd.Player))
		if p.opt.Window {
			lk.alpha, lk.beta = "α=", "β="
		}
	} else {
		switch {
		case p.isLeaf(i) && p.label(i) != "":
			lk.value = clean(p.label(i), maxTextRunes)
		case nd.HasValue: // a pruned one's too: a finished game's value (trace.Options.PrunedWhole)
			lk.value = l.bounded(nd.Value, nd.Bound)
		}
		if lk.value != "" {
			tip = append(tip, l.value+" "+lk.value)
		}
	}
	lk.tip = strings.Join(tip, " · ")
	return lk
}

// solutionWindow is the α and β node i held when it returned (solution look).
func (p *plan) solutionWindow(i int32, s trace.NodeState) (alpha, beta string) {
	if !p.opt.Window || !p.exerciseInner(i) || !s.Reached || s.Cut || s.Open {
		return "", ""
	}
	return "α=" + p.l.val(s.Alpha), "β=" + p.l.val(s.Beta)
}

// blankValue: node i's value is an empty box to write in, drawn only where the
// question asks for it (asksValues).
func (p *plan) blankValue(i int32) bool {
	return p.opt.question() && p.asksValues() && p.exerciseInner(i) && p.mode[i] != mFolded
}

// asksValues: the question asks for the inner nodes' values. Every question does but
// the order question (Options.Order alone), which asks only for the leaves' numbers:
// an empty box on an inner node would ask what is never graded. With Options.Window
// too, the window's question asks for the values as well.
func (p *plan) asksValues() bool { return !p.opt.Order || p.opt.Window }

// orderCell: the edge into node i carries its order box.
func (p *plan) orderCell(i int32) bool {
	return p.order != nil && i > 0 && p.kids.Count(i) == 0
}

// orderText is what node i's order box holds: its number in evaluation order in a
// solution, nothing in a question (or for a pruned leaf).
func (p *plan) orderText(i int32) string {
	if p.opt.question() || p.order[i] == 0 {
		return ""
	}
	return strconv.Itoa(int(p.order[i]))
}

// svgBlank writes an empty box to write in, centred at (x, y).
func (o *svgOut) svgBlank(x, y, w, h float64) {
	o.rect("#ffffff", colMuted, 0.8, "", x-w/2, y-h/2, x+w/2, y+h/2)
}

// exerciseLegend is the legend of an exercise: the players, and what the boxes and
// marks mean.
func (p *plan) exerciseLegend() [][]string {
	l := p.l
	items := []string{p.players()}
	if p.opt.Window {
		items = append(items, l.legendReturn)
	}
	if p.order != nil {
		items = append(items, l.legendOrder)
	}
	if !p.opt.question() {
		if p.hasPrune {
			items = append(items, l.legendPruned)
		}
		if p.hasPV {
			items = append(items, l.legendPV)
		}
	}
	return p.legendLines(items, 2)
}
