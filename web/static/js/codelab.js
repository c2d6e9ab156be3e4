// The code lab: a student's own evaluation, game or search, written in Starlark in an
// editor with line numbers, run on the server's sandbox (/api/lab/...), drawn with the
// stepper's tree and sentences, checked step by step, and played in a tournament.
//
// A link holds the code itself, compressed (deflate, base64url) in the address's
// fragment (#code=...): it works on any server and after a restart, needs no storage
// on the server, and the fragment never reaches a server's logs. The server keeps
// code only by its hash, as a cache: when it answers lab.unknown, the page sends the
// code again.
import { t, getLang, onLangChange } from './i18n.js';
import { Requests, APIError, isAbort } from './api.js';
import { $ } from './dom.js';
import { Trace } from './model.js';
import { TreeView } from './view.js';
import { explain } from './explain.js';

const KINDS = ['eval', 'game', 'search'];
const DEFAULT_EXAMPLE = { eval: 'connect4_course', game: 'nim', search: 'search_alphabeta_wrong' };
const OPP = { course: 'labOpp_course', better: 'labOpp_better', solver: 'labOpp_solver', lab: 'labOpp_lab' };
const RESULT = { win: 'labResult_win', draw: 'labResult_draw', loss: 'labResult_loss' };
const API_TEXT = { eval: 'labApiEval', game: 'labApiGame', search: 'labApiSearch' };

// postForm sends a form and reads the JSON answer (errors as the API's, plus the
// program's line, column and traceback).
async function postForm(path, form, signal) {
  let res;
  try {
    res = await fetch(path, {
      method: 'POST', signal, body: new URLSearchParams(form),
      headers: { Accept: 'application/json', 'Accept-Language': getLang() },
    });
  } catch (e) {
    if (e.name === 'AbortError') throw e;
    throw new APIError(0, t('errNetwork'));
  }
  return res;
}

async function failure(res) {
  let msg = res.status === 429 ? t('errBusy') : `HTTP ${res.status}`;
  const err = new APIError(res.status, msg);
  try {
    const j = await res.json();
    if (j && j.error) err.message = j.error;
    err.code = j.code || '';
    err.line = j.line || 0;
    err.col = j.col || 0;
    err.traceback = j.traceback || '';
  } catch { /* not JSON */ }
  return err;
}

// The code in a link: deflate-raw, base64url (the browser's own CompressionStream).
async function pack(text) {
  const cs = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(cs).arrayBuffer());
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function unpack(s) {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  const ds = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(ds).text();
}

export class CodeLab {
  constructor(app) {
    this.app = app;
    this.examples = [];
    this.kind = 'eval';
    this.hash = '';
    this.hashOf = '';
    this.tr = null;
    this.view = null;
    this.k = 0;
    this.req = new Requests(); // run (a search, a check, a tournament), examples
    this.report = null;
    this.bind();
  }

  bind() {
    const src = $('lab-source');
    src.addEventListener('input', () => { this.gutter(); this.clearError(); });
    src.addEventListener('scroll', () => { $('lab-gutter').scrollTop = src.scrollTop; });
    src.addEventListener('keydown', (e) => {
      if (e.key !== 'Tab' || e.shiftKey || e.ctrlKey || e.metaKey || e.altKey) return;
      // Tab indents by four spaces (Escape, then Tab, leaves the editor)
      if (this.escaped) { this.escaped = false; return; }
      e.preventDefault();
      const { selectionStart: a, selectionEnd: b, value: v } = src;
      src.value = v.slice(0, a) + '    ' + v.slice(b);
      src.selectionStart = src.selectionEnd = a + 4;
      this.gutter();
    });
    src.addEventListener('keyup', (e) => { if (e.key === 'Escape') this.escaped = true; });
    $('lab-kind').addEventListener('change', () => this.setKind($('lab-kind').value, true));
    $('lab-example').addEventListener('change', () => this.loadExample($('lab-example').value));
    $('lab-egame').addEventListener('change', () => {
      $('lab-playit').hidden = $('lab-egame').value !== 'connect4';
      const name = $('lab-egame').value === 'tictactoe' ? 'tictactoe_lines' : 'connect4_course';
      if (this.examples.some((x) => x.name === name)) this.loadExample(name);
    });
    $('lab-run').addEventListener('click', () => this.run());
    $('lab-link').addEventListener('click', () => this.copyLink());
    $('lab-tournament').addEventListener('click', () => this.tournament());
    $('lab-quality').addEventListener('click', () => this.quality());
    $('lab-playit').addEventListener('click', () => this.playAgainst());
    $('lab-first').addEventListener('click', () => this.step(0));
    $('lab-prev').addEventListener('click', () => this.step(this.k - 1));
    $('lab-next').addEventListener('click', () => this.step(this.k + 1));
    $('lab-last').addEventListener('click', () => this.step(this.tr ? this.tr.S - 1 : 0));
    $('lab-slider').addEventListener('input', () => this.step(Number($('lab-slider').value)));
    onLangChange(() => this.relabel());
  }

  relabel() {
    $('lab-api').textContent = t(API_TEXT[this.kind]);
    if (this.view) { this.view.relabel(); this.step(this.k); }
    if (this.report) this.showReport(this.report);
  }

  // leave aborts what runs for the lab (its view is left): a search, a check, a
  // tournament's stream.
  leave() { this.req.abortAll(); $('lab-run').disabled = false; }

  async ensureExamples() {
    if (this.examples.length) return;
    try {
      this.examples = await this.req.getJSON('examples', '/api/lab/examples', {});
    } catch {
      this.examples = []; // asked again on the next visit (an abort: the view was left)
    }
  }

  fillExamples() {
    const sel = $('lab-example');
    sel.replaceChildren();
    const none = document.createElement('option');
    none.value = '';
    none.textContent = t('labOwn');
    sel.append(none);
    for (const x of this.examples.filter((e) => e.kind === this.kind)) {
      const o = document.createElement('option');
      o.value = x.name;
      o.textContent = x.name.replace(/_/g, ' ');
      sel.append(o);
    }
  }

  setKind(kind, loadDefault) {
    this.kind = KINDS.includes(kind) ? kind : 'eval';
    $('lab-kind').value = this.kind;
    for (const fs of document.querySelectorAll('#view-lab .lab-problem')) fs.hidden = fs.dataset.kind !== this.kind;
    $('lab-api').textContent = t(API_TEXT[this.kind]);
    $('lab-match').hidden = this.kind !== 'eval';
    $('lab-playit').hidden = this.kind !== 'eval' || $('lab-egame').value !== 'connect4';
    this.fillExamples();
    if (loadDefault) this.loadExample(DEFAULT_EXAMPLE[this.kind]);
  }

  loadExample(name) {
    const x = this.examples.find((e) => e.name === name);
    $('lab-example').value = x ? name : '';
    if (!x) return;
    this.setSource(x.source);
    if (name.startsWith('tictactoe')) $('lab-egame').value = 'tictactoe';
    if (name.startsWith('connect4')) $('lab-egame').value = 'connect4';
    if (name === 'search_negamax') $('lab-algo').value = 'negamax-alphabeta';
    else if (name === 'search_minimax') $('lab-algo').value = 'minimax';
    else if (this.kind === 'search') $('lab-algo').value = 'alphabeta';
  }

  setSource(text) {
    $('lab-source').value = text;
    this.gutter();
    this.clearError();
  }

  // gutter writes the line numbers beside the code, the error's line marked.
  gutter(errLine = this.errLine) {
    const n = $('lab-source').value.split('\n').length;
    const g = $('lab-gutter');
    const frag = document.createDocumentFragment();
    for (let i = 1; i <= n; i++) {
      const span = document.createElement('span');
      span.textContent = String(i);
      if (i === errLine) span.className = 'lab-errline';
      frag.append(span, '\n');
    }
    g.replaceChildren(frag);
    g.scrollTop = $('lab-source').scrollTop;
  }

  clearError() {
    if (!this.errLine && $('lab-error').hidden) return;
    this.errLine = 0;
    $('lab-error').hidden = true;
    this.gutter(0);
  }

  showError(err) {
    $('lab-error').hidden = false;
    $('lab-error-text').textContent = err.message;
    $('lab-traceback').textContent = err.traceback || '';
    $('lab-traceback').hidden = !err.traceback;
    this.errLine = err.line || 0;
    this.gutter();
    if (err.line) {
      // the caret to the line (and the column) where it happened
      const lines = $('lab-source').value.split('\n');
      let pos = 0;
      for (let i = 0; i < err.line - 1 && i < lines.length; i++) pos += lines[i].length + 1;
      pos += Math.max(0, (err.col || 1) - 1);
      const src = $('lab-source');
      src.setSelectionRange(pos, pos);
      src.scrollTop = Math.max(0, (err.line - 3) * 20);
      $('lab-gutter').scrollTop = src.scrollTop;
    }
  }

  status(text) { $('lab-status').textContent = text; }

  // submit sends the code: its hash, which searches name it by.
  async submit(signal) {
    const source = $('lab-source').value;
    if (this.hash && this.hashOf === this.kind + '\n' + source) return this.hash;
    const res = await postForm('/api/lab/code', { kind: this.kind, source, lang: getLang() }, signal);
    if (!res.ok) throw await failure(res);
    const j = await res.json();
    this.hash = j.hash;
    this.hashOf = this.kind + '\n' + source;
    return this.hash;
  }

  // problem is the search to draw, as /api/trace parameters.
  problem(hash) {
    const algo = $('lab-algo').value;
    if (this.kind === 'eval') {
      const depth = String(Math.max(1, Number($('lab-edepth').value) || 3));
      return { game: $('lab-egame').value, position: $('lab-epos').value.trim(), depth, algo, eval: 'lab:' + hash };
    }
    const q = { game: 'lab:' + hash, position: $('lab-gpos').value.trim(), algo };
    if (Number($('lab-gdepth').value) > 0) q.depth = String(Number($('lab-gdepth').value));
    return q;
  }

  async run() {
    const job = this.req.start('run');
    this.clearError();
    this.status(t('labRunning'));
    $('lab-run').disabled = true;
    try {
      if (this.kind === 'search') {
        await this.check(job);
      } else {
        let hash = await this.submit(job.signal);
        let q = this.problem(hash);
        let doc;
        try {
          doc = await job.getJSON('/api/trace', { ...q, form: 'columns' });
        } catch (e) {
          if (e.code !== 'lab.unknown') throw e;
          this.hash = ''; // the server forgot it: send it again
          hash = await this.submit(job.signal);
          q = this.problem(hash);
          doc = await job.getJSON('/api/trace', { ...q, form: 'columns' });
        }
        const svg = await job.getText('/api/render', { ...q, step: 0, format: 'svg', budget: '600', lang: getLang(), width: 'full' });
        $('lab-check').hidden = true;
        this.report = null;
        this.showTree(doc, svg, 0);
      }
      this.status('');
      this.saveURL();
    } catch (e) {
      if (isAbort(e)) return;
      this.status('');
      this.showError(e);
    } finally {
      if (!job.aborted) $('lab-run').disabled = false;
    }
  }

  showTree(doc, svg, k) {
    const tr = (this.tr = new Trace(doc));
    this.windowed = /alphabeta/.test(doc.algorithm);
    $('lab-stepper').hidden = false;
    this.view = new TreeView($('lab-treebox'), svg, tr, { windowed: this.windowed, hide: false, labelledBy: 'lab-tree-desc' });
    $('lab-slider').max = String(tr.S - 1);
    this.step(k);
  }

  step(k) {
    const tr = this.tr;
    if (!tr) return;
    k = Math.max(0, Math.min(tr.S - 1, k));
    this.k = k;
    this.view.show(k, tr.seek(k));
    $('lab-slider').value = String(k);
    $('lab-stepno').textContent = t('labStepOf', { k: k + 1, n: tr.S });
    $('lab-say').textContent = explain(tr, k, this.windowed);
    this.markDivergence();
  }

  // check runs the student's search against the course's algorithm.
  async check(job) {
    const form = {
      source: $('lab-source').value, position: $('lab-tree').value.trim() || 'textbook',
      algo: $('lab-algo').value, lang: getLang(),
    };
    if ($('lab-failhard').checked) form['fail-hard'] = 'true';
    const res = await postForm('/api/lab/check', form, job.signal);
    if (!res.ok) throw await failure(res);
    const rep = await res.json();
    this.report = rep;
    this.showReport(rep);
    // the course's search drawn whole, its pruned parts too: where the code went wrong
    const q = { ...rep.params };
    const [doc, svg] = await Promise.all([
      job.getJSON('/api/trace', { ...q, form: 'columns' }),
      job.getText('/api/render', { ...q, step: 0, format: 'svg', budget: '600', lang: getLang(), width: 'full' }),
    ]);
    const d = rep.divergence;
    this.showTree(doc, svg, d && d.step >= 0 ? d.step : doc.steps ? doc.steps.length - 1 : 0);
  }

  showReport(rep) {
    $('lab-check').hidden = false;
    const v = $('lab-verdict');
    v.textContent = rep.summary[getLang()] || rep.summary.en;
    v.classList.toggle('ok', rep.ok);
    v.classList.toggle('wrong', !rep.ok);
    const body = $('lab-events').tBodies[0];
    body.replaceChildren();
    const d = rep.divergence;
    const n = Math.max(rep.student.length, rep.reference.length);
    const last = d ? Math.min(n, d.index + 4) : n;
    for (let i = 0; i < last; i++) {
      const tr = document.createElement('tr');
      if (d && i === d.index) tr.className = 'lab-diverge-row';
      const num = document.createElement('td');
      num.textContent = String(i + 1);
      tr.append(num, this.eventCell(rep.student[i]), this.eventCell(rep.reference[i]));
      body.append(tr);
    }
  }

  eventCell(e) {
    const td = document.createElement('td');
    if (!e) { td.textContent = '—'; return td; }
    const v = e.not_number ? e.returned : String(e.value);
    td.textContent = e.kind === 'visit' ? t('labDidVisit', { name: e.name })
      : e.kind === 'eval' ? t('labDidEval', { name: e.name, v }) : t('labDidReturn', { name: e.name, v });
    return td;
  }

  // markDivergence rings the node where the student's code first went wrong.
  markDivergence() {
    if (!this.view) return;
    for (const el of this.view.svg.querySelectorAll('.lab-diverge')) el.classList.remove('lab-diverge');
    const d = this.report && this.report.divergence;
    if (!d || d.node < 0) return;
    const el = this.view.elementOf ? this.view.elementOf(d.node) : this.view.svg.querySelector('#n' + d.node);
    if (el) el.classList.add('lab-diverge');
  }

  // playAgainst opens the play view against the evaluation (connect-4: the play view
  // takes eval=lab:HASH; tic-tac-toe's machine plays a full search, no evaluation).
  async playAgainst() {
    try {
      const hash = await this.submit();
      const depth = String(Math.max(2, Number($('lab-mdepth').value) || 2));
      history.pushState(null, '', '?' + new URLSearchParams({ view: 'play', game: 'connect4', depth, eval: 'lab:' + hash, lang: getLang() }));
      this.app.showTabs('play');
      this.app.player.start(new URLSearchParams(location.search));
    } catch (e) {
      if (!isAbort(e)) this.showError(e);
    }
  }

  opponents() {
    return [...document.querySelectorAll('input[name="lab-opp"]:checked')].map((x) => x.value);
  }

  // stream reads an NDJSON answer line by line.
  async stream(path, form, onLine) {
    const job = this.req.start('run');
    this.clearError();
    const res = await postForm(path, form, job.signal);
    if (!res.ok) throw await failure(res);
    const reader = res.body.getReader();
    const dec = new TextDecoder();
    let buf = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (value) buf += dec.decode(value, { stream: true });
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        if (!line.trim()) continue;
        const j = JSON.parse(line);
        if (j.error) {
          const err = new APIError(400, j.error, j.code);
          err.line = j.line; err.col = j.col; err.traceback = j.traceback;
          throw err;
        }
        onLine(j);
      }
      if (done) break;
    }
  }

  async tournament() {
    const against = this.opponents();
    const games = Number($('lab-games').value) || 10;
    const form = {
      source: $('lab-source').value, game: $('lab-egame').value, against: against.join(','), games: String(games),
      depth: $('lab-mdepth').value || '2', lang: getLang(),
    };
    const prog = $('lab-progress');
    prog.hidden = false;
    prog.max = Math.max(1, against.length * games);
    prog.value = 0;
    $('lab-games-list').replaceChildren();
    $('lab-tally').hidden = true;
    $('lab-progress-text').textContent = t('labPlaying');
    $('lab-tournament').disabled = true;
    try {
      await this.stream('/api/lab/tournament', form, (j) => {
        if (j.game) {
          const g = j.game;
          prog.max = g.of;
          prog.value = g.n;
          $('lab-progress-text').textContent = t('labGameOf', { n: g.n, of: g.of });
          const li = document.createElement('li');
          li.className = 'lab-' + g.result;
          li.textContent = t('labGameLine', { opp: t(OPP[g.opponent]), side: g.student_as, result: t(RESULT[g.result]), moves: g.moves });
          $('lab-games-list').append(li);
          this.tally(g.tally);
        }
        if (j.result) {
          $('lab-progress-text').textContent = t('labTournamentDone', { n: j.result.games.length });
          this.tally(j.result.tally);
        }
      });
    } catch (e) {
      if (!isAbort(e)) { this.showError(e); $('lab-progress-text').textContent = ''; }
    } finally {
      $('lab-tournament').disabled = false;
    }
  }

  tally(tally) {
    const body = $('lab-tally').tBodies[0];
    body.replaceChildren();
    for (const [opp, x] of Object.entries(tally)) {
      const tr = document.createElement('tr');
      for (const s of [t(OPP[opp]), x.win, x.draw, x.loss]) {
        const td = document.createElement('td');
        td.textContent = String(s);
        tr.append(td);
      }
      body.append(tr);
    }
    $('lab-tally').hidden = false;
  }

  async quality() {
    const form = { source: $('lab-source').value, game: $('lab-egame').value, depth: $('lab-mdepth').value || '2', lang: getLang() };
    const prog = $('lab-progress');
    prog.hidden = false;
    prog.value = 0;
    $('lab-qtable').hidden = true;
    $('lab-quality').disabled = true;
    try {
      await this.stream('/api/lab/quality', form, (j) => {
        if (j.progress) {
          prog.max = j.progress.of;
          prog.value = j.progress.done;
          $('lab-progress-text').textContent = t('labQualityOf', { e: t(OPP[j.progress.eval]), n: j.progress.done, of: j.progress.of });
        }
        if (j.result) {
          const body = $('lab-qtable').tBodies[0];
          body.replaceChildren();
          for (const q of j.result) {
            const tr = document.createElement('tr');
            for (const s of [t(OPP[q.eval]), t('labOptimalOf', { k: q.optimal, n: q.positions, pct: Math.round(100 * q.score) })]) {
              const td = document.createElement('td');
              td.textContent = s;
              tr.append(td);
            }
            body.append(tr);
          }
          $('lab-qtable').hidden = false;
          $('lab-progress-text').textContent = t('labQualityDone', { d: j.result[0] ? j.result[0].depth : '' });
        }
      });
    } catch (e) {
      if (!isAbort(e)) this.showError(e);
    } finally {
      $('lab-quality').disabled = false;
    }
  }

  // ---------- the address ----------

  query() {
    const q = new URLSearchParams({ view: 'lab', kind: this.kind, algo: $('lab-algo').value });
    if (this.kind === 'eval') {
      q.set('game', $('lab-egame').value);
      if ($('lab-epos').value.trim()) q.set('position', $('lab-epos').value.trim());
      q.set('depth', $('lab-edepth').value || '3');
    } else if (this.kind === 'game') {
      if ($('lab-gpos').value.trim()) q.set('position', $('lab-gpos').value.trim());
      if (Number($('lab-gdepth').value) > 0) q.set('depth', $('lab-gdepth').value);
    } else {
      q.set('position', $('lab-tree').value.trim() || 'textbook');
      if ($('lab-failhard').checked) q.set('fail-hard', 'true');
    }
    if (getLang() === 'es') q.set('lang', 'es');
    return q;
  }

  async link() {
    return location.origin + location.pathname + '?' + this.query().toString() + '#code=' + await pack($('lab-source').value);
  }

  async saveURL() {
    if (this.app.view !== 'lab') return;
    history.replaceState(null, '', await this.link());
  }

  async copyLink() {
    const href = await this.link();
    history.replaceState(null, '', href);
    const field = $('lab-link-field');
    try {
      await navigator.clipboard.writeText(href);
      this.status(t('linkCopied'));
    } catch {
      field.hidden = false;
      field.value = href;
      field.select();
      this.status(t('linkSelect'));
    }
  }

  // start opens the lab from an address: its problem, and its code from the fragment.
  async start(q) {
    await this.ensureExamples();
    this.setKind(q.get('kind') || this.kind, false);
    const kind = this.kind;
    if (q.get('algo')) $('lab-algo').value = q.get('algo');
    if (kind === 'eval') {
      if (q.get('game')) $('lab-egame').value = q.get('game') === 'tictactoe' ? 'tictactoe' : 'connect4';
      $('lab-epos').value = q.get('position') || '';
      if (q.get('depth')) $('lab-edepth').value = q.get('depth');
    } else if (kind === 'game') {
      $('lab-gpos').value = q.get('position') || '';
      if (q.get('depth')) $('lab-gdepth').value = q.get('depth');
    } else {
      $('lab-tree').value = q.get('position') || 'textbook';
      $('lab-failhard').checked = /^(1|t|true|yes|on)$/i.test(q.get('fail-hard') || '');
    }
    const m = /(?:^|[#&])code=([A-Za-z0-9_-]+)/.exec(location.hash);
    if (m) {
      try {
        this.setSource(await unpack(m[1]));
        $('lab-example').value = '';
        await this.run();
        return;
      } catch {
        this.status(t('labBadLink'));
      }
    }
    if (!$('lab-source').value) this.loadExample(DEFAULT_EXAMPLE[kind]);
  }

  async enter() {
    await this.ensureExamples();
    if (!$('lab-example').options.length) this.setKind(this.kind, !$('lab-source').value);
    this.saveURL();
  }
}
