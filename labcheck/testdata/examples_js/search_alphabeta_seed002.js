// Seed 002's pseudo-code (the course's alpha-beta: alpha at MAX, beta at MIN).
function alfa_beta(nodo, alfa, beta, jugador1) {
  if (nodo.is_leaf()) {
    return nodo.value();
  }
  if (jugador1) {
    for (const hijo of nodo.children()) {
      alfa = Math.max(alfa, alfa_beta(hijo, alfa, beta, false));
      if (beta <= alfa) break; // poda beta
    }
    return alfa;
  } else {
    for (const hijo of nodo.children()) {
      beta = Math.min(beta, alfa_beta(hijo, alfa, beta, true));
      if (beta <= alfa) break; // poda alfa
    }
    return beta;
  }
}

function search(raiz) {
  return alfa_beta(raiz, -Infinity, Infinity, raiz.is_max());
}
