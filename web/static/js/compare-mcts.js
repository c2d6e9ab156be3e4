// Compare's section "MCTS against alpha-beta" (GET /api/compare/mcts): the share of
// optimal moves of each at the same node budgets, on positions whose exact value is
// known (a bar per cell), and MCTS's tally in play against the perfect player and
// depth-limited alpha-beta, both colours.
import { t, getLang, fmtCount } from './i18n.js';
import { Requests, isAbort, errorText } from './api.js';
import { elements, h } from './dom.js';

const IDS = {
  sweepForm: 'mv-sweep-form', game: 'mv-game', budgets: 'mv-budgets', positions: 'mv-positions', seed: 'mv-seed',
  status: 'mv-status', table: 'mv-table', caption: 'mv-caption', body: 'mv-body', error: 'mv-error',
  playForm: 'mv-play-form', playGame: 'mv-play-game', opponents: 'mv-opponents', games: 'mv-games',
  iterations: 'mv-iterations', playStatus: 'mv-play-status', tally: 'mv-tally', tallyBody: 'mv-tally-body',
  playError: 'mv-play-error',
};

const GAME_KEYS = { tictactoe: 'gameTTT', connect4: 'gameC4' };

export class CompareMCTS {
  constructor() {
    this.ui = elements(IDS);
    this.req = new Requests();
    this.sweepAnswer = null;
    this.playAnswer = null;
    this.ui.sweepForm.addEventListener('submit', (e) => {
      e.preventDefault();
      this.sweep();
    });
    this.ui.playForm.addEventListener('submit', (e) => {
      e.preventDefault();
      this.play();
    });
  }

  async sweep() {
    const ui = this.ui;
    const q = { kind: 'sweep', game: ui.game.value, budgets: ui.budgets.value.trim(), positions: ui.positions.value, seed: ui.seed.value };
    ui.error.hidden = true;
    ui.status.textContent = t('mvBusy');
    try {
      this.sweepAnswer = await this.req.getJSON('sweep', '/api/compare/mcts', q);
    } catch (e) {
      if (isAbort(e)) return;
      ui.status.textContent = '';
      ui.error.textContent = errorText(e);
      ui.error.hidden = false;
      return;
    }
    ui.status.textContent = '';
    this.renderSweep();
  }

  async play() {
    const ui = this.ui;
    const q = { kind: 'play', game: ui.playGame.value, opponents: ui.opponents.value.trim(), games: ui.games.value, iterations: ui.iterations.value };
    ui.playError.hidden = true;
    ui.playStatus.textContent = t('mvPlayBusy');
    try {
      this.playAnswer = await this.req.getJSON('play', '/api/compare/mcts', q);
    } catch (e) {
      if (isAbort(e)) return;
      ui.playStatus.textContent = '';
      ui.playError.textContent = errorText(e);
      ui.playError.hidden = false;
      return;
    }
    ui.playStatus.textContent = '';
    this.renderPlay();
  }

  // renderSweep writes a row per budget: each algorithm's optimal moves, with a bar.
  renderSweep() {
    const a = this.sweepAnswer;
    if (!a) return;
    const rows = a.rows || [];
    const n = rows.length ? rows[0].positions : 0;
    this.ui.caption.textContent = t('mvCaption', { game: t(GAME_KEYS[a.game] || a.game), n: fmtCount(n), seed: a.seed });
    const body = [];
    for (const b of a.budgets || []) {
      const tr = h('tr', {}, h('th', { scope: 'row', textContent: fmtCount(b) }));
      for (const algo of ['mcts', 'alphabeta']) {
        const r = rows.find((x) => x.budget === b && x.algo === algo);
        tr.appendChild(r ? shareCell(r) : h('td', { textContent: '—' }));
      }
      body.push(tr);
    }
    this.ui.body.replaceChildren(...body);
    this.ui.table.hidden = this.ui.table.parentElement.hidden = false; // the scrolling box is a Tab stop once it has a table
  }

  renderPlay() {
    const a = this.playAnswer;
    if (!a) return;
    const body = (a.tallies || []).map((x) => h('tr', {},
      h('th', { scope: 'row', textContent: opponentName(x.opponent) }),
      h('td', { textContent: t(x.mcts_first ? 'mvFirst' : 'mvSecond') }),
      h('td', { textContent: fmtCount(x.wins) }),
      h('td', { textContent: fmtCount(x.draws) }),
      h('td', { textContent: fmtCount(x.losses) })));
    this.ui.tallyBody.replaceChildren(...body);
    this.ui.tally.hidden = this.ui.tally.parentElement.hidden = false;
  }

  leave() {
    this.req.abortAll();
    this.ui.status.textContent = '';
    this.ui.playStatus.textContent = '';
  }

  relabel() {
    this.renderSweep();
    this.renderPlay();
  }
}

// shareCell is a row's optimal moves, "35 of 40 (87.5 %)", over a bar of that share.
function shareCell(r) {
  const pct = Math.round(1000 * r.share) / 10;
  const text = t('mvShare', { k: fmtCount(r.optimal), n: fmtCount(r.positions), pct: pct.toLocaleString(getLang() === 'es' ? 'es-ES' : 'en-US') });
  const bar = h('span', { className: 'mv-bar' });
  bar.style.width = pct + '%';
  return h('td', { className: 'mv-share' }, h('span', { textContent: text }), h('span', { className: 'mv-track', attrs: { 'aria-hidden': 'true' } }, bar));
}

// opponentName says an opponent: the perfect player, or alpha-beta to a depth.
function opponentName(o) {
  if (o === 'perfect') return t('mvPerfect');
  const d = /^ab(\d+)$/.exec(o);
  return d ? t('mvDepth', { d: d[1] }) : o;
}
