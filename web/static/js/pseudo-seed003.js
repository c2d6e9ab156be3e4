// The course's alpha-beta of practical 003 (its C++ alfabeta, negamax and minimax) as
// the pseudo-code panel shows it: the seed's code line for line, with its own names
// (alfabeta, esMax, maxEval, minEval, mejorValor, ...) in both languages of the page;
// only its comments are words of the dictionary (strings.js), translated.
//
// Seed 003's alfabeta starts maxEval at INT_MIN (minEval at INT_MAX), raises it with
// each child's value, raises alfa with it (lowers beta at MIN), breaks once
// beta <= alfa and returns maxEval (minEval): fail-soft alpha-beta, the trace's
// default options (neither fail-hard nor fail-course), step for step. Its negamax is
// the same in negamax form (the trace's negamax-alphabeta, fail-soft).
//
// The seed's own extras are used where the search has them: busquedaIterativa
// (iterative deepening), its sort by heuristica (move ordering) and alfabetaConMemo's
// tablaTrans (a plain memo: the trace's tt=naive). What the search does and the seed's
// code has no line for (quiescence, a table with bound types, a node budget) is a
// comment marked "+", in the textbook's words.
import { S_ENTER, S_EVAL, S_TT, S_BACKUP, S_ALPHA, S_BETA, S_CUTOFF, S_RETURN, S_STOP, S_QUIESCE } from './model.js';

// C is a line of the seed's code: its text (never translated), its indent, the steps it
// stands for ([kind, player], as L in pseudo.js), when (an option the line needs) and
// comment (a dictionary key, written after the code as // comment).
export function C(indent, code, steps = [], when = null, comment = null) {
  return { indent, code, key: comment, steps, when, params: null };
}

// X is a line the search does and the seed's code has not: the textbook's line (key)
// as a comment marked "+".
export function X(indent, key, steps = [], when = null) {
  return { indent, code: '', key, steps, when, params: null, extra: true };
}

// leaf is the base case, with the plain memo's lookup and store when the search has a
// table: the seed's alfabetaConMemo, or "+" lines for a table with bound types.
function leaf(o, value) {
  const memo = o.tt && o.ttMode === 'naive';
  return [
    ...(memo ? [C(1, 'if (tablaTrans.count(estado)) {'), C(2, 'return tablaTrans[estado];', [[S_TT, 0]]), C(1, '}')] : []),
    ...(o.tt && !memo ? [X(1, 'pcTTBounds', [[S_TT, 0]])] : []),
    C(1, 'if (profundidad == 0 || estado.esTerminal()) {'),
    X(2, 'pcQuiesce', [[S_QUIESCE, 0]], 'quiescence'),
    C(2, memo ? `return tablaTrans[estado] = ${value};` : `return ${value};`, [[S_EVAL, 0]]),
    C(1, '}'),
  ];
}

// children is how a loop gets the children: the seed's sort by heuristica when the
// search orders its moves (written once, before the loops, as the seed's template
// does with movimientos), else generarMovimientos() in the loop itself.
const sorted = (o) => (o.order
  ? [
    C(1, 'vector<Estado> hijos = estado.generarMovimientos();'),
    C(1, 'sort(hijos.begin(), hijos.end(), [](Estado& a, Estado& b) {'),
    C(2, 'return a.heuristica() > b.heuristica();', [], null, 'c3BestFirst'),
    C(1, '});'),
  ]
  : []);
const loop = (o, i) => C(i, o.order ? 'for (Estado& hijo : hijos) {' : 'for (Estado& hijo : estado.generarMovimientos()) {');

// ret is a return of v, stored in the memo when the search has one.
function ret(o, i, v, p) {
  const memo = o.tt && o.ttMode === 'naive';
  return [
    ...(o.tt && !memo ? [X(i, 'pcStoreBounds')] : []),
    C(i, memo ? `return tablaTrans[estado] = ${v};` : `return ${v};`, [[S_RETURN, p]]),
  ];
}

// header: busquedaIterativa when the search deepens step by step, and the memo's table.
function header(o, call) {
  return [
    ...(o.iterative
      ? [
        C(0, 'int busquedaIterativa(Estado estado, int maxProf) {'),
        C(1, 'int mejorMov = -1;'),
        C(1, 'for (int prof = 1; prof <= maxProf; prof++) {'),
        C(2, `mejorMov = ${call};`),
        C(2, '', [], null, 'c3SaveBest'),
        C(1, '}'),
        C(1, 'return mejorMov;'),
        C(0, '}'),
        C(0, ''),
      ]
      : []),
    ...(o.tt && o.ttMode === 'naive' ? [C(0, 'map<Estado, int> tablaTrans;'), C(0, '')] : []),
  ];
}

const footer = (use) => [C(0, ''), C(0, '', [], null, 'c3Use'), C(0, use)];

// the lines the search does that the seed's code has not, and what "+" means
const plusNote = (o) => (o.quiescence || o.stopped || (o.tt && o.ttMode !== 'naive') ? [C(0, ''), C(0, '', [], null, 'c3Plus')] : []);

// alfabeta is the seed's alfabeta, MAX and MIN in one function (esMax).
function alfabeta(o) {
  const side = (p) => {
    const max = p > 0;
    const [best, init, fn, win, cut] = max
      ? ['maxEval', 'INT_MIN', 'max', 'alfa', 'c3CutBeta']
      : ['minEval', 'INT_MAX', 'min', 'beta', 'c3CutAlpha'];
    return [
      C(2, `int ${best} = ${init};`),
      loop(o, 2),
      X(3, 'pcStop', [[S_STOP, p]], 'stopped'),
      C(3, `int eval = alfabeta(hijo, profundidad - 1, alfa, beta, ${max ? 'false' : 'true'});`),
      C(3, `${best} = ${fn}(${best}, eval);`, [[S_BACKUP, p]]),
      C(3, `${win} = ${fn}(${win}, eval);`, [[max ? S_ALPHA : S_BETA, p]]),
      C(3, 'if (beta <= alfa) break;', [[S_CUTOFF, p]], null, cut),
      C(2, '}'),
      ...ret(o, 2, best, p),
    ];
  };
  return [
    ...header(o, 'alfabeta(estado, prof, INT_MIN, INT_MAX, true)'),
    C(0, 'int alfabeta(Estado estado, int profundidad, int alfa, int beta, bool esMax) {', [[S_ENTER, 0]]),
    ...leaf(o, 'estado.evaluar()'),
    C(0, ''),
    ...sorted(o),
    C(1, 'if (esMax) {'),
    ...side(1),
    C(1, '} else {'),
    ...side(-1),
    C(1, '}'),
    C(0, '}'),
    ...footer('int mejorValor = alfabeta(estadoInicial, maxProfundidad, INT_MIN, INT_MAX, true);'),
    ...plusNote(o),
  ];
}

// negamax is the seed's negamax: alpha-beta from the side to move's view (color).
function negamax(o) {
  return [
    ...header(o, 'negamax(estado, prof, INT_MIN, INT_MAX, 1)'),
    C(0, 'int negamax(Estado estado, int profundidad, int alfa, int beta, int color) {', [[S_ENTER, 0]]),
    ...leaf(o, 'color * estado.evaluar()'),
    C(0, ''),
    ...sorted(o),
    C(1, 'int maxEval = INT_MIN;'),
    loop(o, 1),
    X(2, 'pcStop', [[S_STOP, 0]], 'stopped'),
    C(2, 'int eval = -negamax(hijo, profundidad - 1, -beta, -alfa, -color);'),
    C(2, 'maxEval = max(maxEval, eval);', [[S_BACKUP, 0]]),
    C(2, 'alfa = max(alfa, eval);', [[S_ALPHA, 0], [S_BETA, 0]]),
    C(2, 'if (alfa >= beta) break;', [[S_CUTOFF, 0]]),
    C(1, '}'),
    C(0, ''),
    ...ret(o, 1, 'maxEval', 0),
    C(0, '}'),
    C(0, ''),
    { ...C(0, '', [], null, 'c3UseCall'), params: { call: 'negamax(estado, prof, INT_MIN, INT_MAX, 1)' } },
    ...plusNote(o),
  ];
}

// minimax is the seed's "Implementación básica": minimax with esMax, no window.
function minimax(o) {
  const side = (p) => {
    const max = p > 0;
    const [best, init, fn] = max ? ['maxEval', 'INT_MIN', 'max'] : ['minEval', 'INT_MAX', 'min'];
    return [
      C(2, `int ${best} = ${init};`),
      loop(o, 2),
      X(3, 'pcStop', [[S_STOP, p]], 'stopped'),
      C(3, `int eval = minimax(hijo, profundidad - 1, ${max ? 'false' : 'true'});`),
      C(3, `${best} = ${fn}(${best}, eval);`, [[S_BACKUP, p]]),
      C(2, '}'),
      ...ret(o, 2, best, p),
    ];
  };
  return [
    ...header(o, 'minimax(estado, prof, true)'),
    C(0, 'int minimax(Estado estado, int profundidad, bool esMax) {', [[S_ENTER, 0]]),
    C(1, '', [], null, 'c3BaseCase'),
    ...leaf(o, 'estado.evaluar()'),
    C(0, ''),
    ...sorted(o),
    C(1, 'if (esMax) {'),
    ...side(1),
    C(1, '} else {'),
    ...side(-1),
    C(1, '}'),
    C(0, '}'),
    ...plusNote(o),
  ];
}

// seed003Lines builds the seed's code for the search's algorithm, or null when the seed
// has none for it (negamax without alpha-beta: the seed's negamax prunes).
export function seed003Lines(o) {
  switch (o.algo) {
    case 'alphabeta': return alfabeta(o);
    case 'negamax-alphabeta': return negamax(o);
    case 'minimax': return minimax(o);
    default: return null;
  }
}
