package games

import (
	"math/big"
	"strings"
)

// An explicit tree's chance nodes (issue 31): ?(1/2: B(3,5), 1/2: C(2,9)).
//
// Who moves: the root's player is given (RootIsMax); a decision node's children are
// the other player's; a chance node's children are the same player as the chance node
// itself, which is the player after its nearest decision ancestor (the root's player
// when there is none). So a chance node under MAX leads to MIN, a chance node right
// under a chance node keeps going, and at a leaf the side to move (Result's point of
// view) is the one who would choose there: a leaf right under MAX's chance node is
// MIN's turn.

// nodeFlags are a tree node's facts that Play and Undo read.
type nodeFlags uint8

const (
	nodeChance      nodeFlags = 1 << iota // a chance node
	nodeMax                               // MAX would choose here (CurrentIsMax)
	nodeChanceBelow                       // the subtree has a chance node (itself included)
)

// maxProbText is the longest probability as written (longer ones are refused).
const maxProbText = 40

var _ Stochastic = (*Tree)(nil)

// HasChance reports whether the subtree of the current node has a chance node.
func (t *Tree) HasChance() bool { return t.nodes[t.cur].flags&nodeChanceBelow != 0 }

// AtChance reports whether the current node is a chance node.
func (t *Tree) AtChance() bool { return t.nodes[t.cur].flags&nodeChance != 0 }

// Probability is child m's probability at a chance node, in lowest terms; the zero
// Probability at a decision node or for no such child.
func (t *Tree) Probability(m Move) Probability {
	nd := &t.nodes[t.cur]
	if nd.flags&nodeChance == 0 || m < 0 || int32(m) >= nd.n {
		return Probability{}
	}
	return t.nodes[nd.first+int32(m)].prob
}

// MaxToMove reports whether MAX chooses at the current node (CurrentIsMax).
func (t *Tree) MaxToMove() bool { return t.CurrentIsMax() }

// ValueScale is the least common multiple, over the lines from the current node down
// to a leaf, of the product of the probabilities' denominators on the line (1 without
// chance): every expectiminimax value below, times it, is a whole number. At most
// MaxValueScale: a tree that would need more is refused (tree.chance_scale).
func (t *Tree) ValueScale() int64 { return t.nodes[t.cur].scale }

// ValueBounds are the least and the greatest leaf value of the whole tree.
func (t *Tree) ValueBounds() (lo, hi int) { return t.lo, t.hi }

// layChance sets every node's player and chance flags, its value scale, and the
// tree's leaf bounds. The nodes are breadth-first: a parent comes before its children.
func (t *Tree) layChance() {
	nodes := t.nodes
	for i := range nodes {
		nd := &nodes[i]
		isMax := t.rootMax
		if nd.parent >= 0 {
			p := &nodes[nd.parent]
			isMax = p.flags&nodeMax != 0
			if p.flags&nodeChance == 0 {
				isMax = !isMax
			}
		}
		if isMax {
			nd.flags |= nodeMax
		}
	}
	first := true
	for i := len(nodes) - 1; i >= 0; i-- {
		nd := &nodes[i]
		if nd.n == 0 {
			nd.scale = 1
			if first || nd.value < t.lo {
				t.lo = nd.value
			}
			if first || nd.value > t.hi {
				t.hi = nd.value
			}
			first = false
			continue
		}
		chance := nd.flags&nodeChance != 0
		if chance {
			nd.flags |= nodeChanceBelow
		}
		s := int64(1)
		for c := nd.first; c < nd.first+nd.n; c++ {
			k := &nodes[c]
			s = lcmScale(s, childScale(k, chance))
			nd.flags |= k.flags & nodeChanceBelow
		}
		nd.scale = s
	}
}

// childScale is what a child's scale asks of its parent's: times its probability's
// denominator under a chance node.
func childScale(k *treeNode, chance bool) int64 {
	if chance {
		return k.scale * k.prob.Den
	}
	return k.scale
}

// lcmScale is the least common multiple of two scales, saturated at MaxValueScale+1
// (a is at most that, b at most its square: no overflow).
func lcmScale(a, b int64) int64 {
	x, y := a, b
	for y != 0 {
		x, y = y, x%y
	}
	return min(a/x*b, MaxValueScale+1)
}

// chance reads a chance node at its '?' (after its name, if any).
func (p *treeParser) chance(name string, start, depth int) (int32, error) {
	question := p.pos
	p.pos++
	p.space()
	switch p.peek() {
	case '(':
		return p.inner(name, start, depth, question)
	case -1:
		if p.open > 0 {
			return 0, p.errEnd("tree.chance_empty") // unclosed
		}
	}
	return 0, p.errAt(question, "tree.chance_empty")
}

// probEnd is the end of what may be a probability at i: a sign, then digits, '/' and
// '.'.
func (p *treeParser) probEnd(i int) int {
	if i < len(p.in) && (p.in[i] == '-' || p.in[i] == '+') {
		i++
	}
	for i < len(p.in) && (p.in[i] >= '0' && p.in[i] <= '9' || p.in[i] == '/' || p.in[i] == '.') {
		i++
	}
	return i
}

// probAhead reports whether a probability is written at p.pos (a number, a fraction
// or a decimal followed by ':') and gives it as written, shortened; p.pos stays. A
// number not followed by ':' is a leaf (3.5 and 1/2 are then a leaf's wrong value).
func (p *treeParser) probAhead() (string, bool) {
	end := p.probEnd(p.pos)
	tok := p.in[p.pos:end]
	if !strings.ContainsAny(tok, "0123456789") {
		return "", false
	}
	save := p.pos
	p.pos = end
	p.space()
	colon := p.peek() == ':'
	p.pos = save
	if !colon {
		return "", false
	}
	return shownProb(tok), true
}

func shownProb(tok string) string {
	if len(tok) > maxProbText {
		return tok[:maxProbText-4] + "..."
	}
	return tok
}

// outcome reads a chance node's child: its probability, ':', and the node.
func (p *treeParser) outcome(depth int) (int32, error) {
	start := p.pos
	r := p.peek()
	if r == '(' || r == '?' || treeNameStart(r) {
		return 0, p.errAt(start, "tree.chance_missing")
	}
	if !(r == '-' || r == '+' || r == '.' || (r >= '0' && r <= '9')) {
		return p.node(depth) // not a node: its error
	}
	p.pos = p.probEnd(start)
	tok := p.in[start:p.pos]
	p.space()
	if p.peek() != ':' {
		switch {
		case !strings.ContainsAny(tok, "/."):
			return 0, p.errAt(start, "tree.chance_missing") // a leaf without probability
		case p.pos >= len(p.in):
			return 0, p.errEnd("tree.end_number")
		}
		return 0, p.errAt(p.pos, "tree.chance_colon", "prob", shownProb(tok), "found", p.found(p.pos))
	}
	prob, code := ParseProbability(tok)
	if code != "" {
		if code == "tree.chance_scale" {
			return 0, p.errAt(start, code, "max", MaxValueScale)
		}
		return 0, p.errAt(start, code, "prob", shownProb(tok))
	}
	p.pos++
	p.space()
	kid, err := p.node(depth)
	if err != nil {
		return 0, err
	}
	k := &p.nodes[kid]
	k.prob, k.probText, k.start = prob, tok, start
	return kid, nil
}

// ParseProbability reads a probability as written, exactly: a fraction (2/6) or a
// decimal (0.25, .5, 1; 0.1 is 1/10), above 0 and at most 1. It returns it in lowest
// terms, or the code of what is wrong: tree.chance_prob, or tree.chance_scale when its
// denominator is above MaxValueScale. The tree syntax and the code lab's chance(state)
// both read probabilities with it.
func ParseProbability(tok string) (Probability, string) {
	const bad = "tree.chance_prob"
	if len(tok) == 0 || len(tok) > maxProbText {
		return Probability{}, bad
	}
	num, den := new(big.Int), big.NewInt(1)
	whole, frac, isFrac := strings.Cut(tok, "/")
	if isFrac {
		if !allDigits(whole) || !allDigits(frac) {
			return Probability{}, bad
		}
		num.SetString(whole, 10)
		den.SetString(frac, 10)
		if den.Sign() == 0 {
			return Probability{}, bad
		}
	} else {
		intPart, decimals, _ := strings.Cut(tok, ".")
		if (intPart != "" && !allDigits(intPart)) || (decimals != "" && !allDigits(decimals)) ||
			(intPart == "" && decimals == "") || (strings.Contains(tok, ".") && decimals == "") {
			return Probability{}, bad
		}
		num.SetString(intPart+decimals, 10)
		den.Exp(big.NewInt(10), big.NewInt(int64(len(decimals))), nil)
	}
	r := new(big.Rat).SetFrac(num, den)
	if r.Sign() <= 0 || r.Cmp(big.NewRat(1, 1)) > 0 {
		return Probability{}, bad
	}
	if r.Denom().Cmp(big.NewInt(MaxValueScale)) > 0 {
		return Probability{}, "tree.chance_scale"
	}
	return Probability{r.Num().Int64(), r.Denom().Int64()}, ""
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// closeInner checks an inner node whose children are all read: a chance node's
// probabilities add up to 1, and the scale of the values stays within MaxValueScale.
func (p *treeParser) closeInner(idx int32, question int) error {
	nd := &p.nodes[idx]
	chance := question >= 0
	if chance {
		sum := new(big.Rat)
		for _, k := range nd.kids {
			sum.Add(sum, big.NewRat(p.nodes[k].prob.Num, p.nodes[k].prob.Den))
		}
		if sum.Cmp(big.NewRat(1, 1)) != 0 {
			return p.errAt(question, "tree.chance_sum", "sum", sum.RatString())
		}
	}
	s := int64(1)
	for _, k := range nd.kids {
		kn := &p.nodes[k]
		x := kn.scale
		if chance {
			x *= kn.prob.Den
		}
		s = lcmScale(s, min(x, (MaxValueScale+1)*(MaxValueScale+1)))
		if s > MaxValueScale {
			return p.errAt(kn.start, "tree.chance_scale", "max", MaxValueScale)
		}
	}
	nd.scale = s
	return nil
}
