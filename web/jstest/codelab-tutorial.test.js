// Seed 000's tutorial in the code lab (codelab-tutorial.js): its code is told from a
// search(root) of the node API, so that it is checked on a tic-tac-toe board.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { looksLikeTutorial } from '../static/js/codelab-tutorial.js';
import { STARLARK, JAVASCRIPT } from '../static/js/codelab-lang.js';

test('the tutorial\'s code, as the seed writes it and as plain functions', () => {
  for (const src of [
    'Juego.prototype.movimientoAI=function(){\n  var aux=this.min();\n};',
    'function movimientoAI() { return max(); }',
    'var movimientoAI = function () {};',
  ]) assert.equal(looksLikeTutorial(src, JAVASCRIPT), true, src);
});

test('a search of its own, or Starlark, is not the tutorial\'s', () => {
  for (const src of [
    'function search(root) { return 1; }\nfunction movimientoAI() {}',
    'const search = (root) => 1; // movimientoAI',
    'let search = function (root) { return 1; }; function movimientoAI() {}',
    'function search(root) { return 0; }',
  ]) assert.equal(looksLikeTutorial(src, JAVASCRIPT), false, src);
  assert.equal(looksLikeTutorial('def movimientoAI():\n    pass', STARLARK), false);
});
