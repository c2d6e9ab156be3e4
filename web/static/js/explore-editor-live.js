// The board editors follow what is typed: a short pause in typing in a position's field
// (tic-tac-toe's cells or moves, connect-4's columns) redraws the board beside it from
// the server's reading, without waiting for the field to be left.

// TYPING_PAUSE is how long typing must pause (ms) before the board is redrawn.
export const TYPING_PAUSE = 250;

// followTyping calls redraw after each pause in typing in any of inputs; a new key
// pressed before the pause is over starts it again.
export function followTyping(inputs, redraw, pause = TYPING_PAUSE) {
  let timer = 0;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(redraw, pause);
  };
  for (const input of inputs) {
    input.addEventListener('input', later);
    // the field left or Enter pressed: its own change event loads it at once
    input.addEventListener('change', () => clearTimeout(timer));
  }
}
