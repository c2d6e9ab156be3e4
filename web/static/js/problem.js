// The stepper's problem: every search parameter of the API (the command line's names),
// read from a link, written as API parameters and as the page's own link, named, and
// the addresses of its pictures to download. Nothing here touches the page.
import { t, getLang, fmtCount } from './i18n.js';
import { query, url } from './api.js';
import { isLab } from './labcode.js';
import { CHANCE_PARAMS, chanceDefaults, chanceFromURL, chanceQuery } from './problem-chance.js';
import { takesList } from './words-list.js';
import { MCTS_DEFAULTS, MCTS_PARAMS, isMCTS, mctsFromURL, mctsQuery } from './problem-mcts.js';

export const ALGOS = ['minimax', 'negamax', 'alphabeta', 'negamax-alphabeta', 'mcts'];
const ALGO_KEYS = {
  minimax: 'algoMinimax', negamax: 'algoNegamax', alphabeta: 'algoAlphaBeta', 'negamax-alphabeta': 'algoNegamaxAB', expectiminimax: 'algoExpectiminimax', mcts: 'algoMCTS',
};
export const algoLabel = (a) => t(ALGO_KEYS[a] || 'algoAlphaBeta');
const GAME_KEYS = { tree: 'gameTree', tictactoe: 'gameTTT', connect4: 'gameC4', stones: 'gameStones', coin: 'gameCoin' };
export const gameLabel = (g) => t(isLab(g) ? 'gameLab' : GAME_KEYS[g] || 'gameTree');

// Every game opens on a position small enough to step through.
export const GAME_DEFAULTS = {
  tree: { position: 'textbook', depth: '0', order: false },
  tictactoe: { position: 'XOX.O....', depth: '0', order: false },
  connect4: { position: '', depth: '4', order: true },
  stones: { position: '10', depth: '0', order: false },
  coin: { position: '5', depth: '0', order: false },
};
// A student's game (game=lab:HASH) opens on its start, searched to the end.
const LAB_DEFAULTS = { position: '', depth: '0', order: false };
// The position the API searches when a request names none (trace.Params' defaults).
const API_POSITIONS = { tree: 'textbook', stones: '10' };
export const gameDefaults = (game) => GAME_DEFAULTS[game] || (isLab(game) ? LAB_DEFAULTS : {});

// The boards' games, whose static evaluation may be chosen (a student's too).
export const EVAL_GAMES = ['connect4', 'tictactoe'];

// The most nodes drawn before deeper levels fold: boards are big to draw.
const BUDGETS = { tree: 1500, stones: 1500, tictactoe: 800, connect4: 300 };
export const defaultBudget = (game) => BUDGETS[game] || 1500;

// The unreached part of the tree: hidden (nodes appear as the search reaches them, as a
// teacher draws it on the board) or drawn faint. A choice of the view, not of the search.
export const UNREACHED = ['hide', 'ghost'];

export const truthy = (v) => v !== null && v !== undefined && /^(|1|t|true|yes|on)$/i.test(v);

export function defaultParams() {
  return {
    game: 'tree', position: 'textbook', root: 'max', takes: '', eval: '', algo: 'alphabeta', depth: '0',
    order: false, quiescence: false, tt: 'off', iterative: false, failHard: false, failCourse: false, plainScores: false, maxNodes: '', timeLimit: '', budget: '',
    unreached: 'hide', ...MCTS_DEFAULTS, ...chanceDefaults(),
  };
}

// The parameters of a search in a link, beside the game: the API's (and the command
// line's) names.
const SEARCH_PARAMS = [
  'position', 'root', 'takes', 'eval', 'algo', 'depth', 'solver', 'quiescence', 'order', 'tt', 'iterative',
  'fail-hard', 'fail-soft', 'fail-course', 'plain-scores', 'max-nodes', 'time-limit', ...MCTS_PARAMS, ...CHANCE_PARAMS,
];

// paramsFromURL reads a problem from a query string (the server checks it). A link that
// says something of the search is read as the API reads it: what it does not say takes
// the API's default (no ordering, no depth limit, the API's position), so that it
// shows the search /api/trace and the command line make of the same parameters. A link
// that names the game alone opens it as the form does: on the game's own start
// (GAME_DEFAULTS).
export function paramsFromURL(q) {
  const p = defaultParams();
  if (q.has('game')) {
    p.game = q.get('game').toLowerCase();
    if (SEARCH_PARAMS.some((k) => q.has(k))) p.position = API_POSITIONS[p.game] ?? '';
    else Object.assign(p, gameDefaults(p.game));
  }
  if (q.has('position')) p.position = q.get('position');
  if (q.has('root')) p.root = q.get('root').toLowerCase() === 'min' ? 'min' : 'max';
  for (const k of ['takes', 'eval', 'algo', 'depth', 'budget']) if (q.has(k)) p[k] = q.get(k);
  if (q.has('max-nodes')) p.maxNodes = q.get('max-nodes');
  if (q.has('time-limit')) p.timeLimit = q.get('time-limit');
  if (q.has('order')) p.order = truthy(q.get('order'));
  if (q.has('quiescence')) p.quiescence = truthy(q.get('quiescence'));
  if (q.has('solver')) p.solver = truthy(q.get('solver'));
  if (q.has('tt')) {
    const v = q.get('tt').toLowerCase();
    p.tt = v === 'naive' ? 'naive' : v === 'bounds' || truthy(v) ? 'bounds' : 'off';
  }
  if (q.has('iterative')) p.iterative = truthy(q.get('iterative'));
  if (q.has('fail-hard')) p.failHard = truthy(q.get('fail-hard'));
  if (q.has('fail-soft')) p.failHard = !truthy(q.get('fail-soft'));
  // the course's alpha-beta (seed 002): a third value returned; beside fail-hard (which
  // the server refuses) fail-hard is kept
  if (q.has('fail-course')) p.failCourse = truthy(q.get('fail-course'));
  if (p.failHard) p.failCourse = false;
  if (q.has('plain-scores')) p.plainScores = truthy(q.get('plain-scores'));
  if (UNREACHED.includes(q.get('unreached'))) p.unreached = q.get('unreached');
  chanceFromURL(q, p, truthy);
  mctsFromURL(q, p);
  return p;
}

export const isWindowed = (algo) => algo === 'alphabeta' || algo === 'negamax-alphabeta';

// returnsChoice is the form's choice of the value alpha-beta returns: 'soft', 'hard'
// or 'course' (the course's: α at MAX, β at MIN).
export const returnsChoice = (p) => (p.failHard ? 'hard' : p.failCourse ? 'course' : 'soft');

// problemQuery is the problem as API parameters: game, position and algo always,
// the others when they differ from the defaults, and only those that apply to the
// game and the algorithm (the server rejects the others).
export function problemQuery(p) {
  const q = { game: p.game, position: p.position, algo: p.algo };
  if (p.game === 'tree' && p.root === 'min') q.root = 'min';
  if (p.game === 'stones' && p.takes) q.takes = p.takes;
  if (EVAL_GAMES.includes(p.game) && p.eval) q.eval = p.eval;
  // mcts plays its rollouts to the end, in no order: depth, ordering, quiescence, the
  // table and iterative deepening are alpha-beta's (problem-mcts.js: its own)
  const mcts = isMCTS(p.algo);
  if (Number(p.depth) > 0 && !mcts) q.depth = String(Number(p.depth));
  if (p.order && !mcts) q.order = 'true';
  if (p.quiescence && !mcts) q.quiescence = 'true';
  if (p.solver && p.game === 'connect4') q.solver = 'true'; // the exact solver's search (play: "why this move?")
  if (p.tt && p.tt !== 'off' && !mcts) q.tt = p.tt;
  if (p.iterative && !mcts) q.iterative = 'true';
  Object.assign(q, mctsQuery(p));
  if (p.failHard && isWindowed(p.algo)) q['fail-hard'] = 'true';
  else if (p.failCourse && isWindowed(p.algo)) q['fail-course'] = 'true';
  if (p.plainScores && p.game !== 'tree') q['plain-scores'] = 'true';
  if (p.maxNodes) q['max-nodes'] = p.maxNodes;
  if (p.timeLimit) q['time-limit'] = p.timeLimit;
  chanceQuery(p, q);
  // a teacher's pass through the guard of an open assessment's trees (a class's stepper)
  if (p.pass) q.pass = p.pass;
  return q;
}

// budgetOf is the problem's drawing budget (its own, or its game's).
export const budgetOf = (p) => p.budget || String(defaultBudget(p.game));

// The problem of a search, as a key: two forms that mean the same search have one key.
export const problemKey = (p) => query(problemQuery(p)) + '&budget=' + budgetOf(p);

// The naive memo's ready example: stones 5, take 1 or 2. Alpha-beta with the naive
// memo answers −2 (MAX loses); the table with bound types gives +3 (MAX wins by
// taking 2). The memo reuses, for 2 stones left after two moves, the value stored
// where a cutoff had left it a lower bound only.
export const NAIVE_EXAMPLE = { game: 'stones', position: '5', takes: '1,2', algo: 'alphabeta', tt: 'naive' };

// findPreset is the ready tree a position names (its name or an alias), or undefined.
export function findPreset(presets, position) {
  const low = String(position).trim().toLowerCase();
  return (presets || []).find((x) => x.name === low || (x.aliases || []).includes(low));
}

// presetTitle is a ready tree's title in the page's language.
export const presetTitle = (preset) => (getLang() === 'es' ? preset.title_es : preset.title);

// randomTree reads a random tree's settings from its position ("random:b=3,d=4,seed=7",
// or the long names): branching, depth and seed, as the form's fields hold them.
export function randomTree(position) {
  const low = String(position).trim().toLowerCase();
  const get = (keys, def) => {
    for (const part of low.slice(7).split(',')) {
      const [k, v] = part.split('=');
      if (v !== undefined && keys.includes(k.trim())) return v.trim();
    }
    return def;
  };
  return { b: get(['b', 'branching'], '2'), d: get(['d', 'depth'], '3'), seed: get(['s', 'seed'], '1') };
}

// The most characters of a typed position a title shows.
const TITLE_CHARS = 40;

// shortTitle is text cut to TITLE_CHARS characters with an ellipsis.
export function shortTitle(text) {
  const chars = Array.from(String(text));
  return chars.length <= TITLE_CHARS ? chars.join('') : chars.slice(0, TITLE_CHARS - 16).join('') + '…';
}

// shortTree is a typed tree as a title shows it: whole when short, else its start, an
// ellipsis and its count of leaves ("A(B(3,12,… (1,000 leaves)").
export function shortTree(text) {
  const s = String(text);
  if (Array.from(s).length <= TITLE_CHARS) return s;
  const leaves = (s.match(/(^|[(,:])\s*[-+]?\d+/g) || []).length;
  return shortTitle(s) + ' (' + t('feLeaves', { n: fmtCount(leaves) }) + ')';
}

// titleOf names a problem: the algorithm and the position (a long one shortened).
export function titleOf(p, presets) {
  let what;
  if (p.game === 'tree') {
    const preset = (presets || []).find((x) => x.name === p.position.toLowerCase() || (x.aliases || []).includes(p.position.toLowerCase()));
    what = preset ? presetTitle(preset) : p.position.startsWith('random:') ? t('randomTree') + ' ' + shortTitle(p.position.slice(7)) : shortTree(p.position);
  } else {
    what = gameLabel(p.game) + (p.position ? ' · ' + shortTitle(p.position) : '');
    if (p.game === 'stones' && p.takes) what += ' · ' + t('takesTitle', { takes: takesList(p.takes) });
  }
  return (p.solver && p.game === 'connect4' ? t('solverTitle') : algoLabel(p.algo)) + ' — ' + what;
}

// stepperLink is the address of the stepper at step k of problem p (k counts from 0;
// the link's step from 1, as on the command line), in the page's language.
export function stepperLink(p, k) {
  const q = new URLSearchParams(query(problemQuery(p)));
  q.delete('pass'); // a link to copy: not the teacher's pass
  if (!q.has('position')) q.set('position', p.position || '');
  // a game whose page defaults differ from the API's gets them written out, so the
  // link does not depend on those defaults
  const gd = gameDefaults(p.game);
  if ((gd.depth !== '0' || gd.order) && !isMCTS(p.algo)) {
    q.set('depth', String(Number(p.depth) || 0));
    q.set('order', p.order ? 'true' : 'false');
  }
  if (p.budget) q.set('budget', p.budget);
  if (p.unreached === 'ghost') q.set('unreached', 'ghost');
  q.set('step', String(k + 1));
  q.set('lang', getLang());
  return '?' + q.toString();
}

// downloads are the pictures of problem p at step k to download, by the id of their
// link: {href, file}. /api/render's step is the CLI's --step: 1 is the first step, 0
// the finished search. A step's picture leaves out what the search has not reached;
// a typed tree's may draw it faint (unreached=ghost: its shape is the problem's
// statement), a game's never (the server refuses it). The names say what the files
// hold, as the server's Content-Disposition does: gametree-<game>-step-5.svg,
// ...-step-5-region.svg, ...-finished.svg.
export function downloads(p, k, title) {
  const base = { ...problemQuery(p), budget: budgetOf(p), lang: getLang(), title: (title || '').slice(0, 64) };
  const name = 'gametree-' + p.game.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const unreached = { unreached: p.unreached === 'ghost' && p.game === 'tree' ? 'ghost' : 'hide' };
  const region = { ...unreached, region: 'true', 'region-depth': '2' };
  const link = (step, format, file, extra = {}) => ({ href: url('/api/render', { ...base, step, format, ...extra }), file });
  const s = k + 1;
  return {
    stepSvg: link(s, 'svg', `${name}-step-${s}.svg`, unreached),
    stepPng: link(s, 'png', `${name}-step-${s}.png`, unreached),
    regionSvg: link(s, 'svg', `${name}-step-${s}-region.svg`, region),
    regionPng: link(s, 'png', `${name}-step-${s}-region.png`, region),
    allSvg: link(0, 'svg', `${name}-finished.svg`),
    allPng: link(0, 'png', `${name}-finished.png`),
  };
}
