// Una evaluación sencilla de conecta 4 sobre las 69 líneas de
// cuatro (lines(board)): una línea con fichas de un solo
// jugador vale 1, 4 o 16 si tiene 1, 2 o 3: se suma para el
// jugador y se resta para el rival.
//
// A simple connect-4 evaluation over the 69 lines of four
// (lines(board)): a line holding discs of one player only is
// worth 1, 4 or 16 for 1, 2 or 3 of them: added for the player,
// subtracted for the opponent.

const PESO = [0, 1, 4, 16, 0];

// how many times c is in the line / cuántas veces está c
function count(linea, c) {
  return linea.split(c).length - 1;
}

function evaluate(board, player) {
  const otro = opponent(player);
  let total = 0;
  for (const linea of lines(board)) {
    const mias = count(linea, player);
    const suyas = count(linea, otro);
    if (suyas === 0) {
      total += PESO[mias];
    } else if (mias === 0) {
      total -= PESO[suyas];
    }
  }
  return total;
}
