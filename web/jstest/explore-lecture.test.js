// The stepper's lecture links (explore-lecture.js): the problem's API parameters,
// steps and format, the page's language, and the file names the server gives.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang } from '../static/js/i18n.js';
import { paramsFromURL } from '../static/js/problem.js';
import { lectureLinks, updateLectureLinks, MAX_SLIDES } from '../static/js/explore-lecture.js';

const q = (s) => new URLSearchParams(s);

test('each lecture link names the problem, its steps and format, in the page\'s language', () => {
  setLang('es');
  const links = lectureLinks(paramsFromURL(q('game=connect4&position=4453&depth=3&algo=alphabeta')));
  const key = new URL(links['dl-lecture-key-pdf'].href, 'http://x');
  assert.equal(key.pathname, '/api/lecture');
  const p = Object.fromEntries(key.searchParams);
  assert.deepEqual([p.game, p.position, p.depth, p.steps, p.format, p.lang], ['connect4', '4453', '3', 'key', 'pdf', 'es']);
  assert.equal(links['dl-lecture-key-pdf'].file, 'gametree-connect4-lecture-key.pdf');
  assert.equal(links['dl-lecture-all-pdf'].file, 'gametree-connect4-lecture-all.pdf');
  assert.equal(links['dl-lecture-key-tex'].file, 'gametree-connect4-lecture-key.tex');
  assert.equal(new URL(links['dl-lecture-key-tex'].href, 'http://x').searchParams.get('format'), 'tex');
  setLang('en');
  assert.equal(new URL(lectureLinks(paramsFromURL(q('')))['dl-lecture-all-pdf'].href, 'http://x').searchParams.get('lang'), 'en');
});

test('a student\'s game is named as the server names it', () => {
  const p = { ...paramsFromURL(q('')), game: 'lab:abc123' };
  assert.equal(lectureLinks(p)['dl-lecture-key-pdf'].file, 'gametree-lab-abc123-lecture-key.pdf');
});

test('the links are set on the page, every step only for a search the server makes slides of', () => {
  const els = {};
  const doc = { getElementById: (id) => (els[id] ||= { attrs: {}, setAttribute(k, v) { this.attrs[k] = v; } }) };
  updateLectureLinks(paramsFromURL(q('')), 29, doc);
  assert.equal(els['dl-lecture-key-pdf'].attrs.download, 'gametree-tree-lecture-key.pdf');
  assert.ok(els['dl-lecture-key-tex'].href.startsWith('/api/lecture?'));
  assert.equal(els['dl-lecture-all-pdf'].hidden, false);
  updateLectureLinks(paramsFromURL(q('')), MAX_SLIDES + 1, doc);
  assert.equal(els['dl-lecture-all-pdf'].hidden, true);
});
