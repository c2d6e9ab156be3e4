// The stepper's problem, for chance nodes (issue 31): expectiminimax's options (Star1
// pruning, its leaf bounds, the negamax form), read from a link and written as API
// parameters (the command line's names), and the games with chance. Nothing here
// touches the page; problem.js calls it.

// The algorithms of the stepper's menu, in /api/meta's teaching order: the four of
// two-player games without chance, then expectiminimax and Monte Carlo tree search.
export const STEPPER_ALGOS = ['minimax', 'negamax', 'alphabeta', 'negamax-alphabeta', 'expectiminimax', 'mcts'];

// The algorithms that search a game with chance nodes (the server refuses the others).
export const CHANCE_ALGOS = ['expectiminimax', 'mcts'];

// The built-in games whose positions have chance nodes.
export const CHANCE_GAMES = ['coin'];

// The link's (and the API's) names of expectiminimax's options.
export const CHANCE_PARAMS = ['star1', 'chance-bounds', 'negamax-form'];

// chanceDefaults are expectiminimax's options when none is given: no pruning, the
// game's own leaf bounds, the MAX/MIN form.
export const chanceDefaults = () => ({ star1: false, chanceBounds: '', negamaxForm: false });

// chanceFromURL reads expectiminimax's options from query q into problem p (truthy reads
// a boolean parameter as problem.js does). A game with chance named without an
// algorithm is searched with expectiminimax (the others refuse it).
export function chanceFromURL(q, p, truthy) {
  if (q.has('star1')) p.star1 = truthy(q.get('star1'));
  if (q.has('chance-bounds')) p.chanceBounds = q.get('chance-bounds');
  if (q.has('negamax-form')) p.negamaxForm = truthy(q.get('negamax-form'));
  if (CHANCE_GAMES.includes(p.game) && !q.has('algo')) p.algo = 'expectiminimax';
}

// chanceQuery adds expectiminimax's options of problem p to the API parameters q, only
// under expectiminimax (the server ignores them elsewhere; a link is shorter without).
export function chanceQuery(p, q) {
  if (p.algo !== 'expectiminimax') return;
  if (p.star1) {
    q.star1 = 'true';
    const b = String(p.chanceBounds || '').replace(/\s+/g, '');
    if (b) q['chance-bounds'] = b;
  }
  if (p.negamaxForm) q['negamax-form'] = 'true';
}

// hasChanceText says whether a typed tree has chance nodes ("?(").
export const hasChanceText = (text) => /\?\s*\(/.test(String(text || ''));

// algoForGame is the algorithm to search game with when the form switches to it (or
// to a typed tree, position): one that searches chance for a game or a tree with
// chance, the algorithm chosen otherwise (the others refuse chance).
export function algoForGame(game, algo, position = '') {
  const chance = CHANCE_GAMES.includes(game) || (game === 'tree' && hasChanceText(position));
  return chance && !CHANCE_ALGOS.includes(algo) ? 'expectiminimax' : algo;
}

// isStar1 says whether problem p (or a trace's algorithm and options) prunes at
// chance nodes.
export const isStar1 = (algo, star1) => algo === 'expectiminimax' && !!star1;

// windowedTrace says whether the search of trace tr has windows (α, β) to show: alpha-
// beta's, and expectiminimax's with Star1 (the trace sends them then).
export const windowedTrace = (tr) => ['alphabeta', 'negamax-alphabeta'].includes(tr.doc.algorithm) || (tr.doc.algorithm === 'expectiminimax' && tr.windowed);

// chanceErrorField is the API parameter a search's error of chance is about when the
// server names none: Star1's bounds, or the algorithm that searches no chance.
export const chanceErrorField = (code) => ({ 'search.star1_bounds': 'chance-bounds', 'search.star1_outside': 'chance-bounds', 'search.chance_algo': 'algo' })[code] || '';

// CHANCE_FORM_FIELDS are the form's fields of those parameters (problem-check.js's FORM_FIELDS).
export const CHANCE_FORM_FIELDS = { 'chance-bounds': 'chanceBounds', algo: 'algo' };
