// Seed 002's Java transcription: alpha overwritten by each child's value.
function valfa_y_beta(tablero, maxmin, alpha, beta) {
  if (tablero.is_leaf()) return tablero.value();
  let puntuacion = 0;
  let primer_nodo = 0;
  for (const hijo of tablero.children()) {
    if (maxmin) {
      alpha = valfa_y_beta(hijo, !maxmin, alpha, beta);
      if (alpha > puntuacion || primer_nodo == 0) {
        puntuacion = alpha;
        primer_nodo += 1;
      }
      if (alpha >= beta) return beta;
    } else {
      beta = valfa_y_beta(hijo, !maxmin, alpha, beta);
      if (beta < puntuacion || primer_nodo == 0) {
        puntuacion = beta;
        primer_nodo += 1;
      }
      if (alpha >= beta) return alpha;
    }
  }
  return puntuacion;
}

function search(raiz) {
  return valfa_y_beta(raiz, raiz.is_max(), -Infinity, Infinity);
}
