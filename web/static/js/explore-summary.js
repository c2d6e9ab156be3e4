// What the stepper says of the search as a whole: its title, the result line (the
// answer at the last step only), the warnings (stopped, folded, not the move played),
// how the game scores its ends, the legend of what the drawing holds, and, under the
// naive memo, whether the table with bound types agrees.
import { t, getLang, fmtValue, fmtScaled, fmtBoundedScaled, fmtCount, moveName } from './i18n.js';
import { isAbort } from './api.js';
import { N_PRUNED, N_TT, N_QUIESCE } from './model.js';
import { stopReason, scoreLegend } from './explain.js';
import { h, plainClick } from './dom.js';
import { algoLabel, problemKey, problemQuery } from './problem.js';
import { windowedTrace } from './problem-chance.js';

// resultLine is the summary line of trace tr at step k. The answer (value, best move,
// best line) and the totals (nodes visited, pruned) show at the last step only, so that
// stepping through does not give them away. A stopped search says so where its value
// shows, and gives the value as the bound it is (value_bound), never as the answer.
export function resultLine(tr, k, game) {
  const doc = tr.doc;
  const parts = [];
  const stopped = !!doc.stopped || doc.complete === false;
  const hasValue = doc.value !== null && doc.value !== undefined;
  if (k < tr.S - 1) parts.push(t('resultHidden'));
  else if (stopped) {
    const vb = { lower: 1, upper: 2 }[doc.value_bound] || 0;
    if (!hasValue) parts.push(t('resultStoppedNone'));
    else if (vb) parts.push(t('resultStoppedValue', { v: fmtBoundedScaled(doc.value, vb, tr.scale) }));
    else parts.push(t('resultStoppedExact', { v: fmtScaled(doc.value, tr.scale) }));
    if (doc.best_move) parts.push(t('resultBestSoFar', { m: moveName(game, doc.best_move) }));
  } else {
    parts.push(hasValue ? t('resultValue', { v: fmtScaled(doc.value, tr.scale) }) : t('resultNone'));
    if (doc.best_move) parts.push(t('resultBest', { m: moveName(game, doc.best_move) }));
    if (doc.pv && doc.pv.length) parts.push(t('resultPV', { pv: doc.pv.map((m) => moveName(game, m)).join(' ') }));
  }
  if (k >= tr.S - 1) { // how many were visited and pruned is known at the end too
    const pruned = tr.prunedCount;
    parts.push(pruned ? t('resultNodesPruned', { n: fmtCount(doc.stats.nodes), p: fmtCount(pruned) })
      : t('resultNodes', { n: fmtCount(doc.stats.nodes) }));
  }
  return parts.join(' · ');
}

// warnings are what the result line must not be read without: the search stopped,
// it is not the search that chose the move played (expectMove), deep levels folded.
export function warnings(doc, game, expectMove, folded) {
  const warn = [];
  if (doc.stopped) warn.push(t('resultStopped', { why: stopReason(doc) }));
  if (expectMove && doc.best_move !== undefined && moveName(game, doc.best_move) !== moveName(game, expectMove)) {
    warn.push(t('whyDiffers', { m: moveName(game, expectMove), b: moveName(game, doc.best_move) }));
  }
  if (folded) warn.push(t('resultFolded'));
  return warn;
}

export class Summary {
  // ui: the stepper's elements; req: its requests; stepper: the Explorer (its problem
  // p, trace tr, view, step k; titleOf, writeForm and load for the naive memo's link).
  constructor(ui, req, stepper) {
    this.ui = ui;
    this.req = req;
    this.stepper = stepper;
    this.naiveRight = null; // {key, doc}: the naive memo's problem with bound types
  }

  // render writes all that describes the search shown (p: its problem).
  render(p, expectMove) {
    const ui = this.ui, { tr, view } = this.stepper;
    const doc = tr.doc;
    ui.title.textContent = this.stepper.titleOf({ ...p, algo: doc.algorithm });
    this.renderResult();
    ui.scoreLegend.textContent = scoreLegend(tr);
    ui.scoreLegend.hidden = !ui.scoreLegend.textContent;
    const warn = warnings(doc, p.game, expectMove, !!view && view.list.some((r) => r.fold));
    ui.resultWarn.textContent = warn.join(' ');
    ui.resultWarn.hidden = warn.length === 0;
    const algo = p.solver && p.game === 'connect4' ? t('solverTitle') : algoLabel(doc.algorithm);
    // not how many nodes: the tree's size is news of the finished search
    ui.desc.textContent = t('treeDescStep', { algo });
  }

  // clear: no search is shown.
  clear() {
    const ui = this.ui;
    for (const el of [ui.result, ui.scoreLegend]) el.textContent = '';
    ui.resultWarn.hidden = true;
  }

  renderResult() {
    const { tr, k, p } = this.stepper;
    this.ui.result.textContent = resultLine(tr, k, p.game);
    this.renderNaiveCheck();
  }

  // Under the naive memo, the finished search is compared with the same search using
  // the bound-type table: when they disagree, the page says which answer is right.
  async renderNaiveCheck() {
    const el = this.ui.naiveCheck, st = this.stepper;
    const doc = st.tr.doc, p = st.p;
    const atEnd = st.k === st.tr.S - 1;
    if (!atEnd || doc.options.tt !== 'naive' || doc.stopped) { el.hidden = true; return; }
    const key = problemKey(p);
    if (!this.naiveRight || this.naiveRight.key !== key) {
      const mine = (this.naiveRight = { key, doc: null });
      try {
        const q = { ...problemQuery({ ...p, tt: 'bounds' }), record: 'false' };
        mine.doc = await this.req.getJSON('naive', '/api/trace', q);
      } catch (e) {
        // an abort leaves it to be asked again; a failure, not
        if (isAbort(e) && this.naiveRight === mine) this.naiveRight = null;
        return;
      }
      if (!st.tr || this.naiveRight.key !== problemKey(st.p)) return;
    }
    const right = this.naiveRight.doc;
    if (!right || st.k !== st.tr.S - 1) return;
    const wrong = right.value !== doc.value;
    const msg = h('span', {
      textContent: wrong
        ? t('naiveWrong', { v: fmtValue(doc.value), r: fmtValue(right.value) })
        : t('naiveLucky', { v: fmtValue(doc.value) }),
    });
    const a = h('a', {
      href: '?' + new URLSearchParams({ ...problemQuery({ ...p, tt: 'bounds' }), lang: getLang() }).toString(),
      textContent: t('naiveSeeRight'),
    });
    a.addEventListener('click', (e) => {
      if (!plainClick(e)) return;
      e.preventDefault();
      const np = { ...p, tt: 'bounds' };
      st.writeForm(np);
      st.load(np, Infinity, { push: 'example' });
    });
    el.replaceChildren(msg, ' ', a);
    el.classList.toggle('wrong', wrong);
    el.hidden = false;
  }

  // renderLegend shows the legend's entries for what the drawing holds.
  renderLegend() {
    const ui = this.ui, { tr, view, p } = this.stepper;
    const has = (k) => tr.kind.some((x) => x === k);
    ui.lgPruned.hidden = !has(N_PRUNED);
    ui.lgTt.hidden = !has(N_TT);
    ui.lgQuiet.hidden = !has(N_QUIESCE);
    ui.lgFold.hidden = !(view && view.list.some((r) => r.fold));
    ui.lgWindow.hidden = !windowedTrace(tr);
    ui.lgChance.hidden = !tr.hasChance;
    ui.lgUnreached.hidden = p.unreached !== 'ghost';
  }
}
