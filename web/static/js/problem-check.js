// The stepper's form checked before it asks: what the server would refuse (or take
// silently for something else) is said at once, beside its field, in the page's
// words. The server checks the same again (its errors name their field).
import { parse, height } from './tree-editor-model.js';
import { CHANCE_FORM_FIELDS } from './problem-chance.js';

// The ranges the server reads (trace.Params, games' limits, the drawing's budget).
export const LIMITS = {
  depth: [0, 200], rb: [1, 10], rd: [1, 12], stones: [0, 10000], take: [1, 20], budget: [10, 4000], maxNodes: [0, 600000],
};

const whole = (s) => /^[+-]?\d+$/.test(s);

// range checks a whole number typed in a field (play-errors.js too): null, or the words of what is wrong.
export function range(s, [lo, hi]) {
  if (!whole(s)) return { key: 'feInt', params: { value: s } };
  const n = Number(s);
  if (n < lo || n > hi) return { key: 'feRange', params: { lo, hi, value: s } };
  return null;
}

// takes checks the allowed takes of a stones game ("1,2,3").
export function takes(s) {
  for (const item of s.split(',')) {
    const x = item.trim();
    if (!x) return { key: 'feTakesEmpty', params: {} };
    if (!whole(x)) return { key: 'feTakesNumber', params: { item: x } };
    const n = Number(x);
    if (n < LIMITS.take[0] || n > LIMITS.take[1]) return { key: 'feTakesRange', params: { item: x, lo: LIMITS.take[0], hi: LIMITS.take[1] } };
  }
  return null;
}

// The most plies a game lasts: a depth limit beyond it is the same search as none,
// and a number typed that would be accepted and do nothing.
const GAME_PLIES = { tictactoe: 9, connect4: 42 };

// treeHeight is the levels below the root of a tree typed in parentheses, read as
// the server reads it (tree-editor-model.js's parse), or null when it is not one (the
// tree's own error is said beside its field).
export function treeHeight(text) {
  const r = parse(text);
  return r.tree ? height(r.tree) : null;
}

// gamePlies is the most plies the form's game lasts (f: the form as typed), or null
// when the page cannot tell (a student's game; a position not yet read).
export function gamePlies(f) {
  const s = (k) => String(f[k] ?? '').trim();
  if (GAME_PLIES[f.game]) return GAME_PLIES[f.game];
  if (f.game === 'stones') return whole(s('stones')) && Number(s('stones')) >= 0 ? Number(s('stones')) : null;
  if (f.game !== 'tree') return null;
  if (f.preset === 'random') return whole(s('rd') || '3') ? Number(s('rd') || '3') : null;
  return treeHeight(s('tree'));
}

// depthLimit checks a depth limit: the server's range, and no deeper than the game
// goes (0 to its plies).
function depthLimit(d, f) {
  const w = range(d, LIMITS.depth);
  if (w) return w;
  const plies = gamePlies(f);
  if (plies !== null && Number(d) > Math.max(plies, 1)) return { key: 'feDepthGame', params: { hi: Math.max(plies, 1), value: d } };
  return null;
}

// A time limit as the server reads it: seconds, or a duration such as 2s, 500ms, 1m.
const DURATION = /^\+?((\d+\.?\d*|\.\d+)(ns|us|µs|ms|s|m|h))+$/;
const SECONDS = /^\+?(\d+\.?\d*|\.\d+)$/;

function timeLimit(s) {
  if (SECONDS.test(s)) return Number(s) <= 3600 ? null : { key: 'feDurationRange', params: { value: s } };
  if (!DURATION.test(s)) return { key: 'feDuration', params: { value: s } };
  return null;
}

// checkForm checks the form's fields as typed (f: their texts by the form's names:
// game, preset, tree, rb, rd, rseed, stones, takes, depth, maxNodes, timeLimit, budget)
// and returns what is wrong, a list of {field, key, params}: field the form's name.
// limits: the server's (meta.limits: max_nodes, max_budget), when it said them.
export function checkForm(f, limits = {}) {
  const out = [];
  const add = (field, words) => { if (words) out.push({ field, ...words }); };
  const s = (k) => String(f[k] ?? '').trim();
  if (f.game === 'tree') {
    if (f.preset === 'custom' && !s('tree')) add('tree', { key: 'feTreeEmpty', params: {} });
    if (f.preset === 'random') {
      add('rb', range(s('rb') || '2', LIMITS.rb));
      add('rd', range(s('rd') || '3', LIMITS.rd));
      if (s('rseed')) add('rseed', range(s('rseed'), [0, Number.MAX_SAFE_INTEGER]));
    }
  }
  if (f.game === 'stones') {
    const w = range(s('stones'), LIMITS.stones);
    if (w) add('stones', { key: 'feStones', params: { max: LIMITS.stones[1], value: s('stones') } });
    if (s('takes')) add('takes', takes(s('takes')));
  }
  if (s('depth')) add('depth', depthLimit(s('depth'), f));
  if (s('maxNodes')) add('maxNodes', range(s('maxNodes'), [0, limits.max_nodes || LIMITS.maxNodes[1]]));
  if (s('timeLimit')) add('timeLimit', timeLimit(s('timeLimit')));
  if (s('budget')) add('budget', range(s('budget'), [LIMITS.budget[0], limits.max_budget || LIMITS.budget[1]]));
  return out;
}

// The form's field of an API parameter a server's error names.
export const FORM_FIELDS = { depth: 'depth', 'max-nodes': 'maxNodes', 'time-limit': 'timeLimit', takes: 'takes', budget: 'budget', eval: 'eval', rb: 'rb', rd: 'rd', rseed: 'rseed', iterations: 'iterations', exploration: 'exploration', seed: 'mseed', ...CHANCE_FORM_FIELDS };

// positionField is the form's field of a game's position.
export function positionField(game) {
  return { tree: 'tree', tictactoe: 'ttt', connect4: 'c4', stones: 'stones', coin: 'coin' }[game] || 'labPos';
}
