// check: alphabeta
// twin: 03_helpers_taking_node
// Helpers that take the node, written as arrow functions with expression bodies.
const terminal = (node) => node.is_leaf();
const successors = node => node.children();
const utility = (node) => node.value();
const maximizing = (node) => node.is_max();
const better = (node, a, b) => maximizing(node) ? Math.max(a, b) : Math.min(a, b);

const alphabeta = (node, alpha, beta) => {
  if (terminal(node)) return utility(node);
  let value = maximizing(node) ? -Infinity : Infinity;
  for (const s of successors(node)) {
    value = better(node, value, alphabeta(s, alpha, beta));
    if (maximizing(node)) {
      if (value >= beta) break;
      alpha = Math.max(alpha, value);
    } else {
      if (value <= alpha) break;
      beta = Math.min(beta, value);
    }
  }
  return value;
};

const search = (root) => alphabeta(root, -Infinity, Infinity);
