// Boards built from DOM elements (never from HTML text): tic-tac-toe cells,
// connect-4 columns and a pile of stones. Each returns its element; clicks call back.
import { t, fmtCount } from './i18n.js';

const COLS = 'abc';

// tttCellName: cell 0..8 in reading order → "a1".."c3" (column a-c, row 1-3 from the top).
export const tttCellName = (i) => COLS[i % 3] + (Math.floor(i / 3) + 1);

// tttBoard draws 9 cells ('X', 'O' or '.') as buttons. opts: onCell(i), enabled(i),
// last (cell index to mark), win (cells of a winning line).
export function tttBoard(cells, opts = {}) {
  const grid = document.createElement('div');
  grid.className = 'ttt';
  grid.setAttribute('role', 'grid');
  grid.setAttribute('aria-label', t('tttBoardLabel'));
  for (let r = 0; r < 3; r++) {
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    row.className = 'ttt-row';
    for (let c = 0; c < 3; c++) {
      const i = 3 * r + c;
      const v = cells[i] === 'X' || cells[i] === 'O' ? cells[i] : '';
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'ttt-cell' + (v ? ' ttt-' + v.toLowerCase() : '') + (opts.last === i ? ' last' : '') + (opts.win && opts.win.includes(i) ? ' win' : '');
      b.setAttribute('role', 'gridcell');
      b.dataset.cell = String(i);
      b.textContent = v;
      b.setAttribute('aria-label', tttCellName(i) + ', ' + (v || t('empty')));
      const enabled = opts.onCell && (!opts.enabled || opts.enabled(i));
      b.disabled = !enabled;
      if (enabled) b.addEventListener('click', () => opts.onCell(i));
      row.appendChild(b);
    }
    grid.appendChild(row);
  }
  return grid;
}

// tttWinLine finds the winning line of a 9-cell board, or null.
export function tttWinLine(cells) {
  const lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
  for (const l of lines) if (cells[l[0]] !== '.' && cells[l[0]] === cells[l[1]] && cells[l[1]] === cells[l[2]]) return l;
  return null;
}

// c4Board draws 6 rows of 7 (top row first; 'X' red, first player; 'O' yellow) as 7
// column buttons. opts: onColumn(c) (0-based), enabled(c), last ({r, c}), win (list of
// "r,c").
export function c4Board(rows, opts = {}) {
  const box = document.createElement('div');
  box.className = 'c4';
  box.setAttribute('role', 'group');
  box.setAttribute('aria-label', t('c4BoardLabel'));
  for (let c = 0; c < 7; c++) {
    const col = document.createElement('button');
    col.type = 'button';
    col.className = 'c4-col';
    col.dataset.col = String(c + 1);
    let filled = 0;
    for (let r = 0; r < 6; r++) {
      const v = (rows[r] || '')[c] || '.';
      const cell = document.createElement('span');
      cell.className = 'c4-cell' + (v === 'X' ? ' c4-x' : v === 'O' ? ' c4-o' : '');
      if (opts.last && opts.last.r === r && opts.last.c === c) cell.classList.add('last');
      if (opts.win && opts.win.includes(r + ',' + c)) cell.classList.add('win');
      if (v !== '.') filled++;
      col.appendChild(cell);
    }
    col.setAttribute('aria-label', t('c4Column', { c: c + 1, n: filled }));
    const enabled = opts.onColumn && filled < 6 && (!opts.enabled || opts.enabled(c));
    col.disabled = !enabled;
    if (enabled) col.addEventListener('click', () => opts.onColumn(c));
    box.appendChild(col);
  }
  return box;
}

// c4WinCells finds the four (or more) aligned cells of a connect-4 board, as "r,c".
export function c4WinCells(rows) {
  const at = (r, c) => (r >= 0 && r < 6 && c >= 0 && c < 7 ? (rows[r] || '')[c] : '.');
  for (let r = 0; r < 6; r++) {
    for (let c = 0; c < 7; c++) {
      const v = at(r, c);
      if (v !== 'X' && v !== 'O') continue;
      for (const [dr, dc] of [[0, 1], [1, 0], [1, 1], [1, -1]]) {
        const cells = [];
        for (let k = 0; k < 4 && at(r + k * dr, c + k * dc) === v; k++) cells.push(r + k * dr + ',' + (c + k * dc));
        if (cells.length === 4) return cells;
      }
    }
  }
  return null;
}

// stonesPile draws n stones (at most 60 drawn, then a count) and a button per
// allowed take. opts: takes, onTake(k), enabled.
export function stonesPile(n, opts = {}) {
  const box = document.createElement('div');
  box.className = 'stones';
  const pile = document.createElement('div');
  pile.className = 'stones-pile';
  pile.setAttribute('role', 'img');
  pile.setAttribute('aria-label', t('stonesLeft', { n: fmtCount(n) }));
  for (let i = 0; i < Math.min(n, 60); i++) {
    const s = document.createElement('span');
    s.className = 'stone';
    pile.appendChild(s);
  }
  const count = document.createElement('div');
  count.className = 'stones-count';
  count.textContent = t('stonesLeft', { n: fmtCount(n) });
  box.append(pile, count);
  if (opts.onTake) {
    const row = document.createElement('div');
    row.className = 'stones-takes';
    for (const k of opts.takes || [1, 2, 3]) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'btn';
      b.dataset.take = String(k);
      b.textContent = t('takeN', { n: k });
      b.disabled = !opts.enabled || k > n;
      b.addEventListener('click', () => opts.onTake(k));
      row.appendChild(b);
    }
    box.appendChild(row);
  }
  return box;
}
