package labcheck

import (
	"strings"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/trace"
)

// wrongSearch is a wrong search a student could write: a correct example with a
// mistake put in, or a search written whole.
type wrongSearch struct {
	name string
	// needs is the classic trap the mistake is about, when it is one of the four the
	// textbook's two trees cannot show: a tie at a cut ("tie"), leaves at depth 4
	// ("depth4"), MIN at the root ("min-root"), negative values ("negative"); "" for
	// the others (many of which the textbook trees miss too: too few cutoffs).
	needs string
	algo  trace.Algorithm
	src   string
}

// edit is a correct example with edits: pairs of old and new text, each old text
// replaced wherever it occurs (it must occur).
func edit(example string, pairs ...string) string {
	src, ok := lab.ExampleSource(example)
	if !ok {
		panic("labcheck: no example " + example)
	}
	for i := 0; i+1 < len(pairs); i += 2 {
		if !strings.Contains(src, pairs[i]) {
			panic("labcheck: " + example + " has no " + pairs[i])
		}
		src = strings.ReplaceAll(src, pairs[i], pairs[i+1])
	}
	return src
}

// editFirst is edit replacing only the first occurrence of old (MAX's function,
// written before MIN's).
func editFirst(example, old, new string) string {
	src := edit(example)
	if !strings.Contains(src, old) {
		panic("labcheck: " + example + " has no " + old)
	}
	return strings.Replace(src, old, new, 1)
}

// The examples the mistakes are put into.
const (
	rn     = "search_alphabeta"        // Russell & Norvig's, fail-soft, two functions
	course = "search_alphabeta_course" // seed 003's alfabeta, one function with es_max
	nega   = "search_negamax"          // seed 003's negamax with alpha-beta
	mini   = "search_minimax"          // two-function minimax
)

// abDepth3 is Russell & Norvig's alpha-beta that stops at depth 3 and scores
// there 0, as a depth-limited search with a null evaluation would.
const abDepth3 = `INF = float("inf")

def max_value(node, alpha, beta, depth):
    if node.is_leaf():
        return node.value()
    if depth == 3:
        return 0
    v = -INF
    for child in node.children():
        v = max(v, min_value(child, alpha, beta, depth + 1))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v

def min_value(node, alpha, beta, depth):
    if node.is_leaf():
        return node.value()
    if depth == 3:
        return 0
    v = INF
    for child in node.children():
        v = min(v, max_value(child, alpha, beta, depth + 1))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v

def search(root):
    if root.is_max():
        return max_value(root, -INF, INF, 0)
    return min_value(root, -INF, INF, 0)
`

// abReversedAt3 is Russell & Norvig's alpha-beta that takes the children of the
// nodes at depth 3 right to left (a list reversed in place by a helper, say).
const abReversedAt3 = `INF = float("inf")

def kids(node, depth):
    if depth == 3:
        return reversed(node.children())
    return node.children()

def max_value(node, alpha, beta, depth):
    if node.is_leaf():
        return node.value()
    v = -INF
    for child in kids(node, depth):
        v = max(v, min_value(child, alpha, beta, depth + 1))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v

def min_value(node, alpha, beta, depth):
    if node.is_leaf():
        return node.value()
    v = INF
    for child in kids(node, depth):
        v = min(v, max_value(child, alpha, beta, depth + 1))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v

def search(root):
    if root.is_max():
        return max_value(root, -INF, INF, 0)
    return min_value(root, -INF, INF, 0)
`

// negamaxDepth3 is seed 003's negamax that stops at depth 3 and scores there 0.
const negamaxDepth3 = `INF = float("inf")

def negamax(node, alfa, beta, color, depth):
    if node.is_leaf():
        return color * node.value()
    if depth == 3:
        return 0
    max_eval = -INF
    for hijo in node.children():
        ev = -negamax(hijo, -beta, -alfa, -color, depth + 1)
        max_eval = max(max_eval, ev)
        alfa = max(alfa, ev)
        if alfa >= beta:
            break
    return max_eval

def search(root):
    color = 1 if root.is_max() else -1
    return negamax(root, -INF, INF, color, 0)
`

// minimaxDepth3 is the two-function minimax that stops at depth 3 and scores there 0.
const minimaxDepth3 = `def max_value(node, depth):
    if node.is_leaf():
        return node.value()
    if depth == 3:
        return 0
    best = None
    for child in node.children():
        v = min_value(child, depth + 1)
        if best == None or v > best:
            best = v
    return best

def min_value(node, depth):
    if node.is_leaf():
        return node.value()
    if depth == 3:
        return 0
    best = None
    for child in node.children():
        v = max_value(child, depth + 1)
        if best == None or v < best:
            best = v
    return best

def search(root):
    if root.is_max():
        return max_value(root, 0)
    return min_value(root, 0)
`

// minimaxAlternating is a minimax that takes the root for MAX and alternates from
// there, never asking is_max(): right on every MAX root.
const minimaxAlternating = `def minimax(node, maximizing):
    if node.is_leaf():
        return node.value()
    values = [minimax(child, not maximizing) for child in node.children()]
    if maximizing:
        return max(values)
    return min(values)

def search(root):
    return minimax(root, True)
`

// wrongSearches is the corpus: every search here is wrong, and the default set of
// trees must reject each one (TestSuiteRejectsEveryWrongSearch). Of these 49, the
// textbook's two trees ("textbook", "figure-5.2") reject 19 and let 30 through (the
// test logs each); the default set of 6 trees rejects all 49.
func wrongSearches() []wrongSearch {
	ab, nm := trace.AlphaBeta, trace.NegamaxAlphaBeta
	return []wrongSearch{
		// Russell & Norvig's alpha-beta
		{"ab: > for >= in MAX's cut", "tie", ab, edit(rn, "if v >= beta:", "if v > beta:")},
		{"ab: < for <= in MIN's cut", "tie", ab, edit(rn, "if v <= alpha:", "if v < alpha:")},
		{"ab: alpha and beta not passed down", "", ab, edit(rn, "(child, alpha, beta)", "(child, -INF, INF)")},
		{"ab: beta not passed down to MAX", "", ab, edit(rn, "max_value(child, alpha, beta)", "max_value(child, alpha, INF)")},
		{"ab: alpha not passed down to MIN", "", ab, edit(rn, "min_value(child, alpha, beta)", "min_value(child, -INF, beta)")},
		{"ab: only the parent's bound passed down (no deep cutoffs)", "depth4", ab, edit(rn, "min_value(child, alpha, beta)", "min_value(child, alpha, INF)", "max_value(child, alpha, beta)", "max_value(child, -INF, beta)")},
		{"ab: alpha never raised", "", ab, edit(rn, "        alpha = max(alpha, v)\n", "")},
		{"ab: beta never lowered", "", ab, edit(rn, "        beta = min(beta, v)\n", "")},
		{"ab: MAX's v starts at alpha", "", ab, edit(rn, "    v = -INF\n", "    v = alpha\n")},
		{"ab: MIN's v starts at beta", "", ab, edit(rn, "    v = INF\n", "    v = beta\n")},
		{"ab: MAX's v starts at 0, not -inf", "negative", ab, edit(rn, "    v = -INF\n", "    v = 0\n")},
		{"ab: MIN's v starts at 0, not +inf", "", ab, edit(rn, "    v = INF\n", "    v = 0\n")},
		{"ab: the root's window starts at 0", "negative", ab, edit(rn, "max_value(root, -INF, INF)", "max_value(root, 0, INF)")},
		{"ab: MIN root searched as MAX", "min-root", ab, edit(rn, "    if root.is_max():\n        return max_value(root, -INF, INF)\n", "    return max_value(root, -INF, INF)\n")},
		{"ab: the root's side swapped", "", ab, edit(rn, "if root.is_max():", "if not root.is_max():")},
		{"ab: MAX's cut tests alpha", "", ab, edit(rn, "if v >= beta:", "if v <= alpha:")},
		{"ab: children right to left", "", ab, edit(rn, "for child in node.children():", "for child in reversed(node.children()):")},
		{"ab: MAX's children searched as MAX", "", ab, edit(rn, "v = max(v, min_value(child", "v = max(v, max_value(child")},
		{"ab: alpha raised at MIN instead of beta", "", ab, edit(rn, "        beta = min(beta, v)\n", "        alpha = max(alpha, v)\n")},
		{"ab: MAX returns beta on a cut (the Java's)", "", ab, edit(rn, "            return v             # MIN", "            return beta          # MIN")},
		{"ab: MIN's leaves negated", "", ab, edit(rn, "def min_value(node, alpha, beta):\n    if node.is_leaf():\n        return node.value()", "def min_value(node, alpha, beta):\n    if node.is_leaf():\n        return -node.value()")},
		{"ab: stops at depth 3", "depth4", ab, abDepth3},
		{"ab: children reversed at depth 3 only", "depth4", ab, abReversedAt3},
		// seed 003's alfabeta
		{"course: < for <= in the cuts", "tie", ab, edit(course, "if beta <= alfa:", "if beta < alfa:")},
		{"course: no break after the cut", "", ab, edit(course, "break", "pass")},
		{"course: the child that cuts not counted", "", ab, edit(course, "            max_eval = max(max_eval, ev)\n            alfa = max(alfa, ev)\n            if beta <= alfa:\n                break", "            if beta <= max(alfa, ev):\n                break\n            max_eval = max(max_eval, ev)\n            alfa = max(alfa, ev)")},
		{"course: alpha overwritten by the child's value (the Java's)", "", ab, edit(course, "alfa = max(alfa, ev)", "alfa = ev")},
		{"course: beta overwritten by the child's value", "", ab, edit(course, "beta = min(beta, ev)", "beta = ev")},
		{"course: the child's side not flipped", "", ab, edit(course, "alfabeta(hijo, alfa, beta, False)", "alfabeta(hijo, alfa, beta, es_max)", "alfabeta(hijo, alfa, beta, True)", "alfabeta(hijo, alfa, beta, es_max)")},
		{"course: the root taken for MAX", "min-root", ab, edit(course, "root.is_max())", "True)")},
		{"course: returns alpha at MAX", "", ab, edit(course, "        return max_eval", "        return alfa")},
		{"course: MAX's best starts at 0", "negative", ab, edit(course, "max_eval = -INF", "max_eval = 0")},
		// seed 003's negamax
		{"negamax: the child's value not negated", "", nm, edit(nega, "ev = -negamax(", "ev = negamax(")},
		{"negamax: the window not swapped", "", nm, edit(nega, "negamax(hijo, -beta, -alfa, -color)", "negamax(hijo, -alfa, -beta, -color)")},
		{"negamax: the window not negated", "", nm, edit(nega, "negamax(hijo, -beta, -alfa, -color)", "negamax(hijo, beta, alfa, -color)")},
		{"negamax: a leaf's value without color", "", nm, edit(nega, "return color * node.value()", "return node.value()")},
		{"negamax: > for >= in the cut", "tie", nm, edit(nega, "if alfa >= beta:", "if alfa > beta:")},
		{"negamax: color not flipped", "", nm, edit(nega, "-alfa, -color)", "-alfa, color)")},
		{"negamax: color 1 at the root always", "min-root", nm, edit(nega, "color = 1 if root.is_max() else -1", "color = 1")},
		{"negamax: the root's value turned to MAX's", "min-root", nm, edit(nega, "return negamax(root, -INF, INF, color)", "return color * negamax(root, -INF, INF, color)")},
		{"negamax: best starts at 0", "negative", nm, edit(nega, "max_eval = -INF", "max_eval = 0")},
		{"negamax: alpha never raised", "", nm, edit(nega, "        alfa = max(alfa, ev)\n", "")},
		{"negamax: stops at depth 3", "depth4", nm, negamaxDepth3},
		// minimax
		{"minimax: < for > at MAX", "", trace.Minimax, edit(mini, "if best == None or v > best:", "if best == None or v < best:")},
		{"minimax: returns after the first child", "", trace.Minimax, edit(mini, "            best = v\n    return best\n\ndef min_value", "            best = v\n        return best\n    return best\n\ndef min_value")},
		{"minimax: `not best` for `best == None` at MAX", "negative", trace.Minimax, editFirst(mini, "if best == None or v > best:", "if not best or v > best:")},
		{"minimax: MAX's best starts at 0", "negative", trace.Minimax, editFirst(mini, "    best = None\n    for child in node.children():\n        v = min_value(child)\n        if best == None or v > best:", "    best = 0\n    for child in node.children():\n        v = min_value(child)\n        if v > best:")},
		{"minimax: MIN root searched as MAX", "min-root", trace.Minimax, minimaxAlternating},
		{"minimax: stops at depth 3", "depth4", trace.Minimax, minimaxDepth3},
	}
}
