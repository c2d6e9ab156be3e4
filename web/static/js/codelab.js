// The code lab: a student's own evaluation, game or search, written in Starlark or
// JavaScript (codelab-lang.js: the language of each kind) in an editor with line numbers, run on the server's sandbox (/api/lab/...), drawn with the
// stepper's tree and sentences, checked step by step, and played in a tournament.
// Code that ran is the page's (labcode.js): the other views offer it as "your
// evaluation" and "your game", and the lab opens them on it. Each part of the view is
// a module of its own:
//
//	codelab-editor.js   the editor: line numbers, indenting, the error marked
//	codelab-stepper.js  the search drawn and stepped through, the divergence ringed
//	codelab-check.js    the check's report: the verdict and the two runs side by side
//	codelab-match.js    a tournament and the quality score, streamed
//	codelab-suite.js    the check on every check tree: the tree it failed on, opened
//	codelab-lang.js     the language chosen: its examples, hint and indentation
//
// The lab's link holds its code in the fragment (#eval=..., #game=..., #search=...):
// see labcode.js.
import { t, getLang, onLangChange } from './i18n.js';
import { Requests, isAbort, query } from './api.js';
import { elements, setOptions, copyLink } from './dom.js';
import { GAME_DEFAULTS, defaultParams, problemQuery } from './problem.js';
import { labCode, KINDS, pack, fragmentCodes } from './labcode.js';
import { CodeEditor } from './codelab-editor.js';
import { LabStepper, LAST_STEP } from './codelab-stepper.js';
import { CheckReport } from './codelab-check.js';
import { Match } from './codelab-match.js';
import { SuiteView, SUITE } from './codelab-suite.js';
import { initChecker, syncVariant, setVariant, variantParams, variantFromQuery, showCheckExtras, hideCheckExtras } from './codelab-checker.js';
import { checkInLane, queuedText, laneClient, moveLimitNote } from './codelab-lane.js';
import { LabLang, parseCodeLang, linkLang, langFormValue, JAVASCRIPT } from './codelab-lang.js';
import { TTT, TUTORIAL_POSITION, looksLikeTutorial } from './codelab-tutorial.js';

const DEFAULT_EXAMPLE = { eval: 'connect4_course', game: 'nim', search: 'search_alphabeta_wrong' };
const API_TEXT = { eval: 'labApiEval', game: 'labApiGame', search: 'labApiSearch' };
// The algorithm an example is written for.
const EXAMPLE_ALGO = { search_negamax: 'negamax-alphabeta', search_minimax: 'minimax', search_tutorial: 'minimax' };
// The value the example's alpha-beta returns, when it is not fail-soft's (codelab-checker.js).
const EXAMPLE_VARIANT = { search_alphabeta_seed002: 'course' };

// The lab's elements, by their ids in index.html: the one place that names them.
const IDS = {
  kind: 'lab-kind', example: 'lab-example', api: 'lab-api', codeLang: 'lab-codelang', langHint: 'lab-lang-hint',
  // the editor
  source: 'lab-source', gutter: 'lab-gutter', error: 'lab-error', errorText: 'lab-error-text', traceback: 'lab-traceback',
  // the problem of each kind
  egame: 'lab-egame', epos: 'lab-epos', edepth: 'lab-edepth', gpos: 'lab-gpos', gdepth: 'lab-gdepth',
  sgame: 'lab-sgame', sgameHint: 'lab-sgame-hint', tree: 'lab-tree', treeField: 'lab-tree-field', spos: 'lab-spos', sposField: 'lab-spos-field', tpos: 'lab-tpos', tposField: 'lab-tpos-field',
  algo: 'lab-algo',
  // the actions
  run: 'lab-run', link: 'lab-link', status: 'lab-status', linkField: 'lab-link-field',
  use: 'lab-use', useExplore: 'lab-use-explore', useCompare: 'lab-use-compare', usePractise: 'lab-use-practise', usePlay: 'lab-use-play',
  // the check's report
  check: 'lab-check', verdict: 'lab-verdict', events: 'lab-events',
  // the drawing
  stepper: 'lab-stepper', treebox: 'lab-treebox', desc: 'lab-tree-desc', say: 'lab-say', stepno: 'lab-stepno',
  first: 'lab-first', prev: 'lab-prev', next: 'lab-next', last: 'lab-last', slider: 'lab-slider',
  // the tournament and the quality score
  match: 'lab-match', games: 'lab-games', mdepth: 'lab-mdepth', tournament: 'lab-tournament', quality: 'lab-quality',
  playIt: 'lab-playit', progress: 'lab-progress', progressText: 'lab-progress-text', tally: 'lab-tally',
  gamesList: 'lab-games-list', qtable: 'lab-qtable',
};

export class CodeLab {
  constructor(app) {
    this.app = app;
    const ui = (this.ui = elements(IDS));
    this.examples = [];
    this.kind = 'eval';
    // the code of each kind as last typed (the editor shows one kind at a time)
    this.drafts = {};
    // requests by kind: 'run' (a search, a check, a tournament, a quality score),
    // 'examples'
    this.req = new Requests();
    this.editor = new CodeEditor(ui, () => {
      ui.use.hidden = true;
      ui.example.value = ''; // edited: the student's own code now
    });
    this.langs = new LabLang(ui, this.editor, (lang) => this.setCodeLang(lang));
    this.stepper = new LabStepper(ui);
    this.checkReport = new CheckReport(ui);
    this.suiteView = new SuiteView(ui, (href) => this.app.go(href));
    this.match = new Match(ui, this);
    initChecker(ui.algo, () => this.run());
    laneClient(); // this browser's share of the lab's queue (codelab-lane.js)
    moveLimitNote(ui.tournament);
    ui.kind.addEventListener('change', () => this.setKind(ui.kind.value));
    ui.example.addEventListener('change', () => this.loadExample(ui.example.value));
    ui.egame.addEventListener('change', () => {
      this.syncKind();
      const name = ui.egame.value === 'tictactoe' ? 'tictactoe_lines' : 'connect4_course';
      if (this.langs.find(this.examples, name)) this.loadExample(name);
    });
    ui.sgame.addEventListener('change', () => this.syncKind());
    ui.run.addEventListener('click', () => this.run());
    ui.link.addEventListener('click', () => this.copyLink());
    ui.playIt.addEventListener('click', () => this.openIn('play'));
    ui.useExplore.addEventListener('click', () => this.openIn('explore'));
    ui.useCompare.addEventListener('click', () => this.openIn('compare'));
    ui.usePractise.addEventListener('click', () => this.openIn('practise'));
    ui.usePlay.addEventListener('click', () => this.openIn('play'));
    onLangChange(() => this.relabel());
  }

  // The state the browser tests read.
  get tr() { return this.stepper.tr; }
  get k() { return this.stepper.k; }
  get report() { return this.checkReport.report; }

  // apiText is the kind's API, in the code's language (JavaScript's null, arrays, the
  // tutorial's Tablero; Starlark's None, lists).
  apiText() { return t(API_TEXT[this.kind] + (this.langs.lang() === JAVASCRIPT ? 'JS' : '')); }

  relabel() {
    this.ui.api.textContent = this.apiText();
    this.fillExamples();
    this.langs.relabel();
    this.stepper.relabel();
    this.checkReport.relabel();
    this.suiteView.relabel();
  }

  // leave aborts what runs for the lab (its view is left): a search, a check, a
  // tournament's stream.
  leave() {
    this.req.abortAll();
    this.ui.run.disabled = false;
  }

  // ---------- the code and its kind ----------

  async ensureExamples() {
    if (this.examples.length) return;
    try {
      this.examples = await this.req.getJSON('examples', '/api/lab/examples', {});
    } catch {
      this.examples = []; // asked again on the next visit (an abort: the view was left)
    }
  }

  fillExamples() {
    const keep = this.ui.example.value;
    const named = (name) => { const k = 'labEx_' + name; const s = t(k); return s === k ? name.replace(/_/g, ' ') : s; };
    setOptions(this.ui.example, [['', t('labOwn')], ...this.examples.filter((e) => this.langs.offers(e)).map((x) => [x.name, named(x.name)])]);
    this.ui.example.value = keep;
    if (this.ui.example.value !== keep) this.ui.example.value = '';
  }

  // setKind shows the editor and the problem of a kind, with code (a link's, in lang),
  // else its code as last typed (or run, or its default example).
  setKind(kind, code = '', lang = '') {
    this.drafts[this.langs.key()] = this.editor.value;
    this.kind = KINDS.includes(kind) ? kind : 'eval';
    if (lang) this.langs.set(this.kind, lang);
    this.ui.kind.value = this.kind;
    this.langs.setKind(this.kind);
    this.fillExamples();
    this.openDraft(code);
  }

  // setCodeLang shows the kind's code in the language just chosen: its draft in that
  // language, or its first example.
  setCodeLang(lang) {
    const other = lang === 'javascript' ? 'starlark' : 'javascript';
    this.drafts[this.langs.key(this.kind, other)] = this.editor.value;
    this.fillExamples();
    this.openDraft();
  }

  // openDraft puts in the editor code (a link's), else the kind's code in its language
  // as last typed (or run, or its first example, or a template).
  openDraft(code = '') {
    const lang = this.langs.lang();
    const kept = labCode.lang(this.kind) === lang ? labCode.source(this.kind) : '';
    const text = code || this.drafts[this.langs.key()] || kept;
    if (text) {
      this.editor.value = text;
      this.ui.example.value = '';
    } else {
      const ttt = this.kind === 'eval' && this.ui.egame.value === 'tictactoe'; // the game chosen stays
      const x = this.langs.firstExample(this.examples, ttt ? 'tictactoe_lines' : DEFAULT_EXAMPLE[this.kind]);
      if (x) this.loadExample(x.name);
      else {
        this.editor.value = this.langs.template();
        this.ui.example.value = '';
      }
    }
    this.ui.use.hidden = true;
    this.syncKind();
  }

  // syncKind shows what the kind and its problem have.
  syncKind() {
    const ui = this.ui, kind = this.kind;
    for (const fs of ui.source.closest('.lab-code').querySelectorAll('.lab-problem')) fs.hidden = fs.dataset.kind !== kind;
    ui.api.textContent = this.apiText();
    ui.match.hidden = kind !== 'eval';
    syncVariant();
    ui.playIt.hidden = kind !== 'eval' || ui.egame.value !== 'connect4';
    // a search is checked on a tree, or on the lab's game once it has one
    const game = this.gameSource();
    ui.sgame.querySelector('option[value="game"]').disabled = !game;
    if (!game && ui.sgame.value === 'game') ui.sgame.value = SUITE;
    ui.sgameHint.hidden = !!game;
    const onGame = ui.sgame.value === 'game';
    ui.treeField.hidden = ui.sgame.value !== 'tree';
    ui.tposField.hidden = ui.sgame.value !== TTT;
    ui.sposField.hidden = !onGame;
    ui.usePractise.hidden = kind !== 'game';
    ui.usePlay.hidden = kind !== 'game';
  }

  // gameSource is the lab's game: as last typed, else as last run.
  gameSource() {
    return (this.kind === 'game' ? this.editor.value : this.drafts[this.langs.key('game')]) || labCode.source('game');
  }

  // gameLang is the language of the lab's game (gameSource).
  gameLang() {
    return this.kind === 'game' || this.drafts[this.langs.key('game')] ? this.langs.lang('game') : labCode.lang('game');
  }

  loadExample(name) {
    const x = this.langs.find(this.examples, name);
    this.ui.example.value = x ? name : '';
    if (!x) return;
    this.editor.value = x.source;
    if (name.startsWith('tictactoe')) this.ui.egame.value = 'tictactoe';
    if (name.startsWith('connect4')) this.ui.egame.value = 'connect4';
    if (x.algo) this.ui.algo.value = x.algo; // a game with chance(state): expectiminimax
    if (this.kind === 'search') {
      this.ui.algo.value = EXAMPLE_ALGO[name] || 'alphabeta';
      setVariant(EXAMPLE_VARIANT[name] || 'soft');
      if (x.game === TTT) { // the tutorial's: its board
        this.ui.sgame.value = TTT;
        this.ui.tpos.value = x.position || TUTORIAL_POSITION;
      } else if (this.ui.sgame.value === TTT) this.ui.sgame.value = SUITE;
      this.syncKind();
    }
    syncVariant();
    this.ui.use.hidden = true;
  }

  status(text) { this.ui.status.textContent = text; }

  // submit sends the editor's code: its hash, which the searches name it by.
  async submit(request) {
    labCode.set(this.kind, this.editor.value, '', '', this.langs.lang());
    return labCode.submit(this.kind, request);
  }

  // ---------- running ----------

  // problem is the search to draw, as the stepper's problem (eval and game kinds).
  problem(hash) {
    const ui = this.ui;
    const p = defaultParams();
    if (this.kind === 'eval') {
      Object.assign(p, GAME_DEFAULTS[ui.egame.value], { game: ui.egame.value, position: ui.epos.value.trim(), eval: 'lab:' + hash });
      p.depth = String(Math.max(1, Number(ui.edepth.value) || 3));
    } else {
      Object.assign(p, { game: 'lab:' + hash, position: ui.gpos.value.trim(), depth: String(Math.max(0, Number(ui.gdepth.value) || 0)) });
    }
    p.order = false; // the lab draws the plain search
    p.algo = ui.algo.value;
    return p;
  }

  async run() {
    const ui = this.ui;
    const job = this.req.start('run');
    this.editor.clearError();
    this.status(t('labRunning'));
    ui.run.disabled = true;
    ui.use.hidden = true;
    try {
      if (this.kind === 'search') {
        await this.check(job);
      } else {
        const q = problemQuery(this.problem(await this.submit(job)));
        const [doc, svg] = await Promise.all([
          job.getJSON('/api/trace', { ...q, form: 'columns' }),
          job.getText('/api/render', { ...q, step: 0, format: 'svg', budget: '600', lang: getLang(), width: 'full' }),
        ]);
        this.checkReport.hide();
        this.suiteView.hide();
        hideCheckExtras();
        this.stepper.show(doc, svg, 0);
        ui.use.hidden = false;
      }
      this.status('');
      this.saveURL();
    } catch (e) {
      if (isAbort(e)) return;
      this.status('');
      this.editor.showError(e);
    } finally {
      if (!job.aborted) ui.run.disabled = false;
    }
  }

  // check runs the student's search against the course's algorithm, on a tree or on
  // the lab's game, and draws the course's search whole (its pruned parts too) at the
  // step where the code went wrong.
  async check(job) {
    const ui = this.ui;
    const form = { source: this.editor.value, algo: ui.algo.value, lang: getLang(), 'code-lang': langFormValue(this.langs.lang()) };
    if (ui.sgame.value !== TTT && ui.sgame.value !== 'game' && looksLikeTutorial(form.source, this.langs.lang())) {
      ui.sgame.value = TTT; // the tutorial's code plays on its board: the choice shows it
      this.syncKind();
    }
    if (ui.sgame.value === TTT) {
      form.game = 'tictactoe';
      form.position = ui.tpos.value.trim() || TUTORIAL_POSITION;
    } else if (ui.sgame.value === 'game') {
      labCode.set('game', this.gameSource(), '', '', this.gameLang());
      form.game = 'lab:' + await labCode.submit('game', job);
      form.position = ui.spos.value.trim();
    } else if (ui.sgame.value === 'tree') {
      form.position = ui.tree.value.trim() || 'textbook';
    } // else every check tree (no position)
    variantParams((k, v) => { form[k] = v; });
    labCode.set('search', this.editor.value, '', '', this.langs.lang());
    const rep = await checkInLane(job, form, (n) => this.status(queuedText(n))); // its place in the queue shown
    this.checkReport.show(rep);
    this.suiteView.show(rep);
    showCheckExtras(rep);
    const q = { ...rep.params };
    const [doc, svg] = await Promise.all([
      job.getJSON('/api/trace', { ...q, form: 'columns' }),
      job.getText('/api/render', { ...q, step: 0, format: 'svg', budget: '600', lang: getLang(), width: 'full' }),
    ]);
    // a search that does what the course's does opens at its last step
    const d = rep.divergence;
    this.stepper.show(doc, svg, d && d.step >= 0 ? d.step : LAST_STEP, d);
  }

  // openIn opens another view on the lab's code (its hash chosen there): the stepper,
  // the comparison, an exercise on a game, playing it.
  async openIn(view) {
    const job = this.req.start('open');
    try {
      const hash = await this.submit(job);
      await labCode.packed();
      const p = this.problem(hash);
      let q;
      if (view === 'practise') q = { view, source: 'lab:' + hash, position: await this.practisePosition(job, hash, p.position), q: 'prune' };
      else if (view === 'play' && this.kind === 'eval') q = { view, game: 'connect4', depth: String(Math.max(2, Number(this.ui.mdepth.value) || 2)), eval: 'lab:' + hash };
      else if (view === 'play') q = { view, game: 'lab:' + hash };
      else q = { view, ...problemQuery(p), ...(GAME_DEFAULTS[p.game] ? { depth: p.depth, order: String(p.order) } : {}) };
      this.app.go('?' + query({ ...q, lang: getLang() }) + labCode.fragmentFor({ code: 'lab:' + hash }));
    } catch (e) {
      if (!isAbort(e)) this.editor.showError(e);
    }
  }

  // practisePosition is where an exercise on the lab's game starts: its position, or,
  // when the game's tree from there is too big for an exercise (Nim from its start),
  // the nearest position on whose tree fits (GET /api/exercise with fit).
  async practisePosition(job, hash, position) {
    const ex = await job.getJSON('/api/exercise', { source: 'lab:' + hash, position, q: 'prune', fit: 'true' });
    return ex.spec.position || '';
  }

  // ---------- the address ----------

  query() {
    const ui = this.ui;
    const q = new URLSearchParams({ view: 'lab', kind: this.kind, algo: ui.algo.value });
    if (this.kind === 'eval') {
      q.set('game', ui.egame.value);
      if (ui.epos.value.trim()) q.set('position', ui.epos.value.trim());
      q.set('depth', ui.edepth.value || '3');
    } else if (this.kind === 'game') {
      if (ui.gpos.value.trim()) q.set('position', ui.gpos.value.trim());
      if (Number(ui.gdepth.value) > 0) q.set('depth', ui.gdepth.value);
    } else {
      if (ui.sgame.value === TTT) {
        q.set('game', 'tictactoe');
        q.set('position', ui.tpos.value.trim() || TUTORIAL_POSITION);
      } else if (ui.sgame.value === 'game' && labCode.ref('game')) {
        q.set('game', labCode.ref('game'));
        q.set('position', ui.spos.value.trim());
      } else {
        q.set('position', ui.sgame.value === SUITE ? SUITE : ui.tree.value.trim() || 'textbook');
      }
      variantParams((k, v) => q.set(k, v));
    }
    if (linkLang(this.langs.lang())) q.set('code-lang', linkLang(this.langs.lang()));
    if (getLang() === 'es') q.set('lang', 'es');
    return q;
  }

  // link is the lab's address: its problem, and its code in the fragment (a search
  // checked on the lab's game, the game's code too).
  async link() {
    const f = new URLSearchParams();
    f.set(this.kind, await pack(this.editor.value));
    if (linkLang(this.langs.lang())) f.set(this.kind + '-lang', linkLang(this.langs.lang()));
    const q = this.query();
    if (q.get('game') && q.get('game').startsWith('lab:')) {
      f.set('game', await pack(this.gameSource()));
      if (linkLang(this.gameLang())) f.set('game-lang', linkLang(this.gameLang()));
    }
    return location.origin + location.pathname + '?' + q.toString() + '#' + f.toString();
  }

  async saveURL() {
    const href = await this.link();
    if (this.app.view === 'lab') history.replaceState(null, '', href);
  }

  async copyLink() {
    const href = await this.link();
    history.replaceState(null, '', href);
    await copyLink(href, this.ui.status, this.ui.linkField);
  }

  // start opens the lab from an address: its problem, and its code from the fragment
  // (the page has read it into labCode); code from a link is run at once.
  async start(q) {
    await this.ensureExamples();
    const ui = this.ui;
    const kind = KINDS.includes(q.get('kind')) ? q.get('kind') : this.kind;
    const packed = fragmentCodes(location.hash, kind)[kind];
    const fromLink = packed !== undefined && (labCode.code[kind] || {}).packed === packed; // read by the page (main.js)
    // the code's language: the link's (its code's, read by labcode.js, or its query's)
    const lang = fromLink ? labCode.lang(kind) : q.get('code-lang') ? parseCodeLang(q.get('code-lang')) : '';
    if (fromLink && kind === 'search' && labCode.source('game')) this.langs.set('game', labCode.lang('game'));
    this.setKind(kind, fromLink ? labCode.source(kind) : '', lang);
    if (q.get('algo')) ui.algo.value = q.get('algo');
    if (kind === 'eval') {
      if (q.get('game')) ui.egame.value = q.get('game') === 'tictactoe' ? 'tictactoe' : 'connect4';
      ui.epos.value = q.get('position') || '';
      if (q.get('depth')) ui.edepth.value = q.get('depth');
    } else if (kind === 'game') {
      ui.gpos.value = q.get('position') || '';
      if (q.get('depth')) ui.gdepth.value = q.get('depth');
    } else {
      const onGame = (q.get('game') || '').startsWith('lab:') && !!labCode.source('game');
      const ttt = q.get('game') === TTT;
      const suite = !onGame && !ttt && [SUITE, ''].includes(q.get('position') || '');
      ui.sgame.value = onGame ? 'game' : ttt ? TTT : suite ? SUITE : 'tree';
      if (onGame) ui.spos.value = q.get('position') || '';
      else if (ttt) ui.tpos.value = q.get('position') || TUTORIAL_POSITION;
      else if (!suite) ui.tree.value = q.get('position');
      variantFromQuery(q);
    }
    this.syncKind();
    if (fromLink) {
      ui.example.value = '';
      await this.run();
    } else if (packed !== undefined) {
      this.status(t('labBadLink')); // its code could not be read
    }
  }

  async enter() {
    await this.ensureExamples();
    if (!this.ui.example.options.length) this.setKind(this.kind);
    this.syncKind();
    this.saveURL();
  }
}
