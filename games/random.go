package games

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/gametree/gametree/msg"
)

// Limits and defaults of random trees.
const (
	MaxRandomBranching = 10
	MaxRandomDepth     = 12
)

// treeSeedStream is the second word of the PCG seed of random trees.
const treeSeedStream = 0x9e3779b97f4a7c15

// RandomTree makes a uniform tree: every inner node has branching children and every
// leaf is at depth depth, with values drawn uniformly from [minValue, maxValue]. The
// same arguments give the same tree. order is "random" (or ""): the children as drawn;
// "best": every node's children sorted by their minimax value, best first for the
// player to move there, the order in which alpha-beta prunes the most; "worst": the
// opposite. The root is MAX. The errors are *ParseError naming the bad argument.
//
// As a position text: "random:branching=3,depth=4,min=-9,max=9,seed=7,order=best",
// every key optional (defaults 2, 3, 0, 9, 1, random) and abbreviable to b, d, s; and
// chance=1 (default 0) for a tree with chance nodes (see RandomChanceTree).
func RandomTree(branching, depth int, minValue, maxValue int, seed int64, order string) (*Tree, error) {
	spec := treeRandomSpec{branching, depth, minValue, maxValue, seed, strings.ToLower(strings.TrimSpace(order)), 0}
	if key, detail := spec.check(); key != "" {
		return nil, &ParseError{Game: "tree", Input: spec.String(), Offset: -1, Detail: detail}
	}
	return spec.build(true), nil
}

type treeRandomSpec struct {
	branching, depth int
	min, max         int
	seed             int64
	order            string
	chance           int // 1: a layer of chance nodes under every layer of decisions
}

func (s treeRandomSpec) String() string {
	text := fmt.Sprintf("random:branching=%d,depth=%d,min=%d,max=%d,seed=%d,order=%s",
		s.branching, s.depth, s.min, s.max, s.seed, s.order)
	if s.chance != 0 {
		text += ",chance=" + strconv.Itoa(s.chance)
	}
	return text
}

// randomTreeNodes is the number of nodes of a uniform tree, or MaxTreeNodes+1 if it
// has more than MaxTreeNodes.
func randomTreeNodes(branching, depth int) int {
	total, level := 0, 1
	for d := 0; d <= depth; d++ {
		total += level
		if total > MaxTreeNodes {
			return MaxTreeNodes + 1
		}
		level *= branching
	}
	return total
}

// check returns the first bad key and what is wrong with it, or "" when all is well.
// It normalises an empty order to "random".
func (s *treeRandomSpec) check() (key string, detail *msg.Error) {
	if s.order == "" {
		s.order = "random"
	}
	switch {
	case s.branching < 1 || s.branching > MaxRandomBranching:
		return "branching", msg.New("random.branching", "max", MaxRandomBranching, "value", s.branching)
	case s.depth < 1 || s.depth > MaxRandomDepth:
		return "depth", msg.New("random.depth", "max", MaxRandomDepth, "value", s.depth)
	case s.min < -MaxLeafValue || s.min > MaxLeafValue:
		return "min", msg.New("random.value_range", "key", "min", "min", -MaxLeafValue, "max", MaxLeafValue)
	case s.max < -MaxLeafValue || s.max > MaxLeafValue:
		return "max", msg.New("random.value_range", "key", "max", "min", -MaxLeafValue, "max", MaxLeafValue)
	case s.min > s.max:
		return "min", msg.New("random.min_above_max", "min", s.min, "max", s.max)
	case s.order != "random" && s.order != "best" && s.order != "worst":
		return "order", msg.New("random.order", "value", s.order)
	case s.chance != 0 && s.chance != 1:
		return "chance", msg.New("random.chance", "value", s.chance)
	case randomTreeNodes(s.branching, s.depth) > MaxTreeNodes:
		return "depth", msg.New("random.too_many_nodes", "branching", s.branching, "depth", s.depth, "max", MaxTreeNodes)
	}
	return "", nil
}

// build makes the tree of a checked spec.
func (s treeRandomSpec) build(rootMax bool) *Tree {
	r := rand.New(rand.NewPCG(uint64(s.seed), treeSeedStream))
	nodes := make([]rawNode, 0, randomTreeNodes(s.branching, s.depth))
	span := uint64(int64(s.max)-int64(s.min)) + 1
	var gen func(depth int) int32
	gen = func(depth int) int32 {
		idx := int32(len(nodes))
		if depth == s.depth {
			v := s.min + int(r.Uint64N(span))
			nodes = append(nodes, rawNode{label: strconv.Itoa(v), value: v})
			return idx
		}
		chance := s.chance == 1 && depth%2 == 1
		nodes = append(nodes, rawNode{inner: true, chance: chance})
		kids := make([]int32, s.branching)
		for i := range kids {
			kids[i] = gen(depth + 1)
		}
		nodes[idx].kids = kids
		if chance {
			drawProbabilities(r, nodes, kids)
		}
		return idx
	}
	gen(0)
	if s.order != "random" {
		// chance nodes keep their outcomes as drawn, and are worth their mean
		values := make([]float64, len(nodes))
		var sortKids func(i int32, isMax bool) float64
		sortKids = func(i int32, isMax bool) float64 {
			n := &nodes[i]
			if !n.inner {
				values[i] = float64(n.value)
				return values[i]
			}
			if n.chance {
				v := 0.0
				for _, c := range n.kids {
					v += nodes[c].prob.Float() * sortKids(c, isMax)
				}
				values[i] = v
				return v
			}
			v := 0.0
			for k, c := range n.kids {
				cv := sortKids(c, !isMax)
				if k == 0 || (isMax && cv > v) || (!isMax && cv < v) {
					v = cv
				}
			}
			values[i] = v
			descending := isMax == (s.order == "best")
			slices.SortStableFunc(n.kids, func(a, b int32) int {
				if descending {
					return cmp.Compare(values[b], values[a])
				}
				return cmp.Compare(values[a], values[b])
			})
			return v
		}
		sortKids(0, rootMax)
	}
	t := buildTree(nodes, rootMax)
	t.source = s.String()
	return t
}

// isRandomSpec reports whether a trimmed position is a random tree specification:
// "random", or "random:" followed by anything but a number ("random:5" is a leaf
// named random).
func isRandomSpec(s string) bool {
	if len(s) < 6 || !strings.EqualFold(s[:6], "random") {
		return false
	}
	if len(s) == 6 {
		return true
	}
	if s[6] != ':' {
		return false
	}
	rest := strings.TrimLeftFunc(s[7:], unicode.IsSpace)
	return rest == "" || !(rest[0] == '-' || rest[0] == '+' || (rest[0] >= '0' && rest[0] <= '9'))
}

// parseRandomSpec reads "random" or "random:key=value,...".
func parseRandomSpec(text string, rootMax bool) (*Tree, error) {
	spec := treeRandomSpec{branching: 2, depth: 3, min: 0, max: 9, seed: 1, order: "random"}
	// an item's error says the item as typed ("b=-2"), not where it starts
	fail := func(off int, code string, kv ...any) error {
		e := parseError("tree", text, off, code, kv...)
		e.Part = itemAt(text, off)
		return e
	}
	start := len(text) - len(strings.TrimLeftFunc(text, unicode.IsSpace))
	end := len(strings.TrimRightFunc(text, unicode.IsSpace))
	keyAt := map[string]int{}
	pos := start + len("random")
	if pos < end {
		pos++ // the ':'
	}
	for pos < end {
		itemEnd := strings.IndexByte(text[pos:end], ',')
		if itemEnd < 0 {
			itemEnd = end
		} else {
			itemEnd += pos
		}
		item := text[pos:itemEnd]
		itemStart := pos + len(item) - len(strings.TrimLeftFunc(item, unicode.IsSpace))
		pos = itemEnd + 1
		item = strings.TrimSpace(item)
		if item == "" { // "random:b=3,,d=2" (one trailing comma is fine: the loop ends)
			return nil, fail(itemStart, "random.empty_item")
		}
		eq := strings.IndexByte(item, '=')
		if eq < 0 {
			return nil, fail(itemStart, "random.expected_key_value", "item", item)
		}
		key := strings.ToLower(strings.TrimSpace(item[:eq]))
		value := strings.TrimSpace(item[eq+1:])
		switch key {
		case "b":
			key = "branching"
		case "d":
			key = "depth"
		case "s":
			key = "seed"
		case "c":
			key = "chance"
		case "branching", "depth", "min", "max", "seed", "order", "chance":
		default:
			return nil, fail(itemStart, "random.unknown_key", "key", item[:eq])
		}
		if _, dup := keyAt[key]; dup {
			return nil, fail(itemStart, "random.key_twice", "key", key)
		}
		keyAt[key] = itemStart
		if key == "order" {
			spec.order = strings.ToLower(value)
			continue
		}
		n, err := strconv.ParseInt(value, 10, 64)
		if err != nil {
			return nil, fail(itemStart, "random.not_integer", "key", key, "value", value)
		}
		switch key {
		case "branching":
			spec.branching = int(n)
		case "depth":
			spec.depth = int(n)
		case "min":
			spec.min = int(n)
		case "max":
			spec.max = int(n)
		case "seed":
			spec.seed = n
		case "chance":
			spec.chance = int(n)
		}
	}
	if key, detail := spec.check(); key != "" {
		off, ok := keyAt[key]
		if !ok && key == "depth" {
			off, ok = keyAt["branching"]
		}
		if !ok {
			off = -1
		}
		e := &ParseError{Game: "tree", Input: text, Offset: off, Detail: detail}
		if off >= 0 {
			e.Part = itemAt(text, off)
		}
		return nil, e
	}
	return spec.build(rootMax), nil
}

// itemAt is the item of a random tree's text ("random:b=-2,d=3") that starts at byte
// off, up to its comma, as typed ("b=-2").
func itemAt(text string, off int) string {
	if off < 0 || off > len(text) {
		return ""
	}
	item, _, _ := strings.Cut(text[off:], ",")
	return strings.TrimSpace(item)
}
