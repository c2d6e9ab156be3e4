// The stepper: a problem form, the drawing, the controls, and beside them the
// pseudo-code, the call stack, the counters and a sentence per step. The Explorer
// loads a search (its trace and its drawing) and shows a step of it; each part of the
// view is a module of its own:
//
//	explore-form.js      the problem form (explore-editor.js: its board editors)
//	explore-errors.js    errors beside their fields; explore-failure.js: the others
//	explore-controls.js  the step controls: buttons, slider, playing, the keyboard
//	explore-tree.js      the drawing in its box: zoom, fit, following, panning, clicks
//	explore-panels.js    the step's sentence, pseudo-code line, call stack, counters
//	explore-summary.js   the title, the result line and its warnings, the legend
//	explore-export.js    the downloads, and the picture of the part in view
//	present.js           presentation mode: the tree and the sentence, full screen
//
// The problem itself (its parameters, link and title) is problem.js.
import { t, getLang, stonesTake } from './i18n.js';
import { Requests, isAbort } from './api.js';
import { elements, plainClick } from './dom.js';
import { Trace } from './model.js';
import { TreeView } from './view.js';
import { unreachedMode } from './view-step.js';
import {
  UNREACHED, NAIVE_EXAMPLE, EVAL_GAMES, defaultParams, problemQuery, problemKey, budgetOf, stepperLink, titleOf,
} from './problem.js';
import { windowedTrace } from './problem-chance.js';
import { labCode, isLab } from './labcode.js';
import { ProblemForm } from './explore-form.js';
import { StepperErrors } from './explore-errors.js';
import { SearchFailure } from './explore-failure.js';
import { StepControls } from './explore-controls.js';
import { TreePanel } from './explore-tree.js';
import { StepPanels } from './explore-panels.js';
import { Summary } from './explore-summary.js';
import { Exports } from './explore-export.js';
import { FocusKeeper } from './explore-focus.js';
import { Presentation } from './present.js';
import { MCTSPanel, MCTS_IDS } from './mcts-panel.js';
import { MCTSChart, CHART_IDS } from './mcts-chart.js';

// The problem's names, for the modules that import them from here.
export {
  ALGOS, UNREACHED, NAIVE_EXAMPLE, algoLabel, gameLabel, defaultBudget, defaultParams, paramsFromURL, problemQuery, problemKey, isWindowed,
} from './problem.js';

// The stepper's elements, by their ids in index.html: the one place that names them.
const IDS = {
  home: 'view-explore', up: 'btn-up',
  // the problem form
  details: 'problem-details', form: 'problem-form', run: 'f-run', game: 'f-game',
  preset: 'f-preset', tree: 'f-tree', treeText: 'tree-text-field', root: 'f-root',
  randomOpts: 'random-opts', rb: 'f-rb', rd: 'f-rd', rseed: 'f-rseed', rnew: 'f-rnew',
  ttt: 'f-ttt', tttClear: 'ttt-clear', tttStatus: 'ttt-status', tttEditor: 'ttt-editor',
  c4: 'f-c4', c4Undo: 'c4-undo', c4Clear: 'c4-clear', c4Status: 'c4-status', c4Editor: 'c4-editor', eval: 'f-eval',
  tttEval: 'f-ttt-eval', stones: 'f-stones', takes: 'f-takes', labPos: 'f-labpos',
  coin: 'f-coin', coinSide: 'f-coin-side', chanceOpts: 'chance-opts', star1: 'f-star1', star1Opts: 'star1-opts', chanceBounds: 'f-chance-bounds', negamaxForm: 'f-negamax-form',
  algo: 'f-algo', depth: 'f-depth', order: 'f-order', quiescence: 'f-quiescence', tt: 'f-tt', iterative: 'f-iterative',
  returns: 'f-returns', courseHint: 'course-hint', faster: 'f-faster', maxNodes: 'f-maxnodes', timeLimit: 'f-timelimit', budget: 'f-budget',
  unreached: 'f-unreached', failHardHint: 'failhard-hint', quiescenceHint: 'quiescence-hint', ttNaiveHint: 'tt-naive-hint',
  mctsOpts: 'mcts-opts', iterations: 'f-iterations', exploration: 'f-exploration', mseed: 'f-mseed',
  // the controls
  first: 'btn-first', back: 'btn-back', play: 'btn-play', fwd: 'btn-fwd', last: 'btn-last',
  prevCut: 'btn-prevcut', nextCut: 'btn-nextcut', slider: 'slider', speed: 'speed', stepLabel: 'step-label', present: 'btn-present',
  // the drawing
  box: 'treebox', busy: 'tree-busy', error: 'tree-error', desc: 'tree-desc', follow: 'follow',
  zoomIn: 'zoom-in', zoomOut: 'zoom-out', zoomFit: 'zoom-fit', zoomLevel: 'zoom-level',
  // the panels
  sentence: 'sentence', code: 'code', codeChoice: 'code-choice', codeNote: 'code-note', stack: 'stack', stackBody: 'stack-body',
  cntNodes: 'cnt-nodes', cntLeaves: 'cnt-leaves', cntCutoffs: 'cnt-cutoffs', cntTt: 'cnt-tt',
  cntCutoffsRow: 'cnt-cutoffs-row', cntTtRow: 'cnt-tt-row', footWindow: 'foot-window',
  // the summary and the legend
  title: 'problem-title', result: 'result-line', resultWarn: 'result-warn', scoreLegend: 'score-legend', naiveCheck: 'naive-check',
  lgChance: 'lg-chance', lgPruned: 'lg-pruned', lgTt: 'lg-tt', lgQuiet: 'lg-quiet', lgFold: 'lg-fold', lgWindow: 'lg-window', lgUnreached: 'lg-unreached',
  // the downloads
  dlViewSvg: 'dl-view-svg', dlViewPng: 'dl-view-png', dlStepSvg: 'dl-step-svg', dlStepPng: 'dl-step-png',
  dlRegionSvg: 'dl-region-svg', dlRegionPng: 'dl-region-png', dlAllSvg: 'dl-all-svg', dlAllPng: 'dl-all-png',
  // Monte Carlo tree search's panel and chart
  ...MCTS_IDS, ...CHART_IDS,
};

export class Explorer {
  constructor(app) {
    this.app = app;
    const ui = (this.ui = elements(IDS));
    // requests by kind: 'search' (a search, or the position of a subtree to search),
    // 'editor' (a board editor's position), 'naive' (the naive memo's check)
    this.req = new Requests();
    this.p = defaultParams();
    this.tr = null;
    this.view = null;
    this.k = 0;
    this.follow = true;
    this.seq = 0; // searches started (the browser tests count them)
    this.loadingKey = null; // the problem of the search on its way
    this.shownKey = null; // the problem of the search shown
    this.form = new ProblemForm(ui, app, this.req, {
      submit: () => this.submit(),
      invalid: () => this.errors.boardRefused(),
      unreached: (mode) => this.setUnreached(mode),
    });
    this.errors = new StepperErrors(this); // errors beside their fields
    this.failure = new SearchFailure(this); // failures that name no field: the search shown stays
    this.controls = new StepControls(ui, this);
    this.tree = new TreePanel(ui, this);
    // the pseudo-code note's button searches as the chosen code does
    this.panels = new StepPanels(ui, (patch) => { this.writeForm({ ...this.p, ...patch }); this.submit(); });
    this.summary = new Summary(ui, this.req, this);
    this.exports = new Exports(ui, this);
    this.focus = new FocusKeeper(this);
    this.present = new Presentation(this, ui.present);
    this.mctsPanel = new MCTSPanel(ui, this);
    this.mctsChart = new MCTSChart(ui, this.req);
    for (const a of document.querySelectorAll('a[data-example]')) {
      a.addEventListener('click', (e) => {
        if (!plainClick(e)) return;
        e.preventDefault();
        this.openExample(a.dataset.example);
      });
    }
    ui.follow.addEventListener('change', () => {
      this.follow = ui.follow.checked;
      if (this.follow) this.tree.scrollToCurrent(false);
    });
    ui.up.addEventListener('click', () => history.back());
  }

  // ---------- the form (the compare view's too) ----------

  readForm() { return this.form.read(); }
  writeForm(p) { this.form.write(p); }
  fillPresets() { this.form.fillPresets(); }
  syncEnabled() { this.form.syncEnabled(); }
  titleOf(p) { return titleOf(p, this.app.meta.presets); }

  // submit searches what the form says, unless that is the search shown or on its way.
  submit() {
    // what the form refuses as typed is said beside its field, and nothing is asked
    if (!this.errors.check()) return;
    // in the compare view, the form is the compared problem's
    if (this.app.view === 'compare') {
      this.form.searching();
      this.app.compare.submit();
      return;
    }
    this.form.syncEnabled();
    const p = this.form.read();
    // a board typed in its field is read by the server first (it may be moves, or
    // wrong); the editor searches it once it is known good
    if ((p.game === 'tictactoe' || p.game === 'connect4') && p.position !== this.form.editor.checked) {
      this.form.editor.load(true);
      return;
    }
    this.form.searching();
    const key = problemKey(p);
    if (key === this.loadingKey) return; // on its way
    if (!this.loadingKey && this.tr && key === this.shownKey) { // shown
      this.errors.accepted();
      this.failure.clear();
      this.saveURL(true);
      return;
    }
    this.load(p, 0, { push: false });
  }

  // openExample loads a ready example (the naive memo's failure, or the same problem
  // with the bound-type table) from its first step.
  openExample(which) {
    const p = { ...defaultParams(), ...NAIVE_EXAMPLE, unreached: this.ui.unreached.value };
    if (which === 'naive-right') p.tt = 'bounds';
    this.writeForm(p);
    this.load(p, 0, { push: 'example' });
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
      // a student's game's position is its moves by name, comma-separated: the moves
      // are added to it (a name may hold spaces, at which the list of moves splits)
      const lab = isLab(p.game);
      const position = stones ? String(pile) : lab ? [p.position, ...moves].filter((m) => m.trim()).join(', ') : p.position;
      const info = await this.req.getJSON('search', '/api/position', {
        game: p.game, position, root: p.game === 'tree' && p.root === 'min' ? 'min' : '',
        takes: stones ? p.takes : '', eval: EVAL_GAMES.includes(p.game) ? p.eval : '', moves: stones || lab ? '' : moves.join(','),
      });
      const np = { ...p, position: info.position, root: info.root };
      if (Number(p.depth) > 0) np.depth = String(Math.max(1, Number(p.depth) - tr.depth[i]));
      this.writeForm(np);
      await this.load(np, 0, { push: true });
    } catch (e) {
      if (!isAbort(e)) this.showError(e.message);
    }
  }

  // ---------- loading a search ----------

  // load searches p and shows step k. opts.push: a new history entry (a subtree);
  // opts.expectMove: the move played ("why this move?").
  async load(p, k, opts = {}) {
    p = { ...p, unreached: unreachedMode(p.game, p.unreached) };
    // the form holds p: what it refuses as typed is said beside its field, not searched
    if (!this.errors.check()) return;
    this.pause();
    this.focus.stop();
    const job = this.req.start('search');
    this.req.abort('naive');
    this.seq++;
    const key = problemKey(p);
    this.loadingKey = key;
    this.expectMove = opts.expectMove || null;
    this.showError('');
    this.setBusy(t('busySearching'));
    const q = problemQuery(p);
    let doc, svg;
    const t0 = performance.now(), took = {};
    const timed = (name, f) => f.then((v) => { took[name] = performance.now() - t0; return v; });
    try {
      [doc, svg] = await Promise.all([
        // the compact form: one array a field, read straight into typed arrays
        timed('trace', job.getJSON('/api/trace', { ...q, form: 'columns' })),
        // the page's drawing at its natural size (the page zooms it), not fitted to a slide
        timed('svg', job.getText('/api/render', { ...q, step: 0, format: 'svg', budget: budgetOf(p), lang: getLang(), width: 'full' })),
      ]);
    } catch (e) {
      if (isAbort(e)) return;
      job.abort(); // the other half is of no use
      this.loadingKey = null;
      this.setBusy('');
      // a field's error is said beside it; the search shown stays
      if (this.errors.refused(e, p)) return;
      // any other failure: the search shown stays too, and the line above it says why
      if (!this.tr) this.p = p;
      this.failure.failed(e, p);
      return;
    }
    this.loadingKey = null;
    this.errors.accepted();
    this.failure.clear();
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
    this.focus.stop();
    if (this.present) this.present.exit();
    this.tr = null;
    this.view = null;
    this.shownKey = null;
    this.ui.box.replaceChildren();
    this.ui.title.textContent = this.p ? this.titleOf(this.p) : 'gametree';
    this.summary.clear();
    this.panels.clear();
    this.mctsPanel.clear();
    this.mctsChart.clear();
    this.controls.clear();
    this.showError(msg);
  }

  show(doc, svg, timing = {}) {
    let t0 = performance.now();
    const tr = new Trace(doc);
    timing.model = performance.now() - t0;
    t0 = performance.now();
    this.tr = tr;
    this.view = this.makeView(svg);
    this.panels.reset(tr);
    this.controls.reset(tr);
    this.mctsPanel.reset(tr);
    this.mctsChart.reset(tr, this.p);
    this.k = 0;
    this.summary.render(this.p, this.expectMove);
    this.summary.renderLegend();
    this.tree.initialZoom();
    this.syncUp();
    timing.view = performance.now() - t0;
  }

  // makeView draws svg, the server's drawing of the search shown (this.tr).
  makeView(svg) {
    return new TreeView(this.ui.box, svg, this.tr, { windowed: windowedTrace(this.tr), game: this.p.game, hide: this.p.unreached !== 'ghost', labelledBy: this.ui.desc.id });
  }

  // redraw shows another drawing of the search shown (explore-focus.js: one that
  // keeps the step's node unfolded) at the step and zoom shown.
  redraw(svg) {
    this.view = this.makeView(svg);
    this.view.zoomTo(this.tree.zoom);
    this.view.show(this.k, { all: true, touched: [] });
    this.tree.refreshTip();
    this.summary.renderLegend();
    if (this.present.active) this.present.onStep({ scroll: 'instant' });
    else if (this.follow) this.tree.scrollSoon('instant');
  }

  // ---------- leaving the view ----------

  // leave stops what runs for this view: playing, and every request on its way (a
  // search is asked again when the view is shown again).
  leave() {
    this.present.exit();
    this.pause();
    this.focus.stop();
    this.req.abortAll();
    if (this.loadingKey) {
      this.loadingKey = null;
      this.setBusy('');
    }
  }

  // setUnreached hides the unreached part of the drawing or draws it faint.
  setUnreached(mode) {
    if (!UNREACHED.includes(mode)) mode = 'hide';
    if (this.p) this.p.unreached = mode;
    if (this.view) this.view.setHide(mode !== 'ghost');
    if (this.tr) {
      this.summary.renderLegend();
      this.saveURL(true);
    }
  }

  // syncUp shows the way back when this view was opened from another one.
  syncUp() {
    const st = history.state && history.state.sub;
    this.ui.up.hidden = !st;
    const back = { play: 'backToGame', practise: 'backToExercise', compare: 'backToCompare', class: 'backToClass' };
    this.ui.up.textContent = t(back[st] || 'backToParent');
  }

  // ---------- stepping ----------

  userGo(k) {
    this.pause();
    this.go(k);
  }

  pause() { this.controls.pause(); }

  get playing() { return this.controls.playing; }

  // go shows step k: the drawing, the sentence, the code line, the stack, the counters.
  go(k, opts = {}) {
    const tr = this.tr;
    if (!tr || tr.S === 0) return;
    k = Math.max(0, Math.min(tr.S - 1, k));
    const res = tr.seek(k);
    this.view.show(k, res);
    this.tree.refreshTip();
    this.k = k;
    this.controls.show(k, tr.S);
    this.panels.show(tr, k, this.p.game);
    this.mctsPanel.show(tr, k);
    this.mctsChart.show(k);
    this.summary.renderResult();
    if (this.present.active) this.present.onStep(opts);
    else if (this.follow) this.tree.scrollSoon(opts.scroll);
    this.focus.check();
    this.saveURL(false);
  }

  // ---------- links, downloads, status ----------

  // link is the address of the view shown: the problem, the step, the language (and
  // the student's code it names, in the fragment).
  link(k = this.k) {
    return stepperLink(this.p, k) + labCode.fragmentFor({ game: this.p.game, eval: this.p.eval });
  }

  // saveURL keeps the address bar on the view shown (at most a few times a second).
  saveURL(now) {
    clearTimeout(this.urlTimer);
    const doIt = () => {
      if (this.app.view !== 'explore' || !this.tr) return;
      // while the form's error shows, the address keeps what was typed
      history.replaceState(history.state, '', this.errors.pending ? this.errors.typedLink : this.link());
      this.exports.update();
    };
    if (now) doIt();
    else this.urlTimer = setTimeout(doIt, 250);
  }

  // lastExport is what the last picture of the view held (the browser tests read it).
  get lastExport() { return this.exports.last; }

  setBusy(msg) {
    this.ui.busy.textContent = msg;
    this.ui.busy.hidden = !msg;
    this.ui.box.setAttribute('aria-busy', msg ? 'true' : 'false');
  }

  // showError says what went wrong once, where the drawing would be.
  showError(msg) {
    this.ui.error.textContent = msg;
    this.ui.error.hidden = !msg;
  }

  // relabel redraws what depends on the language.
  relabel() {
    this.errors.relabel();
    this.failure.relabel();
    this.form.fillPresets();
    this.form.syncLab();
    if (this.p && this.p.game === 'tree' && !this.errors.pending) this.writeForm(this.p); // not over what was typed
    this.form.editor.relabel();
    // nothing shown: the problem on its way, or none while a field's error stands (the
    // default problem is not what the form holds)
    if (!this.tr) this.ui.title.textContent = this.p && !this.errors.pending ? this.titleOf(this.p) : 'gametree';
    if (!this.tr) return;
    this.panels.relabel();
    this.mctsChart.relabel();
    this.view.relabel();
    this.syncUp();
    this.summary.render(this.p, this.expectMove);
    this.go(this.k);
    this.controls.labelPlay();
    this.exports.update();
  }
}
