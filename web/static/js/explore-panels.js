// The panels beside the stepper's drawing, for the step shown: the sentence that says
// what happened and why, the pseudo-code with the step's line lit, the call stack
// (each open node with its α, β and value so far) and the counters.
import { t, fmtScaled, fmtBoundedScaled, fmtCount } from './i18n.js';
import { windowedTrace } from './problem-chance.js';
import { Pseudo } from './pseudo.js';
import { chanceCodeOpts, codePlayer } from './pseudo-chance.js';
import { savedCode, saveCode, codeNote } from './pseudo-choice.js';
import { explain, nodeName } from './explain.js';
import { h } from './dom.js';
import { mctsNodeText } from './view-mcts.js';

// playerMark is the stack's mark of node i's player: ▲ MAX, ▼ MIN, ○ chance.
const playerMark = (tr, i) => (tr.player[i] > 0 ? '▲ ' : tr.hasChance && tr.player[i] === 0 ? '○ ' : '▼ ');

export class StepPanels {
  // fix(patch) searches the problem shown with the parameters patched (the pseudo-code
  // note's button: the search the chosen code does).
  constructor(ui, fix = () => {}) {
    this.ui = ui;
    this.pseudo = null;
    this.fix = fix;
    this.code = savedCode(); // the code chosen (null: none yet)
    this.lit = null; // the step lit: [kind, player]
    ui.codeChoice.addEventListener('change', () => {
      this.code = ui.codeChoice.value;
      saveCode(this.code);
      if (this.opts) this.showCode();
    });
  }

  // reset fits the panels to a new search: its pseudo-code, and α and β only where
  // the algorithm has them (no column, counter, legend or note otherwise).
  reset(tr) {
    const ui = this.ui, doc = tr.doc, o = doc.options;
    const windowed = windowedTrace(tr);
    this.opts = {
      algo: doc.algorithm, depth: o.depth, order: o.order, tt: o.tt !== 'off', iterative: o.iterative,
      failSoft: !o.fail_hard && !o.fail_course, failHard: !!o.fail_hard, failCourse: !!o.fail_course, stopped: !!doc.stopped, ttMode: o.tt, quiescence: !!o.quiescence,
      ...chanceCodeOpts(tr),
    };
    this.lit = null;
    this.showCode();
    ui.stack.classList.toggle('no-window', !windowed);
    ui.cntCutoffsRow.hidden = !windowed;
    ui.footWindow.hidden = !windowed;
  }

  // clear: no search is shown.
  clear() {
    const ui = this.ui;
    for (const el of [ui.sentence, ui.cntNodes, ui.cntLeaves, ui.cntCutoffs, ui.cntTt]) el.textContent = '';
    ui.code.replaceChildren();
    ui.codeNote.replaceChildren();
    ui.codeNote.hidden = true;
    this.opts = null;
    ui.stackBody.replaceChildren();
  }

  // show fills the panels for step k of trace tr (the model stands at step k).
  show(tr, k, game) {
    const ui = this.ui;
    ui.sentence.textContent = explain(tr, k, windowedTrace(tr), game);
    ui.sentence.dataset.kind = String(tr.sKind[k]);
    this.lit = [tr.sKind[k], codePlayer(tr, tr.sNode[k])];
    this.pseudo.light(this.pseudo.lineFor(...this.lit));
    this.renderStack(tr, k);
    this.renderCounters(tr, k);
  }

  // relabel writes the pseudo-code and its note in the page's language.
  relabel() {
    if (this.pseudo) this.pseudo.render(this.ui.code);
    if (this.opts) this.renderNote();
  }

  // showCode builds the chosen code for the search shown, lights the step's line in
  // it and says how the search stands to it.
  showCode() {
    this.pseudo = new Pseudo({ ...this.opts, code: this.code });
    // the choice names the code chosen; none chosen yet, the code shown
    this.ui.codeChoice.value = this.code || this.pseudo.code;
    this.pseudo.render(this.ui.code);
    if (this.lit) this.pseudo.light(this.pseudo.lineFor(...this.lit));
    this.renderNote();
  }

  // renderNote says whether the search shown is the chosen code's, and offers the
  // search that is when it is not.
  renderNote() {
    const el = this.ui.codeNote, o = this.opts;
    // none chosen, the code shown (the variant's own, for its searches) is said as if chosen
    const note = codeNote(this.code || this.pseudo.code, { algo: o.algo, failHard: o.failHard, failCourse: o.failCourse });
    el.hidden = !note;
    el.classList.toggle('differs', !!(note && note.differs));
    if (!note) {
      el.replaceChildren();
      return;
    }
    const parts = [h('span', { textContent: t(note.key, note.params) })];
    if (note.fix) {
      const b = h('button', { type: 'button', className: 'btn btn-small code-fix', textContent: t(note.fixKey) });
      b.addEventListener('click', () => this.fix(note.fix));
      parts.push(' ', b);
    }
    el.replaceChildren(...parts);
  }

  renderStack(tr, k) {
    const windowed = windowedTrace(tr);
    const rows = [];
    const frames = tr.stack();
    for (let j = frames.length - 1; j >= 0; j--) {
      const i = frames[j];
      const row = h('tr', i === tr.current(k) ? { className: 'top' } : {});
      row.appendChild(h('th', { scope: 'row', textContent: playerMark(tr, i) + nodeName(tr, i) }));
      // no α, β columns outside alpha-beta
      if (windowed) {
        row.appendChild(h('td', { className: 'col-alpha', textContent: fmtScaled(tr.alpha[i], tr.scale) }));
        row.appendChild(h('td', { className: 'col-beta', textContent: fmtScaled(tr.beta[i], tr.scale) }));
      }
      // mcts: the node's N and W/N (view-mcts.js); a chance node's value while open is
      // its weighted sum so far: Σ
      const sum = tr.open[i] && tr.hasChance && tr.player[i] === 0 ? 'Σ ' : '';
      const val = tr.mcts ? mctsNodeText(tr, i) || '—' : tr.hasValue[i] ? sum + fmtBoundedScaled(tr.value[i], tr.bound[i], tr.scale) : '—';
      row.appendChild(h('td', { textContent: val }));
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
