// Practise: a graded exercise. The tree of a search is drawn with the values of its
// inner nodes hidden; the student answers on the drawing (a value per node, α and β,
// the edges cut, the order of the leaves) with the mouse, a finger or the keyboard;
// "Check" asks the server to grade the answers (POST /api/grade) and shows each
// mistake with the stepper's sentence for the step that decides it, and a way to open
// the stepper at that step.
import { t, getLang, fmtValue, fmtBounded } from './i18n.js';
import { getJSON, getText, postJSON, url } from './api.js';
import {
  QTYPES, LEVELS, GAME_SOURCES, SAMPLE_POSITIONS, truthy, defaultSpec, specFromURL, specQuery, specKey, specJSON, parseAnswer, showAnswer,
} from './exercise.js';
import { Trace, S_EVAL, N_PRUNED } from './model.js';
import { TreeView } from './view.js';
import { explain, nodeName, playerName } from './explain.js';
import { defaultParams } from './explore.js';

const $ = (id) => document.getElementById(id);

const Q_KEYS = { values: 'exQ_values', prune: 'exQ_prune', window: 'exQ_window', order: 'exQ_order' };
const TASK_KEYS = { values: 'exTask_values', prune: 'exTask_prune', window: 'exTask_window', order: 'exTask_order' };
const LEVEL_KEYS = { 1: 'exLevel1', 2: 'exLevel2', 3: 'exLevel3', 4: 'exLevel4', 5: 'exLevel5' };

const MISTAKE_KEYS = {
  'wrong-value': 'mkWrongValue', 'wrong-alpha': 'mkWrongAlpha', 'wrong-beta': 'mkWrongBeta',
  'missed-cut': 'mkMissedCut', 'extra-cut': 'mkExtraCut', 'wrong-order': 'mkWrongOrder', missing: 'mkMissing',
};

// pathPoints reads the points of a drawn edge ("M x,y L x,y ...", as the render
// package writes it).
const pathPoints = (d) => [...d.matchAll(/[ML]\s*(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
const pathOf = (pts) => pts.map((q, k) => (k ? 'L' : 'M') + q[0] + ',' + q[1]).join('');

export class Practise {
  constructor(app) {
    this.app = app;
    this.spec = defaultSpec();
    this.ex = null;
    this.tr = null;
    this.view = null;
    this.seq = 0;
    this.zoom = 1;
    this.bind();
  }

  // ---------- the form ----------

  bind() {
    $('ex-form').addEventListener('submit', (e) => {
      e.preventDefault();
      this.submit();
    });
    $('ex-source').addEventListener('change', () => {
      this.syncForm();
      const src = $('ex-source').value;
      if (SAMPLE_POSITIONS[src] && !$('ex-position').value.trim()) $('ex-position').value = SAMPLE_POSITIONS[src];
      this.submit();
    });
    for (const id of ['ex-level', 'ex-q', 'ex-root', 'ex-failhard', 'ex-seed', 'ex-position']) $(id).addEventListener('change', () => this.submit());
    $('ex-new-seed').addEventListener('click', () => {
      $('ex-seed').value = String(1 + Math.floor(Math.random() * 99999));
      this.submit();
    });
    $('ex-check').addEventListener('click', () => this.check());
    $('ex-hint').addEventListener('click', () => this.hint());
    $('ex-solution').addEventListener('click', () => this.toggleSolution());
    $('ex-clear').addEventListener('click', () => {
      this.resetAnswers();
      this.restyleAll();
      this.say('');
    });
    $('ex-copy').addEventListener('click', () => this.copyLink());
    $('ex-zoom-in').addEventListener('click', () => this.setZoom(this.zoom * 1.25));
    $('ex-zoom-out').addEventListener('click', () => this.setZoom(this.zoom / 1.25));
    $('ex-zoom-fit').addEventListener('click', () => this.fit());
    $('ex-up').addEventListener('click', () => history.back());
    const box = $('ex-tree');
    // a press on a node or an edge does not move the focus itself (focusing would
    // scroll the page under a finger before its click lands): the click does
    box.addEventListener('pointerdown', (e) => {
      if (this.hitOf(e.target)) e.preventDefault();
    });
    box.addEventListener('click', (e) => this.onClick(e));
    box.addEventListener('keydown', (e) => this.onTreeKey(e));
    box.addEventListener('focusin', (e) => {
      const hit = this.hitOf(e.target);
      if (hit && hit.node !== undefined && this.sel !== hit.node) this.select(hit.node, false);
    });
    for (const f of ['value', 'alpha', 'beta']) {
      const input = $('ex-in-' + f);
      input.addEventListener('input', () => this.onInput(f));
      input.addEventListener('keydown', (e) => this.onFieldKey(e, f));
    }
  }

  fillForm() {
    const src = $('ex-source');
    const keep = src.value || this.spec.source;
    src.replaceChildren();
    const add = (v, label) => {
      const o = document.createElement('option');
      o.value = v;
      o.textContent = label;
      src.appendChild(o);
    };
    add('random', t('exSrcRandom'));
    for (const p of this.app.meta.presets || []) add(p.name, getLang() === 'es' ? p.title_es : p.title);
    add('tree', t('exSrcTree'));
    add('tictactoe', t('gameTTT'));
    add('stones', t('gameStones'));
    src.value = keep;
    const lv = $('ex-level');
    const lkeep = lv.value || String(this.spec.level);
    lv.replaceChildren();
    for (const l of LEVELS) {
      const o = document.createElement('option');
      o.value = String(l);
      o.textContent = t(LEVEL_KEYS[l]);
      lv.appendChild(o);
    }
    lv.value = lkeep;
    const qs = $('ex-q');
    const qkeep = qs.value || this.spec.q;
    qs.replaceChildren();
    for (const q of QTYPES) {
      const o = document.createElement('option');
      o.value = q;
      o.textContent = t(Q_KEYS[q]);
      qs.appendChild(o);
    }
    qs.value = qkeep;
  }

  syncForm() {
    const src = $('ex-source').value;
    $('ex-level-field').hidden = src !== 'random';
    $('ex-seed-field').hidden = $('ex-new-seed').hidden = src !== 'random';
    $('ex-position-field').hidden = !GAME_SOURCES.includes(src);
    $('ex-position-label').textContent = t(src === 'tictactoe' ? 'fCells' : src === 'stones' ? 'fStones' : 'fTreeText');
    $('ex-root').disabled = src === 'tictactoe' || src === 'stones';
  }

  readForm() {
    const s = defaultSpec();
    s.source = $('ex-source').value || 'random';
    s.position = $('ex-position').value.trim();
    s.seed = Math.trunc(Number($('ex-seed').value)) || 0;
    s.level = Number($('ex-level').value) || 1;
    s.q = $('ex-q').value || 'values';
    s.root = $('ex-root').value;
    s.failHard = $('ex-failhard').checked;
    return s;
  }

  writeForm(s) {
    this.fillForm();
    $('ex-source').value = s.source;
    if ($('ex-source').value !== s.source) { // a preset not in the list: the server says
      const o = document.createElement('option');
      o.value = s.source;
      o.textContent = s.source;
      $('ex-source').appendChild(o);
      $('ex-source').value = s.source;
    }
    $('ex-position').value = s.position || '';
    $('ex-seed').value = String(s.seed);
    $('ex-level').value = String(s.level);
    $('ex-q').value = s.q;
    $('ex-root').value = s.root;
    $('ex-failhard').checked = !!s.failHard;
    this.syncForm();
  }

  submit() {
    const s = this.readForm();
    if (this.ex && specKey(s) === specKey(this.spec)) return;
    this.load(s);
  }

  // start opens the exercise of a link (the view's address). The exercise shown stays
  // as it is, answers and all, when the link names it (the way back from the stepper).
  start(q) {
    const s = specFromURL(q);
    if ((this.ex || this.loading) && specKey(s) === specKey(this.spec)) {
      this.writeForm(this.spec);
      this.syncUp();
      if (this.ex) this.saveURL();
      return;
    }
    this.writeForm(s);
    this.load(s);
  }

  // ---------- loading ----------

  async load(s) {
    const seq = ++this.seq;
    this.spec = s;
    this.loading = true;
    this.showError('');
    this.setBusy(t('exLoading'));
    let ex, doc, svg;
    try {
      ex = await getJSON('/api/exercise', specQuery(s));
      if (seq !== this.seq) return;
      const p = this.problemOf(ex);
      const pq = this.problemParams(p);
      [doc, svg] = await Promise.all([
        getJSON('/api/trace', { ...pq, form: 'columns' }),
        // the question as printed: drawn alike, pruned or not (not the finished search)
        getText('/api/exercise/question', { ...specQuery(s), lang: getLang() }),
      ]);
    } catch (e) {
      if (seq !== this.seq) return;
      this.loading = false;
      this.setBusy('');
      this.clear();
      this.showError(e.message);
      return;
    }
    if (seq !== this.seq) return;
    this.loading = false;
    this.setBusy('');
    try {
      this.show(ex, doc, svg);
    } catch (e) {
      this.clear();
      this.showError(e.message || String(e));
      return;
    }
    this.saveURL();
    if (this.onLoaded) this.onLoaded();
  }

  // problemOf is the search of an exercise as the stepper's problem: the exercise's
  // "problem" (the /api/trace parameters), or what its trace says.
  problemOf(ex) {
    const pr = ex.problem || {}, tr = ex.trace || {}, o = tr.options || {};
    const p = defaultParams();
    p.game = pr.game || tr.game || 'tree';
    p.position = pr.position !== undefined ? String(pr.position) : String(tr.position || '');
    const root = pr.root || (tr.root_player === 'min' ? 'min' : 'max');
    p.root = root === 'min' ? 'min' : 'max';
    p.algo = pr.algo || tr.algorithm || (this.spec.q === 'values' ? 'minimax' : 'alphabeta');
    p.failHard = pr['fail-hard'] !== undefined ? truthy(String(pr['fail-hard'])) : !!o.fail_hard;
    if (pr.takes) p.takes = String(pr.takes);
    if (pr.depth) p.depth = String(pr.depth);
    // a game exercise's pruned subtrees, whole (the question is the full game tree)
    if (pr['pruned-whole'] !== undefined) p.prunedWhole = truthy(String(pr['pruned-whole']));
    p.unreached = 'hide';
    return p;
  }

  problemParams(p) {
    const q = { game: p.game, position: p.position, algo: p.algo };
    if (p.game === 'tree' && p.root === 'min') q.root = 'min';
    if (p.takes) q.takes = p.takes;
    if (Number(p.depth) > 0) q.depth = p.depth;
    if (p.failHard && /alphabeta/.test(p.algo)) q['fail-hard'] = 'true';
    if (p.prunedWhole) q['pruned-whole'] = 'true';
    return q;
  }

  clear() {
    this.ex = null;
    this.tr = null;
    this.view = null;
    $('ex-tree').replaceChildren();
    $('ex-task').textContent = '';
    $('ex-out-of').textContent = '';
    $('ex-result').hidden = true;
    $('ex-hints').hidden = true;
    this.closePop();
  }

  show(ex, doc, svg) {
    this.closePop();
    this.ex = ex;
    if (ex.spec) this.spec = this.normalSpec(ex.spec);
    this.writeForm(this.spec);
    this.problem = this.problemOf(ex);
    const tr = (this.tr = new Trace(doc));
    const windowed = /alphabeta/.test(tr.doc.algorithm);
    this.view = new TreeView($('ex-tree'), svg, tr, { windowed, game: this.problem.game, hide: false, labelledBy: 'ex-desc' });
    this.view.svg.classList.add('ex');
    // the names the grader knows the nodes by, and the other way round
    // (an explicit tree's node by its name; a game position by the trace's moves from
    // the root, "root" for the root: the grader's key, whatever the page's language)
    this.names = [];
    this.ids = new Map();
    for (let i = 0; i < tr.N; i++) {
      const n = tr.explicit ? nodeName(tr, i) : i === 0 ? 'root' : tr.path(i).join(' ');
      this.names.push(n);
      this.ids.set(n, i);
    }
    // the names shown (sentences, the fields' title)
    this.shown = (i) => nodeName(tr, i);
    const qs = ex.questions || {};
    this.asked = {
      values: new Set(qs.values || []), alpha: new Set(qs.alpha || []), beta: new Set(qs.beta || []),
    };
    this.sel = undefined;
    this.hintNode = undefined;
    this.solCuts = null;
    this.graded = null;
    this.prepareDrawing();
    this.resetAnswers();
    this.hintK = 0;
    $('ex-hint').textContent = t('exHint');
    $('ex-hint-list').replaceChildren();
    $('ex-hints').hidden = true;
    $('ex-hint').disabled = false;
    this.renderTask();
    this.restyleAll();
    // a wide tree takes the whole width, the answers' panels go under it
    const ws = $('ex-tree').closest('.ex-workspace');
    ws.classList.remove('wide');
    if (this.view.width * (4 / 3) * 0.6 > $('ex-tree').clientWidth) ws.classList.add('wide');
    this.fit();
    this.syncUp();
    this.updateDownloads();
  }

  // normalSpec reads the server's normalized spec (JSON names) into the page's.
  normalSpec(js) {
    const s = defaultSpec();
    if (js.source) s.source = String(js.source);
    if (js.position !== undefined) s.position = String(js.position);
    if (js.seed !== undefined) s.seed = Number(js.seed);
    if (js.level) s.level = Number(js.level);
    if (js.q) s.q = String(js.q);
    if (js.root) s.root = js.root === 'min' ? 'min' : 'max';
    s.failHard = !!(js.fail_hard ?? js['fail-hard'] ?? js.failHard);
    if (!GAME_SOURCES.includes(s.source)) s.position = '';
    return s;
  }

  // prepareDrawing makes every node and edge a control: focusable in tree order (a
  // node, then the edge down to each child in turn: the DOM order is the tab order),
  // named for screen readers, with a wide invisible band along each edge to click.
  // The drawing is the exercise's question (GET /api/exercise/question): every node
  // and edge drawn alike, pruned or not, with empty α and β (question c) and order
  // boxes (question d) where the printed question has them.
  prepareDrawing() {
    const v = this.view, tr = this.tr;
    const root = v.svg.querySelector('g.graph') || v.svg;
    this.items = new Map(); // node id -> { r, inner, leaf }
    this.splitStems(v);
    for (const r of v.list) {
      const i = r.i;
      const leaf = tr.kidStart[i + 1] === tr.kidStart[i];
      r.g.setAttribute('class', r.cls0);
      r.exCls = r.cls0 + ' ex-node';
      // what answers what: inner nodes take values; edges are cut (alpha-beta's
      // questions); leaves are put in order (question d). Only those are controls.
      const q = this.spec.q;
      const answers = q === 'order' ? leaf : !leaf;
      r.g.setAttribute('tabindex', answers ? '0' : '-1');
      if (answers) r.g.setAttribute('role', 'button');
      r.g.dataset.node = String(i);
      if (r.edge && (q === 'prune' || q === 'window')) {
        r.exEcls = r.ecls0 + ' ex-edge';
        r.edge.setAttribute('tabindex', '0');
        r.edge.setAttribute('role', 'button');
        r.edge.dataset.edge = String(i);
        const path = r.edge.querySelector('path');
        if (path) {
          const hit = path.cloneNode(false);
          hit.setAttribute('class', 'ex-hitband');
          for (const a of ['stroke', 'stroke-dasharray', 'stroke-width', 'fill']) hit.removeAttribute(a);
          r.edge.appendChild(hit);
          // the band stops short of the two nodes (a tap near a node is the node's)
          const len = path.getTotalLength();
          if (len > 24) hit.style.strokeDasharray = `0 8 ${(len - 16).toFixed(1)} ${len.toFixed(1)}`;
        }
      }
      // the order of a leaf (question d): in the box on the edge into it
      const box = q === 'order' && leaf ? v.ids.get('a_e' + i + '-order') : null;
      if (box && box.querySelector('text')) {
        r.badge = box.querySelector('text');
        r.badge.classList.add('ex-badge');
      }
      this.items.set(i, { r, inner: !leaf, leaf });
    }
    // α and β are written wider than the drawing had them ("α=−∞" for "α=")
    if (this.spec.q === 'window') this.roomForWindowCells(v);
    // the tab order: each node, then the edges to its children, in search order
    for (const r of [...v.list].sort((a, b) => a.i - b.i)) {
      if (r.edge) root.appendChild(r.edge);
      root.appendChild(r.g);
    }
    $('ex-desc').textContent = t('exTreeDesc', { n: tr.N });
  }

  // splitStems: the edges out of a node may run down a stem they share before they
  // part (the render package's stems, under a MIN node whose edges would otherwise
  // cross its sides). An edge is then the branch below the stem: marked cut, wrong or
  // under the pointer alone; the stem is drawn once, with its node.
  splitStems(v) {
    const byParent = new Map();
    for (const r of v.list) {
      const path = r.edge && r.edge.querySelector('path');
      const par = this.tr.parent[r.i];
      if (!path || par < 0 || !v.els.has(par)) continue;
      const pts = pathPoints(path.getAttribute('d') || '');
      if (pts.length < 3) continue;
      if (!byParent.has(par)) byParent.set(par, []);
      byParent.get(par).push({ path, pts });
    }
    for (const [par, kids] of byParent) {
      if (kids.length < 2) continue;
      const [a, b] = kids[0].pts;
      const shared = (k) => k.pts[0][0] === a[0] && k.pts[0][1] === a[1] && k.pts[1][0] === b[0] && k.pts[1][1] === b[1];
      if (!kids.every(shared)) continue;
      for (const k of kids) k.path.setAttribute('d', pathOf(k.pts.slice(1)));
      const stem = kids[0].path.cloneNode(false);
      stem.setAttribute('d', pathOf([a, b]));
      stem.setAttribute('class', 'ex-stem');
      v.els.get(par).g.appendChild(stem);
    }
  }

  // roomForWindowCells widens the picture to the right so that the rightmost node's
  // α and β stay whole when they are widest (the tree was cropped before they were
  // written: "α=?" of the last node was cut off).
  roomForWindowCells(v) {
    const vb = v.svg.viewBox.baseVal;
    if (!vb || vb.width <= 0) return;
    const cells = v.list.flatMap((r) => (r.al && r.be ? [r.al, r.be] : []));
    const old = cells.map((el) => el.textContent);
    for (const el of cells) el.textContent = 'α=−∞';
    let right = vb.x + vb.width;
    try {
      const bb = v.svg.getBBox();
      right = Math.max(right, bb.x + bb.width + 4);
    } catch { /* not drawn: keep the width */ }
    cells.forEach((el, k) => { el.textContent = old[k]; });
    if (right > vb.x + vb.width) {
      v.svg.setAttribute('viewBox', `${vb.x} ${vb.y} ${(right - vb.x).toFixed(1)} ${vb.height}`);
      v.width = vb.width;
    }
  }

  resetAnswers() {
    this.ans = { value: new Map(), alpha: new Map(), beta: new Map(), cuts: new Set(), order: [] };
    this.marks = null;
    this.solution = false;
    $('ex-solution').setAttribute('aria-pressed', 'false');
    $('ex-result').hidden = true;
    $('ex-mistakes').replaceChildren();
    this.closePop();
  }

  renderTask() {
    const q = this.spec.q;
    let s = t(TASK_KEYS[q]);
    if (q !== 'values' && this.problem.failHard) s += ' ' + t('exTaskFailHard');
    else if (q !== 'values') s += ' ' + t('exTaskFailSoft');
    $('ex-task').textContent = s;
    // Only the minimax question may say how many answers it wants: under alpha-beta the
    // count (visited nodes, cuts, evaluated leaves) would tell how much is pruned.
    const out = this.ex.out_of;
    $('ex-out-of').textContent = !out ? '' : q === 'values' ? t('exOutOf', { n: out }) : t('exOutOfLater');
    $('ex-title').textContent = t('exTitle', { q: t(Q_KEYS[q]) });
    $('ex-f-alpha').hidden = $('ex-f-beta').hidden = q !== 'window';
    $('ex-editor').hidden = q === 'order';
    $('ex-sel').textContent = t(this.pickKey());
    $('ex-keys').textContent = t(q === 'order' ? 'exKeysOrder' : q === 'values' ? 'exKeysValues' : 'exKeys');
  }

  // ---------- the drawing ----------

  restyleAll() {
    if (!this.view) return;
    for (const r of this.view.list) this.restyle(r);
  }

  // below says whether node i is under an edge the student cut.
  below(i) {
    const cuts = this.solution ? this.solutionCuts() : this.ans.cuts;
    for (let n = i; n > 0; n = this.tr.parent[n]) if (cuts.has(n)) return true;
    return false;
  }

  restyle(r) {
    const tr = this.tr, i = r.i, it = this.items.get(i);
    const q = this.spec.q, sol = this.solution;
    const marks = this.marks;
    let cls = r.exCls;
    if (it.inner && q !== 'order') cls += ' ex-answerable';
    if (it.leaf && q === 'order') cls += ' ex-answerable';
    if (this.sel === i) cls += ' ex-sel';
    if (marks && marks.nodes.has(i)) cls += ' ex-wrong';
    if (this.hintNode === i) cls += ' ex-hint';
    if (this.below(i)) cls += ' ex-under';
    r.g.setAttribute('class', cls);
    // the value
    let v = '';
    if (it.leaf && r.leafLabel !== null) v = r.leafLabel;
    // a pruned leaf has a value only as an exercise's finished game: the question gives it
    else if (it.leaf && tr.hasValue && tr.nodeValue(i) !== null) v = fmtValue(tr.nodeValue(i));
    else if (sol) v = tr.nodeValue(i) !== null && tr.kind[i] !== N_PRUNED ? fmtBounded(tr.nodeValue(i), tr.nodeBound(i)) : '';
    else if (this.ans.value.has(i)) v = showAnswer(this.ans.value.get(i));
    else if (q !== 'order') v = '?';
    if (r.val) {
      r.val.textContent = v || '\u00a0';
      r.val.classList.toggle('ex-blank', v === '?');
    }
    if (r.al) {
      const win = q === 'window' && it.inner;
      let a = win ? 'α=' + (this.ans.alpha.has(i) ? showAnswer(this.ans.alpha.get(i)) : '?') : '\u00a0';
      let b = win ? 'β=' + (this.ans.beta.has(i) ? showAnswer(this.ans.beta.get(i)) : '?') : '\u00a0';
      if (win && sol) {
        // the window of the node's last step (its return): the finished model's α, β
        const visited = tr.kind[i] !== N_PRUNED;
        a = visited ? 'α=' + fmtValue(tr.final.alpha[i]) : '\u00a0';
        b = visited ? 'β=' + fmtValue(tr.final.beta[i]) : '\u00a0';
      }
      r.al.textContent = a;
      r.be.textContent = b;
    }
    if (r.badge) {
      const k = sol ? this.solutionOrder().indexOf(i) : this.ans.order.indexOf(i);
      r.badge.textContent = k >= 0 ? String(k + 1) : '';
    }
    // the edge into the node
    if (r.edge && r.exEcls) {
      const cut = (sol ? this.solutionCuts() : this.ans.cuts).has(i);
      let ecls = r.exEcls;
      if (cut) ecls += ' ex-cut';
      if (this.below(tr.parent[i]) || (cut && false)) ecls += ' ex-under';
      const em = marks && marks.edges.get(i);
      if (em) ecls += ' ex-wrong ex-' + em;
      r.edge.setAttribute('class', ecls);
      r.edge.setAttribute('aria-pressed', String(cut));
      r.edge.setAttribute('aria-label', t('exEdgeLabel', { e: this.shown(tr.parent[i]) + ' → ' + this.shown(i) }) + (cut ? ', ' + t('exCutWord') : ''));
    }
    // what a screen reader says of the node
    const parts = [this.shown(i), playerName(tr, i)];
    if (it.leaf && v) parts.push(t('valueWord') + ' ' + v);
    if (it.inner && q !== 'order') parts.push(this.ans.value.has(i) ? t('exYours', { v: showAnswer(this.ans.value.get(i)) }) : t('exNoAnswer'));
    if (q === 'order' && it.leaf && this.ans.order.includes(i)) parts.push(t('exOrderN', { n: this.ans.order.indexOf(i) + 1 }));
    if (marks && marks.nodes.has(i)) parts.push(t('exMarkedWrong'));
    r.g.setAttribute('aria-label', parts.join(', '));
  }

  edgeName(i) {
    return this.names[this.tr.parent[i]] + '>' + this.names[i];
  }

  // The solution, drawn when asked: the edges alpha-beta cuts (to the first node of
  // each pruned subtree) and the order of the leaves evaluated.
  solutionCuts() {
    if (this.solCuts) return this.solCuts;
    const tr = this.tr, s = (this.solCuts = new Set());
    for (let i = 1; i < tr.N; i++) if (tr.kind[i] === N_PRUNED && tr.kind[tr.parent[i]] !== N_PRUNED) s.add(i);
    return s;
  }

  solutionOrder() {
    const tr = this.tr, out = [];
    for (let k = 0; k < tr.S; k++) if (tr.sKind[k] === S_EVAL) out.push(tr.sNode[k]);
    return out;
  }

  toggleSolution() {
    if (!this.tr) return;
    this.solution = !this.solution;
    $('ex-solution').setAttribute('aria-pressed', String(this.solution));
    $('ex-solution').textContent = t(this.solution ? 'exHideSolution' : 'exShowSolution');
    this.closePop();
    this.restyleAll();
  }

  // ---------- answering ----------

  hitOf(target) {
    const g = target && target.closest ? target.closest('[data-node], [data-edge]') : null;
    if (!g || !this.view || !this.view.svg.contains(g)) return null;
    if (g.dataset.node !== undefined) return { node: Number(g.dataset.node), el: g };
    return { edge: Number(g.dataset.edge), el: g };
  }

  onClick(e) {
    const hit = this.hitOf(e.target);
    if (!hit || this.solution) return;
    if (hit.el.tabIndex >= 0) hit.el.focus({ preventScroll: true });
    if (hit.edge !== undefined) {
      this.toggleCut(hit.edge);
      return;
    }
    const it = this.items.get(hit.node);
    if (this.spec.q === 'order') {
      if (it.leaf) this.toggleOrder(hit.node);
      return;
    }
    this.select(hit.node, it.inner);
  }

  toggleCut(i) {
    if (this.ans.cuts.has(i)) this.ans.cuts.delete(i);
    else this.ans.cuts.add(i);
    this.changed();
    // the whole subtree below greys out (or comes back)
    this.restyleSubtree(i);
  }

  restyleSubtree(i) {
    const tr = this.tr;
    const end = i + tr.size[i]; // a subtree's ids are consecutive (preorder)
    for (let n = i; n < end && n < tr.N; n++) {
      const f = this.view.rep[n];
      if (f === n) this.restyle(this.view.els.get(n));
    }
  }

  toggleOrder(i) {
    const k = this.ans.order.indexOf(i);
    if (k >= 0) this.ans.order.splice(k, 1);
    else this.ans.order.push(i);
    this.changed();
    this.restyleAll();
  }

  // select makes node i the one answered; edit: open its fields.
  select(i, edit) {
    const old = this.sel;
    this.sel = i;
    if (old !== undefined && old !== i && this.view.els.get(old)) this.restyle(this.view.els.get(old));
    this.restyle(this.view.els.get(i));
    const it = this.items.get(i);
    $('ex-sel').textContent = it.inner && this.spec.q !== 'order'
      ? t('exSelNode', { name: this.shown(i), player: playerName(this.tr, i) })
      : t(this.pickKey());
    if (edit && it.inner && this.spec.q !== 'order') this.openPop(i);
  }

  pickKey() {
    return this.spec.q === 'values' ? 'exPickNodeValues' : 'exPickNode';
  }

  // openPop shows the fields of node i next to it in the drawing.
  openPop(i, first) {
    const pop = $('ex-fields');
    const frame = $('ex-tree').parentElement;
    if (pop.parentElement !== frame) frame.appendChild(pop);
    this.popNode = i;
    for (const f of ['value', 'alpha', 'beta']) {
      const m = f === 'value' ? this.ans.value : f === 'alpha' ? this.ans.alpha : this.ans.beta;
      const v = m.get(i);
      $('ex-in-' + f).value = v === undefined ? '' : v === 'inf' ? 'inf' : v === '-inf' ? '-inf' : String(v);
      $('ex-in-' + f).removeAttribute('aria-invalid');
    }
    $('ex-fields-title').textContent = t('exSelNode', { name: this.shown(i), player: playerName(this.tr, i) });
    pop.hidden = false;
    const el = this.view.els.get(i).g;
    const r = el.getBoundingClientRect(), fr = frame.getBoundingClientRect();
    const w = pop.offsetWidth || 200;
    let left = r.left - fr.left + r.width / 2 - w / 2;
    left = Math.max(4, Math.min(fr.width - w - 4, left));
    pop.style.left = Math.round(left) + 'px';
    pop.style.top = Math.round(r.bottom - fr.top + 6) + 'px';
    const input = $('ex-in-value');
    input.focus();
    if (first !== undefined) input.value = first;
    else input.select();
  }

  closePop(focusNode) {
    const pop = $('ex-fields');
    if (pop.hidden) return;
    const i = this.popNode;
    pop.hidden = true;
    this.popNode = undefined;
    if (focusNode && i !== undefined && this.view) this.view.els.get(i).g.focus();
  }

  onInput(f) {
    const i = this.popNode;
    if (i === undefined) return;
    const input = $('ex-in-' + f);
    const v = parseAnswer(input.value);
    const m = f === 'value' ? this.ans.value : f === 'alpha' ? this.ans.alpha : this.ans.beta;
    if (v === null) {
      input.setAttribute('aria-invalid', 'true');
      return;
    }
    input.removeAttribute('aria-invalid');
    if (v === undefined) m.delete(i);
    else m.set(i, v);
    this.changed();
    this.restyle(this.view.els.get(i));
  }

  onFieldKey(e, f) {
    if (e.key === 'Enter' || e.key === 'Escape') {
      e.preventDefault();
      this.closePop(true);
      return;
    }
    if (e.key !== 'Tab') return;
    // Tab leaves the fields for the next control of the tree (Shift+Tab: the previous)
    const fields = ['value', 'alpha', 'beta'].filter((x) => !$('ex-f-' + x).hidden);
    const k = fields.indexOf(f);
    if ((!e.shiftKey && k < fields.length - 1) || (e.shiftKey && k > 0)) return;
    e.preventDefault();
    const i = this.popNode;
    this.closePop(false);
    this.focusNext(this.view.els.get(i).g, e.shiftKey ? -1 : 1);
  }

  focusNext(from, dir) {
    const all = [...this.view.svg.querySelectorAll('[tabindex="0"]')];
    const k = all.indexOf(from);
    const to = all[k + dir];
    if (to) to.focus();
    else from.focus();
  }

  onTreeKey(e) {
    if (e.target.closest('#ex-fields')) return;
    const hit = this.hitOf(e.target);
    if (!hit || e.altKey || e.ctrlKey || e.metaKey || this.solution) return;
    if (hit.edge !== undefined) {
      if (e.key === ' ' || e.key === 'Enter') {
        e.preventDefault();
        this.toggleCut(hit.edge);
      }
      return;
    }
    const i = hit.node, it = this.items.get(i);
    if (this.spec.q === 'order') {
      if ((e.key === ' ' || e.key === 'Enter') && it.leaf) {
        e.preventDefault();
        this.toggleOrder(i);
      }
      return;
    }
    if (!it.inner) return;
    if (/^[0-9+-]$/.test(e.key) || e.key === '\u2212' || e.key === '∞') {
      // the value field opens empty and takes the focus: the key typed lands in it
      this.select(i, false);
      this.openPop(i, '');
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.select(i, true);
    } else if (e.key === 'Backspace' || e.key === 'Delete') {
      e.preventDefault();
      this.ans.value.delete(i);
      this.ans.alpha.delete(i);
      this.ans.beta.delete(i);
      this.changed();
      this.restyle(this.view.els.get(i));
    }
  }

  // changed: an answer changed; the old marks no longer describe it.
  changed() {
    if (this.marks) {
      this.marks = null;
      this.restyleAll();
      // the result was of other answers
      $('ex-result').classList.add('stale');
      $('ex-stale').hidden = false;
    }
    $('ex-status').textContent = '';
  }

  // answers is the request's "answers" object: by node name, only what was asked.
  answers() {
    const out = {};
    const q = this.spec.q;
    const byName = (m, asked) => {
      const o = {};
      for (const [i, v] of m) {
        const n = this.names[i];
        if (asked.size === 0 || asked.has(n)) o[n] = v;
      }
      return o;
    };
    if (q !== 'order') out.values = byName(this.ans.value, this.asked.values);
    if (q === 'window') {
      out.alpha = byName(this.ans.alpha, this.asked.alpha);
      out.beta = byName(this.ans.beta, this.asked.beta);
    }
    if (q === 'prune' || q === 'window') out.pruned = [...this.ans.cuts].sort((a, b) => a - b).map((i) => this.edgeName(i));
    if (q === 'order') out.order = this.ans.order.map((i) => this.names[i]);
    return out;
  }

  // ---------- grading ----------

  async check() {
    if (!this.ex) return;
    this.closePop();
    const seq = this.seq;
    $('ex-check').disabled = true;
    this.say(t('exChecking'));
    let res;
    try {
      res = await postJSON('/api/grade?lang=' + getLang(), { exercise: specJSON(this.spec), answers: this.answers() });
    } catch (e) {
      $('ex-check').disabled = false;
      if (seq === this.seq) this.say(e.message, true);
      return;
    }
    $('ex-check').disabled = false;
    if (seq !== this.seq) return;
    this.say('');
    this.graded = res;
    this.showGrade(res);
  }

  showGrade(res) {
    const marks = { nodes: new Set(), edges: new Map() };
    const list = $('ex-mistakes');
    list.replaceChildren();
    // many nodes left without an answer: one line names them all (the marks show
    // them on the tree); each other mistake is explained
    const all = res.mistakes || [];
    const missing = all.filter((m) => m.kind === 'missing');
    const grouped = missing.length > 3;
    if (grouped) {
      const names = [];
      for (const m of missing) {
        if (m.node && this.ids.has(m.node)) marks.nodes.add(this.ids.get(m.node));
        const n = m.node && this.ids.has(m.node) ? this.shown(this.ids.get(m.node)) : m.node || '';
        names.push(m.field === 'alpha' ? 'α ' + n : m.field === 'beta' ? 'β ' + n : n);
      }
      const li = document.createElement('li');
      li.className = 'ex-mistake';
      li.dataset.kind = 'missing';
      const head = document.createElement('p');
      head.className = 'ex-mk-head';
      const kind = document.createElement('strong');
      kind.textContent = t('mkMissingMany', { n: missing.length });
      head.append(kind, ' ', names.join(', '));
      li.appendChild(head);
      list.appendChild(li);
    }
    for (const m of all) {
      if (grouped && m.kind === 'missing') continue;
      const li = document.createElement('li');
      li.className = 'ex-mistake';
      li.dataset.kind = m.kind;
      let target = -1;
      if (m.edge) {
        const [, child] = String(m.edge).split('>');
        target = this.ids.has(child) ? this.ids.get(child) : -1;
        if (target >= 0) marks.edges.set(target, m.kind === 'extra-cut' ? 'extra' : 'missed');
      } else if (m.node && this.ids.has(m.node)) {
        target = this.ids.get(m.node);
        marks.nodes.add(target);
      }
      const head = document.createElement('p');
      head.className = 'ex-mk-head';
      const kind = document.createElement('strong');
      let node = m.node || '', edge = String(m.edge || '').replace('>', ' → ');
      if (m.node && this.ids.has(m.node)) node = this.shown(this.ids.get(m.node));
      if (m.edge && target >= 0) edge = this.shown(this.tr.parent[target]) + ' → ' + this.shown(target);
      kind.textContent = t(MISTAKE_KEYS[m.kind] || 'mkOther', { node, edge });
      head.append(kind);
      // a cut's or a missing leaf's head says it all ("Missed cut C → C2:"); a value is written as the
      // drawing writes it (+∞, −∞)
      const shown = (v) => {
        const a = parseAnswer(v);
        return a === null || a === undefined ? v : showAnswer(a);
      };
      if (m.field === 'pruned' || (m.field === 'order' && m.kind === 'missing')) {
        // nothing to add: "No answer at D1:" is the leaf missing from the order
      } else if (m.given !== undefined && m.given !== null && m.given !== '' && m.expected !== undefined && m.expected !== null && m.expected !== '') {
        head.append(' ', t('exGivenExpected', { g: shown(m.given), e: shown(m.expected) }));
      } else if (m.expected !== undefined && m.expected !== null && m.expected !== '') {
        head.append(' ', t('exExpected', { e: shown(m.expected) }));
      }
      li.appendChild(head);
      if (m.sentence) {
        const s = document.createElement('p');
        s.className = 'ex-mk-sentence';
        s.textContent = m.sentence;
        li.appendChild(s);
      }
      const row = document.createElement('p');
      row.className = 'btn-row';
      if (target >= 0) {
        const show = document.createElement('button');
        show.type = 'button';
        show.className = 'btn btn-small btn-ghost';
        show.textContent = t('exShowInTree');
        show.addEventListener('click', () => this.reveal(target, !!m.edge));
        row.appendChild(show);
      }
      if (Number.isInteger(m.step) && m.step >= 0) {
        const open = document.createElement('button');
        open.type = 'button';
        open.className = 'btn btn-small ex-open-step';
        open.dataset.step = String(m.step);
        open.textContent = t('exOpenStepper', { k: m.step + 1 });
        open.addEventListener('click', () => this.openStepper(m.step));
        row.appendChild(open);
      }
      li.appendChild(row);
      list.appendChild(li);
    }
    this.marks = marks;
    $('ex-result').classList.remove('stale');
    $('ex-stale').hidden = true;
    const full = res.score === res.out_of;
    $('ex-score').textContent = t(full ? 'exFullMarks' : 'exScore', { s: res.score, n: res.out_of });
    $('ex-score').classList.toggle('full', full);
    $('ex-result').hidden = false;
    this.restyleAll();
  }

  // reveal brings a node (or the edge into it) into view and gives it the focus.
  reveal(i, edge) {
    const r = this.view.els.get(this.view.rep[i]);
    if (!r) return;
    const el = edge && r.edge ? r.edge : r.g;
    el.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'smooth' });
    el.focus({ preventScroll: true });
  }

  // openStepper shows the exercise's search in the stepper at step k (Back returns).
  openStepper(k) {
    this.app.showExplore({ ...this.problem }, k, null, 'practise');
  }

  // ---------- hints ----------

  // hint says what the search does at its next step, one step a click, with the
  // stepper's sentence, and marks the step's node.
  // The exercise's hint steps (the server's "hints": the steps that decide an answer),
  // else every step.
  hintSteps() {
    const h = this.ex && Array.isArray(this.ex.hints) ? this.ex.hints.filter((k) => Number.isInteger(k) && k >= 0 && k < this.tr.S) : [];
    if (h.length) return h;
    return Array.from({ length: this.tr.S }, (_, k) => k);
  }

  // hintLabel counts the hints shown; the total only for the minimax question, since
  // under alpha-beta it counts the cutoffs too and would tell how many there are.
  hintLabel(steps) {
    if (this.spec.q === 'values') return t('exHintN', { n: this.hintK, m: steps.length });
    return t(this.hintK >= steps.length ? 'exHintAll' : 'exHintSome', { n: this.hintK });
  }

  hint() {
    const tr = this.tr;
    if (!tr) return;
    const steps = this.hintSteps();
    if (this.hintK >= steps.length) return;
    const k = steps[this.hintK++];
    tr.seek(k);
    const li = document.createElement('li');
    li.value = k + 1;
    this.fillHint(li, k, explain(tr, k, /alphabeta/.test(tr.doc.algorithm)));
    $('ex-hint-list').appendChild(li);
    $('ex-hints').hidden = false;
    li.scrollIntoView({ block: 'nearest' });
    const old = this.hintNode;
    this.hintNode = tr.sNode[k];
    for (const n of [old, this.hintNode]) {
      const r = n !== undefined && this.view.els.get(this.view.rep[n]);
      if (r) this.restyle(r);
    }
    $('ex-hint').disabled = this.hintK >= steps.length;
    $('ex-hint').textContent = this.hintLabel(steps);
  }

  // fillHint writes a hint: the step's sentence, and a way to see that step in the
  // stepper.
  fillHint(li, k, sentence) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'btn btn-small btn-ghost ex-hint-open';
    b.textContent = t('exHintOpen');
    b.setAttribute('aria-label', t('exOpenStepper', { k: k + 1 }));
    b.addEventListener('click', () => this.openStepper(k));
    li.replaceChildren(sentence, ' ', b);
  }

  // ---------- zoom ----------

  setZoom(z) {
    if (!this.view) return;
    this.zoom = Math.max(0.2, Math.min(3, z));
    const svg = this.view.svg;
    svg.style.width = Math.round(this.view.width * (4 / 3) * this.zoom) + 'px';
    svg.style.height = Math.round(this.view.height * (4 / 3) * this.zoom) + 'px';
    this.closePop();
  }

  fit() {
    if (!this.view) return;
    const box = $('ex-tree');
    const w = this.view.width * (4 / 3), h = this.view.height * (4 / 3);
    // as tall as the box may grow (its max-height), so that a tree that fits shows whole
    const maxH = (parseFloat(getComputedStyle(box).maxHeight) || Math.max(260, window.innerHeight * 0.62)) - 8;
    this.setZoom(Math.max(0.35, Math.min(1.6, (box.clientWidth - 8) / w, maxH / h)));
    // a tree wider than the box opens on its root, in the middle, not on its left edge
    const root = this.view.els.get(this.view.rep[0]);
    if (root && box.scrollWidth > box.clientWidth) {
      const rb = root.g.getBoundingClientRect(), bb = box.getBoundingClientRect();
      box.scrollLeft += rb.left + rb.width / 2 - (bb.left + bb.width / 2);
    }
  }

  // ---------- links, downloads, status ----------

  link() {
    return '?' + new URLSearchParams({ view: 'practise', ...specQuery(this.spec), lang: getLang() }).toString();
  }

  saveURL() {
    if (this.app.view !== 'practise') return;
    history.replaceState(history.state, '', this.link());
  }

  async copyLink() {
    const href = new URL(this.link(), location.href);
    href.searchParams.delete('lang'); // each student reads it in their language
    const msg = $('ex-copy-status');
    try {
      await navigator.clipboard.writeText(href.toString());
      msg.textContent = t('linkCopied');
    } catch {
      const input = $('ex-link');
      input.hidden = false;
      input.value = href.toString();
      input.select();
      msg.textContent = t('linkSelect');
    }
    this.lastLink = href.toString();
  }

  updateDownloads() {
    const q = { ...specQuery(this.spec), lang: getLang() };
    const random = this.spec.source === 'random';
    const name = `gametree-exercise-${this.spec.source}` + (random ? `-${this.spec.level}-${this.spec.seed}` : '');
    // a worksheet is six random exercises (of another source, its one exercise: the sheet)
    for (const id of ['ex-dl-w-svg', 'ex-dl-ws-svg']) $(id).parentElement.hidden = !random;
    const set = (id, path, extra, file) => {
      const a = $(id);
      a.href = url(path, { ...q, ...extra });
      a.setAttribute('download', file);
    };
    for (const f of ['svg', 'png', 'pdf']) {
      set('ex-dl-q-' + f, '/api/exercise/sheet', { part: 'question', format: f }, `${name}-question.${f}`);
      set('ex-dl-s-' + f, '/api/exercise/sheet', { part: 'solution', format: f }, `${name}-solution.${f}`);
      set('ex-dl-w-' + f, '/api/worksheet', { part: 'question', format: f }, `${name}-worksheet.${f}`);
      set('ex-dl-ws-' + f, '/api/worksheet', { part: 'solution', format: f }, `${name}-worksheet-solutions.${f}`);
    }
  }

  say(msg, error) {
    $('ex-status').textContent = msg;
    $('ex-status').classList.toggle('error', !!error);
  }

  setBusy(msg) {
    $('ex-busy').textContent = msg;
    $('ex-busy').hidden = !msg;
  }

  showError(msg) {
    $('ex-error').textContent = msg;
    $('ex-error').hidden = !msg;
  }

  syncUp() {
    const st = history.state && history.state.sub;
    $('ex-up').hidden = !st;
    $('ex-up').textContent = t('backToParent');
  }

  // relabel redraws what depends on the language; the marks and mistakes are the
  // server's sentences, so a graded exercise is graded again in the new language.
  relabel() {
    this.fillForm();
    this.writeForm(this.spec);
    if (!this.ex) return;
    this.renderTask();
    $('ex-desc').textContent = t('exTreeDesc', { n: this.tr.N });
    $('ex-solution').textContent = t(this.solution ? 'exHideSolution' : 'exShowSolution');
    this.restyleAll();
    this.updateDownloads();
    if (this.graded && this.marks) this.check();
    if (this.hintK > 0) {
      const list = $('ex-hint-list');
      const windowed = /alphabeta/.test(this.tr.doc.algorithm);
      const items = [];
      const steps = this.hintSteps();
      for (let j = 0; j < this.hintK; j++) {
        const k = steps[j];
        this.tr.seek(k);
        const li = document.createElement('li');
        li.value = k + 1;
        this.fillHint(li, k, explain(this.tr, k, windowed));
        items.push(li);
      }
      list.replaceChildren(...items);
      $('ex-hint').textContent = this.hintLabel(steps);
    }
    if (this.app.view === 'practise') this.saveURL();
  }
}
