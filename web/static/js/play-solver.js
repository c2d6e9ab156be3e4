// The connect-4 solver's panel of the play view ("why this move?" after the solver's
// move): every column's exact score (the book's, or solved live and shown column by
// column as /api/solve's stream sends them, with a progress line), the solver lab (the position solved with the
// solver's refinements switched on one by one), and the solver's own search opened in
// the stepper.
import { t, getLang, fmtCount } from './i18n.js';
import { isAbort } from './api.js';
import { h } from './dom.js';
import { defaultParams } from './problem.js';

// SOLVER_TRACE_NODES is the recording budget of the solver's search: the server's cap
// (a middle-game position records up to about 150,000 nodes).
const SOLVER_TRACE_NODES = '600000';

// the solver lab's rows: the tutorial part and the name of what it adds
const LAB_STEPS = {
  3: 'labStep3', 4: 'labStep4', 5: 'labStep5', 7: 'labStep7', 8: 'labStep8',
  9: 'labStep9', 10: 'labStep10', 11: 'labStep11', 12: 'labStep12', 13: 'labStep13', 14: 'labStep14',
  15: 'labStep15', 16: 'labStep16', 17: 'labStep17', 18: 'labStep18', 19: 'labStep19', 20: 'labStep20',
  21: 'labStep21', 22: 'labStep22', 23: 'labStep23', 24: 'labStep24', 25: 'labStep25', 26: 'labStep26', 27: 'labStep27', 28: 'labStep28',
  29: 'labStep29', 30: 'labStep30', 31: 'labStep31', 32: 'labStep32',
};

// solverParams: the exact solver's search of a connect-4 position, recorded within
// the server's largest node budget.
export function solverParams(position) {
  const p = defaultParams();
  Object.assign(p, { game: 'connect4', position, algo: 'negamax-alphabeta', depth: '0', order: true, tt: 'bounds', solver: true, maxNodes: SOLVER_TRACE_NODES });
  return p;
}

export class SolverPanel {
  // box: the panel; req: the play view's requests (the lab's); app: the page (to open
  // the stepper).
  constructor(box, req, app) {
    this.box = box;
    this.req = req;
    this.app = app;
  }

  hide() {
    this.req.abort('why');
    this.box.hidden = true;
  }

  // show lists every column's exact score for the machine at its last move m (win in
  // n, draw, loss in n), the chosen one marked, and offers the solver lab and the
  // solver's own search. A move whose other columns were not solved (m.scores null: the
  // player solved its best column only) has them solved now, streamed.
  show(m) {
    this.box.hidden = false;
    if (m.scores) {
      this.render(m, m.scores);
      return;
    }
    this.stream(m);
  }

  // render shows the columns' scores (null: a full column; undefined: not solved
  // yet) and, once every column is known (done), the lab, the search and the note.
  render(m, scores, progress = null, done = true) {
    const ul = h('ul', { className: 'solver-columns' }, ...scores.map((v, i) => {
      const col = String(i + 1);
      const text = v === undefined ? t('solverPending') : v === null ? t('solverFull') : scoreText(v, m.moves);
      const li = h('li', { textContent: t('columnItem', { n: col }) + ': ' + text });
      if (col === m.move) li.className = 'chosen';
      if (v === undefined) li.classList.add('pending');
      return li;
    }));
    const parts = [h('h3', { textContent: t('solverColumns') }), ul];
    if (progress) parts.push(progress);
    if (done) {
      const lab = h('button', { type: 'button', className: 'btn', textContent: t('labOpen') });
      const out = h('div');
      lab.addEventListener('click', () => this.showLab(m.position, out, lab));
      // the solver's own search of the position, recorded, in the stepper (folded)
      const search = h('button', { type: 'button', className: 'btn', id: 'play-solver-search', textContent: t('solverSearchOpen') });
      search.addEventListener('click', () => this.app.showExplore(solverParams(m.position), Infinity));
      // why the search is smaller than the count above, and how its values read
      const note = h('p', {
        className: 'hint', id: 'play-solver-note',
        textContent: t(m.book ? 'solverSearchNoteBook' : 'solverSearchNote', { n: fmtCount(m.nodes), v: m.score, w: scoreText(m.score, m.moves) }),
      });
      parts.push(lab, search, note, out);
    }
    this.box.replaceChildren(...parts);
  }

  // stream solves every column of m's position live (/api/solve?stream=true), showing
  // each as it comes and a progress line (columns solved, seconds, positions); once
  // all are known, m keeps them (and their nodes) and the panel is complete.
  async stream(m) {
    const scores = fullColumns(m.position);
    const progress = h('p', { className: 'hint solver-progress', id: 'play-solver-progress', role: 'status', textContent: t('playThinking') });
    let last = { done: 0, of: scores.filter((v) => v === undefined).length, us: 0, nodes: 0 };
    const say = () => { progress.textContent = t('solverProgress', { done: last.done, of: last.of, secs: fmtSecs(last.us), n: fmtCount(last.nodes) }); };
    this.render(m, scores, progress, false);
    say();
    const started = Date.now();
    const tick = setInterval(() => { last = { ...last, us: Math.max(last.us, (Date.now() - started) * 1000) }; say(); }, 500);
    try {
      let answer = null;
      await this.req.start('why').stream('/api/solve', { position: m.position, stream: 'true', lang: getLang() }, (l) => {
        if (l.scores) {
          answer = l;
          return;
        }
        last = l;
        if (l.column) scores[Number(l.column) - 1] = l.score;
        this.render(m, scores, progress, false);
        say();
      });
      clearInterval(tick);
      if (!answer) return;
      Object.assign(m, { scores: answer.scores, nodes: answer.nodes });
      this.render(m, m.scores, h('p', { className: 'hint solver-progress', id: 'play-solver-progress',
        textContent: t('solverSolved', { of: last.of, secs: fmtSecs(answer.us), n: fmtCount(answer.nodes) }) }));
    } catch (e) {
      if (isAbort(e)) return;
      progress.textContent = t('solverStopped', { done: last.done, of: last.of, why: e.message });
      progress.classList.add('error');
    } finally {
      clearInterval(tick);
    }
  }

  // showLab solves the position with the solver's refinements switched on one by one
  // (Pons' tutorial steps): nodes, time and score of each.
  async showLab(position, out, button) {
    button.disabled = true;
    out.textContent = t('playThinking');
    try {
      const doc = await this.req.getJSON('lab', '/api/lab', { position, lang: getLang() });
      const head = h('tr', {}, ...['labPart', 'labRefinement', 'labNodes', 'labTime', 'labScore'].map((k) => h('th', { scope: 'col', textContent: t(k) })));
      const rows = doc.steps.map((r) => h('tr', { className: r.rose ? 'lab-rose' : '' }, h('td', { textContent: String(r.part) }), labStepCell(r),
        ...[fmtCount(r.nodes), fmtMicros(r.us), r.stopped ? t('labStopped') : String(r.score)].map((c) => h('td', { textContent: c }))));
      out.replaceChildren(h('table', { className: 'solver-lab' }, head, ...rows));
    } catch (e) {
      out.textContent = isAbort(e) ? '' : e.message;
    } finally {
      button.disabled = false;
    }
  }
}

// labStepCell is a lab row's step: its name, under it what the step does (labAboutN)
// and, when the row searched more nodes than the row above (rose), why (labRiseN,
// else labRose).
function labStepCell(r) {
  const cell = h('td', {}, h('span', { className: 'lab-name', textContent: t(LAB_STEPS[r.part] || 'labPart') }));
  const about = 'labAbout' + r.part;
  if (t(about) !== about) cell.append(h('small', { className: 'lab-about', textContent: t(about) }));
  if (r.rose) {
    const rise = 'labRise' + r.part;
    cell.append(h('small', { className: 'lab-why-rose', textContent: '▲ ' + (t(rise) !== rise ? t(rise) : t('labRose')) }));
  }
  return cell;
}

// scoreText says what a connect-4 score means for the side to move at a position
// with `moves` stones: a win or a loss in so many of the winner's moves, or a draw.
// A win with the winner's k-th stone scores 22 - k.
export function scoreText(score, moves) {
  if (score === 0) return t('scoreDraw');
  if (score > 0) return t('scoreWin', { n: 22 - score - Math.floor(moves / 2) });
  return t('scoreLoss', { n: 22 + score - Math.ceil(moves / 2) });
}

// fullColumns is a score list for a position's columns: null for a full one,
// undefined for one to solve.
function fullColumns(position) {
  const stones = [0, 0, 0, 0, 0, 0, 0];
  for (const c of String(position)) stones[Number(c) - 1]++;
  return stones.map((n) => (n >= 6 ? null : undefined));
}

// fmtSecs writes microseconds as seconds, one decimal, in the language's way: "2.5",
// "2,5".
function fmtSecs(us) {
  return (us / 1e6).toLocaleString(getLang() === 'es' ? 'es-ES' : 'en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

function fmtMicros(us) {
  return us >= 1000 ? fmtCount(Math.round(us / 1000)) + ' ms' : us.toFixed(1) + ' µs';
}
