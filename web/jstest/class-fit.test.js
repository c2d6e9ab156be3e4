// The question's picture fitted to the screen (class-fit.js): the scale a picture is
// drawn at in its box, and the height it may take below the box's top.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fitScale, roomBelow, MIN_TEXT } from '../static/js/class-fit.js';

// pictures as the server draws them (level 1's minimax question, level 5's α and β
// one), in CSS px at scale 1, their smallest font in points
const SMALL = { w: 443, h: 329, font: 12 };
const WIDE = { w: 5069, h: 461, font: 9 };

test('a picture fits its box whole: width, height, at most twice its size', () => {
  for (const [nat, w, room, want] of [
    [SMALL, 990, 1000, 2], // room to spare: twice its size, no more
    [SMALL, 990, 400, 400 / 329], // the height binds
    [SMALL, 300, 1000, 300 / 443], // the width binds
    [WIDE, 990, 400, 990 / 5069], // a wide tree: small, whole (a lens reads it)
  ]) {
    const s = fitScale(nat, w, room, false);
    assert.ok(Math.abs(s - want) < 1e-9, `${s} != ${want}`);
    assert.ok(nat.w * s <= w + 1e-9 && nat.h * s <= room + 1e-9, 'inside its box');
  }
});

test('on a phone the smallest text stays readable: the picture pans in its box', () => {
  const s = fitScale(WIDE, 350, 600, true);
  assert.ok(WIDE.font * 4 / 3 * s >= MIN_TEXT, `text ${WIDE.font * 4 / 3 * s} px`);
  assert.ok(WIDE.w * s > 350, 'wider than its box: it pans');
  // a small tree that fits at a readable size is fitted, not blown up
  const small = fitScale(SMALL, 350, 600, true);
  assert.ok(Math.abs(small - 350 / 443) < 1e-9);
});

test('the room below a box: the window under its top, or 55 % of the window at least', () => {
  assert.equal(roomBelow(300, 16, 768), 768 - 300 - 16 - 24);
  assert.equal(roomBelow(2000, 16, 768), 768 - 0.45 * 768 - 16 - 24); // far down: the page scrolls once
  assert.equal(roomBelow(100, 16, 150), 200); // never under 200 px
});
