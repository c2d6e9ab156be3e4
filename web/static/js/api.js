// The JSON API, with the server's error messages passed on as they are.
import { t } from './i18n.js';

export class APIError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
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

async function request(path, params, signal) {
  const url = path + '?' + query(params);
  let res;
  try {
    res = await fetch(url, { signal, headers: { Accept: 'application/json, image/svg+xml' } });
  } catch (e) {
    if (e.name === 'AbortError') throw e;
    throw new APIError(0, t('errNetwork'));
  }
  if (!res.ok) {
    let msg = res.status === 429 ? t('errBusy') : `HTTP ${res.status}`;
    try {
      const j = await res.json();
      if (j && j.error) msg = j.error;
    } catch { /* not JSON */ }
    throw new APIError(res.status, msg);
  }
  return res;
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
