// The panels beside the stepper's drawing, for the step shown: the sentence that says
// what happened and why, the pseudo-code with the step's line lit, the call stack
// (each open node with its α, β and value so far) and the counters.
import { t, fmtValue, fmtBounded, fmtCount } from './i18n.js';
import { isWindowed } from './problem.js';
import { Pseudo } from './pseudo.js';
import { explain, nodeName } from './explain.js';
import { h } from './dom.js';

export class StepPanels {
  constructor(ui) {
    this.ui = ui;
    this.pseudo = null;
  }

  // reset fits the panels to a new search: its pseudo-code, and α and β only where
  // the algorithm has them (no column, counter, legend or note otherwise).
  reset(tr) {
    const ui = this.ui, doc = tr.doc, o = doc.options;
    const windowed = isWindowed(doc.algorithm);
    this.pseudo = new Pseudo({
      algo: doc.algorithm, depth: o.depth, order: o.order, tt: o.tt !== 'off', iterative: o.iterative,
      failSoft: !o.fail_hard && !o.fail_course, failCourse: !!o.fail_course, stopped: !!doc.stopped, ttMode: o.tt, quiescence: !!o.quiescence,
    });
    this.pseudo.render(ui.code);
    ui.stack.classList.toggle('no-window', !windowed);
    ui.cntCutoffsRow.hidden = !windowed;
    ui.footWindow.hidden = !windowed;
  }

  // clear: no search is shown.
  clear() {
    const ui = this.ui;
    for (const el of [ui.sentence, ui.cntNodes, ui.cntLeaves, ui.cntCutoffs, ui.cntTt]) el.textContent = '';
    ui.code.replaceChildren();
    ui.stackBody.replaceChildren();
  }

  // show fills the panels for step k of trace tr (the model stands at step k).
  show(tr, k, game) {
    const ui = this.ui;
    ui.sentence.textContent = explain(tr, k, isWindowed(tr.doc.algorithm), game);
    ui.sentence.dataset.kind = String(tr.sKind[k]);
    this.pseudo.light(this.pseudo.lineFor(tr.sKind[k], tr.player[tr.sNode[k]]));
    this.renderStack(tr, k);
    this.renderCounters(tr, k);
  }

  // relabel writes the pseudo-code in the page's language.
  relabel() {
    if (this.pseudo) this.pseudo.render(this.ui.code);
  }

  renderStack(tr, k) {
    const windowed = isWindowed(tr.doc.algorithm);
    const rows = [];
    const frames = tr.stack();
    for (let j = frames.length - 1; j >= 0; j--) {
      const i = frames[j];
      const row = h('tr', i === tr.current(k) ? { className: 'top' } : {});
      row.appendChild(h('th', { scope: 'row', textContent: (tr.player[i] > 0 ? '▲ ' : '▼ ') + nodeName(tr, i) }));
      // no α, β columns outside alpha-beta
      if (windowed) {
        row.appendChild(h('td', { className: 'col-alpha', textContent: fmtValue(tr.alpha[i]) }));
        row.appendChild(h('td', { className: 'col-beta', textContent: fmtValue(tr.beta[i]) }));
      }
      row.appendChild(h('td', { textContent: tr.hasValue[i] ? fmtBounded(tr.value[i], tr.bound[i]) : '—' }));
      rows.push(row);
    }
    if (!rows.length) {
      rows.push(h('tr', {}, h('td', { colSpan: windowed ? 4 : 2, className: 'muted', textContent: t('stackEmpty') })));
    }
    this.ui.stackBody.replaceChildren(...rows);
  }

  // renderCounters writes what the search has counted so far; the totals of the
  // finished search ("8 / 8") at the last step only, so that no step tells what is
  // to come.
  renderCounters(tr, k) {
    const ui = this.ui, c = tr.countsAt(k), doc = tr.doc;
    const last = k === tr.S - 1;
    const set = (el, v, total) => { el.textContent = fmtCount(v) + (last ? ' / ' + fmtCount(total) : ''); };
    set(ui.cntNodes, c.nodes, doc.stats.nodes);
    set(ui.cntLeaves, c.leaves, doc.stats.leaves);
    set(ui.cntCutoffs, c.cutoffs, doc.stats.cutoffs);
    set(ui.cntTt, c.tt, doc.stats.tt_hits);
    ui.cntTtRow.hidden = doc.options.tt === 'off';
  }
}
