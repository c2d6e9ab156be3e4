// La evaluación "lines" del tres en raya (eval=lines), escrita
// a mano: en las 8 líneas, una línea con marcas de un solo
// jugador vale 1 con una marca, 10 con dos (100 con tres); se
// suma para el jugador y se resta para el rival.
//
// Tic-tac-toe's "lines" evaluation (eval=lines), written by
// hand: over the 8 lines, a line with marks of one player only
// is worth 1 for one mark, 10 for two (100 for three), added
// for the player and subtracted for the opponent.

const VALOR = [0, 1, 10, 100];

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
      total += VALOR[mias];
    } else if (mias === 0) {
      total -= VALOR[suyas];
    }
  }
  return total;
}
