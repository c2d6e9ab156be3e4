// The page's words (i18n.js): the dictionary in both languages, the choice of a
// language, and numbers and values written as the course writes them.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  LANGS, t, setLang, getLang, defaultLang, onLangChange, applyI18n, fmtValue, fmtNum, fmtCount, fmtBounded, gameScore, moveName, stonesTake, WIN_BASE,
} from '../static/js/i18n.js';
import { STRINGS } from '../static/js/strings.js';

test('every word in both languages, with the same placeholders', () => {
  const keys = Object.keys(STRINGS);
  assert.ok(keys.length > 300);
  const ph = (s) => (s.match(/\{\w+\}/g) || []).sort();
  for (const k of keys) {
    const e = STRINGS[k];
    assert.ok(typeof e.en === 'string' && typeof e.es === 'string', k);
    assert.deepEqual(ph(e.es), ph(e.en), `placeholders of ${k}`);
  }
});

test('t fills placeholders; an unknown key is itself; a missing one is left as is', () => {
  setLang('en');
  assert.equal(t('stepOf', { k: 3, n: 29 }), 'Step 3 of 29');
  assert.equal(t('stepOf', { k: 3 }), 'Step 3 of {n}');
  assert.equal(t('no such key'), 'no such key');
  setLang('es');
  assert.equal(t('stepOf', { k: 3, n: 29 }), 'Paso 3 de 29');
  setLang('en');
});

test('setLang: only the page\'s languages, the document says it, listeners hear a change once', () => {
  const heard = [];
  onLangChange((l) => heard.push(l));
  setLang('en');
  setLang('es');
  assert.equal(document.documentElement.lang, 'es');
  setLang('es');
  setLang('fr');
  assert.equal(getLang(), 'en');
  assert.deepEqual(heard, ['es', 'en']);
  assert.deepEqual(LANGS, ['es', 'en']);
});

test('the default language: a saved choice, else the browser\'s', () => {
  const saved = globalThis.localStorage;
  try {
    globalThis.localStorage = { getItem: () => 'es' };
    assert.equal(defaultLang(), 'es');
    globalThis.localStorage = { getItem: () => 'de' };
    Object.defineProperty(globalThis, 'navigator', { value: { languages: ['es-AR', 'en'] }, configurable: true });
    assert.equal(defaultLang(), 'es');
    Object.defineProperty(globalThis, 'navigator', { value: { languages: ['de-DE'] }, configurable: true });
    assert.equal(defaultLang(), 'en');
    globalThis.localStorage = { getItem: () => { throw new Error('storage off'); } };
    assert.equal(defaultLang(), 'en');
  } finally {
    globalThis.localStorage = saved;
  }
});

test('applyI18n fills marked texts and attributes', () => {
  setLang('es');
  const text = { dataset: { i18n: 'tabPractise' }, textContent: '' };
  const attrs = {};
  const attr = { dataset: { i18nAttr: 'aria-label:zoomIn; title:zoomIn' }, setAttribute: (a, v) => { attrs[a] = v; } };
  applyI18n({ querySelectorAll: (sel) => (sel === '[data-i18n]' ? [text] : [attr]) });
  assert.equal(text.textContent, t('tabPractise'));
  assert.deepEqual(attrs, { 'aria-label': t('zoomIn'), title: t('zoomIn') });
  setLang('en');
});

test('values as the course writes them: −∞, +∞, a true minus, wins of a depth-limited search', () => {
  for (const [lang, win, loss, big] of [['en', 'win 3', 'loss 2', '−10,009,500'], ['es', 'gana 3', 'pierde 2', '−10.009.500']]) {
    setLang(lang);
    assert.equal(fmtValue(-Infinity), '−∞');
    assert.equal(fmtValue(Infinity), '+∞');
    assert.equal(fmtValue(2 ** 62), '+∞');
    assert.equal(fmtValue(-3), '−3');
    assert.equal(fmtValue(0), '0');
    assert.equal(fmtValue(WIN_BASE + 3), win);
    assert.equal(fmtValue(-WIN_BASE - 2), loss);
    assert.equal(fmtNum(-10009500), big);
    assert.equal(fmtCount(1234), lang === 'en' ? '1,234' : '1.234', 'grouped even at four digits');
    assert.equal(fmtBounded(5, 1), '≥5');
    assert.equal(fmtBounded(-2, 2), '≤−2');
    assert.equal(fmtBounded(7, 0), '7');
  }
  assert.equal(gameScore(WIN_BASE + 3), 3);
  assert.equal(gameScore(-WIN_BASE - 2), -2);
  assert.equal(gameScore(17), 17);
  setLang('en');
});

test('a stones move is what it does, in the page\'s language', () => {
  setLang('es');
  for (const m of ['-2', 'take 2', '2', 'quita 2']) assert.equal(moveName('stones', m), 'quita 2', m);
  assert.equal(moveName('tictactoe', 'b2'), 'b2');
  assert.equal(moveName('stones', 'odd'), 'odd');
  setLang('en');
  assert.equal(moveName('stones', '-3'), 'take 3');
  for (const m of ['take 2', '-2', '2']) assert.equal(stonesTake(m), '2');
});
