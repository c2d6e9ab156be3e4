// A student's evaluation played: a tournament against the course's evaluation, the
// better one and the exact solver (a line per game as it finishes, a win/draw/loss
// tally, a progress bar), and its quality score (how often its depth-d choice is an
// optimal move, beside the built-in evaluations'). Both are streamed (NDJSON).
import { laneLine } from './codelab-lane.js';
import { t, getLang } from './i18n.js';
import { h } from './dom.js';
import { isAbort } from './api.js';

const OPP = { course: 'labOpp_course', better: 'labOpp_better', solver: 'labOpp_solver', lab: 'labOpp_lab' };
const RESULT = { win: 'labResult_win', draw: 'labResult_draw', loss: 'labResult_loss' };

// row is a table's row of texts.
const row = (texts) => h('tr', {}, ...texts.map((s) => h('td', { textContent: String(s) })));

export class Match {
  // ui: the lab's elements (games, mdepth, egame, tournament, quality, progress,
  // progressText, tally, gamesList, qtable); lab: the lab (its requests, its code,
  // where errors are shown).
  constructor(ui, lab) {
    this.ui = ui;
    this.lab = lab;
    ui.tournament.addEventListener('click', () => this.tournament());
    ui.quality.addEventListener('click', () => this.quality());
  }

  opponents() {
    return [...this.ui.match.querySelectorAll('input[name="lab-opp"]:checked')].map((x) => x.value);
  }

  form() {
    return { source: this.lab.editor.value, game: this.ui.egame.value, depth: this.ui.mdepth.value || '2', lang: getLang(), 'code-lang': this.lab.langs.lang() };
  }

  // run streams a job's lines to onLine; its button is disabled meanwhile, and the
  // progress bar shown until it ends (the line under it says how it ended).
  async run(path, form, button, onLine) {
    const job = this.lab.req.start('run');
    this.lab.editor.clearError();
    button.disabled = true;
    try {
      await job.stream(path, form, (j) => laneLine(j, (s) => { this.ui.progressText.textContent = s; }) || onLine(j)); // codelab-lane.js
      return true;
    } catch (e) {
      if (!isAbort(e)) {
        this.lab.editor.showError(e);
        this.ui.progressText.textContent = '';
      }
      return false;
    } finally {
      button.disabled = false;
      if (!job.aborted) this.ui.progress.hidden = true; // an aborted job's bar is a newer job's
    }
  }

  async tournament() {
    const ui = this.ui;
    const against = this.opponents();
    const games = Number(ui.games.value) || 10;
    ui.progress.hidden = false;
    ui.progress.max = Math.max(1, against.length * games);
    ui.progress.value = 0;
    ui.gamesList.replaceChildren();
    ui.tally.hidden = true;
    ui.progressText.textContent = t('labPlaying');
    await this.run('/api/lab/tournament', { ...this.form(), against: against.join(','), games: String(games) }, ui.tournament, (j) => {
      if (j.game) {
        const g = j.game;
        ui.progress.max = g.of;
        ui.progress.value = g.n;
        ui.progressText.textContent = t('labGameOf', { n: g.n, of: g.of });
        ui.gamesList.append(h('li', {
          className: 'lab-' + g.result,
          textContent: t('labGameLine', { opp: t(OPP[g.opponent]), side: g.student_as, result: t(RESULT[g.result]), moves: g.moves }),
        }));
        this.tally(g.tally);
      }
      if (j.result) {
        ui.progressText.textContent = t('labTournamentDone', { n: j.result.games.length });
        this.tally(j.result.tally);
      }
    });
  }

  tally(tally) {
    this.ui.tally.tBodies[0].replaceChildren(...Object.entries(tally).map(([opp, x]) => row([t(OPP[opp]), x.win, x.draw, x.loss])));
    this.ui.tally.hidden = false;
  }

  async quality() {
    const ui = this.ui;
    ui.progress.hidden = false;
    ui.progress.value = 0;
    ui.qtable.hidden = true;
    await this.run('/api/lab/quality', this.form(), ui.quality, (j) => {
      if (j.progress) {
        ui.progress.max = j.progress.of;
        ui.progress.value = j.progress.done;
        ui.progressText.textContent = t('labQualityOf', { e: t(OPP[j.progress.eval]), n: j.progress.done, of: j.progress.of });
      }
      if (j.result) {
        ui.qtable.tBodies[0].replaceChildren(...j.result.map((q) => row([t(OPP[q.eval]), t('labOptimalOf', { k: tenths(q.optimal), n: q.positions, pct: Math.round(100 * q.score) })])), ...randomRow(j.result));
        ui.qtable.hidden = false;
        ui.progressText.textContent = t('labQualityDone', { d: j.result[0] ? j.result[0].depth : '' }) + ' ' + t('labQualityTies');
      }
    });
  }
}

// randomRow is the quality table's baseline: what a move at random scores (the same
// for every evaluation), when the server says it.
function randomRow(result) {
  const q = result[0];
  if (!q || typeof q.random !== 'number') return [];
  const k = Math.round(10 * q.random * q.positions) / 10;
  return [row([t('labRandomMove'), t('labOptimalOf', { k: tenths(k), n: q.positions, pct: Math.round(100 * q.random) })])];
}

// tenths writes a count to a tenth in the page's language (52.8, 52,8).
function tenths(k) {
  return Number(k).toLocaleString(getLang() === 'es' ? 'es-ES' : 'en-US', { maximumFractionDigits: 1 });
}
