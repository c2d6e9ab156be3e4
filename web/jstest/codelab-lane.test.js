// The code lab's lane on the page (codelab-lane.js): a check that waits hears its
// place in the queue, then gets its usual answer; one whose turn comes at once gets
// its plain answer; an error after the wait is the check's error; the tournament's
// queue and move lines are said, not passed on.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Requests, APIError } from '../static/js/api.js';
import { setLang } from '../static/js/i18n.js';
import { checkInLane, laneLine, queuedText } from '../static/js/codelab-lane.js';

function answering(res) {
  return () => Promise.resolve(res());
}

function ndjson(lines) {
  const enc = new TextEncoder();
  return new Response(new ReadableStream({
    start(c) {
      for (const l of lines) c.enqueue(enc.encode(JSON.stringify(l) + '\n'));
      c.close();
    },
  }), { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });
}

test('a check that waits hears its places, then its answer', async () => {
  const places = [];
  const req = new Requests(answering(() => ndjson([{ queued: { position: 3 } }, { queued: { position: 1 } }, { status: 200, answer: { ok: true, steps: 16 } }])));
  const rep = await checkInLane(req.start('run'), { source: 'x' }, (n) => places.push(n));
  assert.deepEqual(rep, { ok: true, steps: 16 });
  assert.deepEqual(places, [3, 1, 0]);
});

test('a check whose turn comes at once gets its plain answer', async () => {
  const places = [];
  const req = new Requests(answering(() => new Response(JSON.stringify({ ok: false }), { status: 200, headers: { 'Content-Type': 'application/json' } })));
  assert.deepEqual(await checkInLane(req.start('run'), {}, (n) => places.push(n)), { ok: false });
  assert.deepEqual(places, [0]);
});

test('an error after the wait is the check\'s error, with its line', async () => {
  const req = new Requests(answering(() => ndjson([{ queued: { position: 2 } }, { status: 400, answer: { error: 'error de sintaxis', code: 'lab.syntax', line: 2, col: 5 } }])));
  const e = await checkInLane(req.start('run'), {}, () => {}).catch((x) => x);
  assert.ok(e instanceof APIError);
  assert.deepEqual([e.status, e.code, e.message, e.line, e.col], [400, 'lab.syntax', 'error de sintaxis', 2, 5]);
  // refused at once (past the student's share): the usual refusal
  const refused = new Requests(answering(() => new Response(JSON.stringify({ error: 'ya tienes 4 códigos', code: 'lab.fair_share' }), { status: 429, headers: { 'Retry-After': '5' } })));
  const r = await checkInLane(refused.start('run'), {}, () => {}).catch((x) => x);
  assert.equal(r.code, 'lab.fair_share');
});

test('the queue\'s and the moves\' lines are said in the page\'s language', () => {
  setLang('es');
  const said = [];
  assert.equal(laneLine({ queued: { position: 4 } }, (s) => said.push(s)), true);
  assert.equal(laneLine({ move: { game: 2, of: 10, move: 7 } }, (s) => said.push(s)), true);
  assert.equal(laneLine({ game: { n: 1 } }, (s) => said.push(s)), false);
  assert.deepEqual(said, ['Esperando tu turno: posición 4 en la cola', 'Partida 2 de 10: tu jugada 7']);
  setLang('en');
  assert.equal(queuedText(2), 'Waiting for your turn: position 2 in the queue');
});
