// Piedras con dado: el juego de las piedras con azar. N
// piedras; en su turno cada jugador quita 1 o 2, o tira un dado
// y quita lo que diga: 1-2 una piedra, 3-4 dos, 5-6 tres (nunca
// más de las que quedan). Gana quien quita la última. La
// tirada es un nodo de azar: chance(state) da sus resultados
// con su probabilidad; búscalo con expectiminimax.
//
// Stones with a die: the stones game with chance. N stones; in
// turn each player takes 1 or 2, or rolls a die and takes what
// it says: 1-2 one stone, 3-4 two, 5-6 three (never more than
// are left). Whoever takes the last stone wins. The roll is a
// chance node: chance(state) gives its outcomes with their
// probabilities; search it with expectiminimax.

const N = 7;

function initial() {
  return [N, 0, false]; // stones left, turns, a die rolling
}

function moves(state) {
  const [quedan, turnos, tirando] = state;
  return [1, 2].filter((t) => t <= quedan).concat(["roll"]);
}

function chance(state) {
  // null at a decision; at a roll, each outcome (the stones it
  // takes) with its probability: here a pair [faces, 6]; a
  // number (0.5) or a string ("1/3") is written the same way
  const [quedan, turnos, tirando] = state;
  if (!tirando) {
    return null;
  }
  const caras = {}; // stones taken -> faces
  for (let cara = 1; cara <= 6; cara++) {
    const t = Math.min(Math.floor((cara + 1) / 2), quedan);
    caras[t] = (caras[t] || 0) + 1;
  }
  return Object.keys(caras).map(Number).sort()
    .map((t) => [t, [caras[t], 6]]);
}

function play(state, m) {
  const [quedan, turnos, tirando] = state;
  if (m === "roll") {
    return [quedan, turnos, true]; // the same player's turn
  }
  return [quedan - m, turnos + 1, false];
}

function result(state) {
  const [quedan, turnos, tirando] = state;
  if (quedan === 0) {
    // the player to move lost: the other took the last stone
    return -(N + 1 - turnos);
  }
  return null;
}

function bounds() {
  // the least and greatest score: Star1's default bounds
  return [-(N + 1), N + 1];
}

function move_name(state, m) {
  if (state[2]) {
    return `takes ${m}`;
  }
  if (m === "roll") {
    return "roll";
  }
  return `take ${m}`;
}

function board(state) {
  return [String(state[0])];
}
