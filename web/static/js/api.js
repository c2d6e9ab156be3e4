// The JSON API, and the page's one way to ask it. The server writes its error messages
// in the page's language (the Accept-Language header every request carries); they are
// passed on as they are.
//
// Every request belongs to a view's Requests, under a kind (the stepper's search, a
// board editor's position, a grade): a newer request of a kind aborts the one of that
// kind still on its way, and a view that is left aborts all of its requests. An
// aborted request closes its connection, so the server stops working for nobody, and
// its promise rejects with an AbortError (see isAbort), even when its answer had
// already arrived: an answer to a request that was superseded never reaches the page.
import { t, getLang } from './i18n.js';

// An APIError is the server's refusal (status 0: the network failed); retryAfter is
// its Retry-After in seconds (0 without one).
export class APIError extends Error {
  constructor(status, message, code = '', params = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.params = params;
    this.retryAfter = 0;
  }
}

// A SaidError's message is the page's own words, already in its language (a drawing
// that cannot be read).
export class SaidError extends Error {}

// errorText is what the page says of an error: the server's refusal, or the page's own
// words, as they are; any other exception is a fault of the page's code, whose
// message is the browser's (in English): the student reads a coded sentence in the
// page's language instead, and the console keeps the exception.
export function errorText(e) {
  if (e instanceof APIError || e instanceof SaidError) return e.message;
  console.error(e);
  return t('errPage', { code: 'page.' + ((e && e.name) || 'Error') });
}

// isAbort says whether an error is a request's abort (a newer request of its kind, or
// its view left): nothing went wrong, and there is nothing to say.
export const isAbort = (e) => !!e && e.name === 'AbortError';

const aborted = () => new DOMException('aborted', 'AbortError');

// query builds a query string from an object (undefined, null and '' are left out).
export function query(params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    q.set(k, String(v));
  }
  return q.toString();
}

// url is the address of an API resource, for links (downloads) and pictures.
export function url(path, params) {
  return path + '?' + query(params);
}

const wait = (ms, signal) => new Promise((resolve, reject) => {
  const id = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => { clearTimeout(id); reject(aborted()); }, { once: true });
});

// failure reads an API error: the server's message, code and parameters when it sent
// them as JSON (and, for a student's code that failed, where: line, col, its
// traceback, and in, whose code it was).
async function failure(res) {
  let msg = res.status === 429 ? t('errBusy') : `HTTP ${res.status}`;
  let code = '', params = null, j = null;
  try {
    j = await res.json();
    if (j && j.error) msg = j.error;
    if (j && j.code) code = j.code;
    if (j && j.params) params = j.params;
  } catch { /* not JSON */ }
  const e = new APIError(res.status, msg, code, params);
  e.field = (j && j.field) || ''; // the request's parameter it is about (field-errors.js)
  e.retryAfter = Number(res.headers.get('Retry-After')) || 0;
  return codeError(e, j);
}

// codeError adds to err where a student's code failed, as the answer j says.
function codeError(err, j) {
  if (j) Object.assign(err, { line: j.line || 0, col: j.col || 0, traceback: j.traceback || '', in: j.in || '' });
  return err;
}

// A request that names a student's code by its hash (eval=lab:HASH, game=lab:HASH)
// when the server no longer keeps that code is answered lab.unknown: resendLabCode
// (set by labcode.js) sends the code again, and the request is made once more.
let resendLabCode = null;

// onLabUnknown sets what sends a student's code again: f(params, request) resolves
// to true when it sent the code the error's params name.
export function onLabUnknown(f) { resendLabCode = f; }

// labRetry reads a failed answer: its error, and whether to ask again (the student's
// code it named was sent again).
async function labRetry(res, request) {
  const err = await failure(res);
  const again = res.status === 404 && err.code === 'lab.unknown' && !!resendLabCode && await resendLabCode(err.params, request);
  return { err, again };
}

// Requests are one view's requests, by kind.
export class Requests {
  // fetcher stands in for fetch (the tests').
  constructor(fetcher = null) {
    this.fetcher = fetcher || ((u, o) => fetch(u, o));
    this.jobs = new Map();
  }

  // start begins a request of a kind: one or several fetches that answer together (a
  // search's trace and its drawing; an exercise, then its trace). It aborts the kind's
  // request still on its way.
  start(kind) {
    this.abort(kind);
    const job = new Request(this.fetcher);
    this.jobs.set(kind, job);
    return job;
  }

  // getJSON, getText, postJSON and postForm are a request of one fetch.
  getJSON(kind, path, params) { return this.start(kind).getJSON(path, params); }
  getText(kind, path, params) { return this.start(kind).getText(path, params); }
  postJSON(kind, path, body) { return this.start(kind).postJSON(path, body); }
  postForm(kind, path, form) { return this.start(kind).postForm(path, form); }

  // call is a request of one fetch of any method (Request.call).
  call(kind, method, path, opts) { return this.start(kind).call(method, path, opts); }

  // abort aborts the kind's request, if it is on its way.
  abort(kind) {
    const job = this.jobs.get(kind);
    if (!job) return;
    this.jobs.delete(kind);
    job.abort();
  }

  // abortAll aborts every request of the view (it is left).
  abortAll() {
    for (const kind of [...this.jobs.keys()]) this.abort(kind);
  }
}

// A Request is one request of a kind: its fetches share one AbortController.
export class Request {
  constructor(fetcher) {
    this.fetcher = fetcher;
    this.ctl = new AbortController();
    this.signal = this.ctl.signal;
  }

  // aborted says whether a newer request of the kind (or leaving the view) ended this one.
  get aborted() { return this.signal.aborted; }

  abort() { this.ctl.abort(); }

  getJSON(path, params) { return this.guard(async () => (await this.get(path, params)).json()); }

  getText(path, params) { return this.guard(async () => (await this.get(path, params)).text()); }

  // postJSON sends a JSON body and reads a JSON answer.
  postJSON(path, body) {
    return this.guard(async () => (await this.post(path, JSON.stringify(body), 'application/json')).json());
  }

  // postForm sends a form (an object of fields) and reads a JSON answer.
  postForm(path, form) {
    return this.guard(async () => (await this.post(path, query(form), 'application/x-www-form-urlencoded')).json());
  }

  // stream sends a form and reads an answer of JSON lines (NDJSON) as they come:
  // onLine(object) for each; a line with "error" ends it with that error.
  stream(path, form, onLine) {
    return this.guard(async () => {
      const res = await this.post(path, query(form), 'application/x-www-form-urlencoded', 'application/x-ndjson');
      const reader = res.body.getReader();
      const dec = new TextDecoder();
      let buf = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (this.aborted) throw aborted();
        buf += dec.decode(value || new Uint8Array(), { stream: !done });
        let i;
        while ((i = buf.indexOf('\n')) >= 0 || (done && buf.trim())) {
          if (i < 0) i = buf.length;
          const line = buf.slice(0, i);
          buf = buf.slice(i + 1);
          if (!line.trim()) continue;
          const j = JSON.parse(line);
          if (j.error) throw codeError(new APIError(200, j.error, j.code || ''), j);
          onLine(j);
        }
        if (done) return;
      }
    });
  }

  // call sends a request of any method (GET, POST, PUT, PATCH, DELETE) and reads its
  // answer: opts.body, when given, is sent as JSON; opts.headers are sent besides the
  // page's own (a key: Authorization); opts.text reads the answer as text (a CSV file),
  // opts.file as a download, { blob, disposition } (its Content-Disposition, which
  // names it), else it is JSON; an answer without content (204) is null.
  call(method, path, { body, headers, text = false, file = false } = {}) {
    return this.guard(async () => {
      const h = { Accept: file ? '*/*' : text ? 'text/plain, text/csv' : 'application/json', ...headers };
      const opts = { method, headers: h };
      if (body !== undefined) {
        opts.body = JSON.stringify(body);
        h['Content-Type'] = 'application/json';
      }
      const res = await this.send(path, opts);
      if (!res.ok) throw await failure(res);
      if (res.status === 204) return null;
      if (file) return { blob: await res.blob(), disposition: res.headers.get('Content-Disposition') || '' };
      return text ? res.text() : res.json();
    });
  }

  // post sends a body of a type; an answer of lab.unknown has the student's code sent
  // again and the body sent once more.
  async post(path, body, type, accept = 'application/json') {
    for (let attempt = 0; ; attempt++) {
      const res = await this.send(path, { method: 'POST', body, headers: { 'Content-Type': type, Accept: accept } });
      if (res.ok) return res;
      const { err, again } = await labRetry(res, this);
      if (again && attempt === 0 && !this.aborted) continue;
      throw err;
    }
  }

  // guard makes an aborted request fail as aborted, whatever it got: an answer or an
  // error that arrived as it was aborted is dropped.
  async guard(f) {
    if (this.aborted) throw aborted();
    let v;
    try {
      v = await f();
    } catch (e) {
      if (this.aborted) throw aborted();
      throw e;
    }
    if (this.aborted) throw aborted();
    return v;
  }

  async send(path, opts) {
    try {
      return await this.fetcher(path, { ...opts, signal: this.signal, headers: { ...opts.headers, 'Accept-Language': getLang() } });
    } catch (e) {
      if (isAbort(e) || this.aborted) throw aborted();
      throw new APIError(0, t('errNetwork'));
    }
  }

  async get(path, params) {
    const u = path + '?' + query(params);
    // A 503 for a request this page did not abort is the server giving up shared work
    // another caller abandoned: asked once more, it is searched afresh.
    for (let attempt = 0; ; attempt++) {
      const res = await this.send(u, { headers: { Accept: 'application/json, image/svg+xml' } });
      if (res.ok) return res;
      if (res.status === 503 && attempt === 0 && !this.aborted) {
        await wait(150, this.signal);
        continue;
      }
      const { err, again } = await labRetry(res, this);
      if (again && attempt === 0 && !this.aborted) continue;
      throw err;
    }
  }
}
