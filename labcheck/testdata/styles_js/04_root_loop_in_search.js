// check: alphabeta
// twin: 04_root_loop_in_search
// The root's loop inside search (seed 003's mejorMovimiento); search returns [value, move].
function alfabeta(nodo, alfa, beta) {
  if (nodo.is_leaf()) return nodo.value();
  let mejor;
  if (nodo.is_max()) {
    mejor = -Infinity;
    for (const hijo of nodo.children()) {
      mejor = Math.max(mejor, alfabeta(hijo, alfa, beta));
      alfa = Math.max(alfa, mejor);
      if (beta <= alfa) break;
    }
    return mejor;
  }
  mejor = Infinity;
  for (const hijo of nodo.children()) {
    mejor = Math.min(mejor, alfabeta(hijo, alfa, beta));
    beta = Math.min(beta, mejor);
    if (beta <= alfa) break;
  }
  return mejor;
}

function search(raiz) {
  let alfa = -Infinity, beta = Infinity;
  const esMax = raiz.is_max();
  let mejorVal = esMax ? -Infinity : Infinity;
  let mejorMov = null;
  for (const hijo of raiz.children()) {
    const val = alfabeta(hijo, alfa, beta);
    if (esMax && val > mejorVal || !esMax && val < mejorVal) {
      mejorVal = val;
      mejorMov = hijo;
    }
    if (esMax) alfa = Math.max(alfa, mejorVal);
    else beta = Math.min(beta, mejorVal);
  }
  return [mejorVal, mejorMov];
}
