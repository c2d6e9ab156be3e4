// What the class view shows, worked out without the page: its addresses, times and
// statuses, the exercises' titles, the teacher's table of students × exercises, the
// class's mistakes ranked, an attempt's mistakes, the CSV file's name, when a hand-in
// is sent again; and what this browser keeps (localStorage). Nothing here touches the
// page.
import { t, getLang } from './i18n.js';
import { GAME_SOURCES, Q_KEYS, truthy, mistakeLabel, shownAnswer } from './exercise.js';
import { presetTitle } from './problem.js';
import { roleLabel, examples } from './class-ranked.js';

export const STATUS_KEYS = { open: 'clStatus_open', closed: 'clStatus_closed', 'not-open': 'clStatus_notopen' };
export const REVEALS = [['after-close', 'clRevealAfterClose'], ['never', 'clRevealNever'], ['each-attempt', 'clRevealEachAttempt']];

// ---------- addresses ----------

// classAddress is the view's address (its query and fragment) for what it shows: a
// student's assignment (a), a teacher's class (cls, its key in the fragment, which
// never reaches a server) with an assignment's results and one student's work at an
// exercise, or the classes' home.
export function classAddress({ a = '', cls = '', key = '', results = '', student = '', task = 0, lang = '' } = {}) {
  const q = new URLSearchParams({ view: 'class' });
  if (a) q.set('a', a);
  else if (cls) {
    q.set('class', cls);
    if (results) q.set('results', results);
    if (results && student) q.set('student', student);
    if (results && student && task > 0) q.set('task', String(task));
  }
  if (lang) q.set('lang', lang);
  return '?' + q.toString() + (cls && !a && key ? '#key=' + encodeURIComponent(key) : '');
}

// readAddress reads what an address shows (classAddress's fields, and own: a
// student's key from their own link, …?view=class&a=ID#student=KEY).
export function readAddress(q, hash) {
  const task = Number(q.get('task'));
  const frag = new URLSearchParams(String(hash || '').replace(/^#/, ''));
  return {
    a: q.get('a') || '', cls: q.get('class') || '',
    key: frag.get('key') || '', own: frag.get('student') || '',
    results: q.get('results') || '', student: q.get('student') || '', task: Number.isInteger(task) && task > 0 ? task : 0,
  };
}

// ---------- times ----------

const locale = () => (getLang() === 'es' ? 'es-ES' : 'en-GB');

// valid is a date of an API's time ('' and Go's zero time are none).
function valid(iso) {
  const d = new Date(iso);
  return iso && !Number.isNaN(d.getTime()) && d.getFullYear() >= 1000 ? d : null;
}

// fmtTime writes a time in the page's language: "14 Mar 2025, 09:30"; '' for none.
export function fmtTime(iso) {
  const d = valid(iso);
  return d ? d.toLocaleString(locale(), { dateStyle: 'medium', timeStyle: 'short' }) : '';
}

// fmtClock writes a time of day: "09:30:05".
export const fmtClock = (d) => d.toLocaleTimeString(locale());

// fmtSeconds writes a time taken: "45 s", "2 min 05 s", "1 h 02 min".
export function fmtSeconds(s) {
  s = Math.max(0, Math.round(Number(s) || 0));
  const two = (n) => String(n).padStart(2, '0');
  if (s < 60) return s + ' s';
  if (s < 3600) return Math.floor(s / 60) + ' min ' + two(s % 60) + ' s';
  return Math.floor(s / 3600) + ' h ' + two(Math.floor((s % 3600) / 60)) + ' min';
}

// localInput writes a time as a datetime-local field holds it, in this browser's time
// zone: "2025-03-14T09:30"; '' for none.
export function localInput(iso) {
  const d = valid(iso);
  if (!d) return '';
  const two = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

// fromLocalInput reads a datetime-local field's value as the API's time (RFC 3339);
// '' for an empty field (the API's "now" or "never"); what is not a time is sent as
// it is, for the server to say why.
export function fromLocalInput(v) {
  if (!String(v || '').trim()) return '';
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? v : d.toISOString();
}

// statusLine says when an assignment takes answers: "Open until 14 Mar 2025, 09:30."
export function statusLine(a) {
  if (a.status === 'closed') return t('clClosedAt', { t: fmtTime(a.closes) });
  if (a.status === 'not-open') return t('clOpensAt', { t: fmtTime(a.opens) });
  return valid(a.closes) ? t('clOpenUntil', { t: fmtTime(a.closes) }) : t('clOpenNoEnd');
}

// ---------- exercises ----------

// taskTitle names an assignment's exercise (its link's fields): "Textbook example ·
// Alpha-beta: values and pruned branches", "1 · binary, depth 3 · Seed 3 · ...".
export function taskTitle(ex, presets) {
  let src = ex.source;
  if (src === 'random') src = t('exLevel' + (ex.level || 1)) + ' · ' + t('fSeed') + ' ' + (ex.seed || 1);
  else if (GAME_SOURCES.includes(src)) src = t(src === 'tree' ? 'exSrcTree' : src === 'tictactoe' ? 'gameTTT' : 'gameStones') + ' ' + (ex.position || '');
  else {
    const p = (presets || []).find((x) => x.name === src);
    if (p) src = presetTitle(p);
  }
  let q = t(Q_KEYS[ex.q] || 'exQ_prune');
  if (truthy(ex['fail-hard'] === undefined ? null : String(ex['fail-hard'])) && ex.q !== 'values') q += ' · fail-hard';
  else if (truthy(ex['fail-course'] === undefined ? null : String(ex['fail-course'])) && ex.q !== 'values') q += ' · ' + t('fReturnsCourse');
  return src + ' · ' + q;
}

// best is a student's best score at exercise n, {score, outOf}, or null before any
// attempt. Sealed by the feedback rule, an attempt may come without its out_of (outOf
// undefined) or its score (score undefined: received, not marked yet).
export function best(attempts, n) {
  const mine = attempts.filter((x) => x.n === n);
  if (!mine.length) return null;
  const scores = mine.map((x) => x.score).filter((s) => typeof s === 'number');
  return { score: scores.length ? Math.max(...scores) : undefined, outOf: mine[0].out_of };
}

// ---------- the teacher's results ----------

// resultsTable is the teacher's table: a column per exercise, a row per student
// (sorted by the server), each cell the best score with its attempts and time taken.
export function resultsTable(r, presets) {
  // a tree per student: each student's own total, in their cell, not one for the column
  const own = (tk) => tk.variants === 'per-student';
  const columns = r.tasks.map((tk) => ({ n: tk.n, outOf: own(tk) ? 0 : tk.out_of, title: taskTitle(tk.exercise, presets) }));
  const rows = r.students.map((st) => ({
    id: st.id,
    name: st.name,
    number: st.number || '',
    total: st.total,
    cells: st.cells.map((c, i) => {
      const tk = r.tasks[i];
      if (!c.attempts) return { n: tk.n, tried: false, full: false, text: '—', more: '', title: t('clNotTried') };
      const tries = c.attempts === 1 ? t('clCellTry') : t('clCellTries', { k: c.attempts });
      const outOf = c.out_of || tk.out_of; // the student's own tree's (a tree per student)
      return {
        n: tk.n, tried: true, full: c.best === outOf, text: t('clCell', { s: c.best, n: outOf }),
        more: c.attempts > 1 ? '×' + c.attempts : '', title: tries + ' · ' + fmtSeconds(c.seconds),
      };
    }),
  }));
  return { columns, rows, outOf: r.tasks.some(own) ? 0 : r.out_of };
}

// rankedMistakes are an exercise's mistakes as the class made them, most common first,
// the answers not given after the wrong ones (the server's order): "2 of 3", "Missed
// cut D → D2:", the expected answer, the step's sentence (n: the students of the
// class, when nobody tried it yet). A mistake in the students' own trees is named by
// its node's role, with an example from each tree (class-ranked.js), and its stepper
// opens the first example's tree (problem).
export function rankedMistakes(tk, n) {
  return tk.mistakes.map((m) => {
    const per = !!m.per_student, ex = per ? examples(m) : [];
    return {
      kind: m.kind,
      students: m.students,
      step: m.step,
      missing: m.kind === 'missing',
      count: t('clHowMany', { k: m.students, n: tk.students || n }),
      label: per ? roleLabel(m) : mistakeLabel(m),
      expected: !per && m.expected && m.field !== 'pruned' ? t('clExpectedIs', { e: shownAnswer(m.expected) }) : '',
      sentence: m.sentence || '',
      examples: ex,
      problem: ex.length ? ex[0].problem : null,
    };
  });
}

// attemptMistake is a mistake of one attempt: its head ("Wrong value at D:") and what
// was given and expected, as far as the attempt's reader may know it (its student:
// "you wrote 2, it is 0."; their teacher: "they wrote 2, it is 0."). Before the answers
// may be shown, a student's missed cuts come counted, not named ("2 cuts are
// missing."), and a wrong order without where it goes wrong.
export function attemptMistake(m, teacher = false) {
  if (m.kind === 'missed-cut' && m.count > 0) return { head: t(m.count === 1 ? 'clMissedCut' : 'clMissedCuts', { k: m.count }), more: '' };
  const head = m.field === 'order' && !m.node ? t('clOrderWrong') : mistakeLabel(m);
  let more = '';
  if (m.field !== 'pruned' && m.field !== 'order') {
    const g = shownAnswer(m.given), e = shownAnswer(m.expected);
    if (m.given && m.expected) more = t(teacher ? 'clTheyWroteIs' : 'exGivenExpected', { g, e });
    else if (m.expected) more = t('exExpected', { e });
    else if (m.given) more = t(teacher ? 'clTheyWrote' : 'clYouGave', { g });
  }
  return { head, more };
}

// downloadName is the name a download is saved as: the one its server's
// Content-Disposition gives (web/class_csv.go downloadName names every class's
// download), else fallback.
export function downloadName(disposition, fallback) {
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition || '');
  if (star) {
    try { return decodeURIComponent(star[1].trim()); } catch { /* not percent-encoded: the plain name */ }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/i.exec(disposition || '');
  const name = plain ? (plain[1] ?? plain[2]) : '';
  return name && !/[\/\\]/.test(name) ? name : fallback;
}

// ---------- handing in ----------

export const HAND_IN_TRIES = 5;

// retryIn is how long to wait (ms) before sending a hand-in again after failure err
// at try i (from 0), or -1 when it is not sent again: a lost answer (the network) or
// a busy server is tried again, under the same submission id, which the server stores
// once; a refusal is the answer, and so is a server that cannot save answers now
// (class.storage: a full disk, a read-only database), which a moment does not change.
export function retryIn(err, i) {
  if (i >= HAND_IN_TRIES - 1 || err.code === 'class.storage' || ![0, 429, 502, 503, 504].includes(err.status)) return -1;
  return Math.max(500 * 2 ** i, (err.retryAfter || 0) * 1000);
}

// mayTryAgain says whether a hand-in that failed with err may be sent again by the
// student (the page offers "Try again"): the server failed (the network, a 5xx), not
// the answers.
export function mayTryAgain(err) {
  return !!err && (err.status === 0 || err.status >= 500);
}

// submissionId names a hand-in: sent again after a lost answer, the server stores it
// once.
export function submissionId() {
  if (crypto.randomUUID) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}

// ---------- what this browser keeps ----------

// store reads and writes what this browser keeps, as JSON under gametree.* (when
// localStorage is off, nothing is kept).
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

const MAX_KEPT = 50;

// keptClasses are the classes this browser opened, the latest first: [{id, name, key}].
export const keptClasses = () => store.get('classes', []) || [];

// keepClass puts a class first among those kept (at most 50).
export function keepClass(c) {
  const list = keptClasses().filter((x) => x.id !== c.id);
  list.unshift({ id: c.id, name: c.name, key: c.key });
  store.set('classes', list.slice(0, MAX_KEPT));
}

export const forgetClass = (id) => store.set('classes', keptClasses().filter((x) => x.id !== id));

// keptKey is the key this browser keeps for a class ('' for none).
export const keptKey = (id) => (keptClasses().find((c) => c.id === id) || {}).key || '';
