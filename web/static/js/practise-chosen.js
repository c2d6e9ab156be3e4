// The worksheet of chosen trees, in the Practise view's sheet area: a teacher lists up
// to six trees (a typed tree, a preset, a tic-tac-toe, connect-4 or stones position
// with a depth limit, or the exercise on the screen), each with its question and
// alpha-beta's variant, reorders or removes them, and downloads the sheet and its
// solution (SVG, PNG or PDF, in English or Spanish) from POST /api/worksheet/chosen.
// A refused item comes back as the server's sentence naming it ("item 3: ..."), in
// the page's language.
import { t, getLang, LANGS } from './i18n.js';
import { Requests, isAbort, errorText } from './api.js';
import { h, setOptions } from './dom.js';
import { QTYPES, Q_KEYS, SHEET_FORMATS } from './exercise.js';
import { presetTitle } from './problem.js';

// MAX_ITEMS is a sheet's most exercises (worksheet.PageSize).
export const MAX_ITEMS = 6;

// KINDS are the trees an item may be, with the page's word for each; a game's has a
// position and a depth (connect-4 needs one).
const KINDS = [['tree', 'exSrcTree'], ['preset', 'chKindPreset'], ['tictactoe', 'gameTTT'], ['connect4', 'gameC4'], ['stones', 'gameStones']];
const GAMES = ['tictactoe', 'connect4', 'stones'];
const SAMPLES = { tree: '((3,5),(2,9),(0,7))', tictactoe: 'XOX/OO./X..', connect4: '4453', stones: '5' };

// itemJSON is an item as the API's item object (an exercise's fields).
export function itemJSON(it) {
  const o = { source: it.source, q: it.q };
  if (it.position) o.position = it.position;
  if (it.depth) o.depth = it.depth;
  if (it.source === 'random') Object.assign(o, { seed: it.seed, level: it.level });
  if (it.source === 'random' && it.chance) o.chance = true; // a random tree with chance nodes
  if (it.root === 'min') o.root = 'min';
  if (it.returns === 'hard') o['fail-hard'] = true;
  if (it.returns === 'course') o['fail-course'] = true;
  return o;
}

// itemOfSpec is the exercise on the screen (the Practise view's spec) as an item.
export function itemOfSpec(s) {
  const it = { source: s.source, position: s.position || '', depth: 0, q: s.q, root: s.root || 'max',
    returns: s.failHard ? 'hard' : s.failCourse ? 'course' : 'soft' };
  if (s.source === 'random') Object.assign(it, { seed: s.seed, level: s.level });
  if (s.source === 'random' && s.chance) it.chance = true;
  return it;
}

export class ChosenSheet {
  // practise: the Practise view (its app's presets, its exercise on the screen).
  constructor(practise) {
    this.practise = practise;
    this.items = [];
    this.req = new Requests();
    this.root = document.getElementById('ch-sheet');
    if (this.root) this.build();
  }

  // build makes the form's elements (its words are written by relabel).
  build() {
    const ui = (this.ui = {});
    const field = (id, label, input) => h('div', { className: 'field', id: id + '-field' }, h('label', { htmlFor: id, id: id + '-label' }, label), input);
    ui.title = h('summary', { id: 'ch-title' });
    ui.hint = h('p', { className: 'hint' });
    ui.kind = h('select', { id: 'ch-kind' });
    ui.preset = h('select', { id: 'ch-preset' });
    ui.text = h('input', { id: 'ch-text', type: 'text', spellcheck: false, autocomplete: 'off', attrs: { autocapitalize: 'off' } });
    ui.depth = h('input', { id: 'ch-depth', type: 'number', min: '0', max: '9', value: '0', attrs: { inputmode: 'numeric' } });
    ui.q = h('select', { id: 'ch-q' });
    ui.returns = h('select', { id: 'ch-returns' });
    ui.add = h('button', { type: 'button', id: 'ch-add', className: 'btn btn-small' });
    ui.addCurrent = h('button', { type: 'button', id: 'ch-add-current', className: 'btn btn-small' });
    ui.list = h('ol', { id: 'ch-items', className: 'ch-items' });
    ui.empty = h('p', { id: 'ch-empty', className: 'hint' });
    ui.lang = h('select', { id: 'ch-lang' });
    ui.status = h('p', { id: 'ch-status', className: 'ex-status', attrs: { role: 'status', 'aria-live': 'polite' } });
    ui.links = {};
    const row = (part) => {
      const label = h('span', { id: `ch-${part}-label` });
      const links = SHEET_FORMATS.map((f) => {
        const b = h('button', { type: 'button', id: `ch-dl-${part}-${f}`, className: 'btn btn-small', textContent: f.toUpperCase() });
        b.addEventListener('click', () => this.download(part, f));
        ui.links[`${part}_${f}`] = b;
        return b;
      });
      return h('p', { className: 'ch-downloads' }, label, ...links);
    };
    ui.details = h('details', { id: 'ch-details', className: 'ch-sheet' }, ui.title, ui.hint,
      field('ch-kind', '', ui.kind), field('ch-preset', '', ui.preset), field('ch-text', '', ui.text),
      field('ch-depth', '', ui.depth), field('ch-q', '', ui.q), field('ch-returns', '', ui.returns),
      h('div', { className: 'form-actions' }, ui.add, ' ', ui.addCurrent),
      h('h4', { id: 'ch-items-h' }), ui.list, ui.empty,
      field('ch-lang', '', ui.lang), row('question'), row('solution'), ui.status);
    this.root.replaceChildren(ui.details);
    ui.kind.addEventListener('change', () => this.sync(true));
    ui.q.addEventListener('change', () => this.sync(false));
    ui.add.addEventListener('click', () => this.addTyped());
    ui.addCurrent.addEventListener('click', () => this.add(itemOfSpec(this.practise.spec)));
    this.relabel();
    this.sync(true);
  }

  // relabel writes the form's words in the page's language, keeping the choices.
  relabel() {
    const ui = this.ui;
    if (!ui) return;
    const keep = [ui.kind.value || 'tree', ui.preset.value, ui.q.value || 'values', ui.returns.value || 'soft', ui.lang.value || getLang()];
    ui.title.textContent = t('chTitle');
    ui.hint.textContent = t('chHint');
    for (const [id, key] of [['ch-kind', 'chKind'], ['ch-preset', 'chKindPreset'], ['ch-text', 'chText'], ['ch-depth', 'chDepth'],
      ['ch-q', 'exQuestion'], ['ch-returns', 'fReturns'], ['ch-lang', 'chSheetLang'], ['ch-items-h', 'chItems'],
      ['ch-question-label', 'chSheet'], ['ch-solution-label', 'chSolution']]) {
      const el = document.getElementById(id + (id.endsWith('-h') || id.endsWith('-label') ? '' : '-label'));
      if (el) el.textContent = t(key) + (id.endsWith('-label') ? ':' : '');
    }
    setOptions(ui.kind, KINDS.map(([k, key]) => [k, t(key)]));
    setOptions(ui.preset, (this.practise.app.meta.presets || []).map((p) => [p.name, presetTitle(p)]));
    setOptions(ui.q, QTYPES.map((q) => [q, t(Q_KEYS[q])]));
    setOptions(ui.returns, [['soft', t('fReturnsSoft')], ['hard', t('fReturnsHard')], ['course', t('fReturnsCourse')]]);
    setOptions(ui.lang, LANGS.map((l) => [l, l === 'es' ? 'Español' : 'English']));
    ui.add.textContent = t('chAdd');
    ui.addCurrent.textContent = t('chAddCurrent');
    [ui.kind.value, ui.q.value, ui.returns.value, ui.lang.value] = [keep[0], keep[2], keep[3], keep[4]];
    if (keep[1]) ui.preset.value = keep[1];
    this.renderList();
  }

  // sync shows the fields the kind of tree has; a new kind gets its sample.
  sync(kindChanged) {
    const ui = this.ui, kind = ui.kind.value;
    document.getElementById('ch-preset-field').hidden = kind !== 'preset';
    document.getElementById('ch-text-field').hidden = kind === 'preset';
    document.getElementById('ch-depth-field').hidden = !GAMES.includes(kind);
    document.getElementById('ch-returns-field').hidden = ui.q.value === 'values';
    if (kindChanged && SAMPLES[kind]) {
      ui.text.value = SAMPLES[kind];
      ui.depth.value = kind === 'connect4' ? '2' : '0';
    }
  }

  // addTyped adds the item the form describes.
  addTyped() {
    const ui = this.ui, kind = ui.kind.value;
    const it = { source: kind, position: '', depth: 0, q: ui.q.value, root: 'max', returns: ui.q.value === 'values' ? 'soft' : ui.returns.value };
    if (kind === 'preset') it.source = ui.preset.value;
    else {
      it.position = ui.text.value.trim();
      if (!it.position && kind !== 'connect4') return this.say(t('chNoText'), true);
    }
    if (GAMES.includes(kind)) it.depth = Math.max(0, Math.trunc(Number(ui.depth.value) || 0));
    this.add(it);
  }

  add(it) {
    if (this.items.length >= MAX_ITEMS) return this.say(t('chFull'), true);
    this.items.push(it);
    this.say('');
    this.renderList();
  }

  move(i, by) {
    const j = i + by;
    if (j < 0 || j >= this.items.length) return;
    [this.items[i], this.items[j]] = [this.items[j], this.items[i]];
    this.renderList();
    const b = this.ui.list.children[j]?.querySelector(by < 0 ? '.ch-up' : '.ch-down');
    if (b && !b.disabled) b.focus();
  }

  remove(i) {
    this.items.splice(i, 1);
    this.renderList();
  }

  // label names an item as the sheet titles it: its question, its tree.
  label(it) {
    const presets = this.practise.app.meta.presets || [];
    const preset = presets.find((p) => p.name === it.source);
    let tree = it.position;
    if (preset) tree = presetTitle(preset);
    else if (it.source === 'random') tree = `${t('exSrcRandom')} · ${t('chSeed')} ${it.seed}`;
    else {
      const kind = KINDS.find(([k]) => k === it.source);
      tree = `${kind ? t(it.source === 'tree' ? 'chKindText' : kind[1]) : it.source} ${it.position}`.trim();
    }
    const parts = [t(Q_KEYS[it.q] || it.q), tree];
    if (it.depth) parts.push(`${t('chDepth')} ${it.depth}`);
    if (it.q !== 'values' && it.returns !== 'soft') parts.push(it.returns === 'hard' ? 'fail-hard' : t('fReturnsCourse'));
    return parts.join(' · ');
  }

  // renderList shows the items in their order, each with its buttons.
  renderList() {
    const ui = this.ui;
    const n = this.items.length;
    ui.list.replaceChildren(...this.items.map((it, i) => {
      const btn = (cls, key, text, onclick, disabled) => h('button', { type: 'button', className: `btn btn-small btn-ghost ${cls}`, textContent: text, disabled,
        attrs: { 'aria-label': `${t(key)}: ${i + 1}`, title: t(key) }, onclick });
      return h('li', { className: 'ch-item' }, h('span', { className: 'ch-item-n', textContent: `${i + 1}.` }),
        h('span', { className: 'ch-item-label', textContent: this.label(it) }),
        btn('ch-up', 'chUp', '↑', () => this.move(i, -1), i === 0),
        btn('ch-down', 'chDown', '↓', () => this.move(i, 1), i === n - 1),
        btn('ch-remove', 'chRemove', '✕', () => this.remove(i), false));
    }));
    ui.empty.textContent = t('chEmpty');
    ui.empty.hidden = n > 0;
    ui.add.disabled = ui.addCurrent.disabled = n >= MAX_ITEMS;
    for (const b of Object.values(ui.links)) b.disabled = n === 0;
  }

  // download asks the server for the sheet (part question or solution) in format f,
  // in the chosen language, and saves it under the server's name for it.
  async download(part, f) {
    const lang = this.ui.lang.value || getLang();
    this.say(t('chBusy'));
    try {
      // the sheet in its language, a refusal in the page's
      const q = new URLSearchParams({ part, format: f, lang: getLang(), 'sheet-lang': lang });
      const { blob, disposition } = await this.req.call('sheet', 'POST', '/api/worksheet/chosen?' + q, { body: { items: this.items.map(itemJSON) }, file: true });
      const name = (/filename="([^"]+)"/.exec(disposition) || [])[1] || `gametree-worksheet-chosen-${part}-${lang}.${f}`;
      const href = URL.createObjectURL(blob);
      const a = h('a', { href, download: name, hidden: true });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(href), 60000);
      this.lastDownload = { name, size: blob.size, type: blob.type };
      this.say(t('chDownloaded', { name }));
    } catch (e) {
      if (!isAbort(e)) this.say(errorText(e), true);
    }
  }

  say(text, error) {
    this.ui.status.textContent = text;
    this.ui.status.classList.toggle('error', !!error);
  }
}
