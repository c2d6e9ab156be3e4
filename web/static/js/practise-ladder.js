// A hint's ladder: Practise asks before it tells. Each step a hint is about (a node
// returning its value, a cutoff, α or β changing, a leaf evaluated) is climbed in
// three rungs: a question ("Which window (α, β) does E enter with?"), a narrower one
// that points at the node or the rule that matters ("At a MIN node β falls to a
// child's value…"), and only then the stepper's sentence, which gives the value.
// Nothing here touches the page.
import { t } from './i18n.js';
import { S_EVAL, S_ALPHA, S_BETA, S_CUTOFF, S_RETURN, N_PRUNED } from './model.js';
import { nodeName, explain } from './explain.js';
import { isChanceNode } from './practise-chance.js';

// RUNGS is how many hints a step takes: ask, narrow, tell.
export const RUNGS = 3;

// lastChildBefore is the child of node n that returned last before step k (-1: none).
function lastChildBefore(tr, k, n) {
  for (let j = k - 1; j >= 0 && j >= tr.firstStep[n]; j--) {
    if (tr.sKind[j] === S_RETURN && tr.parent[tr.sNode[j]] === n) return tr.sNode[j];
    if (tr.sKind[j] === S_EVAL && tr.parent[tr.sNode[j]] === n) return tr.sNode[j];
  }
  return -1;
}

// searchedKids names the children of n the search visits.
function searchedKids(tr, n) {
  const out = [];
  for (let j = tr.kidStart[n]; j < tr.kidStart[n + 1]; j++) {
    const c = tr.kids[j];
    if (tr.kind[c] !== N_PRUNED) out.push(nodeName(tr, c));
  }
  return out.join(', ');
}

// rungs are the three hints of step k, each { text, node }: node is the node the
// hint marks on the drawing (-1: none, so that the first rung of a leaf's order does
// not point at the leaf it asks for). The last rung's text is the stepper's sentence
// (explain), which the page shows with a way to open the stepper there. The model is
// left at step k.
export function rungs(tr, k) {
  const n = tr.sNode[k];
  // alpha-beta's windows, and expectiminimax's with Star1 (the trace sends them)
  const windowed = /alphabeta/.test(tr.doc.algorithm || '') || (tr.doc.algorithm === 'expectiminimax' && tr.windowed);
  const o = tr.doc.options || {};
  const name = nodeName(tr, n);
  const max = tr.player[n] > 0;
  const par = n > 0 ? tr.parent[n] : -1;
  const parent = par >= 0 ? nodeName(tr, par) : '';
  let ask, narrow, askNode = n, narrowNode = n;
  switch (tr.sKind[k]) {
    case S_RETURN: {
      ask = par < 0 ? t('ldAskReturnRoot', { name }) : t('ldAskReturn', { name, parent });
      const kids = searchedKids(tr, n);
      narrow = t(windowed ? (max ? 'ldNarrowMaxAB' : 'ldNarrowMinAB') : max ? 'ldNarrowMax' : 'ldNarrowMin', { name, kids });
      if (isChanceNode(tr, n)) narrow = t('ldNarrowChance', { name, kids }); // the weighted mean
      if (windowed && o.fail_hard) narrow += ' ' + t('ldNarrowHard');
      else if (windowed && o.fail_course) narrow += ' ' + t('ldNarrowCourse');
      break;
    }
    case S_CUTOFF: {
      const c = lastChildBefore(tr, k, n);
      const child = c >= 0 ? nodeName(tr, c) : '?';
      ask = t('ldAskCut', { name, child });
      narrow = t(isChanceNode(tr, n) ? 'ldNarrowCutChance' : max ? 'ldNarrowCutMax' : 'ldNarrowCutMin', { name, child });
      break;
    }
    case S_ALPHA:
    case S_BETA: {
      const c = lastChildBefore(tr, k, n);
      const child = c >= 0 ? nodeName(tr, c) : '?';
      ask = t('ldAskWindow', { name });
      narrow = t(tr.sKind[k] === S_ALPHA ? 'ldNarrowAlpha' : 'ldNarrowBeta', { name, child });
      break;
    }
    case S_EVAL:
      ask = t('ldAskEval');
      askNode = -1;
      narrowNode = par;
      narrow = par >= 0 ? t('ldNarrowEval', { parent }) : t('ldNarrowEvalRoot');
      break;
    default:
      ask = narrow = null;
  }
  tr.seek(k);
  const tell = explain(tr, k, windowed);
  // a step of another kind has no question of its own: its sentence on every rung
  if (ask === null) ask = narrow = tell;
  return [{ text: ask, node: askNode }, { text: narrow, node: narrowNode }, { text: tell, node: n }];
}

// Ladder walks the rungs of a list of steps: each next() is one hint.
export class Ladder {
  // steps: the trace's steps the hints are about, in order.
  constructor(steps) {
    this.steps = steps;
    this.shown = 0; // hints shown: rungs climbed over every step
  }

  get total() { return this.steps.length * RUNGS; }
  get done() { return this.shown >= this.total; }
  // at: the step and rung of hint number h (from 0).
  at(h) { return { step: this.steps[Math.floor(h / RUNGS)], rung: h % RUNGS }; }
  // midway: the step last hinted has rungs left (the next hint narrows it).
  get midway() { return this.shown % RUNGS !== 0 && !this.done; }

  // next is the next hint's step and rung, or null when all are shown.
  next() {
    if (this.done) return null;
    return this.at(this.shown++);
  }
}
