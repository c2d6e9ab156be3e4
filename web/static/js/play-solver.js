// The connect-4 solver's panel of the play view ("why this move?" after the solver's
// move): every column's exact score, the solver lab (the position solved with the
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
  29: 'labStep29', 30: 'labStep30',
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
    this.box.hidden = true;
  }

  // show lists every column's exact score for the machine at its last move m (win in
  // n, draw, loss in n), the chosen one marked, and offers the solver lab and the
  // solver's own search.
  show(m) {
    const box = this.box;
    box.hidden = false;
    const ul = h('ul', { className: 'solver-columns' }, ...m.scores.map((v, i) => {
      const col = String(i + 1);
      const li = h('li', { textContent: t('columnItem', { n: col }) + ': ' + (v === null ? t('solverFull') : scoreText(v, m.moves)) });
      if (col === m.move) li.className = 'chosen';
      return li;
    }));
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
    box.replaceChildren(h('h3', { textContent: t('solverColumns') }), ul, lab, search, note, out);
  }

  // showLab solves the position with the solver's refinements switched on one by one
  // (Pons' tutorial steps): nodes, time and score of each.
  async showLab(position, out, button) {
    button.disabled = true;
    out.textContent = t('playThinking');
    try {
      const doc = await this.req.getJSON('lab', '/api/lab', { position, lang: getLang() });
      const head = h('tr', {}, ...['labPart', 'labRefinement', 'labNodes', 'labTime', 'labScore'].map((k) => h('th', { scope: 'col', textContent: t(k) })));
      const rows = doc.steps.map((r) => h('tr', {}, ...[String(r.part), t(LAB_STEPS[r.part] || 'labPart'), fmtCount(r.nodes), fmtMicros(r.us),
        r.stopped ? t('labStopped') : String(r.score)].map((c) => h('td', { textContent: c }))));
      out.replaceChildren(h('table', { className: 'solver-lab' }, head, ...rows));
    } catch (e) {
      out.textContent = isAbort(e) ? '' : e.message;
    } finally {
      button.disabled = false;
    }
  }
}

// scoreText says what a connect-4 score means for the side to move at a position
// with `moves` stones: a win or a loss in so many of the winner's moves, or a draw.
// A win with the winner's k-th stone scores 22 - k.
export function scoreText(score, moves) {
  if (score === 0) return t('scoreDraw');
  if (score > 0) return t('scoreWin', { n: 22 - score - Math.floor(moves / 2) });
  return t('scoreLoss', { n: 22 + score - Math.ceil(moves / 2) });
}

function fmtMicros(us) {
  return us >= 1000 ? fmtCount(Math.round(us / 1000)) + ' ms' : us.toFixed(1) + ' µs';
}
