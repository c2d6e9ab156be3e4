// An exercise's spec (what the link, the form and POST /api/grade's "exercise" say:
// source, position, seed, level, question, root, fail-hard) and the answers a student
// types.
import { fmtValue } from './i18n.js';
import { query } from './api.js';

export const QTYPES = ['values', 'prune', 'window', 'order'];
export const LEVELS = [1, 2, 3, 4, 5];
export const GAME_SOURCES = ['tree', 'tictactoe', 'stones'];
// SAMPLE_POSITIONS open a game or typed-tree exercise whose link or form has no position.
export const SAMPLE_POSITIONS = { tictactoe: 'XOX.O.X..', stones: '5', tree: '((3,5),(2,9))' };
export const truthy = (v) => v !== null && v !== undefined && /^(|1|t|true|yes|on)$/i.test(v);

export function defaultSpec() {
  return { source: 'random', position: '', seed: 1, level: 1, q: 'values', root: 'max', failHard: false };
}

// specFromURL reads an exercise from a query string (the server checks it).
export function specFromURL(q) {
  const s = defaultSpec();
  if (q.get('source')) s.source = q.get('source').toLowerCase();
  if (q.has('position')) s.position = q.get('position');
  if (SAMPLE_POSITIONS[s.source] && !s.position.trim()) s.position = SAMPLE_POSITIONS[s.source];
  const seed = Number(q.get('seed'));
  if (q.has('seed') && Number.isFinite(seed)) s.seed = Math.trunc(seed);
  const level = Number(q.get('level'));
  if (LEVELS.includes(level)) s.level = level;
  if (QTYPES.includes((q.get('q') || '').toLowerCase())) s.q = q.get('q').toLowerCase();
  if (q.has('root')) s.root = q.get('root').toLowerCase() === 'min' ? 'min' : 'max';
  if (q.has('fail-hard')) s.failHard = truthy(q.get('fail-hard'));
  return s;
}

// specQuery is the exercise as the API's (and the link's) parameters.
export function specQuery(s) {
  const q = { source: s.source };
  if (GAME_SOURCES.includes(s.source)) q.position = s.position;
  if (s.source === 'random') q.level = String(s.level);
  q.seed = String(s.seed);
  q.q = s.q;
  if (s.root === 'min') q.root = 'min';
  if (s.failHard) q['fail-hard'] = 'true';
  return q;
}

export const specKey = (s) => query(specQuery(s));

// specJSON is the exercise as POST /api/grade's "exercise" object.
export function specJSON(s) {
  const o = { source: s.source, seed: s.seed, q: s.q, root: s.root, fail_hard: !!s.failHard };
  if (s.source === 'random') o.level = s.level;
  if (GAME_SOURCES.includes(s.source)) o.position = s.position;
  return o;
}

// parseAnswer reads what a student typed: an integer, or ±∞ ("inf", "-inf", "∞", "−∞").
// It returns undefined for nothing typed, null for something unreadable.
export function parseAnswer(text) {
  const s = String(text || '').trim().replace(/\u2212/g, '-').replace(/\s+/g, '').toLowerCase();
  if (!s) return undefined;
  if (/^\+?(inf|infinity|∞)$/.test(s)) return 'inf';
  if (/^-(inf|infinity|∞)$/.test(s)) return '-inf';
  if (/^[+-]?\d{1,9}$/.test(s)) return Number(s);
  return null;
}

// showAnswer writes an answer as the drawing shows values: "3", "−2", "+∞".
export function showAnswer(v) {
  if (v === 'inf') return '+∞';
  if (v === '-inf') return '−∞';
  return fmtValue(v);
}
