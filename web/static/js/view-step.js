// What the page may say of a drawn node at the step shown, and nothing more: its
// classes and its texts, from the step's own state in the trace model (model.js), never
// from the drawing of the finished search the page restyles (view.js). No DOM here:
// the unit tests (jstest/view-step.test.js) read it under Node.js.
import { t, fmtScaled, fmtBoundedScaled } from './i18n.js';
import { N_TERMINAL, N_HORIZON, N_TT, N_QUIESCE, N_PRUNED, N_UNFINISHED, S_STOP } from './model.js';
import { mctsValueText, mctsEdgeClass } from './view-mcts.js';
import { isChance } from './model-chance.js';

// SHAPE_CLASSES are the classes of the server's drawing that tell nothing the search
// finds: which element it is, the player (chance too), the root, a folded summary, a board, an
// exercise's question. PLACE_CLASSES (inner, leaf) are a typed tree's statement, but of
// a game's node they tell whether the search will expand it: a game's are the step's.
// Every other class the drawing wrote (pv, pruned, terminal, horizon, tt, quiesce,
// stopped, the state and current) is the finished search's: dropped.
const SHAPE_CLASSES = new Set(['node', 'edge', 'max', 'min', 'chance', 'root', 'folded', 'board', 'question']);
const PLACE_CLASSES = new Set(['inner', 'leaf']);

// shapeClass is the part of an element's class attribute cls that tells nothing of the
// search: its shape classes, and its place classes when keepPlace.
export function shapeClass(cls, keepPlace) {
  return (cls || '').split(/\s+/).filter((c) => SHAPE_CLASSES.has(c) || (keepPlace && PLACE_CLASSES.has(c))).join(' ');
}

// ghostable says whether the unreached part of a search may be drawn faint: only a
// typed tree's, which is the problem's statement, known before the search starts. A
// game's tree is what the search finds.
export const ghostable = (tr) => !!tr && tr.doc && tr.doc.game === 'tree';

// stopStepOf is the step at which a search stopped by its budget or its time limit
// stops (-1: it ran to its end).
export function stopStepOf(tr) {
  for (let k = 0; k < tr.S; k++) if (tr.sKind[k] === S_STOP) return k;
  return -1;
}

// seenOf is what the step shown knows of drawn node i (the model at that step): fold,
// the node stands for its folded subtree; open, it (or a node inside the fold) is
// open; at: {k, fin (the search is finished), current (the step's drawn node),
// stopStep}.
export function seenOf(tr, i, fold, open, at) {
  const reached = !!tr.reached[i];
  return {
    // mcts has no call stack: no node is open, every node reached is known (render's)
    i, fold, reached, open: reached && open && !tr.mcts, cut: !!tr.cut[i],
    known: reached && (!open || !!tr.mcts), // done or cut: what the node turned out to be is known
    fin: at.fin, current: at.current === i,
    stopped: tr.kind[i] === N_UNFINISHED && reached && (at.fin || (at.stopStep >= 0 && at.k >= at.stopStep)),
  };
}

// state is the state class of node v: unreached, open, cut or done.
export function stateOf(v) {
  if (!v.reached) return 'unreached';
  if (v.open) return 'open';
  if (v.cut) return 'cut';
  return 'done';
}

// nodeClasses are the classes node v takes from the step (added to its shape
// classes), as render writes them for a picture of that step: a game node's place once
// the search shows it (inner from its first child on, leaf once it is done without
// any), its kind once known, pv in the finished search only, its state (st-…) and
// current.
export function nodeClasses(tr, v, explicit) {
  const i = v.i, cls = [];
  if (!explicit && !v.fold) {
    const kids = tr.kidStart[i + 1] - tr.kidStart[i];
    if (kids > 0 && tr.reached[tr.kids[tr.kidStart[i]]]) cls.push('inner');
    else if (kids === 0 && v.known) cls.push('leaf');
  }
  const kind = tr.kind[i];
  if (kind === N_TERMINAL && v.known) cls.push('terminal');
  else if (kind === N_HORIZON && v.known) cls.push('horizon');
  else if (kind === N_TT && v.known) cls.push('tt');
  else if (kind === N_QUIESCE && v.reached) cls.push('quiesce');
  else if (kind === N_PRUNED && v.cut && v.reached) cls.push('pruned');
  else if (v.stopped) cls.push('stopped');
  if (v.fin && v.reached && tr.pv[i]) cls.push('pv');
  cls.push('st-' + stateOf(v));
  if (v.current) cls.push('st-current');
  return cls.join(' ');
}

// edgeClasses are the classes the edge into node v takes from the step: pruned once
// cut, pv in the finished search, its node's state and current.
export function edgeClasses(tr, v) {
  const cls = [];
  if (tr.kind[v.i] === N_PRUNED && v.cut && v.reached) cls.push('pruned');
  if (v.fin && v.reached && tr.pv[v.i]) cls.push('pv');
  cls.push('st-' + stateOf(v));
  if (v.current) cls.push('st-current');
  if (tr.mcts) cls.push(mctsEdgeClass(tr, v));
  return cls.join(' ');
}

// ttKnown says whether node v's mark "TT" may show: the table hit has happened.
export const ttKnown = (tr, v) => tr.kind[v.i] === N_TT && v.known;

// valueText is the value node v shows ('' for none): the value found so far (a bound
// while it is one); a typed tree's leaf its number as typed (leafLabel: the problem
// gives it); '?' for a node the stopped search left without one; a folded summary
// says "value".
export function valueText(tr, v, leafLabel) {
  if (tr.mcts && v.fold) return mctsValueText(tr, v) && t('valueWord') + ' ' + mctsValueText(tr, v);
  if (tr.mcts && (leafLabel === null || leafLabel === undefined || tr.kidStart[v.i + 1] > tr.kidStart[v.i])) return mctsValueText(tr, v);
  let s = '';
  if (tr.hasValue[v.i] && v.reached) s = fmtBoundedScaled(tr.value[v.i], tr.bound[v.i], tr.scale);
  if (s && tr.open[v.i] && isChance(tr, v.i)) s = 'Σ' + s; // the weighted sum so far, as the pictures write it
  if (leafLabel !== null && leafLabel !== undefined) s = leafLabel;
  if (v.stopped && !tr.hasValue[v.i] && !v.open) s = '?';
  if (v.fold && s) s = t('valueWord') + ' ' + s;
  return s;
}

// windowTexts are node v's α and β while it is open on the call stack (windowed: the
// algorithm has them), else none.
export function windowTexts(tr, v, windowed) {
  if (!windowed || !v.reached || !tr.open[v.i]) return ['', ''];
  return ['α=' + fmtScaled(tr.alpha[v.i], tr.scale), 'β=' + fmtScaled(tr.beta[v.i], tr.scale)];
}

// drawnReached says whether a drawn element is in the page at the step: a node the
// search has reached, or a folded summary with a node inside it reached (reachedIn:
// how many).
export const drawnReached = (tr, i, fold, reachedIn) => !!tr.reached[i] || (fold && reachedIn > 0);

// unreachedMode is how a problem of game draws the unreached part when mode is asked
// for: faint ('ghost') a typed tree's only, else hidden ('hide').
export const unreachedMode = (game, mode) => (game === 'tree' && mode === 'ghost' ? 'ghost' : 'hide');
