// What a grade says before the right value: the rule a wrong answer breaks ("A MIN
// node takes the smallest of its children's values"), and the remark on a value
// written on a node the search prunes ("E2 is never evaluated: the search pruned C
// after E1, because there β ≤ α; …"). The value itself waits behind a "Show the right
// answer" the student opens. Nothing here touches the page.
import { t } from './i18n.js';
import { N_PRUNED } from './model.js';
import { nodeName } from './explain.js';
import { FIELDS } from './practise-answers.js';
import { chanceRule, isChanceNode } from './practise-chance.js';

// ruleOf is the rule mistake m (a grade's, with its kind and the player at its node,
// "max" or "min") breaks, in the page's language; '' when there is none to name (an
// answer left out). o: { alphabeta, failHard, failCourse } of the exercise's search.
export function ruleOf(m, o = {}) {
  if (m.player === 'chance') return chanceRule(m); // expectiminimax's chance node
  const max = m.player === 'max';
  switch (m.kind) {
    case 'wrong-value': {
      let s = t(max ? 'rkValueMax' : 'rkValueMin');
      if (o.alphabeta) s += ' ' + t('rkValueAB');
      if (o.alphabeta && o.failHard) s += ' ' + t('ldNarrowHard');
      else if (o.alphabeta && o.failCourse) s += ' ' + t('ldNarrowCourse');
      return s;
    }
    case 'wrong-alpha': return t('rkAlpha');
    case 'wrong-beta': return t('rkBeta');
    case 'missed-cut': return t(max ? 'rkMissedCutMax' : 'rkMissedCutMin');
    case 'extra-cut': return t('rkExtraCut');
    case 'wrong-order': return t('rkOrder');
    case 'never-evaluated': return t('rkNeverEvaluated');
  }
  return '';
}

// cutOf is how node i (pruned) came to be pruned: the node the search pruned (the
// parent of the pruned subtree's top), the child it had searched last there, and the
// rule of the cutoff said without its values (they are answers too): "β ≤ α" at a MIN
// node, "α ≥ β" at a MAX node.
export function cutOf(tr, i) {
  let top = i;
  while (tr.parent[top] > 0 && tr.kind[tr.parent[top]] === N_PRUNED) top = tr.parent[top];
  const p = tr.parent[top];
  let child = -1;
  for (let j = tr.kidStart[p]; j < tr.kidStart[p + 1]; j++) {
    const c = tr.kids[j];
    if (tr.kind[c] === N_PRUNED) break;
    child = c;
  }
  if (isChanceNode(tr, p)) return { node: p, child, rule: t('prChanceRule') }; // Star1's, at a chance node
  return { node: p, child, rule: tr.player[p] > 0 ? 'α ≥ β' : 'β ≤ α' };
}

// prunedRemarks are the remarks on the answers written on pruned nodes (ans: the
// Answers; a value, α or β on a node the search never visits): { node, head, text },
// one a node, in tree order.
export function prunedRemarks(tr, ans) {
  const nodes = new Set();
  for (const f of FIELDS) for (const i of ans.of(f).keys()) if (i > 0 && i < tr.N && tr.kind[i] === N_PRUNED) nodes.add(i);
  return [...nodes].sort((a, b) => a - b).map((i) => {
    const c = cutOf(tr, i);
    return {
      node: i,
      head: t('mkNeverEvaluated', { node: nodeName(tr, i) }),
      text: t('prPrunedValue', { parent: nodeName(tr, c.node), child: c.child >= 0 ? nodeName(tr, c.child) : '?', rule: c.rule }),
    };
  });
}
