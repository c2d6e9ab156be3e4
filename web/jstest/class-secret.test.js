// The keys of a class on screen and in links (class-secret.js): masked until asked
// for, never in the link the header copies; a student's own link read back
// (class-model.js's readAddress).
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { masked, shareable } from '../static/js/class-secret.js';
import { readAddress } from '../static/js/class-model.js';

test('masked hides the keys of a fragment, nothing else', () => {
  assert.equal(masked('https://x/?view=class&class=C1#key=s3cr3t'), 'https://x/?view=class&class=C1#key=••••••••');
  assert.equal(masked('/?view=class&a=A1#student=abc-_9'), '/?view=class&a=A1#student=••••••••');
  assert.equal(masked('/?view=class&a=A1'), '/?view=class&a=A1');
  assert.ok(!masked('/?view=class&class=C#key=k1&lang=es').includes('k1'));
});

test('shareable drops a teacher\'s and a student\'s key, keeps the rest', () => {
  for (const [href, want] of [
    ['https://x/?view=class&class=C1&results=A#key=s3cr3t', 'https://x/?view=class&class=C1&results=A'],
    ['https://x/?view=class&a=A1#student=abc', 'https://x/?view=class&a=A1'],
    ['https://x/?view=class&a=A1#student=abc&key=k', 'https://x/?view=class&a=A1'],
    ['https://x/?view=explore&algo=ab#step=3', 'https://x/?view=explore&algo=ab#step=3'],
    ['https://x/?view=practise', 'https://x/?view=practise'],
  ]) {
    const got = shareable(href);
    assert.equal(got, want, href);
    assert.ok(!/s3cr3t|student=|key=/.test(got), got);
  }
});

test('readAddress reads a student\'s own link', () => {
  const at = readAddress(new URLSearchParams('view=class&a=A1'), '#student=K%2B1');
  assert.equal(at.a, 'A1');
  assert.equal(at.own, 'K+1');
  assert.equal(at.key, '');
  assert.equal(readAddress(new URLSearchParams('view=class&a=A1'), '').own, '');
});
