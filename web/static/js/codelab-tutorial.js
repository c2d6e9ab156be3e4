// Seed 000's tutorial in the code lab: its movimientoAI, min and max (JavaScript,
// over the tutorial's Tablero) are checked on a tic-tac-toe board, not on a tree.
// The search's problem "tictactoe" names that board (9 cells, rows top first, O, the
// tutorial's CPU, to move); the tutorial's code pasted while a tree is chosen is
// checked on the board, and the choice shows it.
import { JAVASCRIPT } from './codelab-lang.js';

// TTT is the search problem's value for a tic-tac-toe board.
export const TTT = 'tictactoe';

// TUTORIAL_POSITION is the board the tutorial's example is checked on (lab's
// TutorialPosition): X on 5 and 8, O in the centre, O to move.
export const TUTORIAL_POSITION = '....OX..X';

// looksLikeTutorial reports whether a search's code is the tutorial's: JavaScript with
// a movimientoAI and no search(root) of its own (as the server's checker decides).
export function looksLikeTutorial(source, lang) {
  if (lang !== JAVASCRIPT || !/\bmovimientoAI\b/.test(source)) return false;
  return !/\bfunction\s+search\s*\(|\b(?:var|let|const)\s+search\s*=|(?:^|[^.\w])search\s*=\s*(?:function|\()/m.test(source);
}
