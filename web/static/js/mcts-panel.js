// Monte Carlo tree search's panel under the step's sentence: the iteration and the
// phase of the step shown, buttons (keyboard-reachable, as every button) to the
// previous or next phase and iteration, and at a selection step every child's UCB1
// value with its terms, the child chosen lit. The counters beside the drawing are
// renamed for mcts (nodes in the tree, rollouts played).
import { t, fmtCount } from './i18n.js';
import { h } from './dom.js';
import { S_SELECT, phaseOf } from './model-mcts.js';
import { nodeName } from './explain.js';
import { num } from './explain-mcts.js';

// The panel's elements, by their ids in explore.html.
export const MCTS_IDS = {
  mctsPanel: 'mcts-panel', mctsPhase: 'mcts-phase', mctsUcb: 'mcts-ucb', mctsUcbBody: 'mcts-ucb-body', mctsUcbCaption: 'mcts-ucb-caption',
  lgMcts: 'lg-mcts', lgOpen: 'lg-open', mctsKeys: 'mcts-keys', mctsPrevIter: 'mcts-prev-iter', mctsNextIter: 'mcts-next-iter', mctsPrevPhase: 'mcts-prev-phase', mctsNextPhase: 'mcts-next-phase',
};

const PHASE_KEYS = { select: 'mctsPhaseSelect', expand: 'mctsPhaseExpand', rollout: 'mctsPhaseRollout', backprop: 'mctsPhaseBackprop' };

export class MCTSPanel {
  // ui: the stepper's elements (MCTS_IDS among them); stepper: the Explorer (tr, k, userGo).
  constructor(ui, stepper) {
    this.ui = ui;
    this.stepper = stepper;
    const jump = (f) => () => {
      const tr = stepper.tr;
      if (tr && tr.mcts) stepper.userGo(f(tr.mcts, stepper.k));
    };
    ui.mctsPrevIter.addEventListener('click', jump((m, k) => m.nextIteration(k, -1)));
    ui.mctsNextIter.addEventListener('click', jump((m, k) => m.nextIteration(k, 1)));
    ui.mctsPrevPhase.addEventListener('click', jump((m, k) => m.nextPhase(k, -1)));
    ui.mctsNextPhase.addEventListener('click', jump((m, k) => m.nextPhase(k, 1)));
    // the keyboard: comma and period by phase, with Shift by iteration (the keys by
    // their place, the same on English and Spanish keyboards)
    const keys = { Comma: ui.mctsPrevPhase, Period: ui.mctsNextPhase, 'Shift+Comma': ui.mctsPrevIter, 'Shift+Period': ui.mctsNextIter };
    const shortcut = { Comma: ',', Period: '.', 'Shift+Comma': 'Shift+,', 'Shift+Period': 'Shift+.' };
    for (const [key, b] of Object.entries(keys)) b.setAttribute('aria-keyshortcuts', shortcut[key]);
    document.addEventListener('keydown', (e) => {
      const b = keys[(e.shiftKey ? 'Shift+' : '') + e.code];
      if (!b || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      if (stepper.app.view !== 'explore' || !stepper.tr || !stepper.tr.mcts || b.disabled) return;
      const tag = e.target && e.target.tagName;
      if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (e.target && e.target.isContentEditable)) return;
      e.preventDefault();
      b.click();
    });
  }

  // reset fits the panel to a new search: shown for mcts only; the counters renamed.
  reset(tr) {
    const on = !!tr.mcts;
    this.ui.mctsPanel.hidden = !on;
    this.ui.codeChoice.hidden = on; // the course's codes are alpha-beta's
    this.ui.lgMcts.hidden = !on;
    this.ui.lgOpen.hidden = on; // mcts has no call stack: no node is open
    this.counterNames(on);
  }

  clear() {
    this.ui.mctsPanel.hidden = true;
    this.ui.codeChoice.hidden = false;
    this.ui.lgMcts.hidden = true;
    this.ui.lgOpen.hidden = false;
    this.counterNames(false);
  }

  // counterNames names the first two counters for mcts (nodes in the tree, rollouts)
  // or as the other algorithms count them.
  counterNames(mcts) {
    const [nodes, leaves] = [this.ui.cntNodes, this.ui.cntLeaves].map((dd) => dd.previousElementSibling);
    nodes.dataset.i18n = mcts ? 'cntTreeNodes' : 'cntNodes';
    leaves.dataset.i18n = mcts ? 'cntRollouts' : 'cntLeaves';
    nodes.textContent = t(nodes.dataset.i18n);
    leaves.textContent = t(leaves.dataset.i18n);
  }

  // show writes the panel for step k (the model standing at k).
  show(tr, k) {
    const m = tr.mcts;
    if (!m) return;
    const ui = this.ui;
    const kind = tr.sKind[k];
    const phase = phaseOf(kind);
    const it = m.iterOf[k];
    const where = it ? t('mctsIterOf', { i: fmtCount(it), n: fmtCount(m.iterations) }) : '';
    ui.mctsPhase.textContent = phase ? where + ' · ' + t(PHASE_KEYS[phase]) : where;
    ui.mctsPhase.dataset.phase = phase;
    ui.mctsKeys.hidden = false;
    ui.mctsPrevIter.disabled = m.nextIteration(k, -1) === k;
    ui.mctsNextIter.disabled = m.nextIteration(k, 1) === k;
    ui.mctsPrevPhase.disabled = m.nextPhase(k, -1) === k;
    ui.mctsNextPhase.disabled = m.nextPhase(k, 1) === k;
    const select = kind === S_SELECT && tr.player[tr.sNode[k]] !== 0;
    ui.mctsUcb.hidden = !select;
    if (select) this.renderUCB(tr, k);
  }

  // renderUCB fills the table of UCB1 terms of selection step k.
  renderUCB(tr, k) {
    const m = tr.mcts, n = tr.sNode[k];
    const max = tr.player[n] > 0;
    this.ui.mctsUcbCaption.textContent = t(max ? 'ucbCaptionMax' : 'ucbCaptionMin', {
      name: nodeName(tr, n), pn: fmtCount(m.visits[n]), c: num(m.exploration),
    });
    const rows = m.ucb(k).map((r) => {
      const cells = [
        h('th', { scope: 'row', textContent: (r.chosen ? '➜ ' : '') + nodeName(tr, r.child) }),
        h('td', { textContent: fmtCount(r.N) }),
        h('td', { textContent: r.unvisited ? '—' : num(r.W / r.N) }),
        h('td', { textContent: r.unvisited ? '—' : num(r.mean) }),
        h('td', { textContent: r.unvisited ? '—' : num(r.explore) }),
        h('td', { className: 'ucb-v', textContent: num(r.value) }),
      ];
      return h('tr', r.chosen ? { className: 'chosen', attrs: { 'aria-current': 'true' } } : {}, ...cells);
    });
    this.ui.mctsUcbBody.replaceChildren(...rows);
  }
}
