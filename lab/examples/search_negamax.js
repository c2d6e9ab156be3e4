// Negamax con alfa-beta (semilla 003): una función para los dos
// jugadores; la ventana se niega y se intercambia para el hijo.
// Los valores son del jugador que mueve: el value() de una hoja
// es el de MAX, así que se multiplica por color (+1 MAX, -1
// MIN). Compruébalo como «negamax con alfa-beta».
//
// Negamax with alpha-beta (seed 003): one function for both
// players, the window negated and swapped for the child. Values
// are the side to move's: a leaf's value() is MAX's, so it is
// multiplied by color (+1 MAX, -1 MIN). Check it with --algo
// negamax-alphabeta.

function negamax(node, alfa, beta, color) {
  if (node.is_leaf()) {
    return color * node.value();
  }
  let maxEval = -Infinity;
  for (const hijo of node.children()) {
    const ev = -negamax(hijo, -beta, -alfa, -color);
    maxEval = Math.max(maxEval, ev);
    alfa = Math.max(alfa, ev);
    if (alfa >= beta) {
      break;
    }
  }
  return maxEval;
}

function search(root) {
  const color = root.is_max() ? 1 : -1;
  return negamax(root, -Infinity, Infinity, color);
}
