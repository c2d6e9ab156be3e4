// Nim con varios montones: quita las piedras que quieras de un
// montón; gana quien quita la última.
//
// Nim with several heaps: take any number of stones from one
// heap; whoever takes the last stone wins.

const MONTONES = [3, 4, 5];

function initial() {
  return MONTONES;
}

function moves(state) {
  const out = [];
  for (let i = 0; i < state.length; i++) {
    for (let k = 1; k <= state[i]; k++) {
      out.push([i, k]);
    }
  }
  return out;
}

function play(state, move) {
  const [i, k] = move;
  const next = state.slice();
  next[i] -= k;
  return next;
}

function result(state) {
  if (state.reduce((a, b) => a + b, 0) === 0) {
    return -1; // the player to move has lost / pierde el que mueve
  }
  return null;
}

function move_name(state, move) {
  const [i, k] = move;
  return `${k} from ${"ABCDEFGH"[i]}`;
}

function board(state) {
  return state.map((n, i) => `${"ABCDEFGH"[i]} ${"o".repeat(n)}`);
}
