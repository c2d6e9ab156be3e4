// «Predice el ganador» ("Predict the Winner" / "Stone Game"):
// una fila de números; por turno, cada jugador se lleva el
// número de uno de los dos extremos. La puntuación es la
// diferencia de las sumas, vista por el jugador que mueve.
//
// "Predict the Winner" / "Stone Game": a row of numbers; in
// turn each player takes the number at either end. The score
// is the difference of the totals, seen by the player to move.

const FILA = [5, 3, 4, 5];

function initial() {
  return [0, FILA.length - 1, 0, 0]; // first, last, mine, theirs (player to move)
}

function moves(state) {
  const [lo, hi] = state;
  if (lo === hi) {
    return ["L"];
  }
  return ["L", "R"];
}

function play(state, move) {
  const [lo, hi, mio, suyo] = state;
  if (move === "L") {
    return [lo + 1, hi, suyo, mio + FILA[lo]]; // the other player moves next
  }
  return [lo, hi - 1, suyo, mio + FILA[hi]];
}

function result(state) {
  const [lo, hi, mio, suyo] = state;
  if (lo > hi) {
    return mio - suyo;
  }
  return null;
}

function move_name(state, move) {
  const [lo, hi] = state;
  if (move === "L") {
    return `left ${FILA[lo]}`;
  }
  return `right ${FILA[hi]}`;
}

function board(state) {
  const [lo, hi] = state;
  return [FILA.slice(lo, hi + 1).join(" ") || "-"];
}
