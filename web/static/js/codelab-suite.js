// The check on the default set of trees (labcheck.CheckSuite, POST /api/lab/check with
// no tree): which of the set's trees the verdict is of, each tree a link that opens it
// in the stepper (the one that failed at the step where the code went wrong), and the
// choice between the whole set and one tree.
import { t, getLang } from './i18n.js';
import { h } from './dom.js';
import { paramsFromURL, stepperLink } from './problem.js';

// SUITE is the choice "every check tree" of what a search is checked on (lab-sgame);
// the address says it as position=suite.
export const SUITE = 'suite';

// suiteLink is the stepper's address on a tree of the set, with the check's params
// (algorithm, variant), at step k (0-based; -1: its last step).
export function suiteLink(params, tree, k) {
  const q = new URLSearchParams(params);
  q.set('game', 'tree');
  q.set('position', tree.tree);
  if (tree.root_min) q.set('root', 'min');
  else q.delete('root');
  const p = paramsFromURL(q);
  const href = stepperLink(p, Math.max(k, 0));
  return '?view=explore&' + (k < 0 ? href.slice(1).replace(/(^|&)step=\d+/, '') : href.slice(1));
}

export class SuiteView {
  // ui: the lab's elements (verdict); open(href) opens another view's address.
  constructor(ui, open) {
    this.open = open;
    this.rep = null;
    this.box = h('div', { id: 'lab-suite', className: 'lab-suite', hidden: true });
    ui.verdict.after(this.box);
  }

  show(rep) {
    this.rep = rep;
    const s = rep && rep.suite;
    this.box.hidden = !s;
    if (!s) return;
    const n = s.trees.length;
    const d = rep.divergence;
    const head = rep.ok ? t('labSuiteOk', { n })
      : t('labSuiteFailed', { tree: s.tree, k: s.index + 1, n });
    const links = s.trees.map((tr, i) => {
      const failed = !rep.ok && i === s.index;
      const k = failed && d && d.step >= 0 ? d.step : -1;
      const a = h('a', {
        href: suiteLink(rep.params, tr, k), textContent: tr.name,
        className: 'lab-suite-tree' + (failed ? ' lab-suite-failed' : i < s.passed ? ' lab-suite-passed' : ''),
        title: tr.tree + (tr.root_min ? ' · ' + t('labSuiteRootMin') : ''),
      });
      a.addEventListener('click', (e) => { e.preventDefault(); this.open(a.getAttribute('href')); });
      return h('li', {}, `${i + 1}. `, a, i < s.passed ? ' ✓' : failed ? ' ✗' : '');
    });
    const parts = [h('p', { className: 'lab-suite-head', textContent: head })];
    if (!rep.ok) {
      const k = d && d.step >= 0 ? d.step : -1;
      const open = h('button', { type: 'button', className: 'btn btn-small', id: 'lab-suite-open', textContent: t('labSuiteOpen', { tree: s.tree }) });
      open.addEventListener('click', () => this.open(suiteLink(rep.params, s.trees[s.index], k)));
      parts.push(h('p', {}, open));
    }
    parts.push(h('p', { className: 'hint', textContent: t('labSuiteTrees') }), h('ol', { className: 'lab-suite-list' }, ...links));
    this.box.replaceChildren(...parts);
    this.box.lang = getLang();
  }

  hide() {
    this.rep = null;
    this.box.hidden = true;
  }

  relabel() { if (this.rep) this.show(this.rep); }
}
