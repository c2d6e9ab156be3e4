// El Java de la semilla 002 (VAlfayBeta), transcrito: NO es el
// alfa-beta del curso. MAX sobrescribe α con el valor de cada
// hijo (alpha = VAlfayBeta(...)) en vez de subirlo (α := max(α,
// ...)), guarda aparte su mejor valor (puntuacion) y devuelve β
// en cuanto α ≥ β; MIN hace lo mismo con β y devuelve α.
// Comprobado como alfa-beta se rechaza, y el veredicto dice por
// qué. (El Java devuelve la mejor columna en el nivel 0; aquí
// search devuelve el valor de la raíz, para poder compararlo.)
//
// Seed 002's Java (VAlfayBeta) transcribed: it is NOT the
// course's alpha-beta. MAX overwrites α with each child's value
// (alpha = VAlfayBeta(...)) instead of raising it (α := max(α,
// ...)), keeps its best value apart (puntuacion), and returns β
// as soon as α ≥ β; MIN the same with β, returning α. Checked
// as alpha-beta it is rejected, and the verdict says why. (The
// Java returns the best column at level 0; here search returns
// the root's value, so that it can be compared.)

function VAlfayBeta(tablero, maxmin, alpha, beta) {
  if (tablero.is_leaf()) {
    return tablero.value();
  }
  let puntuacion = 0;
  let primerNodo = 0;
  for (const hijo of tablero.children()) {
    if (maxmin) {
      alpha = VAlfayBeta(hijo, !maxmin, alpha, beta);
      if (alpha > puntuacion || primerNodo === 0) {
        puntuacion = alpha;
        primerNodo++;
      }
      if (alpha >= beta) {
        return beta;
      }
    } else {
      beta = VAlfayBeta(hijo, !maxmin, alpha, beta);
      if (beta < puntuacion || primerNodo === 0) {
        puntuacion = beta;
        primerNodo++;
      }
      if (alpha >= beta) {
        return alpha;
      }
    }
  }
  return puntuacion;
}

function search(raiz) {
  return VAlfayBeta(raiz, raiz.is_max(), -Infinity, Infinity);
}
