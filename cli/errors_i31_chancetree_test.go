package cli

import "testing"

// chancetreeErrorCases makes the codes of chance nodes in typed and random trees
// (msg/catalog_i31_chancetree.go) for TestEveryErrorCode.
func chancetreeErrorCases(tree func(pos string) func(*testing.T) coded) map[string]func(*testing.T) coded {
	return map[string]func(*testing.T) coded{
		"tree.chance_sum":        tree("A(?(1/2: B(3,5), 1/3: C(2,9)))"),
		"tree.chance_prob":       tree("?(3/2: 1)"),
		"tree.chance_missing":    tree("?(B(3,5), 1/2: 4)"),
		"tree.chance_unexpected": tree("A(1/2: B(3,5), 1/2: C(2,9))"),
		"tree.chance_colon":      tree("?(1/2 3, 1/2: 4)"),
		"tree.chance_scale":      tree("?(1/2097152: 1, 2097151/2097152: 2)"),
		"tree.chance_empty":      tree("A(?(), 1)"),
		"random.chance":          tree("random:chance=2"),
	}
}
