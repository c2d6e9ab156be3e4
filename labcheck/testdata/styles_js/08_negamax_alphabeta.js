// check: negamax-alphabeta
// twin: 08_negamax_alphabeta
// Negamax with alpha-beta (fail-soft), a function expression bound to a var.
var negamax = function (node, alpha, beta, color) {
  if (node.is_leaf()) {
    return color * node.value();
  }
  var best = -Infinity;
  var kids = node.children();
  for (var i = 0; i < kids.length; i++) {
    var v = -negamax(kids[i], -beta, -alpha, -color);
    best = Math.max(best, v);
    alpha = Math.max(alpha, v);
    if (alpha >= beta) {
      break;
    }
  }
  return best;
};

function search(root) {
  return negamax(root, -Infinity, Infinity, root.is_max() ? 1 : -1);
}
