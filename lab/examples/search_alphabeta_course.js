// El alfabeta de la guía (semilla 003, su C++), en una función
// con esMax: compruébalo como «poda alfa-beta».
//
// Seed 003's alfabeta (the C++ of the guide), in one function
// with esMax: check it with --algo alphabeta.

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
