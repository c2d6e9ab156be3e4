// The code lab's languages (codelab-lang.js, labcode.js): a language read as links
// write it, the examples offered by language, and a JavaScript program sent with its
// language and carried in a link's fragment and back; Starlark is what a link without
// a language says.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCodeLang, linkLang, exampleLang, STARLARK, JAVASCRIPT } from '../static/js/codelab-lang.js';
import { LabCode, fragmentLangs } from '../static/js/labcode.js';

test('a language as links and the server write it', () => {
  for (const s of ['js', 'JavaScript', ' javascript ', 'ecmascript']) assert.equal(parseCodeLang(s), JAVASCRIPT, s);
  for (const s of ['', null, undefined, 'starlark', 'py', 'cobol']) assert.equal(parseCodeLang(s), STARLARK, String(s));
  assert.equal(linkLang(JAVASCRIPT), 'js');
  assert.equal(linkLang(STARLARK), '', 'Starlark is left out of links');
  assert.equal(exampleLang({ name: 'nim' }), STARLARK, 'an example without lang is Starlark');
  assert.equal(exampleLang({ name: 'nim', lang: 'javascript' }), JAVASCRIPT);
});

test('a fragment\'s languages', () => {
  assert.deepEqual(fragmentLangs('#eval=AAA&eval-lang=js&game=BBB'), { eval: JAVASCRIPT, game: STARLARK, search: STARLARK });
  assert.deepEqual(fragmentLangs(''), { eval: STARLARK, game: STARLARK, search: STARLARK });
});

test('a JavaScript program sent with its language, linked and read back', async () => {
  const posts = [];
  const request = { postForm: async (path, form) => { posts.push(form); return { hash: form['code-lang'] === JAVASCRIPT ? 'aa' : 'bb' }; } };
  const lc = new LabCode();
  const src = 'function evaluate(board, player) { return 1; }';
  lc.set('eval', src, '', '', JAVASCRIPT);
  assert.equal(await lc.submit('eval', request), 'aa');
  assert.equal(posts[0]['code-lang'], JAVASCRIPT);
  await lc.packed();
  const frag = lc.fragmentFor({ eval: 'lab:aa' });
  assert.match(frag, /eval-lang=js/);

  const again = new LabCode();
  assert.deepEqual(await again.readFragment(frag, new URLSearchParams('eval=lab:aa')), ['eval']);
  assert.equal(again.source('eval'), src);
  assert.equal(again.lang('eval'), JAVASCRIPT);
  assert.equal(again.hash('eval'), 'aa');
  // the same text in Starlark is another program
  lc.set('eval', src, '', '', STARLARK);
  assert.equal(await lc.submit('eval', request), 'bb');
  assert.equal(posts[1]['code-lang'], undefined, 'Starlark: the server\'s default, not said');
  await lc.packed();
  assert.doesNotMatch(lc.fragmentFor({ eval: 'lab:bb' }), /lang/, 'Starlark: no language in the link');
  // the lab's own link says it in its query
  const lab = new LabCode();
  await lab.readFragment(frag.replace(/&?eval-lang=js/, ''), new URLSearchParams('view=lab&kind=eval&code-lang=js'), 'eval');
  assert.equal(lab.lang('eval'), JAVASCRIPT);
});
