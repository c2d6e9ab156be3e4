// Lists in the page's words (words-list.js): the stones game's takes read as a person
// writes them, in both languages.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { orList, takesList } from '../static/js/words-list.js';

test('takes read as a list with "or" in the page\'s language', () => {
  const cases = [
    ['1,2,3', 'es', '1, 2 o 3'],
    ['1,2,3', 'en', '1, 2 or 3'],
    ['1, 2', 'es', '1 o 2'],
    ['1,2', 'en', '1 or 2'],
    ['2', 'es', '2'],
    ['7,8', 'es', '7 u 8'],
    ['', 'en', ''],
  ];
  for (const [takes, lang, want] of cases) assert.equal(takesList(takes, lang), want, `${takes} in ${lang}`);
  assert.notEqual(takesList('1,2,3', 'es'), '1,2,3');
  assert.equal(orList(['a', 'b', 'c'], 'en'), 'a, b or c');
});
