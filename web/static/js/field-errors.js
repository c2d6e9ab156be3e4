// Errors beside their fields: what the page says of a field it refused or the server
// refused, in the page's words (never the API's parameter names) and language, said
// again when the language changes. sayError reads a server's coded error (its code,
// params and field) as the page's words; FieldErrors shows such words beside a field,
// inside the field's own group, marking the field aria-invalid and described by them.
import { t, fmtCount } from './i18n.js';
import { STRINGS } from './strings.js';
import { chanceErrorField } from './problem-chance.js';

// The most characters of the typed text shown before the place an error points at.
const NEAR = 16;

// near is the typed text up to character at (1-based, the server's "at"): at most
// NEAR characters, cut with an ellipsis at its start. What the user typed, not an
// offset.
export function near(text, at) {
  const chars = Array.from(String(text || ''));
  const end = Math.max(0, Math.min(chars.length, Number(at) || chars.length));
  const from = Math.max(0, end - NEAR);
  const part = chars.slice(from, Math.max(end, from + 1)).join('');
  return (from > 0 ? '…' : '') + part;
}

// num is a count of the server's, kept a number: say() writes it in the page's
// language when it says it (a language changed later writes it again).
const num = (v) => (/^-?\d+$/.test(String(v)) ? Number(v) : String(v));

// The random tree's fields by the keys of its position's text (random:b=3,d=4,seed=7).
const RANDOM_FIELDS = { b: 'rb', branching: 'rb', d: 'rd', depth: 'rd', s: 'rseed', seed: 'rseed' };

// sayError reads a server's error e ({code, params, field}) as the page's words: {field,
// key, params}, field the API's parameter it is about ("position", "depth", ...) or,
// for a random tree, the form's own field of the value (rb, rd, rseed); key and params
// a page word to say with t(). typed is the text of the field as the user typed it
// (where a position's error points). null: the page has no words of its own for it.
export function sayError(e, typed = '') {
  const code = e.code || '', p = e.params || {};
  const field = e.field || chanceErrorField(code) || '';
  const v = p.value === undefined ? '' : String(p.value);
  const simple = {
    'param.range': ['feRange', { lo: num(p.lo), hi: num(p.hi), value: v }],
    'param.int': ['feInt', { value: v }],
    'param.duration': ['feDuration', { value: v }],
    'param.duration_range': ['feDurationRange', { value: v }],
    'param.seconds_range': ['feDurationRange', { value: v }],
    'param.takes_number': ['feTakesNumber', { item: p.item }],
    'param.takes_range': ['feTakesRange', { item: p.item, lo: num(p.lo), hi: num(p.hi) }],
    'param.takes_empty': ['feTakesEmpty', {}],
    'param.takes_none': ['feTakesNone', {}],
    'stones.takes_empty': ['feTakesNone', {}],
    'stones.take_range': ['feTakesRange', { item: p.take, lo: 1, hi: num(p.max) }],
    'stones.take_twice': ['feTakeTwice', { take: p.take }],
    'stones.bad_char': ['feStones', { max: 10000, value: p.input ?? typed }],
    'stones.count_range': ['feStones', { max: num(p.max ?? 10000), value: p.count ?? typed }],
    'exercise.no_position': ['feNeedPosition', {}],
  }[code];
  if (simple) return { field: field || 'position', key: simple[0], params: simple[1] };
  switch (code) {
    case 'random.branching': return { field: 'rb', key: 'feRange', params: { lo: 1, hi: num(p.max), value: v } };
    case 'random.depth': return { field: 'rd', key: 'feRange', params: { lo: 1, hi: num(p.max), value: v } };
    case 'random.not_integer': return { field: RANDOM_FIELDS[String(p.key).toLowerCase()] || 'position', key: 'feInt', params: { value: v } };
    case 'random.too_many_nodes': return { field: 'rd', key: 'feRandomNodes', params: { b: p.branching, d: p.depth, max: num(p.max) } };
  }
  const detailKey = 'err_' + code.replace(/\./g, '_');
  if (!STRINGS[detailKey]) return null;
  const dp = {};
  for (const [k, x] of Object.entries(p)) dp[k] = x;
  if (p.at && typed) return { field: field || 'position', key: 'feNear', params: { near: near(typed, p.at) }, detail: [detailKey, dp] };
  return { field: field || 'position', key: detailKey, params: dp, capital: true };
}

// say writes a reading of sayError (or a page check's {key, params}) in the page's
// language.
export function say(s) {
  const params = {};
  for (const [k, v] of Object.entries(s.params || {})) params[k] = typeof v === 'number' ? fmtCount(v) : v;
  if (s.detail) params.detail = say({ key: s.detail[0], params: s.detail[1] });
  const text = t(s.key, params);
  return s.capital ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

// FieldErrors are the errors shown beside a form's fields.
export class FieldErrors {
  constructor() {
    this.shown = new Map(); // field element → {el, words}
  }

  get size() { return this.shown.size; }

  // show says words (what say reads) beside input: in the input's field group, the
  // input marked invalid and described by them; a closed <details> around it opens.
  show(input, words) {
    this.clear(input);
    const el = document.createElement('p');
    el.className = 'field-error';
    el.id = (input.id || 'field') + '-error';
    el.setAttribute('role', 'alert');
    el.textContent = say(words);
    const group = input.closest('.field, .field-row, fieldset') || input.parentElement;
    group.appendChild(el);
    input.setAttribute('aria-invalid', 'true');
    const ids = (input.getAttribute('aria-describedby') || '').split(/\s+/).filter(Boolean);
    if (!ids.includes(el.id)) input.setAttribute('aria-describedby', [...ids, el.id].join(' '));
    for (let d = input.closest('details'); d; d = d.parentElement && d.parentElement.closest('details')) d.open = true;
    this.shown.set(input, { el, words });
  }

  // clear takes the error of input away, if it has one.
  clear(input) {
    const s = this.shown.get(input);
    if (!s) return;
    s.el.remove();
    input.removeAttribute('aria-invalid');
    const ids = (input.getAttribute('aria-describedby') || '').split(/\s+/).filter((x) => x && x !== s.el.id);
    if (ids.length) input.setAttribute('aria-describedby', ids.join(' '));
    else input.removeAttribute('aria-describedby');
    this.shown.delete(input);
  }

  clearAll() {
    for (const input of [...this.shown.keys()]) this.clear(input);
  }

  // first is the first field with an error (to focus), or null.
  first() {
    return this.shown.keys().next().value || null;
  }

  // relabel says every error again in the page's language.
  relabel() {
    for (const s of this.shown.values()) s.el.textContent = say(s.words);
  }
}

// showRefusal shows a server's refusal e beside its field among fields (the form's
// elements by the API's parameter names: position, seed, depth, ...; rb, rd, rseed for
// a random tree's): true when it stands beside one, false when it names no field of
// the form (then the view says it in its own place).
export function showRefusal(errors, e, fields) {
  if (!e || !e.code) return false;
  const typed = fields[e.field || 'position'];
  const words = sayError(e, typed ? typed.value.trim() : '');
  if (!words) return false;
  const input = fields[words.field];
  if (!input || input.closest('[hidden]')) return false;
  errors.clearAll();
  errors.show(input, words);
  return true;
}
