// The parts of a comparison: the compared searches' names and parameters, the rows of
// its table, the card of each search's tree.
import { t, getLang, fmtValue, fmtCount } from './i18n.js';
import { h } from './dom.js';
import { problemQuery, algoLabel } from './problem.js';

export const CMP_ALGOS = ['minimax', 'alphabeta', 'alphabeta+order', 'alphabeta+tt', 'alphabeta+iterative', 'negamax', 'negamax-alphabeta'];
const EXTRA_KEYS = { order: 'cmpPlusOrder', tt: 'cmpPlusTT', iterative: 'cmpPlusIterative' };

// algoName says a compared search in the page's language: "Alpha-beta + move ordering".
export function algoName(a) {
  const [base, ...extras] = String(a).split('+');
  return [algoLabel(base), ...extras.map((x) => t(EXTRA_KEYS[x] || x))].join(' + ');
}

// algoParams is a compared search as /api/trace parameters.
export function algoParams(a) {
  const [base, ...extras] = String(a).split('+');
  const q = { algo: base };
  for (const x of extras) {
    if (x === 'order') q.order = 'true';
    if (x === 'tt') q.tt = 'bounds';
    if (x === 'iterative') q.iterative = 'true';
  }
  return q;
}

// problemOnly is the problem's parameters without the search's own (algo, order, tt,
// iterative: each compared search says them).
export function problemOnly(p) {
  const q = problemQuery({ ...p, algo: 'alphabeta', order: false, tt: 'off', iterative: false, pass: '' });
  delete q.algo;
  if (!p.failHard) delete q['fail-hard'];
  if (!p.failCourse) delete q['fail-course'];
  return q;
}

// tableRows are the table's rows of the searches' results: what each did, its time and
// its value (a search its budget stopped: its counts are what it did before it stopped).
export function tableRows(results) {
  const rows = [];
  const cell = (text) => h('td', { textContent: text });
  for (const r of results) {
    const st = r.stats || {};
    const row = h('tr', {}, h('th', { scope: 'row', textContent: algoName(r.algo) }));
    for (const v of [st.nodes, st.leaves, st.cutoffs, st.tt_hits]) row.appendChild(cell(v === undefined || v === null ? '—' : fmtCount(v)));
    const ms = Number(r.time_ms);
    row.appendChild(cell(Number.isFinite(ms) ? t('cmpMs', { ms: ms < 10 ? ms.toLocaleString(getLang() === 'es' ? 'es-ES' : 'en-US', { maximumFractionDigits: 3 }) : fmtCount(Math.round(ms)) }) : '—'));
    const val = cell(r.value === undefined || r.value === null ? '—' : typeof r.value === 'number' ? fmtValue(r.value) : String(r.value));
    // a search its budget stopped: its counts are what it did before it stopped
    if (r.complete === false) {
      val.textContent += ' (' + t('cmpStopped') + ')';
      row.classList.add('stopped');
    }
    row.appendChild(val);
    rows.push(row);
  }
  return rows;
}

// treeCard is the card of a search's tree: its name, a button that opens it in the
// stepper (onOpen), the step's label, the drawing's box and what it does at the step.
export function treeCard(algo, onOpen) {
  const open = h('button', { type: 'button', className: 'btn btn-small btn-ghost cmp-open', textContent: t('cmpOpen') });
  open.addEventListener('click', onOpen);
  const label = h('p', { className: 'cmp-tree-step' });
  const box = h('div', { className: 'treebox cmp-treebox' });
  // what this search does at the step shown, in the stepper's words
  const say = h('p', { className: 'cmp-tree-say' });
  const card = h('figure', { className: 'cmp-tree' }, h('h3', { textContent: algoName(algo) }, ' ', open), label, box, say);
  return { card, label, box, say };
}
