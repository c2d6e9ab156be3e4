// The teacher's ranked mistakes of an exercise whose students each have their own tree:
// a mistake is named by the role of its node (who moves there, how deep), alike in
// every tree ("Missed cut at a MIN node, depth 2"), with an example from each
// student's tree (the student, the node there, what they wrote and what it is).
import { t } from './i18n.js';
import { shownAnswer } from './exercise.js';

const ROLE_KEYS = {
  'wrong-value': 'clRkWrongValue', 'wrong-alpha': 'clRkWrongAlpha', 'wrong-beta': 'clRkWrongBeta',
  'missed-cut': 'clRkMissedCut', 'extra-cut': 'clRkExtraCut', 'wrong-order': 'clRkWrongOrder',
  'never-evaluated': 'clRkNeverEvaluated',
};
const MISSING_KEYS = { value: 'clRkMissingValue', alpha: 'clRkMissingAlpha', beta: 'clRkMissingBeta', order: 'clRkOrderMissing' };

// role names the role of a mistake's node: "a MIN node, depth 2", "the root (MAX)", "a
// leaf at depth 3" (a mistake of the leaves' order).
export function role(m) {
  const p = String(m.player || '').toUpperCase();
  if (m.field === 'order') return t('clRoleLeaf', { d: m.depth });
  if (m.depth === 0) return t('clRoleRoot', { p });
  return t('clRole', { p, d: m.depth });
}

// roleLabel is a ranked mistake's head by the role of its node: "Wrong value at a MIN
// node, depth 1:", "No α given at the root (MAX):".
export function roleLabel(m) {
  const key = m.kind === 'missing' ? MISSING_KEYS[m.field] : ROLE_KEYS[m.kind];
  return t(key || 'clRkOther', { role: role(m) });
}

// examples are a ranked mistake's examples, one a tree: the student's name, where in
// their tree (a node, or an edge C → C2), what they wrote and what it is, the step and
// the tree's search (for the stepper).
export function examples(m) {
  return (m.examples || []).map((x) => {
    const where = x.edge ? String(x.edge).replace('>', ' → ') : x.node;
    let more = '';
    if (m.field !== 'pruned' && m.field !== 'order') {
      const g = shownAnswer(x.given), e = shownAnswer(x.expected);
      if (x.given && x.expected) more = t('clTheyWroteIs', { g, e });
      else if (x.expected) more = t('exExpected', { e });
    }
    return { name: x.name || '', where: t('clExampleWhere', { where }), more, step: x.step, problem: x.problem || null, seed: x.seed || 0 };
  });
}
