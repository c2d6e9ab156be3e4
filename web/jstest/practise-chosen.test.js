// The worksheet of chosen trees (practise-chosen.js): an item as the API's object, and
// the exercise on the screen as an item.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { itemJSON, itemOfSpec, MAX_ITEMS } from '../static/js/practise-chosen.js';
import { specFromURL } from '../static/js/exercise.js';

test('an item is sent with the exercise fields the server reads', () => {
  assert.deepEqual(itemJSON({ source: 'tree', position: '((3,5),(2,9))', depth: 0, q: 'values', root: 'max', returns: 'soft' }),
    { source: 'tree', position: '((3,5),(2,9))', q: 'values' });
  assert.deepEqual(itemJSON({ source: 'connect4', position: '4453', depth: 2, q: 'prune', root: 'max', returns: 'hard' }),
    { source: 'connect4', position: '4453', depth: 2, q: 'prune', 'fail-hard': true });
  assert.deepEqual(itemJSON({ source: 'figure-5.2', position: '', depth: 0, q: 'window', root: 'min', returns: 'course' }),
    { source: 'figure-5.2', q: 'window', root: 'min', 'fail-course': true });
  assert.equal(MAX_ITEMS, 6, 'worksheet.PageSize');
});

test('the exercise on the screen becomes an item, a random one with its seed and level', () => {
  const random = itemOfSpec(specFromURL(new URLSearchParams('source=random&seed=7&level=2&q=prune&fail-hard=true')));
  assert.deepEqual(itemJSON(random), { source: 'random', q: 'prune', seed: 7, level: 2, 'fail-hard': true });
  const ttt = itemOfSpec(specFromURL(new URLSearchParams('source=tictactoe&position=XOX/OO./X..&q=order&fail-course=1')));
  assert.deepEqual(itemJSON(ttt), { source: 'tictactoe', position: 'XOX/OO./X..', q: 'order', 'fail-course': true });
});
