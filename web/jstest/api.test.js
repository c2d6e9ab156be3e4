// The request helper (api.js) with a fetch the test answers by hand: a newer request
// of a kind aborts the older one, and an older one's answer never reaches the page,
// even when it arrives after the newer one's.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Requests, APIError, isAbort, query, url } from '../static/js/api.js';
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
