// check: alphabeta
// twin: 07_wrappers
// Wrappers around the search, as methods of a class.
class Searcher {
  value_of(node, alpha, beta) {
    if (node.is_leaf()) return node.value();
    if (node.is_max()) return this.max_node(node, alpha, beta);
    return this.min_node(node, alpha, beta);
  }
  max_node(node, alpha, beta) {
    let v = -Infinity;
    for (const c of node.children()) {
      v = Math.max(v, this.value_of(c, alpha, beta));
      if (v >= beta) break;
      alpha = Math.max(alpha, v);
    }
    return v;
  }
  min_node(node, alpha, beta) {
    let v = Infinity;
    for (const c of node.children()) {
      v = Math.min(v, this.value_of(c, alpha, beta));
      if (v <= alpha) break;
      beta = Math.min(beta, v);
    }
    return v;
  }
  run(node) { return this.value_of(node, -Infinity, Infinity); }
  solve(node) {
    const result = this.run(node);
    return result;
  }
}

function search(root) {
  return new Searcher().solve(root);
}
