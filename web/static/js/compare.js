// Compare: one problem, several searches side by side. A table of what each search
// did (GET /api/compare), its bar chart, the trees stepping together (by the same share
// of their steps, or leaf by leaf), and a sweep over depth on random trees.
// The problem is the stepper's form, moved into this view while it is shown.
import { t, getLang, fmtValue, fmtCount } from './i18n.js';
import { getJSON, getText, url, query } from './api.js';
import { Trace, S_EVAL } from './model.js';
import { TreeView } from './view.js';
import { explain } from './explain.js';
import { problemQuery, paramsFromURL, algoLabel } from './explore.js';

const $ = (id) => document.getElementById(id);

export const CMP_ALGOS = ['minimax', 'alphabeta', 'alphabeta+order', 'alphabeta+tt', 'alphabeta+iterative', 'negamax', 'negamax-alphabeta'];
const DEFAULT_ALGOS = ['minimax', 'alphabeta', 'alphabeta+order'];
const EXTRA_KEYS = { order: 'cmpPlusOrder', tt: 'cmpPlusTT', iterative: 'cmpPlusIterative' };
const SPEEDS_MS = 450;
// BOARD_ZOOM is the least zoom of a drawing of boards: tic-tac-toe cells of 14 px,
// their X and O 10 px high; connect-4 discs of 9 px.
const BOARD_ZOOM = 0.7;

// algoName says a compared search in the page's language: "Alpha-beta + move ordering".
export function algoName(a) {
  const [base, ...extras] = String(a).split('+');
  return [algoLabel(base), ...extras.map((x) => t(EXTRA_KEYS[x] || x))].join(' + ');
}

// algoParams is a compared search as /api/trace parameters.
function algoParams(a) {
  const [base, ...extras] = String(a).split('+');
  const q = { algo: base };
  for (const x of extras) {
    if (x === 'order') q.order = 'true';
    if (x === 'tt') q.tt = 'bounds';
    if (x === 'iterative') q.iterative = 'true';
  }
  return q;
}

// problemOnly is the problem's parameters without the search's own (algo, order, tt,
// iterative: each compared search says them).
function problemOnly(p) {
  const q = problemQuery({ ...p, algo: 'alphabeta', order: false, tt: 'off', iterative: false });
  delete q.algo;
  if (!p.failHard) delete q['fail-hard'];
  return q;
}

export class Compare {
  constructor(app) {
    this.app = app;
    this.algos = [...DEFAULT_ALGOS];
    this.trees = [];
    this.pos = 0;
    this.seq = 0;
    this.mode = 'steps';
    this.fillAlgos();
    this.bind();
    this.syncSweep();
  }

  bind() {
    $('cmp-go').addEventListener('click', () => this.submit());
    $('cmp-first').addEventListener('click', () => this.userGo(0));
    $('cmp-back').addEventListener('click', () => this.userGo(this.pos - 1));
    $('cmp-fwd').addEventListener('click', () => this.userGo(this.pos + 1));
    $('cmp-last').addEventListener('click', () => this.userGo(Infinity));
    $('cmp-play').addEventListener('click', () => (this.timer ? this.pause() : this.play()));
    $('cmp-slider').addEventListener('input', () => this.userGo(Number($('cmp-slider').value)));
    $('cmp-sync').addEventListener('change', () => {
      const frac = this.fraction();
      this.mode = $('cmp-sync').value;
      this.setScale();
      this.go(Math.round(frac * this.max));
    });
    $('sw-what').addEventListener('change', () => this.syncSweep());
    $('f-game').addEventListener('change', () => this.syncSweep());
    $('cmp-sweep-form').addEventListener('submit', (e) => {
      e.preventDefault();
      this.sweep();
    });
  }

  fillAlgos() {
    const box = $('cmp-algo-list');
    box.replaceChildren();
    for (const a of CMP_ALGOS) {
      const l = document.createElement('label');
      l.className = 'check';
      const c = document.createElement('input');
      c.type = 'checkbox';
      c.value = a;
      c.checked = this.algos.includes(a);
      c.addEventListener('change', () => {
        this.algos = CMP_ALGOS.filter((x) => box.querySelector(`input[value="${x}"]`).checked);
        // the comparison follows the boxes ticked (a moment later: several clicks, one run)
        clearTimeout(this.algoTimer);
        if (this.algos.length) this.algoTimer = setTimeout(() => this.submit(), 400);
      });
      const s = document.createElement('span');
      s.textContent = algoName(a);
      l.append(c, ' ', s);
      box.appendChild(l);
    }
  }

  // ---------- the view ----------

  // enter moves the stepper's problem form into this view; leave puts it back.
  enter() {
    const aside = document.querySelector('aside.problem');
    if (aside.parentElement !== $('cmp-form-slot')) $('cmp-form-slot').appendChild(aside);
    $('problem-form').classList.add('in-compare');
    $('f-run').dataset.i18n = 'cmpRun';
    $('f-run').textContent = t('cmpRun');
    $('f-failhard').disabled = false;
    $('failhard-hint').hidden = false;
  }

  leave() {
    this.pause();
    const aside = document.querySelector('aside.problem');
    const home = $('view-explore');
    if (aside.parentElement !== home) home.insertBefore(aside, home.firstChild);
    $('problem-form').classList.remove('in-compare');
    $('f-run').dataset.i18n = 'search';
    $('f-run').textContent = t('search');
    this.app.explorer.syncEnabled();
  }

  // start opens a link: ?view=compare&game=...&algos=...
  start(q) {
    const list = (q.get('algos') || '').split(',').map((s) => s.trim().toLowerCase()).filter((a) => CMP_ALGOS.includes(a));
    if (list.length) this.algos = list;
    this.fillAlgos();
    const p = paramsFromURL(q);
    this.app.explorer.writeForm(p);
    this.enter();
    if (this.p && this.key === this.keyOf(p) && this.rows) {
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
    const seq = ++this.seq;
    this.p = p;
    this.key = this.keyOf(p);
    this.pause();
    const q = problemOnly(p);
    const algos = this.algos.length ? this.algos : [...DEFAULT_ALGOS];
    $('cmp-error').hidden = true;
    $('cmp-status').textContent = t('cmpBusy');
    $('cmp-title').textContent = t('cmpTitle', { what: this.app.explorer.titleOf({ ...p, algo: 'alphabeta' }).split(' — ').slice(1).join(' — ') });
    let res;
    try {
      res = await getJSON('/api/compare', { ...q, algos: algos.join(',') });
    } catch (e) {
      if (seq !== this.seq) return;
      $('cmp-status').textContent = '';
      $('cmp-error').textContent = e.message;
      $('cmp-error').hidden = false;
      $('cmp-body').replaceChildren();
      $('cmp-chart').hidden = true;
      $('cmp-chart-dl').hidden = true;
      this.rows = null;
      return;
    }
    if (seq !== this.seq) return;
    $('cmp-status').textContent = '';
    this.rows = res.rows || [];
    this.renderTable();
    const chartQ = { ...q, algos: algos.join(','), lang: getLang() };
    const chart = url('/api/compare/chart', chartQ);
    $('cmp-chart').src = chart;
    $('cmp-chart').alt = t('cmpChartAlt');
    $('cmp-chart').hidden = false;
    $('cmp-chart-dl').href = chart;
    $('cmp-chart-dl').hidden = false;
    this.saveURL();
    await this.loadTrees(seq, q);
    if (seq !== this.seq) return;
    this.ready = seq; // the table, the chart and the trees of this comparison are shown
    if (this.onLoaded) this.onLoaded();
  }

  renderTable() {
    const body = $('cmp-body');
    const rows = [];
    for (const r of this.rows) {
      const tr = document.createElement('tr');
      const st = r.stats || {};
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = algoName(r.algo);
      tr.appendChild(th);
      const ms = Number(r.time_ms);
      for (const v of [st.nodes, st.leaves, st.cutoffs, st.tt_hits]) {
        const td = document.createElement('td');
        td.textContent = v === undefined || v === null ? '—' : fmtCount(v);
        tr.appendChild(td);
      }
      const time = document.createElement('td');
      time.textContent = Number.isFinite(ms) ? t('cmpMs', { ms: ms < 10 ? ms.toLocaleString(getLang() === 'es' ? 'es-ES' : 'en-US', { maximumFractionDigits: 3 }) : fmtCount(Math.round(ms)) }) : '—';
      tr.appendChild(time);
      const val = document.createElement('td');
      val.textContent = r.value === undefined || r.value === null ? '—' : typeof r.value === 'number' ? fmtValue(r.value) : String(r.value);
      // a search its budget stopped: its counts are what it did before it stopped
      if (r.complete === false) {
        val.textContent += ' (' + t('cmpStopped') + ')';
        tr.classList.add('stopped');
      }
      tr.appendChild(val);
      rows.push(tr);
    }
    body.replaceChildren(...rows);
  }

  // ---------- the trees side by side ----------

  async loadTrees(seq, q) {
    const host = $('cmp-trees');
    host.replaceChildren();
    this.trees = [];
    const rows = this.rows || [];
    const loads = rows.map((r) => {
      const pq = { ...q, ...algoParams(r.algo) };
      return Promise.all([
        getJSON('/api/trace', { ...pq, form: 'columns' }),
        getText('/api/render', { ...pq, step: 0, format: 'svg', budget: '400', lang: getLang(), width: 'full' }),
      ]).then(([doc, svg]) => ({ r, doc, svg }), (e) => ({ r, error: e.message }));
    });
    const got = await Promise.all(loads);
    if (seq !== this.seq) return;
    // every card first, then the drawings: each drawing fits its card's final width
    const cards = got.map((g) => {
      const card = document.createElement('figure');
      card.className = 'cmp-tree';
      const h = document.createElement('h3');
      h.textContent = algoName(g.r.algo);
      const open = document.createElement('button');
      open.type = 'button';
      open.className = 'btn btn-small btn-ghost cmp-open';
      open.textContent = t('cmpOpen');
      open.addEventListener('click', () => this.openStepper(g.r.algo));
      h.append(' ', open);
      const label = document.createElement('p');
      label.className = 'cmp-tree-step';
      const box = document.createElement('div');
      box.className = 'treebox cmp-treebox';
      // what this search does at the step shown, in the stepper's words
      const say = document.createElement('p');
      say.className = 'cmp-tree-say';
      card.append(h, label, box, say);
      host.appendChild(card);
      return { g, card, label, box, say };
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
      const desc = document.createElement('p');
      desc.id = descId;
      desc.className = 'visually-hidden';
      desc.textContent = t('treeDesc', { n: tr.N, algo: algoName(g.r.algo) });
      card.appendChild(desc);
      const view = new TreeView(box, g.svg, tr, { windowed, game: this.p.game, hide: false, labelledBy: descId });
      // the drawing fits its card, but a board is never drawn too small to read: a
      // tree of boards wider than that scrolls in its card (opened on its root, then
      // following the step's node)
      const w = view.width * (4 / 3);
      const least = view.svg.querySelector('g.node.board') ? BOARD_ZOOM : 0.25;
      const z = Math.max(least, Math.min(1, (box.clientWidth - 8) / w));
      view.svg.style.width = Math.round(w * z) + 'px';
      view.svg.style.height = Math.round(view.height * (4 / 3) * z) + 'px';
      // a drawing wider than its card opens on its root, in the middle
      const root = view.elementOf(0);
      if (root && view.svg.clientWidth > box.clientWidth) {
        const r = root.getBoundingClientRect(), b = box.getBoundingClientRect();
        box.scrollLeft += r.left + r.width / 2 - (b.left + b.width / 2);
      }
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
    $('cmp-slider').max = String(this.max);
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
    $('cmp-slider').value = String(pos);
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
    $('cmp-pos').textContent = this.mode === 'leaf' ? t('cmpLeafPos', { j: fmtCount(pos), n: fmtCount(this.max) }) : Math.round(pos / 10) + ' %';
    $('cmp-slider').setAttribute('aria-valuetext', $('cmp-pos').textContent);
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
    $('cmp-play').classList.add('playing');
    const stride = this.mode === 'leaf' ? 1 : 20;
    this.timer = setInterval(() => {
      this.go(this.pos + stride);
      if (this.pos >= this.max) this.pause();
    }, SPEEDS_MS);
  }

  pause() {
    clearInterval(this.timer);
    this.timer = null;
    $('cmp-play').classList.remove('playing');
  }

  // ---------- the depth sweep ----------

  // syncSweep shows the random trees' settings for a sweep of random trees; the
  // problem's position can be swept when it is a game's.
  syncSweep() {
    const game = $('f-game').value;
    const opt = $('sw-what').querySelector('option[value="position"]');
    opt.disabled = game === 'tree';
    if (opt.disabled && $('sw-what').value === 'position') $('sw-what').value = 'random';
    for (const el of document.querySelectorAll('#cmp-sweep-form .sw-random')) el.hidden = $('sw-what').value !== 'random';
  }

  sweep() {
    this.syncSweep();
    const d = $('sw-depth').value || '6';
    const algos = this.algos.filter((a) => a !== 'alphabeta+tt');
    const common = { depth: '1..' + d, algos: algos.join(','), metric: $('sw-metric').value, lang: getLang() };
    let q;
    if ($('sw-what').value === 'position') {
      const p = this.app.explorer.readForm();
      q = { ...problemOnly({ ...p, depth: '0' }), ...common };
    } else {
      q = { game: 'tree', b: $('sw-b').value || '3', ordering: $('sw-ordering').value, trees: $('sw-trees').value || '200', ...common };
    }
    const img = $('sw-chart');
    $('sw-error').hidden = true;
    img.onerror = async () => {
      img.hidden = true;
      $('sw-dl').hidden = true;
      try {
        await getJSON('/api/compare/sweep', { ...q, format: 'json' });
      } catch (e) {
        $('sw-error').textContent = e.message;
        $('sw-error').hidden = false;
      }
    };
    img.onload = () => { img.hidden = false; };
    const src = url('/api/compare/sweep', { ...q, format: 'svg' });
    img.alt = t('cmpSweepAlt');
    img.src = src;
    $('sw-dl').href = src;
    $('sw-dl').hidden = false;
  }

  // ---------- links ----------

  link() {
    const p = this.p || this.app.explorer.readForm();
    const q = new URLSearchParams({ view: 'compare', ...problemOnly(p) });
    if (!q.has('position')) q.set('position', p.position || '');
    q.set('algos', this.algos.join(','));
    q.set('lang', getLang());
    return '?' + q.toString();
  }

  saveURL() {
    if (this.app.view !== 'compare') return;
    history.replaceState(history.state, '', this.link());
  }

  relabel() {
    this.fillAlgos();
    if (!this.rows) return;
    this.renderTable();
    const chart = new URL($('cmp-chart').src, location.href);
    chart.searchParams.set('lang', getLang());
    $('cmp-chart').src = chart.pathname + chart.search;
    $('cmp-chart-dl').href = $('cmp-chart').src;
    for (const x of this.trees) x.view.relabel();
    if (!$('sw-chart').hidden) this.sweep();
    this.go(this.pos);
    this.saveURL();
  }
}
