// The student's code as the page keeps it (labcode.js): packed into a link's fragment
// and read back, named by the hash the server gives it, sent again when the server
// forgot it.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LabCode, pack, unpack, fragmentCodes, linkHashes, isLab } from '../static/js/labcode.js';

// fakeRequest answers /api/lab/code with the hash the test says, and records the forms.
function fakeRequest(hashOf) {
  const posts = [];
  return {
    posts,
    postForm: async (path, form) => {
      posts.push({ path, ...form });
      return { hash: hashOf(form.source) };
    },
  };
}

test('code packed into a link and read back', async () => {
  const src = 'def evaluate(board, player):\n    # ñandú: «sí» → 3\n    return 3\n';
  const p = await pack(src);
  assert.match(p, /^[A-Za-z0-9_-]+$/, 'base64url, no padding');
  assert.equal(await unpack(p), src);
});

test('a link\'s codes and hashes', () => {
  assert.deepEqual(fragmentCodes('#eval=AAA&game=B-_b&other=x'), { eval: 'AAA', game: 'B-_b' });
  assert.deepEqual(fragmentCodes('#code=CCC', 'search'), { search: 'CCC' }, 'the lab\'s first links');
  assert.deepEqual(fragmentCodes('#code=CCC&search=DDD', 'search'), { search: 'DDD' });
  assert.deepEqual(fragmentCodes('#eval=a%20b'), {}, 'not base64url');
  assert.deepEqual(linkHashes(new URLSearchParams('game=lab:ab12&eval=lab:CD&source=tree')), { game: 'ab12' });
  assert.deepEqual(linkHashes(new URLSearchParams('view=practise&source=lab:0f')), { game: '0f' });
  assert.ok(isLab('lab:0123abcd') && !isLab('lab:') && !isLab('lab:xyz') && !isLab('connect4'));
});

test('the latest code of a kind, its hash, and who hears of it', async () => {
  const lc = new LabCode();
  const heard = [];
  lc.onChange((k) => heard.push(k));
  lc.set('game', 'v1');
  assert.equal(lc.ref('game'), '');
  assert.deepEqual(heard, [], 'code without a hash is not offered yet');
  const req = fakeRequest((s) => (s === 'v1' ? 'aa11' : 'bb22'));
  assert.equal(await lc.submit('game', req), 'aa11');
  assert.equal(lc.ref('game'), 'lab:aa11');
  assert.deepEqual(heard, ['game']);
  assert.equal(await lc.submit('game', req), 'aa11', 'sent once');
  assert.equal(req.posts.length, 1);
  lc.set('game', 'v2');
  assert.equal(lc.ref('game'), '');
  await lc.submit('game', req);
  assert.equal(lc.ref('game'), 'lab:bb22');
  assert.deepEqual(heard, ['game', 'game']);
  // both versions are known by their hashes: links and resending name either
  assert.equal(lc.kindOf('aa11'), 'game');
  assert.equal(lc.kindOf('bb22'), 'game');
  assert.equal(lc.kindOf('cc33'), '');
  await lc.packed();
  assert.equal(await unpack(fragmentCodes(lc.fragmentFor({ game: 'lab:aa11' })).game), 'v1');
  assert.equal(await unpack(fragmentCodes(lc.fragmentFor({ game: 'lab:bb22', eval: '' })).game), 'v2');
  assert.equal(lc.fragmentFor({ game: 'connect4', eval: 'lab:cc33' }), '');
  // the server forgot v1: sent again, as its kind
  assert.equal(await lc.resend('aa11', req), true);
  assert.deepEqual(req.posts.at(-1), { path: '/api/lab/code', kind: 'game', source: 'v1', lang: 'en' });
  assert.equal(await lc.resend('cc33', req), false);
});

test('a link\'s code is named by the hash its query gives it', async () => {
  const lc = new LabCode();
  const packed = await pack('def evaluate(board, player):\n    return 1\n');
  const kinds = await lc.readFragment('#eval=' + packed, new URLSearchParams('game=connect4&eval=lab:ee55'));
  assert.deepEqual(kinds, ['eval']);
  assert.equal(lc.ref('eval'), 'lab:ee55');
  assert.equal(lc.source('eval'), 'def evaluate(board, player):\n    return 1\n');
  assert.equal(lc.fragmentFor({ eval: 'lab:ee55' }), '#eval=' + packed);
  // a link cut short is left out
  assert.deepEqual(await lc.readFragment('#game=AAAA', new URLSearchParams('')), []);
});
