// An exercise's spec (what the link, the form and POST /api/grade's "exercise" say:
// source, position, seed, level, question, root, fail-hard), its search as the
// stepper's problem, its sheets to print, and the answers a student types. Nothing here
// touches the page.
import { t, fmtValue, getLang } from './i18n.js';
import { query, url } from './api.js';
import { defaultParams, truthy } from './problem.js';
import { isLab, labCode } from './labcode.js';
import { parseRational, showRational, chanceProblem, chanceProblemQuery } from './practise-chance.js';

export const QTYPES = ['values', 'prune', 'window', 'order', 'star1'];
export const LEVELS = [1, 2, 3, 4, 5];
// The words of the questions (their titles, what each asks), of the levels, and of
// the kinds of mistakes, by their dictionary keys: practise's and the class's.
export const Q_KEYS = { values: 'exQ_values', prune: 'exQ_prune', window: 'exQ_window', order: 'exQ_order', star1: 'exQ_star1' };
export const TASK_KEYS = { values: 'exTask_values', prune: 'exTask_prune', window: 'exTask_window', order: 'exTask_order', star1: 'exTask_star1' };
export const LEVEL_KEYS = { 1: 'exLevel1', 2: 'exLevel2', 3: 'exLevel3', 4: 'exLevel4', 5: 'exLevel5' };
export const MISTAKE_KEYS = {
  'wrong-value': 'mkWrongValue', 'wrong-alpha': 'mkWrongAlpha', 'wrong-beta': 'mkWrongBeta',
  'missed-cut': 'mkMissedCut', 'extra-cut': 'mkExtraCut', 'wrong-order': 'mkWrongOrder', missing: 'mkMissing',
  'never-evaluated': 'mkNeverEvaluated',
};
export const GAME_SOURCES = ['tree', 'tictactoe', 'stones'];
// hasPosition says whether a source takes a position: a typed tree, a game, or a
// student's game from the code lab (lab:HASH; its moves from initial(), '' its start).
export const hasPosition = (src) => GAME_SOURCES.includes(src) || isLab(src);
// SAMPLE_POSITIONS open a game or typed-tree exercise whose link or form has no position.
export const SAMPLE_POSITIONS = { tictactoe: 'XOX.O.X..', stones: '5', tree: '((3,5),(2,9))' };
export { truthy };

export function defaultSpec() {
  return { source: 'random', position: '', seed: 1, level: 1, q: 'values', root: 'max', failHard: false, chance: false };
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
  // the course's alpha-beta (seed 002): α at MAX, β at MIN
  if (q.has('fail-course') && truthy(q.get('fail-course')) && !s.failHard) s.failCourse = true;
  // a tree with chance nodes (a random one's: chance layers)
  if (q.has('chance')) s.chance = truthy(q.get('chance'));
  return s;
}

// specQuery is the exercise as the API's (and the link's) parameters.
export function specQuery(s) {
  const q = { source: s.source };
  if (hasPosition(s.source)) q.position = s.position;
  if (s.source === 'random') q.level = String(s.level);
  q.seed = String(s.seed);
  q.q = s.q;
  if (s.root === 'min') q.root = 'min';
  if (s.failHard) q['fail-hard'] = 'true';
  else if (s.failCourse) q['fail-course'] = 'true';
  if (s.chance && s.source === 'random') q.chance = 'true';
  return q;
}

export const specKey = (s) => query(specQuery(s));

// specJSON is the exercise as POST /api/grade's "exercise" object.
export function specJSON(s) {
  const o = { source: s.source, seed: s.seed, q: s.q, root: s.root, fail_hard: !!s.failHard };
  if (s.failCourse && !s.failHard) o.fail_course = true;
  if (s.source === 'random') o.level = s.level;
  if (s.source === 'random' && s.chance) o.chance = true;
  if (hasPosition(s.source)) o.position = s.position;
  return o;
}

// normalSpec reads the server's normalized spec (JSON names) into the page's.
export function normalSpec(js) {
  const s = defaultSpec();
  if (js.source) s.source = String(js.source);
  if (js.position !== undefined) s.position = String(js.position);
  if (js.seed !== undefined) s.seed = Number(js.seed);
  if (js.level) s.level = Number(js.level);
  if (js.q) s.q = String(js.q);
  if (js.root) s.root = js.root === 'min' ? 'min' : 'max';
  s.failHard = !!(js.fail_hard ?? js['fail-hard'] ?? js.failHard);
  if (js.fail_course ?? js['fail-course'] ?? js.failCourse) s.failCourse = !s.failHard;
  if (!hasPosition(s.source)) s.position = '';
  s.chance = !!js.chance;
  return s;
}

// problemOf is the search of exercise ex (of question q) as the stepper's problem: the
// exercise's "problem" (the /api/trace parameters), or what its trace says.
export function problemOf(ex, q) {
  const pr = ex.problem || {}, tr = ex.trace || {}, o = tr.options || {};
  const p = defaultParams();
  p.game = pr.game || tr.game || 'tree';
  p.position = pr.position !== undefined ? String(pr.position) : String(tr.position || '');
  const root = pr.root || (tr.root_player === 'min' ? 'min' : 'max');
  p.root = root === 'min' ? 'min' : 'max';
  p.algo = pr.algo || tr.algorithm || (q === 'values' ? 'minimax' : 'alphabeta');
  p.failHard = pr['fail-hard'] !== undefined ? truthy(String(pr['fail-hard'])) : !!o.fail_hard;
  p.failCourse = pr['fail-course'] !== undefined ? truthy(String(pr['fail-course'])) : !!o.fail_course;
  if (pr.takes) p.takes = String(pr.takes);
  if (pr.depth) p.depth = String(pr.depth);
  // a game exercise's pruned subtrees, whole (the question is the full game tree)
  if (pr['pruned-whole'] !== undefined) p.prunedWhole = truthy(String(pr['pruned-whole']));
  p.unreached = 'hide';
  // the teacher's pass through the guard of an open assessment (a class's views)
  if (pr.pass) p.pass = String(pr.pass);
  chanceProblem(pr, p, truthy); // expectiminimax's Star1 and its leaf bounds
  return p;
}

// problemParams is an exercise's problem as /api/trace parameters.
export function problemParams(p) {
  const q = { game: p.game, position: p.position, algo: p.algo };
  if (p.game === 'tree' && p.root === 'min') q.root = 'min';
  if (p.takes) q.takes = p.takes;
  if (Number(p.depth) > 0) q.depth = p.depth;
  if (p.failHard && /alphabeta/.test(p.algo)) q['fail-hard'] = 'true';
  else if (p.failCourse && /alphabeta/.test(p.algo)) q['fail-course'] = 'true';
  if (p.prunedWhole) q['pruned-whole'] = 'true';
  chanceProblemQuery(p, q);
  return q;
}

// exerciseLink is the address of the practise view on exercise s, in the page's
// language (and a student's game's code, in the fragment).
export function exerciseLink(s) {
  return '?' + new URLSearchParams({ view: 'practise', ...specQuery(s), lang: getLang() }).toString() + labCode.fragmentFor({ game: s.source });
}

// SHEETS are the printable sheets: their part of the exercise's links (q, s, w, ws),
// what they are, and their file's name after the exercise's.
const SHEETS = [
  ['q', '/api/exercise/sheet', 'question', 'question'],
  ['s', '/api/exercise/sheet', 'solution', 'solution'],
  ['w', '/api/worksheet', 'question', 'worksheet'],
  ['ws', '/api/worksheet', 'solution', 'worksheet-solutions'],
];
export const SHEET_FORMATS = ['svg', 'png', 'pdf'];

// sheets are the links to print exercise s, by sheet (q: the question, s: its
// solution, w: a worksheet of six random exercises, ws: their solutions) and format:
// {q: {svg: {href, file}, ...}, ...}. A worksheet is of a random exercise's only
// (worksheets: whether there is one).
export function sheets(s) {
  const q = { ...specQuery(s), lang: getLang() };
  const random = s.source === 'random';
  const name = `gametree-exercise-${s.source.replace(':', '-')}` + (random ? `-${s.level}-${s.seed}` : '');
  const out = { worksheets: random };
  for (const [key, path, part, file] of SHEETS) {
    out[key] = {};
    for (const f of SHEET_FORMATS) out[key][f] = { href: url(path, { ...q, part, format: f }), file: `${name}-${file}.${f}` };
  }
  return out;
}

// parseAnswer reads what a student typed: an integer, or ±∞ ("inf", "-inf", "∞", "−∞"),
// or a decimal or a fraction (a chance tree's values; kept as the text typed).
// It returns undefined for nothing typed, null for something unreadable.
export function parseAnswer(text) {
  const s = String(text || '').trim().replace(/\u2212/g, '-').replace(/\s+/g, '').toLowerCase();
  if (!s) return undefined;
  if (/^\+?(inf|infinity|∞)$/.test(s)) return 'inf';
  if (/^-(inf|infinity|∞)$/.test(s)) return '-inf';
  if (/^[+-]?\d{1,9}$/.test(s)) return Number(s);
  // a chance tree's value: a decimal ("2.5", "2,5") or a fraction ("5/2"), as typed
  return parseRational(s);
}

// showAnswer writes an answer as the drawing shows values: "3", "−2", "+∞".
export function showAnswer(v) {
  if (v === 'inf') return '+∞';
  if (v === '-inf') return '−∞';
  if (typeof v === 'string') return showRational(v);
  return fmtValue(v);
}

// shownAnswer writes a grade's answer (a mistake's given or expected: "3", "inf") as
// the drawing writes values; what is not a value ("cut") stays as it is.
export function shownAnswer(v) {
  const a = parseAnswer(v);
  return a === null || a === undefined ? v : showAnswer(a);
}

// MISSING_KEYS name a box left empty by its field: a node has three under the window
// question, and "No answer at D" three times would not say which.
const MISSING_KEYS = { value: 'mkMissingValue', alpha: 'mkMissingAlpha', beta: 'mkMissingBeta' };

// mistakeLabel names a mistake's kind and place: "Missed cut D → D2:", "Wrong value
// at D:", "No β at D:" (node and edge: the names to show, the grader's by default).
// A leaf missing from the order is said as such: it is not a box left empty.
export function mistakeLabel(m, node = m.node || '', edge = String(m.edge || '').replace('>', ' → ')) {
  let key = MISTAKE_KEYS[m.kind];
  if (m.kind === 'missing') key = m.field === 'order' ? 'mkOrderMissing' : MISSING_KEYS[m.field] || key;
  return t(key || 'mkOther', { node, edge });
}
