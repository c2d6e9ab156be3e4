// The practise view's form: which exercise (a random tree of a level and seed, a
// ready tree, a typed tree, a game's position), which question, who moves at the
// root, fail-hard.
import { t } from './i18n.js';
import { setOptions } from './dom.js';
import { QTYPES, LEVELS, SAMPLE_POSITIONS, Q_KEYS, LEVEL_KEYS, defaultSpec, hasPosition } from './exercise.js';
import { presetTitle } from './problem.js';
import { labCode, labOption, chooseLab, isLab } from './labcode.js';
import { RANDOM_CHANCE } from './practise-chance.js';

// isRandom: the form's source is a random tree (with chance nodes or without).
const isRandom = (src) => src === 'random' || src === RANDOM_CHANCE;

export class ExerciseForm {
  // ui: the practise view's elements; app: the page (its presets); submit(): the form
  // changed.
  constructor(ui, app, submit) {
    this.ui = ui;
    this.app = app;
    ui.form.addEventListener('submit', (e) => {
      e.preventDefault();
      submit();
    });
    ui.source.addEventListener('change', () => {
      this.sync();
      const src = ui.source.value;
      if (SAMPLE_POSITIONS[src] && !ui.position.value.trim()) ui.position.value = SAMPLE_POSITIONS[src];
      submit();
    });
    for (const el of [ui.level, ui.q, ui.root, ui.returns, ui.seed, ui.position]) el.addEventListener('change', () => submit());
    ui.newSeed.addEventListener('click', () => {
      ui.seed.value = String(1 + Math.floor(Math.random() * 99999));
      submit();
    });
    // the code lab's game, offered once it has one
    labCode.onChange((kind) => { if (kind === 'game') labOption(ui.source, 'game', t('gameLab')); });
  }

  // fill writes the choices in the page's language (keeping those made; spec's when
  // none is).
  fill(spec) {
    const ui = this.ui;
    const keep = [ui.source.value || spec.source, ui.level.value || String(spec.level), ui.q.value || spec.q];
    setOptions(ui.source, [
      ['random', t('exSrcRandom')],
      [RANDOM_CHANCE, t('exSrcRandomChance')],
      ...(this.app.meta.presets || []).map((p) => [p.name, presetTitle(p)]),
      ['tree', t('exSrcTree')],
      ['tictactoe', t('gameTTT')],
      ['stones', t('gameStones')],
    ]);
    if (isLab(keep[0])) chooseLab(ui.source, keep[0], t('gameLab'));
    labOption(ui.source, 'game', t('gameLab'));
    setOptions(ui.level, LEVELS.map((l) => [l, t(LEVEL_KEYS[l])]));
    // a chance tree's values are expectiminimax's
    setOptions(ui.q, QTYPES.map((q) => [q, t((spec.chance && q === 'values' && 'exQ_valuesChance') || Q_KEYS[q])]));
    [ui.source.value, ui.level.value, ui.q.value] = keep;
  }

  // sync shows the fields the source has.
  sync() {
    const ui = this.ui;
    const src = ui.source.value;
    ui.levelField.hidden = !isRandom(src);
    ui.seedField.hidden = ui.newSeed.hidden = !isRandom(src);
    ui.positionField.hidden = !hasPosition(src);
    ui.positionLabel.textContent = t(src === 'tictactoe' ? 'fCells' : src === 'stones' ? 'fStones' : isLab(src) ? 'labGameMoves' : 'fTreeText');
    ui.root.disabled = src === 'tictactoe' || src === 'stones' || isLab(src);
  }

  read() {
    const ui = this.ui;
    const s = defaultSpec();
    s.source = ui.source.value || 'random';
    if (s.source === RANDOM_CHANCE) [s.source, s.chance] = ['random', true]; // source=random&chance=true
    s.position = ui.position.value.trim();
    s.seed = Math.trunc(Number(ui.seed.value)) || 0;
    s.level = Number(ui.level.value) || 1;
    s.q = ui.q.value || 'values';
    s.root = ui.root.value;
    // the value alpha-beta returns: fail-soft, fail-hard or the course's (α at MAX, β at MIN)
    s.failHard = ui.returns.value === 'hard';
    if (ui.returns.value === 'course') s.failCourse = true;
    return s;
  }

  write(s) {
    const ui = this.ui;
    this.fill(s);
    if (isLab(s.source)) chooseLab(ui.source, s.source, t('gameLab'));
    ui.source.value = s.source === 'random' && s.chance ? RANDOM_CHANCE : s.source;
    if (!ui.source.value) { // a preset not in the list: the server says
      const o = document.createElement('option');
      o.value = s.source;
      o.textContent = s.source;
      ui.source.appendChild(o);
      ui.source.value = s.source;
    }
    ui.position.value = s.position || '';
    ui.seed.value = String(s.seed);
    ui.level.value = String(s.level);
    ui.q.value = s.q;
    ui.root.value = s.root;
    ui.returns.value = s.failHard ? 'hard' : s.failCourse ? 'course' : 'soft';
    this.sync();
  }
}
