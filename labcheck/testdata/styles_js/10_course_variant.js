// check: alphabeta fail-course
// twin: 10_course_variant
// The course's pseudo-code (seed 002), as its Java writes it: alfa = max(alfa, child).
function alfaBeta(nodo, alfa, beta) {
  if (nodo.is_leaf()) return nodo.value();
  if (nodo.is_max()) {
    for (const hijo of nodo.children()) {
      alfa = Math.max(alfa, alfaBeta(hijo, alfa, beta));
      if (beta <= alfa) break;
    }
    return alfa;
  }
  for (const hijo of nodo.children()) {
    beta = Math.min(beta, alfaBeta(hijo, alfa, beta));
    if (beta <= alfa) break;
  }
  return beta;
}

function search(raiz) {
  return alfaBeta(raiz, -Infinity, Infinity);
}
