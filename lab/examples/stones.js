// El juego de las piedras (semilla 003): N piedras; por turno,
// cada jugador quita 1, 2 o 3; gana quien quita la última. Es
// el mismo juego que el de las piedras de la página.
//
// The stones game (seed 003): N stones, each player in turn
// takes 1, 2 or 3; whoever takes the last stone wins. The same
// as the built-in game=stones.

const N = 10;
const TOMAS = [1, 2, 3]; // the takes allowed / las que se pueden quitar

function initial() {
  return [N, 0]; // stones left, moves played / piedras que quedan, jugadas
}

function moves(state) {
  const [quedan, jugadas] = state;
  return TOMAS.filter((t) => t <= quedan);
}

function play(state, t) {
  const [quedan, jugadas] = state;
  return [quedan - t, jugadas + 1];
}

function result(state) {
  const [quedan, jugadas] = state;
  if (quedan < Math.min(...TOMAS)) {
    // the player to move cannot take: the other one took the
    // last stone and won; a faster win is worth more, as in
    // the built-in game
    return -(N + 1 - jugadas);
  }
  return null;
}

function move_name(state, t) {
  return `take ${t}`;
}

function board(state) {
  return [String(state[0])];
}
