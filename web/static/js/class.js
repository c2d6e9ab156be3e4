// The class view: a teacher's classes (class-teacher.js) and a student's assignment
// (class-student.js), kept by the server (/api/classes, /api/assignments). No accounts:
// a class opens with its teacher's link (…?view=class&class=ID#key=KEY), an assignment
// with its students' link (…?view=class&a=ID); this browser keeps the keys it was
// given (localStorage), a student's by class.
import { t, getLang } from './i18n.js';
import { APIError } from './api.js';
import { TeacherPage } from './class-teacher.js';
import { StudentPage } from './class-student.js';

const $ = (id) => document.getElementById(id);

// h makes an element: h('p', { class: 'x', text: 'y' }, child, ...). Text is set as
// text (never as HTML): a name a person typed is shown as typed.
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'text') el.textContent = v;
    else if (k === 'class') el.className = v;
    else if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else if (k === 'value') el.value = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

// call sends a request to the class API with a key (Authorization: Bearer) and a JSON
// body, in the page's language; errors are APIError with the server's message.
export async function call(method, path, { key, body, text } = {}) {
  const headers = { Accept: text ? 'text/csv' : 'application/json', 'Accept-Language': getLang() };
  if (key) headers.Authorization = 'Bearer ' + key;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const url = path + (path.includes('?') ? '&' : '?') + 'lang=' + getLang();
  let res;
  try {
    res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new APIError(0, t('errNetwork'));
  }
  if (res.ok) {
    if (res.status === 204) return null;
    return text ? res.text() : res.json();
  }
  let message = res.status === 429 ? t('errBusy') : `HTTP ${res.status}`, code = '', params = null;
  try {
    const j = await res.json();
    if (j && j.error) message = j.error;
    if (j && j.code) code = j.code;
    if (j && j.params) params = j.params;
  } catch { /* not JSON */ }
  const err = new APIError(res.status, message, code, params);
  err.retryAfter = Number(res.headers.get('Retry-After')) || 0;
  throw err;
}

// store reads and writes what this browser keeps (localStorage may be off: then
// nothing is kept).
export const store = {
  get(k, def = null) {
    try {
      const v = localStorage.getItem('gametree.' + k);
      return v === null ? def : JSON.parse(v);
    } catch { return def; }
  },
  set(k, v) {
    try { localStorage.setItem('gametree.' + k, JSON.stringify(v)); } catch { /* off */ }
  },
  del(k) {
    try { localStorage.removeItem('gametree.' + k); } catch { /* off */ }
  },
};

// fmtTime writes a time in the page's language: "14 Mar 2025, 09:30".
export function fmtTime(iso) {
  const d = new Date(iso);
  if (!iso || Number.isNaN(d.getTime()) || d.getFullYear() < 1000) return '';
  return d.toLocaleString(getLang() === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

// copyText copies text, saying so in status.
export async function copyText(text, status) {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = t('clCopied');
  } catch {
    status.textContent = t('linkSelect');
  }
  setTimeout(() => { status.textContent = ''; }, 3000);
}

// The mistakes' labels (practise's words).
export const MISTAKE_KEYS = {
  'wrong-value': 'mkWrongValue', 'wrong-alpha': 'mkWrongAlpha', 'wrong-beta': 'mkWrongBeta',
  'missed-cut': 'mkMissedCut', 'extra-cut': 'mkExtraCut', 'wrong-order': 'mkWrongOrder', missing: 'mkMissing',
};

export const Q_KEYS = { values: 'exQ_values', prune: 'exQ_prune', window: 'exQ_window', order: 'exQ_order' };

export class ClassView {
  constructor(app) {
    this.app = app;
    this.root = $('view-class');
    this.mode = ''; // '', 'teacher' or 'student'
    this.teacher = new TeacherPage(this);
    this.student = new StudentPage(this);
  }

  // start opens what a link says: a student's assignment (a=), a teacher's class
  // (class=, its key in the address's #key= or kept here), else the classes' home.
  start(q, hash) {
    const a = q.get('a'), cls = q.get('class');
    const key = new URLSearchParams((hash || '').replace(/^#/, '')).get('key');
    if (a) {
      this.mode = 'student';
      this.student.open(a);
    } else if (cls) {
      this.mode = 'teacher';
      this.teacher.open(cls, key);
    } else {
      this.mode = '';
      this.teacher.home();
    }
    this.saveURL();
  }

  // enter: the tab was chosen.
  enter() {
    if (!this.root.hasChildNodes()) this.start(new URLSearchParams(), '');
    else this.saveURL();
  }

  leave() {
    this.teacher.stopRefresh();
  }

  link() {
    const q = new URLSearchParams({ view: 'class' });
    if (this.mode === 'student' && this.student.id) q.set('a', this.student.id);
    if (this.mode === 'teacher' && this.teacher.id) q.set('class', this.teacher.id);
    q.set('lang', getLang());
    let l = '?' + q.toString();
    if (this.mode === 'teacher' && this.teacher.key) l += '#key=' + encodeURIComponent(this.teacher.key);
    return l;
  }

  saveURL() {
    if (this.app.view !== 'class') return;
    history.replaceState(history.state, '', this.link());
  }

  // showTeacher opens a class's page (after making it, or from the home's list).
  showTeacher(id, key) {
    this.mode = 'teacher';
    history.pushState(null, '', '?view=class&class=' + encodeURIComponent(id) + '#key=' + encodeURIComponent(key));
    this.teacher.open(id, key);
    this.saveURL();
  }

  showHome() {
    this.mode = '';
    history.pushState(null, '', '?view=class');
    this.teacher.home();
    this.saveURL();
  }

  relabel() {
    if (this.mode === 'student') this.student.relabel();
    else this.teacher.relabel();
    if (this.app.view === 'class') this.saveURL();
  }
}
