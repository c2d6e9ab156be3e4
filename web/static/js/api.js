// The JSON API. The server writes its error messages in the page's language (the
// Accept-Language header every request carries); they are passed on as they are.
import { t, getLang } from './i18n.js';

export class APIError extends Error {
  constructor(status, message, code = '', params = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.params = params;
  }
}

// query builds a query string from an object (undefined, null and '' are left out).
export function query(params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    q.set(k, String(v));
  }
  return q.toString();
}

const wait = (ms, signal) => new Promise((resolve, reject) => {
  const id = setTimeout(resolve, ms);
  if (signal) signal.addEventListener('abort', () => { clearTimeout(id); reject(new DOMException('aborted', 'AbortError')); }, { once: true });
});

async function request(path, params, signal) {
  const url = path + '?' + query(params);
  // A 503 for a request this page did not cancel is the server giving up shared work
  // another caller abandoned: asked once more, it is searched afresh.
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(url, { signal, headers: { Accept: 'application/json, image/svg+xml', 'Accept-Language': getLang() } });
    } catch (e) {
      if (e.name === 'AbortError') throw e;
      throw new APIError(0, t('errNetwork'));
    }
    if (res.ok) return res;
    if (res.status === 503 && attempt === 0 && !(signal && signal.aborted)) {
      await wait(150, signal);
      continue;
    }
    let msg = res.status === 429 ? t('errBusy') : `HTTP ${res.status}`;
    let code = '', eparams = null;
    try {
      const j = await res.json();
      if (j && j.error) msg = j.error;
      if (j && j.code) code = j.code;
      if (j && j.params) eparams = j.params;
    } catch { /* not JSON */ }
    throw new APIError(res.status, msg, code, eparams);
  }
}

export async function getJSON(path, params, signal) {
  return (await request(path, params, signal)).json();
}

export async function getText(path, params, signal) {
  return (await request(path, params, signal)).text();
}

// url is the address of an API resource, for links (downloads).
export function url(path, params) {
  return path + '?' + query(params);
}

// postJSON sends a JSON body and reads a JSON answer (errors as getJSON's).
export async function postJSON(path, body, signal) {
  let res;
  try {
    res = await fetch(path, {
      method: 'POST', signal, body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': getLang() },
    });
  } catch (e) {
    if (e.name === 'AbortError') throw e;
    throw new APIError(0, t('errNetwork'));
  }
  if (res.ok) return res.json();
  let msg = res.status === 429 ? t('errBusy') : `HTTP ${res.status}`;
  let code = '', eparams = null;
  try {
    const j = await res.json();
    if (j && j.error) msg = j.error;
    if (j && j.code) code = j.code;
    if (j && j.params) eparams = j.params;
  } catch { /* not JSON */ }
  throw new APIError(res.status, msg, code, eparams);
}
