// The stepper's failures that name no field (explore-failure.js): why the new search is
// not shown, in each language and again after a change, and whether to offer a retry.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang } from '../static/js/i18n.js';
import { APIError } from '../static/js/api.js';
import { failureWords, failureText } from '../static/js/explore-failure.js';

const api = (status, code = '', params = null, msg = 'server words', retryAfter = 0) => {
  const e = new APIError(status, msg, code, params);
  e.retryAfter = retryAfter;
  return e;
};

test('a failure is said in the page words, in each language, with a retry when it may help', () => {
  const cases = [
    [api(429), true, 'The search shown is the previous one: the server is busy with other searches. Try again in a moment.',
      'La búsqueda que se muestra es la anterior: el servidor está ocupado con otras búsquedas. Vuelve a intentarlo dentro de un momento.'],
    [api(429, 'web.busy', null, 'x', 3), true, 'The search shown is the previous one: the server is busy with other searches. Try again in 3 s.',
      'La búsqueda que se muestra es la anterior: el servidor está ocupado con otras búsquedas. Vuelve a intentarlo dentro de 3 s.'],
    [api(0), true, 'The search shown is the previous one: the server cannot be reached. Check the connection and try again.',
      'La búsqueda que se muestra es la anterior: no se puede contactar con el servidor. Comprueba la conexión y vuelve a intentarlo.'],
    [api(503, 'web.request_timeout', { seconds: 30 }), true, 'The search shown is the previous one: the new search took longer than the server\'s limit of 30 s. Ask for less: a depth limit or a smaller node budget.',
      'La búsqueda que se muestra es la anterior: la nueva búsqueda tardó más que el límite del servidor, 30 s. Pide menos: un límite de profundidad o un presupuesto de nodos menor.'],
    [api(422, 'web.too_big_search', { mb: 1200, budget: 512 }), false, 'The search shown is the previous one: the new search would need about 1,200 MB, more than the server gives a search (512 MB). Ask for a smaller node budget or a depth limit.',
      'La búsqueda que se muestra es la anterior: la nueva búsqueda necesitaría unos 1.200 MB, más de lo que el servidor da a una búsqueda (512 MB). Pide un presupuesto de nodos menor o un límite de profundidad.'],
    [api(500), true, 'The search shown is the previous one: the server failed (error 500). Try again.',
      'La búsqueda que se muestra es la anterior: el servidor falló (error 500). Vuelve a intentarlo.'],
  ];
  for (const [e, retry, en, es] of cases) {
    const w = failureWords(e);
    assert.equal(w.retry, retry, en);
    setLang('en');
    assert.equal(failureText(w, true), en);
    setLang('es');
    assert.equal(failureText(w, true), es);
    setLang('en');
    assert.equal(failureText(w, true), en, 'said again after a change');
  }
});

test('a refusal the page has no words for is said as the server said it; none shown says so', () => {
  const w = failureWords(api(422, 'lab.something', null, 'the code failed'));
  assert.equal(w.retry, false);
  setLang('en');
  assert.equal(failureText(w, true), 'The search shown is the previous one: the new search could not be made: the code failed');
  assert.equal(failureText(w, false), 'No search is shown: the code failed');
  setLang('es');
  assert.equal(failureText(failureWords(api(0)), false), 'No se muestra ninguna búsqueda: no se puede contactar con el servidor. Comprueba la conexión y vuelve a intentarlo.');
  setLang('en');
});
