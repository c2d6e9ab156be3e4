// The stepper: a problem form, the drawing, the controls, and beside them the
// pseudo-code, the call stack, the counters and a sentence per step.
import { t, getLang, fmtValue, fmtBounded, fmtCount, moveName, stonesTake } from './i18n.js';
import { getJSON, getText, url, query } from './api.js';
import { Trace, S_CUTOFF } from './model.js';
import { TreeView } from './view.js';
import { Pseudo } from './pseudo.js';
import { explain, nodeName, stopReason, scoreLegend } from './explain.js';
import { tttBoard, c4Board } from './boards.js';

const $ = (id) => document.getElementById(id);

export const ALGOS = ['minimax', 'negamax', 'alphabeta', 'negamax-alphabeta'];
const ALGO_KEYS = { minimax: 'algoMinimax', negamax: 'algoNegamax', alphabeta: 'algoAlphaBeta', 'negamax-alphabeta': 'algoNegamaxAB' };
export const algoLabel = (a) => t(ALGO_KEYS[a] || 'algoAlphaBeta');
const GAME_KEYS = { tree: 'gameTree', tictactoe: 'gameTTT', connect4: 'gameC4', stones: 'gameStones' };
export const gameLabel = (g) => t(GAME_KEYS[g] || 'gameTree');

// Every game opens on a position small enough to step through.
const GAME_DEFAULTS = {
  tree: { position: 'textbook', depth: '0', order: false },
  tictactoe: { position: 'XOX.O....', depth: '0', order: false },
  connect4: { position: '', depth: '4', order: true },
  stones: { position: '10', depth: '0', order: false },
};
// The most nodes drawn before deeper levels fold: boards are big to draw.
const BUDGETS = { tree: 1500, stones: 1500, tictactoe: 800, connect4: 300 };
export const defaultBudget = (game) => BUDGETS[game] || 1500;

const SPEEDS = [1, 2, 4, 8, 16, 32, 64, 250];

// The problem: every search parameter of the API (the command line's names).
export function defaultParams() {
  return {
    game: 'tree', position: 'textbook', root: 'max', takes: '', eval: '', algo: 'alphabeta', depth: '0',
    order: false, quiescence: false, tt: 'off', iterative: false, failHard: false, plainScores: false, maxNodes: '', timeLimit: '', budget: '',
    unreached: 'hide',
  };
}

// The unreached part of the tree: hidden (nodes appear as the search reaches them, as a
// teacher draws it on the board) or drawn faint. A choice of the view, not of the search.
export const UNREACHED = ['hide', 'ghost'];

const truthy = (v) => v !== null && v !== undefined && /^(|1|t|true|yes|on)$/i.test(v);

// paramsFromURL reads a problem from a query string (the server checks it).
export function paramsFromURL(q) {
  const p = defaultParams();
  if (q.has('game')) {
    p.game = q.get('game').toLowerCase();
    Object.assign(p, GAME_DEFAULTS[p.game] || {});
  }
  if (q.has('position')) p.position = q.get('position');
  if (q.has('root')) p.root = q.get('root').toLowerCase() === 'min' ? 'min' : 'max';
  for (const k of ['takes', 'eval', 'algo', 'depth', 'budget']) if (q.has(k)) p[k] = q.get(k);
  if (q.has('max-nodes')) p.maxNodes = q.get('max-nodes');
  if (q.has('time-limit')) p.timeLimit = q.get('time-limit');
  if (q.has('order')) p.order = truthy(q.get('order'));
  if (q.has('quiescence')) p.quiescence = truthy(q.get('quiescence'));
  if (q.has('solver')) p.solver = truthy(q.get('solver'));
  if (q.has('tt')) {
    const v = q.get('tt').toLowerCase();
    p.tt = v === 'naive' ? 'naive' : v === 'bounds' || truthy(v) ? 'bounds' : 'off';
  }
  if (q.has('iterative')) p.iterative = truthy(q.get('iterative'));
  if (q.has('fail-hard')) p.failHard = truthy(q.get('fail-hard'));
  if (q.has('fail-soft')) p.failHard = !truthy(q.get('fail-soft'));
  if (q.has('plain-scores')) p.plainScores = truthy(q.get('plain-scores'));
  if (UNREACHED.includes(q.get('unreached'))) p.unreached = q.get('unreached');
  return p;
}

// problemQuery is the problem as API parameters: game, position and algo always,
// the others when they differ from the defaults, and only those that apply to the
// game and the algorithm (the server rejects the others).
export function problemQuery(p) {
  const q = { game: p.game, position: p.position, algo: p.algo };
  if (p.game === 'tree' && p.root === 'min') q.root = 'min';
  if (p.game === 'stones' && p.takes) q.takes = p.takes;
  if (p.game === 'connect4' && p.eval) q.eval = p.eval;
  if (Number(p.depth) > 0) q.depth = String(Number(p.depth));
  if (p.order) q.order = 'true';
  if (p.quiescence) q.quiescence = 'true';
  if (p.solver && p.game === 'connect4') q.solver = 'true'; // the exact solver's search (play: "why this move?")
  if (p.tt && p.tt !== 'off') q.tt = p.tt;
  if (p.iterative) q.iterative = 'true';
  if (p.failHard && isWindowed(p.algo)) q['fail-hard'] = 'true';
  if (p.plainScores && p.game !== 'tree') q['plain-scores'] = 'true';
  if (p.maxNodes) q['max-nodes'] = p.maxNodes;
  if (p.timeLimit) q['time-limit'] = p.timeLimit;
  return q;
}

export const isWindowed = (algo) => algo === 'alphabeta' || algo === 'negamax-alphabeta';

// The problem of a search, as a key: two forms that mean the same search have one key.
export const problemKey = (p) => query(problemQuery(p)) + '&budget=' + (p.budget || String(defaultBudget(p.game)));

// The naive memo's ready example: stones 5, take 1 or 2. Alpha-beta with the naive
// memo answers −2 (MAX loses); the table with bound types gives +3 (MAX wins by
// taking 2). The memo reuses, for 2 stones left after two moves, the value stored
// where a cutoff had left it a lower bound only.
export const NAIVE_EXAMPLE = { game: 'stones', position: '5', takes: '1,2', algo: 'alphabeta', tt: 'naive' };

// positionStatus says who is to move in a board editor's position, or how it ended.
function positionStatus(game, info) {
  const side = (x) => (game === 'connect4' ? t(x === 'X' ? 'redC' : 'yellowC') : x);
  const c4 = game === 'connect4' ? 'C4' : '';
  if (info.over) return info.winner === 'draw' ? t('posDraw') : t('posWon' + c4, { p: side(info.winner) });
  return t('posToMove' + c4, { p: side(info.to_move) });
}

export class Explorer {
  constructor(app) {
    this.app = app;
    this.p = defaultParams();
    this.tr = null;
    this.view = null;
    this.k = 0;
    this.playing = false;
    this.speed = 2;
    this.zoom = 1;
    this.follow = true;
    this.abort = null;
    this.seq = 0;
    this.editorSeq = 0;
    this.bind();
  }

  // ---------- the form ----------

  bind() {
    const form = $('problem-form');
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.submit();
    });
    $('f-game').addEventListener('change', () => {
      const g = $('f-game').value;
      const p = { ...this.readForm(), game: g, ...GAME_DEFAULTS[g], eval: '', takes: '', root: 'max', budget: '' };
      this.writeForm(p);
      this.submit();
    });
    // Every edit asks for a search; submit() starts one only when the form now means
    // a search other than the one shown or on its way (a field's change and the
    // form's submit are one action).
    for (const id of ['f-algo', 'f-order', 'f-quiescence', 'f-tt', 'f-iterative', 'f-failhard', 'f-faster', 'f-root', 'f-eval', 'f-depth', 'f-stones', 'f-takes', 'f-maxnodes', 'f-timelimit', 'f-budget']) {
      $(id).addEventListener('change', () => this.submit());
    }
    $('f-unreached').addEventListener('change', () => this.setUnreached($('f-unreached').value));
    for (const a of document.querySelectorAll('a[data-example]')) {
      a.addEventListener('click', (e) => {
        if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
        e.preventDefault();
        this.openExample(a.dataset.example);
      });
    }
    for (const id of ['dl-view-svg', 'dl-view-png']) {
      $(id).addEventListener('click', (e) => {
        e.preventDefault();
        this.exportView(id.endsWith('png') ? 'png' : 'svg');
      });
    }
    $('f-preset').addEventListener('change', () => {
      this.syncTreeInputs();
      this.submit();
    });
    $('f-tree').addEventListener('input', () => {
      $('f-preset').value = 'custom';
      this.syncTreeVisibility();
    });
    for (const id of ['f-rb', 'f-rd', 'f-rseed']) $(id).addEventListener('change', () => this.submit());
    $('f-rnew').addEventListener('click', () => {
      $('f-rseed').value = String(1 + Math.floor(Math.random() * 9999));
      this.submit();
    });
    $('f-ttt').addEventListener('change', () => this.loadEditor(true));
    $('ttt-clear').addEventListener('click', () => {
      $('f-ttt').value = '.........';
      this.loadEditor(true);
    });
    $('f-c4').addEventListener('change', () => this.loadEditor(true));
    $('c4-undo').addEventListener('click', () => {
      $('f-c4').value = $('f-c4').value.trim().slice(0, -1);
      this.loadEditor(true);
    });
    $('c4-clear').addEventListener('click', () => {
      $('f-c4').value = '';
      this.loadEditor(true);
    });

    // controls
    $('btn-first').addEventListener('click', () => this.userGo(0));
    $('btn-back').addEventListener('click', () => this.userGo(this.k - 1));
    $('btn-play').addEventListener('click', () => this.togglePlay());
    $('btn-fwd').addEventListener('click', () => this.userGo(this.k + 1));
    $('btn-last').addEventListener('click', () => this.userGo(Infinity));
    $('btn-prevcut').addEventListener('click', () => this.userGo(this.findStep(-1)));
    $('btn-nextcut').addEventListener('click', () => this.userGo(this.findStep(1)));
    $('slider').addEventListener('input', () => this.userGo(Number($('slider').value)));
    const speed = $('speed');
    for (const s of SPEEDS) {
      const o = document.createElement('option');
      o.value = String(s);
      o.textContent = s + '×';
      speed.appendChild(o);
    }
    speed.value = String(this.speed);
    speed.addEventListener('change', () => { this.speed = Number(speed.value); });
    document.addEventListener('keydown', (e) => this.onKey(e));
    // the form drops over the page on narrower screens: Escape closes it
    $('problem-details').addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || !matchMedia('(max-width: 1400px)').matches) return;
      $('problem-details').open = false;
      $('problem-details').querySelector('summary').focus();
    });

    // the drawing
    $('zoom-in').addEventListener('click', () => this.setZoom(this.zoom * 1.25));
    $('zoom-out').addEventListener('click', () => this.setZoom(this.zoom / 1.25));
    $('zoom-fit').addEventListener('click', () => this.fit());
    $('follow').addEventListener('change', () => { this.follow = $('follow').checked; if (this.follow) this.scrollToCurrent(false); });
    const box = $('treebox');
    box.addEventListener('click', (e) => this.onTreeClick(e));
    box.addEventListener('pointerover', (e) => this.onTreeHover(e));
    box.addEventListener('wheel', (e) => {
      if (!(e.ctrlKey || e.metaKey) || !this.view) return;
      e.preventDefault();
      this.setZoom(this.zoom * (e.deltaY < 0 ? 1.1 : 1 / 1.1), e);
    }, { passive: false });
    this.bindPan(box);
    $('btn-up').addEventListener('click', () => history.back());
  }

  // readForm reads the problem from the form.
  readForm() {
    const p = defaultParams();
    p.game = $('f-game').value;
    switch (p.game) {
      case 'tree': {
        const pr = $('f-preset').value;
        if (pr === 'random') {
          const b = $('f-rb').value || '2', d = $('f-rd').value || '3', s = $('f-rseed').value || '1';
          p.position = `random:b=${b},d=${d},seed=${s}`;
        } else if (pr === 'custom') {
          p.position = $('f-tree').value.trim();
        } else {
          p.position = pr;
        }
        p.root = $('f-root').value;
        break;
      }
      case 'tictactoe': p.position = $('f-ttt').value.trim(); break;
      case 'connect4': p.position = $('f-c4').value.trim(); p.eval = $('f-eval').value; break;
      case 'stones': p.position = $('f-stones').value.trim(); p.takes = $('f-takes').value.trim(); break;
    }
    p.algo = $('f-algo').value;
    p.depth = $('f-depth').value || '0';
    p.order = $('f-order').checked;
    p.quiescence = $('f-quiescence').checked;
    p.tt = $('f-tt').value;
    p.iterative = $('f-iterative').checked;
    p.failHard = $('f-failhard').checked;
    p.plainScores = !$('f-faster').checked;
    p.maxNodes = $('f-maxnodes').value.trim();
    p.timeLimit = $('f-timelimit').value.trim();
    p.budget = $('f-budget').value.trim();
    if (p.budget === String(defaultBudget(p.game))) p.budget = '';
    p.unreached = $('f-unreached').value;
    return p;
  }

  writeForm(p) {
    $('f-game').value = p.game;
    for (const fs of document.querySelectorAll('#problem-form fieldset.pos')) fs.hidden = fs.dataset.game !== p.game;
    if (p.game === 'tree') {
      const presets = this.app.meta.presets || [];
      const low = p.position.trim().toLowerCase();
      const preset = presets.find((x) => x.name === low || (x.aliases || []).includes(low));
      if (preset) {
        $('f-preset').value = preset.name;
      } else if (low.startsWith('random:')) {
        $('f-preset').value = 'random';
        const get = (keys, def) => {
          for (const part of low.slice(7).split(',')) {
            const [k, v] = part.split('=');
            if (keys.includes(k.trim())) return v.trim();
          }
          return def;
        };
        $('f-rb').value = get(['b', 'branching'], '2');
        $('f-rd').value = get(['d', 'depth'], '3');
        $('f-rseed').value = get(['s', 'seed'], '1');
      } else {
        $('f-preset').value = 'custom';
        $('f-tree').value = p.position;
      }
      $('f-root').value = p.root;
      this.syncTreeInputs();
    }
    if (p.game === 'tictactoe') $('f-ttt').value = p.position;
    if (p.game === 'connect4') { $('f-c4').value = p.position; $('f-eval').value = p.eval || ''; }
    if (p.game === 'stones') { $('f-stones').value = p.position; $('f-takes').value = p.takes; }
    $('f-algo').value = ALGOS.includes(p.algo) ? p.algo : 'alphabeta';
    $('f-depth').value = String(Number(p.depth) || 0);
    $('f-order').checked = p.order;
    $('f-quiescence').checked = !!p.quiescence;
    $('f-tt').value = p.tt;
    $('f-iterative').checked = p.iterative;
    $('f-failhard').checked = p.failHard;
    $('f-faster').checked = !p.plainScores;
    $('f-maxnodes').value = p.maxNodes;
    $('f-timelimit').value = p.timeLimit;
    $('f-budget').value = p.budget || String(defaultBudget(p.game));
    $('f-unreached').value = UNREACHED.includes(p.unreached) ? p.unreached : 'hide';
    this.syncEnabled();
    if (p.game === 'tictactoe' || p.game === 'connect4') this.loadEditor(false);
  }

  // syncTreeInputs shows the chosen preset's text, or the random tree's settings.
  syncTreeInputs() {
    const pr = $('f-preset').value;
    const preset = (this.app.meta.presets || []).find((x) => x.name === pr);
    if (preset) $('f-tree').value = preset.text;
    if (pr === 'random') $('f-tree').value = '';
    this.syncTreeVisibility();
  }

  syncTreeVisibility() {
    const pr = $('f-preset').value;
    $('random-opts').hidden = pr !== 'random';
    $('tree-text-field').hidden = pr === 'random';
  }

  // syncEnabled greys out the options that do nothing for this problem.
  syncEnabled() {
    const algo = $('f-algo').value, game = $('f-game').value;
    $('f-failhard').disabled = !isWindowed(algo);
    $('failhard-hint').hidden = !isWindowed(algo);
    $('f-faster').disabled = game === 'tree';
    // quiescence looks for lines to complete: trees and stones have none
    const quiet = game === 'connect4' || game === 'tictactoe';
    $('f-quiescence').disabled = !quiet;
    $('quiescence-hint').hidden = !quiet;
    $('f-order').disabled = false;
    $('tt-naive-hint').hidden = $('f-tt').value !== 'naive';
  }

  fillPresets() {
    const sel = $('f-preset');
    const keep = sel.value;
    sel.replaceChildren();
    for (const p of this.app.meta.presets || []) {
      const o = document.createElement('option');
      o.value = p.name;
      o.textContent = getLang() === 'es' ? p.title_es : p.title;
      sel.appendChild(o);
    }
    for (const [v, key] of [['random', 'presetRandom'], ['custom', 'presetCustom']]) {
      const o = document.createElement('option');
      o.value = v;
      o.textContent = t(key);
      sel.appendChild(o);
    }
    if (keep) sel.value = keep;
  }

  submit() {
    // in the compare view, the form is the compared problem's
    if (this.app.view === 'compare') {
      this.app.compare.submit();
      return;
    }
    this.syncEnabled();
    const p = this.readForm();
    // a board typed in its field is read by the server first (it may be moves, or
    // wrong); the editor searches it once it is known good
    if ((p.game === 'tictactoe' || p.game === 'connect4') && p.position !== this.editorChecked) {
      this.loadEditor(true);
      return;
    }
    const key = problemKey(p);
    if (key === this.loadingKey) return; // on its way
    if (!this.loadingKey && this.tr && key === this.shownKey) return; // shown
    this.load(p, 0, { push: false });
  }

  // openExample loads a ready example (the naive memo's failure, or the same problem
  // with the bound-type table) from its first step.
  openExample(which) {
    const p = { ...defaultParams(), ...NAIVE_EXAMPLE, unreached: $('f-unreached').value };
    if (which === 'naive-right') p.tt = 'bounds';
    this.writeForm(p);
    this.load(p, 0, { push: 'example' });
  }

  // ---------- the board editors ----------

  // loadEditor asks the server for the position typed, draws the board and says who
  // is to move (or what is wrong). run: search it when it is valid.
  async loadEditor(run) {
    const game = $('f-game').value;
    if (game !== 'tictactoe' && game !== 'connect4') return;
    const input = game === 'tictactoe' ? $('f-ttt') : $('f-c4');
    const status = game === 'tictactoe' ? $('ttt-status') : $('c4-status');
    const seq = ++this.editorSeq;
    try {
      const info = await getJSON('/api/position', { game, position: input.value.trim() });
      if (seq !== this.editorSeq) return;
      input.value = info.position;
      this.editorChecked = info.position;
      this.editorInfo = { game, info };
      status.classList.remove('error');
      status.textContent = positionStatus(game, info);
      this.drawEditor(game, info);
      if (run) this.submitSoon();
    } catch (e) {
      if (e.name === 'AbortError' || seq !== this.editorSeq) return;
      status.classList.add('error');
      status.textContent = e.message;
      // the form no longer says what the drawing shows: no drawing (the message is
      // next to the field)
      if (run) this.clearShown('');
    }
  }

  // relabelEditor says the board editor's status in the page's language: from the
  // position already known, or, for an error (the server's words), by asking again.
  relabelEditor() {
    const game = $('f-game').value;
    if (game !== 'tictactoe' && game !== 'connect4') return;
    const status = game === 'tictactoe' ? $('ttt-status') : $('c4-status');
    const known = this.editorInfo;
    if (!status.classList.contains('error') && known && known.game === game) status.textContent = positionStatus(game, known.info);
    else this.loadEditor(false);
  }

  submitSoon() {
    clearTimeout(this.submitTimer);
    this.submitTimer = setTimeout(() => this.submit(), 350);
  }

  drawEditor(game, info) {
    if (game === 'tictactoe') {
      const cells = info.board.join('').split('');
      const next = { '.': 'X', X: 'O', O: '.' };
      $('ttt-editor').replaceChildren(tttBoard(cells, {
        onCell: (i) => {
          cells[i] = next[cells[i]] || '.';
          $('f-ttt').value = cells.join('');
          this.drawEditor(game, { ...info, board: [cells.slice(0, 3).join(''), cells.slice(3, 6).join(''), cells.slice(6).join('')] });
          this.loadEditor(true);
        },
      }));
    } else {
      $('c4-editor').replaceChildren(c4Board(info.board, {
        enabled: () => !info.over,
        onColumn: async (c) => {
          try {
            const next = await getJSON('/api/position', { game, position: $('f-c4').value.trim(), moves: String(c + 1) });
            $('f-c4').value = next.position;
            this.loadEditor(true);
          } catch (e) {
            $('c4-status').classList.add('error');
            $('c4-status').textContent = e.message;
          }
        },
      }));
    }
  }

  // ---------- loading a search ----------

  // load searches p and shows step k. opts.push: a new history entry (a subtree).
  async load(p, k, opts = {}) {
    this.pause();
    if (this.abort) this.abort.abort();
    const ctl = (this.abort = new AbortController());
    const seq = ++this.seq;
    const key = problemKey(p);
    this.loadingKey = key;
    this.expectMove = opts.expectMove || null; // "why this move?": the move played
    this.showError('');
    this.setBusy(t('busySearching'));
    const q = problemQuery(p);
    const budget = p.budget || String(defaultBudget(p.game));
    let doc, svg;
    const t0 = performance.now(), took = {};
    const timed = (name, p) => p.then((v) => { took[name] = performance.now() - t0; return v; });
    try {
      [doc, svg] = await Promise.all([
        // the compact form: one array a field, read straight into typed arrays
        timed('trace', getJSON('/api/trace', { ...q, form: 'columns' }, ctl.signal)),
        // the page's drawing at its natural size (the page zooms it), not fitted to a slide
        timed('svg', getText('/api/render', { ...q, step: 0, format: 'svg', budget, lang: getLang(), width: 'full' }, ctl.signal)),
      ]);
    } catch (e) {
      if (e.name === 'AbortError' || seq !== this.seq) return;
      this.loadingKey = null;
      this.abort = null;
      this.setBusy('');
      this.p = p;
      this.clearShown(e.message);
      return;
    }
    if (seq !== this.seq) return;
    this.loadingKey = null;
    this.abort = null;
    // how long the last load took (ms): fetching and parsing, the model, the drawing
    const timing = (this.lastLoad = { fetch: performance.now() - t0, ...took });
    try {
      this.p = p; // the problem of the drawing shown, for links and downloads
      this.show(doc, svg, timing);
      doc = null; // the model keeps what it needs
      this.shownKey = key;
    } catch (e) {
      this.setBusy('');
      this.clearShown(e.message || String(e));
      return;
    }
    this.setBusy('');
    // a subtree opened from its parent gets a way back up; an example only a history entry
    if (opts.push) history.pushState(opts.push === true ? { sub: 'tree' } : {}, '', this.link());
    this.syncUp();
    this.go(k === Infinity ? this.tr.S - 1 : k, { scroll: 'instant' });
    this.saveURL(true);
    timing.total = performance.now() - t0;
    if (this.onLoaded) this.onLoaded();
  }

  // clearShown removes the drawing and all that describes it: the form no longer says
  // what they showed (a search failed, or the position typed is wrong). msg, if any, is
  // said once, where the drawing was.
  clearShown(msg) {
    this.tr = null;
    this.view = null;
    this.shownKey = null;
    $('treebox').replaceChildren();
    $('problem-title').textContent = this.p ? this.titleOf(this.p) : 'gametree';
    for (const id of ['result-line', 'sentence', 'step-label', 'cnt-nodes', 'cnt-leaves', 'cnt-cutoffs', 'cnt-tt', 'score-legend']) $(id).textContent = '';
    $('result-warn').hidden = true;
    $('code').replaceChildren();
    $('stack-body').replaceChildren();
    $('slider').max = '0';
    $('slider').disabled = true;
    for (const id of ['btn-first', 'btn-back', 'btn-fwd', 'btn-last', 'btn-prevcut', 'btn-nextcut']) $(id).disabled = true;
    this.showError(msg);
  }

  show(doc, svg, timing = {}) {
    let t0 = performance.now();
    const tr = new Trace(doc);
    timing.model = performance.now() - t0;
    t0 = performance.now();
    this.tr = tr;
    const windowed = isWindowed(doc.algorithm);
    this.view = new TreeView($('treebox'), svg, tr, { windowed, game: this.p.game, hide: this.p.unreached !== 'ghost' });
    const o = doc.options;
    this.pseudo = new Pseudo({
      algo: doc.algorithm, depth: o.depth, order: o.order, tt: o.tt !== 'off', iterative: o.iterative,
      failSoft: !o.fail_hard, stopped: !!doc.stopped, ttMode: o.tt, quiescence: !!o.quiescence,
    });
    this.pseudo.render($('code'));
    // α and β belong to alpha-beta only: no column, counter, legend or note otherwise
    $('stack').classList.toggle('no-window', !windowed);
    $('cnt-cutoffs-row').hidden = !windowed;
    $('foot-window').hidden = !windowed;
    $('slider').max = String(Math.max(0, tr.S - 1));
    $('slider').disabled = tr.S === 0;
    this.k = 0;
    this.renderSummary();
    this.renderLegend();
    this.initialZoom();
    this.syncUp();
    const hasCut = tr.hasAny(S_CUTOFF);
    $('btn-prevcut').disabled = $('btn-nextcut').disabled = !hasCut;
    timing.view = performance.now() - t0;
  }

  // titleOf names a problem: the algorithm and the position.
  titleOf(p) {
    let what;
    if (p.game === 'tree') {
      const preset = (this.app.meta.presets || []).find((x) => x.name === p.position.toLowerCase() || (x.aliases || []).includes(p.position.toLowerCase()));
      what = preset ? (getLang() === 'es' ? preset.title_es : preset.title) : p.position.startsWith('random:') ? t('randomTree') + ' ' + p.position.slice(7) : p.position;
    } else {
      what = gameLabel(p.game) + (p.position ? ' · ' + p.position : '');
      if (p.game === 'stones' && p.takes) what += ' · ' + t('takesTitle', { takes: p.takes });
    }
    return (p.solver && p.game === 'connect4' ? t('solverTitle') : algoLabel(p.algo)) + ' — ' + what;
  }

  renderSummary() {
    const doc = this.tr.doc, p = this.p;
    $('problem-title').textContent = this.titleOf({ ...p, algo: doc.algorithm });
    this.renderResult();
    $('score-legend').textContent = scoreLegend(this.tr);
    $('score-legend').hidden = !$('score-legend').textContent;
    const warn = [];
    if (doc.stopped) warn.push(t('resultStopped', { why: stopReason(doc) }));
    if (this.expectMove && doc.best_move !== undefined && moveName(p.game, doc.best_move) !== moveName(p.game, this.expectMove)) {
      warn.push(t('whyDiffers', { m: moveName(p.game, this.expectMove), b: moveName(p.game, doc.best_move) }));
    }
    if (this.view && this.view.list.some((r) => r.fold)) warn.push(t('resultFolded'));
    $('result-warn').textContent = warn.join(' ');
    $('result-warn').hidden = warn.length === 0;
    const desc = t('treeDesc', { n: this.tr.N, algo: p.solver && p.game === 'connect4' ? t('solverTitle') : algoLabel(doc.algorithm) });
    $('tree-desc').textContent = desc;
  }

  // renderResult writes the summary line. The answer (value, best move, best line) and
  // the totals (nodes visited, pruned) show at the last step only, so that stepping
  // through does not give them away; the counters show what happened so far.
  // A stopped search says so where its value shows, and gives the value as the bound it
  // is (value_bound), never as the answer.
  renderResult() {
    const doc = this.tr.doc, g = this.p.game;
    const parts = [];
    const stopped = !!doc.stopped || doc.complete === false;
    const hasValue = doc.value !== null && doc.value !== undefined;
    if (this.k < this.tr.S - 1) parts.push(t('resultHidden'));
    else if (stopped) {
      const vb = { lower: 1, upper: 2 }[doc.value_bound] || 0;
      if (!hasValue) parts.push(t('resultStoppedNone'));
      else if (vb) parts.push(t('resultStoppedValue', { v: fmtBounded(doc.value, vb) }));
      else parts.push(t('resultStoppedExact', { v: fmtValue(doc.value) }));
      if (doc.best_move) parts.push(t('resultBestSoFar', { m: moveName(g, doc.best_move) }));
    } else {
      parts.push(hasValue ? t('resultValue', { v: fmtValue(doc.value) }) : t('resultNone'));
      if (doc.best_move) parts.push(t('resultBest', { m: moveName(g, doc.best_move) }));
      if (doc.pv && doc.pv.length) parts.push(t('resultPV', { pv: doc.pv.map((m) => moveName(g, m)).join(' ') }));
    }
    if (this.k >= this.tr.S - 1) { // how many were visited and pruned is known at the end too
      const pruned = this.tr.prunedCount;
      parts.push(pruned ? t('resultNodesPruned', { n: fmtCount(doc.stats.nodes), p: fmtCount(pruned) })
        : t('resultNodes', { n: fmtCount(doc.stats.nodes) }));
    }
    $('result-line').textContent = parts.join(' · ');
    this.renderNaiveCheck();
  }

  // Under the naive memo, the finished search is compared with the same search using
  // the bound-type table: when they disagree, the page says which answer is right.
  async renderNaiveCheck() {
    const el = $('naive-check');
    const doc = this.tr.doc, p = this.p;
    const atEnd = this.k === this.tr.S - 1;
    if (!atEnd || doc.options.tt !== 'naive' || doc.stopped) { el.hidden = true; return; }
    const key = problemKey(p);
    if (!this.naiveRight || this.naiveRight.key !== key) {
      this.naiveRight = { key, doc: null };
      try {
        const q = { ...problemQuery({ ...p, tt: 'bounds' }), record: 'false' };
        this.naiveRight.doc = await getJSON('/api/trace', q);
      } catch { return; }
      if (!this.tr || this.naiveRight.key !== problemKey(this.p)) return;
    }
    const right = this.naiveRight.doc;
    if (!right || this.k !== this.tr.S - 1) return;
    const wrong = right.value !== doc.value;
    el.replaceChildren();
    const msg = document.createElement('span');
    msg.textContent = wrong
      ? t('naiveWrong', { v: fmtValue(doc.value), r: fmtValue(right.value) })
      : t('naiveLucky', { v: fmtValue(doc.value) });
    const a = document.createElement('a');
    a.href = '?' + new URLSearchParams({ ...problemQuery({ ...p, tt: 'bounds' }), lang: getLang() }).toString();
    a.textContent = t('naiveSeeRight');
    a.addEventListener('click', (e) => {
      if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
      e.preventDefault();
      const np = { ...p, tt: 'bounds' };
      this.writeForm(np);
      this.load(np, Infinity, { push: 'example' });
    });
    el.append(msg, ' ', a);
    el.classList.toggle('wrong', wrong);
    el.hidden = false;
  }

  renderLegend() {
    const tr = this.tr;
    const has = (k) => tr.kind.some((x) => x === k);
    $('lg-pruned').hidden = !has(4);
    $('lg-tt').hidden = !has(3);
    $('lg-quiet').hidden = !has(6); // quiescence's nodes (model.js N_QUIESCE)
    $('lg-fold').hidden = !(this.view && this.view.list.some((r) => r.fold));
    $('lg-window').hidden = !isWindowed(tr.doc.algorithm);
    $('lg-unreached').hidden = this.p.unreached !== 'ghost';
  }

  // setUnreached hides the unreached part of the drawing or draws it faint.
  setUnreached(mode) {
    if (!UNREACHED.includes(mode)) mode = 'hide';
    if (this.p) this.p.unreached = mode;
    if (this.view) this.view.setHide(mode !== 'ghost');
    if (this.tr) {
      this.renderLegend();
      this.saveURL(true);
    }
  }

  // syncUp shows the way back when this view was opened from another one.
  syncUp() {
    const st = history.state && history.state.sub;
    $('btn-up').hidden = !st;
    const back = { play: 'backToGame', practise: 'backToExercise', compare: 'backToCompare', class: 'backToClass' };
    $('btn-up').textContent = t(back[st] || 'backToParent');
  }

  // ---------- stepping ----------

  userGo(k) {
    this.pause();
    this.go(k);
  }

  // go shows step k: the drawing, the sentence, the code line, the stack, the counters.
  go(k, opts = {}) {
    const tr = this.tr;
    if (!tr || tr.S === 0) return;
    k = Math.max(0, Math.min(tr.S - 1, k));
    const res = tr.seek(k);
    this.view.show(k, res);
    this.k = k;
    $('slider').value = String(k);
    const label = t('stepOf', { k: fmtCount(k + 1), n: fmtCount(tr.S) });
    $('step-label').textContent = label;
    $('slider').setAttribute('aria-valuetext', label);
    $('sentence').textContent = explain(tr, k, isWindowed(tr.doc.algorithm), this.p.game);
    $('sentence').dataset.kind = String(tr.sKind[k]);
    const n = tr.sNode[k];
    this.pseudo.light(this.pseudo.lineFor(tr.sKind[k], tr.player[n]));
    this.renderStack();
    this.renderCounters();
    this.renderResult();
    $('btn-first').disabled = $('btn-back').disabled = k === 0;
    $('btn-last').disabled = $('btn-fwd').disabled = k === tr.S - 1;
    if (this.follow) this.scrollSoon(opts.scroll);
    this.saveURL(false);
  }

  findStep(dir) {
    const tr = this.tr;
    if (!tr) return this.k;
    for (let i = this.k + dir; i >= 0 && i < tr.S; i += dir) if (tr.sKind[i] === S_CUTOFF) return i;
    return this.k;
  }

  renderStack() {
    const tr = this.tr, windowed = isWindowed(tr.doc.algorithm);
    const body = $('stack-body');
    const frames = tr.stack();
    const rows = [];
    for (let j = frames.length - 1; j >= 0; j--) {
      const i = frames[j];
      const tr_ = document.createElement('tr');
      if (i === tr.current(this.k)) tr_.className = 'top';
      const cells = [
        (tr.player[i] > 0 ? '▲ ' : '▼ ') + nodeName(tr, i),
        windowed ? fmtValue(tr.alpha[i]) : null,
        windowed ? fmtValue(tr.beta[i]) : null,
        tr.hasValue[i] ? fmtBounded(tr.value[i], tr.bound[i]) : '—',
      ];
      cells.forEach((c, ci) => {
        if (c === null) return; // no α, β columns outside alpha-beta
        const td = document.createElement(ci === 0 ? 'th' : 'td');
        if (ci === 0) td.scope = 'row';
        td.textContent = c;
        if (ci === 1) td.className = 'col-alpha';
        if (ci === 2) td.className = 'col-beta';
        tr_.appendChild(td);
      });
      rows.push(tr_);
    }
    if (!rows.length) {
      const r = document.createElement('tr');
      const td = document.createElement('td');
      td.colSpan = windowed ? 4 : 2;
      td.className = 'muted';
      td.textContent = t('stackEmpty');
      r.appendChild(td);
      rows.push(r);
    }
    body.replaceChildren(...rows);
  }

  renderCounters() {
    const tr = this.tr, c = tr.countsAt(this.k), doc = tr.doc;
    const set = (id, v, total) => { $(id).textContent = fmtCount(v) + ' / ' + fmtCount(total); };
    set('cnt-nodes', c.nodes, doc.stats.nodes);
    set('cnt-leaves', c.leaves, doc.stats.leaves);
    set('cnt-cutoffs', c.cutoffs, doc.stats.cutoffs);
    set('cnt-tt', c.tt, doc.stats.tt_hits);
    $('cnt-tt-row').hidden = doc.options.tt === 'off';
  }

  togglePlay() {
    if (this.playing) this.pause();
    else this.play();
  }

  play() {
    if (!this.tr || this.tr.S === 0) return;
    if (this.k >= this.tr.S - 1) this.go(0);
    this.playing = true;
    $('sentence').setAttribute('aria-live', 'off'); // a screen reader hears the step it pauses on
    $('btn-play').classList.add('playing');
    $('btn-play').setAttribute('aria-label', t('pause'));
    $('btn-play').title = t('pause');
    let last = performance.now(), acc = 0;
    const tick = (now) => {
      if (!this.playing) return;
      acc += ((now - last) / 1000) * this.speed;
      last = now;
      if (acc >= 1) {
        const n = Math.floor(acc);
        acc -= n;
        this.go(this.k + n, { scroll: 'instant' });
        if (this.k >= this.tr.S - 1) {
          this.pause();
          return;
        }
      }
      this.raf = requestAnimationFrame(tick);
    };
    this.raf = requestAnimationFrame(tick);
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    cancelAnimationFrame(this.raf);
    $('sentence').setAttribute('aria-live', 'polite');
    $('btn-play').classList.remove('playing');
    $('btn-play').setAttribute('aria-label', t('play'));
    $('btn-play').title = t('play');
  }

  onKey(e) {
    if (this.app.view !== 'explore' || !this.tr || e.defaultPrevented) return;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const el = e.target;
    const tag = el && el.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (el && el.isContentEditable)) return;
    switch (e.key) {
      case 'ArrowLeft': this.userGo(this.k - (e.shiftKey ? 10 : 1)); break;
      case 'ArrowRight': this.userGo(this.k + (e.shiftKey ? 10 : 1)); break;
      case 'Home': this.userGo(0); break;
      case 'End': this.userGo(Infinity); break;
      case ' ':
        if (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY') return;
        this.togglePlay();
        break;
      default: return;
    }
    e.preventDefault();
  }

  // ---------- the drawing: zoom, pan, follow, clicks ----------

  setZoom(z, ev) {
    if (!this.view) return;
    const box = $('treebox');
    z = Math.max(0.1, Math.min(4, z));
    const svg = this.view.svg;
    let ax = box.clientWidth / 2, ay = box.clientHeight / 2;
    if (ev) {
      const r = box.getBoundingClientRect();
      ax = ev.clientX - r.left;
      ay = ev.clientY - r.top;
    }
    const fx = (box.scrollLeft + ax) / (svg.clientWidth || 1), fy = (box.scrollTop + ay) / (svg.clientHeight || 1);
    this.zoom = z;
    svg.style.width = Math.round(this.view.width * (4 / 3) * z) + 'px';
    svg.style.height = Math.round(this.view.height * (4 / 3) * z) + 'px';
    box.scrollLeft = fx * svg.clientWidth - ax;
    box.scrollTop = fy * svg.clientHeight - ay;
    $('zoom-level').textContent = Math.round(z * 100) + '%';
  }

  // fit shows the whole tree (the Fit button).
  fit() {
    if (!this.view) return;
    const box = $('treebox');
    const w = this.view.width * (4 / 3), h = this.view.height * (4 / 3);
    const maxH = Math.max(240, window.innerHeight * 0.7);
    this.setZoom(Math.max(0.05, Math.min(1.5, (box.clientWidth - 8) / w, maxH / h)));
    box.scrollTop = 0;
    box.scrollLeft = 0;
  }

  // initialZoom shows the whole width when it is readable, else a readable part
  // around the root; following the search keeps the step's node in view.
  initialZoom() {
    if (!this.view) return;
    const box = $('treebox');
    const w = this.view.width * (4 / 3);
    const fitWidth = (box.clientWidth - 8) / w;
    this.setZoom(fitWidth >= 0.5 ? Math.min(1.5, fitWidth) : 0.8);
    box.scrollTop = 0;
    const root = this.view.elementOf(0);
    if (root && this.view.svg.clientWidth > box.clientWidth) {
      const r = root.getBoundingClientRect(), b = box.getBoundingClientRect();
      box.scrollLeft += r.left + r.width / 2 - (b.left + b.width / 2);
    }
  }

  scrollSoon(how) {
    if (this.scrollPending) return;
    this.scrollPending = true;
    requestAnimationFrame(() => {
      this.scrollPending = false;
      this.scrollToCurrent(how !== 'instant' && !this.playing);
    });
  }

  // scrollToCurrent brings the step's node into view when it is out of it, with as
  // many of its ancestors as fit beside it: the way the search came down (in a wide
  // drawing the node alone says little).
  scrollToCurrent(smooth) {
    if (!this.view || this.dragging) return;
    const tr = this.tr, cur = tr.current(this.k);
    const el = this.view.elementOf(cur);
    if (!el) return;
    const box = $('treebox');
    const r = el.getBoundingClientRect(), b = box.getBoundingClientRect();
    const m = 24;
    const outX = r.left < b.left + m || r.right > b.right - m, outY = r.top < b.top + m || r.bottom > b.bottom - m;
    if (!outX && !outY) return;
    let u = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    for (let n = tr.parent[cur], last = el; n >= 0; n = tr.parent[n]) {
      const a = this.view.elementOf(n);
      if (!a || a === last) continue;
      last = a;
      const q = a.getBoundingClientRect();
      const w = { left: Math.min(u.left, q.left), right: Math.max(u.right, q.right), top: Math.min(u.top, q.top), bottom: Math.max(u.bottom, q.bottom) };
      if (w.right - w.left > b.width - 2 * m || w.bottom - w.top > b.height - 2 * m) break;
      u = w;
    }
    const dx = outX ? (u.left + u.right) / 2 - (b.left + b.width / 2) : 0;
    const dy = outY ? (u.top + u.bottom) / 2 - (b.top + b.height / 2) : 0;
    box.scrollBy({ left: dx, top: dy, behavior: smooth ? 'smooth' : 'auto' });
  }

  bindPan(box) {
    let start = null;
    box.addEventListener('pointerdown', (e) => {
      if (e.pointerType !== 'mouse' || e.button !== 0) return;
      start = { x: e.clientX, y: e.clientY, l: box.scrollLeft, t: box.scrollTop, moved: false };
    });
    box.addEventListener('pointermove', (e) => {
      if (!start) return;
      const dx = e.clientX - start.x, dy = e.clientY - start.y;
      if (!start.moved && Math.abs(dx) + Math.abs(dy) < 5) return;
      if (!start.moved) {
        start.moved = true;
        this.dragging = true;
        box.classList.add('panning');
        box.setPointerCapture(e.pointerId);
      }
      box.scrollLeft = start.l - dx;
      box.scrollTop = start.t - dy;
    });
    const end = () => {
      if (start && start.moved) {
        this.justPanned = true;
        setTimeout(() => { this.justPanned = false; }, 0);
      }
      start = null;
      this.dragging = false;
      box.classList.remove('panning');
    };
    box.addEventListener('pointerup', end);
    box.addEventListener('pointercancel', end);
  }

  onTreeHover(e) {
    if (!this.view) return;
    const hit = this.view.nodeAt(e.target);
    if (!hit) return;
    let title = hit.g.querySelector(':scope > title');
    if (!title) {
      title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
      hit.g.prepend(title);
    }
    title.textContent = this.view.describe(hit.i, hit.folded);
  }

  // A click on a node goes to the step that reaches it; on a folded subtree, opens it.
  onTreeClick(e) {
    if (!this.view || this.justPanned) return;
    const hit = this.view.nodeAt(e.target);
    if (!hit) return;
    if (hit.folded) {
      this.openSubtree(hit.i);
      return;
    }
    const s = this.tr.firstStep[hit.i];
    if (s >= 0) this.userGo(s);
  }

  // openSubtree searches the position at node i as a new view (Back returns).
  async openSubtree(i) {
    const tr = this.tr, p = this.p;
    const moves = tr.path(i);
    try {
      // a stones position is its pile: the moves are subtracted here ("take 2" cannot
      // travel in /api/position's list of moves, which splits at spaces)
      const stones = p.game === 'stones';
      const pile = stones ? (/^\s*\d+\s*$/.test(p.position) ? Number(p.position) : 10) - moves.reduce((a, m) => a + Number(stonesTake(m)), 0) : 0;
      const info = await getJSON('/api/position', {
        game: p.game, position: stones ? String(pile) : p.position, root: p.game === 'tree' && p.root === 'min' ? 'min' : '',
        takes: stones ? p.takes : '', eval: p.game === 'connect4' ? p.eval : '', moves: stones ? '' : moves.join(','),
      });
      const np = { ...p, position: info.position, root: info.root };
      if (Number(p.depth) > 0) np.depth = String(Math.max(1, Number(p.depth) - tr.depth[i]));
      this.writeForm(np);
      await this.load(np, 0, { push: true });
    } catch (e) {
      this.showError(e.message);
    }
  }

  // ---------- links, downloads, status ----------

  // link is the address of the view shown: the problem, the step, the language.
  link(k = this.k) {
    const q = new URLSearchParams(query(problemQuery(this.p)));
    if (!q.has('position')) q.set('position', this.p.position || '');
    // a game whose page defaults differ from the API's gets them written out, so the
    // link does not depend on those defaults
    const gd = GAME_DEFAULTS[this.p.game] || {};
    if (gd.depth !== '0' || gd.order) {
      q.set('depth', String(Number(this.p.depth) || 0));
      q.set('order', this.p.order ? 'true' : 'false');
    }
    if (this.p.budget) q.set('budget', this.p.budget);
    if (this.p.unreached === 'ghost') q.set('unreached', 'ghost');
    q.set('step', String(k + 1));
    q.set('lang', getLang());
    return '?' + q.toString();
  }

  // saveURL keeps the address bar on the view shown (at most a few times a second).
  saveURL(now) {
    clearTimeout(this.urlTimer);
    const doIt = () => {
      if (this.app.view !== 'explore' || !this.tr) return;
      history.replaceState(history.state, '', this.link());
      this.updateDownloads();
    };
    if (now) doIt();
    else this.urlTimer = setTimeout(doIt, 250);
  }

  updateDownloads() {
    const q = problemQuery(this.p);
    const budget = this.p.budget || String(defaultBudget(this.p.game));
    const title = ($('problem-title').textContent || '').slice(0, 64);
    const base = { ...q, budget, lang: getLang(), title };
    const name = 'gametree-' + this.p.game;
    const set = (id, step, format, file, extra = {}) => {
      const a = $(id);
      a.href = url('/api/render', { ...base, step, format, ...extra });
      a.setAttribute('download', file);
    };
    // /api/render's step is the CLI's --step: 1 is the first step, 0 the finished search.
    // A step's picture hides or draws faint what the search has not reached, as the page.
    const unreached = { unreached: this.p.unreached === 'ghost' ? 'ghost' : 'hide' };
    const region = { ...unreached, region: 'true', 'region-depth': '2' };
    set('dl-step-svg', this.k + 1, 'svg', `${name}-step-${this.k + 1}.svg`, unreached);
    set('dl-step-png', this.k + 1, 'png', `${name}-step-${this.k + 1}.png`, unreached);
    set('dl-region-svg', this.k + 1, 'svg', `${name}-step-${this.k + 1}-region.svg`, region);
    set('dl-region-png', this.k + 1, 'png', `${name}-step-${this.k + 1}-region.png`, region);
    set('dl-all-svg', 0, 'svg', `${name}.svg`);
    set('dl-all-png', 0, 'png', `${name}.png`);
  }

  // exportView downloads what the page shows of the drawing: the part of the tree in
  // view, at this step, with the page's styles written into the picture.
  exportView(format) {
    if (!this.view) return;
    const svg = this.view.svg, box = $('treebox');
    const sr = svg.getBoundingClientRect(), br = box.getBoundingClientRect();
    const vb = svg.viewBox.baseVal;
    const sx = vb.width / sr.width, sy = vb.height / sr.height;
    const x0 = Math.max(br.left, sr.left), x1 = Math.min(br.right, sr.right);
    const y0 = Math.max(br.top, sr.top), y1 = Math.min(br.bottom, sr.bottom);
    if (x1 <= x0 || y1 <= y0) return;
    const x = vb.x + (x0 - sr.left) * sx, y = vb.y + (y0 - sr.top) * sy;
    const w = (x1 - x0) * sx, h = (y1 - y0) * sy;
    const copy = svg.cloneNode(true);
    // the page's stylesheet does not travel with the file: each element's computed
    // look is written into it
    const props = ['fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'opacity', 'visibility', 'display', 'font-weight', 'font-size', 'font-family'];
    const from = svg.querySelectorAll('*'), to = copy.querySelectorAll('*');
    for (let i = 0; i < from.length && i < to.length; i++) {
      const cs = getComputedStyle(from[i]);
      if (cs.display === 'none') { to[i].remove(); continue; }
      // as presentation attributes (the file has no stylesheet, and style attributes
      // would break the page's content security policy)
      for (const pr of props) to[i].setAttribute(pr, cs.getPropertyValue(pr));
    }
    copy.removeAttribute('class');
    copy.removeAttribute('style');
    copy.removeAttribute('role');
    copy.removeAttribute('aria-labelledby');
    copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    copy.setAttribute('viewBox', `${x.toFixed(1)} ${y.toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)}`);
    const pw = Math.round(x1 - x0), ph = Math.round(y1 - y0);
    copy.setAttribute('width', String(pw));
    copy.setAttribute('height', String(ph));
    const bg = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
    for (const [k, v] of [['x', x], ['y', y], ['width', w], ['height', h], ['fill', '#ffffff']]) bg.setAttribute(k, String(v));
    copy.insertBefore(bg, copy.firstChild);
    const text = new XMLSerializer().serializeToString(copy);
    const name = `gametree-${this.p.game}-step-${this.k + 1}-view`;
    const save = (blob, file) => {
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = file;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(a.href), 10000);
    };
    const blob = new Blob([text], { type: 'image/svg+xml' });
    this.lastExport = { format, width: pw, height: ph, viewBox: [x, y, w, h], bytes: text.length };
    if (format === 'svg') { save(blob, name + '.svg'); return; }
    const img = new Image();
    const src = URL.createObjectURL(blob);
    img.onload = () => {
      const scale = 2;
      const c = document.createElement('canvas');
      c.width = pw * scale;
      c.height = ph * scale;
      const g = c.getContext('2d');
      g.fillStyle = '#fff';
      g.fillRect(0, 0, c.width, c.height);
      g.drawImage(img, 0, 0, c.width, c.height);
      URL.revokeObjectURL(src);
      c.toBlob((png) => { if (png) save(png, name + '.png'); }, 'image/png');
    };
    img.src = src;
  }

  setBusy(msg) {
    const b = $('tree-busy');
    b.textContent = msg;
    b.hidden = !msg;
    $('treebox').setAttribute('aria-busy', msg ? 'true' : 'false');
  }

  // showError says what went wrong once, where the drawing would be.
  showError(msg) {
    const e = $('tree-error');
    e.textContent = msg;
    e.hidden = !msg;
  }

  // relabel redraws what depends on the language.
  relabel() {
    this.fillPresets();
    if (this.p && this.p.game === 'tree') this.writeForm(this.p);
    this.relabelEditor();
    if (this.p && !this.tr) $('problem-title').textContent = this.titleOf(this.p);
    if (!this.tr) return;
    this.pseudo.render($('code'));
    this.view.relabel();
    this.syncUp();
    this.renderSummary();
    this.go(this.k);
    $('btn-play').setAttribute('aria-label', t(this.playing ? 'pause' : 'play'));
    $('btn-play').title = t(this.playing ? 'pause' : 'play');
    this.updateDownloads();
  }
}
