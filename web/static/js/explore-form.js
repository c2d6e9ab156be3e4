// The stepper's problem form: its fields read as a problem and written from one, the
// options that do nothing for a problem greyed out, the ready trees offered. Every edit
// asks the stepper for a search (it starts one only when the form then means a search
// other than the one shown or on its way). The compare view borrows the form. The
// typed tree has an editor beside it (tree-editor.js).
import { t } from './i18n.js';
import { setOptions } from './dom.js';
import {
  UNREACHED, defaultParams, defaultBudget, gameDefaults, isWindowed, returnsChoice, findPreset, presetTitle, randomTree,
} from './problem.js';
import { BoardEditors } from './explore-editor.js';
import { TreeEditor } from './tree-editor.js';
import { labCode, labOption, chooseLab, isLab } from './labcode.js';
import { unreachedMode } from './view-step.js';
import { STEPPER_ALGOS, algoForGame } from './problem-chance.js';
import { CHANCE_FIELDS, readChance, writeChance, syncChance } from './explore-form-chance.js';
import { MCTS_FIELDS, readMCTS, writeMCTS, syncMCTS } from './explore-form-mcts.js';

// Below this width the form drops over the stepper instead of standing beside it
// (narrow.css).
const OVERLAY = '(max-width: 1400px)';

// The fields whose change asks for a search.
const SEARCH_FIELDS = ['algo', 'order', 'quiescence', 'tt', 'iterative', 'returns', 'faster', 'root', 'eval', 'tttEval', 'depth', 'stones', 'takes', 'labPos', 'maxNodes', 'timeLimit', 'budget', 'rb', 'rd', 'rseed', ...CHANCE_FIELDS];

export class ProblemForm {
  // ui: the stepper's elements; app: the page (its presets); req: the stepper's
  // requests (the board editors'). on.submit(): the form changed; on.invalid(): the
  // board typed is wrong; on.unreached(mode): the unreached part is hidden or faint.
  constructor(ui, app, req, on) {
    this.ui = ui;
    this.app = app;
    this.on = on;
    this.editor = new BoardEditors(ui, req, {
      valid: () => this.submitSoon(),
      invalid: () => {
        this.closeOnSearch = false; // the form says what is wrong: it stays
        on.invalid();
      },
    });
    // the typed tree's editor, beside its field: it writes the field, the field redraws it
    this.treeEditor = new TreeEditor(ui.treeText, ui.tree, ui.root, () => app.meta && app.meta.presets);
    this.closeOnSearch = false; // Search was pressed: the form closes once its search starts
    ui.form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.closeOnSearch = true;
      on.submit();
    });
    ui.game.addEventListener('change', () => {
      const g = ui.game.value;
      const p = this.read();
      this.write({ ...p, game: g, ...gameDefaults(g), eval: '', takes: '', root: 'max', budget: '', algo: algoForGame(g, p.algo) });
      on.submit();
    });
    // the code lab's game and evaluation, offered once it has them
    labCode.onChange(() => this.syncLab());
    this.syncLab();
    for (const name of [...SEARCH_FIELDS, ...MCTS_FIELDS]) ui[name].addEventListener('change', () => on.submit());
    ui.unreached.addEventListener('change', () => on.unreached(ui.unreached.value));
    ui.preset.addEventListener('change', () => {
      this.syncTreeInputs();
      ui.algo.value = algoForGame('tree', ui.algo.value, ui.tree.value); // a tree with chance
      on.submit();
    });
    ui.tree.addEventListener('input', () => {
      ui.preset.value = 'custom';
      this.syncTreeVisibility();
    });
    ui.rnew.addEventListener('click', () => {
      ui.rseed.value = String(1 + Math.floor(Math.random() * 9999));
      on.submit();
    });
    // the form drops over the page on narrower screens: Escape closes it
    ui.details.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || !matchMedia(OVERLAY).matches) return;
      ui.details.open = false;
      ui.details.querySelector('summary').focus();
    });
  }

  // searching: the search the form asks for has started (or is the one shown). Where
  // the form drops over the stepper, Search closes it then: the step buttons are under
  // it. A field changed alone leaves it open (more may follow).
  searching() {
    if (this.closeOnSearch && matchMedia(OVERLAY).matches) this.ui.details.open = false;
    this.closeOnSearch = false;
  }

  // submitSoon asks for a search a moment later (a board clicked several times: one);
  // submitPending says one is asked for and not sent yet.
  submitSoon() {
    clearTimeout(this.submitTimer);
    this.submitPending = true;
    this.submitTimer = setTimeout(() => { this.submitPending = false; this.on.submit(); }, 350);
  }

  // read reads the problem from the form.
  read() {
    const ui = this.ui;
    const p = defaultParams();
    p.game = ui.game.value;
    switch (p.game) {
      case 'tree': {
        const pr = ui.preset.value;
        if (pr === 'random') {
          const b = ui.rb.value || '2', d = ui.rd.value || '3', s = ui.rseed.value || '1';
          p.position = `random:b=${b},d=${d},seed=${s}`;
        } else if (pr === 'custom') {
          p.position = ui.tree.value.trim();
        } else {
          p.position = pr;
        }
        p.root = ui.root.value;
        break;
      }
      case 'tictactoe': p.position = ui.ttt.value.trim(); p.eval = ui.tttEval.value; break;
      case 'connect4': p.position = ui.c4.value.trim(); p.eval = ui.eval.value; break;
      case 'stones': p.position = ui.stones.value.trim(); p.takes = ui.takes.value.trim(); break;
      default: if (isLab(p.game)) p.position = ui.labPos.value.trim();
    }
    p.algo = ui.algo.value;
    readChance(ui, p);
    p.depth = ui.depth.value || '0';
    p.order = ui.order.checked;
    p.quiescence = ui.quiescence.checked;
    p.tt = ui.tt.value;
    p.iterative = ui.iterative.checked;
    p.failHard = ui.returns.value === 'hard';
    p.failCourse = ui.returns.value === 'course';
    p.plainScores = !ui.faster.checked;
    p.maxNodes = ui.maxNodes.value.trim();
    p.timeLimit = ui.timeLimit.value.trim();
    p.budget = ui.budget.value.trim();
    if (p.budget === String(defaultBudget(p.game))) p.budget = '';
    p.unreached = unreachedMode(p.game, ui.unreached.value);
    readMCTS(ui, p);
    return p;
  }

  // write fills the form with problem p.
  write(p) {
    const ui = this.ui;
    if (isLab(p.game)) chooseLab(ui.game, p.game, t('gameLab'));
    else ui.game.value = p.game;
    const shown = isLab(p.game) ? 'lab' : p.game;
    for (const fs of ui.form.querySelectorAll('fieldset.pos')) fs.hidden = fs.dataset.game !== shown;
    if (p.game === 'tree') {
      const preset = findPreset(this.app.meta.presets, p.position);
      const low = p.position.trim().toLowerCase();
      if (preset) {
        ui.preset.value = preset.name;
      } else if (low.startsWith('random:')) {
        ui.preset.value = 'random';
        const r = randomTree(low);
        ui.rb.value = r.b;
        ui.rd.value = r.d;
        ui.rseed.value = r.seed;
      } else {
        ui.preset.value = 'custom';
        ui.tree.value = p.position;
      }
      ui.root.value = p.root;
      this.syncTreeInputs();
    }
    const evalSel = { tictactoe: ui.tttEval, connect4: ui.eval }[p.game];
    if (evalSel && isLab(p.eval)) chooseLab(evalSel, p.eval, t('evalLab'));
    else if (evalSel) evalSel.value = p.eval || '';
    if (p.game === 'tictactoe') ui.ttt.value = p.position;
    if (p.game === 'connect4') ui.c4.value = p.position;
    if (p.game === 'stones') { ui.stones.value = p.position; ui.takes.value = p.takes; }
    if (isLab(p.game)) ui.labPos.value = p.position;
    ui.algo.value = STEPPER_ALGOS.includes(p.algo) ? p.algo : 'alphabeta';
    writeChance(ui, p);
    ui.depth.value = String(Number(p.depth) || 0);
    ui.order.checked = p.order;
    ui.quiescence.checked = !!p.quiescence;
    ui.tt.value = p.tt;
    ui.iterative.checked = p.iterative;
    ui.returns.value = returnsChoice(p);
    ui.faster.checked = !p.plainScores;
    ui.maxNodes.value = p.maxNodes;
    ui.timeLimit.value = p.timeLimit;
    ui.budget.value = p.budget || String(defaultBudget(p.game));
    ui.unreached.value = UNREACHED.includes(p.unreached) ? p.unreached : 'hide';
    writeMCTS(ui, p);
    this.syncEnabled();
    if (p.game === 'tictactoe' || p.game === 'connect4') this.editor.load(false);
  }

  // syncLab offers the code lab's game and evaluation ("your game", "your
  // evaluation") once it has them, by their latest hash.
  syncLab() {
    const ui = this.ui;
    labOption(ui.game, 'game', t('gameLab'));
    labOption(ui.eval, 'eval', t('evalLab'));
    labOption(ui.tttEval, 'eval', t('evalLab'));
  }

  // syncTreeInputs shows the chosen preset's text, or the random tree's settings.
  syncTreeInputs() {
    const pr = this.ui.preset.value;
    const preset = (this.app.meta.presets || []).find((x) => x.name === pr);
    if (preset) this.ui.tree.value = preset.text;
    if (pr === 'random') this.ui.tree.value = '';
    this.syncTreeVisibility();
  }

  syncTreeVisibility() {
    const pr = this.ui.preset.value;
    this.ui.randomOpts.hidden = pr !== 'random';
    this.ui.treeText.hidden = pr === 'random';
    this.treeEditor.follow();
  }

  // syncEnabled greys out the options that do nothing for this problem.
  syncEnabled() {
    const ui = this.ui;
    const algo = ui.algo.value, game = ui.game.value;
    ui.returns.disabled = !isWindowed(algo);
    ui.failHardHint.hidden = !isWindowed(algo) || ui.returns.value === 'course';
    ui.courseHint.hidden = !isWindowed(algo) || ui.returns.value !== 'course';
    ui.faster.disabled = game === 'tree';
    // quiescence looks for lines to complete: trees and stones have none
    const quiet = game === 'connect4' || game === 'tictactoe';
    ui.quiescence.disabled = !quiet;
    ui.quiescenceHint.hidden = !quiet;
    ui.order.disabled = false;
    for (const el of [ui.depth, ui.tt, ui.iterative]) el.disabled = false;
    ui.ttNaiveHint.hidden = ui.tt.value !== 'naive';
    syncMCTS(ui);
    // a game's tree is what the search finds: no drawing of it ahead, faint or not
    ui.unreached.closest('label').hidden = game !== 'tree';
    if (game !== 'tree') ui.unreached.value = 'hide';
    syncChance(ui);
  }

  fillPresets() {
    const sel = this.ui.preset;
    const keep = sel.value;
    setOptions(sel, [
      ...(this.app.meta.presets || []).map((p) => [p.name, presetTitle(p)]),
      ['random', t('presetRandom')],
      ['custom', t('presetCustom')],
    ]);
    if (keep) sel.value = keep;
  }

  // lend moves the form into the compare view (slot) as its problem, or back home
  // (slot null): its button says what it does there, and every search option is open
  // (each compared search says which it uses).
  lend(slot) {
    const ui = this.ui;
    const aside = ui.form.closest('aside.problem');
    if (slot) {
      if (aside.parentElement !== slot) slot.appendChild(aside);
    } else if (aside.parentElement !== ui.home) {
      ui.home.insertBefore(aside, ui.home.firstChild);
    }
    ui.form.classList.toggle('in-compare', !!slot);
    ui.run.dataset.i18n = slot ? 'cmpRun' : 'search';
    ui.run.textContent = t(slot ? 'cmpRun' : 'search');
    if (slot) {
      ui.returns.disabled = false;
      ui.failHardHint.hidden = ui.returns.value === 'course';
      ui.courseHint.hidden = ui.returns.value !== 'course';
    } else {
      this.syncEnabled();
    }
  }
}
