package labcheck

// suiteTrees is the default check set, smallest first: a search is checked on each in
// turn and the first that shows a divergence is the one reported, so a mistake is
// shown on the smallest tree that shows it.
//
// The set was chosen by TestPickSuite (go test ./labcheck -run TestPickSuite -pick -v):
// the textbook's two trees first (a student knows them), then, greedily, from 300
// random trees of depth 3 to 5 with uneven branchings (2 to 4 children, leaves from
// depth 2 on) and values in [-4, 6] (ties are common), MAX or MIN at the root, the
// tree that rejects the most wrong searches of the corpus (mutants_test.go) not yet
// rejected, per node, until every one is. The comments say which of the corpus's
// mistakes each tree is the first to show (and the alpha-beta facts behind it, as
// `gametree trace --position T [--root min] --format text` prints them). Together:
// ties at MAX's and at MIN's cuts (α = β), leaves at depth 4, two MIN roots, negative
// values and zeros, 2, 3 and 4 children in one tree.
var suiteTrees = []SuiteTree{
	{
		// 10 nodes, depth 2, 3 children, values 0..9, value 3: the window not passed
		// down, alpha never raised, children in the wrong order, MAX and MIN swapped,
		// no break after a cut, negamax without the child's negation or with the
		// window not swapped or not negated, minimax's comparisons.
		Name: "textbook", Tree: "textbook",
	},
	{
		// 13 nodes, depth 2, 3 children (Russell & Norvig 5.2): alpha raised at MIN
		// instead of beta (C's 2 lifts alpha, and D's 14 is then cut).
		Name: "figure-5.2", Tree: "figure-5.2",
	},
	{
		// 17 nodes, depth 3, 2 to 4 children, value 2; an all-negative MAX node with a
		// tie, (-2,-2): MAX's best starting at 0 or at alpha instead of -inf (it
		// returns 0 there, not -2), MIN's leaves negated, alpha returned at MAX where
		// fail-soft returns the best value, negamax's color not flipped or not put on
		// a leaf.
		Name: "negatives", Tree: "(((0,-4,6),2),(6,(-2,-2),(6,4,5),-2))",
	},
	{
		// 19 nodes, MIN at the root, depth 3, 4 and 2 children, value -4; a tie at
		// MIN's cut (β=-4 ≤ α=-4 at E prunes E4) and a MAX cut at C (α=-3 ≥ β=-4):
		// the MIN root searched as MAX (alpha-beta, seed 003's es_max=True, negamax's
		// color 1, minimax alternating from MAX), negamax returning MAX's value for a
		// MIN root, < for <= in MIN's cut, > for >= in negamax's, beta not passed down
		// or never lowered, MIN's v starting at beta, beta returned on a cut (seed
		// 002's Java), the child that cuts not counted.
		Name: "min-root", Tree: "(((6,3,1,-4),(2,0,-4,-2)),((6,-1,-3,1),5))", RootMin: true,
	},
	{
		// 30 nodes, leaves at depth 4, 2, 3 and 4 children, zeros and negatives, value
		// 0; a tie at MAX's cut (α=0 ≥ β=0 at D): > for >= in MAX's cut, the root's
		// window starting at 0, a search that stops at depth 3 (alpha-beta, negamax,
		// minimax), alpha overwritten by the child's value (seed 002's Java),
		// minimax's `not best` (a 0 taken for "no value yet").
		Name: "depth-4", Tree: "((3,0,(0,(0,6,1)),(4,(-1,-4),3)),((4,(2,4),(3,-2),(-4,2,4)),-4))",
	},
	{
		// 38 nodes, MIN at the root, leaves at depth 4, 2 to 4 children; cutoffs at
		// depth 3 (K and L under G) by bounds from two and three levels up (α=0 from
		// C, β=3 from the root): only the parent's bound passed down (no deep
		// cutoffs), beta overwritten by the child's value.
		Name: "min-root-deep", Tree: "(((3,(2,5),(0,4)),-2),(((0,4,2),0),(-4,-1,-3,2),((-2,5,-1),(1,3,5,4),6,(2,-3,6))))", RootMin: true,
	},
}
