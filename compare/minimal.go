package compare

// Reference counts of a uniform tree of branching b and depth d (Knuth and Moore,
// "An analysis of alpha-beta pruning", 1975).

// pow is b^e, or -1 once it passes limit.
func pow(b, e int) int64 {
	r := int64(1)
	for range e {
		r *= int64(b)
		if r > 1<<53 {
			return -1
		}
	}
	return r
}

// MinimalLeaves is the number of leaves of the minimal tree, b^⌈d/2⌉ + b^⌊d/2⌋ − 1: the
// leaves alpha-beta evaluates when every node's best child comes first, and the fewest
// any search that proves the root's value must see (distinct leaf values).
func MinimalLeaves(b, d int) int64 {
	return pow(b, (d+1)/2) + pow(b, d/2) - 1
}

// FullLeaves is b^d, the leaves of the whole tree: what minimax evaluates.
func FullLeaves(b, d int) int64 { return pow(b, d) }

// MinimalNodes is the number of nodes of the minimal tree, root included: its levels
// 0 to d, level k holding b^⌈k/2⌉ + b^⌊k/2⌋ − 1 nodes.
func MinimalNodes(b, d int) int64 {
	var n int64
	for k := 0; k <= d; k++ {
		n += MinimalLeaves(b, k)
	}
	return n
}

// FullNodes is the number of nodes of the whole tree, root included: 1 + b + … + b^d.
func FullNodes(b, d int) int64 {
	var n int64
	for k := 0; k <= d; k++ {
		n += pow(b, k)
	}
	return n
}
