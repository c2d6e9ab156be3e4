// The perfect connect-4 player's move (play-perfect.js) with a fetch the test answers
// by hand: a busy server (429, 503, the network down) is asked again after a pause,
// saying so, until it answers; a solve stopped by its limits (422) is not asked again
// (the page then searches, "not proven"); a new game ends the wait.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Requests, isAbort } from '../static/js/api.js';
import { PerfectPlayer, busy } from '../static/js/play-perfect.js';
import { setLang } from '../static/js/i18n.js';

// answering is a fetch that answers its calls in turn from answers: [status, body,
// headers] or 'network' (a failure).
function answering(answers) {
  const calls = [];
  const fetch = async (u) => {
    calls.push(u);
    const a = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (a === 'network') throw new TypeError('Failed to fetch');
    const [status, body, headers = {}] = a;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  };
  return { calls, fetch };
}

const busyAnswer = [429, { error: 'the server is busy', code: 'web.heavy_busy' }];
const solved = [200, { best_move: '4', score: 2, scores: null, only_best: true, book: false, nodes: 1234 }];

test('a busy server is waited for, then its answer is the move', async () => {
  setLang('en');
  const restarting = [503, { error: 'restarting' }];
  // a 503 is asked again once at once by api.js, then waited for here
  for (const [answers, waits] of [[[busyAnswer, busyAnswer, solved], 2], [['network', solved], 1], [[restarting, restarting, solved], 1]]) {
    const f = answering(answers);
    const said = [];
    const p = new PerfectPlayer(new Requests(f.fetch), 1);
    const doc = await p.move('337354134', (s) => said.push(s));
    assert.equal(doc.best_move, '4');
    assert.equal(f.calls.length, answers.length, 'asked again after each busy answer');
    assert.match(f.calls[0], /best=true/);
    assert.equal(said.filter((s) => /^(The solver is busy|The server cannot be reached)/.test(s)).length, waits, said.join(' | '));
  }
});

test('a solve stopped by its limits is not asked again', async () => {
  const f = answering([[422, { error: 'the solver stopped: time limit of 10s reached', code: 'c4.stopped_time' }], solved]);
  const p = new PerfectPlayer(new Requests(f.fetch), 1);
  await assert.rejects(p.move('71277', () => {}), (e) => e.status === 422 && !busy(e));
  assert.equal(f.calls.length, 1);
});

test('a new game ends the wait', async () => {
  const f = answering([busyAnswer]);
  const p = new PerfectPlayer(new Requests(f.fetch), 60_000);
  const move = p.move('71277', () => {});
  while (!p.waiting) await new Promise((r) => setTimeout(r, 1));
  p.cancel();
  await assert.rejects(move, (e) => isAbort(e));
  assert.equal(f.calls.length, 1);
});

test('the waiting words are in Spanish too', async () => {
  setLang('es');
  const f = answering([busyAnswer, solved]);
  const said = [];
  await new PerfectPlayer(new Requests(f.fetch), 1).move('4', (s) => said.push(s));
  assert.match(said[0], /^El resolvedor está ocupado/);
  setLang('en');
});
