// Seed 003's mejorMovimiento with its alfabeta: every child of the root searched with
// a fresh window.
function alfabeta(nodo, alfa, beta, esMax) {
  if (nodo.is_leaf()) return nodo.value();
  if (esMax) {
    let maxEval = -Infinity;
    for (const hijo of nodo.children()) {
      const ev = alfabeta(hijo, alfa, beta, false);
      maxEval = Math.max(maxEval, ev);
      alfa = Math.max(alfa, ev);
      if (beta <= alfa) break;
    }
    return maxEval;
  }
  let minEval = Infinity;
  for (const hijo of nodo.children()) {
    const ev = alfabeta(hijo, alfa, beta, true);
    minEval = Math.min(minEval, ev);
    beta = Math.min(beta, ev);
    if (beta <= alfa) break;
  }
  return minEval;
}

function search(raiz) {
  let mejorVal = -Infinity, mejorMov = null;
  for (const hijo of raiz.children()) {
    const val = alfabeta(hijo, -Infinity, Infinity, false);
    if (val > mejorVal) {
      mejorVal = val;
      mejorMov = hijo;
    }
  }
  return mejorMov;
}
