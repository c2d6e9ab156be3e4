package games

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Limits of an explicit tree.
const (
	// MaxTreeNodes is the most nodes a tree may have, leaves included.
	MaxTreeNodes = 100_000
	// MaxTreeDepth is the most levels below the root (a leaf under 64 nested
	// parentheses is at depth 64).
	MaxTreeDepth = 64
	// MaxTreeName is the longest node name, in characters.
	MaxTreeName = 32
	// MaxLeafValue bounds the leaf values: every leaf is within ±MaxLeafValue, far
	// below games.WinBase, so that a leaf is never read as a won or lost game.
	MaxLeafValue = 1_000_000_000
)

// Tree is an explicit game tree written as nested parentheses:
//
//	((3,5),(2,9),(0,7))
//	((3 5) (2 9) (0 7))
//	A(B(3,12,8),C(2,4,6),D(14,5,2))
//	A(B(B1:3,B2:12),C(-2,4))
//	A(?(1/2: B(3,5), 1/2: C(2,9)))
//
// An inner node is an optional name followed by its children in parentheses,
// separated by commas and/or white space; a leaf is an integer (its value from MAX's
// point of view), optionally preceded by a name and a colon. A name starts with a
// letter or an underscore, goes on with letters, digits and underscores, and is unique
// in its tree. A bare number is a one-leaf tree.
//
// A chance node is written ?(p1: child1, p2: child2, ...), optionally named (D?(...)):
// nobody chooses there, and each child (a leaf such as 1/2: 3 or 1/2: X:3, or any
// subtree) is an outcome with its probability, a fraction (1/2, 2/6) or a decimal
// (0.25, .5, 1), greater than 0; they add up to exactly 1. The children of a decision
// node have no probability. The sides alternate over the decision nodes only: a chance
// node's children are chosen by the player after the one who moved into it (see
// tree_chance.go).
//
// Unnamed inner nodes are named A, B, ..., Z, AA, AB, ... in breadth-first order,
// skipping the names written explicitly; an unnamed leaf is named after its parent and
// its 1-based index (B1, B2, ...), or, if that name is taken, the first free of B1_2,
// B1_3, ...
//
// A move is a child index (0 for the first child). A Tree is a position: Play descends
// into a child and Undo climbs back; neither allocates.
type Tree struct {
	nodes   []treeNode // breadth-first: the root is 0 and siblings are contiguous
	cur     int32      // the current node
	rootMax bool
	source  string
	lo, hi  int // the least and greatest leaf value (ValueBounds)
}

type treeNode struct {
	name   string
	label  string // a leaf's number as written ("" for inner nodes)
	value  int    // a leaf's value from MAX's point of view
	first  int32  // the first child; the children are first .. first+n-1
	n      int32  // the number of children (0 for a leaf)
	parent int32  // -1 for the root
	// prob is the probability of the node as an outcome of its chance parent, and
	// probText as written ("2/6", ".5"); zero and "" under a decision node.
	prob     Probability
	probText string
	scale    int64     // the subtree's ValueScale
	flags    nodeFlags // chance node, MAX to move, chance below
}

func init() {
	Register("tree", func(position string, opt Options) (Game, error) {
		t, err := ParseTree(position, opt)
		if err != nil {
			return nil, err
		}
		return t, nil
	})
}

// ParseTree reads a tree: a preset name (see Presets; "" is "textbook"), a random tree
// specification ("random:branching=3,depth=4,min=-9,max=9,seed=7,order=best", see
// RandomTree), or a tree in parentheses. The root is MAX unless opt.RootMin. Errors
// are *ParseError.
func ParseTree(text string, opt Options) (*Tree, error) {
	if err := checkOptions("tree", opt); err != nil {
		return nil, err
	}
	if err := noEvaluation("tree", opt); err != nil {
		return nil, err
	}
	rootMax := !opt.RootMin
	trimmed := strings.TrimSpace(text)
	if len(trimmed) <= 64 {
		key := strings.ToLower(trimmed)
		if key == "" {
			key = "textbook"
		}
		if p, ok := FindPreset(key); ok {
			raw, err := parseTreeText(p.Text)
			if err != nil {
				panic("games: preset " + p.Name + ": " + err.Error())
			}
			t := buildTree(raw, rootMax)
			t.source = p.Name
			return t, nil
		}
	}
	if isRandomSpec(trimmed) {
		return parseRandomSpec(text, rootMax)
	}
	raw, err := parseTreeText(text)
	if err != nil {
		return nil, err
	}
	t := buildTree(raw, rootMax)
	t.source = text
	return t, nil
}

// Moves appends the child indices of the current node.
func (t *Tree) Moves(buf []Move) []Move {
	n := t.nodes[t.cur].n
	for i := int32(0); i < n; i++ {
		buf = append(buf, Move(i))
	}
	return buf
}

// Play descends into child m of the current node.
func (t *Tree) Play(m Move) {
	nd := &t.nodes[t.cur]
	if m < 0 || int32(m) >= nd.n {
		panic("games: tree: illegal move")
	}
	t.cur = nd.first + int32(m)
}

// Undo climbs back from child m to its parent.
func (t *Tree) Undo(m Move) {
	p := t.nodes[t.cur].parent
	if p < 0 || t.nodes[p].first+int32(m) != t.cur {
		panic("games: tree: undo of a move that was not played")
	}
	t.cur = p
}

// Result reports a leaf as over, with its value for the side to move: the value as
// written when MAX is to move, its negation when MIN is. The side to move at a leaf
// is the one who would choose there (CurrentIsMax): under MAX's chance node, MIN.
func (t *Tree) Result() (over bool, score int) {
	nd := &t.nodes[t.cur]
	if nd.n > 0 {
		return false, 0
	}
	if t.CurrentIsMax() {
		return true, nd.value
	}
	return true, -nd.value
}

// Evaluate is 0: the inner nodes of an explicit tree have no static value.
func (t *Tree) Evaluate() int { return 0 }

// MoveName is the name of child m ("?" when there is no such child).
func (t *Tree) MoveName(m Move) string {
	nd := &t.nodes[t.cur]
	if m < 0 || int32(m) >= nd.n {
		return "?"
	}
	return t.nodes[nd.first+int32(m)].name
}

// Key identifies the current node (1 for the root).
func (t *Tree) Key() uint64 { return uint64(t.cur) + 1 }

// Position writes the subtree of the current node with every name explicit (leaves as
// Name:value) and the probabilities of chance nodes' children as written, so that
// parsing it gives the same subtree, with the same names.
func (t *Tree) Position() string {
	var b strings.Builder
	t.write(&b, t.cur)
	return b.String()
}

func (t *Tree) write(b *strings.Builder, i int32) {
	nd := &t.nodes[i]
	b.WriteString(nd.name)
	if nd.n == 0 {
		b.WriteByte(':')
		b.WriteString(nd.label)
		return
	}
	if nd.flags&nodeChance != 0 {
		b.WriteByte('?')
	}
	b.WriteByte('(')
	for c := nd.first; c < nd.first+nd.n; c++ {
		if c > nd.first {
			b.WriteByte(',')
		}
		if t.nodes[c].probText != "" {
			b.WriteString(t.nodes[c].probText)
			b.WriteString(": ")
		}
		t.write(b, c)
	}
	b.WriteByte(')')
}

// RootIsMax reports whether MAX moves at the root (games.Sided).
func (t *Tree) RootIsMax() bool { return t.rootMax }

// CurrentIsMax reports whether MAX moves at the current node: the sides alternate
// from the root's over the decision nodes only. At a chance node (and at a leaf) it
// is the player who would choose there: the one after the nearest decision ancestor.
func (t *Tree) CurrentIsMax() bool { return t.nodes[t.cur].flags&nodeMax != 0 }

// Label is the current node's label (games.Labeled): an inner node's name, a leaf's
// number exactly as written ("-3", "07").
func (t *Tree) Label() string {
	nd := &t.nodes[t.cur]
	if nd.n == 0 {
		return nd.label
	}
	return nd.name
}

// Name is the current node's name, given or automatic.
func (t *Tree) Name() string { return t.nodes[t.cur].name }

// IsExplicitTree tells a search or a page that the game is an explicit tree.
func (t *Tree) IsExplicitTree() bool { return true }

// Size is the number of nodes of the whole tree, leaves included.
func (t *Tree) Size() int { return len(t.nodes) }

// Source is what the tree was made from: a preset's name, a random tree
// specification in full ("random:branching=2,depth=3,min=0,max=9,seed=1,order=random")
// or the text as given. Parsing it again gives the same tree.
func (t *Tree) Source() string { return t.source }

// rawNode is a node as read, in preorder, before naming and layout.
type rawNode struct {
	name     string
	label    string
	value    int
	kids     []int32
	inner    bool
	chance   bool        // a chance node (inner)
	prob     Probability // as an outcome of a chance node
	probText string
	start    int   // where the node starts in the text (its probability's place for an outcome)
	scale    int64 // the subtree's value scale, while parsing
}

// buildTree lays the nodes out breadth-first and names the unnamed ones.
func buildTree(raw []rawNode, rootMax bool) *Tree {
	order := make([]int32, 1, len(raw))
	for i := 0; i < len(order); i++ {
		order = append(order, raw[order[i]].kids...)
	}
	index := make([]int32, len(raw))
	for newI, old := range order {
		index[old] = int32(newI)
	}
	nodes := make([]treeNode, len(raw))
	taken := make(map[string]struct{}, len(raw))
	for _, r := range raw {
		if r.name != "" {
			taken[r.name] = struct{}{}
		}
	}
	nm := treeNamer{taken: taken}
	for newI, old := range order {
		r := &raw[old]
		nd := &nodes[newI]
		nd.name, nd.label, nd.value = r.name, r.label, r.value
		nd.prob, nd.probText = r.prob, r.probText
		if r.chance {
			nd.flags |= nodeChance
		}
		nd.parent = -1
		nd.n = int32(len(r.kids))
		if nd.n > 0 {
			nd.first = index[r.kids[0]]
		}
	}
	for i := range nodes {
		nd := &nodes[i]
		for c := nd.first; c < nd.first+nd.n; c++ {
			nodes[c].parent = int32(i)
		}
		if nd.name != "" {
			continue
		}
		if nd.n > 0 || nd.parent < 0 {
			nd.name = nm.letters()
		} else {
			p := &nodes[nd.parent]
			nd.name = nm.leaf(p.name, int(int32(i)-p.first)+1)
		}
	}
	t := &Tree{nodes: nodes, rootMax: rootMax}
	t.layChance()
	return t
}

// treeNamer hands out the automatic names.
type treeNamer struct {
	taken  map[string]struct{}
	letter int            // the next letter name to try: 0 is A, 26 is AA
	next   map[string]int // per leaf base name, the next _j suffix to try
}

func (nm *treeNamer) free(s string) bool {
	if _, ok := nm.taken[s]; ok {
		return false
	}
	nm.taken[s] = struct{}{}
	return true
}

// letters returns the next free name of A, B, ..., Z, AA, AB, ...
func (nm *treeNamer) letters() string {
	for {
		s := treeLetters(nm.letter)
		nm.letter++
		if nm.free(s) {
			return s
		}
	}
}

func treeLetters(k int) string {
	var buf [8]byte
	i := len(buf)
	for k++; k > 0; k = (k - 1) / 26 {
		i--
		buf[i] = byte('A' + (k-1)%26)
	}
	return string(buf[i:])
}

// leaf returns parent+index, or if it is taken, the first free of parent+index+"_2",
// "_3", ... (parent cut short when the name would be too long).
func (nm *treeNamer) leaf(parent string, index int) string {
	base := treeFitName(parent, strconv.Itoa(index))
	if nm.free(base) {
		return base
	}
	if nm.next == nil {
		nm.next = map[string]int{}
	}
	j := max(nm.next[base], 2)
	for ; ; j++ {
		s := treeFitName(base, "_"+strconv.Itoa(j))
		if nm.free(s) {
			nm.next[base] = j + 1
			return s
		}
	}
}

// treeFitName joins prefix and suffix, cutting prefix so that the name is at most
// MaxTreeName characters long.
func treeFitName(prefix, suffix string) string {
	keep := MaxTreeName - utf8.RuneCountInString(suffix)
	if utf8.RuneCountInString(prefix) > keep {
		n := 0
		for i := range prefix {
			if n == keep {
				prefix = prefix[:i]
				break
			}
			n++
		}
	}
	return prefix + suffix
}

// treeParser reads the parenthesised form.
type treeParser struct {
	in    string
	pos   int
	open  int // parentheses opened and not closed
	nodes []rawNode
	names map[string]struct{}
}

func parseTreeText(in string) ([]rawNode, error) {
	p := &treeParser{in: in, names: map[string]struct{}{}}
	p.space()
	if p.pos == len(in) {
		return nil, p.errAt(p.pos, "tree.empty")
	}
	if _, err := p.node(0); err != nil {
		return nil, err
	}
	p.space()
	if p.pos < len(in) {
		return nil, p.errAt(p.pos, "tree.trailing", "found", p.found(p.pos))
	}
	return p.nodes, nil
}

func (p *treeParser) errAt(off int, code string, kv ...any) *ParseError {
	return parseError("tree", p.in, off, code, kv...)
}

// found describes what is at offset i, for error messages.
func (p *treeParser) found(i int) string {
	if i >= len(p.in) {
		return "''" // not reached: the callers handle the end of the input
	}
	r, size := utf8.DecodeRuneInString(p.in[i:])
	if r == utf8.RuneError && size <= 1 {
		return fmt.Sprintf(`'\x%02x'`, p.in[i])
	}
	return fmt.Sprintf("%q", r)
}

func (p *treeParser) peek() rune {
	if p.pos >= len(p.in) {
		return -1
	}
	r, _ := utf8.DecodeRuneInString(p.in[p.pos:])
	return r
}

// space skips white space and reports whether there was any.
func (p *treeParser) space() bool {
	start := p.pos
	for p.pos < len(p.in) {
		r, size := utf8.DecodeRuneInString(p.in[p.pos:])
		if !unicode.IsSpace(r) {
			break
		}
		p.pos += size
	}
	return p.pos > start
}

// errEnd is the error for an input that ends too early: unclosed parentheses, else
// the code given.
func (p *treeParser) errEnd(code string, kv ...any) *ParseError {
	if p.open > 0 {
		return p.errAt(len(p.in), "tree.unclosed", "open", p.open)
	}
	return p.errAt(len(p.in), code, kv...)
}

func (p *treeParser) add(start int, n rawNode) (int32, error) {
	if len(p.nodes) >= MaxTreeNodes {
		return 0, p.errAt(start, "tree.too_many_nodes", "max", MaxTreeNodes)
	}
	p.nodes = append(p.nodes, n)
	return int32(len(p.nodes) - 1), nil
}

func treeNameStart(r rune) bool { return r == '_' || unicode.IsLetter(r) }

func treeNamePart(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }

func treeNodeStart(r rune) bool {
	return r == '(' || r == '?' || r == '.' || r == '-' || r == '+' || (r >= '0' && r <= '9') || treeNameStart(r)
}

// node reads a node whose depth is depth, at p.pos (no white space before it).
func (p *treeParser) node(depth int) (int32, error) {
	start := p.pos
	r := p.peek()
	switch {
	case r < 0:
		return 0, p.errEnd("tree.empty") // only inside parentheses: unclosed
	case r == '(':
		return p.inner("", start, depth, -1)
	case r == '?':
		return p.chance("", start, depth)
	case r == '-' || r == '+' || r == '.' || (r >= '0' && r <= '9'):
		if prob, ok := p.probAhead(); ok {
			return 0, p.errAt(start, "tree.chance_unexpected", "prob", prob)
		}
		if r == '.' {
			break
		}
		return p.leaf("", start)
	case treeNameStart(r):
		name, err := p.name()
		if err != nil {
			return 0, err
		}
		p.space()
		switch p.peek() {
		case '(':
			return p.inner(name, start, depth, -1)
		case '?':
			return p.chance(name, start, depth)
		case ':':
			p.pos++
			p.space()
			return p.leaf(name, start)
		case -1:
			return 0, p.errEnd("tree.end_after_name", "name", name)
		}
		return 0, p.errAt(p.pos, "tree.expected_after_name", "name", name, "found", p.found(p.pos))
	}
	return 0, p.errAt(p.pos, "tree.expected_node", "found", p.found(p.pos))
}

// name reads a name and reserves it.
func (p *treeParser) name() (string, error) {
	start := p.pos
	n := 0
	for p.pos < len(p.in) {
		r, size := utf8.DecodeRuneInString(p.in[p.pos:])
		if !treeNamePart(r) || (r == utf8.RuneError && size <= 1) {
			break
		}
		p.pos += size
		n++
	}
	name := p.in[start:p.pos]
	if n > MaxTreeName {
		return "", p.errAt(start, "tree.name_too_long", "name", treeFitName(name, ""), "max", MaxTreeName)
	}
	if _, dup := p.names[name]; dup {
		return "", p.errAt(start, "tree.duplicate_name", "name", name)
	}
	p.names[name] = struct{}{}
	return name, nil
}

// leaf reads a number at p.pos.
func (p *treeParser) leaf(name string, start int) (int32, error) {
	numStart := p.pos
	if p.pos < len(p.in) && (p.in[p.pos] == '-' || p.in[p.pos] == '+') {
		p.pos++
	}
	digits := p.pos
	v := 0
	for p.pos < len(p.in) && p.in[p.pos] >= '0' && p.in[p.pos] <= '9' {
		if v <= MaxLeafValue {
			v = v*10 + int(p.in[p.pos]-'0')
		}
		p.pos++
	}
	if p.pos == digits {
		if p.pos == len(p.in) {
			return 0, p.errEnd("tree.end_number")
		}
		if digits > numStart {
			return 0, p.errAt(p.pos, "tree.expected_digit", "sign", string(p.in[numStart]), "found", p.found(p.pos))
		}
		return 0, p.errAt(p.pos, "tree.expected_number", "name", name, "found", p.found(p.pos))
	}
	label := p.in[numStart:p.pos]
	if v > MaxLeafValue {
		shown := label
		if len(shown) > 24 {
			shown = shown[:20] + "..."
		}
		return 0, p.errAt(numStart, "tree.leaf_range", "number", shown, "min", -MaxLeafValue, "max", MaxLeafValue)
	}
	if p.in[numStart] == '-' {
		v = -v
	}
	return p.add(start, rawNode{name: name, label: label, value: v, start: start, scale: 1})
}

// inner reads the children of an inner node, at its '('; question is the offset of a
// chance node's '?', -1 for a decision node.
func (p *treeParser) inner(name string, start, depth, question int) (int32, error) {
	paren := p.pos
	if depth+1 > MaxTreeDepth {
		return 0, p.errAt(paren, "tree.too_deep", "max", MaxTreeDepth)
	}
	idx, err := p.add(start, rawNode{name: name, inner: true, chance: question >= 0, start: start})
	if err != nil {
		return 0, err
	}
	p.pos++
	p.open++
	p.space()
	if p.peek() == ')' {
		if question >= 0 {
			return 0, p.errAt(question, "tree.chance_empty")
		}
		return 0, p.errAt(paren, "tree.empty_children")
	}
	for {
		var kid int32
		if question >= 0 {
			kid, err = p.outcome(depth + 1)
		} else {
			kid, err = p.node(depth + 1)
		}
		if err != nil {
			return 0, err
		}
		p.nodes[idx].kids = append(p.nodes[idx].kids, kid)
		spaced := p.space()
		r := p.peek()
		switch {
		case r == ')':
			if err := p.closeInner(idx, question); err != nil {
				return 0, err
			}
			p.pos++
			p.open--
			return idx, nil
		case r == ',':
			p.pos++
			p.space()
		case r < 0:
			return 0, p.errEnd("tree.unclosed", "open", p.open) // not reached: open > 0 here
		case spaced && treeNodeStart(r):
		default:
			return 0, p.errAt(p.pos, "tree.expected_close", "found", p.found(p.pos))
		}
	}
}

// Clone returns an independent copy of the position (what it shares with the copy is
// never changed), so a recorded search can replay its moves later.
func (t *Tree) Clone() Game {
	c := *t
	return &c
}
