// How large Fit and the presentation mode draw the stepper's tree (explore-fit.js):
// the range of zooms with legible, not absurd, node values; the zoom chosen in it; the
// elements kept in view (the step's node and its ancestors, the best line).
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_ZOOM, valueFonts, zoomRange, fillZoom, lineUp, bestLine } from '../static/js/explore-fit.js';

// a drawing whose node values have these font sizes (points)
const drawing = (...sizes) => ({
  svg: { querySelectorAll: () => sizes.map((s) => ({ getAttribute: () => String(s) })) },
});

test('the value fonts of a drawing: smallest and largest, 12 when it has none', () => {
  assert.deepEqual(valueFonts(drawing(12, 8, 9.5, 12)), { min: 8, max: 12 });
  assert.deepEqual(valueFonts(drawing()), { min: 12, max: 12 });
  assert.deepEqual(valueFonts(null), { min: 12, max: 12 });
});

test('the zoom range: the smallest value at least minPx, the largest at most maxPx, 400 % at most', () => {
  for (const [sizes, minPx, maxPx, want] of [
    [[12], 14, 40, { min: 14 / 16, max: 40 / 16 }], // the textbook: 12 pt values, 16 px at 100 %
    [[8, 12], 15, 40, { min: 15 / (8 * 4 / 3), max: 40 / 16 }], // connect 4: a large value shrunk to 8 pt
    [[3], 14, 100, { min: 14 / 4, max: MAX_ZOOM }], // tiny labels: never past 400 % for the largest
    [[6, 30], 14, 20, { min: 14 / 8, max: 14 / 8 }], // crossed: legible wins
  ]) {
    const got = zoomRange(drawing(...sizes), minPx, maxPx);
    assert.ok(Math.abs(got.min - want.min) < 1e-9 && Math.abs(got.max - want.max) < 1e-9, `${sizes}: ${JSON.stringify(got)} != ${JSON.stringify(want)}`);
  }
});

test('the zoom Fit chooses: whole and as large as the range lets it, never illegible', () => {
  const range = { min: 0.9, max: 2.5 };
  assert.equal(fillZoom(1.7, range), 1.7); // whole, within the range
  assert.equal(fillZoom(3.1, range), 2.5); // a small tree on a large screen: labels not absurd
  assert.equal(fillZoom(0.1, range), 0.9); // a large tree: legible, not whole
});

test('the elements kept in view: the node and its ancestors, each drawn element once; the best line from the root', () => {
  // 0 ─ 1 ─ 2 ─ 3, and 1 ─ 4; 2 and 3 are drawn folded into one element
  const tr = { N: 5, parent: [-1, 0, 1, 2, 1], pv: [1, 1, 0, 0, 1], reached: [1, 1, 1, 1, 1] };
  const el = { 0: 'root', 1: 'one', 2: 'fold', 3: 'fold', 4: 'four' };
  const view = { elementOf: (i) => el[i] || null };
  assert.deepEqual(lineUp(view, tr, 3), ['fold', 'one', 'root']);
  assert.deepEqual(lineUp(view, tr, 4), ['four', 'one', 'root']);
  assert.deepEqual(bestLine(view, tr), ['root', 'one', 'four']);
  // a node not reached is no part of the line shown
  assert.deepEqual(bestLine(view, { ...tr, reached: [1, 1, 1, 1, 0] }), ['root', 'one']);
});
