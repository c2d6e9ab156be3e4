// El alfa-beta del curso (el pseudocódigo de la semilla 002):
// MAX sube α con el valor de cada hijo y devuelve α, MIN baja β
// y devuelve β; se poda cuando β ≤ α. Compruébalo como
// «alfa-beta del curso (devuelve α en MAX y β en MIN)».
//
// The course's alpha-beta (seed 002's pseudo-code): MAX raises
// α with each child's value and returns α, MIN lowers β and
// returns β; cut when β ≤ α. Check it with --algo alphabeta
// --fail-course (the course's alpha-beta, "returns α at MAX, β
// at MIN").
//
//   función alfa-beta(nodo, profundidad, α, β, jugador)
//     si nodo es terminal:
//       devolver el valor heurístico del nodo
//     si jugador = jugador1
//       para cada hijo de nodo
//         α := max(α, alfa-beta(hijo, profundidad-1, α, β,
//                               jugador2))
//         si β ≤ α: romper (* poda β *)
//       devolver α
//     si no
//       para cada hijo de nodo
//         β := min(β, alfa-beta(hijo, profundidad-1, α, β,
//                               jugador1))
//         si β ≤ α: romper (* poda α *)
//       devolver β

function alfaBeta(nodo, alfa, beta, jugador1) {
  if (nodo.is_leaf()) {
    return nodo.value();
  }
  if (jugador1) {
    for (const hijo of nodo.children()) {
      alfa = Math.max(alfa, alfaBeta(hijo, alfa, beta, false));
      if (beta <= alfa) {
        break; // poda beta
      }
    }
    return alfa;
  } else {
    for (const hijo of nodo.children()) {
      beta = Math.min(beta, alfaBeta(hijo, alfa, beta, true));
      if (beta <= alfa) {
        break; // poda alfa
      }
    }
    return beta;
  }
}

function search(raiz) {
  return alfaBeta(raiz, -Infinity, Infinity, raiz.is_max());
}
