// check: minimax
// twin: 12_lambda_max_key
// Minimax with map and reduce; search picks the move: it returns [value, node].
function minimax(node) {
  if (node.is_leaf()) return node.value();
  const scored = node.children().map(c => [minimax(c), c]);
  const pick = node.is_max() ? (a, b) => (b[0] > a[0] ? b : a) : (a, b) => (b[0] < a[0] ? b : a);
  return scored.reduce(pick)[0];
}

function search(root) {
  const scored = root.children().map((c) => [minimax(c), c]);
  const pick = root.is_max() ? (a, b) => (b[0] > a[0] ? b : a) : (a, b) => (b[0] < a[0] ? b : a);
  return scored.reduce(pick);
}
