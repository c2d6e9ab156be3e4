package games

import (
	"slices"

	"github.com/gametree/gametree/msg"
)

// Preset is a named example tree. Its name (or one of its aliases, in any case) works
// wherever a tree is expected.
type Preset struct {
	Name    string
	Title   string // in English
	TitleES string // in Spanish
	Text    string // the tree in parentheses
	Aliases []string
}

var treePresets = []Preset{
	{
		Name:    "textbook",
		Title:   "Textbook example: MAX over three MIN nodes",
		TitleES: "Ejemplo de libro: MAX sobre tres nodos MIN",
		Text:    "((3,5),(2,9),(0,7))",
	},
	{
		Name:    "figure-5.2",
		Title:   "Russell & Norvig, figure 5.2",
		TitleES: "Russell y Norvig, figura 5.2",
		Text:    "A(B(3,12,8),C(2,4,6),D(14,5,2))",
		Aliases: []string{"aima", "rn-5.2"},
	},
	{
		// A(MAX) B,C(MIN) D..G(MAX) H..O(MIN). Alpha-beta: leaf I2 pruned by an alpha
		// cutoff at I (bound from D), subtree K by a beta cutoff at E, leaf L2 by a deep
		// alpha cutoff at L (bound from the root A), subtree G by an alpha cutoff at C.
		// Value 9.
		Name:    "deep",
		Title:   "Binary tree of depth 4: alpha and beta cutoffs at several depths",
		TitleES: "Árbol binario de profundidad 4: podas alfa y beta a varias profundidades",
		Text:    "((((17,9),(4,15)),((16,19),(8,3))),(((7,13),(20,6)),((1,2),(0,12))))",
		Aliases: []string{"depth-4", "binary"},
	},
	{
		// MAX, a fair coin, MIN: backgammon's order of turns (MAX, chance, MIN, chance).
		// B is worth 3 and C 2 to MIN, the coin 3/2+2/2: value 2.5.
		Name:    "chance",
		Title:   "Chance node: MAX, then a fair coin, then MIN (as in backgammon)",
		TitleES: "Nodo de azar: MAX, luego una moneda, luego MIN (como en el backgammon)",
		Text:    "A(?(1/2: B(3,5), 1/2: C(2,9)))",
		Aliases: []string{"backgammon", "coin"},
	},
	{
		// Russell & Norvig's expectiminimax example (3rd ed., figure 5.12, left): MAX
		// over two chance nodes of probabilities 0.9 and 0.1 over MIN nodes. a1 is worth
		// 0.9*2+0.1*3 = 2.1, a2 0.9*1+0.1*4 = 1.3: value 2.1, move a1.
		Name:    "rn-chance",
		Title:   "Russell & Norvig: MAX over two chance nodes (0.9 and 0.1) over MIN nodes",
		TitleES: "Russell y Norvig: MAX sobre dos nodos de azar (0.9 y 0.1) sobre nodos MIN",
		Text:    "A(a1?(0.9: B(2,2), 0.1: C(3,3)), a2?(0.9: D(1,1), 0.1: E(4,4)))",
		Aliases: []string{"aima-chance", "expectimax"},
	},
	{
		// The same tree with its leaves changed by an order-preserving transformation
		// (1->1, 2->20, 3->30, 4->400): a1 is worth 21, a2 40.9, so the best move changes
		// to a2. Expectiminimax needs the leaves' values, not only their order.
		Name:    "rn-chance-scaled",
		Title:   "Russell & Norvig's chance tree, its leaves in the same order but other values: the best move changes",
		TitleES: "El árbol de azar de Russell y Norvig, sus hojas en el mismo orden pero con otros valores: cambia la mejor jugada",
		Text:    "A(a1?(0.9: B(20,20), 0.1: C(30,30)), a2?(0.9: D(1,1), 0.1: E(400,400)))",
		Aliases: []string{"aima-chance-scaled"},
	},
}

// Presets lists the example trees, for a menu. The slice is a copy.
func Presets() []Preset {
	out := make([]Preset, len(treePresets))
	for i, p := range treePresets {
		p.Aliases = append([]string(nil), p.Aliases...)
		out[i] = p
	}
	return out
}

// FindPreset finds a preset by its name or one of its aliases, as written in lower
// case ("figure-5.2", "aima").
func FindPreset(key string) (Preset, bool) {
	for _, p := range treePresets {
		if p.Name == key || slices.Contains(p.Aliases, key) {
			p.Aliases = slices.Clone(p.Aliases)
			return p, true
		}
	}
	return Preset{}, false
}

// TitleIn is the preset's title in lang: Spanish for msg.ES, else English.
func (p Preset) TitleIn(lang string) string {
	if lang == msg.ES {
		return p.TitleES
	}
	return p.Title
}
