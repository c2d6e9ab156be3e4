// The request helper (api.js) with a fetch the test answers by hand: a newer request
// of a kind aborts the older one, and an older one's answer never reaches the page,
// even when it arrives after the newer one's.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Requests, APIError, SaidError, errorText, isAbort, query, url, onLabUnknown } from '../static/js/api.js';
import { setLang, t } from '../static/js/i18n.js';

// fakeFetch records each call and lets the test answer it later: answer(i, status,
// body) resolves call i (whatever its signal says: an answer may arrive as its request
// is aborted), fail(i) rejects it as a network failure. A call whose signal is aborted
// before it is answered rejects as aborted, as fetch does.
function fakeFetch() {
  const calls = [];
  const fetch = (u, opts) => new Promise((resolve, reject) => {
    const call = { url: u, opts, resolve, reject };
    calls.push(call);
    opts.signal.addEventListener('abort', () => { call.aborted = true; reject(new DOMException('aborted', 'AbortError')); });
  });
  const answer = (i, status, body) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    calls[i].resolve(new Response(text, { status, headers: { 'Content-Type': 'application/json' } }));
  };
  const fail = (i) => calls[i].reject(new TypeError('Failed to fetch'));
  return { calls, fetch, answer, fail };
}

// settle reports how a promise ended: {value} or {error}.
const settle = (p) => p.then((value) => ({ value }), (error) => ({ error }));

test('a newer request of a kind aborts the older, whose answer is dropped', async () => {
  const f = fakeFetch();
  const req = new Requests(f.fetch);
  const older = settle(req.getJSON('search', '/api/trace', { position: 'old' }));
  const newer = settle(req.getJSON('search', '/api/trace', { position: 'new' }));
  assert.equal(f.calls.length, 2);
  assert.ok(f.calls[0].opts.signal.aborted, 'the older request is aborted: its connection closes');
  assert.ok(!f.calls[1].opts.signal.aborted);
  f.answer(1, 200, { position: 'new' });
  assert.deepEqual((await newer).value, { position: 'new' });
  const o = await older;
  assert.ok(isAbort(o.error), 'the older request ends as aborted, not with an answer');
});

test('an answer that arrives as its request is aborted never resolves it', async () => {
  // a fetch that ignores its signal: the answer comes anyway, after the newer one
  const pending = [];
  const stubborn = (u) => new Promise((resolve) => pending.push({ u, resolve }));
  const req = new Requests(stubborn);
  const older = settle(req.getJSON('search', '/api/trace', { position: 'old' }));
  const newer = settle(req.getJSON('search', '/api/trace', { position: 'new' }));
  pending[1].resolve(new Response('{"shown":"new"}', { status: 200 }));
  pending[0].resolve(new Response('{"shown":"old"}', { status: 200 }));
  assert.deepEqual((await newer).value, { shown: 'new' });
  assert.ok(isAbort((await older).error), 'the stale answer is dropped');
});

test('an error that arrives as its request is aborted is dropped too', async () => {
  const pending = [];
  const req = new Requests((u) => new Promise((resolve) => pending.push(resolve)));
  const older = settle(req.getJSON('search', '/api/trace', {}));
  req.getJSON('search', '/api/trace', {}).catch(() => {});
  pending[0](new Response('{"error":"too late"}', { status: 400 }));
  assert.ok(isAbort((await older).error));
});

test('requests of other kinds go on', async () => {
  const f = fakeFetch();
  const req = new Requests(f.fetch);
  const search = settle(req.getJSON('search', '/api/trace', {}));
  const editor = settle(req.getJSON('editor', '/api/position', {}));
  assert.ok(!f.calls[0].opts.signal.aborted);
  f.answer(0, 200, { a: 1 });
  f.answer(1, 200, { b: 2 });
  assert.deepEqual((await search).value, { a: 1 });
  assert.deepEqual((await editor).value, { b: 2 });
});

test('abortAll (the view is left) aborts every kind; abort one kind', async () => {
  const f = fakeFetch();
  const req = new Requests(f.fetch);
  const a = settle(req.getJSON('search', '/api/trace', {}));
  const b = settle(req.postJSON('grade', '/api/grade', { x: 1 }));
  const c = settle(req.getText('naive', '/api/render', {}));
  req.abort('naive');
  assert.ok(f.calls[2].opts.signal.aborted);
  assert.ok(!f.calls[0].opts.signal.aborted);
  req.abortAll();
  for (const r of [a, b, c]) assert.ok(isAbort((await r).error));
  assert.ok(f.calls.every((c) => c.opts.signal.aborted));
});

test('one request of several fetches: the first answers, then the rest are aborted together', async () => {
  const f = fakeFetch();
  const req = new Requests(f.fetch);
  const job = req.start('exercise');
  const first = job.getJSON('/api/exercise', { seed: 1 });
  f.answer(0, 200, { ok: 1 });
  assert.deepEqual(await first, { ok: 1 });
  const both = settle(Promise.all([job.getJSON('/api/trace', {}), job.getText('/api/exercise/question', {})]));
  assert.equal(f.calls.length, 3);
  req.start('exercise'); // a newer exercise
  assert.ok(job.aborted);
  assert.ok(f.calls[1].opts.signal.aborted && f.calls[2].opts.signal.aborted);
  assert.ok(isAbort((await both).error));
  // an aborted request asks for nothing more
  assert.ok(isAbort((await settle(job.getJSON('/api/trace', {}))).error));
  assert.equal(f.calls.length, 3);
});

test('the query, the language and the body', async () => {
  setLang('es');
  const f = fakeFetch();
  const req = new Requests(f.fetch);
  req.getJSON('a', '/api/trace', { game: 'tree', position: '', depth: 0, order: null, lang: undefined }).catch(() => {});
  assert.equal(f.calls[0].url, '/api/trace?game=tree&depth=0');
  assert.equal(f.calls[0].opts.headers['Accept-Language'], 'es');
  assert.equal(f.calls[0].opts.headers.Accept, 'application/json, image/svg+xml');
  req.postJSON('b', '/api/grade?lang=es', { answers: { values: { B: 3 } } }).catch(() => {});
  assert.equal(f.calls[1].opts.method, 'POST');
  assert.equal(f.calls[1].opts.body, '{"answers":{"values":{"B":3}}}');
  assert.equal(f.calls[1].opts.headers['Content-Type'], 'application/json');
  assert.equal(f.calls[1].opts.headers['Accept-Language'], 'es');
  req.abortAll();
  setLang('en');
  assert.equal(query({ a: 'x y', b: '', c: 1 }), 'a=x+y&c=1');
  assert.equal(url('/api/render', { step: 0, format: 'svg' }), '/api/render?step=0&format=svg');
});

test('errors: the server\'s message, code and parameters; busy; not JSON; the network', async () => {
  const f = fakeFetch();
  const req = new Requests(f.fetch);
  const bad = settle(req.getJSON('a', '/api/trace', {}));
  f.answer(0, 400, { error: 'árbol roto', code: 'tree.syntax', params: { at: 12 } });
  const e = (await bad).error;
  assert.ok(e instanceof APIError);
  assert.deepEqual([e.status, e.message, e.code, e.params], [400, 'árbol roto', 'tree.syntax', { at: 12 }]);
  const busy = settle(req.getJSON('b', '/api/trace', {}));
  f.answer(1, 429, 'not json');
  assert.deepEqual([(await busy).error.status, (await busy).error.message], [429, t('errBusy')]);
  const plain = settle(req.getText('c', '/api/render', {}));
  f.answer(2, 500, 'oops');
  assert.equal((await plain).error.message, 'HTTP 500');
  const down = settle(req.postJSON('d', '/api/grade', {}));
  f.fail(3);
  const n = (await down).error;
  assert.ok(n instanceof APIError && !isAbort(n));
  assert.deepEqual([n.status, n.message], [0, t('errNetwork')]);
});

test('a 503 is asked once more; a second 503 is the answer', async () => {
  const f = fakeFetch();
  const req = new Requests(f.fetch);
  const r = settle(req.getJSON('a', '/api/trace', {}));
  f.answer(0, 503, { error: 'abandoned' });
  while (f.calls.length < 2) await new Promise((res) => setTimeout(res, 10));
  f.answer(1, 503, { error: 'again' });
  assert.equal((await r).error.message, 'again');
  assert.equal(f.calls.length, 2);
  // aborted while it waits to ask again: no second request
  const g = fakeFetch();
  const req2 = new Requests(g.fetch);
  const w = settle(req2.getJSON('a', '/api/trace', {}));
  g.answer(0, 503, {});
  await new Promise((res) => setTimeout(res, 20));
  req2.abortAll();
  assert.ok(isAbort((await w).error));
  await new Promise((res) => setTimeout(res, 200));
  assert.equal(g.calls.length, 1);
});

test('call: any method, a JSON body, the caller\'s headers beside the page\'s', async () => {
  setLang('es');
  const f = fakeFetch();
  const req = new Requests(f.fetch);
  const put = settle(req.call('edit', 'PATCH', '/api/classes/c1/assignments/a1', { body: { title: 'Poda' }, headers: { Authorization: 'Bearer k1' } }));
  const o = f.calls[0].opts;
  assert.equal(f.calls[0].url, '/api/classes/c1/assignments/a1', 'the path as given: no query added');
  assert.equal(o.method, 'PATCH');
  assert.equal(o.body, '{"title":"Poda"}');
  assert.deepEqual(o.headers, { Accept: 'application/json', Authorization: 'Bearer k1', 'Content-Type': 'application/json', 'Accept-Language': 'es' });
  f.answer(0, 200, { id: 'a1' });
  assert.deepEqual((await put).value, { id: 'a1' });
  // no body: no Content-Type; 204 answers null
  const del = settle(req.call('delete', 'DELETE', '/api/classes/c1', { headers: { Authorization: 'Bearer k1' } }));
  assert.equal(f.calls[1].opts.body, undefined);
  assert.equal(f.calls[1].opts.headers['Content-Type'], undefined);
  f.calls[1].resolve(new Response(null, { status: 204 }));
  assert.equal((await del).value, null);
  // text: a CSV file as it is
  const csv = settle(req.call('csv', 'GET', '/api/x?format=csv', { text: true }));
  assert.equal(f.calls[2].opts.method, 'GET');
  assert.match(f.calls[2].opts.headers.Accept, /text\/csv/);
  f.calls[2].resolve(new Response('a;b\n1;2\n', { status: 200 }));
  assert.equal((await csv).value, 'a;b\n1;2\n');
  setLang('en');
});

test('call: a newer request of its kind aborts it; a refusal carries its Retry-After', async () => {
  const f = fakeFetch();
  const req = new Requests(f.fetch);
  const older = settle(req.call('results', 'GET', '/api/r', {}));
  const newer = settle(req.call('results', 'GET', '/api/r'));
  assert.ok(f.calls[0].opts.signal.aborted);
  f.answer(1, 200, { n: 2 });
  assert.deepEqual((await newer).value, { n: 2 });
  assert.ok(isAbort((await older).error));
  const busy = settle(req.call('hand-in', 'POST', '/api/h', { body: {} }));
  f.calls[2].resolve(new Response('{"error":"despacio","code":"class.rate"}', { status: 429, headers: { 'Retry-After': '3' } }));
  const e = (await busy).error;
  assert.deepEqual([e.status, e.message, e.code, e.retryAfter], [429, 'despacio', 'class.rate', 3]);
  const plain = settle(req.getJSON('x', '/api/trace', {}));
  f.answer(3, 400, { error: 'no' });
  assert.equal((await plain).error.retryAfter, 0, 'none without the header');
});

// waitCalls waits until the fake fetch has n calls.
async function waitCalls(f, n) {
  for (let i = 0; i < 200 && f.calls.length < n; i++) await new Promise((res) => setTimeout(res, 5));
  assert.equal(f.calls.length, n);
}

test('a form posted; a program\'s error keeps its line, column, traceback and whose code', async () => {
  const f = fakeFetch();
  const req = new Requests(f.fetch);
  const ok = settle(req.start('run').postForm('/api/lab/code', { kind: 'eval', source: 'x = 1\n', lang: 'es' }));
  assert.equal(f.calls[0].opts.method, 'POST');
  assert.equal(f.calls[0].opts.headers['Content-Type'], 'application/x-www-form-urlencoded');
  assert.equal(f.calls[0].opts.body, 'kind=eval&source=x+%3D+1%0A&lang=es');
  f.answer(0, 200, { hash: 'ab12' });
  assert.deepEqual((await ok).value, { hash: 'ab12' });
  const bad = settle(req.start('run').postForm('/api/lab/check', { source: 'def search(root)' }));
  f.answer(1, 400, { error: 'línea 1, columna 17: error de sintaxis', code: 'lab.syntax', line: 1, col: 17, traceback: '', in: 'game' });
  const e = (await bad).error;
  assert.deepEqual([e.code, e.line, e.col, e.in], ['lab.syntax', 1, 17, 'game']);
});

// stream answers call i with the chunks, one at a time.
function ndjson(chunks) {
  const enc = new TextEncoder();
  return new Response(new ReadableStream({
    start(c) {
      for (const s of chunks) c.enqueue(enc.encode(s));
      c.close();
    },
  }), { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });
}

test('a stream of JSON lines, read as they come, lines cut anywhere; an error line ends it', async () => {
  const f = fakeFetch();
  const req = new Requests(f.fetch);
  const got = [];
  const done = settle(req.start('run').stream('/api/lab/tournament', { games: 2 }, (j) => got.push(j)));
  assert.equal(f.calls[0].opts.headers.Accept, 'application/x-ndjson');
  f.calls[0].resolve(ndjson(['{"game":{"n":1}}\n{"ga', 'me":{"n":2}}\n', '\n{"result":{"games":[1,2]}}']));
  assert.equal((await done).error, undefined);
  assert.deepEqual(got, [{ game: { n: 1 } }, { game: { n: 2 } }, { result: { games: [1, 2] } }]);

  const lines = [];
  const failed = settle(req.start('run').stream('/api/lab/quality', {}, (j) => lines.push(j)));
  f.calls[1].resolve(ndjson(['{"progress":{"done":1}}\n', '{"error":"el código agotó su tiempo","code":"lab.time","line":4,"col":2}\n']));
  const e = (await failed).error;
  assert.ok(e instanceof APIError);
  assert.deepEqual([e.message, e.code, e.line, e.col], ['el código agotó su tiempo', 'lab.time', 4, 2]);
  assert.deepEqual(lines, [{ progress: { done: 1 } }]);
  // the first answer's error, before any line
  const refused = settle(req.start('run').stream('/api/lab/tournament', {}, () => {}));
  f.answer(2, 400, { error: 'demasiadas partidas', code: 'lab.tournament_big' });
  assert.equal((await refused).error.code, 'lab.tournament_big');
});

test('lab.unknown: the student\'s code is sent again and the request made once more', async () => {
  const f = fakeFetch();
  const req = new Requests(f.fetch);
  const sent = [];
  onLabUnknown(async (params, request) => {
    sent.push(params.hash);
    if (params.hash !== 'known') return false;
    await request.postForm('/api/lab/code', { kind: 'game', source: 's' });
    return true;
  });
  try {
    const r = settle(req.getJSON('search', '/api/trace', { game: 'lab:known' }));
    f.answer(0, 404, { error: 'no code', code: 'lab.unknown', params: { hash: 'known' } });
    await waitCalls(f, 2);
    assert.equal(f.calls[1].url, '/api/lab/code');
    f.answer(1, 200, { hash: 'known' });
    await waitCalls(f, 3);
    assert.equal(f.calls[2].url, '/api/trace?game=lab%3Aknown');
    f.answer(2, 200, { value: 3 });
    assert.deepEqual((await r).value, { value: 3 });
    // a hash the page does not have: the error is the answer
    const lost = settle(req.postForm('grade', '/api/grade', {}));
    f.answer(3, 404, { error: 'no code', code: 'lab.unknown', params: { hash: 'lost' } });
    assert.equal((await lost).error.code, 'lab.unknown');
    assert.deepEqual(sent, ['known', 'lost']);
    // a 404 of another code is not sent again
    const other = settle(req.getJSON('x', '/api/nothing', {}));
    f.answer(4, 404, { error: 'not found', code: 'web.not_found' });
    assert.equal((await other).error.code, 'web.not_found');
    assert.deepEqual(sent, ['known', 'lost']);
  } finally {
    onLabUnknown(null);
  }
});

// What the page says of an error: the server's words and the page's own as they are;
// a fault of the page's code (its message the browser's English) a coded sentence in
// the page's language.
test('errorText never shows a page fault in the browser\'s English', () => {
  const logged = console.error;
  console.error = () => {};
  try {
    for (const lang of ['en', 'es']) {
      setLang(lang);
      assert.equal(errorText(new APIError(422, 'the server said')), 'the server said');
      assert.equal(errorText(new SaidError(t('errDrawing'))), t('errDrawing'));
      let fault;
      try { undefined.reached; } catch (e) { fault = e; }
      const said = errorText(fault);
      assert.equal(said, t('errPage', { code: 'page.TypeError' }));
      assert.doesNotMatch(said, /reached|undefined/);
    }
    assert.match(errorText(new TypeError('x')), /Algo ha fallado en esta página \(page\.TypeError\)/);
  } finally {
    console.error = logged;
    setLang('en');
  }
});
