// Playing a student's own game (game=lab:HASH, written in the code lab): its board as
// its board(state) draws it (rows of text), a button for each legal move by the name
// its move_name gives, and its positions as its moves from initial(), by name,
// comma-separated (a name may hold spaces).
import { t } from './i18n.js';
import { h } from './dom.js';

// LAB_DEPTHS are the depths the play view offers for a student's game (0: to the end).
export const LAB_DEPTHS = [0, 1, 2, 3, 4, 5, 6];

// labSide names a side of a student's game: X moves first, O second.
export const labSide = (x) => t(x === 'X' ? 'labFirstSide' : 'labSecondSide');

// afterMove is a student's game's position once move is played.
export function afterMove(position, move) {
  return [position, move].filter((m) => String(m).trim()).join(', ');
}

// labBoard draws a student's game at a position (/api/position's info): its rows,
// if its code draws any, and its moves as buttons. opts: enabled (the player may
// move), onMove(name), last (the last move's name, said under the board).
export function labBoard(info, opts = {}) {
  const rows = info.board || [];
  const board = h('pre', { className: 'lab-play-board', textContent: rows.join('\n') });
  board.hidden = !rows.length;
  board.setAttribute('aria-label', t('labBoardLabel'));
  const moves = h('div', { className: 'lab-play-moves', role: 'group' });
  moves.setAttribute('aria-label', t('labMovesLabel'));
  for (const name of info.over ? [] : info.moves || []) {
    const b = h('button', { type: 'button', className: 'btn btn-small', textContent: name, disabled: !opts.enabled });
    b.dataset.move = name;
    if (opts.enabled) b.addEventListener('click', () => opts.onMove(name));
    moves.append(b);
  }
  const last = h('p', { className: 'lab-play-last', textContent: opts.last ? t('labLastMove', { m: opts.last }) : '' });
  return h('div', { className: 'lab-play' }, board, moves, last);
}
