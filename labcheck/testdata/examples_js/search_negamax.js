// Seed 003's negamax with alpha-beta, the twin of search_negamax.star.
function negamax(node, alfa, beta, color) {
  if (node.is_leaf()) {
    return color * node.value();
  }
  let maxEval = -Infinity;
  for (const hijo of node.children()) {
    const ev = -negamax(hijo, -beta, -alfa, -color);
    maxEval = Math.max(maxEval, ev);
    alfa = Math.max(alfa, ev);
    if (alfa >= beta) {
      break;
    }
  }
  return maxEval;
}

function search(root) {
  const color = root.is_max() ? 1 : -1;
  return negamax(root, -Infinity, Infinity, color);
}
