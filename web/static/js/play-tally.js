// What the play view keeps and says beside the board: the tally of games won, lost and
// drawn against the machine (kept in this browser), and what the machine played last.
import { t, fmtCount, stonesTake } from './i18n.js';
import { h } from './dom.js';
import { scoreText } from './play-solver.js';

const TALLY_KEY = 'gametree.tally.v1';

// PLAY_GAMES are the games the tally counts.
export const PLAY_GAMES = ['tictactoe', 'connect4', 'stones'];

// LAB_TALLY is the tally's key for the student's own games (the code lab's), all in one.
export const LAB_TALLY = 'lab';

function readTally() {
  try {
    const v = JSON.parse(localStorage.getItem(TALLY_KEY) || '{}');
    return v && typeof v === 'object' ? v : {};
  } catch {
    return {};
  }
}

// countResult counts a finished game's result ('won', 'lost' or 'drawn').
export function countResult(game, result) {
  const tally = readTally();
  const g = (tally[game] = tally[game] || { won: 0, lost: 0, drawn: 0 });
  g[result]++;
  try { localStorage.setItem(TALLY_KEY, JSON.stringify(tally)); } catch { /* ignore */ }
}

// forgetTally starts the tally again.
export function forgetTally() {
  try { localStorage.removeItem(TALLY_KEY); } catch { /* ignore */ }
}

// tallyRows are the tally's table rows, a game a row; the student's own games' row
// when they played one or withLab (one is being played).
export function tallyRows(withLab = false) {
  const tally = readTally();
  const games = withLab || tally[LAB_TALLY] ? [...PLAY_GAMES, LAB_TALLY] : PLAY_GAMES;
  return games.map((g) => {
    const r = tally[g] || { won: 0, lost: 0, drawn: 0 };
    const name = { tictactoe: 'gameTTT', connect4: 'gameC4', stones: 'gameStones', [LAB_TALLY]: 'tallyLabGame' }[g];
    return h('tr', { dataset: { game: g } },
      h('th', { scope: 'row', textContent: t(name) }),
      ...['won', 'lost', 'drawn'].map((k) => h('td', { textContent: String(Number(r[k]) || 0), dataset: { k } })));
  });
}

// machineMoveText says what the machine played last (m: its move, how it chose it).
export function machineMoveText(m, game) {
  const n = fmtCount(m.nodes);
  if (m.solver && m.book) return t('playMachineBook', { m: t('columnN', { n: m.move }), v: scoreText(m.score, m.moves) });
  if (m.solver) return t('playMachineSolved', { m: t('columnN', { n: m.move }), n, v: scoreText(m.score, m.moves) });
  if (m.notProven !== null && m.notProven !== undefined) {
    return t('playMachineNotProven', { m: t('columnN', { n: m.move }), n, d: m.params.depth, why: m.notProven });
  }
  if (game === 'stones') return t('playMachineTook', { m: stonesTake(m.move), n });
  return t('playMachinePlayed', { m: game === 'connect4' ? t('columnN', { n: m.move }) : m.move, n });
}
