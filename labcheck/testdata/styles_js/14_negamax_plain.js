// check: negamax
// twin: 14_negamax_plain
// Plain negamax, one arrow with an expression body.
const negamax = (node, color) =>
  node.is_leaf() ? color * node.value() : Math.max(...node.children().map((c) => -negamax(c, -color)));

function search(root) {
  return negamax(root, root.is_max() ? 1 : -1);
}
