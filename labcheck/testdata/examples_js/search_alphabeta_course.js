// Seed 003's alfabeta in one function with esMax, the twin of search_alphabeta_course.star.
function alfabeta(nodo, alfa, beta, esMax) {
  if (nodo.is_leaf()) {
    return nodo.value();
  }
  if (esMax) {
    let maxEval = -Infinity;
    for (const hijo of nodo.children()) {
      const ev = alfabeta(hijo, alfa, beta, false);
      maxEval = Math.max(maxEval, ev);
      alfa = Math.max(alfa, ev);
      if (beta <= alfa) {
        break; // poda beta
      }
    }
    return maxEval;
  } else {
    let minEval = Infinity;
    for (const hijo of nodo.children()) {
      const ev = alfabeta(hijo, alfa, beta, true);
      minEval = Math.min(minEval, ev);
      beta = Math.min(beta, ev);
      if (beta <= alfa) {
        break; // poda alfa
      }
    }
    return minEval;
  }
}

function search(root) {
  return alfabeta(root, -Infinity, Infinity, root.is_max());
}
