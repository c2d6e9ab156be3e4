// The drawing made a file (view-file.js): lines of several straight pieces written one
// piece a subpath, which ImageMagick's renderer draws without closing them.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { segments } from '../static/js/view-file.js';

test('a line of straight pieces is written one piece a subpath', () => {
  for (const [d, want] of [
    ['M70.94,194L70.94,209L91.06,224L91.06,247', 'M70.94,194L70.94,209M70.94,209L91.06,224M91.06,224L91.06,247'],
    ['M 1 2 L 3 4 L -5 6', 'M1,2L3,4M3,4L-5,6'],
    ['M214.94,99L70.94,155', 'M214.94,99L70.94,155'], // one piece: as it is
    ['M1,2C3,4 5,6 7,8', 'M1,2C3,4 5,6 7,8'], // a curve: as it is
    ['', ''],
  ]) assert.equal(segments(d), want, d);
});
