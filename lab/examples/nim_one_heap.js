// Nim con un montón (el "Nim Game" de LeetCode): quita 1, 2 o 3
// piedras; gana quien quita la última. El primer jugador
// pierde justo cuando el montón es múltiplo de 4.
//
// Nim with one heap (LeetCode's "Nim Game"): take 1, 2 or 3
// stones; whoever takes the last stone wins. The first player
// loses exactly when the heap is a multiple of 4.

const MONTON = 8;

function initial() {
  return MONTON;
}

function moves(state) {
  return [1, 2, 3].filter((k) => k <= state);
}

function play(state, k) {
  return state - k;
}

function result(state) {
  if (state === 0) {
    return -1;
  }
  return null;
}

function move_name(state, k) {
  return `-${k}`;
}

function board(state) {
  return ["o".repeat(state)];
}
