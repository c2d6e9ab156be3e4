// Compare: one problem, several searches side by side. A table of what each search
// did (GET /api/compare), its bar chart, the trees stepping together (by the same share
// of their steps, or leaf by leaf), and a sweep over depth on random trees.
// The problem is the stepper's form, moved into this view while it is shown.
import { t, getLang, fmtCount } from './i18n.js';
import { Requests, isAbort, url, query } from './api.js';
import { elements, h } from './dom.js';
import { Trace, S_EVAL } from './model.js';
import { TreeView, fitZoom } from './view.js';
import { explain } from './explain.js';
import { paramsFromURL } from './problem.js';
import { labCode } from './labcode.js';
import { SweepErrors } from './compare-errors.js';
import { StaleMark } from './keep-view.js';
import { CompareMCTS } from './compare-mcts.js';
import { CMP_ALGOS, algoName, algoParams, problemOnly, tableRows, treeCard } from './compare-rows.js';

// The compare view's elements, by their ids in index.html: the one place that names
// them. (The problem is the stepper's form, lent: explore-form.js.)
const IDS = {
  slot: 'cmp-form-slot', title: 'cmp-title', algoList: 'cmp-algo-list', go: 'cmp-go', status: 'cmp-status',
  body: 'cmp-body', error: 'cmp-error', chart: 'cmp-chart', chartLink: 'cmp-chart-dl', trees: 'cmp-trees',
  first: 'cmp-first', back: 'cmp-back', play: 'cmp-play', fwd: 'cmp-fwd', last: 'cmp-last',
  slider: 'cmp-slider', pos: 'cmp-pos', sync: 'cmp-sync',
  sweepForm: 'cmp-sweep-form', swWhat: 'sw-what', swMetric: 'sw-metric', swB: 'sw-b', swDepth: 'sw-depth',
  swOrdering: 'sw-ordering', swTrees: 'sw-trees', swChart: 'sw-chart', swLink: 'sw-dl', swError: 'sw-error',
};

const DEFAULT_ALGOS = ['minimax', 'alphabeta', 'alphabeta+order'];
const SPEEDS_MS = 450;
// BOARD_ZOOM is the least zoom of a drawing of boards: tic-tac-toe cells of 14 px,
// their X and O 10 px high; connect-4 discs of 9 px.
const BOARD_ZOOM = 0.7;

export class Compare {
  constructor(app) {
    this.app = app;
    this.ui = elements(IDS);
    this.sweepErrors = new SweepErrors(this.ui); // the sweep's fields' errors
    const main = document.querySelector('#view-compare .cmp-main');
    this.staleMark = new StaleMark(main, main && main.querySelector('.cmp-algos'), 'kvStaleCompare', 'cmp-kept'); // the comparison shown while a field's error stands
    // requests by kind: 'compare' (the table, then the trees), 'sweep' (a failed
    // sweep's message)
    this.req = new Requests();
    this.algos = [...DEFAULT_ALGOS];
    this.trees = [];
    this.pos = 0;
    this.seq = 0; // comparisons started
    this.ready = 0; // the comparison shown whole (this.seq when the last one is)
    this.loading = false; // a comparison is on its way
    this.interrupted = false; // the view was left while it was
    this.mode = 'steps';
    this.fillAlgos();
    this.bind();
    this.syncSweep();
    this.mcts = new CompareMCTS(); // MCTS against alpha-beta: compare-mcts.js
  }

  bind() {
    const ui = this.ui;
    ui.go.addEventListener('click', () => this.submit());
    ui.first.addEventListener('click', () => this.userGo(0));
    ui.back.addEventListener('click', () => this.userGo(this.pos - 1));
    ui.fwd.addEventListener('click', () => this.userGo(this.pos + 1));
    ui.last.addEventListener('click', () => this.userGo(Infinity));
    ui.play.addEventListener('click', () => (this.timer ? this.pause() : this.play()));
    ui.slider.addEventListener('input', () => this.userGo(Number(ui.slider.value)));
    ui.sync.addEventListener('change', () => {
      const frac = this.fraction();
      this.mode = ui.sync.value;
      this.setScale();
      this.go(Math.round(frac * this.max));
    });
    ui.swWhat.addEventListener('change', () => this.syncSweep());
    this.app.explorer.ui.game.addEventListener('change', () => this.syncSweep());
    ui.sweepForm.addEventListener('submit', (e) => {
      e.preventDefault();
      this.sweep();
    });
  }

  fillAlgos() {
    const box = this.ui.algoList;
    box.replaceChildren();
    for (const a of CMP_ALGOS) {
      const c = h('input', { type: 'checkbox', value: a, checked: this.algos.includes(a) });
      c.addEventListener('change', () => {
        this.algos = CMP_ALGOS.filter((x) => box.querySelector(`input[value="${x}"]`).checked);
        // the comparison follows the boxes ticked (a moment later: several clicks, one run)
        clearTimeout(this.algoTimer);
        if (this.algos.length) this.algoTimer = setTimeout(() => this.submit(), 400);
      });
      box.appendChild(h('label', { className: 'check' }, c, ' ', h('span', { textContent: algoName(a) })));
    }
  }

  // ---------- the view ----------

  // enter moves the stepper's problem form into this view.
  enter() {
    this.app.explorer.form.lend(this.ui.slot);
  }

  // leave puts the form back, and stops what runs for this view: playing, and every
  // request on its way (the comparison is made again when the view is shown again).
  leave() {
    this.pause();
    if (this.loading) {
      this.loading = false;
      this.interrupted = true; // made again when the view is shown again
      this.ui.status.textContent = '';
    }
    this.req.abortAll();
    this.mcts.leave();
    this.app.explorer.form.lend(null);
  }

  // start opens a link: ?view=compare&game=...&algos=...
  start(q) {
    const list = (q.get('algos') || '').split(',').map((s) => s.trim().toLowerCase()).filter((a) => CMP_ALGOS.includes(a));
    if (list.length) this.algos = list;
    this.fillAlgos();
    const p = paramsFromURL(q);
    this.app.explorer.writeForm(p);
    this.enter();
    if (this.p && this.key === this.keyOf(p) && this.rows && !this.interrupted) {
      this.saveURL();
      return;
    }
    this.load(p);
  }

  submit() {
    this.load(this.app.explorer.readForm());
  }

  keyOf(p) {
    return query(problemOnly(p)) + '|' + this.algos.join(',');
  }

  // ---------- the table and the chart ----------

  async load(p) {
    const job = this.req.start('compare');
    this.seq++;
    this.loading = true;
    this.interrupted = false;
    this.p = p;
    this.key = this.keyOf(p);
    this.pause();
    const ui = this.ui;
    const q = problemOnly(p);
    const algos = this.algos.length ? this.algos : [...DEFAULT_ALGOS];
    ui.error.hidden = true;
    ui.status.textContent = t('cmpBusy');
    ui.title.textContent = t('cmpTitle', { what: this.app.explorer.titleOf({ ...p, algo: 'alphabeta' }).split(' — ').slice(1).join(' — ') });
    let res;
    try {
      res = await job.getJSON('/api/compare', { ...q, algos: algos.join(',') });
    } catch (e) {
      if (isAbort(e)) return;
      this.loading = false;
      ui.status.textContent = '';
      // a field's error stands beside it (the borrowed form); the table shown stays
      if (this.rows && this.app.explorer.errors.refused(e, p)) return;
      ui.error.textContent = e.message;
      ui.error.hidden = false;
      this.staleMark.set(false);
      ui.body.replaceChildren();
      ui.chart.hidden = true;
      ui.chartLink.hidden = true;
      this.rows = null;
      return;
    }
    ui.status.textContent = '';
    this.app.explorer.errors.fields.clearAll();
    this.staleMark.set(false);
    this.rows = res.rows || [];
    this.renderTable();
    const chart = url('/api/compare/chart', { ...q, algos: algos.join(','), lang: getLang() });
    ui.chart.src = chart;
    ui.chart.alt = t('cmpChartAlt');
    ui.chart.hidden = false;
    ui.chartLink.href = chart;
    ui.chartLink.hidden = false;
    this.saveURL();
    try {
      await this.loadTrees(job, q);
    } catch (e) {
      if (isAbort(e)) return;
      throw e;
    }
    this.loading = false;
    this.ready = this.seq; // the table, the chart and the trees of this comparison are shown
    if (this.onLoaded) this.onLoaded();
  }

  renderTable() {
    this.ui.body.replaceChildren(...tableRows(this.rows));
  }

  // ---------- the trees side by side ----------

  // loadTrees draws each search of the comparison (job: the comparison's request; it
  // rejects as aborted when a newer comparison, or leaving the view, aborts it).
  async loadTrees(job, q) {
    const host = this.ui.trees;
    host.replaceChildren();
    this.trees = [];
    const rows = this.rows || [];
    const loads = rows.map((r) => {
      const pq = { ...q, ...algoParams(r.algo) };
      return Promise.all([
        job.getJSON('/api/trace', { ...pq, form: 'columns' }),
        job.getText('/api/render', { ...pq, step: 0, format: 'svg', budget: '400', lang: getLang(), width: 'full' }),
      ]).then(([doc, svg]) => ({ r, doc, svg }), (e) => {
        if (isAbort(e)) throw e;
        return { r, error: e.message };
      });
    });
    const got = await Promise.all(loads);
    // every card first, then the drawings: each drawing fits its card's final width
    const cards = got.map((g) => {
      const c = treeCard(g.r.algo, () => this.openStepper(g.r.algo));
      host.appendChild(c.card);
      return { g, ...c };
    });
    for (const { g, card, label, box, say } of cards) {
      if (g.error) {
        label.textContent = g.error;
        label.classList.add('error');
        continue;
      }
      const tr = new Trace(g.doc);
      const windowed = /alphabeta/.test(tr.doc.algorithm);
      const descId = 'cmp-desc-' + this.trees.length;
      card.appendChild(h('p', { id: descId, className: 'visually-hidden', textContent: t('treeDesc', { n: tr.N, algo: algoName(g.r.algo) }) }));
      const view = new TreeView(box, g.svg, tr, { windowed, game: this.p.game, hide: false, labelledBy: descId });
      // the drawing fits its card, but a board is never drawn too small to read: a
      // tree of boards wider than that scrolls in its card (opened on its root, then
      // following the step's node)
      const least = view.svg.querySelector('g.node.board') ? BOARD_ZOOM : 0.25;
      view.zoomTo(Math.max(least, Math.min(1, fitZoom(view, box.clientWidth, Infinity).width)));
      // a drawing wider than its card opens on its root, in the middle
      view.centreRoot(box);
      const evals = [];
      for (let k = 0; k < tr.S; k++) if (tr.sKind[k] === S_EVAL) evals.push(k);
      this.trees.push({ algo: g.r.algo, tr, view, label, evals, say, windowed, box });
    }
    this.setScale();
    this.go(this.max);
  }

  // setScale sets the slider: a share of each search's steps (0..1000), or the
  // leaves evaluated (0..the most any search evaluates).
  setScale() {
    this.max = this.mode === 'leaf' ? Math.max(0, ...this.trees.map((x) => x.evals.length)) : 1000;
    this.ui.slider.max = String(this.max);
  }

  fraction() {
    return this.max ? this.pos / this.max : 0;
  }

  // stepOf is the step tree x shows at the slider's position.
  stepOf(x, pos) {
    const S = x.tr.S;
    if (pos >= this.max) return S - 1; // the end: every search finished
    if (this.mode === 'leaf') {
      if (pos <= 0) return 0;
      return pos <= x.evals.length ? x.evals[pos - 1] : S - 1;
    }
    return Math.round((pos / 1000) * (S - 1));
  }

  // openStepper shows one of the searches in the stepper, at the step its tree shows
  // here (Back returns).
  openStepper(algo) {
    const x = this.trees.find((y) => y.algo === algo);
    const a = algoParams(algo);
    const p = { ...this.p, algo: a.algo, order: !!a.order, tt: a.tt || 'off', iterative: !!a.iterative };
    this.app.showExplore(p, x ? x.k : 0, null, 'compare');
  }

  userGo(pos) {
    this.pause();
    this.go(pos);
  }

  go(pos) {
    if (!this.trees.length) return;
    pos = Math.max(0, Math.min(this.max, pos));
    this.pos = pos;
    this.ui.slider.value = String(pos);
    for (const x of this.trees) {
      const k = this.stepOf(x, pos);
      const res = x.tr.seek(k);
      x.view.show(k, res);
      x.k = k;
      const c = x.tr.countsAt(k);
      x.label.textContent = t('cmpTreeStep', { k: fmtCount(k + 1), n: fmtCount(x.tr.S), l: fmtCount(c.leaves) });
      x.say.textContent = explain(x.tr, k, x.windowed);
      this.follow(x, k);
    }
    this.ui.pos.textContent = this.mode === 'leaf' ? t('cmpLeafPos', { j: fmtCount(pos), n: fmtCount(this.max) }) : Math.round(pos / 10) + ' %';
    this.ui.slider.setAttribute('aria-valuetext', this.ui.pos.textContent);
  }

  // follow keeps the node of tree x's step in view in its card.
  follow(x, k) {
    const el = x.view.elementOf(x.tr.current(k));
    if (!el) return;
    const r = el.getBoundingClientRect(), b = x.box.getBoundingClientRect();
    const m = 12;
    const dx = r.left < b.left + m || r.right > b.right - m ? r.left + r.width / 2 - (b.left + b.width / 2) : 0;
    const dy = r.top < b.top + m || r.bottom > b.bottom - m ? r.top + r.height / 2 - (b.top + b.height / 2) : 0;
    if (dx || dy) x.box.scrollBy({ left: dx, top: dy });
  }

  play() {
    if (!this.trees.length) return;
    if (this.pos >= this.max) this.go(0);
    this.ui.play.classList.add('playing');
    const stride = this.mode === 'leaf' ? 1 : 20;
    this.timer = setInterval(() => {
      this.go(this.pos + stride);
      if (this.pos >= this.max) this.pause();
    }, SPEEDS_MS);
  }

  pause() {
    clearInterval(this.timer);
    this.timer = null;
    this.ui.play.classList.remove('playing');
  }

  // ---------- the depth sweep ----------

  // syncSweep shows the random trees' settings for a sweep of random trees; the
  // problem's position can be swept when it is a game's.
  syncSweep() {
    const game = this.app.explorer.ui.game.value;
    const opt = this.ui.swWhat.querySelector('option[value="position"]');
    opt.disabled = game === 'tree';
    if (opt.disabled && this.ui.swWhat.value === 'position') this.ui.swWhat.value = 'random';
    for (const el of this.ui.sweepForm.querySelectorAll('.sw-random')) el.hidden = this.ui.swWhat.value !== 'random';
  }

  sweep() {
    this.syncSweep();
    // what the sweep cannot take is said beside its field; the chart shown stays
    if (!this.sweepErrors.check()) return;
    const d = this.ui.swDepth.value || '6';
    const algos = this.algos.filter((a) => a !== 'alphabeta+tt');
    const common = { depth: '1..' + d, algos: algos.join(','), metric: this.ui.swMetric.value, lang: getLang() };
    let q;
    if (this.ui.swWhat.value === 'position') {
      const p = this.app.explorer.readForm();
      q = { ...problemOnly({ ...p, depth: '0' }), ...common };
    } else {
      q = { game: 'tree', b: this.ui.swB.value || '3', ordering: this.ui.swOrdering.value, trees: this.ui.swTrees.value || '200', ...common };
    }
    const img = this.ui.swChart;
    this.req.abort('sweep');
    this.ui.swError.hidden = true;
    let retried = false;
    img.onerror = async () => {
      img.hidden = true;
      this.ui.swLink.hidden = true;
      try {
        await this.req.getJSON('sweep', '/api/compare/sweep', { ...q, format: 'json' });
      } catch (e) {
        if (isAbort(e)) return;
        if (this.sweepErrors.refused(e)) return;
        this.ui.swError.textContent = e.message;
        this.ui.swError.hidden = false;
        return;
      }
      // the sweep itself is fine: the chart's request failed for a moment (a busy
      // server, a dropped connection): ask for it once more, then say so
      if (img.src !== new URL(src, location.href).href) return;
      if (!retried) {
        retried = true;
        img.src = src;
        return;
      }
      this.ui.swError.textContent = t('swChartBusy', { run: t('cmpSweepRun') });
      this.ui.swError.hidden = false;
    };
    img.onload = () => { img.hidden = false; };
    const src = url('/api/compare/sweep', { ...q, format: 'svg' });
    img.alt = t('cmpSweepAlt');
    img.src = src;
    this.ui.swLink.href = src;
    this.ui.swLink.hidden = false;
  }

  // ---------- links ----------

  link() {
    const p = this.p || this.app.explorer.readForm();
    const q = new URLSearchParams({ view: 'compare', ...problemOnly(p) });
    if (!q.has('position')) q.set('position', p.position || '');
    q.set('algos', this.algos.join(','));
    q.set('lang', getLang());
    return '?' + q.toString() + labCode.fragmentFor({ game: p.game, eval: p.eval });
  }

  saveURL() {
    if (this.app.view !== 'compare') return;
    history.replaceState(history.state, '', this.link());
  }

  // kept: a field's error of the problem stands (explore-errors.js): the comparison
  // shown stays, marked as the previous one.
  kept() {
    if (this.rows) this.staleMark.set(true);
  }

  relabel() {
    this.sweepErrors.relabel();
    this.staleMark.relabel();
    this.fillAlgos();
    this.mcts.relabel();
    if (!this.rows) return;
    this.renderTable();
    const chart = new URL(this.ui.chart.src, location.href);
    chart.searchParams.set('lang', getLang());
    this.ui.chart.src = chart.pathname + chart.search;
    this.ui.chartLink.href = this.ui.chart.src;
    for (const x of this.trees) x.view.relabel();
    if (!this.ui.swChart.hidden) this.sweep();
    this.go(this.pos);
    this.saveURL();
  }
}
