// The pseudo-code of each algorithm, in the course's style (its lines are in the
// dictionary, strings.js), and the line that each step kind lights up.
import { t } from './i18n.js';
import { S_ENTER, S_EVAL, S_TT, S_BACKUP, S_ALPHA, S_BETA, S_CUTOFF, S_RETURN, S_STOP, S_QUIESCE } from './model.js';
import { courseLines } from './pseudo-course.js';
import { seed003Lines } from './pseudo-seed003.js';
import { expectiminimaxLines } from './pseudo-chance.js';
import { mctsLines } from './pseudo-mcts.js';

// A line: its dictionary key (strings.js), its indent, and the steps it stands for: a
// list of [kind, player] (player 1 MAX, -1 MIN, 0 either). `when` hides a line unless
// the option is on.
function L(indent, key, steps = [], when = null, params = null) {
  return { indent, key, steps, when, params };
}

const header = (o) => (o.iterative ? [L(0, 'pcIter1'), L(1, 'pcIter2')] : []);

function leafLines(o, p, negamax) {
  return [
    L(1, o.depth > 0 || o.iterative ? 'pcIfTerminalDepth' : 'pcIfTerminal'),
    L(2, 'pcQuiesce', [[S_QUIESCE, p]], 'quiescence'),
    L(2, negamax ? 'pcEvalNeg' : 'pcEval', [[S_EVAL, p]]),
    L(1, o.ttMode === 'naive' ? 'pcTTNaive' : o.ttMode === 'bounds' && o.windowed ? 'pcTTBounds' : 'pcTT', [[S_TT, p]], 'tt'),
  ];
}

// fail-hard remembers the window the call was given, to clamp its value into it
// (bound types need it too: a value ≤ α₀ or ≥ β₀ is stored as a bound)
const window0 = (o) => (o.failSoft && !(o.tt && o.ttMode === 'bounds') ? [] : [L(1, 'pcWindow0')]);

const loopLine = (o) => L(1, o.order ? 'pcForOrdered' : 'pcFor');
const stopLine = (p) => L(2, 'pcStop', [[S_STOP, p]], 'stopped');
const storeLine = (o) => L(1, o.ttMode === 'naive' ? 'pcStoreNaive' : o.ttMode === 'bounds' && o.windowed ? 'pcStoreBounds' : 'pcStore', [], 'tt');
const blank = () => L(0, '');
const init = (w) => L(1, 'pcInit', [], null, { w });
// the course's variant, when the textbook's code is chosen for it: MAX (and negamax's
// side to move) returns its α, max(v, α₀); MIN its β, min(v, β₀)
const returnKey = (o, p) => (o.failCourse ? (p < 0 ? 'pcReturnCourseMin' : 'pcReturnCourseMax') : o.failSoft ? 'pcReturnSoft' : 'pcReturnHard');
const returnLine = (o, p) => L(1, returnKey(o, p), [[S_RETURN, p]]);

function minimax(o) {
  const f = (p) => [
    L(0, p > 0 ? 'pcMaxFunc' : 'pcMinFunc', [[S_ENTER, p]]),
    ...leafLines(o, p, false),
    init(p > 0 ? '−∞' : '+∞'),
    loopLine(o),
    stopLine(p),
    L(2, p > 0 ? 'pcMaxBackup' : 'pcMinBackup', [[S_BACKUP, p]]),
    storeLine(o),
    L(1, 'pcReturn', [[S_RETURN, p]]),
  ];
  return [...header(o), ...f(1), blank(), ...f(-1)];
}

function negamax(o) {
  return [
    ...header(o),
    L(0, 'pcNegFunc', [[S_ENTER, 0]]),
    ...leafLines(o, 0, true),
    init('−∞'),
    loopLine(o),
    stopLine(0),
    L(2, 'pcNegBackup', [[S_BACKUP, 0]]),
    storeLine(o),
    L(1, 'pcReturn', [[S_RETURN, 0]]),
    blank(),
    L(0, 'pcNegNote'),
  ];
}

function alphabeta(o) {
  const f = (p) => [
    L(0, p > 0 ? 'pcABMaxFunc' : 'pcABMinFunc', [[S_ENTER, p]]),
    ...leafLines(o, p, false),
    ...window0(o),
    init(p > 0 ? '−∞' : '+∞'),
    loopLine(o),
    stopLine(p),
    L(2, p > 0 ? 'pcABMaxBackup' : 'pcABMinBackup', [[S_BACKUP, p]]),
    p > 0 ? L(2, 'pcAlpha', [[S_ALPHA, 1]]) : L(2, 'pcBeta', [[S_BETA, -1]]),
    L(2, p > 0 ? 'pcCutMax' : 'pcCutMin', [[S_CUTOFF, p]]),
    storeLine(o),
    returnLine(o, p),
  ];
  return [...header(o), ...f(1), blank(), ...f(-1)];
}

function negamaxAlphaBeta(o) {
  return [
    ...header(o),
    L(0, 'pcNABFunc', [[S_ENTER, 0]]),
    ...leafLines(o, 0, true),
    ...window0(o),
    init('−∞'),
    loopLine(o),
    stopLine(0),
    L(2, 'pcNABBackup', [[S_BACKUP, 0]]),
    L(2, 'pcAlpha', [[S_ALPHA, 0], [S_BETA, 0]]),
    L(2, 'pcNABCut', [[S_CUTOFF, 0]]),
    storeLine(o),
    returnLine(o, 0),
    blank(),
    L(0, 'pcNABNote1'),
    L(0, 'pcNABNote2'),
  ];
}

// expectiminimax's code (pseudo-chance.js) is made of the same helpers
const expectiminimax = (o) => expectiminimaxLines({ L, leafLines, loopLine, stopLine, storeLine, init, blank, header }, o);

const BUILDERS = { minimax, negamax, alphabeta, 'negamax-alphabeta': negamaxAlphaBeta, expectiminimax, mcts: () => mctsLines(L) };

// The codes the panel can show: the textbook's, seed 003's alfabeta (C++) and seed
// 002's variant (α at MAX, β at MIN).
export const CODES = ['textbook', 'c003', 'c002'];

// shownCode is the code the panel shows for the chosen one (null: none chosen, the
// course's variant for its own searches, else the textbook's): a course's code only
// for the algorithms it has (seed 002: alpha-beta; seed 003: not plain negamax).
export function shownCode(code, algo, failCourse) {
  const windowed = algo === 'alphabeta' || algo === 'negamax-alphabeta';
  if (algo === 'mcts') return 'textbook'; // the course's codes are alpha-beta's
  if (!CODES.includes(code)) code = failCourse && windowed ? 'c002' : 'textbook';
  if (code === 'c002' && !windowed) return 'textbook';
  if (code === 'c003' && !seed003Lines({ algo })) return 'textbook';
  return code;
}

// lineText is a line's text in the page's language: a code line (seed 003's) as the
// seed writes it, with its comment translated; a line the seed has not marked "+".
export function lineText(l) {
  const words = l.key ? t(l.key, l.params || {}) : '';
  if (l.code === undefined) return words;
  if (l.extra) return '// + ' + words;
  if (!words) return l.code;
  return l.code ? l.code + '  // ' + words : '// ' + words;
}

// Pseudo is the pseudo-code of one search: lines and the lookup from a step to a line.
export class Pseudo {
  // opts: {algo, depth, order, tt, iterative, failSoft, failCourse, stopped, code}
  // code: 'textbook', 'c003' or 'c002' (none: the course's variant's own code for it)
  constructor(opts) {
    opts = { ...opts, windowed: opts.algo === 'alphabeta' || opts.algo === 'negamax-alphabeta' || !!opts.star1 };
    this.code = shownCode(opts.code, opts.algo, opts.failCourse);
    let all;
    if (this.code === 'c002') all = courseLines(L, opts, opts.algo === 'negamax-alphabeta');
    else if (this.code === 'c003') all = seed003Lines(opts);
    else all = (BUILDERS[opts.algo] || alphabeta)(opts);
    this.lines = all.filter((l) => !l.when || opts[l.when]);
    this.lit = -1;
    this.map = new Map();
    this.lines.forEach((l, i) => {
      for (const [kind, p] of l.steps) this.map.set(kind * 4 + (p + 1), i);
    });
  }

  // lineFor returns the line of a step of the given kind at a node of player p.
  lineFor(kind, p) {
    const a = this.map.get(kind * 4 + (p + 1));
    if (a !== undefined) return a;
    const b = this.map.get(kind * 4 + 1); // either player
    return b === undefined ? -1 : b;
  }

  // render fills el with the lines, in the page's language.
  render(el) {
    const frag = document.createDocumentFragment();
    this.els = this.lines.map((l) => {
      const row = document.createElement('div');
      // the indent is a class (a long line wraps under itself, not at the margin)
      row.className = 'code-line ind' + Math.min(3, l.indent) + (l.steps.length ? '' : ' code-plain') + (l.extra ? ' code-extra' : '') + (l.code === undefined ? '' : ' code-src');
      row.textContent = lineText(l) || '\u00a0';
      frag.appendChild(row);
      return row;
    });
    el.replaceChildren(frag);
    const lit = this.lit;
    this.lit = -1;
    this.light(lit);
  }

  light(i) {
    if (i === this.lit) return;
    if (this.lit >= 0 && this.els[this.lit]) this.els[this.lit].classList.remove('lit');
    this.lit = i;
    if (i >= 0 && this.els[i]) this.els[i].classList.add('lit');
  }
}
